import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createLogger } from "../log/logger.ts";
import { createMockApp } from "./mock-app.ts";

// LOG_LEVEL=debug: one line per mock request, so users can see what their client sent and got.
let t: TestService;
let url: string;
beforeAll(async () => {
  t = await startTestService();
  url = (await t.createSnapshot("salesforce")).url;
});
afterAll(() => t.close());

const mockAppLogging = (level: "debug" | "info", lines: string[]) => {
  const { packs, worlds, addressing, sessions, limits } = t.service;
  return createMockApp({ packs, worlds, addressing, sessions, limits, log: createLogger(level, (line) => lines.push(line)) });
};

test("at debug, each mock request logs its method, path, status and time", async () => {
  const lines: string[] = [];
  const app = mockAppLogging("debug", lines);
  await app.handle(new Request(`${url}services/data/v67.0/sobjects/Account/001000000000009AAA`, { headers: { authorization: "Bearer x" } }));
  await app.handle(new Request("http://localhost:4001/nowhere"));
  expect(lines.length).toBe(2);
  expect(lines[0]).toMatch(new RegExp(`debug \\[mock\\] GET /w/${url.split("/").at(-3)}/salesforce/services/data/v67.0/sobjects/Account/001000000000009AAA 404 \\d+\\.\\d ms$`));
  expect(lines[1]).toMatch(/\[mock\] GET \/nowhere 404 \d+\.\d ms$/);
});

test("at info, nothing is logged for a request", async () => {
  const lines: string[] = [];
  await mockAppLogging("info", lines).handle(new Request(`${url}services/data`, { headers: { authorization: "Bearer x" } }));
  expect(lines).toEqual([]);
});
