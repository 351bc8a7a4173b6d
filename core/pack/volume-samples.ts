// Realistic values for generated volume (a seed's `$generate`): json-schema-faker draws sample rows from a
// pack's JSON Schema, with Faker behind the `faker` keyword for names, companies, emails, text and dates
// (`{ "type": "string", "faker": "person.firstName" }`). A pack's generator then builds each record from
// these samples with the world's seeded random (volume-random.ts): drawing a sample costs json-schema-faker
// 50-250 µs, so 50,000 records drawn one by one would hold provisioning for seconds, and picking among
// a few hundred samples per field costs well under a microsecond.
import { generateSync } from "json-schema-faker";
// One locale, not the package root: the root loads every locale (~300 ms and ~40 MB at start-up).
import { faker } from "@faker-js/faker/locale/en";
import type { JsonRecord, JsonSchema } from "./types.ts";

/** An object schema whose every property is a string Faker makes: `fakerSchema({ first: "person.firstName" })`. */
export function fakerSchema(fields: Record<string, string>): JsonSchema {
  return { type: "object", properties: Object.fromEntries(Object.entries(fields).map(([name, method]) => [name, { type: "string", faker: method }])), required: Object.keys(fields) };
}

/** Schemas whose samples this process keeps (a pack's schemas, and a Salesforce config's describes). */
const KEPT = 64;
const kept = new Map<string, readonly JsonRecord[]>();

/**
 * `count` sample rows of `schema` (an object schema), the same in every process for the same schema,
 * count and seed: drawn once per process and shared, so read them and never change them. Every property
 * is drawn (optional ones too). Synchronous from start to end, so no other world's draw interleaves
 * with Faker's seeded sequence.
 */
export function drawSamples(schema: JsonSchema, count: number, seed = 1): readonly JsonRecord[] {
  const key = `${seed}:${count}:${JSON.stringify(schema)}`;
  const known = kept.get(key);
  if (known) return known;
  faker.seed(seed);
  const rows = generateSync({ type: "array", minItems: count, maxItems: count, items: schema } as never, {
    seed, extensions: { faker }, alwaysFakeOptionals: true,
  }) as JsonRecord[];
  for (const row of rows) Object.freeze(row);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, Object.freeze(rows));
  return rows;
}
