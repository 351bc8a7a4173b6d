import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { parseSosl, runSosl, SoslError, type SoslQuery, type SoslSource } from "../sosl/index.ts";
import { SfFault } from "../sf-errors.ts";
import { actingUserId } from "../sf-session.ts";
import { parameterizedQuery } from "./parameterized-search.ts";
import { soqlSource } from "./query.ts";
import { requestScope, type SfScope } from "./request-scope.ts";
import type { SoslDescribe } from "../sosl/index.ts";

/** GET /search?q=FIND {…} …: a SOSL search, answered as `{ searchRecords: [...] }`. */
export const search = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const sosl = ctx.query.get("q") ?? "";
  return answer(ctx, scope, () => parseSosl(sosl));
});

/** GET (parameters in the URL) and POST (a JSON body) /parameterizedSearch: a search without SOSL. */
export const parameterizedSearch = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  return answer(ctx, scope, () => parameterizedQuery(ctx.request.method === "POST" ? ctx.body : ctx.query));
});

function answer(ctx: OperationContext, scope: SfScope, parse: () => SoslQuery) {
  try {
    return runSosl(parse(), searchSource(ctx, scope), { now: ctx.clock.now(), userId: actingUserId(ctx) });
  } catch (error) {
    if (error instanceof SoslError) throw new SfFault(error.status, error.errorCode, error.message);
    throw error;
  }
}

/** The world as the search reads it: the SOQL source plus every object's describe. */
function searchSource(ctx: OperationContext, scope: SfScope): SoslSource {
  return {
    ...soqlSource(ctx, scope),
    describe: (name) => scope.describes.get(name) as SoslDescribe | undefined,
    list: () => scope.describes.list() as SoslDescribe[],
  };
}
