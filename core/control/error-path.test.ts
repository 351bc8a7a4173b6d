import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createService, type Service } from "../service.ts";
import { bootstrapFirstStart } from "../bootstrap.ts";
import { createLogger } from "../log/logger.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { checkWorkBudget } from "../pack/work-budget.ts";

const LIMIT = 1024;
const lines: string[] = [];
let service: Service;
let dataDir: string;
let key: string;
let failGrants = false;
let slowGrants = false;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "understudy-control-errors-"));
  const config = { ...loadConfig({}), dataDir };
  config.limits = { ...config.limits, controlBodyBytes: LIMIT };
  const store = createSqliteStore(join(dataDir, "understudy.sqlite"));
  const failing = { ...store, listGrants: async (orgId: string) => (failGrants ? explode() : slowGrants ? spin() : store.listGrants(orgId)) };
  service = await createService(config, { store: failing, log: createLogger("debug", (line) => lines.push(line)) });
  key = (await bootstrapFirstStart(service))!.key;
});
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});
/** Work that runs past the budget without giving the event loop a turn, checking it as engines do. */
function spin(): never {
  const until = performance.now() + 80;
  for (;;) {
    if (performance.now() > until) checkWorkBudget();
  }
}
function explode(): never {
  throw new Error("SQLITE_CORRUPT at /srv/understudy/.understudy/understudy.sqlite");
}

const control = (path: string, init: RequestInit = {}, withKey = true) => {
  const headers = new Headers(init.headers);
  if (withKey) headers.set("authorization", `Bearer ${key}`);
  return service.controlApp.handle(new Request(`http://localhost:4000${path}`, { ...init, headers }));
};

describe("one error path with a request id", () => {
  test("an unexpected failure is a JSON 500 whose requestId matches x-request-id and a logged line with the stack", async () => {
    const consoleError = spyOn(console, "error");
    lines.length = 0;
    failGrants = true;
    try {
      const response = await control("/providers/list");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain("SQLITE");
      const body = JSON.parse(text);
      expect(body).toEqual({ error: "Internal error; see the service log.", requestId: response.headers.get("x-request-id") });
      const logged = lines.filter((line) => line.includes(body.requestId));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain("GET /providers/list");
      expect(logged[0]).toContain("SQLITE_CORRUPT");
      expect(logged[0]).toContain("at explode");
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      failGrants = false;
      consoleError.mockRestore();
    }
  });

  test("work past WORK_BUDGET_MS is 503 {error} naming the setting, with a requestId, logged as a warning without a stack", async () => {
    lines.length = 0;
    slowGrants = true;
    try {
      const response = await control("/providers/list");
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.error).toContain("WORK_BUDGET_MS");
      expect(body.requestId).toBe(response.headers.get("x-request-id"));
      const logged = lines.filter((line) => line.includes(body.requestId));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(" warn ");
    } finally {
      slowGrants = false;
    }
    expect((await control("/providers/list")).status).toBe(200);
  });

  test("every error answer carries x-request-id: 401, 404, 400 from the catalogue and from evaluation errors", async () => {
    const answers = [
      await control("/providers/list", {}, false),
      await control("/no/such/route"),
      await control("/providers/nope/create-snapshot", { method: "POST" }),
      await control("/api/v1/evals", { method: "POST", body: "{not json" }),
      await control("/api/v1/evals/nope"),
    ];
    expect(answers.map((r) => r.status)).toEqual([401, 404, 400, 400, 404]);
    for (const response of answers) {
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof (await response.json()).error).toBe("string");
    }
    const ids = new Set(answers.map((r) => r.headers.get("x-request-id")));
    expect(ids.size).toBe(answers.length);
  });

  test("a well-formed incoming x-request-id is kept (for tracing through a proxy); anything else is replaced", async () => {
    expect((await control("/nope", { headers: { "x-request-id": "edge-7f3a.91" } })).headers.get("x-request-id")).toBe("edge-7f3a.91");
    const injected = await control("/nope", { headers: { "x-request-id": "a b<script>" } });
    expect(injected.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("an unusable Host header is 400 {error}", async () => {
    for (const host of ["a b", "", "x/y"]) {
      const response = await control("/health", { headers: { host } });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain("Host");
      expect(response.headers.get("x-request-id")).toBeTruthy();
    }
    expect((await control("/health", { headers: { host: "127.0.0.1:4000" } })).status).toBe(200);
    expect((await control("/health", { headers: { host: "[::1]:4000" } })).status).toBe(200);
  });
});

describe("request bodies past limits.controlBodyBytes", () => {
  /** A body that never ends, and how many chunks of it were read. */
  function endless(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
    let pulls = 0;
    const chunk = new TextEncoder().encode(" ".repeat(256));
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => { pulls++; controller.enqueue(chunk); } }, { highWaterMark: 0 });
    return { stream, pulled: () => pulls };
  }
  const message = `The request body is larger than this service accepts (${LIMIT} bytes; MAX_CONTROL_BODY_BYTES).`;

  test("a declared Content-Length over the limit is 413 {error} before anything is read", async () => {
    for (const path of ["/providers/salesforce/create-snapshot", "/api/v1/evals", "/api/v1/datasets/big"]) {
      const { stream, pulled } = endless();
      const response = await control(path, { method: path.includes("datasets") ? "PUT" : "POST", body: stream, headers: { "content-length": String(LIMIT + 1) } });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: message });
      expect(response.headers.get("connection")).toBe("close");
      expect(pulled()).toBe(0);
    }
  }, 5000);

  test("a chunked body is cut off once it passes the limit, on every route that reads one", async () => {
    for (const [method, path] of [["POST", "/providers/salesforce/create-snapshot"], ["POST", "/api/v1/evals"], ["PUT", "/api/v1/datasets/big"]] as const) {
      const { stream, pulled } = endless();
      const response = await control(path, { method, body: stream });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: message });
      expect(pulled()).toBeLessThanOrEqual(LIMIT / 256 + 2);
    }
  }, 5000);

  test("a body the client aborts mid-way is 400 {error}, not a logged fault", async () => {
    lines.length = 0;
    let sent = 0;
    const aborted = new ReadableStream<Uint8Array>({
      pull: (controller) => (sent++ < 2 ? controller.enqueue(new TextEncoder().encode('{"ttl":')) : controller.error(new Error("connection reset"))),
    });
    const response = await control("/providers/salesforce/create-snapshot", { method: "POST", body: aborted });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain("could not be read");
    expect(lines.filter((line) => line.includes(" error "))).toEqual([]);
  }, 5000);

  test("a body at the limit is read as usual", async () => {
    const body = JSON.stringify({ ttl: "5m" }).padEnd(LIMIT, " ");
    expect((await control("/providers/salesforce/create-snapshot", { method: "POST", body })).status).toBe(200);
  });
});
