// Installs the Salesforce DX MCP server (@salesforce/mcp) that tests/e2e/sf-mcp.test.ts runs against a
// world into .cache/sf-mcp when it is missing or another version, then prints the path of its
// bin/run.js on stdout (progress goes to stderr). Plain Node, no dependencies, like ensure-sf-cli.mjs.
//
// Installed as its release ships it: the tarball becomes the root project and its npm-shrinkwrap.json
// the lockfile. 0.30.1 starts on Node 20: its shrinkwrap pins @jsforce/jsforce-node 3.10.14, before
// jsforce moved to undici 8. 0.30.15's pins jsforce-node 3.10.19 and undici 8.7.0, which need Node 22
// (it stops at start-up with "webidl.util.markAsUncloneable is not a function"; installed as a
// dependency, where npm resolves the ranges afresh to undici 8.13, with "Cannot read properties of
// undefined (reading 'bind')"). Its data tools list the same as 0.30.15's (docs/mcp.md "salesforce `dx`").
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const SF_MCP_VERSION = "0.30.1";
const TARBALL = `https://registry.npmjs.org/@salesforce/mcp/-/mcp-${SF_MCP_VERSION}.tgz`;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const SF_MCP_DIR = join(ROOT, ".cache", "sf-mcp");
export const SF_MCP_RUN = join(SF_MCP_DIR, "bin", "run.js");

/** The version installed at `dir` (complete installs only: node_modules is the last thing made), or undefined. */
function installedVersion(dir) {
  if (!existsSync(join(dir, "node_modules", ".package-lock.json"))) return undefined;
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
}

const npm = (args, cwd) => execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", args, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

/** The absolute path of the server's bin/run.js, installing it first when needed (in a directory of its own, renamed into place). */
export function ensureSfMcp() {
  const found = installedVersion(SF_MCP_DIR);
  if (found === SF_MCP_VERSION) return SF_MCP_RUN;
  console.error(`ensure-sf-mcp: installing @salesforce/mcp ${SF_MCP_VERSION} into .cache/sf-mcp (once; 15-60 s)...`);
  const staging = `${SF_MCP_DIR}.installing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    npm(["pack", "--silent", "--pack-destination", staging, TARBALL], staging);
    const tarball = readdirSync(staging).find((name) => name.endsWith(".tgz"));
    if (!tarball) throw new Error("npm pack wrote no tarball");
    execFileSync("tar", ["-xzf", tarball, "--strip-components=1"], { cwd: staging, stdio: ["ignore", "ignore", "inherit"] });
    rmSync(join(staging, tarball));
    // Its install scripts are the repository's own build and do not apply to a packed release.
    npm(["install", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], staging);
    const version = installedVersion(staging);
    if (version !== SF_MCP_VERSION) throw new Error(`the tarball holds @salesforce/mcp ${version ?? "(nothing)"}, expected ${SF_MCP_VERSION}`);
    if (installedVersion(SF_MCP_DIR) !== SF_MCP_VERSION) {
      rmSync(SF_MCP_DIR, { recursive: true, force: true });
      renameSync(staging, SF_MCP_DIR);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(`ensure-sf-mcp: installed @salesforce/mcp ${SF_MCP_VERSION} at ${SF_MCP_DIR}`);
  return SF_MCP_RUN;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureSfMcp());
  } catch (error) {
    console.error(`ensure-sf-mcp: could not install @salesforce/mcp ${SF_MCP_VERSION}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
