// Jira's system fields: what GET /field lists, what `names` and `schema` expand to, and which fields
// `*navigable` selects. Custom fields come from the `fields` collection (custom-fields.ts).
import type { JsonRecord } from "../../core/pack/index.ts";

export interface FieldSchema extends JsonRecord {
  type: string;
  system?: string;
  items?: string;
  custom?: string;
  customId?: number;
}

export interface SystemField {
  id: string;
  name: string;
  schema?: FieldSchema;
  clauseNames: string[];
  navigable: boolean;
  orderable: boolean;
  searchable: boolean;
}

const field = (id: string, name: string, type: string | undefined, clauseNames: string[], flags: Partial<Pick<SystemField, "navigable" | "orderable" | "searchable">> = {}, items?: string): SystemField => ({
  id,
  name,
  ...(type === undefined ? {} : { schema: { type, system: id, ...(items ? { items } : {}) } }),
  clauseNames,
  navigable: flags.navigable ?? true,
  orderable: flags.orderable ?? false,
  searchable: flags.searchable ?? true,
});

const editable = { orderable: true };

/** In the order Jira lists an issue's fields. */
export const SYSTEM_FIELDS: SystemField[] = [
  field("statuscategorychangedate", "Status Category Changed", "datetime", ["statusCategoryChangedDate"]),
  field("issuetype", "Issue Type", "issuetype", ["issuetype", "type"], editable),
  field("parent", "Parent", undefined, ["parent"], editable),
  field("timespent", "Time Spent", "number", ["timespent"], { searchable: false }),
  field("project", "Project", "project", ["project"], editable),
  field("fixVersions", "Fix versions", "array", ["fixVersion"], editable, "version"),
  field("aggregatetimespent", "Σ Time Spent", "number", [], { searchable: false }),
  field("statusCategory", "Status Category", "statusCategory", ["statusCategory"]),
  field("resolution", "Resolution", "resolution", ["resolution"], editable),
  field("resolutiondate", "Resolved", "datetime", ["resolutiondate", "resolved"]),
  field("workratio", "Work Ratio", "number", ["workratio"]),
  field("lastViewed", "Last Viewed", "datetime", ["lastViewed"], { searchable: false }),
  field("watches", "Watchers", "watches", ["watcher", "watchers"]),
  field("created", "Created", "datetime", ["created", "createdDate"]),
  field("priority", "Priority", "priority", ["priority"], editable),
  field("labels", "Labels", "array", ["labels"], editable, "string"),
  field("timeestimate", "Remaining Estimate", "number", ["remainingEstimate", "timeestimate"], { searchable: false }),
  field("aggregatetimeoriginalestimate", "Σ Original Estimate", "number", [], { searchable: false }),
  field("versions", "Affects versions", "array", ["affectedVersion"], editable, "version"),
  field("issuelinks", "Linked Issues", "array", ["issueLink"], editable, "issuelinks"),
  field("assignee", "Assignee", "user", ["assignee"], editable),
  field("updated", "Updated", "datetime", ["updated", "updatedDate"]),
  field("status", "Status", "status", ["status"]),
  field("components", "Components", "array", ["component"], editable, "component"),
  field("timeoriginalestimate", "Original estimate", "number", ["originalEstimate", "timeoriginalestimate"], { searchable: false }),
  field("description", "Description", "string", ["description"], editable),
  field("timetracking", "Time tracking", "timetracking", [], { navigable: false, orderable: true, searchable: false }),
  field("security", "Security Level", "securitylevel", ["level"], editable),
  field("attachment", "Attachment", "array", ["attachments"], editable, "attachment"),
  field("aggregatetimeestimate", "Σ Remaining Estimate", "number", [], { searchable: false }),
  field("summary", "Summary", "string", ["summary"], editable),
  field("creator", "Creator", "user", ["creator"]),
  field("subtasks", "Sub-tasks", "array", ["subtasks"], {}, "issuelinks"),
  field("reporter", "Reporter", "user", ["reporter"], editable),
  field("aggregateprogress", "Σ Progress", "progress", [], { searchable: false }),
  field("environment", "Environment", "string", ["environment"], editable),
  field("duedate", "Due date", "date", ["due", "duedate"], editable),
  field("progress", "Progress", "progress", ["progress"], { searchable: false }),
  field("comment", "Comment", "comments-page", ["comment"], { navigable: false, orderable: true }),
  field("votes", "Votes", "votes", ["votes"]),
  field("worklog", "Log Work", "array", ["worklogDate", "worklogComment"], { navigable: false, orderable: true }, "worklog"),
];

/** GET /field also lists these, which an issue's `fields` never carries. */
export const LISTED_ONLY_FIELDS: SystemField[] = [
  { id: "issuekey", name: "Key", clauseNames: ["id", "issue", "issuekey", "key"], navigable: true, orderable: false, searchable: false },
  { id: "thumbnail", name: "Images", clauseNames: [], navigable: true, orderable: false, searchable: false },
];

export const SYSTEM_FIELD_IDS: ReadonlySet<string> = new Set(SYSTEM_FIELDS.map((f) => f.id));
export const systemField = (id: string): SystemField | undefined => SYSTEM_FIELDS.find((f) => f.id === id);

/** The rich-text system fields: ADF on v3, wiki markup on v2. */
export const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(["description", "environment"]);
