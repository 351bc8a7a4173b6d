import { expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { readReferenceJson, referencePath } from "../../tests/reference/reference-file.ts";
import { SLACK_METHODS } from "./methods.ts";

// Methods the java-slack-sdk samples (json-logs/samples/api/) have no file for.
const NO_SAMPLE = ["search.messages", "files.delete"];

test("there is a response sample for every implemented method that has one, and no other", () => {
  const files = readdirSync(referencePath("slack/samples")).sort();
  const expected = SLACK_METHODS.filter((m) => !NO_SAMPLE.includes(m)).map((m) => `${m}.json`).sort();
  expect(files).toEqual(expected);
  for (const file of files) {
    const sample = readReferenceJson<Record<string, unknown>>(`slack/samples/${file}`);
    expect([file, typeof sample.ok, typeof sample.error]).toEqual([file, "boolean", "string"]);
  }
});

test("the OpenAPI subset has every implemented method the 2021 document knows, and says which it lacks", () => {
  const doc = readReferenceJson<Record<string, any>>("slack/slack-web-openapi-subset.json");
  const missing = doc["x-understudy-extract"].missingMethods as string[];
  expect(missing).toEqual(["bookmarks.add", "bookmarks.edit", "bookmarks.remove", "bookmarks.list", "files.getUploadURLExternal", "files.completeUploadExternal"]);
  expect(Object.keys(doc.paths).sort()).toEqual(SLACK_METHODS.filter((m) => !missing.includes(m)).map((m) => `/${m}`).sort());
  const refs = JSON.stringify(doc.paths).match(/#\/definitions\/[a-z_]+/g) ?? [];
  for (const ref of refs) expect(doc.definitions[ref.slice("#/definitions/".length)]).toBeDefined();
});
