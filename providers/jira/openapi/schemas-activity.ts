// The component schemas of what people do around an issue: watchers, worklogs, links, remote links and
// attachments, as this mock answers them and takes them.
import type { OpenAPIV3 } from "../../../core/pack/index.ts";
import { ref } from "./parts.ts";

type Schema = OpenAPIV3.SchemaObject;
const str: Schema = { type: "string" };
const int: Schema = { type: "integer" };
const obj = (properties: Record<string, Schema | OpenAPIV3.ReferenceObject>, description?: string): Schema => ({ type: "object", properties, ...(description ? { description } : {}) });
const linkedIssue = obj({ id: str, key: str, self: str, fields: { type: "object", additionalProperties: true, description: "summary, status, priority, issuetype" } });

export const activitySchemas: Record<string, Schema> = {
  IssueUpdateMetadata: obj({ fields: { type: "object", additionalProperties: true, description: "Field id → its required flag, schema, name, key, operations and allowed values" } }),
  Watchers: obj({ self: str, isWatching: { type: "boolean" }, watchCount: int, watchers: { type: "array", items: ref("User") } }),
  IssueList: obj({ issueIds: { type: "array", items: str, maxItems: 1000 } }),
  BulkIssueIsWatching: obj({ issuesIsWatching: { type: "object", additionalProperties: { type: "boolean" } } }),
  Worklog: obj({
    self: str, author: ref("User"), updateAuthor: ref("User"), comment: { description: "An ADF document on v3, wiki markup on v2; absent when none" },
    created: str, updated: str, visibility: ref("Visibility"), started: str, timeSpent: { type: "string", description: "\"3h 20m\" (8-hour days, 5-day weeks)" },
    timeSpentSeconds: int, id: str, issueId: str,
  }),
  WorklogInput: obj(
    { timeSpent: str, timeSpentSeconds: int, started: str, comment: {}, visibility: ref("Visibility") },
    "`timeSpentSeconds` or `timeSpent` (\"3h 20m\"; a bare number is minutes); `started` (default now); `comment` ADF on v3, wiki on v2",
  ),
  PageOfWorklogs: obj({ startAt: int, maxResults: int, total: int, worklogs: { type: "array", items: ref("Worklog") } }),
  IssueLinkType: obj({ id: str, name: str, inward: str, outward: str, self: str }),
  IssueLinkTypes: obj({ issueLinkTypes: { type: "array", items: ref("IssueLinkType") } }),
  IssueLink: obj({ id: str, self: str, type: ref("IssueLinkType"), inwardIssue: linkedIssue, outwardIssue: linkedIssue }),
  LinkIssueRequest: obj(
    { type: obj({ id: str, name: str }), inwardIssue: obj({ id: str, key: str }), outwardIssue: obj({ id: str, key: str }), comment: obj({ body: {}, visibility: ref("Visibility") }) },
    "`type` by name or id; the inward issue is the link's source (with Blocks, it blocks the outward one); an optional comment goes on the outward issue",
  ),
  RemoteIssueLink: obj({ id: int, self: str, globalId: str, application: { type: "object", additionalProperties: true }, relationship: str, object: { type: "object", additionalProperties: true } }),
  RemoteIssueLinkRequest: obj(
    { globalId: str, relationship: str, application: { type: "object", additionalProperties: true }, object: { type: "object", additionalProperties: true, description: "Needs `url` and `title`; `summary`, `icon`, `status` are kept as sent" } },
    "A link to something outside Jira; a `globalId` the issue already has updates that link",
  ),
  RemoteIssueLinkIdentifies: obj({ id: int, self: str }),
  Attachment: obj({ self: str, id: str, filename: str, author: ref("User"), created: str, size: int, mimeType: str, content: str }),
  AttachmentMetadata: obj({ self: str, id: int, filename: str, author: ref("User"), created: str, size: int, mimeType: str, content: str, properties: obj({}) }),
  AttachmentSettings: obj({ enabled: { type: "boolean" }, uploadLimit: int }),
  AttachmentUpload: obj({ file: { type: "array", items: { type: "string", format: "binary" } } }, "One or more parts named `file`"),
};
