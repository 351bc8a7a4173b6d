import Ajv, { type ErrorObject } from "ajv";

export type SchemaCheck = (value: unknown, label: string) => string | undefined;

const ajv = new Ajv({ allErrors: false, strict: false });

/** Compiles a JSON Schema once; the check returns a readable message for the first problem, or undefined. */
export function compileSchema(schema: Record<string, unknown>): SchemaCheck {
  const validate = ajv.compile(schema);
  return (value, label) => (validate(value) ? undefined : describeError(validate.errors?.[0], label));
}

function describeError(error: ErrorObject | undefined, label: string): string {
  if (!error) return `${label} is invalid`;
  const where = label + error.instancePath.replace(/\/(\d+)(?=\/|$)/g, "[$1]").replace(/\//g, ".");
  if (error.propertyName !== undefined) return `${where} has an invalid key "${error.propertyName}": it ${error.message}`;
  if (error.keyword === "additionalProperties")
    return `${where} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`;
  return `${where} ${error.message}`;
}
