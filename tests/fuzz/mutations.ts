// Mutations of a schema-valid draft, as fast-check arbitraries: wrong types, missing and extra fields,
// huge and odd values, prototype names, broken bodies and encodings, bad headers, bad path params and
// queries, another method. Each carries a label that says what it did.
import fc from "fast-check";
import type { Draft } from "./generate.ts";
import { deleteAt, label, pathsOf, put, setAt, valueAt } from "./json-paths.ts";
import { encodeLoose, hugeString, LIMITS, oddString, PROTO_NAMES, weirdKey, weirdValue, wrongTypeValue } from "./weird-values.ts";

export interface Mutation { label: string; apply(draft: Draft): Draft }

const at = (draft: Draft, n: number, objectsOnly = false) => {
  const paths = pathsOf(draft.body).filter((p) => !objectsOnly || isObject(valueAt(draft.body, p)));
  return paths.length ? paths[n % paths.length]! : [];
};
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const mutation = (label: string, apply: (d: Draft) => Draft): Mutation => ({ label, apply });

const body = {
  wrongType: fc.tuple(fc.nat(), wrongTypeValue).map(([n, v]) => mutation("wrong-type", (d) => ({ ...d, body: setAt(d.body, at(d, n), v), label: `wrong-type ${label(at(d, n))}` }))),
  drop: fc.nat().map((n) => mutation("drop-field", (d) => ({ ...d, body: deleteAt(d.body, at(d, n + 1)), label: `drop-field ${label(at(d, n + 1))}` }))),
  extra: fc.tuple(fc.nat(), weirdKey, weirdValue).map(([n, k, v]) => mutation("extra-field", (d) => {
    const path = at(d, n, true);
    const target = { ...(isObject(valueAt(d.body, path)) ? (valueAt(d.body, path) as object) : {}) };
    put(target, k, v);
    return { ...d, body: setAt(d.body, path, target), label: `extra-field ${JSON.stringify(k).slice(0, 40)} at ${label(path)}` };
  })),
  weird: fc.tuple(fc.nat(), weirdValue).map(([n, v]) => mutation("weird-value", (d) => ({ ...d, body: setAt(d.body, at(d, n), v), label: `weird-value ${label(at(d, n))}` }))),
  replace: weirdValue.map((v) => mutation("replace-body", (d) => ({ ...d, body: v, contentType: d.contentType ?? "application/json" }))),
  proto: fc.tuple(fc.nat(), fc.constantFrom(...PROTO_NAMES), fc.constantFrom<unknown>({ polluted: true }, null, "x", [], 1, [{}], [{ Name: "x" }])).map(([n, k, v]) =>
    mutation(`proto-key ${k}`, (d) => {
      const path = at(d, n, true);
      const target = { ...(isObject(valueAt(d.body, path)) ? (valueAt(d.body, path) as object) : {}) };
      put(target, k, v);
      return { ...d, body: setAt(d.body, path, target), contentType: d.contentType ?? "application/json" };
    })),
  raw: fc.oneof(
    fc.constantFrom("{", "[1,]", "nul", "NaN", "{\"a\":1}{\"b\":2}", "\uFEFF{}", "\u0000", "{\"a\":\"\\ud800\"}", "{\"__proto__\":{\"polluted\":1}}", "[".repeat(10_000), "\"" + "\\".repeat(3) + "\"", " ", "{\"a\":1e999}", "-"),
    fc.integer({ min: 10, max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
    fc.integer({ min: 10, max: 5_000 }).map((n) => `${"{\"a\":".repeat(n)}1${"}".repeat(n)}`),
    fc.constantFrom(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), new Uint8Array([0xed, 0xa0, 0x80]), new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])),
  ).map((raw) => mutation("raw-body", (d) => ({ ...d, rawBody: raw, contentType: d.contentType ?? "application/json" }))),
};

