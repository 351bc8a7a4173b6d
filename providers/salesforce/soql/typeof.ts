import type { FieldTypeOf } from "@jetstreamapp/soql-parser-js";
import { describeOf, errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { messages } from "./errors.ts";
import { findRelationship, hopFor, targetDescribe, type ObjectScope, type ParentHop } from "./field-path.ts";
import { fetchParent } from "./read-path.ts";
import { buildSelect, renderRecord, type SelectNode } from "./select.ts";

/** `TYPEOF What WHEN Account THEN Phone ELSE Name END`: per-type field lists on a polymorphic lookup. */
export interface TypeofEntry {
  kind: "typeof";
  key: string;
  hop: ParentHop;
  branches: Map<string, SelectNode>;
  otherwise?: SelectNode;
}

export function buildTypeof(ctx: QueryContext, scope: ObjectScope, item: FieldTypeOf): TypeofEntry {
  const offset = () => offsetOf(ctx, item.field, scope.from);
  const reference = findRelationship(scope.describe, item.field);
  if (!reference) throw errorAt(ctx, "INVALID_FIELD", offset(), messages.unknownRelationship(item.field));
  const hop = hopFor(reference);
  if (!hop.polymorphic) {
    throw errorAt(ctx, "MALFORMED_QUERY", offset(), `TYPEOF is only valid on polymorphic relationships, not ${reference.relationshipName}`);
  }
  const entry: TypeofEntry = { kind: "typeof", key: hop.relationshipName, hop, branches: new Map() };
  for (const condition of item.conditions) {
    const fields = condition.fieldList.map((name) => ({ type: "Field" as const, field: name }));
    if (condition.type === "ELSE") {
      const describe = targetDescribe(ctx, hop);
      if (describe) entry.otherwise = buildSelect(ctx, { describe, from: scope.from }, fields, { allowChildren: false });
      continue;
    }
    const type = condition.objectType ?? "";
    const describe = hop.targets.some((t) => t.toLowerCase() === type.toLowerCase()) ? describeOf(ctx, type) : undefined;
    if (!describe) throw errorAt(ctx, "INVALID_TYPE", offsetOf(ctx, type, scope.from), messages.unknownObject(type));
    entry.branches.set(describe.name.toLowerCase(), buildSelect(ctx, { describe, from: scope.from }, fields, { allowChildren: false }));
  }
  return entry;
}

export function renderTypeof(ctx: QueryContext, ref: RowRef, entry: TypeofEntry): unknown {
  const parent = fetchParent(ctx, entry.hop, ref);
  if (!parent) return null;
  const branch = entry.branches.get(parent.type.toLowerCase());
  if (branch) return renderRecord(ctx, parent, branch);
  return renderRecord(ctx, parent, entry.otherwise ?? { entries: new Map() }, "Name");
}
