// The soak's traffic, one loop per kind while `running()`: snapshots of every pack created with short
// TTLs (so they expire during the run), REST reads and writes and MCP calls on the live ones, and eval
// runs driven end to end (start, lease, MCP calls in the task's world, complete). Every answer is
// tallied: count, 5xx, failures to answer, latency.
import { controlClient, leaseTask, completeTask, putCrmDataset, startRun } from "./control-client.ts";
import { WORLD_TOKENS } from "./big-worlds.ts";

export interface Tally { requests: number; clientErrors: number; last4xx?: string; serverErrors: number; noAnswer: number; latencies: number[]; last5xx?: string; lastProblem?: string }
export const newTally = (): Tally => ({ requests: 0, clientErrors: 0, serverErrors: 0, noAnswer: 0, latencies: [] });

export interface Traffic {
  controlUrl: string;
  key: string;
  /** Each pack's example seed, by slug. */
  examples: Record<string, Record<string, unknown>>;
  ttl: string;
  tally: Tally;
  running(): boolean;
}

type Call = { method?: string; path: string; body?: unknown; form?: boolean };
const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const rpc = (method: string, params: unknown) => ({ jsonrpc: "2.0", id: 1, method, params });

/** Each pack's REST reads and writes, against its example seed's records. */
const REST: Record<string, Call[]> = {
  salesforce: [
    { path: "/services/data/v67.0/query?q=SELECT+Id,Name+FROM+Account+LIMIT+10" },
    { method: "POST", path: "/services/data/v67.0/sobjects/Account", body: { Name: "Soak Ltd" } },
  ],
  jira: [
    { method: "POST", path: "/rest/api/3/search/jql", body: { jql: "project = OPS ORDER BY created DESC", maxResults: 10 } },
    { method: "POST", path: "/rest/api/3/issue", body: { fields: { project: { key: "OPS" }, summary: "Soak", issuetype: { name: "Task" } } } },
  ],
  slack: [
    { path: "/api/conversations.history?channel=C0GENERAL&limit=10" },
    { method: "POST", path: "/api/chat.postMessage", body: { channel: "C0GENERAL", text: "soak" } },
  ],
  mail: [{ path: "/api/messages" }, { method: "POST", path: "/api/messages/m0001/star" }],
};
/** A read tool per pack for MCP traffic. */
/** A read tool per pack and surface: the native one at /mcp, and through a profile at /mcp/<profile>. */
const TOOLS: Record<string, Array<[string, string, Record<string, unknown>]>> = {
  salesforce: [["", "salesforce_query_records", { soql: "SELECT Id, Name FROM Account LIMIT 5" }], ["/hosted", "soqlQuery", { q: "SELECT Id, Name FROM Account LIMIT 5" }]],
  jira: [["", "jira_search_issues", { jql: "project = OPS" }], ["/mcp-atlassian", "jira_search", { jql: "project = OPS" }]],
  slack: [["", "slack_read_history", { channel: "C0GENERAL" }], ["/official", "slack_read_channel", { channel_id: "C0GENERAL" }]],
  mail: [["", "mail_list_folders", {}], ["/gmail", "list_labels", {}]],
};

async function send(tally: Tally, url: string, init: RequestInit): Promise<Response | undefined> {
  const started = performance.now();
  tally.requests++;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    tally.latencies.push(performance.now() - started);
    if (response.status >= 400 && response.status < 500) (tally.clientErrors++, (tally.last4xx = `${init.method ?? "GET"} ${url} ${response.status}: ${text.slice(0, 160)}`));
    if (response.status >= 500) {
      tally.serverErrors++;
      tally.last5xx = `${init.method ?? "GET"} ${url} ${response.status}: ${text.slice(0, 200)}`;
    }
    return new Response(text, { status: response.status, headers: response.headers });
  } catch (error) {
    tally.noAnswer++;
    tally.lastProblem = `${init.method ?? "GET"} ${url}: ${(error as Error).message}`;
    return undefined;
  }
}

