import { defineOperation } from "../../../core/pack/index.ts";
import { createDescribeRegistry, renderDescribe, renderGlobalDescribe } from "../describes/index.ts";
import { renderRecord } from "../record-shape.ts";
import { requestScope, requireSObject } from "./request-scope.ts";
import { nameFieldOf, recentlyUsed } from "./recent.ts";

/** GET /sobjects: describeGlobal. */
export const describeGlobal = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  return renderGlobalDescribe(createDescribeRegistry(scope.describes.list()), scope.version);
});

/** GET /sobjects/{sobject}/describe. */
export const describeSObject = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  return renderDescribe(requireSObject(scope, ctx.params.sobject), scope.version, ctx.baseUrl);
});

/** GET /sobjects/{sobject}: basic information and the most recently created records. */
export const sobjectInfo = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const global = renderGlobalDescribe(createDescribeRegistry([describe]), scope.version);
  // The object's most recently used records (recent.ts says what "used" means here).
  const recent = recentlyUsed(ctx, [describe]).map(({ record }) => record);
  const nameField = nameFieldOf(describe);
  return {
    objectDescribe: global.sobjects[0],
    recentItems: recent.map((r) => renderRecord(describe, r, scope.version, nameField ? ["Id", nameField] : ["Id"])),
  };
});
