// `expand=editmeta` on an issue: the fields an edit may set, their operations and allowed values.
import type { JsonRecord } from "../../core/pack/index.ts";
import { customFieldSchema, optionId } from "./custom-fields.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCustomField, type JiraIssue, type JiraProject } from "./records.ts";
import { findIssueType, renderIssueType } from "./render-issue-type.ts";
import { allPriorities, renderPriority } from "./render-priority.ts";
import { projectIssueTypes } from "./render-project.ts";
import { systemField } from "./system-fields.ts";

/** The system fields an edit may set, with their update operations (field-updates.ts applies them). */
export const EDITABLE_SYSTEM_FIELDS: Record<string, string[]> = {
  summary: ["set"], issuetype: ["set"], parent: ["set"], description: ["set"], priority: ["set"],
  assignee: ["set"], reporter: ["set"], labels: ["add", "set", "remove"], duedate: ["set"], environment: ["set"],
  comment: ["add", "edit", "remove"],
};

export function customOperations(field: JiraCustomField): string[] {
  return field.type === "array" ? ["add", "set", "remove"] : ["set"];
}

/** Schemas editmeta shows for fields GET /field lists without one. */
const EDIT_SCHEMAS: Record<string, JsonRecord> = { parent: { type: "issuelink", system: "parent" } };

export function renderEditMeta(view: JiraView, issue: JiraIssue, project: JiraProject): JsonRecord {
  const meta = (id: string, operations: string[], extra: JsonRecord = {}): JsonRecord => ({
    required: id === "summary" || id === "issuetype",
    schema: systemField(id)?.schema ?? EDIT_SCHEMAS[id]!,
    name: systemField(id)?.name ?? id,
    key: id,
    operations,
    ...extra,
  });
  const level = findIssueType(view, issue.fields.issuetype)?.hierarchyLevel;
  const fields: JsonRecord = {};
  for (const [id, operations] of Object.entries(EDITABLE_SYSTEM_FIELDS)) {
    if (id === "issuetype")
      fields[id] = meta(id, operations, { allowedValues: projectIssueTypes(view, project).filter((t) => t.hierarchyLevel === level).map((t) => renderIssueType(view, t)) });
    else if (id === "priority") fields[id] = meta(id, operations, { allowedValues: allPriorities(view).map((p) => renderPriority(view, p)) });
    else if (id === "assignee" || id === "reporter") fields[id] = meta(id, operations, { autoCompleteUrl: `${apiBase(view)}/user/search?query=` });
    else if (id === "labels") fields[id] = meta(id, operations, { autoCompleteUrl: `${apiBase(view)}/label/suggest?query=` });
    else fields[id] = meta(id, operations);
  }
  for (const field of view.world.collection(COLLECTIONS.fields).all() as JiraCustomField[]) {
    const options = field.type === "option" || field.items === "option"
      ? { allowedValues: (field.options ?? []).map((value, i) => ({ self: `${apiBase(view)}/customFieldOption/${optionId(field, i)}`, value, id: optionId(field, i) })) }
      : {};
    fields[field.id] = { required: false, schema: customFieldSchema(field), name: field.name, key: field.id, operations: customOperations(field), ...options };
  }
  return { fields };
}
