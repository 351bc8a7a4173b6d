// An issue's history as Jira shows it: one entry per edit or transition, oldest first.
import type { JsonRecord } from "../../core/pack/index.ts";
import type { JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraHistory } from "./records.ts";
import { renderUserField } from "./render-user.ts";

export function renderHistory(view: JiraView, history: JiraHistory): JsonRecord {
  return { id: history.id, author: renderUserField(view, history.author), created: history.created, items: history.items.map((item) => ({ ...item })) };
}

export function issueHistories(view: Pick<JiraView, "world">, issueId: string): JiraHistory[] {
  return (view.world.collection(COLLECTIONS.changelog).find((h) => h.issueId === issueId) as JiraHistory[]).sort(
    (a, b) => a.created.localeCompare(b.created) || Number(a.id) - Number(b.id),
  );
}

/** `expand=changelog` on an issue: every history on one page. */
export function renderChangelogExpansion(view: JiraView, issueId: string): JsonRecord {
  const histories = issueHistories(view, issueId).map((h) => renderHistory(view, h));
  return { startAt: 0, maxResults: histories.length, total: histories.length, histories };
}
