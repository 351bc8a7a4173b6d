// create-snapshot takes a task's `people` for its one provider (docs/api.md), checked like a task's.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const ADA = { key: "ada", name: "Ada Lovelace", email: "ada@acme.example" };
const create = (slug: string, body: unknown) => t.control(`/providers/${slug}/create-snapshot`, { method: "POST", body: JSON.stringify(body) });

test("a snapshot's people become its provider's users, and references in its seed their ids", async () => {
  const seed = { messages: [{ channel: "C0GENERAL", user: "person:ada", text: "Hello" }], mcp_user: "person:ada" };
  const snapshot = await t.createSnapshot("slack", { seed, people: [ADA] });
  const records = (await t.service.worlds.get(snapshot.snapshotId))!.dump();
  expect(records.find((r) => r.collection === "auth")?.data).toMatchObject({ mcp_user: "U0ADA" });
  expect(records.find((r) => r.collection === "users" && r.id === "U0ADA")?.data).toMatchObject({ name: "ada", real_name: "Ada Lovelace" });
  expect(records.find((r) => r.collection === "messages")?.data).toMatchObject({ user: "U0ADA", text: "Hello" });
  const info = await t.mock(`${snapshot.url}/api/users.lookupByEmail?email=ada@acme.example`, { headers: { authorization: "Bearer xoxb-understudy-bot" } });
  expect((await info.json()).user).toMatchObject({ id: "U0ADA" });
});

test("bad people and references are 400s naming the field; a UI provider ignores people", async () => {
  const stray = await create("jira", { seed: { projects: [{ key: "SUP", name: "Support", leadAccountId: "person:bob" }] }, people: [ADA] });
  expect(stray.status).toBe(400);
  expect((await stray.json()).error).toContain('seed.jira.projects[0].leadAccountId: no person "bob" in people');
  const twice = await create("salesforce", { people: [ADA, ADA] });
  expect((await twice.json()).error).toContain(`people[1].key: "ada" is also people[0]'s key`);
  expect((await create("board-ui", { people: [ADA] })).status).toBe(200);
});
