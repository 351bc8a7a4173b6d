// Installs the Salesforce CLI the sf-cli end-to-end suite drives (tests/e2e/sf-cli.test.ts) into
// .cache/sf-cli when it is missing or another version, then prints the path of its bin/run.js on
// stdout (progress goes to stderr). Plain Node, no dependencies; the test runs it, so `npm test` on a
// fresh clone needs nothing else. Not part of ensure-installed.mjs: only that suite needs the CLI, and
// its install (10-45 s) should not slow down `npm start`.
//
// Installed as Salesforce's own installers do it (ensure-npm-release.mjs): as a dependency, 2.138.0
// would pull @jsforce/jsforce-node 3.12 and undici 8, which need Node 22 and crash on Node 20 at
// start-up. 2.138.0 is the last release that runs on Node 20.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNpmRelease, runAsScript } from "./ensure-npm-release.mjs";

export const SF_CLI_VERSION = "2.138.0";
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the CLI lives: the unpacked release, with its node_modules. */
export const SF_CLI_DIR = join(ROOT, ".cache", "sf-cli");
export const SF_CLI_RUN = join(SF_CLI_DIR, "bin", "run.js");

/** The absolute path of the CLI's bin/run.js, installing it first when needed. */
export function ensureSfCli() {
  ensureNpmRelease({ name: "@salesforce/cli", version: SF_CLI_VERSION, dir: SF_CLI_DIR, label: "ensure-sf-cli" });
  return SF_CLI_RUN;
}

runAsScript(import.meta.url, ensureSfCli, `@salesforce/cli ${SF_CLI_VERSION}`);
