import { expect, test } from "bun:test";
import { BODY_LIMIT_EXTENSION, operationBodyLimit } from "./operation-body-limit.ts";

test("an operation's declared body limit applies when smaller than the plane's; none, or a bad one, leaves the plane's", () => {
  const openapi = {
    openapi: "3.1.0", info: { title: "t", version: "1" },
    paths: { "/upload/{id}": { post: { [BODY_LIMIT_EXTENSION]: 1000 } }, "/big": { post: { [BODY_LIMIT_EXTENSION]: 10 ** 12 } }, "/odd": { post: { [BODY_LIMIT_EXTENSION]: "5" } }, "/plain": { post: {} } },
  } as never;
  expect(operationBodyLimit(openapi, "POST", "/upload/{id}", 20_000)).toBe(1000);
  expect(operationBodyLimit(openapi, "POST", "/big", 20_000)).toBe(20_000);
  expect(operationBodyLimit(openapi, "POST", "/odd", 20_000)).toBe(20_000);
  expect(operationBodyLimit(openapi, "POST", "/plain", 20_000)).toBe(20_000);
  expect(operationBodyLimit(openapi, "PUT", "/upload/{id}", 20_000)).toBe(20_000);
});
