import { groupTrials } from "./task-trials.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/**
 * The report's lists, filled in order until `budget` characters: significant drops, flipped tasks,
 * tasks left out of the comparison, failing assertions, infrastructure errors, agent errors. What does
 * not fit is counted and left to the API.
 */
export function reportSections(run: RunRow, rows: TaskResultRow[], budget: number): string[] {
  const { regression, statistics } = run;
  const changes = new Map((statistics?.tasks ?? []).map((t) => [t.task, t]));
  const flaky = (id: string) => (changes.get(id)?.known_flaky ? " _(known flaky)_" : "");
  const rate = (id: string) => {
    const c = changes.get(id);
    return c && (c.current_trials > 1 || c.baseline_trials > 1) ? ` (${pct(c.baseline_rate)} → ${pct(c.current_rate)})` : "";
  };
  const noise = (id: string) => {
    const c = changes.get(id);
    return c && !c.significant ? ` _(within noise, p = ${c.p_value.toFixed(2)})_` : "";
  };
  const significant = (statistics?.tasks ?? []).filter((t) => t.significant).map((t) =>
    `- 🔴 \`${t.task}\`: ${pct(t.baseline_rate)} → ${pct(t.current_rate)} of trials resolved it (p = ${t.p_value.toFixed(4)})${flaky(t.task)}`);
  const flipped = regression ? [
    ...regression.flipped.toFailing.map((id) => `- 🔴 \`${id}\`: passing → failing${rate(id)}${noise(id)}${flaky(id)}`),
    ...regression.flipped.toPassing.map((id) => `- 🟢 \`${id}\`: failing → passing${rate(id)}${flaky(id)}`),
  ] : [];
  const excluded = (regression?.excluded ?? []).map(({ task, reason }) => `- \`${task}\`: ${EXCLUDED[reason]}`);
  const notGraded = groupTrials(rows).filter((t) => t.status === "not_graded").map((t) => `- \`${t.trials[0]!.task.id}\`: ${t.trials[0]!.error ?? "not graded"}`);
  const many = run.trials > 1;
  const failing = failingAssertions(rows, many);
  const infra = rows.filter((t) => t.status === "infra_error" || (t.error?.startsWith("Infrastructure") && t.status !== "not_graded"))
    .map((t) => `- \`${t.task.id}\`${many ? ` trial ${t.trial}` : ""} (${t.status}): ${oneLine(t.error ?? "")}`);
  const agent = rows.flatMap((t) => [
    ...(t.error?.startsWith("Agent error") ? [`- \`${t.task.id}\`${many ? ` trial ${t.trial}` : ""}: ${oneLine(t.error)}`] : []),
    ...t.assertions.filter((a) => a.error).map((a) => `- \`${t.task.id}\`${many ? ` trial ${t.trial}` : ""}: ${a.requirement}: ${oneLine(a.error ?? "")}`),
  ]);

  const section = (title: string, items: string[], fold = false): string[] => {
    if (!items.length) return [];
    const kept: string[] = [];
    for (const item of items) {
      if (item.length + 1 > budget) break;
      kept.push(item);
      budget -= item.length + 1;
    }
    const more = items.length - kept.length;
    const tail = more ? [`- … and ${more} more: see \`GET /api/v1/evals/${run.id}\``] : [];
    return fold ? ["", `<details><summary>${title}</summary>`, "", ...kept, ...tail, "", "</details>"] : ["", `**${title}**`, "", ...kept, ...tail];
  };
  return [
    ...section("Significant drops", significant),
    ...section("Tasks that flipped", flipped),
    ...section("Left out of the comparison", excluded),
    ...section("Not graded", notGraded),
    ...section("Failing assertions", failing),
    ...section(`${infra.length} infrastructure error${infra.length === 1 ? "" : "s"} (the service's, not the agent's)`, infra, true),
    ...section(`${agent.length} error${agent.length === 1 ? "" : "s"}`, agent, true),
  ];
}

const EXCLUDED = {
  changed: "changed since the baseline: excluded from the comparison",
  infra_error: "an infrastructure error in this run or the baseline: excluded from the comparison",
  not_graded: "not graded in this regrade: excluded from the comparison",
} as const;

/** Each task's failing assertions once, with how many of its trials failed them when it has several. */
function failingAssertions(rows: TaskResultRow[], many: boolean): string[] {
  const seen = new Map<string, { line: string; count: number }>();
  for (const t of rows) {
    for (const a of t.assertions) {
      if (a.passed || a.error) continue;
      const key = `${t.task.id}\u0000${a.requirement}`;
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { line: [`- \`${t.task.id}\`: ${a.requirement}`, `  - expected: ${inline(a.expected)}`, `  - actual: ${inline(a.actual)}${a.message ? ` (${a.message})` : ""}`].join("\n"), count: 1 });
    }
  }
  const trialsOf = new Map<string, number>();
  for (const t of rows) trialsOf.set(t.task.id, (trialsOf.get(t.task.id) ?? 0) + (t.status === "graded" ? 1 : 0));
  return [...seen.entries()].map(([key, e]) => {
    if (!many) return e.line;
    const [first, ...rest] = e.line.split("\n");
    return [`${first} (failed in ${e.count} of ${trialsOf.get(key.split("\u0000")[0]!)} trials)`, ...rest].join("\n");
  });
}

export const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const oneLine = (text: string) => text.replace(/\n/g, " ");

function inline(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const short = text.length > 300 ? `${text.slice(0, 297)}...` : text;
  return `\`${short.replace(/`/g, "'").replace(/\n/g, " ")}\``;
}
