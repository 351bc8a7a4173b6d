// ActivityHistory and OpenActivity have no rows of their own in Salesforce: they are Task and Event
// seen from a parent record. Closed tasks and past events are its history, open tasks and events yet
// to end its open activities. This wraps a SOQL source so those two objects read as derived rows,
// which lets `(SELECT Subject FROM ActivityHistories)` answer from the world's tasks and events.
import type { SoqlRow, SoqlSource } from "./soql/types.ts";

const VIEWS = new Map([
  ["activityhistory", true],
  ["openactivity", false],
]);
// Parents whose AccountId an activity related to them inherits, as Salesforce fills Task.AccountId.
const ACCOUNT_HOLDERS = ["Opportunity", "Case", "Contract", "Order", "Quote"];

/** A task is done when its status is a closed one; a new org has one, Completed. */
function isClosedTask(task: SoqlRow): boolean {
  return task.IsClosed === true || task.Status === "Completed";
}

/** An event is past once it has ended: its end, else its start, else (all-day) its day is before now. */
function isPastEvent(event: SoqlRow, now: Date): boolean {
  const end = event.EndDateTime ?? event.ActivityDateTime ?? event.StartDateTime;
  if (typeof end === "string") return Date.parse(end) < now.getTime();
  if (typeof event.ActivityDate === "string") return event.ActivityDate < now.toISOString().slice(0, 10);
  return false;
}

/**
 * Resolves an activity's account. The types its What and Who may name are looked up once per scan,
 * not per activity: a describe lookup can mean inferring one from stored rows.
 */
function accountResolver(source: SoqlSource): (activity: SoqlRow) => unknown {
  const whatTypes = new Map<string, string>();
  for (const type of ["Account", ...ACCOUNT_HOLDERS]) {
    const prefix = source.describe(type)?.keyPrefix;
    if (typeof prefix === "string" && !whatTypes.has(prefix)) whatTypes.set(prefix, type);
  }
  const contactPrefix = source.describe("Contact")?.keyPrefix;
  return (activity) => {
    if (typeof activity.AccountId === "string") return activity.AccountId;
    const { WhatId: what, WhoId: who } = activity;
    const whatType = typeof what === "string" ? whatTypes.get(what.slice(0, 3)) : undefined;
    if (whatType === "Account") return what;
    if (whatType) return source.get(whatType, what as string)?.AccountId ?? null;
    const isContact = typeof who === "string" && typeof contactPrefix === "string" && who.slice(0, 3) === contactPrefix;
    return isContact ? (source.get("Contact", who)?.AccountId ?? null) : null;
  };
}

const COPIED = [
  "Id", "WhoId", "WhatId", "Subject", "ActivityDate", "OwnerId", "Description", "IsDeleted", "CreatedDate", "CreatedById",
  "LastModifiedDate", "LastModifiedById", "SystemModstamp", "ReminderDateTime", "IsReminderSet",
];
const TASK_FIELDS = [...COPIED, "Status", "Priority", "IsHighPriority", "CallDurationInSeconds", "CallType", "CallDisposition", "CallObject"];
const EVENT_FIELDS = [...COPIED, "ActivityDateTime", "StartDateTime", "EndDateTime", "IsAllDayEvent", "DurationInMinutes", "Location"];

function viewRow(row: SoqlRow, isTask: boolean, closed: boolean, accountId: unknown): SoqlRow {
  const view: SoqlRow = { IsTask: isTask, IsClosed: closed, AccountId: accountId };
  for (const name of isTask ? TASK_FIELDS : EVENT_FIELDS) view[name] = row[name] ?? null;
  view.ActivityType = row.Type ?? null;
  view.ActivitySubtype = (isTask ? row.TaskSubtype : row.EventSubtype) ?? null;
  if (!isTask) view.IsAllDayEvent = row.IsAllDayEvent === true;
  return view;
}

function* viewRows(source: SoqlSource, history: boolean, now: Date): Iterable<SoqlRow> {
  const accountOf = accountResolver(source);
  for (const task of source.records("Task")) {
    if (isClosedTask(task) === history) yield viewRow(task, true, history, accountOf(task));
  }
  for (const event of source.records("Event")) {
    if (isPastEvent(event, now) === history) yield viewRow(event, false, history, accountOf(event));
  }
}

/**
 * The source, with ActivityHistory and OpenActivity rows derived from Task and Event at `now` (the
 * world's clock). Everything else passes through.
 */
export function withActivityViews(source: SoqlSource, now: Date): SoqlSource {
  return {
    ...source,
    records: (name) => {
      const history = VIEWS.get(name.toLowerCase());
      return history === undefined ? source.records(name) : viewRows(source, history, now);
    },
  };
}
