import { afterAll } from "bun:test";
import { SLACK_METHODS } from "../../providers/slack/methods.ts";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// @slack/web-api runs under Node, where users run it, against a real service process: only slackApiUrl differs.
const service = await startServiceProcess();
afterAll(() => service.close());

const create = (body: unknown) => service.createSnapshot("slack", body);

const DAY_14 = 1699920000; // 2023-11-14T00:00:00Z
const AUTHORS = ["U0ADA", "U0BEA", "U0BOT"] as const;
const SPECIAL: Record<number, string> = {
  4: "the quarterly report is ready",
  16: "quarterly planning moved to Friday",
  18: "ada says the quarterly numbers look fine",
};

/**
 * The workspace the suite acts in: seven users (one deleted, one bot), a bot and two user tokens, public,
 * private and archived channels, a DM, a thread, 27 messages two hours apart over three days in #history
 * (paging, windows, search by date), and two user groups. The Node suite reads the sets it expects from it.
 */
const SEED = {
  team: { id: "T0LAB", name: "Lab", domain: "lab" },
  users: [
    { id: "U0ADA", name: "ada", real_name: "Ada Lovelace", is_admin: true, profile: { email: "ada@lab.example", display_name: "ada" } },
    { id: "U0BEA", name: "bea", real_name: "Bea Rivers", profile: { email: "bea@lab.example", display_name: "bea" } },
    { id: "U0BOT", name: "labbot", real_name: "Lab Bot", is_bot: true },
    { id: "U0CY", name: "cy", real_name: "Cy Young", profile: { email: "cy@lab.example" } },
    { id: "U0DEE", name: "dee", real_name: "Dee Park" },
    { id: "U0EVE", name: "eve", real_name: "Eve Gone", deleted: true, profile: { email: "eve@lab.example" } },
    { id: "U0FAY", name: "fay", real_name: "Fay Moss" },
  ],
  conversations: [
    { id: "C0GENERAL", name: "general", members: ["U0ADA", "U0BEA", "U0BOT", "U0CY", "U0DEE", "U0FAY"], topic: "Company-wide", purpose: "Everything" },
    { id: "C0HISTORY", name: "history", members: ["U0ADA", "U0BEA", "U0BOT"], created: 1699900000 },
    { id: "C0RANDOM", name: "random", members: ["U0ADA", "U0BEA"] },
    { id: "C0OLD", name: "old-news", is_archived: true, members: ["U0ADA", "U0BOT"] },
    { id: "C0THREADS", name: "threads", members: ["U0ADA", "U0BEA", "U0BOT", "U0CY"] },
    { id: "C0DESIGN", name: "design", members: ["U0ADA", "U0DEE"] },
    { id: "C0SUPPORT", name: "support", members: ["U0BEA", "U0FAY", "U0BOT"] },
    { id: "G0SECRET", name: "secret", is_private: true, members: ["U0ADA", "U0BEA"], creator: "U0BEA" },
    { id: "G0BOTLAB", name: "bot-lab", is_private: true, members: ["U0BOT", "U0ADA"] },
    { id: "G0BEACY", name: "bea-and-cy", is_private: true, members: ["U0BEA", "U0CY"], creator: "U0BEA" },
    { id: "D0BOTADA", is_im: true, user: "U0ADA", creator: "U0BOT", members: ["U0BOT", "U0ADA"] },
  ],
  messages: [
    ...Array.from({ length: 27 }, (_, i) => ({
      channel: "C0HISTORY",
      user: AUTHORS[i % 3],
      text: SPECIAL[i] ?? `history message ${String(i).padStart(2, "0")}`,
      ts: `${DAY_14 + i * 7200}.000100`,
    })),
    { channel: "C0GENERAL", user: "U0ADA", text: "Welcome to the lab", ts: "1700000000.000100", reactions: [{ name: "wave", users: ["U0BOT"] }] },
    { channel: "C0THREADS", user: "U0ADA", text: "thread parent: lunch plans?", ts: "1700100000.000100" },
    { channel: "C0THREADS", user: "U0BEA", text: "pizza", ts: "1700100060.000100", thread_ts: "1700100000.000100" },
    { channel: "C0THREADS", user: "U0BOT", text: "sushi", ts: "1700100120.000100", thread_ts: "1700100000.000100" },
    { channel: "C0RANDOM", user: "U0BEA", text: "random thoughts", ts: "1700000500.000100" },
    { channel: "G0SECRET", user: "U0BEA", text: "quarterly secret numbers", ts: "1699870000.000100" },
    { channel: "G0BEACY", user: "U0BEA", text: "quarterly gossip", ts: "1699870000.000100" },
    { channel: "D0BOTADA", user: "U0BOT", text: "hi ada", ts: "1700000600.000100" },
  ],
  tokens: [
    { token: "xoxb-lab-bot", user: "U0BOT" },
    { token: "xoxp-lab-ada", user: "U0ADA" },
    { token: "xoxp-lab-bea", user: "U0BEA" },
  ],
  usergroups: [
    { id: "S0ENG", handle: "eng", name: "Engineering", users: ["U0ADA", "U0BEA"] },
    { id: "S0OPS", handle: "ops", name: "Operations", users: ["U0CY"] },
  ],
};

const world = await create({ seed: { slack: SEED } });

const suite = runNodeSuite("slack-web-api-suite.mjs", [world.url, JSON.stringify(SEED), JSON.stringify(SLACK_METHODS)]);

registerNodeSuite("@slack/web-api", "slack-web-api", suite, 39);
