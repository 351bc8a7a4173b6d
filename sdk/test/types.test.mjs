import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

// node:test cannot check types; tsc can: test/types-check.ts uses the published declarations (dist/)
// as a TypeScript customer would, and marks the lines that must not compile.
test("the published types: onEvent narrows data by event, runAgent may return an answer, RunSummary is RunView", () => {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const result = spawnSync(process.execPath, [tsc, "--noEmit", "-p", "test/tsconfig.json"], { cwd: new URL("..", import.meta.url).pathname, encoding: "utf8" });
  assert.equal(result.status, 0, `tsc found type errors:\n${result.stdout}${result.stderr}`);
});
