// `npm test` in sdk/: the SDK's tests under Node's own runner (build first: npm run build).
import { spawnSync } from "node:child_process";
const run = spawnSync(process.execPath, ["--test", "--test-timeout=60000", "test/worker.test.mjs", "test/cli.test.mjs"], { stdio: "inherit", cwd: new URL("..", import.meta.url).pathname });
process.exit(run.status ?? 1);
