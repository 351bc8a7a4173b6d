// A remote issue link as Jira shows it (RemoteIssueLink): its numeric id, and what the client stored.
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraIssue, type JiraRemoteLink } from "./records.ts";

export const remoteLinkSelf = (view: JiraView, issue: Pick<JiraIssue, "key">, id: string): string => `${apiBase(view)}/issue/${issue.key}/remotelink/${id}`;

export const remoteLinksOf = (view: Pick<JiraView, "world">, issueId: string): JiraRemoteLink[] =>
  (view.world.collection(COLLECTIONS.remoteLinks).find((l) => l.issueId === issueId) as JiraRemoteLink[]).sort((a, b) => Number(a.id) - Number(b.id));

export function renderRemoteLink(view: JiraView, issue: Pick<JiraIssue, "key">, link: JiraRemoteLink): JsonRecord {
  return {
    id: Number(link.id),
    self: remoteLinkSelf(view, issue, link.id),
    ...(link.globalId !== undefined ? { globalId: link.globalId } : {}),
    application: structuredClone(link.application ?? {}),
    ...(link.relationship !== undefined ? { relationship: link.relationship } : {}),
    object: structuredClone(link.object),
  };
}
