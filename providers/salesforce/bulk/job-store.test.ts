import { expect, test } from "bun:test";
import { sfError, useOrg } from "../operations/org.fixture.ts";
import { bulkClient } from "./bulk.fixture.ts";
import { MAX_JOBS_PER_WORLD } from "./job-store.ts";

// A world keeps a bounded number of jobs: a new one makes room by removing the oldest finished job.
const org = useOrg({});
const bulk = bulkClient(org);

test(`past ${MAX_JOBS_PER_WORLD} jobs the oldest finished one goes; with none finished a new job is refused`, async () => {
  const ids: string[] = [];
  for (let i = 0; i < MAX_JOBS_PER_WORLD; i++) ids.push((await bulk.createIngest({ object: "Account", operation: "insert" })).body.id);
  const refused = await bulk.createIngest({ object: "Account", operation: "insert" });
  expect([refused.status, refused.body]).toEqual([400, sfError("EXCEEDED_QUOTA", /already has 100 unfinished Bulk API jobs/)]);

  await bulk.close(ids[5]!, "Aborted");
  await bulk.close(ids[7]!, "Aborted");
  const made = await bulk.createIngest({ object: "Account", operation: "insert" });
  expect(made.status).toBe(200);
  expect((await bulk.ingestInfo(ids[5]!)).status).toBe(404);
  expect((await bulk.ingestInfo(ids[7]!)).body.state).toBe("Aborted");
});
