import { describe, expect, test } from "bun:test";
import { compileRequestChecks, type CheckedRequest } from "./request-checks.ts";
import type { OpenApi30Document, OpenApi31Document, OpenAPIV3, OperationExtensions } from "../pack/types.ts";

type Operation = OpenAPIV3.OperationObject<OperationExtensions>;
const doc = (operation: Partial<Operation>, extra: Partial<OpenApi30Document> = {}): OpenApi30Document => ({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: { "/things/{n}": { post: { operationId: "op", responses: { "200": { description: "OK" } }, ...operation } } },
  ...extra,
});
const request = (init: { path?: Record<string, string>; query?: string; headers?: Record<string, string>; body?: unknown }): CheckedRequest => ({
  params: init.path ?? { n: "1" },
  query: new URLSearchParams(init.query ?? ""),
  body: init.body,
  request: new Request("http://t.test/things/1", { method: "POST", headers: init.headers }),
});
const problems = (document: OpenApi30Document | OpenApi31Document, init: Parameters<typeof request>[0]) =>
  compileRequestChecks(document).get("POST /things/{n}")?.(request(init))?.map((p) => p.message);
const param = (p: Partial<OpenAPIV3.ParameterObject>): OpenAPIV3.ParameterObject => ({ name: "x", in: "query", ...p });

describe("parameters, read as OpenAPI serialises them", () => {
  test("path and query values are coerced for their type, and missing required ones are named", () => {
    const d = doc({ parameters: [param({ name: "n", in: "path", required: true, schema: { type: "integer" } }), param({ name: "on", schema: { type: "boolean" } }), param({ name: "q", required: true })] });
    expect(problems(d, { path: { n: "7" }, query: "on=true&q=" })).toBeUndefined();
    expect(problems(d, { path: { n: "seven" }, query: "on=maybe" })).toEqual([
      'path parameter "n" must be integer',
      'query parameter "on" must be boolean',
      'query parameter "q" is required',
    ]);
  });

  test("enum, pattern and bounds; arrays from repeated keys, commas (explode: false) and headers", () => {
    const d = doc({
      parameters: [
        param({ name: "sort", schema: { type: "string", enum: ["asc", "desc"] } }),
        param({ name: "code", schema: { type: "string", pattern: "^[A-Z]{3}$" } }),
        param({ name: "ids", schema: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 2 } }),
        param({ name: "tags", explode: false, schema: { type: "array", items: { type: "string", enum: ["a", "b"] } } }),
        param({ name: "X-Page", in: "header", schema: { type: "integer", maximum: 10 } }),
      ],
    });
    expect(problems(d, { query: "sort=asc&code=USD&ids=1&ids=2&tags=a,b", headers: { "x-page": "3" } })).toBeUndefined();
    expect(problems(d, { query: "sort=up&code=usd&ids=0&tags=a,c", headers: { "x-page": "11" } })).toEqual([
      'query parameter "sort" must be equal to one of the allowed values',
      'query parameter "code" must match pattern "^[A-Z]{3}$"',
      'query parameter "ids"[0] must be >= 1',
      'query parameter "tags"[1] must be equal to one of the allowed values',
      'header parameter "X-Page" must be <= 10',
    ]);
  });

  test("a JSON-valued parameter (content) is parsed first; an unparsable one is a problem", () => {
    const d = doc({ parameters: [param({ name: "filter", content: { "application/json": { schema: { type: "object", required: ["a"] } } } })] });
    expect(problems(d, { query: `filter=${encodeURIComponent('{"a":1}')}` })).toBeUndefined();
    expect(problems(d, { query: "filter={" })).toEqual(['query parameter "filter" is not valid JSON']);
    expect(problems(d, { query: "filter={}" })).toEqual(["query parameter \"filter\" must have required property 'a'"]);
  });

  test("$refs to components, path-item parameters, and an operation's parameter replacing one of the same name", () => {
    const d = doc(
      { parameters: [{ $ref: "#/components/parameters/Limit" }] },
      { components: { parameters: { Limit: param({ name: "limit", schema: { $ref: "#/components/schemas/Small" } }) }, schemas: { Small: { type: "integer", maximum: 5 } } } },
    );
    d.paths["/things/{n}"]!.parameters = [param({ name: "limit", schema: { type: "string" } }), param({ name: "other", required: true })];
    expect(problems(d, { query: "limit=9" })).toEqual(['query parameter "limit" must be <= 5', 'query parameter "other" is required']);
  });
});

