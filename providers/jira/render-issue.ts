// An issue as GET issue and search answer it (IssueBean): `{expand, id, self, key, fields}` plus what
// `expand` asks for (renderedFields, names, schema, transitions, changelog, editmeta).
import type { JsonRecord } from "../../core/pack/index.ts";
import { customFieldSchema } from "./custom-fields.ts";
import { renderedDate, renderedTime } from "./jira-time.ts";
import type { JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCustomField, type JiraIssue, type JiraProject } from "./records.ts";
import { renderChangelogExpansion } from "./render-changelog.ts";
import { renderCommentField } from "./render-comment.ts";
import { renderEditMeta } from "./render-editmeta.ts";
import { issueSelf, renderFieldValue, type ChildIndex, type FieldRenderOptions } from "./render-issue-fields.ts";
import { renderRichTextHtml } from "./rich-text.ts";
import { systemField } from "./system-fields.ts";
import { availableTransitions, renderTransition } from "./workflow.ts";

export const ISSUE_EXPANDABLE = "renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations";

export interface IssueRenderOptions {
  /** Field ids to include, in order (issue-field-selection.ts's selectFields). */
  fields: string[];
  expand?: ReadonlySet<string>;
  /** The acting user (watches.isWatching). */
  viewer?: string;
  /** Precomputed children (render-issue-fields.ts's childIndex), when rendering many issues. */
  children?: ChildIndex;
}

export const projectOf = (view: Pick<JiraView, "world">, issue: JiraIssue): JiraProject | undefined =>
  view.world.collection(COLLECTIONS.projects).get(issue.projectId) as JiraProject | undefined;

function customField(view: JiraView, id: string): JiraCustomField | undefined {
  return id.startsWith("customfield_") ? (view.world.collection(COLLECTIONS.fields).get(id) as JiraCustomField | undefined) : undefined;
}

const fieldName = (view: JiraView, id: string): string => systemField(id)?.name ?? customField(view, id)?.name ?? id;

function fieldSchema(view: JiraView, id: string): JsonRecord | undefined {
  const custom = customField(view, id);
  return custom ? customFieldSchema(custom) : systemField(id)?.schema;
}

/** renderedFields: HTML for rich text, Jira's display format for dates, null for the rest. */
function renderedValue(view: JiraView, issue: JiraIssue, id: string): unknown {
  const value = issue.fields[id];
  if (id === "description" || id === "environment") return renderRichTextHtml((value as JsonRecord | null | undefined) ?? null);
  if (id === "comment") {
    const field = renderCommentField(view, issue.id, { renderedBody: true });
    for (const c of field.comments as JsonRecord[]) {
      c.body = c.renderedBody;
      delete c.renderedBody;
      c.created = renderedTime(String(c.created));
      c.updated = renderedTime(String(c.updated));
    }
    return field;
  }
  if (typeof value === "string" && systemField(id)?.schema?.type === "datetime") return renderedTime(value);
  if (typeof value === "string" && id === "duedate") return renderedDate(value);
  return null;
}

export function renderIssue(view: JiraView, issue: JiraIssue, options: IssueRenderOptions): JsonRecord {
  const expand = options.expand ?? new Set<string>();
  const project = projectOf(view, issue);
  const fields: JsonRecord = {};
  const fieldOptions: FieldRenderOptions = { children: options.children, viewer: options.viewer };
  for (const id of options.fields) {
    const value = renderFieldValue(view, issue, project, id, fieldOptions);
    if (value !== undefined) fields[id] = value;
  }
  const answer: JsonRecord = { expand: ISSUE_EXPANDABLE, id: issue.id, self: issueSelf(view, issue), key: issue.key };
  const present = Object.keys(fields);
  if (expand.has("renderedFields")) answer.renderedFields = Object.fromEntries(present.map((id) => [id, renderedValue(view, issue, id)]));
  if (expand.has("names")) answer.names = Object.fromEntries(present.map((id) => [id, fieldName(view, id)]));
  if (expand.has("schema"))
    answer.schema = Object.fromEntries(present.flatMap((id) => {
      const schema = fieldSchema(view, id);
      return schema ? [[id, schema]] : [];
    }));
  if (expand.has("transitions") && project)
    answer.transitions = availableTransitions(project, issue.fields.status).map((t) => renderTransition(view, t, issue.fields.status));
  if (expand.has("editmeta") && project) answer.editmeta = renderEditMeta(view, issue, project);
  if (expand.has("changelog")) answer.changelog = renderChangelogExpansion(view, issue.id);
  answer.fields = fields;
  return answer;
}
