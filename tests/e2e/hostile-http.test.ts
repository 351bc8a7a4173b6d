import { afterAll, describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { startServiceProcess } from "../support/service-process.ts";

// What only a real listener shows: requests Bun parses itself (no Host, a Host that is no host) and
// bodies that arrive over a socket, chunk by chunk, for as long as the client likes.
const LIMIT = 64 * 1024;
const service = await startServiceProcess({ MAX_CONTROL_BODY_BYTES: String(LIMIT), MAX_MOCK_BODY_BYTES: String(LIMIT) });
afterAll(() => service.close());
const ROOT = resolve(import.meta.dir, "../..");
const portOf = (url: string) => Number(new URL(url).port);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had sent when the answer was complete. */
  sent: number;
}

/**
 * One request over a raw socket. With `stream`, the client keeps sending body chunks of `stream`
 * bytes every few milliseconds and never ends the body: only an answer that comes before the body
 * is read can arrive.
 */
function rawRequest(port: number, head: string, stream?: { chunked: boolean }): Promise<RawAnswer> {
  return new Promise((resolvePromise, reject) => {
    let received = Buffer.alloc(0);
    let sent = 0;
    let done = false;
    const timer = setTimeout(() => finish(new Error(`no complete answer within 10 s; got: ${received.toString("latin1").slice(0, 300)}`)), 10_000);
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.then((s) => s.end());
      if (error) return reject(error);
      const text = received.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...headerLines] = text.slice(0, split).split("\r\n");
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolvePromise({ status: Number(statusLine.split(" ")[1]), headers, body: text.slice(split + 4), sent });
    };
    const complete = () => {
      const text = received.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return false;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split + 2))?.[1];
      return length !== undefined && received.length - split - 4 >= Number(length);
    };
    const socket = Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        data(_s, data) {
          received = Buffer.concat([received, data]);
          if (complete()) finish();
        },
        close: () => {
          received.length ? finish() : finish(new Error("closed without an answer"));
          drained?.();
        },
        error: (_s, error) => finish(error),
        drain: () => drained?.(),
      },
    });
    let drained: (() => void) | undefined;
    // Bun's socket writes what the kernel takes and returns the count: the rest waits for `drain`, or a
    // chunk's framing would break and Bun would answer 400 for a malformed body instead.
    const writeAll = async (s: Awaited<typeof socket>, bytes: Uint8Array) => {
      for (let at = 0; at < bytes.length && !done; ) {
        at += s.write(bytes.subarray(at));
        if (at < bytes.length) await new Promise<void>((resume) => (drained = resume));
      }
    };
    socket.then(async (s) => {
      await writeAll(s, Buffer.from(head));
      if (!stream) return;
      const chunk = Buffer.alloc(8 * 1024, 0x20);
      while (!done) {
        const frame = stream.chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk;
        await writeAll(s, frame);
        sent += chunk.length;
        await Bun.sleep(2);
      }
    }, reject);
  });
}

/** Nothing of the service's internals: no HTML error page, no paths, no stack frames. */
function expectNoInternals(answer: RawAnswer) {
  expect(answer.body.length).toBeLessThan(600);
  expect(answer.body).not.toContain("<");
  expect(answer.body).not.toContain(ROOT);
  expect(answer.body).not.toContain(".ts");
  expect(answer.headers["content-type"]).toContain("application/json");
}

