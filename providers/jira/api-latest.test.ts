// /rest/api/latest is Jira's alias of the platform API's version 2, and Jira Software's API is refused.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startJiraWorld, type JiraWorld } from "./test-service.fixture.ts";

let world: JiraWorld;
beforeAll(async () => {
  world = await startJiraWorld();
});
afterAll(() => world.close());

describe("/rest/api/latest", () => {
  test("GET issue answers exactly what /rest/api/2 answers (wiki markup, v2 self links)", async () => {
    const latest = await world.call("GET", "/rest/api/latest/issue/OPS-1?expand=renderedFields,names,changelog");
    const v2 = await world.call("GET", "/rest/api/2/issue/OPS-1?expand=renderedFields,names,changelog");
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual(v2.body);
    expect(typeof latest.body.fields.description).toBe("string");
    expect(latest.body.self).toBe(`${world.url}/rest/api/2/issue/10000`);
  });
  test("every operation, writes too: the Python client's assign and a v2 comment", async () => {
    expect((await world.call("PUT", "/rest/api/latest/issue/OPS-2/assignee", { body: { accountId: null } })).status).toBe(204);
    const comment = await world.call("POST", "/rest/api/latest/issue/OPS-2/comment", { body: { body: "Wiki *text*" } });
    expect(comment).toMatchObject({ status: 201, body: { body: "Wiki *text*" } });
    expect((await world.call("GET", "/rest/api/latest/project")).body.map((p: any) => p.key)).toEqual(["OPS", "WEB"]);
  });
  test("Jira's own answers for what is not there: an unknown path, another method", async () => {
    expect((await world.call("GET", "/rest/api/latest/nothing")).body).toMatchObject({ "status-code": 404 });
    expect((await world.call("PATCH", "/rest/api/latest/issue/OPS-1")).status).toBe(405);
  });
});

describe("Jira Software's API (/rest/agile/1.0) on a platform-only site", () => {
  test.each(["GET /rest/agile/1.0/board", "GET /rest/agile/1.0/board/1/sprint", "GET /rest/agile/1.0/board/1/issue", "GET /rest/agile/1.0/sprint/1/issue", "GET /rest/software/1.0/sprint/1/issue", "POST /rest/agile/1.0/sprint"])(
    "%s is 404 with Jira's error collection saying why",
    async (request) => {
      const [method, path] = request.split(" ") as [string, string];
      const answer = await world.call(method, path, method === "POST" ? { body: { name: "Sprint 1" } } : {});
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ errorMessages: [expect.stringContaining("Jira Software is not installed on this site")], errors: {} });
    },
  );
});
