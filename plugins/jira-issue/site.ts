// A jira world's final state as a grader reads it: issues with their comments, and the site's people,
// projects, statuses, priorities and types by the names an assertion uses. A name the world lacks is the
// assertion's mistake: a grader error naming the option.
import type { JsonRecord, WorldState } from "../../core/grading/index.ts";
import { recordsOf } from "../shared/index.ts";

export interface JiraSite {
  issues: JsonRecord[];
  commentsOf(issueId: string): JsonRecord[];
  initialIssueIds: Set<string>;
  initialCommentIds: Set<string>;
  user(ref: string, option: string): { accountId: string; label: string };
  /** The ids of the records of `collection` whose `name` (or `key` for projects) is `ref`, case-insensitive. */
  named(collection: "statuses" | "priorities" | "issuetypes" | "projects", ref: string, option: string): Set<string>;
  userLabel(accountId: unknown): string;
  nameOf(collection: "statuses" | "priorities" | "issuetypes" | "projects", id: unknown): string;
}

const SINGULAR = { statuses: "status", priorities: "priority", issuetypes: "issue type", projects: "project" } as const;
const lower = (v: unknown) => (typeof v === "string" ? v.toLowerCase() : undefined);

export function readSite(initial: WorldState, final: WorldState): JiraSite {
  const all = (collection: string) => recordsOf(final, "jira", collection).map((r) => r.record);
  const users = all("users");
  const byCollection = {
    statuses: all("statuses"), priorities: all("priorities"), issuetypes: all("issuetypes"), projects: all("projects"),
  };
  const comments = new Map<string, JsonRecord[]>();
  for (const c of all("comments")) (comments.get(String(c.issueId)) ?? comments.set(String(c.issueId), []).get(String(c.issueId))!).push(c);
  const label = (u: JsonRecord) => (u.emailAddress ? `${u.displayName} (${u.emailAddress})` : `${u.displayName} (${u.accountId})`);
  return {
    issues: all("issues"),
    commentsOf: (issueId) => comments.get(issueId) ?? [],
    initialIssueIds: new Set(recordsOf(initial, "jira", "issues").map((r) => r.id)),
    initialCommentIds: new Set(recordsOf(initial, "jira", "comments").map((r) => r.id)),
    user(ref, option) {
      const wanted = ref.trim().toLowerCase();
      const found = users.filter((u) => lower(u.accountId) === wanted || lower(u.emailAddress) === wanted || lower(u.displayName) === wanted);
      if (found.length === 1) return { accountId: String(found[0]!.accountId), label: label(found[0]!) };
      if (found.length === 0) throw new Error(`${option}: no jira user has the email, name or accountId ${JSON.stringify(ref)}`);
      throw new Error(`${option}: ${JSON.stringify(ref)} names ${found.length} jira users (${found.map(label).join(", ")}); give an email or an accountId`);
    },
    named(collection, ref, option) {
      const wanted = ref.trim().toLowerCase();
      const rows = byCollection[collection];
      const ids = rows.filter((r) => lower(r.name) === wanted || (collection === "projects" && lower(r.key) === wanted) || r.id === ref.trim()).map((r) => String(r.id));
      if (!ids.length) {
        const known = rows.map((r) => String(collection === "projects" ? r.key : r.name)).join(", ");
        throw new Error(`${option}: the jira site has no ${SINGULAR[collection]} ${JSON.stringify(ref)} (it has ${known})`);
      }
      return new Set(ids);
    },
    userLabel(accountId) {
      const u = users.find((x) => x.accountId === accountId);
      return u ? String(u.displayName) : accountId === null || accountId === undefined ? "nobody" : String(accountId);
    },
    nameOf(collection, id) {
      const row = byCollection[collection].find((r) => r.id === id);
      return row ? String(collection === "projects" ? row.key : row.name) : String(id);
    },
  };
}
