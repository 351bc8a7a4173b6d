import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { distributionName, readPythonProject, type PythonProject } from "./python-project.ts";
import { zipArchive, type ZipEntry } from "./zip-archive.ts";

// A pure-Python wheel (PEP 427) of sdk-python/, built by the service from its own checkout: installing
// it needs no build backend and no network, so `pip install {base_url}/sdk/python/<wheel>` works in a
// fresh, offline virtual environment.

export interface PythonWheel { filename: string; bytes: Uint8Array<ArrayBuffer>; sha256: string; project: PythonProject }

const urlsafe = (digest: Buffer) => digest.toString("base64url");

export function buildPythonWheel(dir: string): PythonWheel {
  const project = readPythonProject(dir);
  const dist = distributionName(project.name);
  const encoder = new TextEncoder();
  const files: ZipEntry[] = packageFiles(dir, dist).map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(dir, name))) }));
  const info = `${dist}-${project.version}.dist-info`;
  const metadata = [
    "Metadata-Version: 2.1", `Name: ${project.name}`, `Version: ${project.version}`, `Summary: ${project.description}`,
    ...(project.requiresPython ? [`Requires-Python: ${project.requiresPython}`] : []), "Description-Content-Type: text/markdown", "", project.readme,
  ].join("\n");
  files.push({ name: `${info}/METADATA`, bytes: encoder.encode(metadata) });
  files.push({ name: `${info}/WHEEL`, bytes: encoder.encode("Wheel-Version: 1.0\nGenerator: understudy\nRoot-Is-Purelib: true\nTag: py3-none-any\n") });
  const scripts = Object.entries(project.scripts);
  if (scripts.length) files.push({ name: `${info}/entry_points.txt`, bytes: encoder.encode(`[console_scripts]\n${scripts.map(([k, v]) => `${k} = ${v}`).join("\n")}\n`) });
  // RECORD: every file's hash and size; RECORD itself has neither.
  const record = [...files.map((f) => `${f.name},sha256=${urlsafe(createHash("sha256").update(f.bytes).digest())},${f.bytes.length}`), `${info}/RECORD,,`].join("\n") + "\n";
  files.push({ name: `${info}/RECORD`, bytes: encoder.encode(record) });
  const bytes = zipArchive(files);
  return { filename: `${dist}-${project.version}-py3-none-any.whl`, bytes, sha256: createHash("sha256").update(bytes).digest("hex"), project };
}

/** The package's files, relative to `dir`: everything under the import package but caches and compiled files. */
function packageFiles(dir: string, dist: string): string[] {
  return (readdirSync(join(dir, dist), { recursive: true }) as string[])
    .map((name) => join(dist, name))
    .filter((name) => !name.includes("__pycache__") && !name.endsWith(".pyc") && statSync(join(dir, name)).isFile())
    .sort();
}
