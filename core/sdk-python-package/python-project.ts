import { readFileSync } from "node:fs";
import { join } from "node:path";

// What the wheel needs from sdk-python/pyproject.toml: [project] name, version, description,
// requires-python, and [project.scripts]. The file is ours and keeps to plain `key = "value"` lines,
// so a line reader suffices (no TOML parser in the service for one file).

export interface PythonProject { name: string; version: string; description: string; requiresPython: string; scripts: Record<string, string>; readme: string }

export function readPythonProject(dir: string): PythonProject {
  const text = readFileSync(join(dir, "pyproject.toml"), "utf8");
  const tables = new Map<string, Record<string, string>>();
  let table = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) table = header[1]!.trim();
    const pair = /^"?([A-Za-z0-9_.-]+)"?\s*=\s*"([^"]*)"$/.exec(line);
    if (pair) tables.set(table, { ...(tables.get(table) ?? {}), [pair[1]!]: pair[2]! });
  }
  const project = tables.get("project") ?? {};
  if (!project.name || !project.version) throw new Error(`${join(dir, "pyproject.toml")} names no [project] name and version`);
  let readme = "";
  try {
    readme = readFileSync(join(dir, "README.md"), "utf8");
  } catch {
    // No README: the wheel has no long description.
  }
  return { name: project.name, version: project.version, description: project.description ?? "", requiresPython: project["requires-python"] ?? "", scripts: tables.get("project.scripts") ?? {}, readme };
}

/** PEP 503 / wheel file-name form: `understudy-eval` → `understudy_eval`. */
export const distributionName = (name: string): string => name.replace(/[-_.]+/g, "_").toLowerCase();
