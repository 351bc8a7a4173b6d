// The jira pack's stored records: what the seed produces, handlers read and write, and graders see.
// References between records are ids (a renderer expands them into Jira's nested objects), so an edit
// to a user or a status never has to touch every issue. Timestamps are ISO strings with milliseconds
// and a numeric offset, as Jira writes them ("2026-11-23T10:15:30.000+0000").
import type { JsonRecord } from "../../core/pack/index.ts";

/** Collection names. `sequences` is private (graders never see it). */
export const COLLECTIONS = {
  site: "site", // one record, key "site": { baseUrlHint?, adminAccountId }
  users: "users",
  groups: "groups",
  projects: "projects",
  issueTypes: "issuetypes",
  statuses: "statuses",
  priorities: "priorities",
  fields: "fields", // custom fields only; system fields are built in (system-fields.ts)
  issues: "issues",
  comments: "comments",
  changelog: "changelog",
  watchers: "watchers", // keyed `${issueId}:${accountId}`
  worklogs: "worklogs",
  issueLinks: "issuelinks",
  remoteLinks: "remotelinks",
  attachments: "attachments",
  attachmentContent: "attachmentcontent", // private: the bytes, base64, by attachment id
  sequences: "sequences", // per project: the next issue number; numeric ids for every collection
} as const;

/** users, keyed by accountId. */
export interface JiraUser extends JsonRecord {
  accountId: string;
  accountType: "atlassian" | "app";
  displayName: string;
  emailAddress: string | null;
  active: boolean;
  timeZone: string;
  locale: string;
  /** The site's built-in admin: who a credential naming nobody acts as. */
  siteAdmin?: boolean;
}

/** groups, keyed by name: for membersOf() in JQL. */
export interface JiraGroup extends JsonRecord {
  name: string;
  groupId: string;
  members: string[]; // accountIds
}

/** statuses, keyed by id ("10000"…): global, shared by projects' workflows. */
export interface JiraStatus extends JsonRecord {
  id: string;
  name: string;
  description: string;
  /** Jira's status categories: "new" (To Do, id 2), "indeterminate" (In Progress, id 4), "done" (Done, id 3). */
  category: "new" | "indeterminate" | "done";
}

/** priorities, keyed by id ("1" Highest … "5" Lowest); `rank` orders them (1 = highest). */
export interface JiraPriority extends JsonRecord {
  id: string;
  name: string;
  description: string;
  statusColor: string;
  rank: number;
  isDefault: boolean;
}

/** issuetypes, keyed by id ("10001"…). */
export interface JiraIssueType extends JsonRecord {
  id: string;
  name: string;
  description: string;
  subtask: boolean;
  /** 1 Epic, 0 standard (Task, Bug, Story), -1 Sub-task. */
  hierarchyLevel: number;
}

export interface JiraTransition extends JsonRecord {
  id: string;
  name: string;
  /** Status ids it may start from; empty = from any status (a global transition). */
  from: string[];
  to: string;
}

/** projects, keyed by id ("10000"…). */
export interface JiraProject extends JsonRecord {
  id: string;
  key: string;
  name: string;
  description: string;
  projectTypeKey: "software" | "business" | "service_desk";
  leadAccountId: string;
  issueTypeIds: string[];
  /** The workflow's statuses (ids, in board order) and transitions. */
  statusIds: string[];
  transitions: JiraTransition[];
  /** true for Jira's default simplified workflow (any status to any, transition ids "11", "21", "31"…). */
  simplified: boolean;
}

/** Custom field definitions, keyed by id ("customfield_10010"). */
export interface JiraCustomField extends JsonRecord {
  id: string;
  name: string;
  /** The field's value type: "string" | "number" | "date" | "datetime" | "option" | "array" | "user". */
  type: string;
  /** For "array": the item type. For "option": the allowed values. */
  items?: string;
  options?: string[];
}

/**
 * issues, keyed by numeric id ("10001"). `fields` holds Jira's own field ids with stored values:
 * references as ids (issuetype, status, priority: ids; assignee, reporter, creator: accountId or null;
 * parent: issue id or null; project: project id), `description` as an ADF document or null, `labels` as
 * strings, dates as ISO strings, custom fields as their plain values.
 */
export interface JiraIssue extends JsonRecord {
  id: string;
  key: string;
  projectId: string;
  fields: JsonRecord & {
    summary: string;
    issuetype: string;
    status: string;
    priority: string | null;
    assignee: string | null;
    reporter: string | null;
    creator: string;
    labels: string[];
    description: JsonRecord | null;
    duedate: string | null;
    parent: string | null;
    created: string;
    updated: string;
    resolutiondate: string | null;
    statuscategorychangedate: string;
  };
}

/** comments, keyed by numeric id; `body` is an ADF document. */
export interface JiraComment extends JsonRecord {
  id: string;
  issueId: string;
  author: string;
  updateAuthor: string;
  body: JsonRecord;
  created: string;
  updated: string;
  /** Who may see it, as the client restricted it ({type: "group"|"role", value, identifier}); absent = everyone. */
  visibility?: JiraCommentVisibility;
}

export interface JiraCommentVisibility extends JsonRecord {
  type: "group" | "role";
  value: string;
  identifier: string;
}

/** changelog, keyed by numeric id: one history entry (one edit or transition) of an issue. */
export interface JiraHistory extends JsonRecord {
  id: string;
  issueId: string;
  author: string;
  created: string;
  items: Array<{ field: string; fieldtype: "jira" | "custom"; fieldId: string; from: string | null; fromString: string | null; to: string | null; toString: string | null }>;
}

/** watchers, keyed `${issueId}:${accountId}`: one user watching one issue. */
export interface JiraWatcher extends JsonRecord {
  issueId: string;
  accountId: string;
}

/** worklogs, keyed by numeric id: time logged on an issue; `comment` is ADF, absent when none was given. */
export interface JiraWorklog extends JsonRecord {
  id: string;
  issueId: string;
  author: string;
  updateAuthor: string;
  comment?: JsonRecord;
  started: string;
  timeSpentSeconds: number;
  created: string;
  updated: string;
  visibility?: JiraCommentVisibility;
}

/**
 * issuelinks, keyed by numeric id, named as POST /issueLink names them: the inward issue is the link's
 * source, so with Blocks `inwardIssueId` blocks `outwardIssueId` (the inward one shows "blocks <outward>",
 * the outward one "is blocked by <inward>").
 */
export interface JiraIssueLink extends JsonRecord {
  id: string;
  typeId: string;
  outwardIssueId: string;
  inwardIssueId: string;
}

/** remotelinks, keyed by numeric id: a link from an issue to something outside Jira, kept as the client sent it. */
export interface JiraRemoteLink extends JsonRecord {
  id: string;
  issueId: string;
  globalId?: string;
  relationship?: string;
  application?: JsonRecord;
  object: JsonRecord & { url: string; title: string };
}

/** attachments, keyed by numeric id: a file's metadata (its bytes are in the private attachmentcontent). */
export interface JiraAttachment extends JsonRecord {
  id: string;
  issueId: string;
  author: string;
  filename: string;
  mimeType: string;
  size: number;
  created: string;
}
