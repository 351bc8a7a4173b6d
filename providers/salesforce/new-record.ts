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
  const shape = shapeOf(describe);
  // Without a prototype, so every field name (from the describe) is just a key.
  const record: Record<string, unknown> = Object.create(null);
  record.Id = ownValue(values, "Id") ?? generateId(describe.keyPrefix ?? "a00", ctx.nextCounter());
  for (const [field, value] of shape.defaults) record[field] = value;
  for (const [name, value] of Object.entries(values)) record[name] = value;
  const system: Record<string, unknown> = {
    IsDeleted: false, CreatedDate: at, CreatedById: user, LastModifiedDate: at, LastModifiedById: user, SystemModstamp: at, OwnerId: user,
  };
  for (const name of shape.system) if (record[name] === undefined) record[name] = system[name];
  if (shape.composedName && record.Name === undefined) record.Name = [record.FirstName, record.LastName].filter((part) => part).join(" ");
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

interface NewRecordShape {
  /** Each field's default on create: its declared default, else false for a checkbox. */
  defaults: Array<[string, unknown]>;
  /** The system fields this object has (of IsDeleted, CreatedDate, ... OwnerId). */
  system: string[];
  /** A person object whose Name is made of FirstName and LastName. */
  composedName: boolean;
}

// Every create needs them: read from the describe once, not field by field per record.
const shapes = new WeakMap<SObjectDescribe, NewRecordShape>();
const SYSTEM_FIELDS = ["IsDeleted", "CreatedDate", "CreatedById", "LastModifiedDate", "LastModifiedById", "SystemModstamp", "OwnerId"];

function shapeOf(describe: SObjectDescribe): NewRecordShape {
  let shape = shapes.get(describe);
  if (shape) return shape;
  const defaults: Array<[string, unknown]> = [];
  for (const field of describe.fields) {
    if (field.defaultValue !== null && field.defaultValue !== undefined) defaults.push([field.name, field.defaultValue]);
    else if (field.type === "boolean") defaults.push([field.name, false]);
  }
  const name = fieldOf(describe, "Name");
  shape = {
    defaults,
    system: SYSTEM_FIELDS.filter((field) => fieldOf(describe, field)),
    composedName: Boolean(name && !name.createable && fieldOf(describe, "LastName")),
  };
  shapes.set(describe, shape);
  return shape;
}
