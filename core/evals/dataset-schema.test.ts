import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { taskSchema } from "./dataset-schema.ts";
import { TASK_SCHEMA_FILE } from "../../scripts/write-schemas.ts";

test("docs/schemas/dataset-task.schema.json is the schema the service validates with", () => {
  expect(JSON.parse(readFileSync(TASK_SCHEMA_FILE, "utf8"))).toEqual(taskSchema);
});
