// An issue's fields as Jira answers them: stored ids expanded into Jira's nested objects (issuetype,
// project, status, users, parent, subtasks…), rich text as the API version shows it, what other records
// say about the issue (watchers, worklogs and time spent, links, attachments), and the fields this mock
// does not model (versions, components, estimates…) as Jira shows them on an issue that has none.
import type { JsonRecord } from "../../core/pack/index.ts";
import { DONE_RESOLUTION } from "./jira-catalogue.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCustomField, type JiraIssue, type JiraProject } from "./records.ts";
import { optionId } from "./custom-fields.ts";
import { renderCommentField } from "./render-comment.ts";
import { findIssueType, renderIssueType } from "./render-issue-type.ts";
import { renderPriorityField } from "./render-priority.ts";
import { renderProjectRef } from "./render-project.ts";
import { findStatus, renderStatus, renderStatusCategory } from "./render-status.ts";
import { renderUserField } from "./render-user.ts";
import { renderAttachmentField } from "./render-attachment.ts";
import { renderIssueLinksField } from "./render-issue-links.ts";
import { renderWatchesField } from "./render-watchers.ts";
import { renderWorklogField, timeTrackingFields } from "./render-worklog.ts";
import { renderRichText } from "./rich-text.ts";
import { timeSpentOn } from "./worklog-records.ts";

/** Children of each issue by parent id; pass one to render many issues without a scan per issue. */
export type ChildIndex = Map<string, JiraIssue[]>;

export function childIndex(view: Pick<JiraView, "world">): ChildIndex {
  const index: ChildIndex = new Map();
  for (const issue of view.world.collection(COLLECTIONS.issues).all() as JiraIssue[]) {
    const parent = issue.fields.parent;
    if (parent) (index.get(parent) ?? index.set(parent, []).get(parent)!).push(issue);
  }
  return index;
}

export const issueSelf = (view: JiraView, issue: Pick<JiraIssue, "id">): string => `${apiBase(view)}/issue/${issue.id}`;

/** The short form of a related issue (parent, subtasks): id, key, self and four fields. */
export function renderIssueLink(view: JiraView, issue: JiraIssue): JsonRecord {
  const status = findStatus(view, issue.fields.status);
  const type = findIssueType(view, issue.fields.issuetype);
  return {
    id: issue.id,
    key: issue.key,
    self: issueSelf(view, issue),
    fields: {
      summary: issue.fields.summary,
      status: status ? renderStatus(view, status) : null,
      priority: renderPriorityField(view, issue.fields.priority),
      issuetype: type ? renderIssueType(view, type) : null,
    },
  };
}

function subtasksOf(view: JiraView, issue: JiraIssue, children?: ChildIndex): JsonRecord[] {
  const kids = children ? children.get(issue.id) ?? [] : (view.world.collection(COLLECTIONS.issues).find((i) => (i as JiraIssue).fields.parent === issue.id) as JiraIssue[]);
  return kids
    .filter((kid) => findIssueType(view, kid.fields.issuetype)?.subtask === true)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((kid) => renderIssueLink(view, kid));
}

function renderCustomValue(view: JiraView, field: JiraCustomField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const one = (v: unknown, type: string | undefined): unknown => {
    if (type === "user") return renderUserField(view, String(v));
    if (type === "option") {
      const index = (field.options ?? []).indexOf(String(v));
      const id = optionId(field, Math.max(index, 0));
      return { self: `${apiBase(view)}/customFieldOption/${id}`, value: String(v), id };
    }
    return v;
  };
  return Array.isArray(value) ? value.map((v) => one(v, field.items)) : one(value, field.type);
}

const EMPTY_FIELDS: Record<string, () => unknown> = {
  components: () => [], fixVersions: () => [], versions: () => [], workratio: () => -1,
  timeestimate: () => null, timeoriginalestimate: () => null,
  aggregatetimeestimate: () => null, aggregatetimeoriginalestimate: () => null, lastViewed: () => null, security: () => null,
};

/** Fields whose values come from the issue's worklogs (aggregates count the issue's own, not its subtasks'). */
const TIME_FIELDS = new Set(["timespent", "aggregatetimespent", "timetracking", "progress", "aggregateprogress"]);

export interface FieldRenderOptions {
  children?: ChildIndex;
  /** The viewer (for watches.isWatching). */
  viewer?: string;
  /** Filled on first use while one issue renders: its logged seconds, read once for the five time fields. */
  timeSpent?: number | null;
}

/** One field's value on the wire; `project` is the issue's project record. */
export function renderFieldValue(view: JiraView, issue: JiraIssue, project: JiraProject | undefined, id: string, options: FieldRenderOptions = {}): unknown {
  const f = issue.fields;
  switch (id) {
    case "issuetype": {
      const type = findIssueType(view, f.issuetype);
      return type ? renderIssueType(view, type) : null;
    }
    case "project":
      return project ? renderProjectRef(view, project) : null;
    case "status": {
      const status = findStatus(view, f.status);
      return status ? renderStatus(view, status) : null;
    }
    case "statusCategory": {
      const status = findStatus(view, f.status);
      return status ? renderStatusCategory(view, status.category) : null;
    }
    case "priority":
      return renderPriorityField(view, f.priority);
    case "assignee": case "reporter": case "creator":
      return renderUserField(view, f[id] as string | null);
    case "labels":
      return [...f.labels];
    case "description": case "environment":
      return renderRichText((f[id] as JsonRecord | null | undefined) ?? null, view.version);
    case "resolution":
      return f.resolutiondate ? { self: `${apiBase(view)}/resolution/${DONE_RESOLUTION.id}`, ...DONE_RESOLUTION } : null;
    case "parent": {
      const parent = f.parent ? (view.world.collection(COLLECTIONS.issues).get(f.parent) as JiraIssue | undefined) : undefined;
      return parent ? renderIssueLink(view, parent) : undefined;
    }
    case "subtasks":
      return subtasksOf(view, issue, options.children);
    case "comment":
      return renderCommentField(view, issue.id);
    case "watches":
      return renderWatchesField(view, issue, options.viewer);
    case "worklog":
      return renderWorklogField(view, issue);
    case "issuelinks":
      return renderIssueLinksField(view, issue.id);
    case "attachment":
      return renderAttachmentField(view, issue.id);
    case "votes":
      return { self: `${apiBase(view)}/issue/${issue.key}/votes`, votes: 0, hasVoted: false };
  }
  if (TIME_FIELDS.has(id)) {
    if (options.timeSpent === undefined) options.timeSpent = timeSpentOn(view, issue.id);
    return timeTrackingFields(options.timeSpent)[id];
  }
  if (id in EMPTY_FIELDS) return EMPTY_FIELDS[id]!();
  if (id.startsWith("customfield_")) {
    const field = view.world.collection(COLLECTIONS.fields).get(id) as JiraCustomField | undefined;
    return field ? renderCustomValue(view, field, f[id]) : null;
  }
  return f[id] ?? null;
}
