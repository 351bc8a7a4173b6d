import { afterAll, expect, test } from "bun:test";
import { resolve } from "node:path";

// The Python SDK's suite (sdk-python/tests) runs under the machine's python3, where Python users run
// it, as tests/sdk.test.ts runs the Node SDK's under Node: its unit tests, then the protocol suite
// against a real service it starts itself (bun core/main.ts, hence bun on its PATH).
const ROOT = resolve(import.meta.dir, "..");
const python = Bun.which("python3");
const supported = python !== null && Bun.spawnSync([python, "-c", "import sys; sys.exit(sys.version_info < (3, 10))"]).exitCode === 0;
let child: { kill(): void } | undefined;
afterAll(() => child?.kill()); // a timed-out suite stops, and its service with it (service.py handles SIGTERM)

if (!supported || python === null) test.skip("the Python SDK's suite (no python3 3.10 or later here)", () => {});
else
  test("the Python SDK's suite passes under python3", async () => {
    const path = `${ROOT}/node_modules/.bin:${process.env.PATH ?? ""}`;
    const proc = Bun.spawn([python, "-m", "unittest", "discover", "-s", "sdk-python/tests", "-v"], { cwd: ROOT, env: { ...process.env, PATH: path }, stdout: "pipe", stderr: "pipe" });
    child = proc;
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    // unittest reports on stderr: "test_x (module.Class.test_x) ... ok", then "Ran N tests" and OK or FAILED.
    const failed = [...err.matchAll(/^(test\w+) \(([\w.]+)\).*\.\.\. (FAIL|ERROR)$/gm)].map((m) => `${m[2]}: ${m[3]}`);
    if (code !== 0) throw new Error(`${failed.join("\n")}\n\n${err.slice(-8000)}\n${out.slice(-2000)}`);
    expect(Number(/^Ran (\d+) tests? in/m.exec(err)?.[1] ?? 0)).toBeGreaterThan(60);
    expect(err).not.toMatch(/skipped/); // with bun at hand, the protocol suite runs whole
  }, 900_000);
