// GET /issue/createmeta/{project}/issuetypes/{type} as Jira Cloud answers it, from the REST operations
// the pack has: the fields a create of that type takes (system fields and the site's custom fields),
// whether each is required, its schema, operations and, where Jira lists them, its allowed values.
import type { JsonRecord, ToolContext } from "../../../../core/pack/index.ts";
import { AtlassianRefusal, jira } from "./answers.ts";

// What Jira Cloud's create screen offers by default, in its order; required ones marked.
const CREATE_FIELDS: Array<[id: string, required: boolean]> = [
  ["summary", true], ["issuetype", true], ["parent", false], ["description", false], ["project", true], ["reporter", true],
  ["assignee", false], ["priority", false], ["labels", false], ["duedate", false],
];
const HAS_DEFAULT = new Set(["reporter", "priority"]);

export async function createFieldsMeta(ctx: ToolContext, projectIdOrKey: string, issueTypeId: string): Promise<JsonRecord[]> {
  const project = await jira(ctx, "getProject", { params: { projectIdOrKey } });
  const type = (project.issueTypes as JsonRecord[]).find((t) => t.id === issueTypeId);
  if (!type) throw new AtlassianRefusal(JSON.stringify({ errorMessages: [`Issue type with id ${issueTypeId} does not exist or is not available in project ${project.key}.`], errors: {} }));
  const beans = (await jira<JsonRecord[]>(ctx, "getFields")) as Array<JsonRecord & { id: string; name: string; custom: boolean; schema?: JsonRecord }>;
  const byId = new Map(beans.map((bean) => [bean.id, bean]));
  const priorities = await jira<JsonRecord[]>(ctx, "getPriorities");
  const allowed: Record<string, JsonRecord[]> = {
    issuetype: [type],
    project: [{ self: project.self, id: project.id, key: project.key, name: project.name, projectTypeKey: project.projectTypeKey, simplified: project.simplified, avatarUrls: project.avatarUrls }],
    priority: priorities,
  };
  const meta = (bean: JsonRecord & { id: string; name: string }, required: boolean): JsonRecord => ({
    required,
    ...(bean.schema ? { schema: bean.schema } : {}),
    name: bean.name,
    key: bean.id,
    ...(allowed[bean.id] ? { allowedValues: allowed[bean.id] } : {}),
    hasDefaultValue: HAS_DEFAULT.has(bean.id),
    operations: bean.id === "labels" ? ["add", "set", "remove"] : ["set"],
    ...(bean.id === "priority" ? { defaultValue: priorities.find((p) => p.isDefault) ?? priorities[2] } : {}),
    fieldId: bean.id,
  });
  const system = CREATE_FIELDS.filter(([id]) => id !== "parent" || type.subtask === true).map(([id, required]) => meta(byId.get(id) ?? { id, name: id }, required || (id === "parent" && type.subtask === true)));
  const custom = beans.filter((bean) => bean.custom).map((bean) => meta(bean, false));
  return [...system, ...custom];
}
