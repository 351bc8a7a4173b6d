// Runs before `npm start` and `npm test` (plain Node, no dependencies): installs the pinned
// dependencies when node_modules is missing or older than package-lock.json, so that a fresh clone
// needs only the one command.
import { existsSync, readdirSync, statSync } from "node:fs";
import { execSync } from "node:child_process";

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || !existsSync("node_modules/.bin/bun") || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.error("understudy: installing the pinned dependencies (npm ci, exactly package-lock.json)...");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}

// The worker SDK is its own package (Node 20, own lockfile): install its toolchain and build it to
// sdk/dist when the sources are newer than the build.
if (mtime("sdk/package-lock.json") > mtime("sdk/node_modules/.package-lock.json")) {
  console.error("understudy: installing the worker SDK's build tools (sdk/, npm ci)...");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit", cwd: "sdk" });
}
const newestSource = Math.max(...readdirSync("sdk/src").map((name) => mtime(`sdk/src/${name}`)));
if (newestSource > mtime("sdk/dist/index.js")) {
  console.error("understudy: building the worker SDK (sdk/dist)...");
  execSync("npm run build", { stdio: "inherit", cwd: "sdk" });
}
