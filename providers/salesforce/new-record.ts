import type { SObjectDescribe } from "./describes/index.ts";
import { fieldOf } from "./field-values.ts";
import { generateId, DEFAULT_USER_ID } from "./record-ids.ts";
import { formatSfDateTime } from "./sf-datetime.ts";
import { ownValue } from "./record-shape.ts";

export interface NewRecordContext {
  now: Date;
  nextCounter: () => number;
  userId?: string;
}

/**
 * Completes a checked create payload with what Salesforce sets itself: Id, audit fields, owner,
 * defaults, and the compound Name of person objects.
 */
export function completeNewRecord(describe: SObjectDescribe, values: Record<string, unknown>, ctx: NewRecordContext): Record<string, unknown> {
  const at = formatSfDateTime(ctx.now);
  const user = ctx.userId ?? DEFAULT_USER_ID;
  // Without a prototype, so every field name (from the describe) is just a key.
  const record: Record<string, unknown> = Object.create(null);
  record.Id = ownValue(values, "Id") ?? generateId(describe.keyPrefix ?? "a00", ctx.nextCounter());
  for (const field of describe.fields) {
    if (field.defaultValue !== null && field.defaultValue !== undefined) record[field.name] = field.defaultValue;
    else if (field.type === "boolean") record[field.name] = false;
  }
  for (const [name, value] of Object.entries(values)) record[name] = value;
  const system: Record<string, unknown> = {
    IsDeleted: false, CreatedDate: at, CreatedById: user, LastModifiedDate: at, LastModifiedById: user, SystemModstamp: at, OwnerId: user,
  };
  for (const [name, value] of Object.entries(system))
    if (fieldOf(describe, name) && record[name] === undefined) record[name] = value;
  const name = fieldOf(describe, "Name");
  if (name && !name.createable && fieldOf(describe, "LastName") && record.Name === undefined)
    record.Name = [record.FirstName, record.LastName].filter((part) => part).join(" ");
  // Spread into an ordinary object: every key stays an own property, even `__proto__`.
  return { ...record };
}

/** Audit fields a successful update refreshes. */
export function touchRecord(describe: SObjectDescribe, now: Date, userId: string = DEFAULT_USER_ID): Record<string, unknown> {
  const at = formatSfDateTime(now);
  const patch: Record<string, unknown> = {};
  if (fieldOf(describe, "LastModifiedDate")) patch.LastModifiedDate = at;
  if (fieldOf(describe, "SystemModstamp")) patch.SystemModstamp = at;
  if (fieldOf(describe, "LastModifiedById")) patch.LastModifiedById = userId;
  return patch;
}
