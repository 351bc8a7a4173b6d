import { describe, expect, test } from "bun:test";
import { checkJql, JqlError } from "./index.ts";
import { keys, matching, message, refusal } from "./test-helpers.fixture.ts";
import { createContext } from "./world.fixture.ts";

describe("fields", () => {
  test("system fields by every JQL name, in any case", () => {
    expect(matching("Type = Epic")).toEqual(["WEB-3"]);
    expect(matching("ISSUEKEY = ops-2")).toEqual(["OPS-2"]);
    expect(matching("issue in (OPS-1, 10002)")).toEqual(["OPS-1", "OPS-2"]);
    expect(matching("id = 10011")).toEqual(["HR-2"]);
    expect(matching('statusCategory = "To Do"')).toEqual(["HR-2", "OPS-3", "WEB-2", "WEB-4"]);
    expect(matching("statuscategory in (indeterminate, 3) AND project = OPS")).toEqual(["OPS-1", "OPS-2", "OPS-4", "OPS-5"]);
  });

  test("custom fields by cf[id], by id and by name", () => {
    expect(matching("cf[10011] = Data")).toEqual(["OPS-2"]);
    expect(matching("customfield_10011 = data")).toEqual(["OPS-2"]);
    expect(matching('"team" in (Data, Mobile)')).toEqual(["OPS-2", "WEB-1", "WEB-4"]);
    expect(matching("Team is EMPTY AND project = OPS")).toEqual(["OPS-3", "OPS-5"]);
  });

  test("parent and resolution", () => {
    expect(matching("parent = WEB-3")).toEqual(["WEB-4"]);
    expect(matching("parent in (OPS-4, WEB-3)")).toEqual(["OPS-5", "WEB-4"]);
    expect(matching("resolution is EMPTY AND project = OPS")).toEqual(["OPS-2", "OPS-3", "OPS-4"]);
    expect(matching("resolution != Unresolved")).toEqual(["HR-1", "OPS-1", "OPS-5"]);
    expect(matching("resolution in (Done, \"won't do\")")).toEqual(["HR-1", "OPS-1", "OPS-5"]);
  });

  test("unknown fields", () => {
    expect(message("colour = red")).toBe("Field 'colour' does not exist or you do not have permission to view it.");
    expect(message("cf[99999] = 1")).toBe("Field 'cf[99999]' does not exist or you do not have permission to view it.");
  });
});

describe("values, in Jira's words", () => {
  test("names that do not exist", () => {
    expect(message("project = XYZ")).toBe("The value 'XYZ' does not exist for the field 'project'.");
    expect(message('status = "Shipped"')).toBe("The value 'Shipped' does not exist for the field 'status'.");
    expect(message("priority = Critical")).toBe("The value 'Critical' does not exist for the field 'priority'.");
    expect(message("assignee = nobody-at-all")).toBe("The value 'nobody-at-all' does not exist for the field 'assignee'.");
    expect(message('issuetype = ""')).toBe("The value '' does not exist for the field 'issuetype'.");
    expect(message("statusCategory = Blocked")).toBe("The value 'Blocked' does not exist for the field 'statusCategory'.");
    expect(message("Team = Desktop")).toBe("The value 'Desktop' does not exist for the field 'Team'.");
    expect(message('"Story Points" = lots')).toBe("The value 'lots' does not exist for the field 'Story Points'.");
    expect(message('fixVersion = "1.0"')).toBe("The value '1.0' does not exist for the field 'fixVersion'.");
  });

  test("ids that do not exist", () => {
    expect(message("status = 666")).toBe("A value with ID '666' does not exist for the field 'status'.");
    expect(message("project = 666")).toBe("A value with ID '666' does not exist for the field 'project'.");
    expect(message("issue = 666")).toBe("A value with ID '666' does not exist for the field 'issue'.");
  });

  test("issue keys", () => {
    expect(message("key = OPS-999")).toBe("An issue with key 'OPS-999' does not exist for field 'key'.");
    expect(message("issue = '10000'")).toBe("The issue key '10000' for field 'issue' is invalid.");
    expect(message("parent = ''")).toBe("The issue key '' for field 'parent' is invalid.");
    expect(matching("issue = EMPTY")).toEqual([]);
    expect(message("parent = EMPTY")).toBe("The field 'parent' does not support searching for EMPTY values.");
  });

  test("every problem is reported, once each", () => {
    expect(refusal("project = XYZ AND colour = red OR colour = blue ORDER BY bogus").messages).toEqual([
      "The value 'XYZ' does not exist for the field 'project'.",
      "Field 'colour' does not exist or you do not have permission to view it.",
      "Not able to sort using field 'bogus'.",
    ]);
  });

  test("a JqlError carries Jira's 400 body", () => {
    const e = refusal("project = XYZ");
    expect(e).toBeInstanceOf(JqlError);
    expect(e.kind).toBe("validation");
    expect(e.status).toBe(400);
    expect(e.body).toEqual({ errorMessages: ["The value 'XYZ' does not exist for the field 'project'."], errors: {} });
  });
});

describe("checkJql", () => {
  test("resolves against the site without issues, and skips key existence then", () => {
    const ctx = createContext();
    expect(checkJql("project = OPS AND key = OPS-999", ctx).warnings).toEqual([]);
    expect(() => checkJql("project = NOPE", ctx)).toThrow("The value 'NOPE' does not exist for the field 'project'.");
    const knowsNoIssue = { ...ctx, findIssue: () => undefined };
    expect(() => checkJql("key = OPS-999", knowsNoIssue)).toThrow("An issue with key 'OPS-999' does not exist for field 'key'.");
  });

  test("validation: warn demotes validation errors to warnings; the clause matches nothing", () => {
    const ctx = createContext();
    expect(checkJql("project = NOPE OR project = HR", ctx, { validation: "warn" }).warnings).toEqual([
      "The value 'NOPE' does not exist for the field 'project'.",
    ]);
    expect(keys("project = NOPE OR project = HR", {}, { validation: "warn" })).toEqual(["HR-2", "HR-1"]);
    expect(keys("NOT colour = red", {}, { validation: "warn" })).toEqual([]);
  });
});

describe("valid JQL this mock does not evaluate is refused, never answered wrongly", () => {
  test("history operators, entity properties, unmodelled fields", () => {
    expect(refusal("status WAS Done").kind).toBe("unsupported");
    expect(message("status was Done")).toMatch(/^Not supported by this mock: history searches \('WAS' on 'status'\)/);
    expect(message("assignee changed")).toMatch(/history searches \('CHANGED' on 'assignee'\)/);
    expect(message('status was in ("To Do") by currentUser()')).toMatch(/'WAS IN'/);
    expect(message("issue.property[support].level = 1")).toMatch(/^Not supported by this mock: entity property searches/);
    expect(message("watcher = currentUser()")).toBe("Not supported by this mock: the field 'watcher'.");
  });
});
