import { expect, test } from "bun:test";
import type { PackOpenApi } from "../pack/types.ts";
import { readRequestBody } from "./invoke-operation.ts";
import { takesRawBytes } from "./raw-body.ts";

const doc = {
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: {
    "/upload": { post: { operationId: "upload", requestBody: { content: { "multipart/form-data": { schema: { type: "object" } }, "application/octet-stream": { schema: { type: "string", format: "binary" } } } }, responses: {} } },
    "/json": { post: { operationId: "json", requestBody: { content: { "application/json": { schema: { type: "object" } } } }, responses: {} } },
  },
} as unknown as PackOpenApi;

test("an operation with a binary body takes raw bytes unless the request is one of its other declared types", () => {
  expect(takesRawBytes(doc, "POST", "/upload", null)).toBe(true);
  expect(takesRawBytes(doc, "POST", "/upload", "text/plain; charset=utf-8")).toBe(true);
  expect(takesRawBytes(doc, "POST", "/upload", "multipart/form-data; boundary=x")).toBe(false);
  expect(takesRawBytes(doc, "POST", "/json", null)).toBe(false);
  expect(takesRawBytes(doc, "POST", "/missing", null)).toBe(false);
});

test("raw bytes with no content type arrive as one UploadedFile, not as bad JSON", async () => {
  const bytes = new Uint8Array([0xff, 0x00, 0x7b]); // not UTF-8, and starts nothing JSON could read
  const request = new Request("http://localhost/upload", { method: "POST", body: bytes });
  request.headers.delete("content-type");
  expect(await readRequestBody(request, 100, {}, true)).toEqual({ filename: "", type: "application/octet-stream", bytes });
  const unread = new Request("http://localhost/upload", { method: "POST", body: bytes });
  unread.headers.delete("content-type");
  expect(await readRequestBody(unread, 100)).toBeInstanceOf(SyntaxError);
});
