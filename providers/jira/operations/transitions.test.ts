import { describe, expect, test } from "bun:test";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID } from "../seed-example.ts";
import { adf, basicAuth, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const NOW = "2026-11-21T12:00:00.000+0000";
const { call } = world;
const doc = adf;
const transition = (key: string, body: unknown, version = 3) => call("POST", `/rest/api/${version}/issue/${key}/transitions`, body);
const fieldsOf = async (key: string, fields: string) => (await call("GET", `/rest/api/3/issue/${key}?fields=${fields}`)).body.fields;
const lastHistory = async (key: string) => (await call("GET", `/rest/api/3/issue/${key}/changelog`)).body.values.at(-1);

describe("GET transitions", () => {
  test("only what the issue's status offers, as Jira's transition beans", async () => {
    const answer = await call("GET", "/rest/api/3/issue/OPS-1/transitions");
    expect(answer.status).toBe(200);
    expect(answer.body.expand).toBe("transitions");
    expect(answer.body.transitions).toEqual([
      {
        id: "11", name: "Start work", to: expect.objectContaining({ id: "10001", name: "In Progress", statusCategory: expect.objectContaining({ key: "indeterminate" }) }),
        hasScreen: false, isGlobal: false, isInitial: false, isAvailable: true, isConditional: false, isLooped: false,
      },
    ]);
    expect((await call("GET", "/rest/api/3/issue/OPS-2/transitions")).body.transitions.map((t: any) => t.id)).toEqual(["31"]);
  });
  test("a simplified workflow's global transitions, the current status's one looped", async () => {
    const transitions = (await call("GET", "/rest/api/3/issue/WEB-1/transitions")).body.transitions;
    expect(transitions.map((t: any) => [t.id, t.name, t.isGlobal, t.isLooped])).toEqual([["11", "To Do", true, false], ["21", "In Progress", true, false], ["31", "Done", true, true]]);
  });
  test("transitionId keeps one (none when unavailable); expand=transitions.fields adds empty screens", async () => {
    expect((await call("GET", "/rest/api/3/issue/WEB-1/transitions?transitionId=21")).body.transitions.map((t: any) => t.id)).toEqual(["21"]);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/transitions?transitionId=31")).body.transitions).toEqual([]);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/transitions?expand=transitions.fields")).body.transitions[0].fields).toEqual({});
    expect((await call("GET", "/rest/api/3/issue/OPS-404/transitions")).status).toBe(404);
  });
});

