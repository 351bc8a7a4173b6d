import { describe, expect, test } from "bun:test";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "../seed-example.ts";
import { ADMIN_AUTH, GRACE_AUTH, adf, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld({ ...OPS_SEED, groups: [...OPS_SEED.groups, { name: "execs", members: [] }] });

const NOW = "2026-11-21T12:00:00.000+0000";
const GRACE = GRACE_AUTH;
const ADMIN = ADMIN_AUTH;
const { call } = world;
const doc = adf;
const post = (key: string, body: unknown, version = 3, auth?: string) => call("POST", `/rest/api/${version}/issue/${key}/comment`, body, auth);

describe("add a comment", () => {
  test("201 with the comment: ADF on v3, the caller its author; the issue's updated moves, its comment field lists it", async () => {
    const answer = await post("OPS-2", { body: doc("Maintenance window is Friday.") });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: "10001", self: `${world.url}/rest/api/3/issue/10001/comment/10001`, author: { accountId: ADA_ACCOUNT_ID }, updateAuthor: { accountId: ADA_ACCOUNT_ID },
      body: doc("Maintenance window is Friday."), created: NOW, updated: NOW, jsdPublic: true,
    });
    const issue = (await call("GET", "/rest/api/3/issue/OPS-2?fields=comment,updated")).body.fields;
    expect(issue.updated).toBe(NOW);
    expect(issue.comment.comments.map((c: any) => c.id)).toEqual(["10001"]);
  });
  test("v2 takes wiki markup and answers it; v3 shows the same comment as ADF", async () => {
    const answer = await post("OPS-2", { body: "Check *both* pools" }, 2, GRACE);
    expect(answer).toMatchObject({ status: 201, body: { body: "Check *both* pools", author: { accountId: GRACE_ACCOUNT_ID } } });
    const v3 = (await call("GET", `/rest/api/3/issue/OPS-2/comment/${answer.body.id}`)).body.body;
    expect(v3.content[0].content).toEqual([{ type: "text", text: "Check " }, { type: "text", text: "both", marks: [{ type: "strong" }] }, { type: "text", text: " pools" }]);
  });
  test("visibility is stored and shown; a group must exist and hold the author", async () => {
    const answer = await post("OPS-2", { body: doc("Internal."), visibility: { type: "group", value: "OPS-TEAM" } });
    expect(answer.body.visibility).toEqual({ type: "group", value: "ops-team", identifier: expect.any(String) });
    expect((await post("OPS-2", { body: doc("x"), visibility: { type: "role", value: "Administrators" } })).body.visibility).toEqual({ type: "role", value: "Administrators", identifier: "Administrators" });
    expect(await post("OPS-2", { body: doc("x"), visibility: { type: "group", value: "nobody" } })).toMatchObject({ status: 400, body: { errors: { commentLevel: "Group: nobody does not exist." } } });
    expect((await post("OPS-2", { body: doc("x"), visibility: { type: "group", value: "execs" } })).body.errors).toEqual({ commentLevel: "You are currently not a member of the group: execs." });
    expect((await post("OPS-2", { body: doc("x"), visibility: { type: "group", value: "execs" } }, 3, ADMIN)).status).toBe(201);
  });
  test("Jira's refusals for a body", async () => {
    const empty = { status: 400, body: { errorMessages: [], errors: { comment: "Comment body can not be empty!" } } };
    expect(await post("OPS-1", {})).toMatchObject(empty);
    expect(await post("OPS-1", { body: { type: "doc", version: 1, content: [] } })).toMatchObject(empty);
    expect(await post("OPS-1", { body: "   " }, 2)).toMatchObject(empty);
    expect((await post("OPS-1", { body: "plain" })).body.errors).toEqual({ comment: "Operation value must be an Atlassian Document (see the Atlassian Document Format)" });
    expect(await post("OPS-1", { body: { type: "doc", version: 1, content: [{ type: "nonsense" }] } })).toMatchObject({ status: 400, body: { errorMessages: ["INVALID_INPUT"], errors: {} } });
    expect((await post("OPS-1", { body: doc("adf on v2") }, 2)).body.errors).toEqual({ comment: "Operation value must be a string" });
    expect((await post("OPS-404", { body: doc("x") })).status).toBe(404);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/comment")).body.total).toBe(1);
  });
});

