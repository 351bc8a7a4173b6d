import { expect, test } from "bun:test";
import { resolve } from "node:path";

// The SDK's own tests run under Node (where the SDK runs), against its fake control plane; each
// becomes one test here. The SDK is built first so the tests exercise the JavaScript users install.
const SDK = resolve(import.meta.dir, "../sdk");
const build = Bun.spawnSync(["npm", "run", "build"], { cwd: SDK, stderr: "pipe" });
// The SDK's own suite runs once per `npm test`, here, under Node (bunfig.toml keeps Bun out of sdk/):
// sdk/test/run-all.mjs runs every sdk/test/*.test.mjs, as `npm test` in sdk/ does.
const run = Bun.spawnSync(["node", "test/run-all.mjs", "--test-reporter=tap"], { cwd: SDK, stderr: "pipe" });
const tap = run.stdout.toString();
// The name group is required by the pattern, so every match has it.
const results = [...tap.matchAll(/^(not )?ok \d+ - (.+)$/gm)].map((m) => ({ ok: !m[1], name: m[2]! })).filter((r) => !r.name.startsWith("/"));

test("the SDK builds with its own toolchain and its Node suite runs", () => {
  expect({ exit: build.exitCode, stderr: build.exitCode === 0 ? "" : build.stderr.toString() }).toEqual({ exit: 0, stderr: "" });
  // TAP's plan line ("1..N") counts every test the suite declared: each must have reported.
  const planned = Number(/^1\.\.(\d+)$/m.exec(tap)?.[1] ?? 0);
  expect(planned).toBeGreaterThan(0);
  expect(results.length).toBe(planned);
  if (run.exitCode !== 0) throw new Error(tap.slice(-4000));
});

for (const result of results)
  test(`sdk: ${result.name}`, () => {
    if (!result.ok) throw new Error(tap.slice(tap.indexOf(result.name) - 200, tap.indexOf(result.name) + 1500));
  });
