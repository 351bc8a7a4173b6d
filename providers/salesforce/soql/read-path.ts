import { describeOf, isHidden, type QueryContext, type RowRef } from "./context.ts";
import type { FieldPath, ParentHop } from "./field-path.ts";
import { readOwn } from "./values.ts";

/** The parent a lookup points at, or null when the lookup is empty or dangling. */
export function fetchParent(ctx: QueryContext, hop: ParentHop, child: RowRef): RowRef | null {
  const id = readOwn(child.row, hop.referenceField);
  if (typeof id !== "string" || id === "") return null;
  const key = `${hop.targets.join(",")}/${id}`;
  if (!ctx.parents.has(key)) ctx.parents.set(key, lookup(ctx, hop, id));
  return ctx.parents.get(key) ?? null;
}

function lookup(ctx: QueryContext, hop: ParentHop, id: string): RowRef | null {
  const byPrefix = hop.targets.filter((t) => describeOf(ctx, t)?.keyPrefix === id.slice(0, 3));
  const candidates = hop.polymorphic ? [...byPrefix, ...hop.targets] : hop.targets.slice(0, 1);
  for (const target of candidates) {
    const describe = describeOf(ctx, target);
    if (!describe) continue;
    const row = ctx.source.get(describe.name, id);
    if (row && !isHidden(ctx, row)) return { type: describe.name, row };
  }
  return null;
}

/** The record a path's field lives on: the row itself, or the parent at the end of its hops. */
export function followHops(ctx: QueryContext, ref: RowRef, hops: ParentHop[]): RowRef | null {
  let current: RowRef | null = ref;
  for (const hop of hops) {
    if (!current) return null;
    current = fetchParent(ctx, hop, current);
  }
  return current;
}

export function readPath(ctx: QueryContext, ref: RowRef, path: FieldPath): unknown {
  const owner = followHops(ctx, ref, path.hops);
  if (!owner) return null;
  if (path.parentType) return owner.type;
  return readOwn(owner.row, path.field.name) ?? null;
}
