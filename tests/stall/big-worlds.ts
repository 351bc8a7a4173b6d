// The worlds the stall cases attack: each installed pack's example seed grown to the seed cap
// (MAX_SEED_ROWS), so a query, search or scan over "everything" has the most rows a client can give it.
// Packs without a grower (UI packs, whose world is built in) keep their example seed.
import { countSeedRows } from "../../core/world/seed-rows.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";
import { ACME_SEED } from "../../providers/slack/seed-example.ts";

type Seed = Record<string, unknown>;
const WORDS = ["alpha", "renewal", "invoice", "safari", "outage", "migration", "quarterly", "pipeline", "login", "blocked"];
const text = (i: number) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} item ${i} ${"lorem ipsum ".repeat(4)}`;

/** `rows` more records in each pack's own seed shape. */
const GROWERS: Record<string, (rows: number) => Seed> = {
  salesforce: (rows) => ({
    Account: Array.from({ length: rows }, (_, i) => ({ Name: `Account ${i} ${WORDS[i % WORDS.length]}`, Industry: i % 2 ? "Technology" : "Banking", Description: text(i) })),
  }),
  jira: (rows) => ({
    ...OPS_SEED,
    issues: [
      ...OPS_SEED.issues,
      ...Array.from({ length: rows - OPS_SEED.issues.length }, (_, i) => ({ key: `OPS-${i + 10}`, fields: { summary: text(i), issuetype: { name: "Task" } } })),
    ],
  }),
  slack: (rows) => ({
    ...ACME_SEED,
    messages: [
      ...ACME_SEED.messages,
      ...Array.from({ length: rows - ACME_SEED.messages.length }, (_, i) => ({ channel: "C0GENERAL", user: i % 2 ? "U0ADA" : "U0BOT", text: text(i), ts: `${1700001000 + i}.000100` })),
    ],
  }),
};

/** The probe's bystander world and the attacks' tokens also rely on these ids. */
export const SLACK_TOKEN = "xoxp-acme-ada";
/** The Authorization a pack's world takes, by slug, where any credential will not do. */
export const WORLD_TOKENS: Record<string, string> = { slack: `Bearer ${SLACK_TOKEN}` };

/** A seed of `slug` holding at most `limit` records (countSeedRows, as create-snapshot counts them). */
export function bigSeed(slug: string, example: Seed, limit: number): Seed {
  const grow = GROWERS[slug];
  if (!grow) return example;
  // Nested arrays (labels, members, reactions) count too: shrink until the whole seed fits.
  let rows = limit;
  let seed = grow(rows);
  while (countSeedRows({ [slug]: seed }) > limit) {
    rows -= countSeedRows({ [slug]: seed }) - limit;
    seed = grow(rows);
  }
  return seed;
}
