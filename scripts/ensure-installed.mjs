// Runs before `npm start` and `npm test` (plain Node, no dependencies): installs the pinned
// dependencies when node_modules is missing or older than package-lock.json, so that a fresh clone
// needs only the one command.
import { existsSync, statSync } from "node:fs";
import { execSync } from "node:child_process";

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || !existsSync("node_modules/.bin/bun") || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.error("understudy: installing pinned dependencies (npm install, from package-lock.json)...");
  // `npm install`, not `npm ci`: some registries lack the other platforms' optional binaries (deno), which `npm ci` refuses.
  execSync("npm install --no-audit --no-fund", { stdio: "inherit" });
}
