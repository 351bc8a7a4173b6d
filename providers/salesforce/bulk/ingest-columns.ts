// An ingest job's CSV header, read against the object's describe: each column is a field, or a
// relationship column (`Account.External_Id__c`) that finds the parent by its external id.
import type { OperationContext } from "../../../core/pack/index.ts";
import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";
import { fieldOf } from "../field-values.ts";
import { toId18 } from "../record-ids.ts";
import { ownValue } from "../record-shape.ts";
import { SfFault } from "../sf-errors.ts";
import { findRelationship } from "../soql/field-path.ts";
import type { SfScope } from "../operations/request-scope.ts";
import { findByExternalId } from "../operations/upsert.ts";
import { jobFailure } from "./bulk-errors.ts";
import { CsvError } from "./csv-format.ts";

export type Column =
  | { kind: "field"; field: FieldDescribe }
  | { kind: "reference"; lookup: FieldDescribe; target: SObjectDescribe; key: FieldDescribe };
type ReferenceColumn = Extract<Column, { kind: "reference" }>;

/** The columns of a header, or CsvError (the job fails) naming the first it cannot place. */
export function planColumns(scope: SfScope, describe: SObjectDescribe, header: string[], deleting: boolean): Column[] {
  const seen = new Set<string>();
  const columns = header.map((raw) => {
    const name = raw.trim();
    const column = name.includes(".") && !deleting ? referenceColumn(scope, describe, name) : fieldColumn(describe, name);
    if (!column) throw new CsvError(jobFailure.fieldNotFound(name));
    const key = column.kind === "field" ? column.field.name : column.lookup.name;
    if (seen.has(key)) throw new CsvError(jobFailure.duplicateField(name));
    seen.add(key);
    return column;
  });
  if (deleting && !columns.some((c) => c.kind === "field" && c.field.name === "Id")) throw new CsvError(jobFailure.fieldNotFound("Id"));
  return columns;
}

function fieldColumn(describe: SObjectDescribe, name: string): Column | undefined {
  const field = fieldOf(describe, name);
  return field && { kind: "field", field };
}

/**
 * `Account.External_Id__c` (any external id or idLookup field of the parent, or Id), or
 * `What:Account.External_Id__c` naming the target of a polymorphic lookup.
 */
function referenceColumn(scope: SfScope, describe: SObjectDescribe, name: string): Column | undefined {
  const [, relationship = "", typeHint, keyName = ""] = /^([^.:]+)(?::([^.]+))?\.([^.]+)$/.exec(name) ?? [];
  const lookup = fieldOf(describe, findRelationship(describe, relationship)?.name ?? "");
  const targetName = typeHint ?? (lookup?.referenceTo.length === 1 ? lookup.referenceTo[0] : undefined);
  if (!lookup || !targetName || !lookup.referenceTo.some((t) => t.toLowerCase() === targetName.toLowerCase())) return undefined;
  const target = scope.describes.get(targetName);
  const key = target && fieldOf(target, keyName);
  if (!target || !key || !(key.externalId || key.idLookup || key.name === "Id")) return undefined;
  return { kind: "reference", lookup, target, key };
}

/**
 * Reads a job's rows as REST bodies. The job writes only its own object, so another object's records
 * hold still while it runs: a relationship column to one indexes its parents by key once, instead of
 * scanning the parent object for every row.
 */
export function createRowReader(ctx: OperationContext, object: string, columns: Column[]): (cells: string[]) => Record<string, unknown> {
  const indexes = new Map<ReferenceColumn, Map<string, string[]>>();
  const parentIds = (column: ReferenceColumn, value: string): string[] => {
    if (column.target.name === object) return findByExternalId(ctx, column.target, column.key, value).map((r) => String(r.Id));
    let index = indexes.get(column);
    if (!index) indexes.set(column, (index = indexByKey(ctx, column)));
    return index.get(keyText(column.key, value)) ?? [];
  };
  return (cells) => rowValues(columns, cells, parentIds);
}

/**
 * One row: an empty cell leaves the field alone, `#N/A` sets it to null, text goes through the same
 * checks as a REST write (booleans also as TRUE/1, as Bulk takes them).
 */
function rowValues(columns: Column[], cells: string[], parentIds: (column: ReferenceColumn, value: string) => string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const cell = cells[i] ?? "";
    if (cell === "") return;
    if (column.kind === "reference") {
      values[column.lookup.name] = cell === "#N/A" ? null : parentId(column, cell, parentIds(column, cell));
      return;
    }
    values[column.field.name] = cell === "#N/A" ? null : cellValue(column.field, cell);
  });
  return values;
}

/** Live parents' ids by key, compared as findByExternalId compares them (case-insensitively). */
function indexByKey(ctx: OperationContext, { target, key }: ReferenceColumn): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const record of ctx.world.collection(target.name).all()) {
    if (record.IsDeleted === true) continue;
    const text = String(ownValue(record, key.name) ?? "").toLowerCase();
    const ids = index.get(text);
    if (ids) ids.push(String(record.Id));
    else index.set(text, [String(record.Id)]);
  }
  return index;
}

const keyText = (key: FieldDescribe, value: string) => String(key.name === "Id" ? toId18(value) : value).toLowerCase();

function parentId(column: ReferenceColumn, value: string, matches: string[]): string {
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1)
    throw new SfFault(400, "DUPLICATE_EXTERNAL_ID", `Foreign key external ID: ${value} matches more than one ${column.target.name} record for field ${column.key.name}`, [column.lookup.name]);
  throw new SfFault(400, "INVALID_FIELD", `Foreign key external ID: ${value} not found for field ${column.key.name} in entity ${column.target.name}`);
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function cellValue(field: FieldDescribe, cell: string): unknown {
  switch (field.type) {
    case "boolean":
      if (/^(true|1)$/i.test(cell)) return true;
      if (/^(false|0)$/i.test(cell)) return false;
      throw notOfType(field, cell);
    case "int":
    case "long":
    case "double":
    case "currency":
    case "percent":
      if (!NUMERIC.test(cell.trim())) throw notOfType(field, cell);
      return cell.trim();
    case "date":
    case "datetime":
      if (!/^\d{4}-\d{2}-\d{2}/.test(cell)) throw notOfType(field, cell);
      return field.type === "date" ? cell.slice(0, 10) : cell;
    default:
      return cell;
  }
}

const notOfType = (field: FieldDescribe, cell: string) =>
  new SfFault(400, "INVALID_TYPE_ON_FIELD_IN_RECORD", `${field.label}: value not of required type: ${cell}`, [field.name]);
