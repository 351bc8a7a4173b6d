// `bun scripts/write-schemas.ts`: writes docs/schemas/dataset-task.schema.json from the schema the service
// validates with, so editors and CI can check task files. A test fails when the file is stale.
import { writeFileSync } from "node:fs";
import { taskSchema } from "../core/evals/dataset-schema.ts";

export const TASK_SCHEMA_FILE = new URL("../docs/schemas/dataset-task.schema.json", import.meta.url);

if (import.meta.main) {
  writeFileSync(TASK_SCHEMA_FILE, `${JSON.stringify(taskSchema, null, 2)}\n`);
  console.log(`wrote ${TASK_SCHEMA_FILE.pathname}`);
}
