import type { OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { checkWrite, fieldOf } from "../field-values.ts";
import { autoNumbers } from "../auto-number.ts";
import { completeNewRecord, touchRecord } from "../new-record.ts";
import { toId18 } from "../record-ids.ts";
import { actingUserId } from "../sf-session.ts";
import type { SfScope } from "./request-scope.ts";
import { checkReferences } from "./references.ts";

/** Creates one record after Salesforce's checks; returns its id or throws SfFault. */
export function createOne(ctx: OperationContext, scope: SfScope, describe: SObjectDescribe, body: unknown): string {
  if (!describe.createable) throw new SfFault(400, "INVALID_TYPE_FOR_OPERATION", "entity type cannot be inserted");
  const values = checkWrite(describe, requireObjectBody(body, describe), "create");
  checkReferences(describe, values, scope.describes, ctx.world);
  const collection = ctx.world.collection(describe.name);
  const numbered = { ...values, ...autoNumbers(describe, collection) };
  const record = completeNewRecord(describe, numbered, { now: ctx.clock.now(), nextCounter: ctx.ids.next, userId: actingUserId(ctx) });
  collection.insert(String(record.Id), record);
  return String(record.Id);
}

export function updateOne(ctx: OperationContext, scope: SfScope, describe: SObjectDescribe, rawId: string, body: unknown): string {
  const record = findLiveRecord(ctx, describe, rawId, "write");
  const fields = { ...requireObjectBody(body, describe) };
  // Clients echo the Id in the body; Salesforce ignores it when it matches the record.
  if (typeof fields.Id === "string" && toId18(fields.Id) === record.Id) delete fields.Id;
  const values = checkWrite(describe, fields, "update");
  checkReferences(describe, values, scope.describes, ctx.world);
  const merged = { ...record, ...values };
  if (fieldOf(describe, "LastName") && !fieldOf(describe, "Name")?.createable && ("FirstName" in values || "LastName" in values))
    values.Name = [merged.FirstName, merged.LastName].filter((part) => part).join(" ");
  ctx.world.collection(describe.name).update(String(record.Id), { ...values, ...touchRecord(describe, ctx.clock.now(), actingUserId(ctx)) });
  return String(record.Id);
}

/** Deletes are soft, as in Salesforce: the row stays with IsDeleted (recycle bin, queryAll). */
export function deleteOne(ctx: OperationContext, describe: SObjectDescribe, rawId: string): string {
  const record = findLiveRecord(ctx, describe, rawId, "write");
  if (!describe.deletable) throw new SfFault(400, "INVALID_TYPE_FOR_OPERATION", "entity type cannot be deleted");
  ctx.world.collection(describe.name).update(String(record.Id), { IsDeleted: true, ...touchRecord(describe, ctx.clock.now(), actingUserId(ctx)) });
  return String(record.Id);
}

export function findLiveRecord(ctx: OperationContext, describe: SObjectDescribe, rawId: string, intent: "read" | "write") {
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

export function requireObjectBody(body: unknown, describe: SObjectDescribe): Record<string, unknown> {
  if (body === undefined) throw SF_ERRORS.jsonParser("No content to map due to end-of-input at [line:1, column:0]");
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw SF_ERRORS.cannotDeserialize(describe.name, body);
  return body as Record<string, unknown>;
}
