// `npm test` in sdk/: the SDK's tests under Node's own runner (build first: npm run build). Every
// test/*.test.mjs runs; extra arguments go to `node --test` (tests/sdk.test.ts adds --test-reporter=tap).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const sdk = new URL("..", import.meta.url).pathname;
const files = readdirSync(new URL(".", import.meta.url)).filter((name) => name.endsWith(".test.mjs")).sort().map((name) => `test/${name}`);
const run = spawnSync(process.execPath, ["--test", "--test-timeout=60000", ...process.argv.slice(2), ...files], { stdio: "inherit", cwd: sdk });
process.exit(run.status ?? 1);
