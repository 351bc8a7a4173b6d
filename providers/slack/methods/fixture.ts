// Test fixture: an in-memory records accessor (frozen records, like the core's store) seeded with
// normalizeSlackSeed, calls as a seeded user, and a key check against tests/reference/slack/samples/.
import { expect } from "bun:test";
import { memoryCollection, startWorkSlice, type JsonRecord } from "../../../core/pack/index.ts";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";
import { normalizeSlackSeed } from "../seed.ts";
import { SlackFault } from "../slack-errors.ts";
import { ACME_SEED, testContext } from "../test-context.ts";
import type { SlackAnswer, SlackCall, SlackCollection, SlackRecords } from "./call.ts";

export function memoryRecords(): SlackRecords {
  const collections = new Map<string, SlackCollection>();
  return {
    collection(name) {
      let c = collections.get(name);
      if (!c) collections.set(name, (c = memoryCollection(name)));
      return c;
    },
  };
}

/** ACME_SEED plus a second human, a public channel without the bot, a private one without Ada, an archived one. */
export const METHODS_SEED = {
  ...ACME_SEED,
  users: [...ACME_SEED.users, { id: "U0BEA", name: "bea", real_name: "Bea Baker", profile: { email: "bea@acme.example" } }],
  conversations: [
    ...ACME_SEED.conversations,
    { id: "C0RANDOM", name: "random", members: ["U0ADA", "U0BEA"], created: 1700000000 },
    { id: "G0SECRET", name: "secret", is_private: true, members: ["U0BEA", "U0BOT"], created: 1700000000 },
    { id: "C0OLD", name: "old", is_archived: true, members: ["U0ADA", "U0BOT"], created: 1700000000 },
  ],
  tokens: [...ACME_SEED.tokens, { token: "xoxp-acme-bea", user: "U0BEA" }],
};

export interface World {
  records: SlackRecords;
  /** A call as `user` (bot token for bots) with these arguments. */
  as(user: string, args?: SlackCall["args"]): SlackCall;
}

export function world(seed: JsonRecord = METHODS_SEED, at = "2024-03-05T12:00:00Z"): World {
  const ctx = testContext(at);
  const records = memoryRecords();
  for (const [name, rows] of Object.entries(normalizeSlackSeed(seed, ctx)))
    for (const { id, record } of rows) records.collection(name).insert(id, record);
  return {
    records,
    as(user, args = {}) {
      // Each call is a request of its own (bun runs synchronous tests back to back without the loop turning).
      startWorkSlice();
      const isBot = records.collection("users").get(user)?.is_bot === true;
      return { user, tokenType: isBot ? "bot" : "user", args, records, clock: ctx.clock, ids: ctx.ids };
    },
  };
}

/** The Slack error code `run` throws (fails the test when it answers). */
export function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SlackFault) return error.code;
    throw error;
  }
  throw new Error("expected a Slack error, got an answer");
}

const describe = (v: unknown): string[] => (v && typeof v === "object" && !Array.isArray(v) ? Object.keys(v) : []);

/** Keys of the answer (and of its objects and arrays of objects, one level down) that the method's sample lacks. */
export function unknownKeys(answer: JsonRecord, method: string): string[] {
  const sample = readReferenceJson<JsonRecord>(`slack/samples/${method}.json`);
  const out: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    if (!(key in sample)) {
      out.push(key);
      continue;
    }
    const expected = sample[key];
    const nestedSample = Array.isArray(expected) ? expected[0] : expected;
    const nested = Array.isArray(value) ? value : [value];
    if (!nestedSample || typeof nestedSample !== "object") continue;
    for (const item of nested) for (const k of describe(item)) if (!(k in (nestedSample as JsonRecord))) out.push(`${key}.${k}`);
  }
  return [...new Set(out)];
}

export function expectSampleShape(answer: SlackAnswer, method: string): void {
  expect(answer.ok).toBe(true);
  expect(unknownKeys(answer, method)).toEqual([]);
}