describe("read comments", () => {
  test("paged, oldest first; -created for newest first; renderedBody on request", async () => {
    const page = (await call("GET", "/rest/api/3/issue/OPS-2/comment?maxResults=2&startAt=1")).body;
    expect(page).toMatchObject({ startAt: 1, maxResults: 2, total: 5 });
    expect(page.comments.map((c: any) => c.id)).toEqual(["10002", "10003"]);
    const newest = (await call("GET", "/rest/api/3/issue/OPS-2/comment?orderBy=-created&expand=renderedBody")).body.comments;
    expect(newest.map((c: any) => c.id)).toEqual(["10005", "10004", "10003", "10002", "10001"]);
    expect(newest.at(-1).renderedBody).toBe("<p>Maintenance window is Friday.</p>");
    expect(await call("GET", "/rest/api/3/issue/OPS-2/comment?orderBy=updated")).toMatchObject({ status: 400, body: { errorMessages: [expect.stringContaining("orderBy")] } });
  });
  test("one comment; an unknown id and another issue's comment are Jira's 404s", async () => {
    expect((await call("GET", "/rest/api/3/issue/OPS-1/comment/10000?expand=renderedBody")).body).toMatchObject({ id: "10000", renderedBody: expect.stringContaining("Safari") });
    expect(await call("GET", "/rest/api/3/issue/OPS-1/comment/99999")).toMatchObject({ status: 404, body: { errorMessages: ["Can not find a comment for the id: 99999."], errors: {} } });
    expect((await call("GET", "/rest/api/3/issue/OPS-1/comment/abc")).body.errorMessages).toEqual(["Can not find a comment for the id: abc."]);
    expect(await call("GET", "/rest/api/3/issue/OPS-2/comment/10000")).toMatchObject({ status: 404, body: { errorMessages: ["No comment with given ID found for issue OPS-2"] } });
  });
});

describe("edit and delete", () => {
  test("the author edits: 200 with the comment, updateAuthor and updated; visibility kept unless given", async () => {
    world.service.clock.advance(60_000);
    const answer = await call("PUT", "/rest/api/3/issue/OPS-2/comment/10003?expand=renderedBody", { body: doc("Internal, edited.") });
    expect(answer).toMatchObject({ status: 200, body: { id: "10003", body: doc("Internal, edited."), updated: "2026-11-21T12:01:00.000+0000", created: NOW, visibility: { value: "ops-team" } } });
    expect(answer.body.renderedBody).toBe("<p>Internal, edited.</p>");
    const cleared = await call("PUT", "/rest/api/3/issue/OPS-2/comment/10003", { body: doc("Public now."), visibility: null });
    expect(cleared.body.visibility).toBeUndefined();
    expect((await call("GET", "/rest/api/3/issue/OPS-2?fields=updated")).body.fields.updated).toBe("2026-11-21T12:01:00.000+0000");
  });
  test("someone else may not edit or delete it; the site admin may", async () => {
    expect(await call("PUT", "/rest/api/3/issue/OPS-2/comment/10001", { body: doc("Hijacked") }, GRACE)).toMatchObject({
      status: 400, body: { errorMessages: ["You do not have the permission to edit this comment."], errors: {} },
    });
    expect(await call("DELETE", "/rest/api/3/issue/OPS-2/comment/10001", undefined, GRACE)).toMatchObject({
      status: 400, body: { errorMessages: ["You do not have permission to delete comment with id: 10001"] },
    });
    const edited = await call("PUT", "/rest/api/3/issue/OPS-2/comment/10001", { body: doc("Moderated.") }, ADMIN);
    expect(edited.status).toBe(200);
    expect(edited.body.author.accountId).toBe(ADA_ACCOUNT_ID);
    expect(edited.body.updateAuthor.displayName).toBe("Site Admin");
    expect((await call("PUT", "/rest/api/3/issue/OPS-2/comment/10001", { body: "" })).body.errors).toEqual({ comment: "Comment body can not be empty!" });
  });
  test("delete: 204, then Jira's 404", async () => {
    expect((await call("DELETE", "/rest/api/3/issue/OPS-2/comment/10002", undefined, GRACE)).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/OPS-2/comment/10002")).status).toBe(404);
    expect((await call("DELETE", "/rest/api/3/issue/OPS-2/comment/10002")).body.errorMessages).toEqual(["Can not find a comment for the id: 10002."]);
    expect((await call("DELETE", "/rest/api/3/issue/OPS-2/comment/10001", undefined, ADMIN)).status).toBe(204);
  });
});
