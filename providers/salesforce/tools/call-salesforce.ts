import { ToolError } from "../../../core/pack/define-pack.ts";
import type { OperationInput, ToolContext } from "../../../core/pack/types.ts";
import { LATEST_VERSION } from "../api-versions.ts";

const VERSION = `v${LATEST_VERSION}.0`;

/**
 * Calls a REST operation at the latest version and returns its JSON; a Salesforce error becomes a
 * ToolError whose text the model can act on: "REQUIRED_FIELD_MISSING: Required fields are missing: [LastName]".
 */
export async function callSalesforce(ctx: ToolContext, operationId: string, input: OperationInput = {}): Promise<any> {
  const response = await ctx.call(operationId, { ...input, params: { version: VERSION, ...input.params } });
  const text = await response.text();
  if (response.ok) return text ? JSON.parse(text) : {};
  throw new ToolError(describeFailure(text, response.status));
}

function describeFailure(text: string, status: number): string {
  try {
    const errors = JSON.parse(text) as Array<{ errorCode: string; message: string; fields?: string[] }>;
    return errors
      .map((e) => `${e.errorCode}: ${e.message.trim()}${e.fields?.length ? ` (fields: ${e.fields.join(", ")})` : ""}`)
      .join("; ");
  } catch {
    return `Salesforce answered ${status}: ${text}`;
  }
}

/** A SOQL LIKE pattern matching names that contain `text` literally (quotes, %, _ escaped). */
export function containsPattern(text: string): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/%/g, "\\%").replace(/_/g, "\\_");
  return `'%${escaped}%'`;
}
