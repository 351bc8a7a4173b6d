import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { hashFolder, moduleFingerprint, SERVICE_VERSION } from "./module-fingerprint.ts";

// A module's fingerprint: the nearest package.json's version and a hash of its folder's source.
const root = mkdtempSync(join(tmpdir(), "understudy-fingerprint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}

test("the folder's source counts; tests, node_modules and dot-entries do not", () => {
  write("hashed/pack.ts", "export default 1;");
  write("hashed/ops/read.ts", "export const read = 1;");
  const before = hashFolder(join(root, "hashed"));
  expect(before).toMatch(/^[0-9a-f]{64}$/);
  write("hashed/pack.test.ts", "test");
  write("hashed/node_modules/dep/index.js", "x");
  write("hashed/.cache/x", "x");
  write("hashed/ops/.DS_Store", "x");
  expect(hashFolder(join(root, "hashed"))).toBe(before);
  write("hashed/ops/read.ts", "export const read = 2;");
  expect(hashFolder(join(root, "hashed"))).not.toBe(before);
  // A renamed file is a change even when its content is not.
  write("hashed/ops/read.ts", "export const read = 1;");
  expect(hashFolder(join(root, "hashed"))).toBe(before);
  rmSync(join(root, "hashed/ops/read.ts"));
  write("hashed/ops/load.ts", "export const read = 1;");
  expect(hashFolder(join(root, "hashed"))).not.toBe(before);
});

test("the version is the nearest package.json's; each folder is hashed once per process", () => {
  write("pkg/package.json", JSON.stringify({ name: "my-pack", version: "2.3.4" }));
  write("pkg/dist/pack.js", "export default 1;");
  const source = pathToFileURL(join(root, "pkg/dist/pack.js")).href;
  const first = moduleFingerprint(source);
  expect(first).toEqual({ version: "2.3.4", source_hash: hashFolder(join(root, "pkg/dist"))! });
  write("pkg/dist/pack.js", "export default 2;");
  expect(moduleFingerprint(source)).toBe(first);
  expect(SERVICE_VERSION).toBe("0.1.0");
});

test("a module imported from a URL has no fingerprint", () => {
  expect(moduleFingerprint("https://example.com/pack.js")).toEqual({ version: "unknown", source_hash: "unknown" });
});

test("a folder too big to be one module's: only the module file is hashed", () => {
  for (let i = 0; i <= 2_000; i++) write(`big/file-${i}.txt`, "x");
  write("big/pack.ts", "export default 1;");
  expect(hashFolder(join(root, "big"))).toBeNull();
  const { source_hash } = moduleFingerprint(pathToFileURL(join(root, "big/pack.ts")).href);
  write("alone/pack.ts", "export default 1;");
  expect(source_hash).toBe(hashFolder(join(root, "alone"))!);
});
