// `bun tests/stall/run-stall.ts [options]` (--help lists them): starts a service process with big
// worlds, runs every generated stall case while a second organization probes, prints the table and
// exits 1 when any case failed. The in-suite run is tests/stall/generated-stall.test.ts.
import { runStall } from "./stall-run.ts";
import { parseStallArgs, STALL_USAGE } from "./stall-options.ts";
import { formatRow, HEADER, summary } from "./stall-report.ts";

if (process.argv.includes("--help")) {
  console.log(STALL_USAGE);
  process.exit(0);
}
const options = parseStallArgs(process.argv.slice(2));
console.log(`stall: ${options.mode} cases${options.only ? ` starting "${options.only}"` : ""} on ${options.databaseUrl ? "PostgreSQL" : "SQLite"}; probe budget ${options.budgetMs} ms`);
console.log(HEADER);
const run = await runStall(options, (result) => console.log(formatRow(result)));
if (run.setupProblems.length) console.log(`setup problems: ${run.setupProblems.join("; ")}`);
console.log(summary(run.results, run.ms));
process.exit(run.results.some((r) => r.problems.length) ? 1 : 0);
