import { existsSync, readFileSync } from "node:fs";

// The real providers' own specifications that tests read, copied into the repository (see README.md
// beside this file for each file's source, commit and licence). A missing file is a broken checkout,
// so it fails loudly instead of letting a test skip.
const ROOT = new URL("./", import.meta.url);

/** Path of a reference file, relative to tests/reference/; throws with a clear message when it is missing. */
export function referencePath(relative: string): string {
  const path = new URL(relative, ROOT).pathname;
  if (!existsSync(path)) throw new Error(`Missing reference data tests/reference/${relative}: see tests/reference/README.md`);
  return path;
}

/** A reference JSON file, parsed. */
export function readReferenceJson<T = any>(relative: string): T {
  return JSON.parse(readFileSync(referencePath(relative), "utf8")) as T;
}
