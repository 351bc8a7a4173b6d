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

function isA(source: SoqlSource, type: string, id: unknown): id is string {
  return typeof id === "string" && source.describe(type)?.keyPrefix === id.slice(0, 3);
}

function accountOf(source: SoqlSource, activity: SoqlRow): unknown {
  if (typeof activity.AccountId === "string") return activity.AccountId;
  const what = activity.WhatId;
  if (isA(source, "Account", what)) return what;
  const holder = ACCOUNT_HOLDERS.find((type) => isA(source, type, what));
  if (holder) return source.get(holder, what as string)?.AccountId ?? null;
  return isA(source, "Contact", activity.WhoId) ? (source.get("Contact", activity.WhoId)?.AccountId ?? null) : null;
}

const COPIED = [
  "Id", "WhoId", "WhatId", "Subject", "ActivityDate", "OwnerId", "Description", "IsDeleted", "CreatedDate", "CreatedById",
  "LastModifiedDate", "LastModifiedById", "SystemModstamp", "ReminderDateTime", "IsReminderSet",
];
const TASK_ONLY = ["Status", "Priority", "IsHighPriority", "CallDurationInSeconds", "CallType", "CallDisposition", "CallObject"];
const EVENT_ONLY = ["ActivityDateTime", "StartDateTime", "EndDateTime", "IsAllDayEvent", "DurationInMinutes", "Location"];

function viewRow(source: SoqlSource, row: SoqlRow, isTask: boolean, closed: boolean): SoqlRow {
  const view: SoqlRow = { IsTask: isTask, IsClosed: closed, AccountId: accountOf(source, row) };
  for (const name of [...COPIED, ...(isTask ? TASK_ONLY : EVENT_ONLY)]) view[name] = row[name] ?? null;
  view.ActivityType = row.Type ?? null;
  view.ActivitySubtype = (isTask ? row.TaskSubtype : row.EventSubtype) ?? null;
  if (!isTask) view.IsAllDayEvent = row.IsAllDayEvent === true;
  return view;
}

function* viewRows(source: SoqlSource, history: boolean, now: Date): Iterable<SoqlRow> {
  for (const task of source.records("Task")) {
    if (isClosedTask(task) === history) yield viewRow(source, task, true, history);
  }
  for (const event of source.records("Event")) {
    if (isPastEvent(event, now) === history) yield viewRow(source, event, false, history);
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
