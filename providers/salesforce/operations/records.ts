import { defineOperation, json } from "../../../core/pack/define-pack.ts";
import type { OperationContext } from "../../../core/pack/types.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { SF_ERRORS, SfFault, withSfErrors } from "../sf-errors.ts";
import { checkWrite, fieldOf } from "../field-values.ts";
import { completeNewRecord, touchRecord } from "../new-record.ts";
import { renderRecord } from "../record-shape.ts";
import { toId18 } from "../record-ids.ts";
import { requestScope, requireSObject } from "./request-scope.ts";
import { checkReferences } from "./references.ts";

/** POST /sobjects/{sobject}: 201 `{ id, success, errors }`. */
export const createRecord = defineOperation((ctx) =>
  withSfErrors(() => {
    const scope = requestScope(ctx);
    const describe = requireSObject(scope, ctx.params.sobject);
    const values = checkWrite(describe, requireObjectBody(ctx.body, describe), "create");
    checkReferences(describe, values, scope.describes, ctx.world);
    const record = completeNewRecord(describe, values, { now: ctx.clock.now(), nextCounter: ctx.ids.next });
    ctx.world.collection(describe.name).insert(String(record.Id), record);
    return json({ id: record.Id, success: true, errors: [] }, 201);
  }),
);

/** GET /sobjects/{sobject}/{id}?fields=a,b */
export const getRecord = defineOperation((ctx) =>
  withSfErrors(() => {
    const scope = requestScope(ctx);
    const describe = requireSObject(scope, ctx.params.sobject);
    const record = findLiveRecord(ctx, describe, ctx.params.id, "read");
    const fields = ctx.query.get("fields")?.split(",").map((name) => name.trim()).filter(Boolean).map((name) => {
      const field = fieldOf(describe, name);
      if (!field) throw SF_ERRORS.invalidField(name, describe.name);
      return field.name;
    });
    return renderRecord(describe, record, scope.version, fields?.length ? fields : undefined);
  }),
);

/** PATCH /sobjects/{sobject}/{id}: 204. */
export const updateRecord = defineOperation((ctx) =>
  withSfErrors(() => {
    const scope = requestScope(ctx);
    const describe = requireSObject(scope, ctx.params.sobject);
    const record = findLiveRecord(ctx, describe, ctx.params.id, "write");
    const body = { ...requireObjectBody(ctx.body, describe) };
    // jsforce and others may echo the Id in the body; Salesforce ignores it when it matches the path.
    if (typeof body.Id === "string" && toId18(body.Id) === record.Id) delete body.Id;
    const values = checkWrite(describe, body, "update");
    checkReferences(describe, values, scope.describes, ctx.world);
    const merged = { ...record, ...values };
    if (fieldOf(describe, "LastName") && !fieldOf(describe, "Name")?.createable && ("FirstName" in values || "LastName" in values))
      values.Name = [merged.FirstName, merged.LastName].filter((part) => part).join(" ");
    ctx.world.collection(describe.name).update(String(record.Id), { ...values, ...touchRecord(describe, ctx.clock.now()) });
    return new Response(null, { status: 204 });
  }),
);

/** DELETE /sobjects/{sobject}/{id}: 204. Deletes are soft, as in Salesforce (IsDeleted, recycle bin). */
export const deleteRecord = defineOperation((ctx) =>
  withSfErrors(() => {
    const scope = requestScope(ctx);
    const describe = requireSObject(scope, ctx.params.sobject);
    const record = findLiveRecord(ctx, describe, ctx.params.id, "write");
    if (!describe.deletable) throw new SfFault(400, "INVALID_TYPE_FOR_OPERATION", "entity type cannot be deleted");
    ctx.world.collection(describe.name).update(String(record.Id), { IsDeleted: true, ...touchRecord(describe, ctx.clock.now()) });
    return new Response(null, { status: 204 });
  }),
);

function findLiveRecord(ctx: OperationContext, describe: SObjectDescribe, rawId: string, intent: "read" | "write") {
  const id = toId18(rawId);
  if (!id) {
    if (intent === "read") throw SF_ERRORS.externalIdNotFound(rawId);
    throw SF_ERRORS.malformedId(`${describe.label} ID`, rawId, "Id");
  }
  const record = ctx.world.collection(describe.name).get(id);
  if (!record) throw SF_ERRORS.notFound();
  if (record.IsDeleted === true) throw SF_ERRORS.entityIsDeleted();
  return record;
}

function requireObjectBody(body: unknown, describe: SObjectDescribe): Record<string, unknown> {
  if (body === undefined) throw SF_ERRORS.jsonParser("No content to map due to end-of-input at [line:1, column:0]");
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw SF_ERRORS.jsonParser(`Cannot deserialize instance of ${describe.name} from ${Array.isArray(body) ? "START_ARRAY" : "VALUE"} token`);
  return body as Record<string, unknown>;
}
