import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService({ limits: { generatedRows: 60_000, worldBytes: 32 * 1024 * 1024 } })), 30_000);
afterAll(() => t.close());

const create = (slug: string, body: unknown) => t.control(`/providers/${slug}/create-snapshot`, { method: "POST", body: JSON.stringify(body) });
const stored = async (id: string) => (await t.service.store.loadWorld(id))!.records;

test("a $generate the pack cannot load is the seed's 400 {error} naming the field; past MAX_GENERATED_ROWS it names the setting; nothing is created", async () => {
  const before = t.service.worlds.size;
  const cases: Array<[string, unknown, string]> = [
    ["salesforce", { seed: { $generate: { Contact: 2.5 } } }, "seed.salesforce.$generate.Contact: 2.5 is not a whole number of records"],
    ["salesforce", { seed: { salesforce: { $generate: { Widget: 1 } } } }, 'seed.salesforce.$generate.Widget: provider "salesforce" cannot generate "Widget"'],
    ["jira", { seed: { $generate: { comments: 5 } } }, "seed.jira.$generate.comments: comments need issues"],
    ["notes", { seed: { $generate: { items: 5 } } }, 'seed.notes.$generate: provider "notes" generates no records'],
    ["slack", { seed: { $generate: { users: 30_000, messages: 30_001 } } }, "the seed's $generate asks for 60001 records; one world may generate at most 60000 over all its providers (MAX_GENERATED_ROWS)"],
  ];
  for (const [slug, body, message] of cases) {
    const response = await create(slug, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining(message) });
  }
  expect(t.service.worlds.size).toBe(before);
});

test("MAX_WORLD_BYTES still bounds a world: generated rows past it are the usual 413", async () => {
  const response = await create("salesforce", { seed: { $generate: { Account: 20_000, Contact: 30_000 } } });
  expect(response.status).toBe(413);
  expect((await response.json()).error).toContain("MAX_WORLD_BYTES");
}, 30_000);

test("two snapshots from the same request hold byte-identical records, on every pack", async () => {
  const requests: Record<string, unknown> = {
    salesforce: { Account: [{ Name: "Acme" }], $generate: { Account: 200, Contact: 800, Opportunity: 100, Case: 100 } },
    slack: { $generate: { users: 40, channels: 8, messages: 600 } },
    jira: { projects: [{ key: "OPS", name: "Ops" }], $generate: { users: 20, projects: 2, issues: 300, comments: 500 } },
    mail: { $generate: { threads: 50 } },
  };
  for (const [slug, seed] of Object.entries(requests)) {
    const [a, b] = [await t.createSnapshot(slug, { seed }), await t.createSnapshot(slug, { seed })];
    // The CRM names its world in two records: the Organization (its org id) and the integration User (a username unique to the org).
    const text = async (id: string) => JSON.stringify((await stored(id)).filter((r) => !["Organization", "User"].includes(r.collection)));
    expect(await text(a.snapshotId)).toBe(await text(b.snapshotId));
    expect((await stored(a.snapshotId)).length).toBeGreaterThan(600);
  }
}, 30_000);

test("a UI pack's snapshot takes $generate from its seed and ignores the rest", async () => {
  const plain = await stored((await t.createSnapshot("mail", { seed: "anything" })).snapshotId);
  const grown = await stored((await t.createSnapshot("mail", { seed: { mail: { anything: [1, 2], $generate: { threads: 30 } } } })).snapshotId);
  const threads = (records: typeof plain) => new Set(records.filter((r) => r.collection === "messages").map((r) => r.data.threadId)).size;
  expect(threads(grown)).toBe(threads(plain) + 30);
  // The built-in mailbox is all there, as it was.
  const key = (r: (typeof plain)[number]) => `${r.collection}/${r.id}`;
  const grownByKey = new Map(grown.map((r) => [key(r), r]));
  for (const record of plain) expect(grownByKey.get(key(record))).toEqual(record);
});
