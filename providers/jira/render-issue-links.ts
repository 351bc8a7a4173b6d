// Issue links as Jira shows them: GET /issueLink/{id} (both ends), and an issue's `issuelinks` field, where
// each link names only the other end: `outwardIssue` on the link's source ("blocks OPS-2"), `inwardIssue`
// on its destination ("is blocked by OPS-1").
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { findLinkType, renderLinkType } from "./link-types.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueLink } from "./records.ts";
import { renderIssueLink } from "./render-issue-fields.ts";

/** The links an issue takes part in, oldest first. */
export const linksOf = (view: Pick<JiraView, "world">, issueId: string): JiraIssueLink[] =>
  (view.world.collection(COLLECTIONS.issueLinks).find((l) => l.inwardIssueId === issueId || l.outwardIssueId === issueId) as JiraIssueLink[]).sort(
    (a, b) => Number(a.id) - Number(b.id),
  );

const issue = (view: JiraView, id: string) => view.world.collection(COLLECTIONS.issues).get(id) as JiraIssue | undefined;
const linkHead = (view: JiraView, link: JiraIssueLink) => {
  const type = findLinkType(link.typeId);
  return { id: link.id, self: `${apiBase(view)}/issueLink/${link.id}`, ...(type ? { type: renderLinkType(view, type) } : {}) };
};

/** GET /issueLink/{linkId}. */
export function renderIssueLinkBean(view: JiraView, link: JiraIssueLink): JsonRecord {
  const inward = issue(view, link.inwardIssueId);
  const outward = issue(view, link.outwardIssueId);
  return { ...linkHead(view, link), ...(inward ? { inwardIssue: renderIssueLink(view, inward) } : {}), ...(outward ? { outwardIssue: renderIssueLink(view, outward) } : {}) };
}

/** The issue's `issuelinks` field. */
export function renderIssueLinksField(view: JiraView, issueId: string): JsonRecord[] {
  return linksOf(view, issueId).flatMap((link) => {
    const source = link.inwardIssueId === issueId;
    const other = issue(view, source ? link.outwardIssueId : link.inwardIssueId);
    if (!other) return [];
    return [{ ...linkHead(view, link), [source ? "outwardIssue" : "inwardIssue"]: renderIssueLink(view, other) }];
  });
}
