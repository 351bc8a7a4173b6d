// What a well-formed answer looks like on each surface. The control plane: JSON, `{error: string}` on
// every 4xx, and 2xx bodies that match the documented schema. A pack: its own error shape, said in the
// table below; a pack missing from it gets the generic rule (valid JSON when it says JSON).
import Ajv2020 from "ajv/dist/2020.js";
import type { FuzzOperation, JsonSchema } from "./documents.ts";
import type { FuzzAnswer, FuzzRequest } from "./wire.ts";

/** Why the answer is malformed, or undefined when it is fine. */
export type ShapeCheck = (op: FuzzOperation, answer: FuzzAnswer, request: FuzzRequest) => string | undefined;

const parse = (answer: FuzzAnswer): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(answer.body) };
  } catch {
    return { ok: false };
  }
};
const isJson = (answer: FuzzAnswer) => /json/i.test(answer.contentType);
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const excerpt = (text: string) => JSON.stringify(text.slice(0, 120));

/** Valid JSON when the content type says JSON; an empty body for 204 and 304. */
const generic: ShapeCheck = (_op, answer) => {
  if (answer.status === 204 || answer.status === 304) return answer.bytes ? `a ${answer.status} with a body` : undefined;
  if (isJson(answer) && !parse(answer).ok) return `content-type ${answer.contentType} but the body is not JSON: ${excerpt(answer.body)}`;
  return undefined;
};

/**
 * A SOAP fault: Salesforce's SOAP API (`/services/Soap/...`) answers every failure, a wrong password
 * included, as HTTP 500 with a `soapenv:Fault` envelope, as SOAP 1.1 says. That 500 is its shape, not
 * a server failure.
 */
export function isSoapFault(path: string, answer: Pick<FuzzAnswer, "status" | "contentType" | "body">): boolean {
  return /\/services\/Soap\//.test(path) && answer.status === 500 && /text\/xml/i.test(answer.contentType) && answer.body.includes("<soapenv:Fault>");
}

/** `[{message, errorCode}]` (Salesforce's REST errors), `{error, error_description}` on OAuth endpoints, SOAP faults on the SOAP API. */
const salesforce: ShapeCheck = (op, answer, request) => {
  // A path that resolves to no SOAP endpoint (`/services/Soap/u/%2e%2e`) is a REST 404 like any other.
  if (op.path.startsWith("/services/Soap/") && answer.status >= 400 && answer.body.includes("<soapenv:Fault>")) return undefined;
  const problem = generic(op, answer, request);
  if (problem || answer.status < 400) return problem;
  // The login page is a browser's: Salesforce shows its refusals as an HTML error page (other methods get a REST error).
  if (op.path === "/services/oauth2/authorize" && /text\/html/i.test(answer.contentType)) return undefined;
  const body = parse(answer);
  if (!body.ok) return `a ${answer.status} that is not JSON (${answer.contentType}): ${excerpt(answer.body)}`;
  const oauth = isObject(body.value) && typeof body.value.error === "string" && typeof body.value.error_description === "string";
  const rest = Array.isArray(body.value) && body.value.length > 0 && body.value.every((e) => isObject(e) && typeof e.message === "string" && typeof e.errorCode === "string");
  // Another method on the token URL is a routing answer, in either shape.
  if (op.path === "/services/oauth2/token" && request.method === op.method) return oauth ? undefined : `OAuth token error not {error, error_description}: ${excerpt(answer.body)}`;
  if (op.path.startsWith("/services/oauth2/")) return oauth || rest ? undefined : `OAuth error in neither shape: ${excerpt(answer.body)}`;
  // sObject Tree reports failing records as `{ hasErrors: true, results: [{ referenceId, errors }] }`.
  if (op.path.startsWith("/services/data/{version}/composite/tree/") && answer.status === 400 && isTreeFailure(body.value)) return undefined;
  return rest ? undefined : `error not [{message, errorCode}]: ${excerpt(answer.body)}`;
};

function isTreeFailure(value: unknown): boolean {
  if (!isObject(value) || value.hasErrors !== true || !Array.isArray(value.results) || value.results.length === 0) return false;
  return value.results.every((r) => isObject(r) && Array.isArray(r.errors) && r.errors.every((e) => isObject(e) && typeof e.statusCode === "string" && typeof e.message === "string"));
}

/** `{error: string}` JSON errors (the notes fixture). */
const jsonError: ShapeCheck = (op, answer, request) => {
  const problem = generic(op, answer, request);
  if (problem || answer.status < 400) return problem;
  const body = parse(answer);
  return body.ok && isObject(body.value) && typeof body.value.error === "string" ? undefined : `error not {error: string}: ${excerpt(answer.body)}`;
};

/**
 * Jira's error collection `{errorMessages: string[], errors: {field: string}}`; its REST layer's own
 * answers besides: a 404 `{message, status-code}` for no resource, an empty 405, a plain-text 401, and
 * the XSRF filter's plain-text 403.
 */
const jira: ShapeCheck = (op, answer, request) => {
  const problem = generic(op, answer, request);
  if (problem || answer.status < 400 || answer.status === 401 || answer.status === 405) return problem;
  // Jira's XSRF filter refuses a multipart upload without `X-Atlassian-Token: no-check` in plain text.
  if (answer.status === 403 && answer.body === "XSRF check failed") return undefined;
  const body = parse(answer);
  if (!body.ok || !isObject(body.value)) return `a ${answer.status} that is not a JSON object: ${excerpt(answer.body)}`;
  const v = body.value;
  if (answer.status === 404 && typeof v.message === "string" && v["status-code"] === 404) return undefined;
  const collection = Array.isArray(v.errorMessages) && v.errorMessages.every((m) => typeof m === "string") && isObject(v.errors) && Object.values(v.errors).every((m) => typeof m === "string");
  return collection ? undefined : `error not {errorMessages, errors}: ${excerpt(answer.body)}`;
};

/** Each pack's error shape, by slug; others (and UI packs) get the generic rule. */
export const PACK_SHAPES: Record<string, ShapeCheck> = { salesforce, jira, notes: jsonError };
export const shapeOf = (slug: string): ShapeCheck => PACK_SHAPES[slug] ?? generic;

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const compiled = new WeakMap<JsonSchema, ReturnType<typeof ajv.compile>>();

/** The control plane: JSON `{error}` on 4xx and 5xx, documented 2xx bodies valid against their schema. */
export const controlShape: ShapeCheck = (op, answer, request) => {
  const path = request.path;
  if (answer.status === 304 || (op.id === "GET /sdk/understudy-eval.tgz" && answer.status === 200)) return undefined;
  const body = parse(answer);
  if (!isJson(answer) || !body.ok) return `not JSON (${answer.contentType || "no content-type"}): ${excerpt(answer.body)}`;
  if (answer.status >= 400) return isObject(body.value) && typeof body.value.error === "string" ? undefined : `error not {error: string}: ${excerpt(answer.body)}`;
  const schema = op.responses[String(answer.status)];
  if (!schema || request.method !== op.method || !ownPath(op, path)) return undefined;
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  return validate(body.value) ? undefined : `${answer.status} body does not match the documented schema (${ajv.errorsText(validate.errors)}): ${excerpt(answer.body)}`;
};

/** Whether the request reaches the operation's own path: `.`, `..` and `%2e%2e` segments are resolved as any URL parser does. */
const ownPath = (op: FuzzOperation, path: string) => new RegExp(`^${op.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(new URL(path, "http://x").pathname);
