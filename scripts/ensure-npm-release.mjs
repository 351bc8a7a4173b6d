// Installs one npm package as its release ships it, into a directory of its own under .cache: the
// release tarball becomes the root project and its npm-shrinkwrap.json the lockfile. `npm install
// <package>` as a dependency does NOT keep the shrinkwrap (npm 10/11 resolve the ranges afresh), which
// for Salesforce's tools pulls releases that need Node 22. Dev dependencies are left out, and install
// scripts (the repository's own build) do not apply to a packed release. Plain Node, no dependencies.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The version installed at `dir` (complete installs only: node_modules is the last thing made), or undefined. */
function installedVersion(dir) {
  if (!existsSync(join(dir, "node_modules", ".package-lock.json"))) return undefined;
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).version;
}

const npm = (args, cwd) => execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", args, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

/**
 * Makes `dir` hold `name@version`, installing it when it is missing or another version. The install is
 * made in a directory of its own and renamed into place when complete, so an interrupted install, or a
 * second test run installing at the same time, never leaves a half-installed package at `dir`.
 * `label` prefixes the progress lines (stderr).
 * @param {{ name: string; version: string; dir: string; label: string }} release
 */
export function ensureNpmRelease({ name, version, dir, label }) {
  const found = installedVersion(dir);
  if (found === version) return;
  console.error(found ? `${label}: ${dir} holds ${name} ${found}; replacing it with ${version}` : `${label}: installing ${name} ${version} into ${dir} (once; 10-60 s)...`);
  const tarballUrl = `https://registry.npmjs.org/${name}/-/${name.split("/").pop()}-${version}.tgz`;
  const staging = `${dir}.installing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    console.error(`${label}: npm pack ${tarballUrl}`);
    npm(["pack", "--silent", "--pack-destination", staging, tarballUrl], staging);
    const tarball = readdirSync(staging).find((file) => file.endsWith(".tgz"));
    if (!tarball) throw new Error("npm pack wrote no tarball");
    execFileSync("tar", ["-xzf", tarball, "--strip-components=1"], { cwd: staging, stdio: ["ignore", "ignore", "inherit"] });
    rmSync(join(staging, tarball));
    console.error(`${label}: npm install --omit=dev --ignore-scripts (exactly its npm-shrinkwrap.json)`);
    npm(["install", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], staging);
    const unpacked = installedVersion(staging);
    if (unpacked !== version) throw new Error(`the tarball holds ${name} ${unpacked ?? "(nothing)"}, expected ${version}`);
    if (installedVersion(dir) !== version) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(`${label}: installed ${name} ${version} at ${dir}`);
}

/**
 * Runs `ensure` when the calling script is run directly (`node scripts/ensure-x.mjs`): prints the path
 * it returns on stdout, or why it could not, with exit code 1.
 * @param {string} scriptUrl the caller's import.meta.url
 * @param {() => string} ensure
 * @param {string} what
 */
export function runAsScript(scriptUrl, ensure, what) {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(scriptUrl)) return;
  try {
    console.log(ensure());
  } catch (error) {
    console.error(`could not install ${what}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
