import { expect, test } from "bun:test";
import { expandSet, listParameter, selectFields } from "./issue-field-selection.ts";
import { normalizeJiraSeed } from "./seed.ts";
import { OPS_SEED } from "./seed-example.ts";
import { recordsWorld, testClock } from "./test-context.ts";

const view = { world: recordsWorld(normalizeJiraSeed(OPS_SEED, { clock: testClock() })) };

test("list parameters split at commas, repeated or not", () => {
  expect(listParameter(["summary,status", " labels ", ""])).toEqual(["summary", "status", "labels"]);
  expect([...expandSet("names,schema")]).toEqual(["names", "schema"]);
});

test("*all is every system and custom field; *navigable leaves out comment and worklog", () => {
  const all = selectFields(view, ["*all"], "*all");
  expect(all).toContain("comment");
  expect(all.slice(-2)).toEqual(["customfield_10010", "customfield_10011"]);
  const navigable = selectFields(view, ["*navigable"], "*all");
  expect(navigable).not.toContain("comment");
  expect(navigable).not.toContain("worklog");
  expect(navigable).toContain("summary");
});

test("a list names exactly its known fields; exclusions alone apply to the fallback", () => {
  expect(selectFields(view, ["summary", "status", "nonsense"], "*all")).toEqual(["status", "summary"]);
  expect(selectFields(view, ["-comment", "-description"], "*all")).toEqual(selectFields(view, ["*all"], "*all").filter((f) => f !== "comment" && f !== "description"));
  expect(selectFields(view, [], "*navigable")).toEqual(selectFields(view, ["*navigable"], "*all"));
  expect(selectFields(view, ["*all", "-customfield_10010"], "*navigable")).not.toContain("customfield_10010");
});
