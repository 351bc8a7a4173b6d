// A worklog as Jira shows it (the Worklog bean), and the time-tracking fields of an issue derived from its
// worklogs: `worklog` (the first page), `timespent`, `timetracking` and `progress`. No estimates are stored,
// so a logged issue is 100% done by Jira's arithmetic (progress = total = time spent).
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import type { JiraIssue, JiraWorklog } from "./records.ts";
import { renderRichText } from "./rich-text.ts";
import { renderUserField } from "./render-user.ts";
import { formatDuration } from "./time-duration.ts";
import { issueWorklogs } from "./worklog-records.ts";

/** How many worklogs an issue's `worklog` field carries, as Jira's issue bean does. */
const FIELD_PAGE = 20;

export function renderWorklog(view: JiraView, worklog: JiraWorklog): JsonRecord {
  return {
    self: `${apiBase(view)}/issue/${worklog.issueId}/worklog/${worklog.id}`,
    author: renderUserField(view, worklog.author),
    updateAuthor: renderUserField(view, worklog.updateAuthor),
    ...(worklog.comment ? { comment: renderRichText(worklog.comment, view.version) } : {}),
    created: worklog.created,
    updated: worklog.updated,
    ...(worklog.visibility ? { visibility: { ...worklog.visibility } } : {}),
    started: worklog.started,
    timeSpent: formatDuration(worklog.timeSpentSeconds),
    timeSpentSeconds: worklog.timeSpentSeconds,
    id: worklog.id,
    issueId: worklog.issueId,
  };
}

export function renderWorklogField(view: JiraView, issue: Pick<JiraIssue, "id">): JsonRecord {
  const worklogs = issueWorklogs(view, issue.id);
  return { startAt: 0, maxResults: FIELD_PAGE, total: worklogs.length, worklogs: worklogs.slice(0, FIELD_PAGE).map((w) => renderWorklog(view, w)) };
}

/** The time-tracking fields' values for an issue that has `spent` seconds logged (null: none). */
export function timeTrackingFields(spent: number | null): Record<string, unknown> {
  const progress = spent === null ? { progress: 0, total: 0 } : { progress: spent, total: spent, percent: 100 };
  return {
    timespent: spent,
    aggregatetimespent: spent,
    timetracking: spent === null ? {} : { timeSpent: formatDuration(spent), timeSpentSeconds: spent },
    progress,
    aggregateprogress: { ...progress },
  };
}
