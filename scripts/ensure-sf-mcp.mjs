// Installs the Salesforce DX MCP server (@salesforce/mcp) that tests/e2e/sf-mcp.test.ts runs against a
// world into .cache/sf-mcp when it is missing or another version, then prints the path of its
// bin/run.js on stdout (progress goes to stderr). Plain Node, no dependencies, like ensure-sf-cli.mjs.
//
// Installed as its release ships it (ensure-npm-release.mjs). 0.30.1 starts on Node 20: its shrinkwrap
// pins @jsforce/jsforce-node 3.10.14, before jsforce moved to undici 8. 0.30.15's pins jsforce-node
// 3.10.19 and undici 8.7.0, which need Node 22 (it stops at start-up with "webidl.util.markAsUncloneable
// is not a function"; installed as a dependency, where npm resolves the ranges afresh to undici 8.13,
// with "Cannot read properties of undefined (reading 'bind')"). Its data tools list the same as
// 0.30.15's (docs/mcp.md "salesforce `dx`").
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNpmRelease, runAsScript } from "./ensure-npm-release.mjs";

export const SF_MCP_VERSION = "0.30.1";
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SF_MCP_DIR = join(ROOT, ".cache", "sf-mcp");
export const SF_MCP_RUN = join(SF_MCP_DIR, "bin", "run.js");

/** The absolute path of the server's bin/run.js, installing it first when needed. */
export function ensureSfMcp() {
  ensureNpmRelease({ name: "@salesforce/mcp", version: SF_MCP_VERSION, dir: SF_MCP_DIR, label: "ensure-sf-mcp" });
  return SF_MCP_RUN;
}

runAsScript(import.meta.url, ensureSfMcp, `@salesforce/mcp ${SF_MCP_VERSION}`);
