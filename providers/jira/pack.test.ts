import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createLoadedPack } from "../../core/pack/loaded-pack.ts";
import pack from "./pack.ts";
import { SITE_ADMIN } from "./jira-ids.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";
import { basicAuth, startJiraWorld, type JiraWorld } from "./test-service.fixture.ts";

let world: JiraWorld;
let url: string;

beforeAll(async () => {
  world = await startJiraWorld({ ...OPS_SEED, users: [...OPS_SEED.users, { displayName: "Gone", emailAddress: "gone@acme.example", active: false }] });
  url = world.url;
});
afterAll(() => world.close());

const basic = basicAuth;
const get = (path: string, auth?: string | null) => world.call("GET", path, { auth });

describe("the pack definition", () => {
  test("passes the loader's checks and its OpenAPI document is valid", async () => {
    expect(createLoadedPack(pack, "providers/jira/pack.ts")).toBeDefined();
    await SwaggerParser.validate(structuredClone(pack.openapi) as never);
  });
  test("every operation has a v2 twin sharing its handler", () => {
    const paths = pack.openapi.paths as Record<string, Record<string, { operationId: string; "x-understudy-operation"?: string }>>;
    for (const [path, item] of Object.entries(paths).filter(([p]) => p.startsWith("/rest/api/3/")))
      for (const [method, op] of Object.entries(item))
        expect([method, paths[path.replace("/rest/api/3/", "/rest/api/2/")]?.[method]?.["x-understudy-operation"]]).toEqual([method, op.operationId]);
  });
});

describe("who acts", () => {
  test("Basic auth with a seeded user's email acts as that user, any token", async () => {
    const me = await get("/rest/api/3/myself");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ accountId: ADA_ACCOUNT_ID, displayName: "Ada Lovelace", emailAddress: "ada@acme.example", active: true, accountType: "atlassian", locale: "en_US", groups: { size: 1, items: [] } });
    expect(Object.keys(me.body.avatarUrls).sort()).toEqual(["16x16", "24x24", "32x32", "48x48"]);
    expect(me.body.self).toBe(`${url}/rest/api/3/user?accountId=${ADA_ACCOUNT_ID}`);
  });
  test("a Bearer token acts as the user whose accountId or email it is", async () => {
    expect((await get("/rest/api/3/myself", `Bearer ${GRACE_ACCOUNT_ID}`)).body.accountId).toBe(GRACE_ACCOUNT_ID);
    expect((await get("/rest/api/3/myself", "Bearer grace@acme.example")).body.accountId).toBe(GRACE_ACCOUNT_ID);
  });
  test("a credential naming nobody acts as the site admin", async () => {
    expect((await get("/rest/api/3/myself", basic("stranger@elsewhere.example"))).body.accountId).toBe(SITE_ADMIN.accountId);
    expect((await get("/rest/api/3/myself", "Bearer whatever")).body).toMatchObject({ accountId: SITE_ADMIN.accountId, displayName: "Site Admin" });
  });
  test("no credential is Jira's 401, and so is a deactivated user's", async () => {
    for (const auth of [null, basic("gone@acme.example")]) {
      const answer = await get("/rest/api/3/issue/OPS-1", auth);
      expect(answer.status).toBe(401);
      expect(answer.body).toBe("Client must be authenticated to access this resource.");
      expect(answer.headers.get("www-authenticate")).toStartWith("OAuth realm=");
    }
  });
});

