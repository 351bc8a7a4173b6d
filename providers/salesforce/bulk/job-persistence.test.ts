import { expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { bulkClient } from "./bulk.fixture.ts";
import { BULK_COLLECTIONS } from "./job-store.ts";

// Jobs live in private world collections: a restart loses none, and grading never sees them.
const org = useOrg({});
const bulk = bulkClient(org);

test("an Open job, a finished job and a query's pages survive a restart", async () => {
  const { body: open } = await bulk.createIngest({ object: "Account", operation: "insert" });
  await bulk.upload(open.id, "Name\nAfter Restart\n");
  const done = await bulk.load({ object: "Account", operation: "insert" }, "Name\nBefore Restart\n");
  const { body: query } = await bulk.createQuery({ operation: "query", query: "SELECT Name FROM Account" });
  const before = (await bulk.results(done.id, "successfulResults")).text;

  org.t = await org.t.restart();

  expect((await bulk.results(done.id, "successfulResults")).text).toBe(before);
  expect((await bulk.queryPage(query.id)).text).toBe('"Name"\n"Before Restart"\n');
  await bulk.close(open.id);
  expect((await bulk.ingestInfo(open.id)).body).toMatchObject({ state: "JobComplete", numberRecordsProcessed: 1 });
  expect((await org.query("SELECT Name FROM Account ORDER BY Name")).body.records.map((r: { Name: string }) => r.Name)).toEqual(["After Restart", "Before Restart"]);
});

test("the job collections are private: not sObjects, not in describeGlobal", async () => {
  const { body } = await org.send("/sobjects");
  for (const name of BULK_COLLECTIONS) {
    expect(body.sobjects.some((s: { name: string }) => s.name === name)).toBe(false);
    expect((await org.send(`/sobjects/${name}/describe`)).status).toBe(404);
  }
});
