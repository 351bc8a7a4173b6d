import { defineOperation } from "../../../core/pack/define-pack.ts";
import { SfFault, withSfErrors } from "../sf-errors.ts";
import { requestScope } from "./request-scope.ts";

const MAX_SUBREQUESTS = 25;

/** POST /composite/batch: up to 25 independent subrequests; haltOnError stops at the first failure. */
export const compositeBatch = defineOperation((ctx) =>
  withSfErrors(async () => {
    requestScope(ctx);
    const { batchRequests, haltOnError } = (ctx.body ?? {}) as { batchRequests?: Array<{ method: string; url: string; richInput?: unknown }>; haltOnError?: boolean };
    if (!Array.isArray(batchRequests) || batchRequests.length === 0) throw new SfFault(400, "INVALID_FIELD", "batchRequests must be a non-empty array");
    if (batchRequests.length > MAX_SUBREQUESTS) throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a batch takes at most ${MAX_SUBREQUESTS} subrequests`);
    // A subrequest without a method or url is refused with the whole batch, before any runs (as Salesforce does).
    if (!batchRequests.every((sub) => typeof sub?.method === "string" && typeof sub.url === "string"))
      throw new SfFault(400, "JSON_PARSER_ERROR", "Each batch subrequest needs a method and a url");
    const results: Array<{ statusCode: number; result: unknown }> = [];
    let halted = false;
    for (const sub of batchRequests) {
      if (halted) {
        results.push({ statusCode: 412, result: [{ errorCode: "BATCH_PROCESSING_HALTED", message: "Batch processing halted per request" }] });
        continue;
      }
      // Batch URLs are relative to /services/data: "v67.0/sobjects/Account/001...".
      const path = `/services/data/${sub.url.replace(/^\/?(services\/data\/)?/, "")}`;
      const response = await ctx.dispatch(sub.method.toUpperCase(), path, { body: sub.richInput, headers: { authorization: ctx.request.headers.get("authorization") ?? "" } });
      const text = await response.text();
      results.push({ statusCode: response.status, result: text ? JSON.parse(text) : null });
      if (haltOnError && response.status >= 400) halted = true;
    }
    return { hasErrors: results.some((r) => r.statusCode >= 400), results };
  }),
);
