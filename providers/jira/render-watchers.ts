// Who watches an issue: the `watchers` records, as GET …/watchers answers them and as the issue's `watches`
// field counts them. Only users added through the watchers operations (or seeded) watch: Jira's autowatch
// (the creator and commenters start watching) is not modelled, so filing an issue writes no watcher.
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraIssue, type JiraUser, type JiraWatcher } from "./records.ts";
import { findUser, renderUserRef } from "./render-user.ts";

export const watcherKey = (issueId: string, accountId: string): string => `${issueId}:${accountId}`;

/** The issue's watchers (users still in the world), by display name. */
export function watchersOf(view: Pick<JiraView, "world">, issueId: string): JiraUser[] {
  const records = view.world.collection(COLLECTIONS.watchers).find((w) => w.issueId === issueId) as JiraWatcher[];
  return records
    .flatMap((w) => findUser(view, w.accountId) ?? [])
    .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.accountId.localeCompare(b.accountId));
}

const watchersSelf = (view: JiraView, issue: Pick<JiraIssue, "key">) => `${apiBase(view)}/issue/${issue.key}/watchers`;

/** The issue's `watches` field. */
export function renderWatchesField(view: JiraView, issue: JiraIssue, viewer: string | undefined): JsonRecord {
  const watchers = watchersOf(view, issue.id);
  return { self: watchersSelf(view, issue), watchCount: watchers.length, isWatching: watchers.some((u) => u.accountId === viewer) };
}

/** GET /issue/{issueIdOrKey}/watchers. */
export function renderWatchers(view: JiraView, issue: JiraIssue, viewer: string): JsonRecord {
  const watchers = watchersOf(view, issue.id);
  return {
    self: watchersSelf(view, issue),
    isWatching: watchers.some((u) => u.accountId === viewer),
    watchCount: watchers.length,
    watchers: watchers.map((u) => renderUserRef(view, u)),
  };
}
