import type { Field, FieldRelationship } from "@jetstreamapp/soql-parser-js";
import { describeOf, errorAt, offsetOf, type QueryContext } from "./context.ts";
import { describeIndex } from "./describe-index.ts";
import { messages } from "./errors.ts";
import { NAME_ENTITY } from "./name-entity.ts";
import type { SoqlDescribe, SoqlField } from "./types.ts";

/** One parent lookup on the way to a field, e.g. Contact.AccountId as relationship "Account". */
export interface ParentHop {
  relationshipName: string;
  referenceField: string;
  targets: string[];
  /** Polymorphic lookups render as the "Name" entity and resolve their type per record. */
  polymorphic: boolean;
}

export interface FieldPath {
  hops: ParentHop[];
  field: SoqlField;
  /** The field as written in the query, for error messages. */
  written: string;
  /** The Name entity's Type: the sObject type of a polymorphic parent, not a stored column. */
  parentType?: true;
}

/** The object a clause reads from, with the prefixes a path may start with (`Contact.` or `c.`). */
export interface ObjectScope {
  describe: SoqlDescribe;
  alias?: string;
  /** Where this clause starts in the query text, so carets point at the right token. */
  from: number;
}

export const ID_FIELD: SoqlField = { name: "Id", type: "id" };
const NAME_TYPE_FIELD: SoqlField = { name: "Type", type: "string" };

export function findField(describe: SoqlDescribe, name: string): SoqlField | undefined {
  const lower = name.toLowerCase();
  return describeIndex(describe).fields.get(lower) ?? (lower === "id" ? ID_FIELD : undefined);
}

export function findRelationship(describe: SoqlDescribe, name: string): SoqlField | undefined {
  return describeIndex(describe).relationships.get(name.toLowerCase());
}

/** Drops a leading object name or alias, unless it is also a relationship of the object. */
export function stripPrefix(scope: ObjectScope, segments: string[]): string[] {
  const [first, ...rest] = segments;
  if (first === undefined || rest.length === 0) return segments;
  const lower = first.toLowerCase();
  if (scope.alias && lower === scope.alias.toLowerCase()) return rest;
  if (lower === scope.describe.name.toLowerCase() && !findRelationship(scope.describe, first)) return rest;
  return segments;
}

export function resolveFieldPath(ctx: QueryContext, scope: ObjectScope, written: string): FieldPath {
  const segments = stripPrefix(scope, written.split("."));
  const offset = () => offsetOf(ctx, written, scope.from);
  let describe = scope.describe;
  const hops: ParentHop[] = [];
  for (const segment of segments.slice(0, -1)) {
    const reference = findRelationship(describe, segment);
    const hop = reference && hopFor(reference);
    const next = hop && targetDescribe(ctx, hop);
    if (!hop || !next) throw errorAt(ctx, "INVALID_FIELD", offset(), messages.unknownRelationship(segment));
    hops.push(hop);
    describe = next;
  }
  // split() yields at least one segment and stripPrefix keeps one, so the default never applies.
  const last = segments.at(-1) ?? "";
  const polymorphicParent = hops.at(-1)?.polymorphic === true;
  if (polymorphicParent && last.toLowerCase() === "type") {
    return { hops, field: NAME_TYPE_FIELD, written, parentType: true };
  }
  const field = findField(describe, last);
  if (!field) throw errorAt(ctx, "INVALID_FIELD", offset(), messages.noSuchColumn(last, describe.name));
  return { hops, field, written };
}

export function hopFor(reference: SoqlField): ParentHop {
  const targets = reference.referenceTo ?? [];
  return {
    relationshipName: reference.relationshipName ?? reference.name,
    referenceField: reference.name,
    targets,
    polymorphic: targets.length > 1 || reference.namePointing === true,
  };
}

/** What fields a parent offers: its own describe, or the Name entity for polymorphic lookups. */
export function targetDescribe(ctx: QueryContext, hop: ParentHop): SoqlDescribe | undefined {
  if (hop.polymorphic) return NAME_ENTITY;
  // A lookup with no target (a describe without referenceTo) leads nowhere.
  const [target] = hop.targets;
  return target === undefined ? undefined : describeOf(ctx, target);
}

export function pathKey(path: FieldPath): string {
  return [...path.hops.map((h) => h.relationshipName), path.field.name].join(".").toLowerCase();
}

/** The path as written in SELECT, prefix included (`c.Account.Name`). */
export function writtenPath(item: Field | FieldRelationship): string {
  if ("rawValue" in item && item.rawValue) return item.rawValue;
  return item.type === "Field" ? item.field : [...item.relationships, item.field].join(".");
}
