// The chat pack's figures for `bun run bench`: chat.postMessage under the same load as the CRM's writes
// (form-encoded POST with a bot token, as @slack/web-api sends it), and conversations.history latency on a
// channel of 1,000 seeded messages, one page of 100, over loopback HTTP like the provisioning figures.
import { measureLoad, type LoadResult } from "./load.ts";
import type { Figure } from "./report.ts";
import { median, timeCalls } from "./stats.ts";

/** An empty seed's workspace: its bot's token and #general (see providers/slack/README.md). */
const TOKEN = "xoxb-understudy-bot";
const CHANNEL = "C0GENERAL";
export const HISTORY_MESSAGES = 1000;
export const HISTORY_LIMIT = 100;

export interface SlackBench {
  post: LoadResult;
  /**
   * Messages in #general after the kept run. Slack answers errors with HTTP 200 and `ok: false`, which a load
   * tool counts as successes: the stored count (at least the requests answered; some are in flight at the end) shows they were not.
   */
  stored: number;
  history: { p50: number; p99: number; runs: number };
}

async function createSnapshot(controlUrl: string, key: string, seed: unknown): Promise<string> {
  const response = await fetch(`${controlUrl}/providers/slack/create-snapshot`, {
    method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify({ ttl: "2h", seed }),
  });
  if (!response.ok) throw new Error(`slack create-snapshot ${response.status}: ${await response.text()}`);
  return (await response.json()).url;
}

const FORM_HEADERS = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/x-www-form-urlencoded" };

async function api(url: string, method: string, fields: Record<string, string>): Promise<Record<string, any>> {
  const response = await fetch(`${url}/api/${method}`, { method: "POST", headers: FORM_HEADERS, body: new URLSearchParams(fields) });
  const body = await response.json();
  if (response.status !== 200 || body.ok !== true) throw new Error(`${method}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function measureSlack(
  service: { controlUrl: string; key: string },
  load: { seconds: number; connections: number; reps: number },
  historyRuns: number,
): Promise<SlackBench> {
  // Writes: every request a new message in #general. Each run starts from a fresh, empty workspace, since
  // the channel's size is part of a post's cost (the runs stay comparable whatever their number).
  const body = new URLSearchParams({ channel: CHANNEL, text: "Deploy finished: v1.2.3 is live" }).toString();
  const runs: Array<{ result: LoadResult; stored: number }> = [];
  for (let r = 0; r < load.reps; r++) {
    const url = await createSnapshot(service.controlUrl, service.key, {});
    const result = await measureLoad({ url: `${url}/api/chat.postMessage`, method: "POST", body, headers: FORM_HEADERS }, load.seconds, load.connections, 1);
    runs.push({ result, stored: await countMessages(url) });
  }
  const { result: post, stored } = runs.find((run) => run.result.rps === median(runs.map((x) => x.result.rps)))!;

  // Reads: a channel of 1,000 messages; the newest page of 100.
  const messages = Array.from({ length: HISTORY_MESSAGES }, (_, i) => ({ channel: CHANNEL, text: `Message ${i}: status update` }));
  const historyUrl = await createSnapshot(service.controlUrl, service.key, { messages });
  const fields = { channel: CHANNEL, limit: String(HISTORY_LIMIT) };
  const page = await api(historyUrl, "conversations.history", fields);
  if (page.messages.length !== HISTORY_LIMIT || page.has_more !== true) throw new Error(`conversations.history: a page of ${page.messages.length}, has_more ${page.has_more}`);
  const history = await timeCalls(historyRuns, 20, async () => {
    const response = await fetch(`${historyUrl}/api/conversations.history`, { method: "POST", headers: FORM_HEADERS, body: new URLSearchParams(fields) });
    if (response.status !== 200) throw new Error(`conversations.history ${response.status}`);
    await response.arrayBuffer();
  });
  return { post, stored, history };
}

/** How many messages #general holds, paging conversations.history (a check that the load's posts were stored). */
async function countMessages(url: string): Promise<number> {
  let count = 0;
  let cursor = "";
  do {
    const page = await api(url, "conversations.history", { channel: CHANNEL, limit: "999", ...(cursor ? { cursor } : {}) });
    count += page.messages.length;
    cursor = page.response_metadata?.next_cursor ?? "";
  } while (cursor);
  return count;
}

/** The figures, the write throughput as a share of the bare-Bun.serve baseline measured in the same run. */
export function slackFigures(slack: SlackBench, bare: LoadResult, crmWrite: LoadResult): Figure[] {
  const s = "Mock Web API (chat pack)";
  const share = `${((slack.post.rps / bare.rps) * 100).toFixed(0)}% of bare Bun.serve (${bare.rps.toFixed(0)} req/s)`;
  return [
    {
      section: s, figure: "chat.postMessage throughput", value: slack.post.rps, unit: "req/s",
      baseline: `${share}; CRM record create ${crmWrite.rps.toFixed(0)} req/s; ${slack.post.requests} answers, ${slack.stored} messages stored`,
    },
    { section: s, figure: "chat.postMessage p50 / p99 under load", value: slack.post.p50, unit: "ms", baseline: `p99 ${slack.post.p99.toFixed(2)} ms; bare p50 ${bare.p50.toFixed(2)} ms` },
    {
      section: s, figure: `conversations.history p50, ${HISTORY_LIMIT} of ${HISTORY_MESSAGES.toLocaleString("en-US")} messages`, value: slack.history.p50, unit: "ms",
      baseline: `p99 ${slack.history.p99.toFixed(2)} ms; ${slack.history.runs} sequential calls over loopback`,
    },
  ];
}
