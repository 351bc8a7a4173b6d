import { expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipArchive } from "./zip-archive.ts";

test("Python's zipfile reads the archive back: names, bytes, CRCs; the same files give the same bytes", () => {
  const entries = [{ name: "pkg/__init__.py", bytes: new TextEncoder().encode("x = 'é'\n") }, { name: "pkg/empty.typed", bytes: new Uint8Array(0) }];
  const archive = zipArchive(entries);
  expect(zipArchive(entries)).toEqual(archive);
  const path = join(mkdtempSync(join(tmpdir(), "zip-")), "a.zip");
  writeFileSync(path, archive);
  const read = Bun.spawnSync(["python3", "-c", "import sys, zipfile, json; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(json.dumps({n: z.read(n).decode() for n in z.namelist()}))", path]);
  expect(read.stderr.toString()).toBe("");
  expect(JSON.parse(read.stdout.toString())).toEqual({ "pkg/__init__.py": "x = 'é'\n", "pkg/empty.typed": "" });
});
