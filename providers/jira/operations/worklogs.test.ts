import { describe, expect, test } from "bun:test";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID } from "../seed-example.ts";
import { ADMIN_AUTH, GRACE_AUTH, adf, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const NOW = "2026-11-21T12:00:00.000+0000";
const GRACE = GRACE_AUTH;
const ADMIN = ADMIN_AUTH;
const { call } = world;
const doc = adf;
const timeFields = async (key: string) => (await call("GET", `/rest/api/3/issue/${key}?fields=timespent,aggregatetimespent,timetracking,progress,worklog,updated`)).body.fields;

describe("log work", () => {
  test("201 with the worklog; the issue's time fields add up and its history records the time", async () => {
    const answer = await call("POST", "/rest/api/3/issue/OPS-1/worklog", { timeSpent: "1h 30m", started: "2026-11-20T09:00:00.000+0000", comment: doc("Reproduced") });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        id: "10000", issueId: "10000", self: `${world.url}/rest/api/3/issue/10000/worklog/10000`, author: { accountId: ADA_ACCOUNT_ID }, updateAuthor: { accountId: ADA_ACCOUNT_ID },
        comment: doc("Reproduced"), started: "2026-11-20T09:00:00.000+0000", timeSpent: "1h 30m", timeSpentSeconds: 5400, created: NOW, updated: NOW,
      },
    });
    await call("POST", "/rest/api/2/issue/OPS-1/worklog", { timeSpentSeconds: 28800, comment: "Fixed *it*" }, GRACE);
    const fields = await timeFields("OPS-1");
    expect(fields).toMatchObject({
      timespent: 34200, aggregatetimespent: 34200, timetracking: { timeSpent: "1d 1h 30m", timeSpentSeconds: 34200 }, progress: { progress: 34200, total: 34200, percent: 100 }, updated: NOW,
    });
    expect(fields.worklog).toMatchObject({ startAt: 0, total: 2, worklogs: [{ id: "10000" }, { id: "10001", started: NOW, author: { accountId: GRACE_ACCOUNT_ID } }] });
    const history = (await call("GET", "/rest/api/3/issue/OPS-1/changelog")).body.values.at(-1);
    expect(history.items).toEqual([
      { field: "timespent", fieldtype: "jira", fieldId: "timespent", from: "5400", fromString: "5400", to: "34200", toString: "34200" },
      { field: "WorklogId", fieldtype: "jira", fieldId: "WorklogId", from: null, fromString: null, to: "10001", toString: "10001" },
    ]);
  });
  test("v2 reads a comment as wiki markup, v3 as ADF; lists page and filter by start", async () => {
    expect((await call("GET", "/rest/api/2/issue/OPS-1/worklog/10001")).body.comment).toBe("Fixed *it*");
    expect((await call("GET", "/rest/api/3/issue/OPS-1/worklog/10001")).body.comment.content[0].content[1]).toEqual({ type: "text", text: "it", marks: [{ type: "strong" }] });
    const page = (await call("GET", "/rest/api/3/issue/OPS-1/worklog?maxResults=1&startAt=1")).body;
    expect([page.total, page.worklogs.map((w: any) => w.id)]).toEqual([2, ["10001"]]);
    const after = Date.parse("2026-11-21T00:00:00Z");
    expect((await call("GET", `/rest/api/3/issue/OPS-1/worklog?startedAfter=${after}`)).body.worklogs.map((w: any) => w.id)).toEqual(["10001"]);
  });
  test("Jira's refusals, and nothing written", async () => {
    expect(await call("POST", "/rest/api/3/issue/OPS-2/worklog", { comment: doc("x") })).toMatchObject({ status: 400, body: { errorMessages: ["Worklog must not be null."], errors: { timeLogged: "You must indicate the time spent working." } } });
    expect((await call("POST", "/rest/api/3/issue/OPS-2/worklog", { timeSpent: "soon" })).body.errors).toEqual({ timeLogged: "Invalid time duration entered." });
    expect((await call("POST", "/rest/api/3/issue/OPS-2/worklog", { timeSpent: "0m" })).body.errors).toEqual({ timeLogged: "Time Spent can not be zero." });
    expect((await call("POST", "/rest/api/3/issue/OPS-2/worklog", { timeSpent: "1h", started: "yesterday" })).body.errors).toEqual({ startDate: "You must specify a date on which the work occurred." });
    expect((await call("POST", "/rest/api/3/issue/OPS-2/worklog?adjustEstimate=new", { timeSpent: "1h" })).body.errors).toEqual({ newEstimate: "You must supply a valid new estimate." });
    expect((await call("POST", "/rest/api/3/issue/OPS-2/worklog", { timeSpent: "1h", comment: "plain" })).body.errors).toEqual({ comment: expect.stringContaining("Atlassian Document") });
    expect(await call("GET", "/rest/api/3/issue/OPS-2/worklog/10000")).toMatchObject({ status: 404, body: { errorMessages: ["Cannot find worklog with id: '10000'."] } });
    expect((await call("GET", "/rest/api/3/issue/OPS-2/worklog")).body.total).toBe(0);
  });
});

describe("change and remove work", () => {
  test("the author updates time and comment; someone else cannot; the site admin can", async () => {
    const updated = await call("PUT", "/rest/api/3/issue/OPS-1/worklog/10000", { timeSpent: "2h", comment: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ timeSpent: "2h", timeSpentSeconds: 7200, updateAuthor: { accountId: ADA_ACCOUNT_ID } });
    expect(updated.body.comment).toBeUndefined();
    expect(await call("PUT", "/rest/api/3/issue/OPS-1/worklog/10000", { timeSpent: "3h" }, GRACE)).toMatchObject({ status: 400, body: { errorMessages: ["You do not have the permission to edit this worklog."] } });
    expect((await call("PUT", "/rest/api/3/issue/OPS-1/worklog/10001", { started: "2026-11-19T08:00:00.000+0000" }, ADMIN)).body).toMatchObject({ started: "2026-11-19T08:00:00.000+0000", timeSpentSeconds: 28800 });
    expect((await timeFields("OPS-1")).timespent).toBe(36000);
  });
  test("delete: 204, the total follows; another's is refused", async () => {
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/worklog/10000", undefined, GRACE)).status).toBe(400);
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/worklog/10000")).status).toBe(204);
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/worklog/10001", undefined, GRACE)).status).toBe(204);
    const fields = await timeFields("OPS-1");
    expect([fields.timespent, fields.timetracking, fields.progress, fields.worklog.total]).toEqual([null, {}, { progress: 0, total: 0 }, 0]);
    const last = (await call("GET", "/rest/api/3/issue/OPS-1/changelog")).body.values.at(-1);
    expect(last.items.map((i: any) => [i.field, i.from, i.to])).toEqual([["timespent", "28800", null], ["WorklogTimeSpent", "28800", null], ["WorklogId", "10001", null]]);
  });
});
