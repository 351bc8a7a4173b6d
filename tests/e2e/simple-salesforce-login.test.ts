import { afterAll, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, type CaseResult, type NodeSuiteRun } from "../support/node-suite.ts";

// Python's simple-salesforce logs in over the partner SOAP API (issue 27). It cannot be installed here
// (no Python registry), so tests/e2e/python/simple_salesforce_login.py replays its login.py with the
// standard library: its three envelopes, its headers, and its way of reading the answer (minidom).
const python = Bun.which("python3");
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const user = (alias: string, password: string, extra: object = {}) => ({
  Username: `${alias}@acme.example`, Password: password, LastName: alias, Email: `${alias}@acme.example`, Alias: alias, TimeZoneSidKey: "Europe/London",
  LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA", ...extra,
});
const TRICKY = `p&ss<w"o'rd>`;
const seed = { User: [user("py", "s3cret", { SecurityToken: "TOK3N" }), user("odd", TRICKY)], Account: [{ Name: "Acme Corp" }] };
const snapshot = await service.createSnapshot("salesforce", { seed });

function runPythonSuite(args: string[]): NodeSuiteRun {
  const run = Bun.spawnSync([python!, "tests/e2e/python/simple_salesforce_login.py", ...args], { stderr: "pipe" });
  const lines = run.stdout.toString().split("\n").filter(Boolean).map((line) => JSON.parse(line) as CaseResult & { plan?: string[] });
  return { plan: lines.find((line) => line.plan)?.plan ?? [], results: lines.filter((line) => !line.plan), stderr: run.stderr.toString(), exitCode: run.exitCode };
}

if (python) registerNodeSuite("simple-salesforce login", "simple-salesforce", runPythonSuite([snapshot.url, "py@acme.example", "s3cret", "TOK3N", "odd@acme.example", TRICKY]), 5, "Python");
else test.skip("simple-salesforce login (python3 is not installed)", () => {});
