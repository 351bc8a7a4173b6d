/**
 * What a JQL evaluation needs to know about the site. Every list is a structural subset of the jira
 * pack's records (records.ts), so the pack can pass its collections as they are. Build one context
 * per request and treat it as immutable while a query runs.
 */
export interface JqlContext {
  /** The caller's accountId: currentUser(). null for an anonymous caller (currentUser() matches nothing). */
  readonly currentUser: string | null;
  /** The world's clock: now(), relative dates (-7d) and startOfDay() and friends. */
  readonly now: Date;
  /** IANA zone for date literals and day boundaries (Jira uses the caller's zone). Default "UTC". */
  readonly timeZone?: string;
  /** 0: weeks start on Sunday (Jira's default), 1: on Monday (Jira's ISO 8601 week setting). */
  readonly firstDayOfWeek?: 0 | 1;
  readonly users: readonly JqlUser[];
  readonly groups?: readonly JqlGroup[];
  readonly projects: readonly JqlProject[];
  /** In the site's status order, which ORDER BY status follows. */
  readonly statuses: readonly JqlStatus[];
  readonly priorities: readonly JqlPriority[];
  /** In the site's order, which ORDER BY issuetype follows. */
  readonly issueTypes: readonly JqlIssueType[];
  /** Default: Jira Cloud's four (Done, Won't Do, Duplicate, Cannot Reproduce). */
  readonly resolutions?: readonly JqlResolution[];
  readonly customFields?: readonly JqlCustomField[];
  /** Comment bodies (ADF documents or plain text) of an issue, for `comment ~` and `text ~`. */
  readonly commentsOf?: (issue: JqlIssue) => readonly unknown[];
  /**
   * Every issue the caller may see, by key or id, to tell an unknown key from a key that merely
   * matches nothing. Without it, runJql looks among the issues it was given and checkJql skips it.
   */
  readonly findIssue?: (keyOrId: string) => { id: string; key: string } | undefined;
}

export interface JqlUser {
  readonly accountId: string;
  readonly displayName: string;
  readonly emailAddress?: string | null;
}

export interface JqlGroup {
  readonly name: string;
  readonly members: readonly string[];
}

export interface JqlProject {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly leadAccountId?: string;
}

export interface JqlStatus {
  readonly id: string;
  readonly name: string;
  readonly category: "new" | "indeterminate" | "done";
}

export interface JqlPriority {
  readonly id: string;
  readonly name: string;
  /** 1 = highest. */
  readonly rank: number;
}

export interface JqlIssueType {
  readonly id: string;
  readonly name: string;
  readonly subtask: boolean;
}

export interface JqlResolution {
  readonly id: string;
  readonly name: string;
}

/** A custom field definition, as records.ts stores them. */
export interface JqlCustomField {
  /** "customfield_10010". */
  readonly id: string;
  readonly name: string;
  /** "string" | "number" | "date" | "datetime" | "option" | "array" | "user". */
  readonly type: string;
  /** For "array": the item type ("string", "option", "user"). */
  readonly items?: string;
  readonly options?: readonly string[];
}

/** A user as Jira renders one inside an issue. */
export interface JqlUserRef {
  readonly accountId: string;
  readonly displayName?: string;
  readonly emailAddress?: string | null;
}

/** An issue as the v3 API renders it (only what JQL reads is typed; the rest passes through). */
export interface JqlIssue {
  readonly id: string;
  readonly key: string;
  readonly fields: JqlIssueFields;
}

export interface JqlIssueFields {
  readonly summary?: string;
  /** An ADF document, plain text or null. */
  readonly description?: unknown;
  readonly environment?: unknown;
  readonly status?: { readonly id: string; readonly name?: string; readonly statusCategory?: { readonly key: string; readonly name?: string } };
  readonly priority?: { readonly id: string; readonly name?: string } | null;
  readonly issuetype?: { readonly id: string; readonly name?: string; readonly subtask?: boolean };
  readonly project?: { readonly id: string; readonly key?: string; readonly name?: string };
  readonly assignee?: JqlUserRef | null;
  readonly reporter?: JqlUserRef | null;
  readonly creator?: JqlUserRef | null;
  readonly labels?: readonly string[];
  /** "YYYY-MM-DD". */
  readonly duedate?: string | null;
  /** "2026-11-23T10:15:30.000+0000". */
  readonly created?: string;
  readonly updated?: string;
  readonly resolutiondate?: string | null;
  readonly statuscategorychangedate?: string | null;
  /** When absent, an issue with a resolutiondate counts as resolved "Done". */
  readonly resolution?: { readonly id?: string; readonly name: string } | null;
  readonly parent?: { readonly id: string; readonly key: string } | null;
  readonly comment?: { readonly comments?: readonly { readonly body?: unknown }[] };
  readonly [field: string]: unknown;
}

export const DEFAULT_RESOLUTIONS: readonly JqlResolution[] = [
  { id: "10000", name: "Done" },
  { id: "10001", name: "Won't Do" },
  { id: "10002", name: "Duplicate" },
  { id: "10003", name: "Cannot Reproduce" },
];
