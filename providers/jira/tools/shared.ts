// What the jira MCP tools share: calling a REST operation in-process, schema fragments (declared
// `as const` so `defineTool` types inputs from them), naming users and projects the way people do, and
// compact shapes of Jira's beans for a model to read.
import { ToolError, type JsonRecord, type ToolContext } from "../../../core/pack/index.ts";
import { adfToPlainText, type AdfNode } from "../adf/index.ts";
import { markdownToAdf } from "./markdown-to-adf.ts";

export type Answer = Record<string, any>;

/** The operations the tools call (handler names in operations/index.ts). */
export const OPS = {
  search: "searchAndReconsileIssuesUsingJqlPost",
  getTransitions: "getTransitions",
  doTransition: "doTransition",
  addComment: "addComment",
} as const;

/** Calls an operation in-process; a failure is a ToolError with Jira's messages (classifyJiraResult). */
export function jiraCall(ctx: ToolContext, operation: string, input: { method?: string; params?: Record<string, string>; query?: Record<string, string | undefined>; body?: unknown } = {}): Promise<Answer> {
  const query = input.query ? Object.fromEntries(Object.entries(input.query).filter((e): e is [string, string] => e[1] !== undefined)) : undefined;
  return ctx.callJson<Answer>(operation, { ...input, query });
}

// ---- schema fragments ----

export const issueKey = { type: "string", minLength: 1, maxLength: 255, description: "An issue key (OPS-12) or id" } as const;
export const userRef = {
  type: "string",
  minLength: 1,
  maxLength: 255,
  description: 'A user: email, full or partial display name, accountId, or "me" (jira_find_users lists them)',
} as const;
export const richText = {
  type: "string",
  maxLength: 32767,
  description: "Markdown: paragraphs, # headings, - and 1. lists, **bold**, *italic*, `code`, ``` blocks, [text](url), > quotes",
} as const;
export const labels = { type: "array", items: { type: "string", minLength: 1, maxLength: 255, pattern: "^\\S+$" }, maxItems: 100, description: "Labels (no spaces)" } as const;
export const priority = { type: "string", minLength: 1, description: "A priority name: Highest, High, Medium, Low, Lowest (unless the site has its own)" } as const;
export const dueDate = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "YYYY-MM-DD" } as const;

export const READ = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;
export const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

/** A tool's text as the ADF document Jira stores (v3 bodies are ADF). */
export const toAdf = (text: string): JsonRecord => markdownToAdf(text) as unknown as JsonRecord;

/** An ADF field as plain text; null when empty. */
export function plainText(doc: unknown): string | null {
  if (!doc || typeof doc !== "object") return typeof doc === "string" && doc ? doc : null;
  const text = adfToPlainText(doc as { content?: AdfNode[] });
  return text === "" ? null : text;
}

// ---- naming users and projects ----

const compactPerson = (u: Answer) => `${u.displayName} (${u.emailAddress ?? u.accountId})`;

/**
 * The one user `ref` names: "me", an accountId, an email, a display name, or a unique part of one. An exact
 * accountId, email or name wins over partial matches; none or several is a ToolError the model can act on.
 */
export async function findUser(ctx: ToolContext, ref: string): Promise<Answer> {
  const wanted = ref.trim();
  if (/^(me|myself|currentuser\(\))$/i.test(wanted)) return jiraCall(ctx, "getCurrentUser");
  const found = (await jiraCall(ctx, "findUsers", { query: { query: wanted, maxResults: "1000" } })) as unknown as Answer[];
  const lower = wanted.toLowerCase();
  const exact = found.filter((u) => u.accountId === wanted || String(u.emailAddress ?? "").toLowerCase() === lower || String(u.displayName).toLowerCase() === lower);
  const candidates = exact.length ? exact : found;
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) throw new ToolError(`No Jira user is ${JSON.stringify(wanted)} (jira_find_users searches by name or email)`);
  throw new ToolError(`${JSON.stringify(wanted)} names ${candidates.length} users (${candidates.slice(0, 10).map(compactPerson).join(", ")}); give an email or an accountId`);
}

/** An accountId for `ref`, or null for null, "none" or "unassigned". */
export async function accountIdOf(ctx: ToolContext, ref: string | null): Promise<string | null> {
  if (ref === null || /^\s*(none|unassigned)\s*$/i.test(ref)) return null;
  if (ref.trim() === "") throw new ToolError("Name a user (an email, a name or an accountId), or give null for nobody");
  return String((await findUser(ctx, ref)).accountId);
}

/** `{key}` for a project named by its key or its name (case-insensitive); an unknown key is left for Jira to refuse. */
export async function projectRef(ctx: ToolContext, ref: string): Promise<{ key: string }> {
  const wanted = ref.trim();
  const lower = wanted.toLowerCase();
  const page = await jiraCall(ctx, "searchProjects", { query: { query: wanted, maxResults: "100" } });
  const values = page.values as Answer[];
  const found = values.find((p) => String(p.key).toLowerCase() === lower) ?? values.find((p) => String(p.name).toLowerCase() === lower);
  if (found) return { key: String(found.key) };
  if (/^[A-Za-z][A-Za-z0-9_]{0,9}$/.test(wanted)) return { key: wanted.toUpperCase() };
  throw new ToolError(`No project has the key or name ${JSON.stringify(wanted)} (jira_list_projects lists them)`);
}

// ---- compact shapes ----

export const defined = (object: JsonRecord): JsonRecord => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** A user field as a model reads it: `{name, email, accountId}`, or null. */
export function person(u: Answer | null | undefined): JsonRecord | null {
  if (!u) return null;
  return defined({ name: u.displayName, email: u.emailAddress ?? undefined, accountId: u.accountId, active: u.active === false ? false : undefined });
}

/** The fields a search row shows. */
export const ROW_FIELDS = ["summary", "status", "assignee", "priority", "issuetype", "updated"];

/** One issue in a list: key, summary, status, assignee, priority, type, updated. */
export function issueRow(issue: Answer): JsonRecord {
  const f: Answer = issue.fields ?? {};
  return {
    key: issue.key,
    summary: f.summary,
    status: f.status?.name ?? null,
    assignee: f.assignee?.displayName ?? null,
    priority: f.priority?.name ?? null,
    type: f.issuetype?.name ?? null,
    updated: f.updated,
  };
}
