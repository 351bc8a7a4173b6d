import { defineOperation, json } from "../../../core/pack/define-pack.ts";
import type { OperationContext } from "../../../core/pack/types.ts";
import { SfFault, withSfErrors } from "../sf-errors.ts";
import { requestScope } from "./request-scope.ts";

const MAX_SUBREQUESTS = 25;
const REFERENCE = /@\{([A-Za-z0-9_]+)\.([^}]+)\}/g;

interface Subrequest { method: string; url: string; referenceId: string; body?: unknown; httpHeaders?: Record<string, string> }
interface SubResponse { body: unknown; httpHeaders: Record<string, string>; httpStatusCode: number; referenceId: string }

/**
 * POST /composite: up to 25 subrequests in order, later ones reading earlier results through
 * `@{referenceId.field}`. With allOrNone, one failure rolls every change back.
 */
export const composite = defineOperation((ctx) =>
  withSfErrors(async () => {
    requestScope(ctx);
    const { compositeRequest, allOrNone } = (ctx.body ?? {}) as { compositeRequest?: Subrequest[]; allOrNone?: boolean };
    if (!Array.isArray(compositeRequest) || compositeRequest.length === 0) throw new SfFault(400, "INVALID_FIELD", "compositeRequest must be a non-empty array");
    if (compositeRequest.length > MAX_SUBREQUESTS) throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a composite request takes at most ${MAX_SUBREQUESTS} subrequests`);
    // Like Salesforce, a malformed subrequest refuses the whole request before any subrequest runs.
    if (!compositeRequest.every(isSubrequest)) throw new SfFault(400, "JSON_PARSER_ERROR", "Each subrequest needs a method, a url and a referenceId");
    const responses: SubResponse[] = [];
    const run = async () => {
      const results = new Map<string, { ok: boolean; body: unknown }>();
      for (const sub of compositeRequest) {
        const resolved = resolveReferences(sub, results);
        const answer = resolved ? await dispatch(ctx, resolved) : halted(sub, "Invalid reference specified. No value for a referenced subrequest was found.");
        results.set(sub.referenceId, { ok: answer.httpStatusCode < 300, body: answer.body });
        responses.push(answer);
        if (allOrNone && answer.httpStatusCode >= 400) throw new RolledBack();
      }
    };
    try {
      await (allOrNone ? ctx.world.transaction(run) : run());
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
      const failed = responses.length - 1;
      const message = "The transaction was rolled back since another operation in the same transaction failed.";
      return json({ compositeResponse: compositeRequest.map((sub, i) => (i === failed ? responses[i] : halted(sub, message))) });
    }
    return json({ compositeResponse: responses });
  }),
);

class RolledBack extends Error {}

async function dispatch(ctx: OperationContext, sub: Subrequest): Promise<SubResponse> {
  const headers = { ...sub.httpHeaders, authorization: ctx.request.headers.get("authorization") ?? "" };
  const response = await ctx.dispatch(sub.method.toUpperCase(), sub.url, { body: sub.body, headers });
  const text = await response.text();
  const location = response.headers.get("location");
  return { body: text ? JSON.parse(text) : null, httpHeaders: location ? { Location: location } : {}, httpStatusCode: response.status, referenceId: sub.referenceId };
}

/** Replaces `@{ref.path}` in the url and body; undefined when a reference points at a failed or missing result. */
function resolveReferences(sub: Subrequest, results: Map<string, { ok: boolean; body: unknown }>): Subrequest | undefined {
  let missing = false;
  const substitute = (text: string) =>
    text.replace(REFERENCE, (_all, ref: string, path: string) => {
      const result = results.get(ref);
      const value = result?.ok ? readPath(result.body, path) : undefined;
      if (value === undefined) missing = true;
      return String(value);
    });
  // Substituted inside the parsed body's strings, so a value with quotes or backslashes stays valid JSON.
  const inBody = (node: unknown): unknown =>
    typeof node === "string" ? substitute(node)
    : Array.isArray(node) ? node.map(inBody)
    : node !== null && typeof node === "object" ? Object.fromEntries(Object.entries(node).map(([key, value]) => [substitute(key), inBody(value)]))
    : node;
  const url = substitute(sub.url);
  const body = inBody(sub.body);
  return missing ? undefined : { ...sub, url, body };
}

function isSubrequest(sub: unknown): sub is Subrequest {
  const { method, url, referenceId } = (sub ?? {}) as Partial<Subrequest>;
  return typeof method === "string" && typeof url === "string" && typeof referenceId === "string";
}

/** `records[0].Id` or `id`: a path into a subresponse body. */
function readPath(body: unknown, path: string): unknown {
  return path.split(/\.|\[(\d+)\]/).filter((part) => part !== undefined && part !== "").reduce<any>((node, key) => node?.[key], body);
}

function halted(sub: Subrequest, message: string): SubResponse {
  return { body: [{ errorCode: "PROCESSING_HALTED", message }], httpHeaders: {}, httpStatusCode: 400, referenceId: sub.referenceId };
}
