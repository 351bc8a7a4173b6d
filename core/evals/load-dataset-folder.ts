import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parse as parseYaml } from "yaml";

export interface DatasetFolder { slug: string; body: { name: string; description?: string; tasks: unknown[] } }

const TASK_FILE = /\.(ya?ml|json)$/i;

/**
 * A dataset folder: `dataset.yaml` (or .yml/.json) with `slug`, `name`, `description`, and one file per
 * task under `tasks/`, taken in file-name order. A file that does not parse is named in the error.
 */
export function loadDatasetFolder(dir: string): DatasetFolder {
  const metaFile = ["dataset.yaml", "dataset.yml", "dataset.json"].map((name) => join(dir, name)).find((path) => existsSync(path));
  if (!metaFile) throw new Error(`${dir} has no dataset.yaml (or dataset.json) with the dataset's slug and name`);
  const meta = readStructured(metaFile) as { slug?: string; name?: string; description?: string };
  const tasksDir = join(dir, "tasks");
  if (!existsSync(tasksDir)) throw new Error(`${dir} has no tasks/ folder (one file per task)`);
  const tasks = readdirSync(tasksDir).filter((name) => TASK_FILE.test(name)).sort().map((name) => readStructured(join(tasksDir, name)));
  return {
    slug: meta.slug ?? basename(dir),
    body: { name: meta.name ?? meta.slug ?? basename(dir), ...(meta.description ? { description: meta.description } : {}), tasks },
  };
}

function readStructured(path: string): unknown {
  const text = readFileSync(path, "utf8");
  try {
    return path.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new Error(`${path} does not parse: ${(error as Error).message}`);
  }
}
