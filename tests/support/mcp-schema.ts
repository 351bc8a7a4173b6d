import Ajv2020 from "ajv/dist/2020.js";
import { readReferenceJson } from "../reference/reference-file.ts";

// The MCP JSON Schema (tests/reference/mcp), to check that what the gateway answers is valid MCP.
const schema = readReferenceJson("mcp/schema-2025-11-25.json");
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(schema, "mcp");

/** Validation errors of `value` against one definition of the MCP schema (e.g. "CallToolResult"); [] when valid. */
export function mcpSchemaErrors(definition: string, value: unknown): string[] {
  const validate = ajv.getSchema(`mcp#/$defs/${definition}`);
  if (!validate) throw new Error(`No ${definition} in the MCP schema`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
