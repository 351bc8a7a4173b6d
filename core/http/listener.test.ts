import { expect, test } from "bun:test";
import { createLogger } from "../log/logger.ts";
import { BUN_BODY_CAP, planeServeOptions } from "./listener.ts";

test("an error that escapes a plane is its generic JSON 500 with a request id, logged with the stack under that id", async () => {
  const lines: string[] = [];
  const server = Bun.serve(
    planeServeOptions(
      {
        area: "mock",
        port: 0,
        hostname: "127.0.0.1",
        bodyLimit: 1024,
        fetch: () => {
          throw new Error(`leaked ${import.meta.dir}`);
        },
        internalError: (requestId) => Response.json({ error: "Internal error.", requestId }, { status: 500 }),
      },
      createLogger("debug", (line) => lines.push(line)),
    ),
  );
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/anything`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain(import.meta.dir);
    const { requestId } = JSON.parse(text);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.filter((line) => line.includes(requestId));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`leaked ${import.meta.dir}`);
    expect(logged[0]).toContain("listener.test.ts");
  } finally {
    server.stop(true);
  }
});

test("both planes serve in production mode: Bun's development error page shows paths and source to any client", () => {
  const options = planeServeOptions(
    { area: "control", port: 0, hostname: "127.0.0.1", bodyLimit: 1, fetch: () => new Response(), internalError: () => new Response() },
    createLogger("silent"),
  );
  expect(options.development).toBe(false);
  expect(typeof options.error).toBe("function");
});

test("Bun's body cap is out of any client's reach, so every 413 is the plane's own, in its shape", () => {
  const options = planeServeOptions(
    { area: "control", port: 0, hostname: "127.0.0.1", bodyLimit: 1024, fetch: () => new Response(), internalError: () => new Response() },
    createLogger("silent"),
  );
  expect(options.maxRequestBodySize).toBe(BUN_BODY_CAP);
  expect(BUN_BODY_CAP).toBeGreaterThan(2 ** 50);
});

test("an answer given without reading the request's body closes the connection; one that read it keeps it", async () => {
  const server = Bun.serve(
    planeServeOptions(
      {
        area: "mock", port: 0, hostname: "127.0.0.1", bodyLimit: 1024,
        fetch: async (request) => (new URL(request.url).pathname === "/read" ? new Response(await request.text()) : new Response("ignored", { status: 404 })),
        internalError: () => new Response(),
      },
      createLogger("silent"),
    ),
  );
  try {
    const ignored = await fetch(`http://127.0.0.1:${server.port}/skip`, { method: "POST", body: "x".repeat(100) });
    expect([ignored.status, ignored.headers.get("connection")]).toEqual([404, "close"]);
    const read = await fetch(`http://127.0.0.1:${server.port}/read`, { method: "POST", body: "abc" });
    expect(await read.text()).toBe("abc");
    expect(read.headers.get("connection")).not.toBe("close");
    const empty = await fetch(`http://127.0.0.1:${server.port}/skip`, { method: "POST", headers: { "content-length": "0" } });
    expect(empty.headers.get("connection")).not.toBe("close");
  } finally {
    server.stop(true);
  }
});
