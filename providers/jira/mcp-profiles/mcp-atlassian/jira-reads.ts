// What mcp-atlassian's tools share: the site's URL, an issue read with its requested fields, a JQL search
// in the Cloud shape (total -1, start_at 0), the transitions list, and people named as its users name them.
import { ToolError, type JsonRecord, type ToolContext } from "../../../../core/pack/index.ts";
import { findUser, jiraCall, type Answer } from "../../tools/shared.ts";
import { ToolFailure } from "./fastmcp-tool.ts";
import { DEFAULT_FIELDS, simplifiedIssue } from "./simplified.ts";

export const baseUrlOf = async (ctx: ToolContext): Promise<string> => String((await jiraCall(ctx, "getServerInfo")).baseUrl);

/** "a,b" as the requested-fields list; "*all" stays itself. */
export const requestedFields = (fields: string | null | undefined): string[] | "*all" =>
  fields === "*all" ? "*all" : fields ? fields.split(",").map((f) => f.trim()).filter(Boolean) : DEFAULT_FIELDS;

/** One issue as to_simplified_dict shows it; a missing one is the original's 404 text. */
export async function readIssue(ctx: ToolContext, key: string, requested: string[] | "*all", expand?: string): Promise<JsonRecord> {
  let issue: Answer;
  try {
    issue = await jiraCall(ctx, "getIssue", { params: { issueIdOrKey: key }, query: { fields: requested === "*all" ? "*all" : requested.join(","), expand: expand ?? "names" } });
  } catch (error) {
    if (error instanceof ToolError && /does not exist/i.test(error.message)) throw new ToolFailure(`Issue ${key} not found. Verify the issue key and project access.`);
    throw error;
  }
  return simplifiedIssue(issue, requested, await baseUrlOf(ctx), (issue.names ?? {}) as Record<string, string>);
}

/** JiraSearchResult.to_simplified_dict of a Cloud search (search/jql pages, so no total). */
export async function searchIssues(ctx: ToolContext, jql: string, requested: string[] | "*all", limit: number, pageToken?: string | null): Promise<JsonRecord> {
  const issues: Answer[] = [];
  let next: string | undefined = pageToken ?? undefined;
  const fields = requested === "*all" ? ["*all"] : requested;
  do {
    const page = await jiraCall(ctx, "searchAndReconsileIssuesUsingJqlPost", { method: "POST", body: { jql, fields, maxResults: Math.min(limit - issues.length, 100), expand: "names", ...(next ? { nextPageToken: next } : {}) } });
    issues.push(...(page.issues as Answer[]));
    next = page.nextPageToken ?? undefined;
  } while (next && issues.length < limit);
  const baseUrl = await baseUrlOf(ctx);
  return {
    total: -1, start_at: 0, max_results: limit,
    issues: issues.slice(0, limit).map((issue) => simplifiedIssue(issue, requested, baseUrl)),
    ...(next ? { next_page_token: next } : {}),
  };
}

/**
 * get_available_transitions: atlassian-python-api gives each transition's target status as a string under
 * "to", which this method looks for only as an object, so the list carries ids (numbers) and names alone.
 */
export async function availableTransitions(ctx: ToolContext, key: string): Promise<JsonRecord[]> {
  const answer = await jiraCall(ctx, "getTransitions", { params: { issueIdOrKey: key } });
  return ((answer.transitions ?? []) as Answer[]).map((t) => ({ id: Number(t.id), name: String(t.name) }));
}

/** An accountId for a user named by email, display name or account id ("accountid:" prefix allowed). */
export async function accountIdFor(ctx: ToolContext, identifier: string): Promise<string> {
  const ref = identifier.replace(/^accountid:/i, "").trim();
  try {
    return String((await findUser(ctx, ref)).accountId);
  } catch {
    throw new ToolFailure(`Could not find a user for identifier '${identifier}'`);
  }
}
