import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, checkDataset, putDataset } from "../../tests/support/eval-fixtures.ts";
import { loadDatasetFolder } from "./load-dataset-folder.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const withTask = (change: (task: any) => void) => {
  const tasks = structuredClone(CRM_TASKS) as any[];
  change(tasks[1]);
  return tasks;
};

test("a malformed dataset is refused whole, with the task and the field named", async () => {
  const cases: Array<[unknown[], string]> = [
    [withTask((x) => delete x.ticket), `Task "rename-account" must have required property 'ticket'`],
    [withTask((x) => (x.assertions[0].plugin = "vibes")), `Task "rename-account": assertions[0].plugin: no grading plugin "vibes"`],
    [withTask((x) => (x.assertions[0].options = { pack: "salesforce" })), `Task "rename-account": assertions[0].options must have required property`],
    [withTask((x) => (x.seed.salesforce.Account[0].Bogus = 1)), `Task "rename-account": seed.salesforce.Account[0]: No such column 'Bogus'`],
    [withTask((x) => (x.seed = { hubspot: {} })), `Task "rename-account": seed.hubspot: unknown provider "hubspot"`],
    [withTask((x) => (x.oracle[0].tool = "salesforce_teleport")), `Task "rename-account": oracle[0].tool: "salesforce_teleport" is not a tool of this task's world`],
    [withTask((x) => (x.oracle[0].arguments = { sobject: "Account" })), `Task "rename-account": oracle[0].arguments must have required property 'id'`],
    [withTask((x) => (x.id = "add-contact")), `Task "add-contact": duplicate task id`],
    [withTask((x) => (x.assertions = [])), `Task "rename-account".assertions must NOT have fewer than 1 items`],
    [withTask((x) => (x.config = { notes: {} })), `Task "rename-account": config.notes: the task's world has no "notes" seed`],
    [withTask((x) => (x.seed.salesforce.$generate = { Contact: 1.5 })), `Task "rename-account": seed.salesforce.$generate.Contact: 1.5 is not a whole number of records`],
    [withTask((x) => (x.seed.salesforce.$generate = { Account: 60_000, Contact: 40_001 })), `Task "rename-account": seed: the seed's $generate asks for 100001 records; one world may generate at most 100000 over all its providers (MAX_GENERATED_ROWS)`],
  ];
  for (const [tasks, message] of cases) {
    const response = await putDataset(t, "broken", tasks);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  }
  expect((await t.control("/api/v1/datasets/broken")).status).toBe(404);
  expect((await t.control("/api/v1/datasets/Bad_Slug", { method: "PUT", body: "{}" })).status).toBe(400);
  expect((await t.control("/api/v1/datasets/x", { method: "PUT", body: "{" })).status).toBe(400);
});

test("datasets are stored, listed, read, and replaced by a new upload", async () => {
  const created = await (await putDataset(t, "crm", CRM_TASKS)).json();
  expect(created).toEqual({ slug: "crm", name: "Dataset crm", taskCount: 3, created: true });
  expect((await (await putDataset(t, "crm", CRM_TASKS.slice(0, 2))).json()).created).toBe(false);
  const listed = await (await t.control("/api/v1/datasets")).json();
  expect(listed.datasets.map((d: { slug: string; taskCount: number }) => [d.slug, d.taskCount])).toEqual([["crm", 2]]);
  const read = await (await t.control("/api/v1/datasets/crm")).json();
  expect(read.tasks.map((x: { id: string }) => x.id)).toEqual(["add-contact", "rename-account"]);
});

test("a task may ask for generated volume: the upload checks $generate (a dry run makes one row per name) and stores it as written", async () => {
  const tasks = withTask((x) => (x.seed.salesforce.$generate = { Account: 60_000, Contact: 40_000 }));
  expect((await putDataset(t, "volume", tasks)).status).toBe(200);
  const read = await (await t.control("/api/v1/datasets/volume")).json();
  expect(read.tasks[1].seed.salesforce.$generate).toEqual({ Account: 60_000, Contact: 40_000 });
});

test("the dataset check proves each oracle scores 1 and doing nothing does not", async () => {
  await putDataset(t, "crm", CRM_TASKS);
  const report = await checkDataset(t, "crm");
  expect(report).toMatchObject({ dataset: "crm", status: "done", done: 3, total: 3 });
  expect(report.sound).toBe(true);
  expect(report.tasks.map((x: any) => [x.task, x.oracle.reward, x.idle.reward < 1, x.sound])).toEqual([
    ["add-contact", 1, true, true], ["rename-account", 1, true, true], ["delete-account", 1, true, true],
  ]);
  const unsound = structuredClone(CRM_TASKS);
  const [addContact, renameAccount, deleteAccount] = unsound;
  if (!addContact || !renameAccount || !deleteAccount) throw new Error("CRM_TASKS should hold three tasks");
  addContact.oracle = [{ tool: "salesforce_create_record", arguments: { sobject: "Contact", fields: { LastName: "Byron" } } }];
  delete renameAccount.oracle;
  deleteAccount.assertions = [{ plugin: "record-exists", requirement: "Acme exists", options: { pack: "salesforce", collection: "Account", where: { Name: "Acme" } } }];
  await putDataset(t, "weak", unsound);
  const weak = await checkDataset(t, "weak");
  expect(weak.sound).toBe(false);
  expect(weak.tasks.map((x: any) => x.problem)).toEqual([
    "the oracle does not satisfy every assertion", "no oracle: the task cannot be proven solvable", "doing nothing already passes every assertion",
  ]);
  expect(t.service.worlds.size).toBe(0);
});

test("a dataset folder loads from YAML and JSON task files, in file-name order", () => {
  const dir = mkdtempSync(join(tmpdir(), "dataset-"));
  try {
    mkdirSync(join(dir, "tasks"));
    writeFileSync(join(dir, "dataset.yaml"), "slug: crm-mini\nname: CRM mini\n");
    writeFileSync(join(dir, "tasks", "02-second.json"), JSON.stringify(CRM_TASKS[1]));
    writeFileSync(join(dir, "tasks", "01-first.yaml"), `id: first\nticket: Do it\nseed:\n  salesforce: {}\nassertions:\n  - plugin: record-count\n    requirement: none\n    options: { pack: salesforce, collection: Account, equals: 0 }\n`);
    const loaded = loadDatasetFolder(dir);
    expect(loaded.slug).toBe("crm-mini");
    expect((loaded.body.tasks as Array<{ id: string }>).map((x) => x.id)).toEqual(["first", "rename-account"]);
    writeFileSync(join(dir, "tasks", "03-bad.yaml"), "id: [unclosed");
    expect(() => loadDatasetFolder(dir)).toThrow("03-bad.yaml does not parse");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
