import { describe, expect, test } from "bun:test";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID } from "../seed-example.ts";
import { GRACE_AUTH, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const GRACE = GRACE_AUTH;
const { call } = world;
const watcherIds = async (key: string) => (await call("GET", `/rest/api/3/issue/${key}/watchers`)).body.watchers.map((u: any) => u.accountId);

describe("watchers", () => {
  test("nobody watches a seeded issue; the body names who to add, none adds the caller; twice is once", async () => {
    expect((await call("GET", "/rest/api/3/issue/OPS-1/watchers")).body).toEqual({ self: `${world.url}/rest/api/3/issue/OPS-1/watchers`, isWatching: false, watchCount: 0, watchers: [] });
    expect((await call("POST", "/rest/api/3/issue/OPS-1/watchers", GRACE_ACCOUNT_ID)).status).toBe(204);
    expect((await call("POST", "/rest/api/3/issue/OPS-1/watchers")).status).toBe(204);
    expect((await call("POST", "/rest/api/3/issue/OPS-1/watchers", GRACE_ACCOUNT_ID)).status).toBe(204);
    const answer = (await call("GET", "/rest/api/3/issue/OPS-1/watchers", undefined, GRACE)).body;
    expect(answer).toMatchObject({ isWatching: true, watchCount: 2, watchers: [{ accountId: ADA_ACCOUNT_ID, displayName: "Ada Lovelace" }, { accountId: GRACE_ACCOUNT_ID }] });
    expect((await call("GET", "/rest/api/3/issue/OPS-1?fields=watches")).body.fields.watches).toEqual({ self: `${world.url}/rest/api/3/issue/OPS-1/watchers`, watchCount: 2, isWatching: true });
  });
  test("remove by accountId; the bulk check answers for the caller", async () => {
    expect((await call("DELETE", `/rest/api/3/issue/OPS-1/watchers?accountId=${ADA_ACCOUNT_ID}`)).status).toBe(204);
    expect(await watcherIds("OPS-1")).toEqual([GRACE_ACCOUNT_ID]);
    const bulk = await call("POST", "/rest/api/3/issue/watching", { issueIds: ["10000", "10001", "99999"] }, GRACE);
    expect(bulk.body).toEqual({ issuesIsWatching: { "10000": true, "10001": false, "99999": false } });
  });
  test("Jira's refusals: an unknown user, a body that is no string, no accountId, an unknown issue", async () => {
    expect(await call("POST", "/rest/api/3/issue/OPS-1/watchers", "000000000000000000000000")).toMatchObject({ status: 404, body: { errorMessages: ["Specified user does not exist or you do not have required permissions"] } });
    expect(await call("POST", "/rest/api/3/issue/OPS-1/watchers", { accountId: GRACE_ACCOUNT_ID })).toMatchObject({ status: 400, body: { errorMessages: [expect.stringContaining("Invalid request payload")] } });
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/watchers")).status).toBe(400);
    expect((await call("GET", "/rest/api/3/issue/OPS-99/watchers")).status).toBe(404);
  });
  test("watching is not an edit: no history, no new `updated`", async () => {
    const before = (await call("GET", "/rest/api/3/issue/OPS-2?fields=updated&expand=changelog")).body;
    await call("POST", "/rest/api/3/issue/OPS-2/watchers", GRACE_ACCOUNT_ID);
    const after = (await call("GET", "/rest/api/3/issue/OPS-2?fields=updated&expand=changelog")).body;
    expect([after.fields.updated, after.changelog.total]).toEqual([before.fields.updated, before.changelog.total]);
  });
});
