import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "./support/test-service.ts";
import { loadDatasetFolder } from "../core/evals/load-dataset-folder.ts";
import { checkDataset } from "./support/eval-fixtures.ts";

// The shipped example dataset must upload and every task must be sound: its oracle scores 1, idling does not.
let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

test("examples/datasets/crm-basics uploads and every task is sound", async () => {
  const folder = loadDatasetFolder(new URL("../examples/datasets/crm-basics", import.meta.url).pathname);
  const uploaded = await t.control(`/api/v1/datasets/${folder.slug}`, { method: "PUT", body: JSON.stringify(folder.body) });
  expect(await uploaded.json()).toMatchObject({ slug: "crm-basics", taskCount: 12 });
  const report = await checkDataset(t, folder.slug);
  expect(report.status).toBe("done");
  const unsound = report.tasks.filter((task: { sound: boolean }) => !task.sound);
  expect(unsound).toEqual([]);
  expect(report.tasks.length).toBe(12);
}, 60_000);
