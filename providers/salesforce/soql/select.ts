import { createBudgetCheck } from "./budget-check.ts";
import type { FieldType } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { buildChildPlan, runChildPlan, type ChildPlan } from "./child-query.ts";
import { compoundValue } from "./compound-field.ts";
import { messages, notSupported } from "./errors.ts";
import { fieldKind, type FieldKind } from "./field-kind.ts";
import { resolveFieldPath, writtenPath, type FieldPath, type ObjectScope, type ParentHop } from "./field-path.ts";
import { expandFieldsFunction } from "./fields-function.ts";
import { fetchParent } from "./read-path.ts";
import { selectFunction, transformValue, type FieldTransform } from "./select-functions.ts";
import { buildTypeof, renderTypeof, type TypeofEntry } from "./typeof.ts";
import type { SoqlField } from "./types.ts";
import { readOwn, renderValue, setOwn } from "./values.ts";

/** The shape of one result record; parent lookups nest, keyed case-insensitively, in SELECT order. */
export interface SelectNode {
  entries: Map<string, SelectEntry>;
}

export type SelectEntry =
  | { kind: "field"; key: string; field: SoqlField; fieldKind: FieldKind; transform: FieldTransform; parentType: boolean }
  | { kind: "parent"; key: string; hop: ParentHop; node: SelectNode }
  | { kind: "children"; key: string; plan: ChildPlan }
  | { kind: "value"; key: string; read: (ref: RowRef) => unknown }
  | TypeofEntry;

export interface SelectOptions {
  limit?: number;
  /** Child subqueries are only allowed one level down. */
  allowChildren: boolean;
}

export function emptyNode(): SelectNode {
  return { entries: new Map() };
}

export function buildSelect(ctx: QueryContext, scope: ObjectScope, fields: FieldType[], options: SelectOptions): SelectNode {
  const root = emptyNode();
  const add = (path: FieldPath, transform?: FieldTransform, quiet = false) => addPath(ctx, scope, root, path, transform, quiet);
  let unnamed = 0;
  for (const item of fields) {
    switch (item.type) {
      case "Field":
      case "FieldRelationship": {
        const written = writtenPath(item);
        if ("alias" in item && item.alias) {
          throw errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, item.alias, scope.from), messages.unexpectedToken(item.alias));
        }
        add(resolveFieldPath(ctx, scope, written));
        break;
      }
      case "FieldFunctionExpression": {
        if (item.functionName.toUpperCase() === "FIELDS") {
          const which = String(item.parameters[0]);
          for (const path of expandFieldsFunction(ctx, scope, which, options.limit)) add(path, undefined, true);
          break;
        }
        const fn = selectFunction(ctx, scope, item, () => `expr${unnamed++}`);
        if (fn.kind === "path") add(fn.path, fn.transform);
        else insertUnique(ctx, scope, root, { kind: "value", key: fn.key, read: fn.read }, fn.key);
        break;
      }
      case "FieldSubquery": {
        if (!options.allowChildren) throw notSupported("subqueries nested inside a subquery");
        const plan = buildChildPlan(ctx, scope, item.subquery);
        insertUnique(ctx, scope, root, { kind: "children", key: plan.key, plan }, plan.key);
        break;
      }
      case "FieldTypeof": {
        const entry = buildTypeof(ctx, scope, item);
        insertUnique(ctx, scope, root, entry, item.field);
        break;
      }
    }
  }
  return root;
}

function addPath(
  ctx: QueryContext,
  scope: ObjectScope,
  root: SelectNode,
  path: FieldPath,
  transform: FieldTransform,
  quiet: boolean,
): void {
  let node = root;
  for (const hop of path.hops) {
    const key = hop.relationshipName.toLowerCase();
    let entry = node.entries.get(key);
    if (!entry) {
      entry = { kind: "parent", key: hop.relationshipName, hop, node: emptyNode() };
      node.entries.set(key, entry);
    }
    if (entry.kind !== "parent") throw duplicate(ctx, scope, path.written);
    node = entry.node;
  }
  const key = path.field.name.toLowerCase();
  if (node.entries.has(key)) {
    if (quiet) return;
    throw duplicate(ctx, scope, path.written);
  }
  const { field } = path;
  node.entries.set(key, { kind: "field", key: field.name, field, fieldKind: fieldKind(field.type), transform, parentType: !!path.parentType });
}

function insertUnique(ctx: QueryContext, scope: ObjectScope, root: SelectNode, entry: SelectEntry, written: string): void {
  if (root.entries.has(entry.key.toLowerCase())) throw duplicate(ctx, scope, written);
  root.entries.set(entry.key.toLowerCase(), entry);
}

function duplicate(ctx: QueryContext, scope: ObjectScope, written: string) {
  const offset = ctx.masked.toLowerCase().lastIndexOf(written.toLowerCase());
  return errorAt(ctx, "MALFORMED_QUERY", offset >= scope.from ? offset : -1, `duplicate field selected: ${written}`);
}

const checkRender = createBudgetCheck(8);

/** `{ attributes: { type, url }, ...fields }`; polymorphic parents are typed "Name" like Salesforce does. */
export function renderRecord(ctx: QueryContext, ref: RowRef, node: SelectNode, typeName = ref.type): Record<string, unknown> {
  // Every returned row (and child row) passes here: the budget bounds wide selects over many rows.
  checkRender();
  const record: Record<string, unknown> = {
    attributes: { type: typeName, url: ctx.source.recordUrl(ref.type, String(ref.row.Id ?? ""), ref.row) },
  };
  for (const entry of node.entries.values()) setOwn(record, entry.key, renderEntry(ctx, ref, entry));
  return record;
}

function renderEntry(ctx: QueryContext, ref: RowRef, entry: SelectEntry): unknown {
  switch (entry.kind) {
    case "field":
      if (entry.parentType) return ref.type;
      if (entry.fieldKind === "compound") return compoundValue(entry.field, ref.row);
      if (entry.transform) return transformValue(entry.field, entry.transform, readOwn(ref.row, entry.field.name));
      return renderValue(entry.fieldKind, readOwn(ref.row, entry.field.name));
    case "parent": {
      const parent = fetchParent(ctx, entry.hop, ref);
      return parent && renderRecord(ctx, parent, entry.node, entry.hop.polymorphic ? "Name" : parent.type);
    }
    case "children":
      return runChildPlan(ctx, entry.plan, ref);
    case "value":
      return entry.read(ref);
    case "typeof":
      return renderTypeof(ctx, ref, entry);
  }
}
