// mcp-atlassian's simplified models (src/mcp_atlassian/models/jira/*.py, to_simplified_dict), built from
// the Jira REST v3 answers: the same keys in the same order, for the fields the pack has. Bodies are the
// text of their ADF documents (the original converts Jira's markup to Markdown).
import type { JsonRecord } from "../../../../core/pack/index.ts";
import { plainText } from "../../tools/shared.ts";

type Bean = Record<string, any>;

/** The issue fields read when none are named: DEFAULT_READ_JIRA_FIELDS (a Python set, so its order varies). */
export const DEFAULT_FIELDS = ["summary", "description", "status", "assignee", "reporter", "labels", "versions", "priority", "created", "updated", "issuetype"];

/** BaseModel.format_timestamp: the local time of the server (UTC here) as "2026-11-23 10:15:30 UTC". */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** Python's str(datetime) of an aware timestamp: "2026-11-23 10:15:30+00:00" (microseconds when any). */
export function pythonDatetime(iso: string | null | undefined): string {
  if (!iso) return "None";
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.(\d+))?([+-]\d{2}):?(\d{2})$/.exec(iso);
  if (!m) return iso;
  const fraction = m[3] && Number(m[3]) !== 0 ? `.${m[3].padEnd(6, "0")}` : "";
  return `${m[1]} ${m[2]}${fraction}${m[4]}:${m[5]}`;
}

/** datetime.isoformat() of the same: "2026-11-23T10:15:30+00:00". */
export const pythonIso = (iso: string | null | undefined): string => pythonDatetime(iso).replace(" ", "T");

export function user(u: Bean | null | undefined): JsonRecord | null {
  if (!u) return null;
  return { account_id: u.accountId ?? null, display_name: u.displayName ?? "Unassigned", name: u.displayName ?? "Unassigned", email: u.emailAddress ?? null, avatar_url: u.avatarUrls?.["48x48"] ?? null };
}

function customValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(customValue);
  if (value && typeof value === "object") {
    const v = value as Bean;
    if (v.type === "doc") return plainText(v) ?? "";
    return v.value ?? v.name ?? v.displayName ?? v;
  }
  return value;
}

/** JiraIssue.to_simplified_dict for `requested` fields ("*all" or a list), with the site's browse URL. */
export function simplifiedIssue(issue: Bean, requested: string[] | "*all", baseUrl: string, names: Record<string, string> = {}): JsonRecord {
  const f: Bean = issue.fields ?? {};
  const wants = (name: string) => requested === "*all" || requested.includes(name);
  const out: JsonRecord = { id: issue.id, key: issue.key };
  const put = (name: string, key: string, value: unknown) => {
    if (wants(name) && value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && !value.length)) out[key] = value as JsonRecord[string];
  };
  put("summary", "summary", f.summary);
  if (wants("url")) put("url", "url", issue.self);
  out.browse_url = `${baseUrl.replace(/\/+$/, "")}/browse/${issue.key}`;
  put("description", "description", plainText(f.description));
  put("status", "status", f.status && { name: f.status.name, category: f.status.statusCategory?.name, color: f.status.statusCategory?.colorName });
  put("issuetype", "issue_type", f.issuetype && { name: f.issuetype.name });
  put("priority", "priority", f.priority && { name: f.priority.name });
  put("project", "project", f.project && { key: f.project.key, name: f.project.name, ...(f.project.avatarUrls?.["48x48"] ? { avatar_url: f.project.avatarUrls["48x48"] } : {}) });
  put("resolution", "resolution", f.resolution && { name: f.resolution.name, ...(f.resolution.id ? { id: f.resolution.id } : {}) });
  put("duedate", "duedate", f.duedate);
  put("resolutiondate", "resolutiondate", f.resolutiondate);
  put("parent", "parent", f.parent);
  put("subtasks", "subtasks", f.subtasks);
  if (wants("assignee")) out.assignee = user(f.assignee) ?? { display_name: "Unassigned" };
  put("reporter", "reporter", user(f.reporter));
  put("labels", "labels", f.labels);
  put("components", "components", (f.components ?? []).map((c: Bean) => String(c.name ?? "")));
  put("fixVersions", "fix_versions", (f.fixVersions ?? []).map((v: Bean) => String(v.name ?? "")));
  put("versions", "versions", (f.versions ?? []).map((v: Bean) => String(v.name ?? "")));
  put("created", "created", f.created && formatTimestamp(f.created));
  put("updated", "updated", f.updated && formatTimestamp(f.updated));
  put("comment", "comments", (f.comment?.comments ?? []).map(simplifiedComment));
  for (const [id, value] of Object.entries(f)) {
    if (!id.startsWith("customfield_")) continue;
    const byName = requested !== "*all" && requested.some((r) => r.toLowerCase() === (names[id] ?? "").toLowerCase());
    if (requested === "*all" || requested.includes(id) || byName) out[id] = { value: customValue(value) as JsonRecord[string], ...(names[id] ? { name: names[id] } : {}) };
  }
  return out;
}

export function simplifiedComment(c: Bean): JsonRecord {
  return { id: c.id, body: plainText(c.body) ?? "", ...(c.author ? { author: user(c.author) } : {}), ...(c.created ? { created: c.created } : {}), ...(c.updated ? { updated: c.updated } : {}) };
}

/** JiraChangelog.to_simplified_dict. */
export function simplifiedChangelog(history: Bean): JsonRecord {
  // `toString` is a key of Jira's items and a method of every object: read only own keys.
  const own = (i: Bean, key: string) => (Object.hasOwn(i, key) ? i[key] : undefined);
  const items = (history.items ?? []).map((i: Bean) => ({
    field: i.field, fieldtype: i.fieldtype,
    ...(own(i, "fromString") != null ? { from_string: own(i, "fromString") } : {}), ...(own(i, "toString") != null ? { to_string: own(i, "toString") } : {}),
    ...(i.from != null ? { from_id: i.from } : {}), ...(i.to != null ? { to_id: i.to } : {}),
  }));
  return { ...(items.length ? { items } : {}), ...(history.author ? { author: user(history.author) } : {}), ...(history.created ? { created: pythonIso(history.created) } : {}) };
}
