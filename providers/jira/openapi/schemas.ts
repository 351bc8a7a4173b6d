// The component schemas of the jira pack's document: Jira's beans as this mock answers them.
import type { OpenAPIV3 } from "../../../core/pack/index.ts";
import { ref } from "./parts.ts";
import { activitySchemas } from "./schemas-activity.ts";

type Schema = OpenAPIV3.SchemaObject;
const str: Schema = { type: "string" };
const bool: Schema = { type: "boolean" };
const int: Schema = { type: "integer" };
const nullableStr: Schema = { type: "string", nullable: true };
const obj = (properties: Record<string, Schema | OpenAPIV3.ReferenceObject>, description?: string): Schema => ({ type: "object", properties, ...(description ? { description } : {}) });
const page = (item: string): Schema =>
  obj({ self: str, nextPage: str, maxResults: int, startAt: int, total: int, isLast: bool, values: { type: "array", items: ref(item) } }, "A page: `startAt`/`maxResults` in, `nextPage` until `isLast`");
const avatarUrls: Schema = obj({ "16x16": str, "24x24": str, "32x32": str, "48x48": str });

export const schemas: Record<string, Schema> = {
  ErrorCollection: obj({ errorMessages: { type: "array", items: str }, errors: { type: "object", additionalProperties: str } }, "Jira's errors: general messages, and one message per field"),
  User: obj({
    self: str, accountId: str, accountType: { type: "string", enum: ["atlassian", "app", "customer", "unknown"] }, emailAddress: str, avatarUrls,
    displayName: str, active: bool, timeZone: str, locale: str, groups: obj({ size: int, items: { type: "array", items: obj({ name: str, groupId: str, self: str }) } }),
    applicationRoles: obj({ size: int, items: { type: "array", items: obj({}) } }), expand: str,
  }),
  StatusCategory: obj({ self: str, id: int, key: str, colorName: str, name: str }),
  StatusDetails: obj({ self: str, description: str, iconUrl: str, name: str, untranslatedName: str, id: str, statusCategory: ref("StatusCategory") }),
  Priority: obj({ self: str, statusColor: str, description: str, iconUrl: str, name: str, id: str, isDefault: bool }),
  IssueTypeDetails: obj({ self: str, id: str, description: str, iconUrl: str, name: str, subtask: bool, avatarId: int, hierarchyLevel: int }),
  IssueTypeWithStatus: obj({ self: str, id: str, name: str, subtask: bool, statuses: { type: "array", items: ref("StatusDetails") } }),
  Project: obj({
    expand: str, self: str, id: str, key: str, name: str, description: str, lead: ref("User"), issueTypes: { type: "array", items: ref("IssueTypeDetails") },
    avatarUrls, projectTypeKey: { type: "string", enum: ["software", "business", "service_desk"] }, simplified: bool, style: { type: "string", enum: ["classic", "next-gen"] },
    isPrivate: bool, assigneeType: str, components: { type: "array", items: obj({}) }, versions: { type: "array", items: obj({}) }, roles: obj({}), properties: obj({}),
    insight: obj({ totalIssueCount: int, lastIssueUpdateTime: str }),
  }),
  PageBeanProject: page("Project"),
  PageBeanPriority: page("Priority"),
  JiraStatus: obj({ id: str, name: str, description: str, statusCategory: { type: "string", enum: ["TODO", "IN_PROGRESS", "DONE"] }, scope: obj({ type: str }) }),
  PageOfStatuses: page("JiraStatus"),
  FieldDetails: obj({
    id: str, key: str, name: str, custom: bool, orderable: bool, navigable: bool, searchable: bool, clauseNames: { type: "array", items: str },
    schema: obj({ type: str, items: str, system: str, custom: str, customId: int }),
  }),
  ServerInformation: obj({
    baseUrl: str, displayUrl: str, version: str, versionNumbers: { type: "array", items: int }, deploymentType: str, buildNumber: int, buildDate: str,
    serverTime: str, scmInfo: str, serverTitle: str, serverTimeZone: str,
  }),
  ChangeDetails: obj({ field: str, fieldtype: str, fieldId: str, from: nullableStr, fromString: nullableStr, to: nullableStr, toString: nullableStr }),
  Changelog: obj({ id: str, author: ref("User"), created: str, items: { type: "array", items: ref("ChangeDetails") } }),
  PageBeanChangelog: page("Changelog"),
  IssueBean: obj(
    {
      expand: str, id: str, self: str, key: str,
      fields: { type: "object", additionalProperties: true, description: "Field id → value: system fields as Jira's nested objects, custom fields by id" },
      renderedFields: obj({}), names: obj({}), schema: obj({}), transitions: { type: "array", items: ref("IssueTransition") }, editmeta: obj({}), changelog: obj({}),
    },
    "An issue. v3 answers description and comment bodies as ADF documents, v2 as wiki markup",
  ),
  CreatedIssue: obj({ id: str, key: str, self: str }),
  IssueUpdateDetails: {
    type: "object",
    description: "`fields` sets fields (`summary`, `issuetype` {id|name}, `project` {id|key}, `description`, `assignee` {accountId}, `labels`, `priority` {id|name}, `parent` {key|id}, `duedate`, `customfield_…`); `update` applies verbs per field (`labels: [{add: \"x\"}, {remove: \"y\"}]`, `summary: [{set: \"…\"}]`, `comment: [{add: {body}}]`)",
    properties: { fields: { type: "object", additionalProperties: true }, update: { type: "object", additionalProperties: true }, transition: obj({}), properties: { type: "array", items: obj({}) }, historyMetadata: obj({}) },
  },
  IssueTransition: obj({
    id: str, name: str, to: ref("StatusDetails"), hasScreen: bool, isGlobal: bool, isInitial: bool, isAvailable: bool, isConditional: bool, isLooped: bool,
    fields: { type: "object", additionalProperties: true, description: "With expand=transitions.fields: the transition screen's fields" },
  }),
  Transitions: obj({ expand: str, transitions: { type: "array", items: ref("IssueTransition") } }),
  // No enum on `type`: the handler answers a wrong one in Jira's words.
  Visibility: obj({ type: { type: "string", description: "group or role" }, value: str, identifier: nullableStr }),
  Comment: obj({
    self: str, id: str, author: ref("User"), body: { description: "An ADF document on v3, wiki markup on v2" }, renderedBody: str, updateAuthor: ref("User"),
    created: str, updated: str, visibility: ref("Visibility"), jsdPublic: bool, properties: { type: "array", items: obj({}) },
  }),
  PageOfComments: obj({ startAt: int, maxResults: int, total: int, comments: { type: "array", items: ref("Comment") } }),
  SearchAndReconcileRequestBean: obj({
    jql: str, nextPageToken: str, maxResults: int, fields: { type: "array", items: str }, expand: str, properties: { type: "array", items: str }, fieldsByKeys: bool,
    reconcileIssues: { type: "array", items: int }, failFast: bool,
  }),
  SearchAndReconcileResults: obj({ issues: { type: "array", items: ref("IssueBean") }, nextPageToken: str, isLast: bool, names: obj({}), schema: obj({}) }),
  JQLCountRequestBean: obj({ jql: str }),
  JQLCountResultsBean: obj({ count: int }),
  AssigneeBody: obj({ accountId: { type: "string", nullable: true, description: "The assignee; null unassigns, \"-1\" is the project's default assignee" } }),
  ...activitySchemas,
};
