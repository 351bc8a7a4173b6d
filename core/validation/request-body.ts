// A check of the request body against the operation's `requestBody`: present when required, and valid
// against the schema of the media type it was sent as. A form's fields are text, read as OpenAPI reads
// them ("5" as 5 for `type: integer`); a file, or a raw-bytes body, is binary and only checked for presence.
import type { OpenAPIV3, RequestProblem, UploadedFile } from "../pack/types.ts";
import { describeError } from "./compile-schema.ts";
import { firstErrors, isObject, type OpenApiSchemas } from "./openapi-schemas.ts";
import type { CheckedRequest } from "./request-checks.ts";
import type { ErrorObject, ValidateFunction } from "ajv";

interface Media {
  type: string;
  form: boolean;
  validate?: ValidateFunction;
}

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)$/;
const JSON_MEDIA = /^application\/(.+\+)?json$/;

export function compileBodyCheck(
  schemas: OpenApiSchemas,
  declared: OpenAPIV3.RequestBodyObject | undefined,
): ((request: CheckedRequest) => RequestProblem[] | undefined) | undefined {
  if (!declared) return undefined;
  const media: Media[] = Object.entries(declared.content ?? {}).map(([key, value]) => {
    const type = key.split(";")[0]!.trim().toLowerCase();
    const form = FORM.test(type);
    // A form is always an object: a schema asking no more (Slack's arguments) needs no validator, nor its copy.
    const needless = value.schema === undefined || (form && acceptsAnyObject(schemas.resolve(value.schema)));
    return { type, form, validate: needless ? undefined : schemas.compile(value.schema, { coerce: form }) };
  });
  const required = declared.required === true;
  if (!required && media.every((m) => !m.validate)) return undefined;
  return ({ body, request }) => {
    if (body === undefined) return required ? [{ in: "body", name: "", message: "The request body is required." }] : undefined;
    const sent = mediaFor(media, request.headers.get("content-type"));
    const validate = sent?.validate;
    if (!validate || isUploadedFile(body)) return undefined;
    if (validate(sent.form ? viewOf(body) : body)) return undefined;
    return firstErrors(validate).map((error) => ({ in: "body", name: pointerOf(error), message: describeError(error, "body") }));
  };
}

/** The declared media type the body was sent as; any JSON one for a body the core parsed as JSON. */
function mediaFor(media: Media[], header: string | null): Media | undefined {
  const type = (header ?? "").split(";")[0]!.trim().toLowerCase();
  const range = `${type.split("/")[0]}/*`;
  return (
    media.find((m) => m.type === type) ??
    media.find((m) => m.type === range) ??
    media.find((m) => m.type === "*/*") ??
    (FORM.test(type) ? undefined : media.find((m) => JSON_MEDIA.test(m.type)))
  );
}

/**
 * What the schema sees of a form: each file as its file name (a `type: string, format: binary` field),
 * in a copy, since coercion rewrites values in place and the handler gets the body as parsed.
 */
function viewOf(body: unknown): unknown {
  if (!isObject(body)) return body;
  const fileless = (value: unknown): unknown =>
    isUploadedFile(value) ? value.filename : Array.isArray(value) ? value.map(fileless) : value;
  return structuredClone(Object.fromEntries(Object.entries(body).map(([key, value]) => [key, fileless(value)])));
}

/** Where the problem is: a missing or unknown property's own place, not its parent's. */
function pointerOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const key = error.keyword === "required" ? params.missingProperty : error.keyword === "additionalProperties" ? params.additionalProperty : undefined;
  return key === undefined ? error.instancePath : `${error.instancePath}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

const ANNOTATIONS = new Set(["description", "title", "example", "examples", "deprecated", "default"]);

function acceptsAnyObject(schema: unknown): boolean {
  if (!isObject(schema)) return schema === true;
  return Object.entries(schema).every(([key, value]) =>
    ANNOTATIONS.has(key) || key.startsWith("x-") || (key === "type" && value === "object") || (key === "additionalProperties" && value === true));
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return isObject(value) && (value as { bytes?: unknown }).bytes instanceof Uint8Array;
}
