import type { ChildRelationship, SObjectDescribe } from "../describes/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { fieldOf } from "../field-values.ts";
import type { SfScope } from "./request-scope.ts";
import { isObject } from "./composite.ts";

// The sObject Tree limits of Salesforce's REST API guide.
export const MAX_TREE_RECORDS = 200;
export const MAX_TREE_LEVELS = 5;
export const MAX_TREE_TYPES = 5;

/** One record of a tree, flattened: its values and, below the root, the lookup that ties it to its parent. */
export interface TreeNode {
  referenceId: string;
  /** As given, for the results; undefined when its attributes name none. */
  givenReferenceId: unknown;
  type: string;
  describe?: SObjectDescribe;
  fields: Record<string, unknown>;
  parent?: { index: number; field: string };
  level: number;
}

/** A record that cannot be inserted as given: answered in the tree's own `{ hasErrors, results }` shape. */
export interface TreeProblem { referenceId: unknown; statusCode: string; message: string; fields: string[] }

/**
 * The body's trees as one list of records, every level before the next (the order Salesforce inserts
 * and reports them in). What makes the body unreadable (not JSON objects, an unknown field, past the
 * limits) throws SfFault and is answered as an error list; what is wrong with a record itself
 * (reference ids, types) is returned as problems.
 */
export function readTree(scope: SfScope, root: SObjectDescribe, body: unknown): { nodes: TreeNode[]; problems: TreeProblem[] } {
  const records = isObject(body) ? body.records : undefined;
  if (!Array.isArray(records) || records.length === 0) throw SF_ERRORS.jsonParser("records must be a non-empty array of sObject trees");
  const nodes: TreeNode[] = [];
  const problems: TreeProblem[] = [];
  let level: Array<{ raw: unknown; expected: string; parent?: { index: number; field: string } }> = records.map((raw) => ({ raw, expected: root.name }));
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > MAX_TREE_LEVELS) throw new SfFault(400, "LIMIT_EXCEEDED", `An sObject tree can be at most ${MAX_TREE_LEVELS} levels deep`);
    const next: typeof level = [];
    for (const { raw, expected, parent } of level) {
      const node = readRecord(scope, raw, expected, depth, parent, problems);
      const index = nodes.push(node) - 1;
      if (nodes.length > MAX_TREE_RECORDS)
        throw new SfFault(400, "LIMIT_EXCEEDED", `An sObject tree request takes at most ${MAX_TREE_RECORDS} records across all trees`);
      for (const child of childrenOf(node, raw)) next.push({ ...child, parent: { index, field: child.field } });
    }
    level = next;
  }
  const types = new Set(nodes.map((node) => node.type.toLowerCase()));
  if (types.size > MAX_TREE_TYPES) throw new SfFault(400, "LIMIT_EXCEEDED", `An sObject tree request takes records of at most ${MAX_TREE_TYPES} types`);
  problems.push(...duplicateReferences(nodes));
  return { nodes, problems };
}

/** One record's attributes and field values; its children are read by `childrenOf`. */
function readRecord(scope: SfScope, raw: unknown, expected: string, level: number, parent: TreeNode["parent"], problems: TreeProblem[]): TreeNode {
  if (!isObject(raw)) throw SF_ERRORS.cannotDeserialize("SObjectTreeInput", raw);
  const attributes = isObject(raw.attributes) ? raw.attributes : {};
  const type = typeof attributes.type === "string" ? attributes.type : "";
  const givenReferenceId = attributes.referenceId;
  const referenceId = typeof givenReferenceId === "string" ? givenReferenceId : "";
  const describe = scope.describes.get(type);
  const node: TreeNode = { referenceId, givenReferenceId, type, describe, fields: {}, parent, level };
  if (!/^[A-Za-z0-9]\w*$/.test(referenceId))
    problems.push(problem(givenReferenceId, "INVALID_INPUT", "Include a reference ID for each record: it starts with a letter or digit and has only letters, digits and underscores"));
  if (!describe || describe.name.toLowerCase() !== expected.toLowerCase()) {
    problems.push(problem(givenReferenceId, "INVALID_TYPE", `The record's attributes.type (${type || "none"}) must be ${expected} here`));
    return node;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key === "attributes" || relationshipOf(describe, key)) continue;
    if (!fieldOf(describe, key)) throw SF_ERRORS.invalidField(key, describe.name);
    node.fields[key] = value;
  }
  return node;
}

/** The record's nested child records, each with the type its relationship holds and the lookup to set. */
function childrenOf(node: TreeNode, raw: unknown): Array<{ raw: unknown; expected: string; field: string }> {
  if (!node.describe || !isObject(raw)) return [];
  const children: Array<{ raw: unknown; expected: string; field: string }> = [];
  for (const [key, value] of Object.entries(raw)) {
    const relationship = key === "attributes" ? undefined : relationshipOf(node.describe, key);
    if (!relationship) continue;
    const records = isObject(value) ? value.records : undefined;
    if (!Array.isArray(records)) throw SF_ERRORS.jsonParser(`${key} must be an object with a records array`);
    for (const child of records) children.push({ raw: child, expected: relationship.childSObject, field: relationship.field });
  }
  return children;
}

function relationshipOf(describe: SObjectDescribe, key: string): ChildRelationship | undefined {
  const name = key.toLowerCase();
  return describe.childRelationships.find((r) => r.relationshipName?.toLowerCase() === name);
}

/** Reference ids are case-sensitive and unique in a request: every instance of a repeated one is reported. */
function duplicateReferences(nodes: TreeNode[]): TreeProblem[] {
  const counts = new Map<string, number>();
  for (const node of nodes) if (node.referenceId) counts.set(node.referenceId, (counts.get(node.referenceId) ?? 0) + 1);
  return nodes
    .filter((node) => (counts.get(node.referenceId) ?? 0) > 1)
    .map((node) => problem(node.referenceId, "INVALID_INPUT", "Duplicate ReferenceId provided in the request"));
}

function problem(referenceId: unknown, statusCode: string, message: string, fields: string[] = []): TreeProblem {
  return { referenceId, statusCode, message, fields };
}
