import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";

// The contract test loads every pack under Deno to prove it uses web-standard APIs only. Deno is not a
// dependency in package.json: its npm package pulls one binary per platform, and a registry that lacks
// some of them makes `npm ci` refuse the lockfile on every platform. So the test uses a `deno` on PATH
// (DENO_BIN names another), or installs the pinned release from npm into a cache folder on first use.
export const DENO_VERSION = "2.9.6";
const ROOT = join(import.meta.dir, "..", "..");
const CACHE = join(ROOT, "node_modules", ".cache", "understudy", `deno-${DENO_VERSION}`);

/** Path of a deno binary to run; installs the pinned release into the cache when none is found. */
export function denoBinary(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const onPath = Bun.which("deno");
  if (onPath) return onPath;
  const cached = join(CACHE, "node_modules", ".bin", "deno");
  if (existsSync(cached)) return cached;
  mkdirSync(CACHE, { recursive: true });
  console.error(`understudy: installing deno ${DENO_VERSION} for the pack contract test into ${CACHE} (once)...`);
  const install = Bun.spawnSync(
    ["npm", "install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", CACHE, `deno@${DENO_VERSION}`],
    { stdout: "inherit", stderr: "inherit" },
  );
  if (install.exitCode !== 0 || !existsSync(cached))
    throw new Error(`Could not install deno ${DENO_VERSION} from npm (exit ${install.exitCode}); put a deno on PATH or set DENO_BIN`);
  return cached;
}