const headers = {
  contentType: fc.constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data", "application/json; charset=utf-16", "application/json;;;", "", "*/*", "application/JSON")
    .map((ct) => mutation(`content-type ${JSON.stringify(ct)}`, (d) => ({ ...d, contentType: ct, body: d.body ?? { a: 1 } }))),
  huge: fc.tuple(fc.constantFrom("x-fuzz", "content-type", "authorization", "accept", "cookie", "sforce-query-options", "if-none-match"), fc.integer({ min: 1_000, max: LIMITS.hugeHeader }))
    .map(([name, n]) => mutation(`huge-header ${name}`, (d) => ({ ...d, headers: { ...d.headers, [name]: (name === "authorization" ? "Bearer " : "") + "a".repeat(n) } }))),
  odd: fc.constantFrom<[string, string]>(
    ["host", "evil..localhost"], ["host", "a.b.c.d.localhost"], ["host", "localhost:99999"], ["host", ""], ["host", "x".repeat(5000)], ["host", "aaaaaaaaaaaaaaaaaaaaaaaaaaa.salesforce.localhost"],
    ["sforce-query-options", "batchSize=0"], ["sforce-query-options", "batchSize=99999999999"], ["sforce-query-options", "batchSize=abc"],
    ["x-http-method-override", "DELETE"], ["accept", "application/xml"], ["content-length", "5"], ["transfer-encoding", "chunked"], ["if-none-match", "*"],
    ["x-api-key", " "], ["authorization", "Bearer"], ["authorization", "Bearer a b"], ["authorization", "Basic dXNlcjpwYXNz"], ["authorization", "OAuth __proto__"],
    ["mcp-session-id", "constructor"], ["origin", "null"],
  ).map(([name, value]) => mutation(`header ${name}: ${value.slice(0, 30)}`, (d) => ({ ...d, headers: { ...d.headers, [name]: value } }))),
  noAuth: fc.constantFrom<Draft["auth"]>("none", "wrong").map((auth) => mutation(`auth ${auth}`, (d) => ({ ...d, auth }))),
};

const BAD_SEGMENTS = ["", ".", "..", "%2F", "%00", "%", "%E0%A4%A", "%ZZ", "a%2Fb", "%2e%2e", "__proto__", "constructor", "toString", "null", "-1", "1e999", "%F0%9F%92%A9", "%EF%BB%BF", "%E2%80%AE", "%20"];

const place = {
  pathParam: fc.tuple(fc.nat(), fc.oneof(fc.constantFrom(...BAD_SEGMENTS), oddString.map(encodeLoose), hugeString.map((s) => encodeLoose(s.slice(0, 8_000)))))
    .map(([n, value]) => mutation("path-param", (d) => {
      const names = Object.keys(d.params);
      if (!names.length) return d;
      const name = names[n % names.length]!;
      return { ...d, rawParams: { ...d.rawParams, [name]: value }, label: `path-param ${name}=${value.slice(0, 40)}` };
    })),
  query: fc.tuple(fc.nat(), fc.oneof(weirdKey, fc.constantFrom("")), fc.oneof(oddString, hugeString.map((s) => s.slice(0, 20_000)), fc.constantFrom(...PROTO_NAMES))).map(([n, key, value]) =>
    mutation("query", (d) => {
      const query = [...d.query];
      if (query.length && n % 3 === 0) query.splice(n % query.length, 1); // drop one
      else if (query.length && n % 3 === 1) query[n % query.length] = [query[n % query.length]![0], value]; // odd value
      else query.push([key, value], [key, value]); // unknown and repeated
      return { ...d, query, label: `query ${JSON.stringify(query.map(([k]) => k)).slice(0, 60)}` };
    })),
  rawQuery: fc.constantFrom("%", "%E0%A4%A", "q=%ZZ", "=&&=", "a[b]=1&a[b]=2", "__proto__[x]=1", "constructor=1", "limit=1&limit=2", "q=" + "%25".repeat(2000))
    .map((raw) => mutation(`raw-query ${raw.slice(0, 30)}`, (d) => ({ ...d, rawQuery: raw }))),
  method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD").map((method) => mutation(`method ${method}`, (d) => ({ ...d, method, body: method === "GET" || method === "HEAD" ? undefined : d.body }))),
};

const none = fc.constant(mutation("none", (d) => d));

/** One mutation, weighted: a third of requests stay valid so the success paths are fuzzed too. */
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: none, weight: 8 },
  { arbitrary: body.wrongType, weight: 3 },
  { arbitrary: body.drop, weight: 2 },
  { arbitrary: body.extra, weight: 2 },
  { arbitrary: body.weird, weight: 3 },
  { arbitrary: body.replace, weight: 1 },
  { arbitrary: body.proto, weight: 1 },
  { arbitrary: body.raw, weight: 2 },
  { arbitrary: headers.contentType, weight: 1 },
  { arbitrary: headers.huge, weight: 1 },
  { arbitrary: headers.odd, weight: 1 },
  { arbitrary: headers.noAuth, weight: 1 },
  { arbitrary: place.pathParam, weight: 3 },
  { arbitrary: place.query, weight: 2 },
  { arbitrary: place.rawQuery, weight: 1 },
  { arbitrary: place.method, weight: 1 },
);
