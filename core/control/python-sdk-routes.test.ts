import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "../log/logger.ts";
import { createPythonSdkRoutes } from "./python-sdk-routes.ts";

// The Python SDK's wheel, built by the service from a package folder and installed by pip, offline,
// into a fresh virtual environment with nothing else: its module imports and its console script runs.
const root = mkdtempSync(join(tmpdir(), "python-sdk-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dir = join(root, "sdk-python");
mkdirSync(join(dir, "understudy_eval", "__pycache__"), { recursive: true });
writeFileSync(join(dir, "pyproject.toml"), '[project]\nname = "understudy-eval"\nversion = "0.3.1"\ndescription = "Test SDK"\nrequires-python = ">=3.10"\n\n[project.scripts]\nunderstudy-eval-py = "understudy_eval.cli:main"\n');
writeFileSync(join(dir, "README.md"), "# understudy-eval\n");
writeFileSync(join(dir, "understudy_eval", "__init__.py"), "VERSION = '0.3.1'\n");
writeFileSync(join(dir, "understudy_eval", "cli.py"), "def main() -> None:\n    print('cli ran')\n");
writeFileSync(join(dir, "understudy_eval", "py.typed"), "");
writeFileSync(join(dir, "understudy_eval", "__pycache__", "stale.pyc"), "not shipped");
const app = createPythonSdkRoutes({ publicUrl: "http://svc.example:4000", log: createLogger("silent"), pythonSdkDir: dir });
const get = (path: string) => app.handle(new Request(`http://svc.example:4000${path}`));

test("GET /sdk/python names the wheel, its url and hash; a wrong file name is a 404 that names the right one", async () => {
  const info = await (await get("/sdk/python")).json();
  expect(info).toEqual({
    name: "understudy-eval", version: "0.3.1", wheel: "http://svc.example:4000/sdk/python/understudy_eval-0.3.1-py3-none-any.whl",
    sha256: expect.stringMatching(/^[0-9a-f]{64}$/), install: "pip install http://svc.example:4000/sdk/python/understudy_eval-0.3.1-py3-none-any.whl",
  });
  const wrong = await get("/sdk/python/understudy_eval-0.0.1-py3-none-any.whl");
  expect([wrong.status, (await wrong.json()).error]).toEqual([404, expect.stringContaining("understudy_eval-0.3.1-py3-none-any.whl")]);
});

test("pip installs the served wheel offline into a fresh virtual environment; the package imports and its script runs", async () => {
  const answer = await get("/sdk/python/understudy_eval-0.3.1-py3-none-any.whl");
  expect(answer.headers.get("content-type")).toBe("application/zip");
  const wheel = join(root, "understudy_eval-0.3.1-py3-none-any.whl");
  writeFileSync(wheel, new Uint8Array(await answer.arrayBuffer()));
  const venv = join(root, "venv");
  const made = Bun.spawnSync(["python3", "-m", "venv", venv]);
  expect(made.exitCode).toBe(0);
  const pip = Bun.spawnSync([join(venv, "bin", "pip"), "install", "--no-index", "--disable-pip-version-check", wheel], { env: { ...process.env, PIP_NO_INPUT: "1" } });
  expect([pip.exitCode, pip.stderr.toString()]).toEqual([0, ""]);
  const ran = Bun.spawnSync([join(venv, "bin", "python"), "-c", "import understudy_eval, importlib.resources as r; print(understudy_eval.VERSION, r.files('understudy_eval').joinpath('py.typed').is_file())"]);
  expect(ran.stdout.toString().trim()).toBe("0.3.1 True");
  expect(Bun.spawnSync([join(venv, "bin", "understudy-eval-py")]).stdout.toString().trim()).toBe("cli ran");
  // pip compiles its own .pyc files at install; the checkout's stale one is not shipped.
  const shipped = Bun.spawnSync([join(venv, "bin", "python"), "-c", "import importlib.metadata as m; print(sorted(str(f) for f in m.files('understudy-eval') if 'stale' in str(f)))"]);
  expect(shipped.stdout.toString().trim()).toBe("[]");
}, 120_000);
