import type { OperationInput, ToolContext } from "../../../core/pack/index.ts";
import { LATEST_VERSION_PARAM } from "../api-versions.ts";

/** One Salesforce REST error, as the API answers it: `{ message, errorCode, fields? }`. */
export interface SfRestError {
  message: string;
  errorCode: string;
  fields?: string[];
}

export type RestOutcome<T> = { ok: true; status: number; body: T } | { ok: false; status: number; errors: SfRestError[] };

/**
 * Calls one of the pack's REST operations (at the latest API version unless `params.version` says
 * otherwise) and keeps Salesforce's own error body: the profiles answer with the original servers'
 * texts, which quote that body (its message, or the whole error object), not the native tools' summary.
 */
export async function restCall<T = any>(ctx: ToolContext, operationId: string, input: OperationInput = {}): Promise<RestOutcome<T>> {
  const response = await ctx.call(operationId, { ...input, params: { version: LATEST_VERSION_PARAM, ...input.params } });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  if (response.status < 400) return { ok: true, status: response.status, body: body as T };
  const errors = Array.isArray(body) && body.every((e) => e && typeof e.message === "string")
    ? (body as SfRestError[])
    : [{ message: typeof body === "string" ? body : JSON.stringify(body ?? ""), errorCode: "UNKNOWN_EXCEPTION" }];
  return { ok: false, status: response.status, errors };
}

/** A SOQL string literal of `value`, quotes and backslashes escaped. */
export function soqlString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}
