import { json, PackError } from "../../core/pack/index.ts";
import type { ResultClass } from "../../core/pack/index.ts";

/** One Salesforce REST error: `[{ message, errorCode, fields? }]`, as jsforce reads it. */
export function sfError(status: number, errorCode: string, message: string, fields?: string[]): Response {
  return json([fields ? { message, errorCode, fields } : { message, errorCode }], status);
}

/**
 * A failed check inside a handler, guard or tool. It is a PackError whose payload is Salesforce's error
 * body, so a handler just throws it and the core answers `sfError`'s shape (no wrapper needed).
 */
export class SfFault extends PackError {
  override name = "SfFault";
  constructor(status: number, readonly errorCode: string, message: string, readonly fields?: string[]) {
    super(status, [fields ? { message, errorCode, fields } : { message, errorCode }], message);
  }

  toResponse(): Response {
    return sfError(this.status, this.errorCode, this.message, this.fields);
  }
}

export const SF_ERRORS = {
  notFound: () => new SfFault(404, "NOT_FOUND", "The requested resource does not exist"),
  externalIdNotFound: (id: string) => new SfFault(404, "NOT_FOUND", `Provided external ID field does not exist or is not accessible: ${id}`),
  entityIsDeleted: () => new SfFault(404, "ENTITY_IS_DELETED", "entity is deleted"),
  invalidSession: () => new SfFault(401, "INVALID_SESSION_ID", "Session expired or invalid"),
  methodNotAllowed: (method: string, allowed: string[]) =>
    new SfFault(405, "METHOD_NOT_ALLOWED", `HTTP Method '${method}' not allowed. Allowed are ${allowed.join(",")}`),
  jsonParser: (detail: string) => new SfFault(400, "JSON_PARSER_ERROR", detail),
  invalidField: (field: string, sobject: string) => new SfFault(400, "INVALID_FIELD", `No such column '${field}' on sobject of type ${sobject}`),
  notWritable: (field: string) =>
    new SfFault(400, "INVALID_FIELD_FOR_INSERT_UPDATE",
      `Unable to create/update fields: ${field}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`, [field]),
  requiredMissing: (fields: string[]) => new SfFault(400, "REQUIRED_FIELD_MISSING", `Required fields are missing: [${fields.join(", ")}]`, fields),
  malformedId: (label: string, value: string, field: string) =>
    new SfFault(400, "MALFORMED_ID", `${label}: id value of incorrect type: ${value}`, [field]),
  stringTooLong: (label: string, value: string, max: number, field: string) =>
    new SfFault(400, "STRING_TOO_LONG", `${label}: data value too large: ${value.slice(0, 80)} (max length=${max})`, [field]),
  badPicklist: (label: string, value: string, field: string) =>
    new SfFault(400, "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST", `${label}: bad value for restricted picklist field: ${value}`, [field]),
  invalidEmail: (label: string, value: string, field: string) =>
    new SfFault(400, "INVALID_EMAIL_ADDRESS", `${label}: invalid email address: ${value}`, [field]),
  /**
   * JSON of the wrong shape for what it fills: `Cannot deserialize instance of date from VALUE_STRING
   * value soon or request may be missing a required field` (Salesforce adds the JSON position, which a
   * parsed body no longer has).
   */
  cannotDeserialize: (type: string, value: unknown) =>
    new SfFault(400, "JSON_PARSER_ERROR", Array.isArray(value)
      ? `Cannot deserialize instance of ${type} from START_ARRAY value`
      : `Cannot deserialize instance of ${type} from ${jsonToken(value)} value ${tokenText(value)} or request may be missing a required field`),
  numberOutOfRange: (label: string, value: number, field: string) =>
    new SfFault(400, "NUMBER_OUTSIDE_VALID_RANGE", `${label}: value outside of valid range on numeric field: ${numberText(value)}`, [field]),
  malformedQuery: (message: string) => new SfFault(400, "MALFORMED_QUERY", message),
  /** A request stopped at the service's work budget (WORK_BUDGET_MS): Salesforce's words for a query that ran too long. */
  queryTimeout: () => new SfFault(400, "QUERY_TIMEOUT", "Your query request was running for too long."),
} as const;

/** The token Salesforce's JSON parser names for a value. */
function jsonToken(value: unknown): string {
  if (value === null) return "VALUE_NULL";
  if (Array.isArray(value)) return "START_ARRAY";
  switch (typeof value) {
    case "object": return "START_OBJECT";
    case "string": return "VALUE_STRING";
    case "boolean": return value ? "VALUE_TRUE" : "VALUE_FALSE";
    case "number": return Number.isInteger(value) ? "VALUE_NUMBER_INT" : "VALUE_NUMBER_FLOAT";
    default: return "VALUE_EMBEDDED_OBJECT";
  }
}

/** The text the parser shows for the token: a scalar as written (long text cut short), `{` for an object. */
function tokenText(value: unknown): string {
  if (typeof value === "object" && value !== null) return "{";
  const text = typeof value === "number" ? numberText(value) : String(value);
  return text.length > 255 ? `${text.slice(0, 255)}...` : text;
}

/** 1431655766 as is; 1e308 as Java writes it, 1.0E308. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? "Infinity" : value < 0 ? "-Infinity" : "NaN";
  const text = String(value);
  if (!text.includes("e")) return text;
  const [mantissa = "", exponent = ""] = text.split("e");
  return `${mantissa.includes(".") ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/**
 * The pack's `classifyResult`: a 4xx/5xx is a failure whose text the model can act on,
 * "REQUIRED_FIELD_MISSING: Required fields are missing: [LastName] (fields: LastName)".
 */
export function classifySfResult(response: Response, body: unknown): ResultClass {
  if (response.status < 400) return { ok: true };
  const errors = Array.isArray(body) ? (body as Array<{ errorCode?: unknown; message?: unknown; fields?: unknown }>) : [];
  if (errors.length === 0 || !errors.every((e) => e && typeof e.errorCode === "string" && typeof e.message === "string"))
    return { ok: false, error: `Salesforce answered ${response.status}: ${typeof body === "string" ? body : JSON.stringify(body ?? "")}` };
  return {
    ok: false,
    error: errors
      .map((e) => `${e.errorCode}: ${String(e.message).trim()}${Array.isArray(e.fields) && e.fields.length ? ` (fields: ${e.fields.join(", ")})` : ""}`)
      .join("; "),
  };
}
