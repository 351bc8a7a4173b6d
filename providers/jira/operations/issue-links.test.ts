import { describe, expect, test } from "bun:test";
import { GRACE_ACCOUNT_ID } from "../seed-example.ts";
import { GRACE_AUTH, adf, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const GRACE = GRACE_AUTH;
const { call } = world;
const doc = adf;
const links = async (key: string) => (await call("GET", `/rest/api/3/issue/${key}?fields=issuelinks`)).body.fields.issuelinks;
const link = (type: object, inward: string, outward: string, extra: object = {}) => call("POST", "/rest/api/3/issueLink", { type, inwardIssue: { key: inward }, outwardIssue: { key: outward }, ...extra }, GRACE);

describe("link types", () => {
  test("the four of a new Jira Cloud site, by list and by id", async () => {
    const types = (await call("GET", "/rest/api/3/issueLinkType")).body.issueLinkTypes;
    expect(types.map((t: any) => [t.id, t.name, t.inward, t.outward])).toEqual([
      ["10000", "Blocks", "is blocked by", "blocks"], ["10001", "Cloners", "is cloned by", "clones"],
      ["10002", "Duplicate", "is duplicated by", "duplicates"], ["10003", "Relates", "relates to", "relates to"],
    ]);
    expect((await call("GET", "/rest/api/2/issueLinkType/10000")).body).toEqual({ id: "10000", name: "Blocks", inward: "is blocked by", outward: "blocks", self: `${world.url}/rest/api/2/issueLinkType/10000` });
    expect(await call("GET", "/rest/api/3/issueLinkType/42")).toMatchObject({ status: 404, body: { errorMessages: ["No issue link type with id '42' found."] } });
  });
});

describe("issue links", () => {
  test("the inward issue blocks the outward one: each shows the other end, both record it, the comment goes on the outward issue", async () => {
    expect((await link({ name: "blocks" }, "OPS-1", "WEB-1", { comment: { body: doc("Launch waits for the login fix") } })).status).toBe(201);
    expect(await links("OPS-1")).toEqual([
      { id: "10000", self: `${world.url}/rest/api/3/issueLink/10000`, type: expect.objectContaining({ name: "Blocks" }), outwardIssue: expect.objectContaining({ key: "WEB-1", fields: expect.objectContaining({ summary: "Refresh the landing page" }) }) },
    ]);
    expect((await links("WEB-1"))[0]).toMatchObject({ id: "10000", inwardIssue: { key: "OPS-1" } });
    const bean = (await call("GET", "/rest/api/3/issueLink/10000")).body;
    expect([bean.inwardIssue.key, bean.outwardIssue.key, bean.type.name]).toEqual(["OPS-1", "WEB-1", "Blocks"]);
    const source = (await call("GET", "/rest/api/3/issue/OPS-1/changelog")).body.values.at(-1);
    expect([source.author.accountId, source.items]).toEqual([GRACE_ACCOUNT_ID, [{ field: "Link", fieldtype: "jira", fieldId: "Link", from: null, fromString: null, to: "WEB-1", toString: "This issue blocks WEB-1" }]]);
    const target = (await call("GET", "/rest/api/3/issue/WEB-1?fields=comment&expand=changelog")).body;
    expect(target.changelog.histories.at(-1).items[0].toString).toBe("This issue is blocked by OPS-1");
    expect(target.fields.comment.comments.at(-1)).toMatchObject({ author: { accountId: GRACE_ACCOUNT_ID }, body: doc("Launch waits for the login fix") });
  });
  test("the same link twice is one; by type id and issue id too", async () => {
    expect((await link({ id: "10000" }, "OPS-1", "WEB-1")).status).toBe(201);
    expect((await links("OPS-1")).length).toBe(1);
    expect((await call("POST", "/rest/api/3/issueLink", { type: { name: "Relates" }, inwardIssue: { id: "10001" }, outwardIssue: { key: "ops-1" } })).status).toBe(201);
    expect((await links("OPS-1")).map((l: any) => [l.type.name, (l.inwardIssue ?? l.outwardIssue).key])).toEqual([["Blocks", "WEB-1"], ["Relates", "OPS-2"]]);
  });
  test("delete: 204, gone from both ends, both record it", async () => {
    expect((await call("DELETE", "/rest/api/3/issueLink/10000")).status).toBe(204);
    expect(await links("WEB-1")).toEqual([]);
    expect((await call("GET", "/rest/api/3/issueLink/10000")).status).toBe(404);
    expect((await call("GET", "/rest/api/3/issue/WEB-1/changelog")).body.values.at(-1).items[0]).toMatchObject({ field: "Link", from: "OPS-1", fromString: "This issue is blocked by OPS-1", to: null });
  });
  test("Jira's refusals: an unknown type, issue or link; no type; an issue to itself", async () => {
    expect(await link({ name: "Blocked By" }, "OPS-1", "OPS-2")).toMatchObject({ status: 404, body: { errorMessages: ["No issue link type with name 'Blocked By' found."] } });
    expect(await link({ name: "Blocks" }, "OPS-1", "OPS-99")).toMatchObject({ status: 404, body: { errorMessages: ["Issue does not exist or you do not have permission to see it."] } });
    expect((await call("POST", "/rest/api/3/issueLink", { inwardIssue: { key: "OPS-1" }, outwardIssue: { key: "OPS-2" } })).status).toBe(400);
    expect((await link({ name: "Blocks" }, "OPS-1", "OPS-1")).status).toBe(400);
    expect((await call("DELETE", "/rest/api/3/issueLink/77")).status).toBe(404);
  });
  test("deleting an issue removes its links from the other end", async () => {
    const created = (await call("POST", "/rest/api/3/issue", { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "Temporary" } })).body;
    await link({ name: "Duplicate" }, created.key, "OPS-2");
    expect((await links("OPS-2")).length).toBe(2);
    await call("DELETE", `/rest/api/3/issue/${created.key}`);
    expect((await links("OPS-2")).map((l: any) => l.type.name)).toEqual(["Relates"]);
  });
});
