import Ajv, { type ErrorObject } from "ajv";

export type SchemaCheck = (value: unknown, label: string) => string | undefined;

const ajv = new Ajv({ allErrors: false, strict: false });

/** Compiles a JSON Schema once; the check returns a readable message for the first problem, or undefined. */
export function compileSchema(schema: Record<string, unknown>): SchemaCheck {
  const validate = ajv.compile(schema);
  return (value, label) => (validate(value) ? undefined : describeError(validate.errors?.[0], label));
}

/** One ajv error as a sentence about `label` (`seed.items[0].text must be string`). */
export function describeError(error: ErrorObject | undefined, label: string): string {
  if (!error) return `${label} is invalid`;
  const where = label + readablePath(error.instancePath);
  if (error.propertyName !== undefined) return `${where} has an invalid key "${error.propertyName}": it ${error.message}`;
  if (error.keyword === "additionalProperties")
    return `${where} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`;
  return `${where} ${error.message}`;
}

/** "/changes/salesforce~1Contact/0" (a JSON Pointer) as `.changes["salesforce/Contact"][0]`. */
function readablePath(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((raw) => raw.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`))
    .join("");
}