describe("POST transitions", () => {
  test("moves the status: 204, one history with Jira's status item, updated and the category date move", async () => {
    expect((await transition("OPS-1", { transition: { id: "11" } })).status).toBe(204);
    expect(await fieldsOf("OPS-1", "status,updated,statuscategorychangedate,resolutiondate")).toMatchObject({
      status: { name: "In Progress" }, updated: NOW, statuscategorychangedate: NOW, resolutiondate: null,
    });
    const history = await lastHistory("OPS-1");
    expect(history.author.accountId).toBe(ADA_ACCOUNT_ID);
    expect(history.items).toEqual([{ field: "status", fieldtype: "jira", fieldId: "status", from: "10000", fromString: "To Do", to: "10001", toString: "In Progress" }]);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/transitions")).body.transitions.map((t: any) => t.id)).toEqual(["31"]);
  });
  test("into a done status: resolved Done, resolutiondate set, the resolution item before the status item", async () => {
    expect((await transition("OPS-1", { transition: { id: 31 }, fields: { resolution: { name: "Done" } } })).status).toBe(204);
    const fields = await fieldsOf("OPS-1", "status,resolution,resolutiondate");
    expect(fields).toMatchObject({ status: { name: "Done" }, resolution: { id: "10000", name: "Done" }, resolutiondate: NOW });
    expect((await lastHistory("OPS-1")).items).toEqual([
      { field: "resolution", fieldtype: "jira", fieldId: "resolution", from: null, fromString: null, to: "10000", toString: "Done" },
      { field: "status", fieldtype: "jira", fieldId: "status", from: "10001", fromString: "In Progress", to: "10002", toString: "Done" },
    ]);
  });
  test("out of a done status: unresolved again", async () => {
    expect((await transition("WEB-1", { transition: { id: "21" } })).status).toBe(204);
    expect(await fieldsOf("WEB-1", "status,resolution,resolutiondate")).toEqual({ status: expect.objectContaining({ name: "In Progress" }), resolution: null, resolutiondate: null });
    expect((await lastHistory("WEB-1")).items[0]).toEqual({ field: "resolution", fieldtype: "jira", fieldId: "resolution", from: "10000", fromString: "Done", to: null, toString: null });
  });
  test("a looped transition changes no status and writes no status item", async () => {
    const before = (await call("GET", "/rest/api/3/issue/WEB-1/changelog")).body.total;
    expect((await transition("WEB-1", { transition: { id: "21" } })).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/WEB-1/changelog")).body.total).toBe(before);
  });
  test("fields and update as an edit applies them, and update.comment, in one history", async () => {
    const answer = await transition("WEB-1", {
      transition: { id: "31" },
      fields: { assignee: { accountId: GRACE_ACCOUNT_ID } },
      update: { labels: [{ add: "shipped" }], comment: [{ add: { body: doc("Released.") } }] },
    });
    expect(answer.status).toBe(204);
    expect(await fieldsOf("WEB-1", "status,assignee,labels")).toMatchObject({ status: { name: "Done" }, assignee: { accountId: GRACE_ACCOUNT_ID }, labels: ["shipped"] });
    expect((await lastHistory("WEB-1")).items.map((i: any) => i.field)).toEqual(["assignee", "labels", "resolution", "status"]);
    const comments = (await call("GET", "/rest/api/3/issue/WEB-1/comment")).body.comments;
    expect(comments.at(-1)).toMatchObject({ author: { accountId: ADA_ACCOUNT_ID }, body: doc("Released.") });
  });
  test("v2 takes a wiki comment", async () => {
    expect((await transition("WEB-1", { transition: { id: "11" }, update: { comment: [{ add: { body: "Reopened, see *logs*" } }] } }, 2)).status).toBe(204);
    expect((await call("GET", "/rest/api/2/issue/WEB-1/comment")).body.comments.at(-1).body).toBe("Reopened, see *logs*");
  });
});

describe("POST transitions: Jira's refusals, with nothing written", () => {
  test("no transition, not an integer, not available from the status", async () => {
    expect(await transition("OPS-2", {})).toMatchObject({ status: 400, body: { errorMessages: ["Missing 'transition' identifier"], errors: {} } });
    expect(await transition("OPS-2", { transition: { name: "Finish" } })).toMatchObject({ status: 400, body: { errorMessages: ["Missing 'transition' identifier"] } });
    expect(await transition("OPS-2", { transition: { id: "Finish" } })).toMatchObject({ status: 400, body: { errorMessages: ["'transition' identifier must be an integer"], errors: {} } });
    expect(await transition("OPS-2", { transition: { id: "11" } })).toMatchObject({ status: 400, body: { errorMessages: ["Transition id '11' is not valid for this issue."], errors: {} } });
    expect((await transition("OPS-404", { transition: { id: "31" } })).status).toBe(404);
  });
  test("a field problem refuses the whole transition", async () => {
    const bad = await transition("OPS-2", { transition: { id: "31" }, fields: { summary: "Renamed", status: { name: "Done" }, duedate: "soon" } });
    expect(bad).toMatchObject({ status: 400, body: { errors: { status: "Field 'status' cannot be set. It is not on the appropriate screen, or unknown.", duedate: "Error parsing date string: soon" } } });
    expect(await fieldsOf("OPS-2", "status,summary")).toMatchObject({ status: { name: "In Progress" }, summary: "Upgrade the load balancer" });
    expect((await call("GET", "/rest/api/3/issue/OPS-2/changelog")).body.total).toBe(0);
    const comment = await transition("OPS-2", { transition: { id: "31" }, update: { comment: [{ add: { body: "plain text on v3" } }] } });
    expect(comment.body.errors).toEqual({ comment: "Operation value must be an Atlassian Document (see the Atlassian Document Format)" });
  });
  test("a resolution only into a done status, and only Done", async () => {
    expect((await transition("OPS-2", { transition: { id: "31" }, fields: { resolution: { name: "Won't Do" } } })).body.errors).toEqual({
      resolution: "Could not find valid 'id' or 'name' in resolution object.",
    });
    expect((await transition("WEB-1", { transition: { id: "21" }, fields: { resolution: { name: "Done" } } })).body.errors).toEqual({
      resolution: "Field 'resolution' cannot be set. It is not on the appropriate screen, or unknown.",
    });
  });
  test("the caller records the history", async () => {
    expect((await call("POST", "/rest/api/3/issue/OPS-2/transitions", { transition: { id: "31" } }, basicAuth("grace@acme.example"))).status).toBe(204);
    expect((await lastHistory("OPS-2")).author.accountId).toBe(GRACE_ACCOUNT_ID);
  });
});
