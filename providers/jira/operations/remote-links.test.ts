import { describe, expect, test } from "bun:test";
import { useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const { call } = world;
const runbook = { url: "https://wiki.example/runbook", title: "Runbook" };

describe("remote links", () => {
  test("create (201), read, and list; the object is kept as sent", async () => {
    const created = await call("POST", "/rest/api/3/issue/OPS-1/remotelink", { object: { ...runbook, icon: { url16x16: "https://wiki.example/i.png" } } });
    expect(created).toMatchObject({ status: 201, body: { id: 10000, self: `${world.url}/rest/api/3/issue/OPS-1/remotelink/10000` } });
    expect((await call("GET", "/rest/api/3/issue/OPS-1/remotelink/10000")).body).toEqual({
      id: 10000, self: `${world.url}/rest/api/3/issue/OPS-1/remotelink/10000`, application: {}, object: { ...runbook, icon: { url16x16: "https://wiki.example/i.png" } },
    });
    expect((await call("GET", "/rest/api/2/issue/OPS-1/remotelink")).body.map((l: any) => l.object.title)).toEqual(["Runbook"]);
  });
  test("a globalId names one link: POST again updates it (200), GET and DELETE find it by it", async () => {
    const first = await call("POST", "/rest/api/3/issue/OPS-1/remotelink", { globalId: "ci=1", relationship: "caused by", object: { url: "https://ci.example/1", title: "Build 1" } });
    expect(first.status).toBe(201);
    const again = await call("POST", "/rest/api/3/issue/OPS-1/remotelink", { globalId: "ci=1", object: { url: "https://ci.example/1", title: "Build 1 (green)" } });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    const found = (await call("GET", "/rest/api/3/issue/OPS-1/remotelink?globalId=ci%3D1")).body;
    expect([found.id, found.object.title, found.relationship]).toEqual([first.body.id, "Build 1 (green)", undefined]);
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/remotelink?globalId=ci%3D1")).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/remotelink?globalId=ci%3D1")).status).toBe(404);
  });
  test("PUT replaces, DELETE by id removes", async () => {
    expect((await call("PUT", "/rest/api/3/issue/OPS-1/remotelink/10000", { object: { ...runbook, title: "Runbook v2" } })).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/remotelink/10000")).body.object).toEqual({ ...runbook, title: "Runbook v2" });
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/remotelink/10000")).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/remotelink")).body).toEqual([]);
  });
  test("Jira's refusals: no url or title, another issue's link, no globalId", async () => {
    expect(await call("POST", "/rest/api/3/issue/OPS-1/remotelink", { object: {} })).toMatchObject({ status: 400, body: { errorMessages: [], errors: { title: "'title' is required.", url: "'url' is required." } } });
    const other = (await call("POST", "/rest/api/3/issue/OPS-2/remotelink", { object: runbook })).body.id;
    expect((await call("GET", `/rest/api/3/issue/OPS-1/remotelink/${other}`)).status).toBe(400);
    expect((await call("GET", "/rest/api/3/issue/OPS-1/remotelink/99999")).status).toBe(404);
    expect((await call("DELETE", "/rest/api/3/issue/OPS-1/remotelink")).status).toBe(400);
  });
});
