import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export interface Figure { section: string; figure: string; value: number; unit: string; target?: string; met?: boolean; baseline?: string; note?: string }

const ROOT = resolve(import.meta.dir, "../..");

const format = (f: Figure) => `${f.value.toFixed(f.unit === "req/s" || f.unit === "worlds/s" || f.unit === "worlds" ? 0 : f.unit === "tasks/s" || f.unit === "leases/s" ? 1 : f.unit === "KB" ? 1 : 3)} ${f.unit}`;

export function printTable(figures: Figure[]): void {
  console.table(figures.map((f) => ({ figure: f.figure, value: format(f), target: f.target ? `${f.target}${f.met === undefined ? "" : f.met ? " ✓" : " ✗"}` : "", "against baseline": f.baseline ?? "" })));
}

/** bench-results/latest.json (every figure) and, for full runs, docs/benchmarks.md written from it. */
export function writeReports(figures: Figure[], meta: { at: string; quick: boolean; machine: string; tool: string; notes: string[] }): void {
  mkdirSync(resolve(ROOT, "bench-results"), { recursive: true });
  writeFileSync(resolve(ROOT, "bench-results/latest.json"), JSON.stringify({ ...meta, figures }, null, 2));
  if (meta.quick) return;
  const sections = [...new Set(figures.map((f) => f.section))];
  const lines = [
    "# Benchmarks",
    "",
    `Written by \`bun run bench\` on ${meta.at.slice(0, 10)}; every figure comes from one run on one machine: ${meta.machine}.`,
    `HTTP load by ${meta.tool}. Each load figure is the median of several runs after a warm-up; latencies are p50/p99 of`,
    "sequential calls after warm-up calls. Ratios compare figures measured in the same run. Raw figures: `bench-results/latest.json`.",
    "",
  ];
  for (const section of sections) {
    lines.push(`## ${section}`, "", "| figure | value | target | against baseline |", "|---|---|---|---|");
    for (const f of figures.filter((x) => x.section === section))
      lines.push(`| ${f.figure} | ${format(f)} | ${f.target ? `${f.target} ${f.met === undefined ? "" : f.met ? "✓" : "✗ missed"}` : ""} | ${f.baseline ?? ""} |`);
    lines.push("");
  }
  if (meta.notes.length) lines.push("## Notes", "", ...meta.notes.map((n) => `- ${n}`), "");
  const path = resolve(ROOT, "docs/benchmarks.md");
  writeFileSync(path, lines.join("\n") + keptSections(path));
}

/** Sections other scripts write (`npm run soak`: "## Soak"), kept from the page as it was. */
function keptSections(path: string): string {
  if (!existsSync(path)) return "";
  const old = readFileSync(path, "utf8");
  const at = old.search(/^## Soak\b/m);
  return at < 0 ? "" : `\n${old.slice(at).trimEnd()}\n`;
}
