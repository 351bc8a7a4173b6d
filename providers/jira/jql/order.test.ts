import { describe, expect, test } from "bun:test";
import { keys, message } from "./test-helpers.fixture.ts";

describe("ORDER BY", () => {
  test("without ORDER BY: newest issue first (id descending)", () => {
    expect(keys("project = OPS")).toEqual(["OPS-5", "OPS-4", "OPS-3", "OPS-2", "OPS-1"]);
    expect(keys("")).toHaveLength(11);
  });

  test("priority: DESC puts Highest first, and is priority's own default", () => {
    // HR-1 has no priority: empty sorts last ascending, so first descending. Ties: newest first.
    const highestFirst = ["HR-1", "WEB-2", "OPS-1", "WEB-1", "OPS-2", "HR-2", "WEB-3", "OPS-3", "OPS-5", "OPS-4", "WEB-4"];
    expect(keys("ORDER BY priority DESC")).toEqual(highestFirst);
    expect(keys("ORDER BY priority")).toEqual(highestFirst);
    // Ascending: Lowest first, the issue without a priority last.
    expect(keys("ORDER BY priority ASC")).toEqual(["WEB-4", "OPS-5", "OPS-4", "HR-2", "WEB-3", "OPS-3", "WEB-1", "OPS-2", "WEB-2", "OPS-1", "HR-1"]);
  });

  test("dates in time; created defaults to newest first; empty last ascending, first descending", () => {
    expect(keys("project = OPS ORDER BY created")).toEqual(["OPS-3", "OPS-2", "OPS-5", "OPS-4", "OPS-1"]);
    expect(keys("project = OPS ORDER BY created ASC")).toEqual(["OPS-1", "OPS-4", "OPS-5", "OPS-2", "OPS-3"]);
    expect(keys("project = OPS ORDER BY duedate ASC")).toEqual(["OPS-1", "OPS-2", "OPS-4", "OPS-5", "OPS-3"]);
    expect(keys("project = OPS ORDER BY duedate DESC")).toEqual(["OPS-5", "OPS-3", "OPS-4", "OPS-2", "OPS-1"]);
    expect(keys("resolved is not EMPTY ORDER BY resolutiondate")).toEqual(["OPS-5", "HR-1", "OPS-1"]);
  });

  test("status and issue type in the site's order; users by display name", () => {
    expect(keys("project = WEB ORDER BY status")).toEqual(["WEB-4", "WEB-2", "WEB-3", "WEB-1"]);
    expect(keys("project = OPS ORDER BY issuetype, key")).toEqual(["OPS-2", "OPS-4", "OPS-1", "OPS-3", "OPS-5"]);
    expect(keys("project = OPS ORDER BY assignee")).toEqual(["OPS-2", "OPS-1", "OPS-5", "OPS-4", "OPS-3"]);
    expect(keys("ORDER BY statusCategory DESC, key ASC").slice(0, 3)).toEqual(["HR-1", "OPS-1", "OPS-5"]);
  });

  test("keys by project then number; several fields; custom fields", () => {
    expect(keys("labels = frontend OR project = HR ORDER BY key")).toEqual(["HR-1", "HR-2", "WEB-1", "WEB-2"]);
    expect(keys("ORDER BY project ASC, key DESC").slice(0, 6)).toEqual(["OPS-5", "OPS-4", "OPS-3", "OPS-2", "OPS-1", "HR-2"]);
    expect(keys('"Story Points" is not EMPTY ORDER BY "Story Points" DESC')).toEqual(["WEB-1", "OPS-4", "WEB-4", "OPS-2", "OPS-1", "WEB-2"]);
    expect(keys("Team is not EMPTY ORDER BY Team, key")).toEqual(["OPS-1", "OPS-4", "WEB-1", "WEB-4", "OPS-2"]);
    expect(keys("project = OPS ORDER BY summary")).toEqual(["OPS-3", "OPS-5", "OPS-1", "OPS-2", "OPS-4"]);
  });

  test("Rank: creation order, as an untouched backlog is ranked", () => {
    expect(keys("project = WEB ORDER BY Rank ASC")).toEqual(["WEB-1", "WEB-2", "WEB-3", "WEB-4"]);
  });

  test("fields that cannot be sorted, in Jira's words", () => {
    expect(message("project = OPS ORDER BY bogus")).toBe("Not able to sort using field 'bogus'.");
    expect(message("ORDER BY description")).toBe("Not able to sort using field 'description'.");
    expect(message("ORDER BY text")).toBe("Not able to sort using field 'text'.");
  });
});
