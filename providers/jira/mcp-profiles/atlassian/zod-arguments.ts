// Arguments as Atlassian's server checks them: its tools are zod schemas served by the MCP TypeScript SDK,
// which refuses a bad call with the zod issues, one line each ("Required at issueIdOrKey"), after
// "Input validation error: Invalid arguments for tool <name>:". zod v3 wording; the SDK's framing is 1.32's.

type Schema = Record<string, any>;

const kindOf = (value: unknown): string =>
  value === null ? "null" : value === undefined ? "undefined" : Array.isArray(value) ? "array" : typeof value === "number" && Number.isNaN(value) ? "nan" : typeof value;

const expected = (schema: Schema): string => (schema.type === "integer" ? "number" : String(schema.type));

const at = (message: string, path: string[]): string => (path.length ? `${message} at ${path.join(".")}` : message);

/** The zod issues of `value` against `schema` (the subset of JSON Schema Atlassian's listing uses). */
export function zodIssues(schema: Schema, value: unknown, path: string[] = []): string[] {
  if (schema.anyOf || !schema.type) return [];
  const kind = kindOf(value);
  if (value === undefined) return [at("Required", path)];
  if (schema.type === "object" && (kind !== "object")) return [at(`Expected object, received ${kind}`, path)];
  if (schema.type === "array" && kind !== "array") return [at(`Expected array, received ${kind}`, path)];
  if (["string", "number", "integer", "boolean"].includes(schema.type) && kind !== (schema.type === "integer" ? "number" : schema.type))
    return [at(`Expected ${expected(schema)}, received ${kind}`, path)];
  if (schema.enum && !schema.enum.includes(value))
    return [at(`Invalid enum value. Expected ${schema.enum.map((v: string) => `'${v}'`).join(" | ")}, received '${String(value)}'`, path)];
  if (schema.type === "string" && typeof schema.maxLength === "number" && (value as string).length > schema.maxLength)
    return [at(`String must contain at most ${schema.maxLength} character(s)`, path)];
  if (schema.type === "array") return (value as unknown[]).flatMap((item, i) => zodIssues(schema.items ?? {}, item, [...path, String(i)]));
  if (schema.type !== "object") return [];
  const record = value as Record<string, unknown>;
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const issues = Object.entries(properties).flatMap(([name, property]) =>
    record[name] === undefined && !required.has(name) ? [] : zodIssues(property, record[name], [...path, name]),
  );
  if (schema.additionalProperties === false) {
    const unknown = Object.keys(record).filter((key) => !(key in properties));
    if (unknown.length) issues.push(at(`Unrecognized key(s) in object: ${unknown.map((key) => `'${key}'`).join(", ")}`, path));
  } else if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    for (const [key, item] of Object.entries(record)) if (!(key in properties)) issues.push(...zodIssues(schema.additionalProperties, item, [...path, key]));
  }
  return issues;
}

/** The SDK's refusal of a bad call, as the text of an error result. */
export function invalidArguments(tool: string, issues: string[]): string {
  return `MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: ${issues.join("\n")}`;
}
