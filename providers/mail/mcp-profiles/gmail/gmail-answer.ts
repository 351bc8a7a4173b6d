// How the Gmail MCP server answers, and how the profile reaches the mail pack's JSON API.
// Success: `structuredContent` valid against the tool's outputSchema, and the same object as JSON text
// (what the MCP specification recommends; Google publishes no sample of a call's result, see docs/mcp.md).
// Failure: `isError` with the plain message a Google API gives for it ("Requested entity was not found.").
import { ToolError, toolAnswer, type ToolContext } from "../../../../core/pack/index.ts";
import type { OperationInput } from "../../../../core/pack/index.ts";

export const GMAIL_ERRORS = {
  /** Google's NOT_FOUND text, as Gmail's API gives it for an unknown thread, message or draft. */
  notFound: "Requested entity was not found.",
  /** Google's UNIMPLEMENTED text: for what this mailbox cannot keep (attachments, Bcc). */
  unimplemented: "Operation is not implemented, or supported, or enabled.",
  invalidLabel: (id: string) => `Invalid label: ${id}`,
  labelExists: "Label name exists or conflicts",
  invalidLabelName: "Invalid label name",
  invalidLabelColor: "Invalid label color: give backgroundColor as #rrggbb.",
  invalidHeader: (header: "To" | "Cc") => `Invalid ${header} header`,
  invalidLabelOption: "Invalid label option: choose TRASH or SPAM.",
  invalidPageToken: "Invalid page token.",
  negativePageSize: "The page size must not be negative.",
};

/** A successful answer: the structured result and its JSON text. */
export function gmailAnswer(structured: Record<string, unknown>) {
  return toolAnswer({ content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured });
}

/** A failure the model reads: thrown, and answered as `isError` with this text. */
export const gmailFailure = (text: string) => new ToolError(text);

/**
 * Calls one of the mail pack's JSON API operations and returns its JSON. A refusal becomes the Gmail
 * server's text: 404 is NOT_FOUND; `refusals` names other statuses' texts; else the pack's own message.
 */
export async function mailApi<T>(ctx: ToolContext, operationId: string, input: OperationInput, refusals: Record<number, string> = {}): Promise<T> {
  const response = await ctx.call(operationId, input);
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (response.ok) return body as T;
  throw gmailFailure(refusals[response.status] ?? (response.status === 404 ? GMAIL_ERRORS.notFound : body.error?.message ?? `HTTP ${response.status}`));
}

/** The object without what proto3's JSON leaves out: empty strings, empty lists, absent values. */
export function withoutEmpty<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0))) as Partial<T>;
}
