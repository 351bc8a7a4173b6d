import { defineOperation, yieldIfHeld } from "../../../core/pack/index.ts";
import { SfFault } from "../sf-errors.ts";
import { requestScope } from "./request-scope.ts";
import { compositeResource, dispatchSubrequest, refuseIfSubrequest, refuseNested, subrequestMethod } from "./subrequests.ts";

const MAX_SUBREQUESTS = 25;

interface BatchSubrequest { method: string; path: string; richInput?: unknown }

/** POST /composite/batch: up to 25 independent subrequests; haltOnError stops at the first failure. */
export const compositeBatch = defineOperation(async (ctx) => {
  requestScope(ctx);
  refuseIfSubrequest(ctx, "A batch request");
  const body = typeof ctx.body === "object" && ctx.body !== null && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {};
  const { batchRequests, haltOnError } = body;
  if (!Array.isArray(batchRequests) || batchRequests.length === 0) throw new SfFault(400, "INVALID_FIELD", "batchRequests must be a non-empty array");
  if (batchRequests.length > MAX_SUBREQUESTS) throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a batch takes at most ${MAX_SUBREQUESTS} subrequests`);
  // A malformed or unsupported subrequest is refused with the whole batch, before any runs (as Salesforce does).
  const subrequests = batchRequests.map(readBatchSubrequest);
  const results: Array<{ statusCode: number; result: unknown }> = [];
  let halted = false;
  for (const sub of subrequests) {
    if (halted) {
      results.push({ statusCode: 412, result: [{ errorCode: "BATCH_PROCESSING_HALTED", message: "Batch processing halted per request" }] });
      continue;
    }
    // Subrequests are independent (no rollback spans them): between two, other requests get a turn once
    // this one has held the event loop for a while (25 heavy queries back to back held it ~250 ms).
    await yieldIfHeld();
    const response = await dispatchSubrequest(ctx, sub.method, sub.path, sub.richInput);
    const text = await response.text();
    results.push({ statusCode: response.status, result: text ? JSON.parse(text) : null });
    if (haltOnError === true && response.status >= 400) halted = true;
  }
  return { hasErrors: results.some((r) => r.statusCode >= 400), results };
});

function readBatchSubrequest(raw: unknown): BatchSubrequest {
  const { method, url, richInput } = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (typeof method !== "string" || typeof url !== "string") throw new SfFault(400, "JSON_PARSER_ERROR", "Each batch subrequest needs a method and a url");
  const verb = subrequestMethod(method);
  if (!verb) throw new SfFault(400, "JSON_PARSER_ERROR", `Unsupported subrequest method ${method}: use GET, POST, PATCH, PUT or DELETE`);
  // Batch URLs are relative to /services/data: "v67.0/sobjects/Account/001...".
  const path = `/services/data/${url.replace(/^\/?(services\/data\/)?/, "")}`;
  // Batch runs sObject, query, limits and search resources; no composite resource of any kind.
  if (compositeResource(path) !== undefined) throw refuseNested("A batch request", url);
  return { method: verb, path, richInput };
}
