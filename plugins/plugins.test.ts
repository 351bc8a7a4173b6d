import { expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import type { GraderDefinition } from "../core/grading/index.ts";

// Mirrors how the core finds plugins: every plugins/*/plugin.ts, default export.
const folders = readdirSync(import.meta.dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dir, entry.name, "plugin.ts")))
  .map((entry) => entry.name);

test("the twelve plugins are all found", () => {
  expect(folders.sort()).toEqual([
    "answer",
    "cross-reference",
    "expected-diff",
    "jira-issue",
    "jira-jql",
    "no-collateral-changes",
    "record-absent",
    "record-count",
    "record-exists",
    "salesforce-soql",
    "slack-message",
    "tool-called",
  ]);
});

for (const folder of folders) {
  test(`${folder}/plugin.ts declares a grader named after its folder`, async () => {
    const grader = (await import(`./${folder}/plugin.ts`)).default as GraderDefinition;
    expect(grader.name).toBe(folder);
    expect(grader.description.length).toBeGreaterThan(20);
    expect(typeof grader.grade).toBe("function");
    expect(grader.optionsSchema).toMatchObject({ type: "object", additionalProperties: false });
    expect(grader.optionsSchema.required).toBeArray();
    // As the service compiles it, and under strict mode but for two deliberate choices: union types
    // (see option-schemas.ts) and `anyOf: [{ required: [...] }]` branches naming properties declared above them.
    expect(() => new Ajv({ strict: false }).compile(grader.optionsSchema)).not.toThrow();
    const strict = new Ajv({ strict: true, allowUnionTypes: true, strictRequired: false });
    strict.addKeyword("linearPattern"); // the service's own keyword (core/grading/options-check.ts)
    expect(() => strict.compile(grader.optionsSchema)).not.toThrow();
  });
}
