import { toolAnswer } from "../../../../core/pack/index.ts";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { SfRestError } from "../rest-call.ts";

/**
 * A hosted tool's success: the REST answer as JSON text, and as `structuredContent` when it is an
 * object (clients of the hosted server read `structuredContent`, e.g. `{ totalSize, done, records }`
 * for soqlQuery). The text's formatting is not published; compact JSON is our choice.
 */
export function hostedResult(body: unknown): CallToolResult {
  const structured = body !== null && typeof body === "object" && !Array.isArray(body);
  return toolAnswer({ content: [{ type: "text", text: JSON.stringify(body) }], ...(structured ? { structuredContent: body as Record<string, unknown> } : {}) });
}

/**
 * A hosted tool's failure: Salesforce's error object as JSON text, `{"message": ..., "errorCode": ...}`,
 * the shape users of the hosted server report (forcedotcom/mcp-hosted#36).
 */
export function hostedError(errors: SfRestError[]): CallToolResult {
  const first = errors[0] ?? { message: "An unexpected error occurred.", errorCode: "UNKNOWN_EXCEPTION" };
  return toolAnswer({ content: [{ type: "text", text: JSON.stringify(first) }], isError: true });
}

/** Salesforce's answer for a resource a request names that does not exist. */
export const NOT_FOUND: SfRestError = { message: "The requested resource does not exist", errorCode: "NOT_FOUND" };
