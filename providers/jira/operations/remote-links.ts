// GET/POST/DELETE /issue/{issueIdOrKey}/remotelink and GET/PUT/DELETE …/remotelink/{linkId}: links from an
// issue to anything outside Jira. POST with a `globalId` the issue already has replaces that link (200),
// else creates one (201), as Jira does; the object is kept as sent (it needs `url` and `title`).
import { json, type JsonRecord, type OperationContext, type OperationHandler } from "../../../core/pack/index.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraRemoteLink } from "../records.ts";
import { remoteLinkSelf, remoteLinksOf, renderRemoteLink } from "../render-remote-link.ts";
import { nextId } from "../sequences.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

type RemoteLinkFields = Pick<JiraRemoteLink, "object" | "globalId" | "relationship" | "application">;

/** The stored link a request describes (without id and issue), or Jira's 400 naming what is missing. */
function requestedLink(body: unknown): RemoteLinkFields {
  if (!isObject(body)) throw JIRA_ERRORS.invalidPayload();
  const object = body.object;
  const missing = ["title", "url"].filter((f) => !isObject(object) || typeof object[f] !== "string" || (object[f] as string).trim() === "");
  if (missing.length) throw JIRA_ERRORS.remoteLinkRequired(missing);
  return {
    object: structuredClone(object) as JiraRemoteLink["object"],
    ...(typeof body.globalId === "string" ? { globalId: body.globalId } : {}),
    ...(typeof body.relationship === "string" ? { relationship: body.relationship } : {}),
    ...(isObject(body.application) ? { application: structuredClone(body.application) } : {}),
  };
}

function linkOf(ctx: OperationContext, issue: JiraIssue, id: string): JiraRemoteLink {
  const link = /^\d+$/.test(id) ? (ctx.world.collection(COLLECTIONS.remoteLinks).get(id) as JiraRemoteLink | undefined) : undefined;
  if (!link) throw JIRA_ERRORS.remoteLinkNotFound(id);
  if (link.issueId !== issue.id) throw JIRA_ERRORS.remoteLinkNotOnIssue(id, issue.key);
  return link;
}

/** Replaces a stored link whole (an update that drops `globalId` must not keep the old one). */
function replace(ctx: OperationContext, link: JiraRemoteLink): void {
  const links = ctx.world.collection(COLLECTIONS.remoteLinks);
  links.delete(link.id);
  links.insert(link.id, link);
}

export const getRemoteIssueLinks: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  const view = viewOf(ctx);
  const globalId = ctx.query.get("globalId");
  const links = remoteLinksOf(view, issue.id);
  if (globalId === null) return links.map((l) => renderRemoteLink(view, issue, l));
  // With a globalId Jira answers that one link, not a list.
  const found = links.find((l) => l.globalId === globalId);
  if (!found) throw JIRA_ERRORS.remoteLinkNotFound(globalId);
  return renderRemoteLink(view, issue, found);
};

export const createOrUpdateRemoteIssueLink: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const fields = requestedLink(ctx.body);
    const view = viewOf(ctx);
    const existing = fields.globalId === undefined ? undefined : remoteLinksOf(view, issue.id).find((l) => l.globalId === fields.globalId);
    const link: JiraRemoteLink = { id: existing?.id ?? nextId(ctx.world, COLLECTIONS.remoteLinks), issueId: issue.id, ...fields };
    if (existing) replace(ctx, link);
    else ctx.world.collection(COLLECTIONS.remoteLinks).insert(link.id, link);
    return json({ id: Number(link.id), self: remoteLinkSelf(view, issue, link.id) }, existing ? 200 : 201);
  });

export const getRemoteIssueLinkById: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  return renderRemoteLink(viewOf(ctx), issue, linkOf(ctx, issue, ctx.params.linkId!));
};

export const updateRemoteIssueLink: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const link = linkOf(ctx, issue, ctx.params.linkId!);
    replace(ctx, { id: link.id, issueId: issue.id, ...requestedLink(ctx.body) });
    return new Response(null, { status: 204 });
  });

export const deleteRemoteIssueLinkById: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    ctx.world.collection(COLLECTIONS.remoteLinks).delete(linkOf(ctx, issue, ctx.params.linkId!).id);
    return new Response(null, { status: 204 });
  });

export const deleteRemoteIssueLinkByGlobalId: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const globalId = ctx.query.get("globalId");
    if (!globalId) throw JIRA_ERRORS.remoteLinkGlobalIdMissing();
    const found = remoteLinksOf(viewOf(ctx), issue.id).find((l) => l.globalId === globalId);
    if (!found) throw JIRA_ERRORS.remoteLinkNotFound(globalId);
    ctx.world.collection(COLLECTIONS.remoteLinks).delete(found.id);
    return new Response(null, { status: 204 });
  });
