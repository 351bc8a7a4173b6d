import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** What a run's manifest records of a pack or grading plugin: which release, and exactly which source. */
export interface ModuleFingerprint { version: string; source_hash: string }

/** A module the service cannot fingerprint: not loaded, or imported from a URL rather than a file. */
export const UNKNOWN_FINGERPRINT: ModuleFingerprint = Object.freeze({ version: "unknown", source_hash: "unknown" });

/** The service's own release: the root package.json's version. */
export const SERVICE_VERSION = readVersion(resolve(import.meta.dir, "../../package.json"));

/**
 * A folder past these is not one module's folder (a pack file named by path in a home directory or a
 * repository root): its hash would follow unrelated files and take long, so only the module file counts.
 */
const MAX_FILES = 2_000;
const MAX_BYTES = 16 * 1024 * 1024;

// Source does not change under a running service: each folder is read and hashed once per process.
const byFolder = new Map<string, ModuleFingerprint>();

/** The fingerprint of the module imported from `source` (an import URL), computed on first use. */
export function moduleFingerprint(source: string): ModuleFingerprint {
  if (!source.startsWith("file:")) return UNKNOWN_FINGERPRINT;
  const file = fileURLToPath(source);
  const folder = dirname(file);
  let known = byFolder.get(folder);
  if (!known) {
    known = { version: nearestVersion(folder), source_hash: sourceHash(folder, file.slice(folder.length + 1)) };
    byFolder.set(folder, known);
  }
  return known;
}

/** Fingerprints these modules now (at start-up), so the first run's manifest reads no file. */
export function warmModuleFingerprints(sources: string[]): void {
  for (const source of sources) moduleFingerprint(source);
}

/**
 * sha256 over the relative paths and contents of a folder's files, recursively, in sorted order;
 * tests, node_modules and dot-entries are not the module's source. Null past MAX_FILES or MAX_BYTES.
 */
export function hashFolder(folder: string): string | null {
  const files = listSourceFiles(folder);
  return files === null ? null : hashFiles(folder, files);
}

/** The folder's hash, or only the module file's when the folder is too big; "unknown" when unreadable. */
function sourceHash(folder: string, moduleFile: string): string {
  try {
    return hashFolder(folder) ?? hashFiles(folder, [moduleFile]);
  } catch {
    // A manifest that cannot name the source must not stop the service from starting.
    return UNKNOWN_FINGERPRINT.source_hash;
  }
}

function hashFiles(folder: string, files: string[]): string {
  const hash = createHash("sha256");
  for (const path of files) {
    const content = readFileSync(join(folder, path));
    // Path and length first, so moving bytes between files or renaming one changes the hash.
    hash.update(`${path}\0${content.byteLength}\0`).update(content);
  }
  return hash.digest("hex");
}

/** Relative paths with "/" separators, sorted; null when the folder is too big to be one module's. */
function listSourceFiles(folder: string): string[] | null {
  const files: string[] = [];
  let bytes = 0;
  const pending = [""];
  while (pending.length > 0) {
    const relative = pending.pop()!;
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      // Symbolic links are neither followed nor hashed: a link could loop or leave the folder.
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile() && !entry.name.endsWith(".test.ts")) {
        files.push(path);
        bytes += statSync(join(folder, path)).size;
        if (files.length > MAX_FILES || bytes > MAX_BYTES) return null;
      }
    }
  }
  return files.sort();
}

/** The version of the nearest package.json at or above `folder`, or "unknown" when there is none. */
function nearestVersion(folder: string): string {
  for (let dir = folder; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) return readVersion(manifest);
    if (dirname(dir) === dir) return UNKNOWN_FINGERPRINT.version;
  }
}

function readVersion(manifest: string): string {
  try {
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version?: unknown };
    return typeof version === "string" ? version : UNKNOWN_FINGERPRINT.version;
  } catch {
    return UNKNOWN_FINGERPRINT.version;
  }
}
