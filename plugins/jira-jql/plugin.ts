import { defineGrader, type JsonRecord } from "../../core/grading/index.ts";
import { defaultActor } from "../../providers/jira/jira-auth.ts";
import { jqlContext } from "../../providers/jira/jql-context.ts";
import { checkJql, JqlError, runJql } from "../../providers/jira/jql/index.ts";
import { COLLECTIONS, type JiraUser } from "../../providers/jira/records.ts";
import { searchIssues } from "../../providers/jira/search-issues.ts";
import { checkBounds, countSchema, describeBounds, listSome, plural, readKey, truncate, withinBounds, type Bounds } from "../shared/index.ts";
import { queryNow } from "./query-clock.ts";
import { createStateWorld } from "../shared/state-world.ts";

export interface JiraJqlOptions extends Bounds {
  jql: string;
  /** Exactly this many issues; without count, min or max: at least one. */
  count?: number;
  /**
   * Who currentUser() is: an email, display name or accountId. Default: who the world's MCP tools act as
   * when the MCP request's credential names no one (the seed's `mcp_user`, else the site admin).
   */
  as_user?: string;
}

export default defineGrader<JiraJqlOptions>({
  name: "jira-jql",
  description:
    "Runs a JQL query over the final state of the jira pack, with the mock's own engine (Jira's fields, functions, text search and error sentences), and checks how many issues it selects: exactly `count`, between `min` and `max`, or at least one.",
  optionsSchema: {
    type: "object",
    properties: {
      jql: { type: "string", minLength: 1, maxLength: 32768 },
      count: countSchema,
      min: countSchema,
      max: countSchema,
      as_user: { type: "string", minLength: 1, description: "Who currentUser() is: email, display name or accountId" },
    },
    required: ["jql"],
    additionalProperties: false,
  },
  grade({ final, toolCalls }, options) {
    const bounds: Bounds = options.count !== undefined ? { equals: options.count, min: options.min, max: options.max } : { min: options.min, max: options.max };
    if (bounds.equals === undefined && bounds.min === undefined && bounds.max === undefined) bounds.min = 1;
    checkBounds(bounds);
    const records = readKey(final, "jira") as Record<string, Record<string, JsonRecord>> | undefined;
    if (!records?.users) throw new Error("The world has no jira site: give the task a jira seed (an empty one is a site)");
    const world = createStateWorld(records);
    const clock = { now: () => queryNow(toolCalls, records) };
    const actor = options.as_user === undefined ? defaultActor({ world }) : userNamed(world.collection(COLLECTIONS.users).all() as JiraUser[], options.as_user);
    const keys = runQuery(options.jql, () => {
      const context = jqlContext({ world, clock }, actor);
      const { query } = checkJql(options.jql, context);
      return runJql(query, searchIssues({ world, scratch: (_key, init) => init() }), context).map((issue) => issue.key);
    });
    const query = truncate(options.jql.trim().replace(/\s+/g, " "), 160);
    return {
      passed: withinBounds(keys.length, bounds),
      expected: `${query} selects ${describeBounds(bounds, "issue")}${options.as_user ? ` (as ${actor.displayName})` : ""}`,
      actual: keys.length ? `${plural(keys.length, "issue")}: ${listSome(keys, 5)}` : "no issues",
    };
  },
});

/** The one user `ref` names; the assertion's mistake (a grader error) when none or several. */
function userNamed(users: JiraUser[], ref: string): JiraUser {
  const wanted = ref.trim().toLowerCase();
  const found = users.filter((u) => u.accountId.toLowerCase() === wanted || u.emailAddress?.toLowerCase() === wanted || u.displayName.toLowerCase() === wanted);
  if (found.length === 1) return found[0]!;
  throw new Error(found.length ? `as_user: ${JSON.stringify(ref)} names ${found.length} jira users; give an email or an accountId` : `as_user: no jira user has the email, name or accountId ${JSON.stringify(ref)}`);
}

/** A query Jira would refuse is the dataset author's mistake: a grader error with Jira's sentences. */
function runQuery<T>(jql: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof JqlError)) throw error;
    throw new Error(`The assertion's JQL query failed: ${error.messages.join(" ")}\n${jql}`, { cause: error });
  }
}
