// `npm run fuzz -- --runs N [--seed S] [--only SURFACE] [--budget MS] [--stats]`: fuzzes every operation of the
// control plane's and every pack's OpenAPI document; prints the seed first (replay with --seed S) and
// every distinct failure with a request to replay. Exits 1 when anything failed.
import { parseFuzzArgs } from "./options.ts";
import { formatReport } from "./report.ts";
import { runFuzz } from "./runner.ts";

const options = parseFuzzArgs(process.argv.slice(2));
console.log(`fuzz: seed ${options.seed}${options.seedGiven ? "" : " (random; replay with --seed " + options.seed + ")"}, ${options.runs} requests per operation${options.only ? `, only ${options.only}` : ""}`);
const result = await runFuzz({
  ...options,
  onProgress: (op, done, total) => process.stderr.write(`\r${done}/${total} ${op.surface} ${op.id}`.padEnd(100).slice(0, 100)),
});
process.stderr.write("\n");
if (result.setupProblems.length) console.log(`setup problems (fewer real values were available):\n  ${result.setupProblems.join("\n  ")}`);
console.log(`${result.requests} requests (${result.unsendable} not sendable) over ${result.operations} operations in ${(result.ms / 1000).toFixed(1)} s; target started ${result.starts} time(s)`);
if (options.stats)
  for (const [operation, counts] of Object.entries(result.statuses))
    console.log(`  ${operation.padEnd(72)} ${Object.entries(counts).map(([status, n]) => `${status}:${n}`).join(" ")}`);
if (result.distinct.length) {
  console.log(`\n${result.distinct.length} distinct failure(s) (${result.failures.length} failing requests), seed ${options.seed}:\n`);
  console.log(formatReport(result.distinct));
  process.exit(1);
}
console.log("no failures");
