// Create's and edit's body: `fields` (each a set) and `update` (verbs per field: `labels: [{add: "x"}]`,
// `summary: [{set: "y"}]`, `comment: [{add: {body}}]`) applied to a draft of the issue's fields. Every
// problem is collected, as Jira reports them all at once in `errors`.
import type { JsonRecord } from "../../core/pack/index.ts";
import { checkCustomValue, type Checked } from "./custom-fields.ts";
import { NOT_ON_SCREEN } from "./jira-errors.ts";
import type { JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCustomField, type JiraIssue, type JiraProject } from "./records.ts";
import { customOperations, EDITABLE_SYSTEM_FIELDS } from "./render-editmeta.ts";
import {
  checkLabel, parseAssignee, parseDueDate, parseIssueType, parseLabels, parseParent, parsePriority, parseReporter, parseRichText, parseSummary,
} from "./field-input.ts";

export type IssueFields = JiraIssue["fields"];
export interface FieldOperation { verb: string; value: unknown }

export interface UpdateTarget {
  view: JiraView;
  project: JiraProject;
  /** The issue being edited, or the id and project a new issue will have. */
  issue: Pick<JiraIssue, "id" | "projectId">;
  mode: "create" | "edit";
}

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

/** `fields` and `update` as one list of operations per field id; a field in both is an error. */
export function collectOperations(body: { fields?: unknown; update?: unknown }, errors: Record<string, string>): Map<string, FieldOperation[]> {
  const ops = new Map<string, FieldOperation[]>();
  if (isObject(body.fields)) for (const [id, value] of Object.entries(body.fields)) ops.set(id, [{ verb: "set", value }]);
  if (isObject(body.update))
    for (const [id, list] of Object.entries(body.update)) {
      if (ops.has(id)) errors[id] = `Field '${id}' cannot be set using both 'fields' and 'update'.`;
      else if (!Array.isArray(list) || !list.every((o) => isObject(o) && Object.keys(o).length === 1)) errors[id] = `Field '${id}': each update must be an object with one operation.`;
      else ops.set(id, list.map((o) => ({ verb: Object.keys(o)[0]!, value: Object.values(o)[0] })));
    }
  return ops;
}

function allowedVerbs(target: UpdateTarget, id: string, custom: JiraCustomField | undefined): string[] | undefined {
  if (custom) return customOperations(custom);
  if (id === "comment") return target.mode === "edit" ? ["add"] : undefined;
  return EDITABLE_SYSTEM_FIELDS[id];
}

/** The value a set verb stores for a system field, or Jira's message. */
function parseSet(target: UpdateTarget, draft: IssueFields, id: string, value: unknown): Checked {
  const { view, project } = target;
  switch (id) {
    case "summary": return parseSummary(value);
    case "description": case "environment": return parseRichText(value, view.version);
    case "issuetype": return parseIssueType(view, project, value);
    case "priority": return parsePriority(view, value);
    case "assignee": return parseAssignee(view, project, value);
    case "reporter": return parseReporter(view, value);
    case "labels": return parseLabels(value);
    case "duedate": return parseDueDate(value);
    case "parent": return parseParent(view, target.issue, draft.issuetype, value);
  }
  return { ok: false, message: NOT_ON_SCREEN(id) };
}

function applyListVerb(current: unknown[], verb: string, value: unknown, check: (v: unknown) => Checked): Checked {
  const one = check(value);
  if (!one.ok) return one;
  const item = one.value;
  if (verb === "add") return { ok: true, value: current.includes(item) ? current : [...current, item] };
  return { ok: true, value: current.filter((v) => v !== item) };
}

/**
 * Applies the operations to `draft` (mutated). Returns the comment bodies `update.comment` adds (stored ADF),
 * and fills `errors` with Jira's message per field, `messages` with those about the whole request.
 */
export function applyOperations(target: UpdateTarget, draft: IssueFields, ops: Map<string, FieldOperation[]>, errors: Record<string, string>, messages: string[]): Array<JsonRecord> {
  const comments: JsonRecord[] = [];
  const customs = target.view.world.collection(COLLECTIONS.fields);
  // The issue type first: the parent check depends on it.
  const ordered = [...ops.entries()].sort(([a], [b]) => Number(b === "issuetype") - Number(a === "issuetype"));
  for (const [id, list] of ordered) {
    if (errors[id]) continue;
    const custom = id.startsWith("customfield_") ? (customs.get(id) as JiraCustomField | undefined) : undefined;
    const verbs = allowedVerbs(target, id, custom);
    if (!verbs) {
      errors[id] = NOT_ON_SCREEN(id);
      continue;
    }
    for (const { verb, value } of list) {
      if (!verbs.includes(verb)) {
        errors[id] = `Field '${id}' does not support the '${verb}' operation.`;
        break;
      }
      const result = applyOne(target, draft, id, custom, verb, value, comments);
      if (!result.ok) {
        if (result.general) messages.push(result.message);
        else errors[id] = result.message;
        break;
      }
    }
  }
  return comments;
}

function applyOne(target: UpdateTarget, draft: IssueFields, id: string, custom: JiraCustomField | undefined, verb: string, value: unknown, comments: JsonRecord[]): Checked {
  if (id === "comment") {
    const body = parseRichText(isObject(value) ? value.body : undefined, target.view.version);
    if (body.ok && body.value) comments.push(body.value as JsonRecord);
    return body.ok && !body.value ? { ok: false, message: "Comment body can not be empty!" } : body;
  }
  const lookups = { userExists: (accountId: string) => target.view.world.collection(COLLECTIONS.users).has(accountId) };
  let result: Checked;
  if (custom && verb !== "set") result = applyListVerb((draft[id] as unknown[] | null) ?? [], verb, value, (v) => checkCustomValue({ ...custom, type: custom.items ?? "string" }, v, lookups));
  else if (custom) result = checkCustomValue(custom, value, lookups);
  else if (id === "labels" && verb !== "set") result = applyListVerb(draft.labels, verb, value, (v) => (checkLabel(v) ? { ok: false, message: checkLabel(v)! } : { ok: true, value: v }));
  else result = parseSet(target, draft, id, value);
  if (result.ok) draft[id] = custom && Array.isArray(result.value) && result.value.length === 0 ? null : result.value;
  return result;
}
