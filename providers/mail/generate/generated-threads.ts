// The mail pack's `$generate` (docs/mail.md "Generated volume"): more threads in the built-in mailbox,
// made as the built-in ones are (build-thread.ts: topics, correspondents, every mailbox's copy) from plans
// json-schema-faker draws from THREAD_PLAN_SCHEMA; each plan's fields are picked among those samples by
// the world's seeded random. Ids follow the built-in ones (t117…, m0475…), never the ones a world hands out.
import { drawSamples, volumeRandom } from "../../../core/pack/index.ts";
import type { GenerateContext, PackGenerate, SeedRecords, SeedSteps } from "../../../core/pack/index.ts";
import { COLLECTIONS } from "../records.ts";
import { buildThread } from "./build-thread.ts";
import { SEED, THREAD_PLAN_SCHEMA, type ThreadPlan } from "./thread-plan.ts";

const THREADS_PER_STEP = 100;

export const mailGenerate: PackGenerate = {
  names: () => ["threads"],
  records: generateThreads,
};

/** The highest number among ids `<letter><digits>` (t001, m0474); 0 when none. */
function highest(ids: Iterable<string>, letter: string): number {
  let max = 0;
  for (const id of ids) {
    const match = new RegExp(`^${letter}(\\d+)$`).exec(id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return max;
}

function* generateThreads(counts: Record<string, number>, records: SeedRecords, ctx: GenerateContext): SeedSteps {
  const messages = (records[COLLECTIONS.messages] ??= []);
  const mailboxes = new Set((records[COLLECTIONS.mailboxes] ?? []).map((row) => row.id));
  const plans = drawSamples(THREAD_PLAN_SCHEMA, 256, SEED);
  const random = volumeRandom(ctx.randomSeed, "threads");
  let thread = highest(messages.map((row) => String(row.record.threadId)), "t");
  let message = highest(messages.map((row) => row.id), "m");
  for (let i = 0; i < (counts.threads ?? 0); i++) {
    if (i > 0 && i % THREADS_PER_STEP === 0) yield;
    const plan = random.mix(plans) as unknown as ThreadPlan;
    for (const copy of buildThread(plan, `t${String(++thread).padStart(3, "0")}`, mailboxes)) {
      const id = `m${String(++message).padStart(4, "0")}`;
      messages.push({ id, record: { id, ...copy } });
    }
  }
  return records;
}
