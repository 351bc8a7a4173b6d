// Writing worklogs. Each write moves the issue's `updated` and leaves a history entry the way Jira's does:
// the issue's new total `timespent`, and `WorklogId` (and `WorklogTimeSpent` when a logged time changes or
// goes), with times in seconds.
import type { JsonRecord, OperationContext, PackWorld } from "../../core/pack/index.ts";
import { changeItem, recordChange, type ChangeItem } from "./changelog.ts";
import { jiraNow } from "./jira-time.ts";
import { COLLECTIONS, type JiraCommentVisibility, type JiraIssue, type JiraWorklog } from "./records.ts";
import { nextId } from "./sequences.ts";

type Ctx = Pick<OperationContext, "world" | "clock">;

export const issueWorklogs = (ctx: { world: Pick<PackWorld, "collection"> }, issueId: string): JiraWorklog[] =>
  (ctx.world.collection(COLLECTIONS.worklogs).find((w) => w.issueId === issueId) as JiraWorklog[]).sort((a, b) => Number(a.id) - Number(b.id));

/** The issue's logged time in seconds; null when nothing is logged, as Jira shows `timespent`. */
export function timeSpentOn(ctx: { world: Pick<PackWorld, "collection"> }, issueId: string): number | null {
  const worklogs = issueWorklogs(ctx, issueId);
  return worklogs.length ? worklogs.reduce((sum, w) => sum + w.timeSpentSeconds, 0) : null;
}

const seconds = (value: number | null): string | null => (value === null ? null : String(value));

/** Moves `updated` and records the new total beside the worklog's own items. */
function afterWrite(ctx: Ctx, issue: JiraIssue, author: string, before: number | null, items: ChangeItem[], now: string): void {
  const after = timeSpentOn(ctx, issue.id);
  const total = before === after ? [] : [changeItem("timespent", seconds(before), seconds(before), seconds(after), seconds(after))];
  const current = ctx.world.collection(COLLECTIONS.issues).get(issue.id) as JiraIssue;
  ctx.world.collection(COLLECTIONS.issues).update(issue.id, { fields: { ...current.fields, updated: now } });
  recordChange(ctx, issue, author, [...total, ...items]);
}

export interface NewWorklog {
  timeSpentSeconds: number;
  started?: string;
  comment?: JsonRecord | null;
  visibility?: JiraCommentVisibility | null;
}

export function insertWorklog(ctx: Ctx, issue: JiraIssue, author: string, input: NewWorklog): JiraWorklog {
  const now = jiraNow(ctx.clock);
  const before = timeSpentOn(ctx, issue.id);
  const worklog: JiraWorklog = {
    id: nextId(ctx.world, COLLECTIONS.worklogs), issueId: issue.id, author, updateAuthor: author,
    ...(input.comment ? { comment: input.comment } : {}),
    started: input.started ?? now, timeSpentSeconds: input.timeSpentSeconds, created: now, updated: now,
    ...(input.visibility ? { visibility: input.visibility } : {}),
  };
  ctx.world.collection(COLLECTIONS.worklogs).insert(worklog.id, worklog);
  afterWrite(ctx, issue, author, before, [changeItem("WorklogId", null, null, worklog.id, worklog.id)], now);
  return worklog;
}

/** A worklog with what the request changed; `undefined` keeps a field, null clears the comment or the visibility. */
export function editWorklog(ctx: Ctx, issue: JiraIssue, worklog: JiraWorklog, editor: string, input: Partial<NewWorklog>): JiraWorklog {
  const now = jiraNow(ctx.clock);
  const before = timeSpentOn(ctx, issue.id);
  const { comment, visibility, ...rest } = worklog;
  const nextComment = input.comment === undefined ? comment : input.comment ?? undefined;
  const nextVisibility = input.visibility === undefined ? visibility : input.visibility ?? undefined;
  const edited: JiraWorklog = {
    ...rest, updateAuthor: editor, updated: now,
    started: input.started ?? worklog.started, timeSpentSeconds: input.timeSpentSeconds ?? worklog.timeSpentSeconds,
    ...(nextComment ? { comment: nextComment } : {}), ...(nextVisibility ? { visibility: nextVisibility } : {}),
  };
  // An update merges: a dropped comment or visibility takes a whole new record.
  const worklogs = ctx.world.collection(COLLECTIONS.worklogs);
  worklogs.delete(worklog.id);
  worklogs.insert(worklog.id, edited);
  const moved = edited.timeSpentSeconds === worklog.timeSpentSeconds ? [] : [
    changeItem("WorklogTimeSpent", seconds(worklog.timeSpentSeconds), seconds(worklog.timeSpentSeconds), seconds(edited.timeSpentSeconds), seconds(edited.timeSpentSeconds)),
    changeItem("WorklogId", worklog.id, worklog.id, worklog.id, worklog.id),
  ];
  afterWrite(ctx, issue, editor, before, moved, now);
  return edited;
}

export function removeWorklog(ctx: Ctx, issue: JiraIssue, worklog: JiraWorklog, remover: string): void {
  const now = jiraNow(ctx.clock);
  const before = timeSpentOn(ctx, issue.id);
  ctx.world.collection(COLLECTIONS.worklogs).delete(worklog.id);
  afterWrite(ctx, issue, remover, before, [
    changeItem("WorklogTimeSpent", seconds(worklog.timeSpentSeconds), seconds(worklog.timeSpentSeconds), null, null),
    changeItem("WorklogId", worklog.id, worklog.id, null, null),
  ], now);
}
