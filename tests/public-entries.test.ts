import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as packEntry from "../core/pack/index.ts";
import * as gradingEntry from "../core/grading/index.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ENTRIES = new Set(["core/pack/index.ts", "core/grading/index.ts"]);

test("core/pack/index.ts and core/grading/index.ts export what pack and grader authors use", () => {
  for (const name of ["definePack", "defineOperation", "defineTool", "json", "PackError", "SeedError", "ToolError"])
    expect(typeof (packEntry as Record<string, unknown>)[name]).toBe("function");
  expect(typeof gradingEntry.defineGrader).toBe("function");
});

// Tests and *.fixture.ts helpers may reach into the core; pack and grader code may not.
test("packs, fixture packs and grading plugins import the core only through its public entries", () => {
  const offending: string[] = [];
  for (const dir of ["providers/salesforce", "providers/slack", "providers/jira", "tests/fixtures", "plugins"])
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".ts") || /\.(test|fixture)\.ts$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)) {
        if (!spec!.startsWith(".")) continue;
        const target = relative(ROOT, join(entry.parentPath, spec!));
        if (target.startsWith("core/") && !ENTRIES.has(target)) offending.push(`${relative(ROOT, file)} -> ${target}`);
      }
    }
  expect(offending).toEqual([]);
});
