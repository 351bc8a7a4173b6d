// The seeded part of the built-in data: json-schema-faker draws one plan per thread from this schema
// with a fixed seed, so every world gets the same threads without anyone writing them by hand.
// A plan is only numbers ("rolls"); build-thread.ts turns them into people, dates and words.
import { generateSync } from "json-schema-faker";

const roll = { type: "integer", minimum: 0, maximum: 99 } as const;

/** JSON Schema of one thread's plan: what json-schema-faker generates. */
export const THREAD_PLAN_SCHEMA = {
  type: "object",
  properties: {
    topic: roll, // weighted pick of topics.ts (see pickTopic)
    contact: { type: "integer", minimum: 0, maximum: 999 }, // among the topic's correspondents
    length: { type: "integer", minimum: 1, maximum: 6 },
    day: { type: "integer", minimum: 0, maximum: 111 }, // days after 2026-08-01
    minute: { type: "integer", minimum: 0, maximum: 600 }, // after 07:30 UTC
    gaps: { type: "array", minItems: 6, maxItems: 6, items: { type: "integer", minimum: 1, maximum: 40 } }, // hours between messages
    picks: { type: "array", minItems: 24, maxItems: 24, items: roll }, // sentences and fillers
    number: { type: "integer", minimum: 1000, maximum: 9999 },
    amount: { type: "integer", minimum: 180, maximum: 48000 },
    starter: roll, // < 25: Dana writes first
    place: roll, // inbox, archive or trash
    read: roll,
    star: roll,
    cc: roll,
    draft: roll,
  },
  required: ["topic", "contact", "length", "day", "minute", "gaps", "picks", "number", "amount", "starter", "place", "read", "star", "cc", "draft"],
  additionalProperties: false,
} as const;

export interface ThreadPlan {
  topic: number;
  contact: number;
  length: number;
  day: number;
  minute: number;
  gaps: number[];
  picks: number[];
  number: number;
  amount: number;
  starter: number;
  place: number;
  read: number;
  star: number;
  cc: number;
  draft: number;
}

export const THREAD_COUNT = 116;
export const SEED = 17;

/** The generated plans, always the same for the same seed. */
export function generatePlans(count = THREAD_COUNT, seed = SEED): ThreadPlan[] {
  const schema = { type: "array", minItems: count, maxItems: count, items: THREAD_PLAN_SCHEMA };
  return generateSync(schema as never, { seed }) as ThreadPlan[];
}
