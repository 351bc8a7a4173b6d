import Ajv, { type AnySchemaObject } from "ajv";
import { describeError, type SchemaCheck } from "../validation/compile-schema.ts";
import { linearPatternProblem } from "./linear-pattern.ts";

/**
 * Plugins' options schemas, with one keyword JSON Schema lacks: `"linearPattern": true` on a string
 * that is a regular expression grading will run. The check compiles it with RE2 at dataset upload, so a
 * pattern RE2 cannot run is a 400 naming the task and the assertion, not a grader error in every run.
 * Other validators (strict: false) ignore the keyword.
 */
const ajv = new Ajv({ allErrors: false, strict: false });

// ajv reads a keyword's errors from the validating function itself.
const validatePattern = function validate(enabled: boolean, data: unknown): boolean {
  const problem = enabled && typeof data === "string" ? linearPatternProblem(data) : undefined;
  (validate as { errors?: unknown }).errors = problem ? [{ keyword: "linearPattern", message: `is not a pattern grading can run: ${problem}`, params: {} }] : [];
  return problem === undefined;
};

ajv.addKeyword({ keyword: "linearPattern", type: "string", schemaType: "boolean", errors: true, validate: validatePattern as never });

/** Compiles a plugin's options schema once; the check returns a sentence for the first problem, or undefined. */
export function compileOptionsSchema(schema: AnySchemaObject): SchemaCheck {
  const validate = ajv.compile(schema);
  return (value, label) => (validate(value) ? undefined : describeError(validate.errors?.[0], label));
}
