import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";

// The MCP JSON Schema from ../shared/reference/mcp, to check that what the gateway answers is valid MCP.
const SCHEMA_URL = new URL("../../../shared/reference/mcp/schema-2025-11-25.json", import.meta.url);
const schema = JSON.parse(readFileSync(SCHEMA_URL, "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(schema, "mcp");

/** Validation errors of `value` against one definition of the MCP schema (e.g. "CallToolResult"); [] when valid. */
export function mcpSchemaErrors(definition: string, value: unknown): string[] {
  const validate = ajv.getSchema(`mcp#/$defs/${definition}`);
  if (!validate) throw new Error(`No ${definition} in the MCP schema`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
