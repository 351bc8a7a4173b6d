// One system field's value as a client sends it (in `fields` or an update verb) → its stored value, or
// Jira's message for that field. Each parser returns { ok: true, value } or { ok: false, message }.
import type { JsonRecord } from "../../core/pack/index.ts";
import { ADF_INVALID_INPUT, checkAdf, wikiToAdf } from "./adf/index.ts";
import type { Checked } from "./custom-fields.ts";
import { ADF_REQUIRED, STRING_REQUIRED, TEXT_TOO_LONG, USER_NOT_FOUND } from "./jira-errors.ts";
import { isJiraDate } from "./jira-time.ts";
import type { JiraView } from "./jira-view.ts";
import { findIssue } from "./lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueType, type JiraPriority, type JiraProject, type JiraUser } from "./records.ts";
import { parentLevelFor } from "./seed-parents.ts";

const ok = (value: unknown): Checked => ({ ok: true, value });
const fail = (message: string): Checked => ({ ok: false, message });
const ref = (value: unknown): { id?: unknown; key?: unknown; name?: unknown; accountId?: unknown; none?: unknown } =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as JsonRecord) : {};
const MAX_TEXT = 32767;

export function parseSummary(value: unknown): Checked {
  if (typeof value !== "string" || value.trim() === "") return fail("You must specify a summary of the issue.");
  if (/[\r\n]/.test(value)) return fail("The summary is invalid because it contains newline characters.");
  if (value.length > 255) return fail("Summary must be less than 255 characters.");
  return ok(value);
}

/** Rich text: an ADF document on v3, wiki markup on v2 (stored as ADF either way); null clears it. */
export function parseRichText(value: unknown, version: 2 | 3): Checked {
  if (value === null) return ok(null);
  if (version === 2) {
    if (typeof value !== "string") return fail(STRING_REQUIRED);
    if (value.length > MAX_TEXT) return fail(TEXT_TOO_LONG);
    return ok(value.trim() === "" ? null : wikiToAdf(value));
  }
  const problem = checkAdf(value);
  // Not an object: the field's error. An object that is no valid document: Jira refuses the request as a whole.
  if (problem === ADF_INVALID_INPUT) return { ok: false, message: problem, general: true };
  if (problem) return fail(ADF_REQUIRED);
  if (JSON.stringify(value).length > MAX_TEXT * 4) return fail(TEXT_TOO_LONG);
  return ok(structuredClone(value));
}

export function parseIssueType(view: JiraView, project: JiraProject, value: unknown): Checked {
  const r = ref(value);
  if (r.id === undefined && r.name === undefined) return fail("Specify an issue type");
  const types = view.world.collection(COLLECTIONS.issueTypes).all() as JiraIssueType[];
  const type = types.find((t) => (r.id !== undefined ? t.id === String(r.id) : t.name.toLowerCase() === String(r.name).toLowerCase()));
  if (!type) return fail("Could not find issuetype by id or name.");
  if (!project.issueTypeIds.includes(type.id)) return fail("The issue type selected is invalid.");
  return ok(type.id);
}

export function parsePriority(view: JiraView, value: unknown): Checked {
  if (value === null) return ok(null);
  const r = ref(value);
  const priorities = view.world.collection(COLLECTIONS.priorities).all() as JiraPriority[];
  if (r.id !== undefined) return priorities.some((p) => p.id === String(r.id)) ? ok(String(r.id)) : fail("The priority selected is invalid.");
  if (typeof r.name === "string") {
    const found = priorities.find((p) => p.name.toLowerCase() === String(r.name).toLowerCase());
    return found ? ok(found.id) : fail(`Priority name '${r.name}' is not valid`);
  }
  return fail("Specify the Priority (id or name) in the string format");
}

const activeUser = (view: JiraView, accountId: string): JiraUser | undefined => {
  const user = view.world.collection(COLLECTIONS.users).get(accountId) as JiraUser | undefined;
  return user?.active ? user : undefined;
};

/** An assignee: `{accountId}`, null (unassigned) or accountId "-1" (the project's default assignee). */
export function parseAssignee(view: JiraView, project: JiraProject, value: unknown): Checked {
  if (value === null) return ok(null);
  const r = ref(value);
  const accountId = "accountId" in r ? r.accountId : r.id;
  if (accountId === null) return ok(null);
  if (accountId === "-1") return ok(project.simplified ? null : project.leadAccountId);
  if (typeof accountId !== "string") return fail("Specify the user's accountId.");
  return activeUser(view, accountId) ? ok(accountId) : fail(USER_NOT_FOUND);
}

export function parseReporter(view: JiraView, value: unknown): Checked {
  const accountId = ref(value).accountId ?? ref(value).id;
  return typeof accountId === "string" && activeUser(view, accountId) ? ok(accountId) : fail("The reporter specified is not a user.");
}

export function checkLabel(label: unknown): string | undefined {
  if (typeof label !== "string" || label === "") return "Labels must be non-empty strings.";
  if (/\s/.test(label)) return `The label '${label}' contains spaces which is invalid.`;
  if (label.length > 255) return `The label '${label}' exceeds the maximum length for a single label of 255 characters.`;
  return undefined;
}

export function parseLabels(value: unknown): Checked {
  if (value === null) return ok([]);
  if (!Array.isArray(value)) return fail("Operation value must be an array");
  for (const label of value) {
    const problem = checkLabel(label);
    if (problem) return fail(problem);
  }
  return ok([...new Set(value as string[])]);
}

export function parseDueDate(value: unknown): Checked {
  if (value === null || value === "") return ok(null);
  return isJiraDate(value) ? ok(value) : fail(`Error parsing date string: ${String(value)}`);
}

/** A parent by `{key}` or `{id}` (or `{none: true}`/null to remove it), checked against Jira's hierarchy. */
export function parseParent(view: JiraView, issue: Pick<JiraIssue, "id" | "projectId">, typeId: string, value: unknown): Checked {
  const r = ref(value);
  if (value === null || r.none === true) return ok(null);
  if (r.key === undefined && r.id === undefined) return fail("Specify a parent by id or key.");
  const parent = findIssue(view, String(r.key ?? r.id));
  if (!parent) return fail("Could not find issue by id or key.");
  const types = view.world.collection(COLLECTIONS.issueTypes);
  const level = (types.get(typeId) as JiraIssueType | undefined)?.hierarchyLevel ?? 0;
  const parentLevel = (types.get(parent.fields.issuetype) as JiraIssueType | undefined)?.hierarchyLevel;
  if (parent.id === issue.id || parent.projectId !== issue.projectId || parentLevelFor(level) !== parentLevel)
    return fail("Given parent issue does not belong to appropriate hierarchy.");
  return ok(parent.id);
}
