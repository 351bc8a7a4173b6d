import { defineOperation, json } from "../../../core/pack/index.ts";
import { SF_ERRORS } from "../sf-errors.ts";
import { fieldOf } from "../field-values.ts";
import { renderRecord } from "../record-shape.ts";
import { requestScope, requireParam, requireSObject } from "./request-scope.ts";
import { createOne, deleteOne, findLiveRecord, updateOne } from "./record-writes.ts";

/** POST /sobjects/{sobject}: 201 `{ id, success, errors }`. */
export const createRecord = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const id = createOne(ctx, scope, requireSObject(scope, ctx.params.sobject), ctx.body);
  return json({ id, success: true, errors: [] }, 201);
});

/** GET /sobjects/{sobject}/{id}?fields=a,b */
export const getRecord = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const record = findLiveRecord(ctx, describe, requireParam(ctx, "id"), "read");
  const fields = ctx.query.get("fields")?.split(",").map((name) => name.trim()).filter(Boolean).map((name) => {
    const field = fieldOf(describe, name);
    if (!field) throw SF_ERRORS.invalidField(name, describe.name);
    return field.name;
  });
  return renderRecord(describe, record, scope.version, fields?.length ? fields : undefined);
});

/** PATCH /sobjects/{sobject}/{id}: 204. */
export const updateRecord = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  updateOne(ctx, scope, requireSObject(scope, ctx.params.sobject), requireParam(ctx, "id"), ctx.body);
  return new Response(null, { status: 204 });
});

/** DELETE /sobjects/{sobject}/{id}: 204. */
export const deleteRecord = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  deleteOne(ctx, requireSObject(scope, ctx.params.sobject), requireParam(ctx, "id"));
  return new Response(null, { status: 204 });
});
