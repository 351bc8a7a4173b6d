import { expect, test } from "bun:test";
import forms from "../../tests/fixtures/forms-pack/pack.ts";
import { hostPack } from "./pack-harness.fixture.ts";
import { callOperation, readRequestBody } from "./invoke-operation.ts";
import { BodyTooLargeError } from "../http/request-checks.ts";

const host = await hostPack(forms);
const form = (body: string) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
const echo = async (method: string, init: RequestInit = {}, path = "/api/echo") => (await host.request(method, path, { method, ...init })).json();

test("one handler serves GET and POST of a method (x-understudy-operation)", async () => {
  expect(await echo("GET", {}, "/api/echo?channel=C1")).toEqual({ ok: true, method: "GET", args: { channel: "C1" } });
  expect(await echo("POST", form("channel=C1"))).toEqual({ ok: true, method: "POST", args: { channel: "C1" } });
});

test("a urlencoded form keeps repeated keys as arrays, in order", async () => {
  expect(await echo("POST", form("users=U1&channel=C1&users=U2&users=U3"))).toEqual({
    ok: true, method: "POST", args: { users: ["U1", "U2", "U3"], channel: "C1" },
  });
  // A field named like an Object.prototype member is a field like any other.
  expect(await echo("POST", form("__proto__=x&constructor=y"))).toEqual({ ok: true, method: "POST", args: JSON.parse('{"__proto__":"x","constructor":"y"}') });
});

test("the pack's jsonFormFields are parsed into values; other fields stay text; bad JSON is the pack's invalid-body error", async () => {
  const blocks = JSON.stringify([{ type: "section", text: { type: "mrkdwn", text: "hi" } }]);
  const body = new URLSearchParams({ channel: "C1", text: "[1]", blocks, metadata: '{"event_type":"x"}' }).toString();
  expect(await echo("POST", form(body))).toEqual({
    ok: true, method: "POST",
    args: { channel: "C1", text: "[1]", blocks: [{ type: "section", text: { type: "mrkdwn", text: "hi" } }], metadata: { event_type: "x" } },
  });
  const bad = await echo("POST", form("channel=C1&attachments=%5B%7B"));
  expect(bad).toMatchObject({ ok: false, error: "invalid_arguments" });
  expect(bad.message).toContain('form field "attachments" is not valid JSON');
});

test("multipart/form-data: fields as strings, files as {filename, type, bytes}, JSON fields parsed", async () => {
  const data = new FormData();
  data.append("channels", "C1");
  data.append("channels", "C2");
  data.append("metadata", '{"a":1}');
  data.append("file", new File([new TextEncoder().encode("hello, file")], "hello.pdf", { type: "application/pdf" }));
  expect(await echo("POST", { body: data })).toEqual({
    ok: true, method: "POST",
    args: { channels: ["C1", "C2"], metadata: { a: 1 }, file: { filename: "hello.pdf", type: "application/pdf", text: "hello, file" } },
  });
  const request = new Request("http://tiny.test/api/echo", { method: "POST", body: data });
  const parsed = (await readRequestBody(request, 1 << 20)) as { file: { bytes: unknown } };
  expect(parsed.file.bytes).toBeInstanceOf(Uint8Array);
  expect(new TextDecoder().decode(parsed.file.bytes as Uint8Array)).toBe("hello, file");
});

test("malformed multipart is the pack's invalid-body error; an oversized one is refused by the body limit", async () => {
  const broken = await echo("POST", { headers: { "content-type": "multipart/form-data; boundary=xyz" }, body: "--xyz\r\nnot a part" });
  expect(broken).toMatchObject({ ok: false, error: "invalid_arguments" });
  const big = new FormData();
  big.append("file", new File([new Uint8Array(5000)], "big.bin", { type: "application/octet-stream" }));
  const request = new Request("http://tiny.test/api/echo", { method: "POST", body: big });
  expect(await readRequestBody(request, 1000, forms.bodyParsing)).toBeInstanceOf(BodyTooLargeError);
  // Streamed without Content-Length: counted while reading.
  const streamed = new Request("http://tiny.test/api/echo", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=b" },
    body: new Blob([new Uint8Array(5000)]).stream(),
    duplex: "half",
  } as RequestInit);
  expect(await readRequestBody(streamed, 1000)).toBeInstanceOf(BodyTooLargeError);
});

test("an application/octet-stream body is one UploadedFile with its bytes, never parsed as text", async () => {
  const bytes = new Uint8Array([0xff, 0x00, 0x7b, 0x22]); // not UTF-8, and not JSON
  const request = new Request("http://tiny.test/api/echo", { method: "POST", headers: { "content-type": "application/octet-stream" }, body: bytes });
  const parsed = (await readRequestBody(request, 1 << 20)) as { filename: string; type: string; bytes: Uint8Array };
  expect(parsed).toEqual({ filename: "", type: "application/octet-stream", bytes });
  expect(parsed.bytes).toBeInstanceOf(Uint8Array);
  const empty = new Request("http://tiny.test/api/echo", { method: "POST", headers: { "content-type": "application/octet-stream" }, body: "" });
  expect(await readRequestBody(empty, 1 << 20)).toBeUndefined();
  const big = new Request("http://tiny.test/api/echo", { method: "POST", headers: { "content-type": "application/octet-stream" }, body: new Uint8Array(5000) });
  expect(await readRequestBody(big, 1000)).toBeInstanceOf(BodyTooLargeError);
});

test("an in-process call of a shared handler takes the method it names, else its first (GET before POST)", async () => {
  expect(await (await callOperation(host.target, "echo", { method: "GET", query: { a: "1" } })).json()).toEqual({ ok: true, method: "GET", args: { a: "1" } });
  expect(await (await callOperation(host.target, "echo", { method: "POST", body: { a: 2 } })).json()).toEqual({ ok: true, method: "POST", args: { a: 2 } });
  expect(await (await callOperation(host.target, "echo")).json()).toMatchObject({ method: "GET" });
  await expect(callOperation(host.target, "echo", { method: "DELETE" })).rejects.toThrow("Unknown operation echo for DELETE");
});

test("JSON nested past 1,000 levels is the pack's invalid-body error, in a JSON body and in a JSON form field", async () => {
  const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
  const json = await echo("POST", { headers: { "content-type": "application/json" }, body: `{"blocks":${deep(100_000)}}` });
  expect(json).toMatchObject({ ok: false, error: "invalid_arguments" });
  expect(json.message).toContain("exceeds the maximum allowed (1000)");
  const field = await echo("POST", form(new URLSearchParams({ channel: "C1", blocks: deep(5_000) }).toString()));
  expect(field).toMatchObject({ ok: false, error: "invalid_arguments" });
  expect(field.message).toContain('form field "blocks"');
  expect(field.message).toContain("exceeds the maximum allowed (1000)");
  expect(await echo("POST", form(new URLSearchParams({ channel: "C1", blocks: deep(1_000) }).toString()))).toMatchObject({ ok: true });
});
