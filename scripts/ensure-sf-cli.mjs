// Installs the Salesforce CLI the sf-cli end-to-end suite drives (tests/e2e/sf-cli.test.ts) into
// .cache/sf-cli when it is missing or another version, then prints the path of its bin/run.js on
// stdout (progress goes to stderr). Plain Node, no dependencies; the test runs it, so `npm test` on a
// fresh clone needs nothing else. Not part of ensure-installed.mjs: only that suite needs the CLI, and
// its install (10-45 s) should not slow down `npm start`.
//
// Installed as Salesforce's own installers do it: the release tarball becomes the root project and its
// npm-shrinkwrap.json the lockfile. `npm install <tarball>` as a dependency does NOT keep the
// shrinkwrap (npm 10/11 resolve the ranges afresh): for 2.138.0 that pulls @jsforce/jsforce-node
// 3.12 and undici 8, which need Node 22 and crash on Node 20 at start-up. 2.138.0 is the last release
// that runs on Node 20; its dev dependencies are left out and its install scripts (a check for the
// old sfdx-cli, the repository's own build) do not apply to a packed release.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const SF_CLI_VERSION = "2.138.0";
const TARBALL = `https://registry.npmjs.org/@salesforce/cli/-/cli-${SF_CLI_VERSION}.tgz`;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the CLI lives: the unpacked release, with its node_modules. */
export const SF_CLI_DIR = join(ROOT, ".cache", "sf-cli");
export const SF_CLI_RUN = join(SF_CLI_DIR, "bin", "run.js");

/** The version installed at `dir` (complete installs only: node_modules is the last thing made), or undefined. */
function installedVersion(dir) {
  if (!existsSync(join(dir, "node_modules", ".package-lock.json"))) return undefined;
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
}

const npm = (args, cwd) => execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", args, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

/**
 * Returns the absolute path of the CLI's bin/run.js, installing it first when needed. The install is
 * made in a directory of its own and renamed into place when complete, so an interrupted install, or
 * a second test run installing at the same time, never leaves a half-installed CLI at .cache/sf-cli.
 */
export function ensureSfCli() {
  const found = installedVersion(SF_CLI_DIR);
  if (found === SF_CLI_VERSION) return SF_CLI_RUN;
  console.error(found ? `ensure-sf-cli: .cache/sf-cli holds @salesforce/cli ${found}; replacing it with ${SF_CLI_VERSION}` : `ensure-sf-cli: installing @salesforce/cli ${SF_CLI_VERSION} into .cache/sf-cli (once; 10-60 s)...`);
  const staging = `${SF_CLI_DIR}.installing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    console.error(`ensure-sf-cli: npm pack ${TARBALL}`);
    npm(["pack", "--silent", "--pack-destination", staging, TARBALL], staging);
    const tarball = readdirSync(staging).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error("npm pack wrote no tarball");
    execFileSync("tar", ["-xzf", tarball, "--strip-components=1"], { cwd: staging, stdio: ["ignore", "ignore", "inherit"] });
    rmSync(join(staging, tarball));
    console.error("ensure-sf-cli: npm install --omit=dev --ignore-scripts (exactly its npm-shrinkwrap.json)");
    npm(["install", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], staging);
    const version = installedVersion(staging);
    if (version !== SF_CLI_VERSION) throw new Error(`the tarball holds @salesforce/cli ${version ?? "(nothing)"}, expected ${SF_CLI_VERSION}`);
    if (installedVersion(SF_CLI_DIR) !== SF_CLI_VERSION) {
      rmSync(SF_CLI_DIR, { recursive: true, force: true });
      renameSync(staging, SF_CLI_DIR);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(`ensure-sf-cli: installed @salesforce/cli ${SF_CLI_VERSION} at ${SF_CLI_DIR}`);
  return SF_CLI_RUN;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureSfCli());
  } catch (error) {
    console.error(`ensure-sf-cli: could not install @salesforce/cli ${SF_CLI_VERSION}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
