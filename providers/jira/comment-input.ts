// A comment as a client sends it to POST and PUT …/comment: `body` (ADF on v3, wiki markup on v2) and an
// optional `visibility` ({type: "group"|"role", value|identifier}). Problems are Jira's 400s.
import type { JsonRecord } from "../../core/pack/index.ts";
import { adfToPlainText, type AdfDoc } from "./adf/index.ts";
import { parseRichText } from "./field-input.ts";
import { INVALID_PAYLOAD, jiraFieldErrors, jiraMessages } from "./jira-errors.ts";
import type { ApiVersion, JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCommentVisibility, type JiraGroup, type JiraUser } from "./records.ts";

export const COMMENT_EMPTY = "Comment body can not be empty!";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

/** Nodes that are content even without text (a mention, an emoji, a rule…). */
const hasNonTextContent = (node: JsonRecord): boolean =>
  !["doc", "paragraph", "text", "hardBreak"].includes(String(node.type)) || (Array.isArray(node.content) && node.content.some((c) => isObject(c) && hasNonTextContent(c)));

/** The stored ADF body, or Jira's 400: empty, not a document (v3), not a string (v2), invalid ADF. */
export function parseCommentBody(value: unknown, version: ApiVersion): JsonRecord {
  if (value === undefined || value === null || value === "") throw jiraFieldErrors({ comment: COMMENT_EMPTY });
  const parsed = parseRichText(value, version);
  if (!parsed.ok) throw parsed.general ? jiraMessages(400, parsed.message) : jiraFieldErrors({ comment: parsed.message });
  const doc = parsed.value as JsonRecord | null;
  if (!doc || (adfToPlainText(doc as unknown as AdfDoc).trim() === "" && !hasNonTextContent(doc))) throw jiraFieldErrors({ comment: COMMENT_EMPTY });
  return doc;
}

/**
 * The visibility to store: undefined when the request leaves it out, null when it clears it. A group is
 * named by `value` (its name, any case) or `identifier` (its groupId), and the author must belong to it
 * unless they are the site admin; a role is kept as named (the mock has no project roles).
 */
export function parseVisibility(view: Pick<JiraView, "world">, actor: JiraUser, value: unknown): JiraCommentVisibility | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!isObject(value) || (value.type !== "group" && value.type !== "role")) throw jiraMessages(400, INVALID_PAYLOAD);
  const name = typeof value.value === "string" ? value.value : typeof value.identifier === "string" ? value.identifier : "";
  if (value.type === "role") return { type: "role", value: name, identifier: name };
  const groups = view.world.collection(COLLECTIONS.groups).all() as JiraGroup[];
  const group = groups.find((g) => g.name.toLowerCase() === name.toLowerCase() || g.groupId === value.identifier);
  if (!group) throw jiraFieldErrors({ commentLevel: `Group: ${name} does not exist.` });
  if (!group.members.includes(actor.accountId) && !actor.siteAdmin) throw jiraFieldErrors({ commentLevel: `You are currently not a member of the group: ${group.name}.` });
  return { type: "group", value: group.name, identifier: group.groupId };
}