describe("a request with no Host, or one that is no host", () => {
  for (const [plane, url] of [["control", service.controlUrl], ["mock", service.mockUrl]] as const) {
    test(`the ${plane} plane answers a short JSON 400, never Bun's development error page`, async () => {
      for (const path of ["/health", "/w/abcdefghijklmnopqrstuvwxyz/salesforce/services/data", "/"]) {
        for (const head of [
          `GET ${path} HTTP/1.0\r\n\r\n`,
          `GET ${path} HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`,
          `GET ${path} HTTP/1.1\r\nHost: x/y\r\nConnection: close\r\n\r\n`,
        ]) {
          const answer = await rawRequest(portOf(url), head);
          expect(`${head.split("\r\n")[1]} ${path} -> ${answer.status}`).toBe(`${head.split("\r\n")[1]} ${path} -> 400`);
          expectNoInternals(answer);
          expect(JSON.parse(answer.body).error).toContain("Host");
          if (plane === "control") expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
    });
  }

  test("the listeners serve in production mode and log through the service's logger", () => {
    expect(service.output()).not.toContain("Bun v");
    expect(service.output()).not.toMatch(/^\s+at /m);
  });
});

describe("request bodies past the limits", () => {
  test("8 never-ending uploads at once each get a 413 in their surface's shape before the body is read, and the socket is closed", async () => {
    const snapshot = await (await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, { method: "POST", headers: { "x-api-key": service.key }, body: "{}" })).json();
    const path = new URL(snapshot.url).pathname;
    const mock = portOf(service.mockUrl);
    const control = portOf(service.controlUrl);
    const post = (target: string, extra: string) => `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\n${extra}\r\n`;
    const chunked = "Transfer-Encoding: chunked\r\n";
    // Over the plane's limit, under Bun's own cap (http/listener.ts): the plane answers, in its shape.
    const declared = `Content-Length: ${4 * LIMIT}\r\n`;
    const rest = `${path}/services/data/v67.0/sobjects/Account`;
    const create = "/providers/salesforce/create-snapshot";
    const uploads = [
      { surface: "salesforce", port: mock, head: post(rest, `authorization: Bearer t\r\n${chunked}`), chunked: true },
      { surface: "salesforce", port: mock, head: post(rest, `authorization: Bearer t\r\n${chunked}`), chunked: true },
      { surface: "salesforce", port: mock, head: post(rest, `authorization: Bearer t\r\n${declared}`), chunked: false },
      { surface: "mcp", port: mock, head: post(`${path}/mcp`, chunked), chunked: true },
      { surface: "mcp", port: mock, head: post(`${path}/mcp`, declared), chunked: false },
      { surface: "control", port: control, head: post(create, `x-api-key: ${service.key}\r\n${chunked}`), chunked: true },
      { surface: "control", port: control, head: post(create, `x-api-key: ${service.key}\r\n${chunked}`), chunked: true },
      { surface: "control", port: control, head: post(create, `x-api-key: ${service.key}\r\n${declared}`), chunked: false },
    ];
    const answers = await Promise.all(uploads.map((upload) => rawRequest(upload.port, upload.head, { chunked: upload.chunked })));
    answers.forEach((answer, i) => {
      const { surface, chunked: isChunked } = uploads[i]!;
      expect(`${surface} ${answer.status}`).toBe(`${surface} 413`);
      expectNoInternals(answer);
      expect(answer.headers.connection).toBe("close");
      // Cut off near the limit: nothing like the unbounded body was taken in.
      expect(answer.sent).toBeLessThan(isChunked ? 64 * LIMIT : 16 * LIMIT);
      const body = JSON.parse(answer.body);
      if (surface === "salesforce") expect(body[0].errorCode).toBe("EXCEEDED_MAX_SIZE_REQUEST");
      if (surface === "mcp") expect(body).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });
      if (surface === "control") expect(body.error).toContain("MAX_CONTROL_BODY_BYTES");
    });
    // Any declared size, 60 MB or 10 GiB, is the surface's own 413 (Bun's cap is out of reach: http/listener.ts).
    for (const size of [60_000_000, 10 * 1024 * 1024 * 1024]) {
      const huge = await rawRequest(mock, post(rest, `authorization: Bearer t\r\nContent-Length: ${size}\r\n`), { chunked: false });
      expect([huge.status, huge.headers.connection, JSON.parse(huge.body)[0].errorCode]).toEqual([413, "close", "EXCEEDED_MAX_SIZE_REQUEST"]);
      const mcp = await rawRequest(mock, post(`${path}/mcp`, `Content-Length: ${size}\r\n`), { chunked: false });
      expect([mcp.status, JSON.parse(mcp.body).error.code]).toEqual([413, -32000]);
      const slack = await rawRequest(mock, post(`${path.replace("/salesforce", "/slack")}/api/chat.postMessage`, `Content-Length: ${size}\r\n`), { chunked: false });
      // Slack answers every failure 200 {ok:false}, its own shape.
      expect([slack.headers.connection, JSON.parse(slack.body).ok]).toEqual(["close", false]);
      const own = await rawRequest(control, post(create, `x-api-key: ${service.key}\r\nContent-Length: ${size}\r\n`), { chunked: false });
      expect([own.status, own.headers.connection]).toEqual([413, "close"]);
      expect(JSON.parse(own.body).error).toContain("MAX_CONTROL_BODY_BYTES");
      // A route that never reads a body, and an unknown path: the same 413, or an answer that closes the connection.
      const unread = await rawRequest(control, post("/health", `Content-Length: ${size}\r\n`), { chunked: false });
      expect([unread.status, unread.headers.connection]).toEqual([413, "close"]);
    }
    // The service still answers, and a body within the limit is read as usual.
    const ok = await fetch(`${snapshot.url}/services/data/v67.0/sobjects/Account`, {
      method: "POST", headers: { authorization: "Bearer t", "content-type": "application/json" }, body: JSON.stringify({ Name: "x".repeat(200) }).padEnd(LIMIT - 10, " "),
    });
    expect(ok.status).toBe(201);
  });
});