interface Live { slug: string; url: string; expiresAt: number }
const live: Live[] = [];
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
/** A live snapshot with a second or more to live: one racing the reaper would answer 404, which is not traffic. */
const pickLive = () => pick(live.filter((world) => world.expiresAt > Date.now() + 1_000));

/** Every `everyMs`, one snapshot per pack (example seed, the soak's TTL); forgets the expired ones. */
export async function snapshotLoop(t: Traffic, everyMs: number): Promise<void> {
  while (t.running()) {
    for (const slug of Object.keys(t.examples)) {
      const response = await send(t.tally, `${t.controlUrl}/providers/${slug}/create-snapshot`, {
        method: "POST", headers: { authorization: `Bearer ${t.key}`, "content-type": "application/json" }, body: JSON.stringify({ seed: { [slug]: t.examples[slug] }, ttl: t.ttl }),
      });
      if (response?.ok) {
        const made = (await response.json()) as { url: string; expiresAt: string };
        live.push({ slug, url: made.url.replace(/\/+$/, ""), expiresAt: Date.parse(made.expiresAt) });
      }
    }
    // A second's margin: a request racing the reaper gets 404, which is fine but not traffic.
    for (let i = live.length - 1; i >= 0; i--) if (live[i]!.expiresAt < Date.now() + 1_000) live.splice(i, 1);
    await Bun.sleep(everyMs);
  }
}

/** REST calls on random live snapshots, `pauseMs` apart. */
export async function restLoop(t: Traffic, pauseMs: number): Promise<void> {
  while (t.running()) {
    const world = pickLive();
    const call = world && pick(REST[world.slug] ?? []);
    if (world && call)
      await send(t.tally, `${world.url}${call.path}`, {
        method: call.method ?? "GET",
        headers: { authorization: WORLD_TOKENS[world.slug] ?? "Bearer soak", "content-type": "application/json" },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
    await Bun.sleep(pauseMs);
  }
}

/** MCP tools/list and a read tool call on random live snapshots, through their native tools or a profile's. */
export async function mcpLoop(t: Traffic, pauseMs: number): Promise<void> {
  while (t.running()) {
    const world = pickLive();
    const choice = world && pick(TOOLS[world.slug] ?? []);
    if (world && choice) {
      const [surface, name, args] = choice;
      await send(t.tally, `${world.url}/mcp${surface}`, { method: "POST", headers: MCP_HEADERS, body: JSON.stringify(rpc("tools/list", {})) });
      await send(t.tally, `${world.url}/mcp${surface}`, { method: "POST", headers: MCP_HEADERS, body: JSON.stringify(rpc("tools/call", { name, arguments: args })) });
    }
    await Bun.sleep(pauseMs);
  }
}

/** Eval runs of the CRM test dataset, each drained: lease, the task world's MCP tools, complete. */
export async function evalLoop(t: Traffic, pauseMs: number): Promise<{ runs: number; graded: number }> {
  const client = controlClient(t.controlUrl, t.key);
  const counted = { runs: 0, graded: 0 };
  let uploaded = false;
  while (t.running()) {
    try {
      if (!uploaded) uploaded = !!(await putCrmDataset(client, "soak-crm"));
      const runId = await startRun(client, "soak-crm");
      counted.runs++;
      for (let task = await leaseTask(client, runId, "soak-model"); task && t.running(); task = await leaseTask(client, runId, "soak-model")) {
        if (task.mcpUrl) await send(t.tally, task.mcpUrl, { method: "POST", headers: { ...MCP_HEADERS, ...task.headers }, body: JSON.stringify(rpc("tools/list", {})) });
        await completeTask(client, task, "soak answer");
        counted.graded++;
        t.tally.requests += 2;
      }
    } catch (error) {
      // A control call that failed: its status says whether it was the service's fault.
      const message = (error as Error).message;
      if (/answered 5\d\d/.test(message)) (t.tally.serverErrors++, (t.tally.last5xx = message));
      else (t.tally.noAnswer++, (t.tally.lastProblem = message));
    }
    await Bun.sleep(pauseMs);
  }
  return counted;
}
