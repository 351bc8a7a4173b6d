import { json } from "../../core/pack/define-pack.ts";
import type { OperationResult } from "../../core/pack/types.ts";

/** One Salesforce REST error: `[{ message, errorCode, fields? }]`, as jsforce reads it. */
export function sfError(status: number, errorCode: string, message: string, fields?: string[]): Response {
  return json([fields ? { message, errorCode, fields } : { message, errorCode }], status);
}

/** A failed check inside a handler; the operation turns it into `sfError`. */
export class SfFault extends Error {
  constructor(readonly status: number, readonly errorCode: string, message: string, readonly fields?: string[]) {
    super(message);
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
  wrongType: (type: string, value: unknown) =>
    new SfFault(400, "JSON_PARSER_ERROR", `Cannot deserialize instance of ${type} from ${typeof value === "string" ? "VALUE_STRING" : "VALUE"} value ${JSON.stringify(value)} or request may be missing a required field`),
  malformedQuery: (message: string) => new SfFault(400, "MALFORMED_QUERY", message),
} as const;

/** Runs a handler body and renders an SfFault in Salesforce's shape. */
export async function withSfErrors(run: () => OperationResult | Promise<OperationResult>): Promise<OperationResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SfFault) return error.toResponse();
    throw error;
  }
}
