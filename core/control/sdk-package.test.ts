import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Elysia } from "elysia";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { ControlError } from "./control-errors.ts";
import { createSdkPackageRoutes, SDK_DIR } from "./sdk-package.ts";

const SDK_VERSION = JSON.parse(readFileSync(join(SDK_DIR, "package.json"), "utf8")).version as string;
const sha512 = (bytes: Uint8Array) => `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the SDK served by the control plane (the real sdk/, built by npm start/test)", () => {
  let t: TestService;
  beforeAll(async () => (t = await startTestService()));
  afterAll(() => t.close());

  test("GET /sdk needs no key and names the tarball; its integrity is the sha512 of the bytes served", async () => {
    const [info, tarball] = await Promise.all([t.control("/sdk", { key: null }), t.control("/sdk/understudy-eval.tgz", { key: null })]);
    expect(info.status).toBe(200);
    expect(tarball.status).toBe(200);
    const body = await info.json();
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    expect(body).toEqual({ name: "@understudy/eval-sdk", version: SDK_VERSION, tarball: "http://localhost:4000/sdk/understudy-eval.tgz", integrity: sha512(bytes) });
    expect(tarball.headers.get("content-type")).toBe("application/gzip");
    expect(tarball.headers.get("etag")).toBe(`"${body.integrity}"`);
    const again = await t.control("/sdk/understudy-eval.tgz", { key: null, headers: { "if-none-match": `"${body.integrity}"` } });
    expect(again.status).toBe(304);
  });

  test("the tarball installs with npm install --no-save, and its CLI prints its usage", async () => {
    const dir = tempDir("understudy-sdk-install-");
    writeFileSync(join(dir, "understudy-eval.tgz"), new Uint8Array(await (await t.control("/sdk/understudy-eval.tgz")).arrayBuffer()));
    const install = Bun.spawnSync(["npm", "install", "--no-save", "--no-audit", "--no-fund", "./understudy-eval.tgz"], { cwd: dir, stderr: "pipe" });
    expect({ exit: install.exitCode, stderr: install.exitCode === 0 ? "" : install.stderr.toString() }).toEqual({ exit: 0, stderr: "" });
    const installed = JSON.parse(readFileSync(join(dir, "node_modules/@understudy/eval-sdk/package.json"), "utf8"));
    expect(installed.version).toBe(SDK_VERSION);
    const usage = Bun.spawnSync(["npx", "--no-install", "understudy-eval", "--help"], { cwd: dir, stderr: "pipe" });
    expect(usage.exitCode).toBe(0);
    expect(usage.stdout.toString()).toStartWith("usage: understudy-eval run --dataset <slug>");
  });
});

describe("packing (on a copy of sdk/)", () => {
  // The routes alone, behind the control plane's rendering of its error catalogue.
  const serve = (sdkDir: string, dataDir: string, lines: string[]) => {
    const log = { debug: () => {}, info: (_: string, m: string) => lines.push(m), warn: () => {}, error: (_: string, m: string) => lines.push(`error: ${m}`) };
    const app = new Elysia()
      .onError(({ error }) => (error instanceof ControlError ? error.toResponse() : undefined))
      .use(createSdkPackageRoutes({ dataDir, publicUrl: "http://understudy.test/", log, sdkDir }));
    return async (path: string) => app.handle(new Request(`http://understudy.test${path}`));
  };
  const copySdk = () => {
    const dir = tempDir("understudy-sdk-copy-");
    for (const entry of ["package.json", "README.md", "dist", "templates"]) cpSync(join(SDK_DIR, entry), join(dir, entry), { recursive: true });
    return dir;
  };
  const packLines = (lines: string[]) => lines.filter((line) => line.startsWith("packed "));

  test("concurrent first requests share one npm pack; later ones reuse it, also after a restart", async () => {
    const sdkDir = copySdk();
    const dataDir = tempDir("understudy-sdk-data-");
    const lines: string[] = [];
    const get = serve(sdkDir, dataDir, lines);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => get(i % 2 ? "/sdk" : "/sdk/understudy-eval.tgz")));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(packLines(lines)).toEqual([expect.stringMatching(new RegExp(`^packed @understudy/eval-sdk@${SDK_VERSION} in \\d+ ms$`))]);
    expect((await (await get("/sdk")).json()).tarball).toBe("http://understudy.test/sdk/understudy-eval.tgz");
    expect(readdirSync(join(dataDir, "sdk-cache"))).toEqual([expect.stringMatching(/^understudy-eval-sdk-.+\.tgz$/)]);
    const restarted: string[] = [];
    expect((await serve(sdkDir, dataDir, restarted)("/sdk")).status).toBe(200);
    expect(packLines(restarted)).toEqual([]);
  });

  test("a rebuilt dist or a new version packs again, and only the newest tarball is kept", async () => {
    const sdkDir = copySdk();
    const dataDir = tempDir("understudy-sdk-data-");
    const lines: string[] = [];
    const get = serve(sdkDir, dataDir, lines);
    const first = await (await get("/sdk")).json();

    appendFileSync(join(sdkDir, "dist/index.js"), "\n// rebuilt\n");
    const rebuilt = await (await get("/sdk")).json();
    expect(rebuilt.integrity).not.toBe(first.integrity);
    const bytes = new Uint8Array(await (await get("/sdk/understudy-eval.tgz")).arrayBuffer());
    expect(sha512(bytes)).toBe(rebuilt.integrity);

    const manifest = JSON.parse(readFileSync(join(sdkDir, "package.json"), "utf8"));
    writeFileSync(join(sdkDir, "package.json"), JSON.stringify({ ...manifest, version: "9.8.7" }));
    const bumped = await get("/sdk/understudy-eval.tgz");
    expect(bumped.headers.get("content-disposition")).toBe('attachment; filename="understudy-eval-sdk-9.8.7.tgz"');
    expect((await (await get("/sdk")).json()).version).toBe("9.8.7");
    expect(packLines(lines).length).toBe(3);
    expect(readdirSync(join(dataDir, "sdk-cache"))).toEqual([expect.stringMatching(/^understudy-eval-sdk-9\.8\.7-[0-9a-f]{16}\.tgz$/)]);
  });

  test("without sdk/dist both endpoints answer 503 saying to run npm start; building it is enough", async () => {
    const sdkDir = copySdk();
    rmSync(join(sdkDir, "dist"), { recursive: true });
    const lines: string[] = [];
    const get = serve(sdkDir, tempDir("understudy-sdk-data-"), lines);
    for (const path of ["/sdk", "/sdk/understudy-eval.tgz"]) {
      const response = await get(path);
      expect(response.status).toBe(503);
      expect((await response.json()).error).toContain("`npm start`, which builds it");
    }
    cpSync(join(SDK_DIR, "dist"), join(sdkDir, "dist"), { recursive: true });
    expect((await get("/sdk")).status).toBe(200);
  });

  test("a failed pack is a 500 that points to the log, and is tried again on the next request", async () => {
    const dataDir = tempDir("understudy-sdk-data-");
    writeFileSync(join(dataDir, "sdk-cache"), "a file where the cache folder should be");
    const lines: string[] = [];
    const get = serve(copySdk(), dataDir, lines);
    const response = await get("/sdk");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Packing the worker SDK (npm pack in sdk/) failed; see the service log." });
    expect(lines.filter((line) => line.startsWith("error: packing")).length).toBe(1);
    rmSync(join(dataDir, "sdk-cache"));
    expect((await get("/sdk")).status).toBe(200);
  });
});
