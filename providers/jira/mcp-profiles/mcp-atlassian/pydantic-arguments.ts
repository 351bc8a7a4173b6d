// Arguments as mcp-atlassian's FastMCP server checks them: pydantic validates the call against the tool
// function's signature (lax mode: "5" is an int, "true" a bool, a number is no string) and the error text
// is pydantic's ValidationError, which FastMCP answers as the error result's text. Pydantic 2.12 is what
// mcp-atlassian v0.23.1 locks, hence the documentation links' version.

type Schema = Record<string, any>;
const DOCS = "https://errors.pydantic.dev/2.12/v";

/** Python's repr of a JSON value, as pydantic prints input_value. */
function repr(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === "string") return value.includes("'") && !value.includes('"') ? `"${value}"` : `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(repr).join(", ")}]`;
  return `{${Object.entries(value as object).map(([k, v]) => `${repr(k)}: ${repr(v)}`).join(", ")}}`;
}

function pythonType(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  return Array.isArray(value) ? "list" : "dict";
}

interface Problem { loc: string; message: string; type: string; input: unknown }

/** The value pydantic would accept for `schema` (lax coercion), or a problem. */
function check(name: string, schema: Schema, value: unknown): Problem | { value: unknown } {
  const problem = (message: string, type: string): Problem => ({ loc: name, message, type, input: value });
  if (value === null && schema.default === null) return { value };
  if (schema.type === "string") {
    if (typeof value !== "string") return problem("Input should be a valid string", "string_type");
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) return problem(`String should match pattern '${schema.pattern}'`, "string_pattern_mismatch");
    return { value };
  }
  if (schema.type === "integer") {
    let n: number | undefined;
    if (typeof value === "number") n = Number.isInteger(value) ? value : undefined;
    else if (typeof value === "string" && /^\s*[-+]?\d+\s*$/.test(value)) n = Number(value);
    if (n === undefined) {
      if (typeof value === "number") return problem("Input should be a valid integer, got a number with a fractional part", "int_from_float");
      return typeof value === "string" ? problem("Input should be a valid integer, unable to parse string as an integer", "int_parsing") : problem("Input should be a valid integer", "int_type");
    }
    if (typeof schema.minimum === "number" && n < schema.minimum) return problem(`Input should be greater than or equal to ${schema.minimum}`, "greater_than_equal");
    if (typeof schema.maximum === "number" && n > schema.maximum) return problem(`Input should be less than or equal to ${schema.maximum}`, "less_than_equal");
    return { value: n };
  }
  if (schema.type === "boolean") {
    if (typeof value === "boolean") return { value };
    const text = String(value).toLowerCase();
    if (["true", "1", "yes", "on", "t", "y"].includes(text) && typeof value !== "object") return { value: true };
    if (["false", "0", "no", "off", "f", "n"].includes(text) && typeof value !== "object") return { value: false };
    return problem("Input should be a valid boolean, unable to interpret input", typeof value === "string" ? "bool_parsing" : "bool_type");
  }
  return { value };
}

/** The arguments with defaults filled and lax coercions applied, or pydantic's ValidationError text. */
export function validateCall(fn: string, schema: Schema, input: Record<string, unknown>): { args: Record<string, any> } | { error: string } {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const args: Record<string, any> = {};
  const problems: Problem[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!(name in input)) {
      if (required.has(name)) problems.push({ loc: name, message: "Missing required argument", type: "missing_argument", input });
      else args[name] = property.default;
      continue;
    }
    const checked = check(name, property, input[name]);
    if ("loc" in checked) problems.push(checked);
    else args[name] = checked.value;
  }
  for (const [name, value] of Object.entries(input))
    if (!(name in properties)) problems.push({ loc: name, message: "Unexpected keyword argument", type: "unexpected_keyword_argument", input: value });
  if (!problems.length) return { args };
  const lines = problems.map((p) => `${p.loc}\n  ${p.message} [type=${p.type}, input_value=${repr(p.input)}, input_type=${pythonType(p.input)}]\n    For further information visit ${DOCS}/${p.type}`);
  const count = problems.length === 1 ? "1 validation error" : `${problems.length} validation errors`;
  return { error: `${count} for call[${fn}]\n${lines.join("\n")}` };
}
