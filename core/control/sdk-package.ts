import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { Elysia } from "elysia";
import type { Logger } from "../log/logger.ts";
import { ControlError, controlError } from "./control-errors.ts";

// The worker SDK is not published to a registry: a CI job that ran `npx understudy-eval` would fetch
// whatever package holds that name, with the organization's keys in its environment. So the service
// serves the SDK of its own checkout, the exact client of the protocol it speaks, and the workflow
// template installs it from here by URL.

export const SDK_DIR = resolve(import.meta.dir, "../../sdk");
export const SDK_TARBALL_PATH = "/sdk/understudy-eval.tgz";

export interface SdkPackageDeps {
  dataDir: string;
  publicUrl: string;
  log: Logger;
  /** The SDK package folder; tests point it at a copy. */
  sdkDir?: string;
}

interface Source { key: string; name: string; version: string }
interface Packed extends Source { bytes: Uint8Array<ArrayBuffer>; integrity: string; filename: string }

const execFileAsync = promisify(execFile);

/** GET /sdk (what the tarball is) and GET /sdk/understudy-eval.tgz (the tarball). No key: it is the open-source client. */
export function createSdkPackageRoutes(deps: SdkPackageDeps) {
  const sdkDir = deps.sdkDir ?? SDK_DIR;
  const cacheDir = join(deps.dataDir, "sdk-cache");
  // One build per source state: concurrent first requests await the same promise.
  let current: { key: string; packed: Promise<Packed> } | undefined;

  async function packed(): Promise<Packed> {
    const source = await readSource(sdkDir);
    if (current?.key !== source.key) {
      const attempt = { key: source.key, packed: packOnce(sdkDir, cacheDir, source, deps.log) };
      current = attempt;
      // A failed build is not remembered: the next request tries again.
      attempt.packed.catch(() => current === attempt && (current = undefined));
    }
    return current.packed;
  }

  return new Elysia({ name: "sdk-package" })
    .get("/sdk", async () => {
      const { name, version, integrity } = await packed();
      return { name, version, tarball: `${deps.publicUrl.replace(/\/+$/, "")}${SDK_TARBALL_PATH}`, integrity };
    })
    .get(SDK_TARBALL_PATH, async ({ request }) => {
      const tarball = await packed();
      const headers = {
        "content-type": "application/gzip",
        "content-disposition": `attachment; filename="${tarball.filename}"`,
        etag: `"${tarball.integrity}"`,
        // The bytes change whenever the SDK is rebuilt, under the same URL: revalidate every time.
        "cache-control": "no-cache",
      };
      if (request.headers.get("if-none-match") === headers.etag) return new Response(null, { status: 304, headers });
      return new Response(tarball.bytes, { headers });
    });
}

/**
 * What would go into the tarball, as a key: package.json (name, version, entry points) and the size
 * and modification time of every packaged file. Reading the stats is cheap; hashing them avoids
 * re-packing on every request while still catching a rebuild of sdk/dist.
 */
async function readSource(sdkDir: string): Promise<Source> {
  const manifest = await readFile(join(sdkDir, "package.json"), "utf8");
  const pkg = JSON.parse(manifest) as { name: string; version: string; main?: string; bin?: Record<string, string> };
  const entries = [pkg.main, ...Object.values(pkg.bin ?? {})].filter((entry): entry is string => !!entry);
  if (!existsSync(join(sdkDir, "dist")) || entries.some((entry) => !existsSync(join(sdkDir, entry)))) throw controlError("sdkNotBuilt");
  const hash = createHash("sha256").update(manifest);
  for (const folder of ["dist", "templates"]) {
    const names = (await readdir(join(sdkDir, folder), { recursive: true }).catch(() => [] as string[])).sort();
    for (const name of names) {
      const info = await stat(join(sdkDir, folder, name));
      if (info.isFile()) hash.update(`${folder}/${name}\0${info.size}\0${info.mtimeMs}\0`);
    }
  }
  const readme = await stat(join(sdkDir, "README.md")).catch(() => undefined);
  hash.update(`README.md\0${readme?.size}\0${readme?.mtimeMs}`);
  return { key: hash.digest("hex"), name: pkg.name, version: pkg.version };
}

/**
 * `npm pack` of the SDK into DATA_DIR/sdk-cache, named by version and key so a restart reuses it.
 * It runs as a child process (never blocking the control plane) into a scratch folder, and is
 * renamed into place whole, so a reader never sees half a tarball. Older tarballs are removed.
 */
async function packOnce(sdkDir: string, cacheDir: string, source: Source, log: Logger): Promise<Packed> {
  const base = `${source.name.replace(/^@/, "").replace(/\//g, "-")}-${source.version}`;
  const target = join(cacheDir, `${base}-${source.key.slice(0, 16)}.tgz`);
  try {
    if (!existsSync(target)) {
      await mkdir(cacheDir, { recursive: true });
      const scratch = await mkdtemp(join(cacheDir, "pack-"));
      try {
        const started = performance.now();
        const { stdout } = await execFileAsync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", scratch], { cwd: sdkDir, maxBuffer: 16 << 20 });
        const [result] = JSON.parse(stdout) as { filename: string }[];
        if (!result) throw new Error(`npm pack printed no file: ${stdout}`);
        await rename(join(scratch, result.filename), target);
        log.info("sdk", `packed ${source.name}@${source.version} in ${(performance.now() - started).toFixed(0)} ms`);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
      for (const name of await readdir(cacheDir))
        if (name.endsWith(".tgz") && join(cacheDir, name) !== target) await rm(join(cacheDir, name), { force: true });
    }
    const bytes = new Uint8Array(await readFile(target));
    const integrity = `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
    return { ...source, bytes, integrity, filename: `${base}.tgz` };
  } catch (error) {
    if (error instanceof ControlError) throw error;
    const stderr = (error as { stderr?: string }).stderr;
    log.error("sdk", `packing ${sdkDir} failed${stderr ? `; npm said:\n${stderr}` : ""}`, error);
    throw controlError("sdkPackFailed");
  }
}
