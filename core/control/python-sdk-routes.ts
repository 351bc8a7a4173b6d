import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { Elysia } from "elysia";
import type { Logger } from "../log/logger.ts";
import { buildPythonWheel, type PythonWheel } from "../sdk-python-package/python-wheel.ts";
import { controlError } from "./control-errors.ts";

// The Python worker SDK, served from this checkout as the Node one is (sdk-package.ts), and for the
// same reason: a worker installs the client of exactly the protocol this service speaks, by URL, never
// from a registry where another package could hold the name. It is served as a wheel, which pip
// installs with no build step and no network.

export const PYTHON_SDK_DIR = resolve(import.meta.dir, "../../sdk-python");
export const PYTHON_SDK_PATH = "/sdk/python";

export interface PythonSdkDeps { publicUrl: string; log: Logger; /** The package folder; tests point it at a copy. */ pythonSdkDir?: string }

export function createPythonSdkRoutes(deps: PythonSdkDeps) {
  const dir = deps.pythonSdkDir ?? PYTHON_SDK_DIR;
  let built: { key: string; wheel: PythonWheel } | undefined;
  // Rebuilt when a file of the package changes (size or time), which costs a stat per file per request.
  const wheel = (): PythonWheel => {
    if (!existsSync(join(dir, "pyproject.toml"))) throw controlError("pythonSdkMissing");
    const key = (readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => !name.includes("__pycache__") && !name.startsWith("tests"))
      .sort()
      .map((name) => {
        const info = statSync(join(dir, name));
        return `${name}:${info.size}:${info.mtimeMs}`;
      })
      .join("\n");
    if (built?.key !== key) {
      const started = performance.now();
      built = { key, wheel: buildPythonWheel(dir) };
      deps.log.info("sdk", `built ${built.wheel.filename} in ${(performance.now() - started).toFixed(0)} ms`);
    }
    return built.wheel;
  };
  const base = () => `${deps.publicUrl.replace(/\/+$/, "")}${PYTHON_SDK_PATH}`;
  return new Elysia({ name: "python-sdk" })
    .get(PYTHON_SDK_PATH, () => {
      const { filename, sha256, project } = wheel();
      const url = `${base()}/${filename}`;
      return { name: project.name, version: project.version, wheel: url, sha256, install: `pip install ${url}` };
    })
    .get(`${PYTHON_SDK_PATH}/:file`, ({ params }) => {
      const current = wheel();
      if (params.file !== current.filename) throw controlError("pythonSdkFileNotFound", params.file, current.filename);
      return new Response(current.bytes, {
        headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${current.filename}"`, etag: `"${current.sha256}"`, "cache-control": "no-cache" },
      });
    });
}
