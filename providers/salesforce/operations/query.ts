import { defineOperation } from "../../../core/pack/define-pack.ts";
import type { OperationContext } from "../../../core/pack/types.ts";
import { runSoql, SoqlError, type SoqlSource } from "../soql/index.ts";
import { SF_ERRORS, SfFault, withSfErrors } from "../sf-errors.ts";
import { recordPath } from "../record-shape.ts";
import { requestScope, type SfScope } from "./request-scope.ts";

/** GET /query?q=SOQL */
export const query = defineOperation((ctx) =>
  withSfErrors(() => {
    const scope = requestScope(ctx);
    const soql = ctx.query.get("q");
    if (!soql || !soql.trim()) throw SF_ERRORS.malformedQuery("A query string has to be specified");
    try {
      return runSoql(soql, soqlSource(ctx, scope), { now: ctx.clock.now() });
    } catch (error) {
      if (error instanceof SoqlError) throw new SfFault(400, error.errorCode, error.message);
      throw error;
    }
  }),
);

/** The world, seen the way the SOQL evaluator reads it. */
export function soqlSource(ctx: OperationContext, scope: SfScope): SoqlSource {
  return {
    describe: (name) => scope.describes.get(name),
    records: (name) => {
      const describe = scope.describes.get(name);
      return describe ? ctx.world.collection(describe.name).all() : [];
    },
    get: (name, id) => {
      const describe = scope.describes.get(name);
      return describe ? ctx.world.collection(describe.name).get(id) : undefined;
    },
    recordUrl: (type, id) => recordPath(scope.version, type, id),
  };
}
