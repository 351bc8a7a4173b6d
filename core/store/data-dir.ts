import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import type { Logger } from "../log/logger.ts";

/**
 * The data directory holds every world's records and API key hashes: created private (0700, owner
 * only). One that already exists is the operator's choice (DATA_DIR may name a shared path) and is left
 * as it is, with a warning when others can read it; the files in it are private either way.
 */
export function prepareDataDir(dir: string, log: Logger): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) {
    chmodSync(dir, 0o700);
    return;
  }
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o077)
    log.warn("start", `the data directory ${dir} is readable by other users (mode ${mode.toString(8)}); its files are private, but consider chmod 700`);
}

/** Creates `path` owner-only (0600) if it is missing, and makes it owner-only if it exists. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, "a", 0o600));
  chmodSync(path, 0o600);
}

/** Makes an existing file owner-only; a missing one is left missing. */
export function makePrivateIfPresent(path: string): void {
  if (existsSync(path)) chmodSync(path, 0o600);
}
