import { afterEach, beforeEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { expireAllLeases } from "../evals/expire-leases.ts";

// An evaluation task's world answers only to the lease's credential, on REST, MCP and UI pages alike,
// and only while the lease lives; snapshots stay open (their url is the secret).
let t: TestService;
beforeEach(async () => (t = await startTestService()));
afterEach(() => t.close());

const ADD_CONTACT = CRM_TASKS[0]!;
const withUi = { ...structuredClone(ADD_CONTACT), id: "with-ui", seed: { ...structuredClone(ADD_CONTACT.seed), "board-ui": {} } };

async function leaseOne(taskId: string) {
  expect((await putDataset(t, "crm", [structuredClone(ADD_CONTACT), withUi])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm", tasks: [taskId] })).json();
  const { task, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const worldId = /\/w\/([a-z0-9]+)\/mcp$/.exec(task.mcp.url)![1]!;
  return { runId, task, lease, worldId, authorization: task.mcp.headers.Authorization as string };
}

/** A mock-plane request exactly as given: no default Authorization header. */
const raw = (url: string, init: RequestInit = {}) => t.service.mockApp.handle(new Request(url, init));
const contactUrl = (worldId: string) => `http://localhost:4001/w/${worldId}/salesforce/services/data/v67.0/sobjects/Contact`;
const createContact = (worldId: string, headers: Record<string, string>) =>
  raw(contactUrl(worldId), { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ LastName: "Lovelace", FirstName: "Ada", AccountId: "001000000000001AAA" }) });
const contactCount = async (worldId: string) => (await t.service.worlds.get(worldId))!.forPack("salesforce", () => t.clock.now).collection("Contact").count();

test("a task world refuses REST without the task's credential, in Salesforce's shape, and changes nothing", async () => {
  const { runId, task, lease, worldId } = await leaseOne("add-contact");
  for (const headers of [{}, { authorization: "Bearer anything" }, { authorization: "OAuth anything" }, { authorization: `Basic ${btoa("a:b")}` }] as Array<Record<string, string>>) {
    const refused = await createContact(worldId, headers);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual([{ message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" }]);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
  }
  // Reads, the OpenAPI document and the public OAuth endpoints are no exception.
  expect((await raw(`http://localhost:4001/w/${worldId}/salesforce/services/data/v67.0/query?q=SELECT+Id+FROM+Account`, { headers: { authorization: "Bearer x" } })).status).toBe(401);
  expect((await raw(`http://localhost:4001/w/${worldId}/salesforce/openapi`)).status).toBe(401);
  expect((await raw(`http://localhost:4001/w/${worldId}/salesforce/services/data`)).status).toBe(401);
  expect(await contactCount(worldId)).toBe(0);

  // The graded state is what the refused writes left: nothing, so the task scores 0.
  const graded = await (await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId })).json();
  expect(graded).toMatchObject({ status: "graded", reward: 0 });
});

test("with the credential, REST works on the task world (the agent holds it anyway), and MCP still needs it", async () => {
  const { runId, task, lease, worldId, authorization } = await leaseOne("add-contact");
  const created = await createContact(worldId, { authorization });
  expect(created.status).toBe(201);
  expect(await contactCount(worldId)).toBe(1);

  const unauthorizedMcp = await raw(task.mcp.url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization: "Bearer anything" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
  expect(unauthorizedMcp.status).toBe(401);
  const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
  expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  await client.close();

  const graded = await (await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId })).json();
  expect(graded).toMatchObject({ status: "graded", reward: 1 });
  // Graded: the world and its credential are gone.
  expect((await createContact(worldId, { authorization })).status).toBe(404);
});

test("the credential dies with the lease: kept alive by heartbeats, refused once the lease expires", async () => {
  const { runId, task, lease, worldId, authorization } = await leaseOne("add-contact");
  const leaseMs = t.service.settings.leaseMs;
  t.clock.advance(leaseMs - 1000);
  expect((await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/heartbeat`, { leaseId: lease.leaseId })).status).toBe(200);
  t.clock.advance(leaseMs - 1); // past the first expiry, within the renewed lease
  expect((await createContact(worldId, { authorization })).status).toBe(201);

  t.clock.advance(1); // the renewed lease ends now; no reaper has run
  const afterExpiry = await createContact(worldId, { authorization });
  expect(afterExpiry.status).toBe(404);
  expect(await afterExpiry.json()).toEqual([{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }]);
  const mcp = await raw(task.mcp.url, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream", authorization }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
  expect(mcp.status).toBe(404);

  // The reaper requeues the task on a fresh world with a new credential; the old one opens nothing.
  expect(await expireAllLeases(t.service)).toBe(1);
  const again = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const newWorld = /\/w\/([a-z0-9]+)\/mcp$/.exec(again.task.mcp.url)![1]!;
  expect(again.task.mcp.headers.Authorization).not.toBe(authorization);
  expect((await createContact(newWorld, { authorization })).status).toBe(401);
  expect((await createContact(newWorld, { authorization: again.task.mcp.headers.Authorization })).status).toBe(201);
});

test("a UI page takes the credential once as ?access_token, which sets an HttpOnly cookie scoped to the world", async () => {
  const { worldId, authorization } = await leaseOne("with-ui");
  const credential = authorization.replace(/^Bearer /, "");
  const page = `http://localhost:4001/w/${worldId}/board-ui/`;
  expect((await raw(page)).status).toBe(401);
  expect((await raw(`${page}?access_token=wrong`)).status).toBe(401);
  expect((await raw(page, { headers: { authorization } })).status).toBe(200);

  const handoff = await raw(`${page}?view=compact&access_token=${credential}`);
  expect(handoff.status).toBe(303);
  expect(handoff.headers.get("location")).toBe(`/w/${worldId}/board-ui/?view=compact`);
  const cookie = handoff.headers.get("set-cookie")!;
  expect(cookie).toBe(`understudy_world_credential=${credential}; Path=/w/${worldId}; HttpOnly; SameSite=Lax`);

  const withCookie = await raw(`${page}?view=compact`, { headers: { cookie: `other=1; ${cookie.split(";")[0]}` } });
  expect(withCookie.status).toBe(200);
  expect(await withCookie.text()).toContain("<h1>Board</h1>");
  expect((await raw(page, { headers: { cookie: "understudy_world_credential=wrong" } })).status).toBe(401);
  // The cookie is for pages: the REST surface still needs the header.
  expect((await createContact(worldId, { cookie: cookie.split(";")[0]! })).status).toBe(401);
  expect((await raw(`${contactUrl(worldId)}?access_token=${credential}`)).status).toBe(401);
});

test("snapshots stay open: any Authorization value works, as before", async () => {
  const snapshot = await t.createSnapshot("salesforce");
  const response = await raw(`${snapshot.url}/services/data/v67.0/sobjects/Account`, { method: "POST", headers: { authorization: "Bearer anything", "content-type": "application/json" }, body: JSON.stringify({ Name: "Acme" }) });
  expect(response.status).toBe(201);
  const page = await t.createSnapshot("board-ui");
  expect((await raw(`${page.url}/`)).status).toBe(200);
});

test("the credential also travels as X-Understudy-Credential, leaving Authorization to the provider's own token", async () => {
  const { worldId, authorization } = await leaseOne("add-contact");
  const credential = authorization.replace(/^Bearer /, "");
  expect((await createContact(worldId, { "x-understudy-credential": "wrong", authorization: "Bearer provider-token" })).status).toBe(401);
  expect((await createContact(worldId, { "x-understudy-credential": credential, authorization: "Bearer provider-token" })).status).toBe(201);
  expect(await contactCount(worldId)).toBe(1);
});

test("a task seeding a UI pack hands the worker each app's url and a sign-in link that sets the credential cookie", async () => {
  const { task } = await leaseOne("with-ui");
  expect(Object.keys(task.apps)).toEqual(["board-ui"]);
  const { url, signInUrl } = task.apps["board-ui"];
  expect((await raw(url)).status).toBe(401);
  const signIn = await raw(signInUrl);
  expect(signIn.status).toBe(303);
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const page = await raw(`${url}/`, { headers: { cookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Board");
  // A task without a UI pack has no apps.
  expect((await leaseOne("add-contact")).task.apps).toBeUndefined();
});