describe("site and catalogue", () => {
  test("serverInfo names the world's host", async () => {
    expect((await get("/rest/api/3/serverInfo")).body).toMatchObject({ baseUrl: url, deploymentType: "Cloud", serverTime: "2026-11-21T12:00:00.000+0000" });
  });
  test("statuses carry their category; priorities are Jira's defaults", async () => {
    const statuses = (await get("/rest/api/3/status")).body;
    expect(statuses[1]).toMatchObject({ id: "10001", name: "In Progress", statusCategory: { id: 4, key: "indeterminate", colorName: "yellow", name: "In Progress" } });
    expect((await get("/rest/api/3/priority")).body.map((p: any) => p.name)).toEqual(["Highest", "High", "Medium", "Low", "Lowest"]);
    expect((await get("/rest/api/3/priority/search?onlyDefault=true")).body).toMatchObject({ total: 1, isLast: true, values: [{ name: "Medium", isDefault: true }] });
    expect((await get("/rest/api/3/statuses/search?statusCategory=DONE")).body.values).toEqual([{ id: "10002", name: "Done", description: "", statusCategory: "DONE", scope: { type: "GLOBAL" } }]);
  });
  test("fields lists system fields and the seeded custom fields", async () => {
    const fields = (await get("/rest/api/3/field")).body;
    expect(fields.find((f: any) => f.id === "summary")).toEqual({ id: "summary", key: "summary", name: "Summary", custom: false, orderable: true, navigable: true, searchable: true, clauseNames: ["summary"], schema: { type: "string", system: "summary" } });
    expect(fields.find((f: any) => f.id === "customfield_10010")).toMatchObject({ name: "Story Points", custom: true, clauseNames: ["cf[10010]", "Story Points"], schema: { type: "number", customId: 10010 } });
  });
});

describe("projects", () => {
  test("search pages with nextPage until isLast", async () => {
    const first = (await get("/rest/api/3/project/search?maxResults=1")).body;
    expect(first).toMatchObject({ startAt: 0, maxResults: 1, total: 2, isLast: false, values: [{ key: "OPS", name: "Operations", style: "classic", simplified: false }] });
    expect(first.nextPage).toBe(`${url}/rest/api/3/project/search?maxResults=1&startAt=1`);
    const second = (await get(first.nextPage.slice(url.length))).body;
    expect(second).toMatchObject({ startAt: 1, isLast: true, values: [{ key: "WEB", style: "next-gen", simplified: true }] });
    expect(second.nextPage).toBeUndefined();
    expect((await get("/rest/api/3/project/search?query=web")).body.values.map((p: any) => p.key)).toEqual(["WEB"]);
  });
  test("get by key or id, with lead and issue types; an unknown one is Jira's 404", async () => {
    const ops = (await get("/rest/api/3/project/ops")).body;
    expect(ops).toMatchObject({ id: "10000", key: "OPS", lead: { accountId: ADA_ACCOUNT_ID }, projectTypeKey: "software" });
    expect(ops.issueTypes.map((t: any) => t.name)).toEqual(["Task", "Bug", "Story", "Epic", "Subtask"]);
    expect((await get("/rest/api/3/project/10001")).body.key).toBe("WEB");
    expect(await get("/rest/api/3/project/NOPE")).toMatchObject({ status: 404, body: { errorMessages: ["No project could be found with key 'NOPE'."], errors: {} } });
  });
  test("statuses per issue type", async () => {
    const types = (await get("/rest/api/3/project/OPS/statuses")).body;
    expect(types[0]).toMatchObject({ name: "Task", subtask: false });
    expect(types[0].statuses.map((s: any) => s.name)).toEqual(["To Do", "In Progress", "Done"]);
  });
});

describe("users", () => {
  test("get by accountId; search by name or email; assignable by project", async () => {
    expect((await get(`/rest/api/3/user?accountId=${GRACE_ACCOUNT_ID}`)).body).toMatchObject({ displayName: "Grace Hopper", timeZone: "America/New_York" });
    expect(await get("/rest/api/3/user?accountId=nobody")).toMatchObject({ status: 404, body: { errorMessages: ["Specified user does not exist or you do not have required permissions"] } });
    expect(await get("/rest/api/3/user")).toMatchObject({ status: 400, body: { errorMessages: ["The 'accountId' query parameter needs to be provided"] } });
    expect((await get("/rest/api/3/user/search?query=hop")).body.map((u: any) => u.displayName)).toEqual(["Grace Hopper"]);
    expect((await get("/rest/api/3/user/search?query=ada@")).body.map((u: any) => u.displayName)).toEqual(["Ada Lovelace"]);
    const assignable = (await get("/rest/api/3/user/assignable/search?project=OPS")).body.map((u: any) => u.displayName);
    expect(assignable).toEqual(["Ada Lovelace", "Grace Hopper", "Site Admin"]);
    expect((await get("/rest/api/3/user/assignable/search")).status).toBe(400);
  });
});
