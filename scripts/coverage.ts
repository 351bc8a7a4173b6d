// `npm run coverage [-- <bun test filters>]`: runs the suite with Bun's coverage and prints line and
// function coverage per folder (Bun's own table is per file, too long to read for the whole project).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

interface Tally { lines: number; linesHit: number; functions: number; functionsHit: number; files: number }

const ROOT = join(import.meta.dir, "..");
const outDir = mkdtempSync(join(tmpdir(), "understudy-coverage-"));
try {
  const run = Bun.spawnSync(
    [process.execPath, "test", "--coverage", "--coverage-reporter=lcov", `--coverage-dir=${outDir}`, ...process.argv.slice(2)],
    { cwd: ROOT, stdout: "inherit", stderr: "inherit" },
  );
  const folders = tallyByFolder(readFileSync(join(outDir, "lcov.info"), "utf8"));
  console.log(renderTable(folders));
  process.exitCode = run.exitCode ?? 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

function tallyByFolder(lcov: string): Map<string, Tally> {
  const folders = new Map<string, Tally>();
  let current: Tally | undefined;
  for (const line of lcov.split("\n")) {
    const [key, value = ""] = line.split(":", 2);
    if (key === "SF") {
      const path = relative(ROOT, value);
      // Test support code is not what coverage is for.
      if (path.startsWith("tests/") || path.endsWith(".fixture.ts")) {
        current = undefined;
        continue;
      }
      const folder = dirname(path);
      current = folders.get(folder) ?? { lines: 0, linesHit: 0, functions: 0, functionsHit: 0, files: 0 };
      current.files++;
      folders.set(folder, current);
    } else if (current && key === "LF") current.lines += Number(value);
    else if (current && key === "LH") current.linesHit += Number(value);
    else if (current && key === "FNF") current.functions += Number(value);
    else if (current && key === "FNH") current.functionsHit += Number(value);
  }
  return folders;
}

function renderTable(folders: Map<string, Tally>): string {
  const percent = (hit: number, all: number) => (all === 0 ? "-" : `${((100 * hit) / all).toFixed(1)}%`);
  const total: Tally = { lines: 0, linesHit: 0, functions: 0, functionsHit: 0, files: 0 };
  const rows = [...folders].sort(([a], [b]) => a.localeCompare(b)).map(([folder, t]) => {
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += t[key];
    return [folder, String(t.files), percent(t.linesHit, t.lines), percent(t.functionsHit, t.functions)];
  });
  rows.push(["all", String(total.files), percent(total.linesHit, total.lines), percent(total.functionsHit, total.functions)]);
  const header = ["folder", "files", "lines", "functions"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`;
  return ["", "In-process coverage by folder (code run in child processes is not counted):", format(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(format)].join("\n");
}
