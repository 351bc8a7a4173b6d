// POST /issueLink, GET/DELETE /issueLink/{linkId}, GET /issueLinkType and /issueLinkType/{id}. A link joins
// two issues with one of the site's link types; the inward issue is its source ("OPS-1 blocks OPS-2" is
// inwardIssue OPS-1, outwardIssue OPS-2). Both issues get a "Link" history entry and a new `updated`, as in
// Jira; an optional comment goes on the outward issue. Linking the same pair the same way twice keeps one link.
import type { JsonRecord, OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { changeItem, recordChange } from "../changelog.ts";
import { parseCommentBody, parseVisibility } from "../comment-input.ts";
import { insertComment } from "../comment-records.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { jiraNow } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { ISSUE_LINK_TYPES, findLinkType, findLinkTypeByName, renderLinkType, type JiraIssueLinkType } from "../link-types.ts";
import { findIssue } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueLink } from "../records.ts";
import { renderIssueLinkBean } from "../render-issue-links.ts";
import { nextId } from "../sequences.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

function requestedType(value: unknown): JiraIssueLinkType {
  if (!isObject(value) || (typeof value.id !== "string" && typeof value.name !== "string")) throw JIRA_ERRORS.linkTypeMissing();
  const type = typeof value.id === "string" ? findLinkType(value.id) : findLinkTypeByName(String(value.name));
  if (type) return type;
  throw typeof value.id === "string" ? JIRA_ERRORS.linkTypeIdNotFound(value.id) : JIRA_ERRORS.linkTypeNameNotFound(String(value.name));
}

function requestedIssue(ctx: OperationContext, value: unknown, side: "inwardIssue" | "outwardIssue"): JiraIssue {
  const ref = isObject(value) ? (typeof value.key === "string" ? value.key : typeof value.id === "string" ? value.id : undefined) : undefined;
  if (!ref) throw JIRA_ERRORS.linkIssueMissing(side);
  const issue = findIssue(ctx, ref);
  if (!issue) throw JIRA_ERRORS.issueNotFound();
  return issue;
}

/** "Link" history entries on both ends ("This issue blocks OPS-2" / "This issue is blocked by OPS-1") and a new `updated`. */
function recordLinkChange(ctx: OperationContext, type: JiraIssueLinkType, source: JiraIssue, target: JiraIssue, adding: boolean): void {
  const author = actingUser(ctx).accountId;
  const now = jiraNow(ctx.clock);
  const ends: Array<[JiraIssue, JiraIssue, string]> = [[source, target, type.outward], [target, source, type.inward]];
  for (const [issue, other, words] of ends) {
    const text = `This issue ${words} ${other.key}`;
    recordChange(ctx, issue, author, [adding ? changeItem("Link", null, null, other.key, text, "Link") : changeItem("Link", other.key, text, null, null, "Link")]);
    const current = ctx.world.collection(COLLECTIONS.issues).get(issue.id) as JiraIssue;
    ctx.world.collection(COLLECTIONS.issues).update(issue.id, { fields: { ...current.fields, updated: now } });
  }
}

export const linkIssues: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const body = isObject(ctx.body) ? ctx.body : {};
    const type = requestedType(body.type);
    const source = requestedIssue(ctx, body.inwardIssue, "inwardIssue");
    const target = requestedIssue(ctx, body.outwardIssue, "outwardIssue");
    if (source.id === target.id) throw JIRA_ERRORS.linkToItself();
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    // The comment is checked before anything is written: a bad one creates no link (Jira's 400).
    const comment = isObject(body.comment) ? { doc: parseCommentBody(body.comment.body, view.version), visibility: parseVisibility(view, actor, body.comment.visibility) ?? undefined } : undefined;
    const links = ctx.world.collection(COLLECTIONS.issueLinks);
    const exists = links.find((l) => l.typeId === type.id && l.inwardIssueId === source.id && l.outwardIssueId === target.id).length > 0;
    if (!exists) {
      const link: JiraIssueLink = { id: nextId(ctx.world, COLLECTIONS.issueLinks), typeId: type.id, inwardIssueId: source.id, outwardIssueId: target.id };
      links.insert(link.id, link);
      recordLinkChange(ctx, type, source, target, true);
    }
    if (comment) insertComment(ctx, target, comment.doc, actor.accountId, comment.visibility);
    return new Response(null, { status: 201 });
  });

function linkById(ctx: OperationContext, id: string): JiraIssueLink {
  const link = /^\d+$/.test(id) ? (ctx.world.collection(COLLECTIONS.issueLinks).get(id) as JiraIssueLink | undefined) : undefined;
  if (!link) throw JIRA_ERRORS.linkNotFound(id);
  return link;
}

export const getIssueLink: OperationHandler = (ctx) => renderIssueLinkBean(viewOf(ctx), linkById(ctx, ctx.params.linkId!));

export const deleteIssueLink: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const link = linkById(ctx, ctx.params.linkId!);
    ctx.world.collection(COLLECTIONS.issueLinks).delete(link.id);
    const source = findIssue(ctx, link.inwardIssueId);
    const target = findIssue(ctx, link.outwardIssueId);
    const type = findLinkType(link.typeId);
    if (source && target && type) recordLinkChange(ctx, type, source, target, false);
    return new Response(null, { status: 204 });
  });

export const getIssueLinkTypes: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  return { issueLinkTypes: ISSUE_LINK_TYPES.map((t) => renderLinkType(view, t)) };
};

export const getIssueLinkType: OperationHandler = (ctx) => {
  const type = findLinkType(ctx.params.issueLinkTypeId!);
  if (!type) throw JIRA_ERRORS.linkTypeIdNotFound(ctx.params.issueLinkTypeId!);
  return renderLinkType(viewOf(ctx), type);
};