describe("bodies", () => {
  const json = (schema: OpenAPIV3.SchemaObject, required = true): Partial<Operation> => ({ requestBody: { required, content: { "application/json": { schema } } } });
  const note: OpenAPIV3.SchemaObject = { type: "object", required: ["text"], properties: { text: { type: "string", nullable: true }, n: { type: "number", minimum: 0, exclusiveMinimum: true } }, additionalProperties: false };

  test("OpenAPI 3.0's nullable and boolean exclusiveMinimum; unknown properties; a missing required body", () => {
    expect(problems(doc(json(note)), { body: { text: null, n: 1 } })).toBeUndefined();
    expect(problems(doc(json(note)), { body: { n: 0, extra: 1 } })).toEqual([
      "body must have required property 'text'",
      'body has an unknown property "extra"',
      "body.n must be > 0",
    ]);
    expect(problems(doc(json(note)), {})).toEqual(["The request body is required."]);
    const names = compileRequestChecks(doc(json(note))).get("POST /things/{n}")?.(request({ body: { n: 0, "a/b": 1 } }))?.map((p) => p.name);
    expect(names).toEqual(["/text", "/a~1b", "/n"]);
    expect(problems(doc(json(note, false)), {})).toBeUndefined();
  });

  test("the schema of the media type sent: a form's text is coerced (in a copy), a file is its name; JSON for any non-form type", () => {
    const form: OpenAPIV3.SchemaObject = { type: "object", properties: { count: { type: "integer" }, file: { type: "string", format: "binary" } } };
    const d = doc({ requestBody: { content: { "multipart/form-data": { schema: form }, "application/json": { schema: { type: "array", items: {} } } } } });
    const body = { count: "3", file: { filename: "a.txt", type: "text/plain", bytes: new Uint8Array([1]) } };
    expect(problems(d, { body, headers: { "content-type": "multipart/form-data; boundary=x" } })).toBeUndefined();
    expect(body.count).toBe("3");
    expect(problems(d, { body: { count: "three" }, headers: { "content-type": "multipart/form-data; boundary=x" } })).toEqual(["body.count must be integer"]);
    expect(problems(d, { body: {}, headers: { "content-type": "text/plain" } })).toEqual(["body must be array"]);
    expect(problems(d, { body: "raw", headers: { "content-type": "application/x-www-form-urlencoded" } })).toBeUndefined();
  });

  test("OpenAPI 3.1 schemas are JSON Schema 2020-12", () => {
    // In components: openapi-types types a 3.1 operation as a 3.0 one too, so `type: [...]` inline would not typecheck.
    const d: OpenApi31Document = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/things/{n}": { post: { operationId: "op", responses: {}, requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/A" } } } } } } },
      components: { schemas: { A: { type: "object", properties: { a: { type: ["string", "null"] } } } } },
    };
    expect(problems(d, { body: { a: null } })).toBeUndefined();
    expect(problems(d, { body: { a: 1 } })).toEqual(["body.a must be string,null"]);
  });
});

describe("what gets a check", () => {
  test("an operation declaring nothing to check, or only any-string parameters, gets none", () => {
    const checks = compileRequestChecks(doc({ parameters: [param({ name: "n", in: "path", required: true, schema: { type: "string" } }), param({ name: "q", schema: { type: "string", description: "any" } })] }));
    expect(checks.size).toBe(0);
    // A form is always an object, so an optional form body of any object (Slack's arguments) needs no check either.
    const anyForm = { requestBody: { content: { "application/x-www-form-urlencoded": { schema: { type: "object" as const, additionalProperties: true } } } } };
    expect(compileRequestChecks(doc(anyForm)).size).toBe(0);
  });

  test("x-understudy-validate turns checks off, or limits them to some locations, per document or operation", () => {
    const declared: Partial<Operation> = { parameters: [param({ name: "q", required: true })], ...{ requestBody: { required: true, content: { "application/json": {} } } } };
    expect(compileRequestChecks(doc({ ...declared, "x-understudy-validate": false })).size).toBe(0);
    expect(problems(doc(declared, { "x-understudy-validate": ["body"] }), {})).toEqual(["The request body is required."]);
    expect(problems(doc({ ...declared, "x-understudy-validate": ["query"] }, { "x-understudy-validate": false }), {})).toEqual(['query parameter "q" is required']);
    expect(() => compileRequestChecks(doc({ ...declared, "x-understudy-validate": ["cookie" as "query"] }))).toThrow("x-understudy-validate on the operation must be true, false or a list of path, query, header, body");
  });

  test("a schema ajv cannot compile is refused at load, naming the operation", () => {
    expect(() => compileRequestChecks(doc({ parameters: [param({ schema: { type: "string", pattern: "([" } })] }))).toThrow(
      "operation op (POST /things/{n}): its query parameters' schema does not compile: Invalid regular expression",
    );
    expect(() => compileRequestChecks(doc({ requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Missing" } } } } }))).toThrow(
      "operation op (POST /things/{n}): its request body schema does not compile: can't resolve reference #/components/schemas/Missing",
    );
  });
});
