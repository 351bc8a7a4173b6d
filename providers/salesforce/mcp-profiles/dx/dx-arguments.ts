import type { DxParam } from "./dx-params.ts";

/**
 * The input schema the DX server lists for a zod shape: what the MCP SDK's zod-to-json-schema makes of
 * it (property keys `type`, `default`, `description`; every non-optional key required; no other keys;
 * the draft-07 `$schema` last).
 */
export function dxInputSchema(params: DxParam[]): Record<string, unknown> {
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [p.name, { type: p.type, ...(p.default === undefined ? {} : { default: p.default }), description: p.description }])),
    required: params.filter((p) => !p.optional).map((p) => p.name),
    additionalProperties: false,
    $schema: "http://json-schema.org/draft-07/schema#",
  };
}

type Issue = Record<string, unknown>;

/**
 * The arguments as the DX server's zod shape parses them (unknown keys dropped, defaults filled in), or
 * the text its MCP SDK answers when they do not fit: the McpError's message with zod 3's issues as JSON,
 * e.g. `MCP error -32602: Input validation error: Invalid arguments for tool run_soql_query: [...]`.
 */
export function parseDxArguments(tool: string, params: DxParam[], input: Record<string, unknown>):
  { ok: true; args: Record<string, unknown> } | { ok: false; text: string } {
  const issues: Issue[] = [];
  const args: Record<string, unknown> = {};
  for (const param of params) {
    const value = input[param.name];
    if (value === undefined) {
      if (param.default !== undefined) args[param.name] = param.default;
      else if (!param.optional) issues.push(typeIssue(param, value));
      continue;
    }
    if (receivedType(value) !== param.type) {
      issues.push(typeIssue(param, value));
      continue;
    }
    if (param.absolutePath) {
      // zod runs the refinement unguarded: a path decodeURIComponent cannot read throws out of the
      // parse, and the SDK answers the exception's own message.
      let fits: boolean;
      try {
        fits = isSanitizedPath(value as string);
      } catch (error) {
        return { ok: false, text: (error as Error).message };
      }
      if (!fits) issues.push({ code: "custom", message: "Invalid path: Must be an absolute path and cannot contain path traversal sequences", path: [param.name] });
    }
    args[param.name] = value;
  }
  if (issues.length) return { ok: false, text: `MCP error -32602: Input validation error: Invalid arguments for tool ${tool}: ${JSON.stringify(issues, null, 2)}` };
  return { ok: true, args };
}

function typeIssue(param: DxParam, value: unknown): Issue {
  const received = receivedType(value);
  return { code: "invalid_type", expected: param.type, received, path: [param.name], message: received === "undefined" ? "Required" : `Expected ${param.type}, received ${received}` };
}

/** zod 3's name for a JSON value's type (`getParsedType`). */
function receivedType(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isNaN(value)) return "nan";
  return typeof value;
}

/**
 * The server's `sanitizePath`: once URL-decoded and normalized, no `..`, U+2025 or U+2026, and
 * absolute (the server runs on POSIX here: a path starting with `/`).
 */
function isSanitizedPath(path: string): boolean {
  const normalized = decodeURIComponent(path).normalize();
  const traversal = normalized.includes("..") || normalized.includes("\u2025") || normalized.includes("\u2026");
  return !traversal && path.startsWith("/");
}
