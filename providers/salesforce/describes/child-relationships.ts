import type { FieldSpec, SObjectSpec } from "./spec-types.ts";
import type { ChildRelationship } from "./types.ts";

/**
 * The name Salesforce proposes for a new relationship: the child's plural label, with `__r` for
 * custom fields (`Project Tasks` -> `Project_Tasks__r`) and squeezed for standard ones (`Contacts`).
 */
export function defaultChildRelationshipName(child: SObjectSpec, field: FieldSpec): string {
  if (field.name.endsWith("__c")) {
    const words = child.labelPlural.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    return `${words || child.name.replace(/__c$/, "")}__r`;
  }
  return child.labelPlural.replace(/[^A-Za-z0-9]/g, "") || child.name;
}

// Real parents list these back-references but give them no name, so they cannot be subqueried.
const UNNAMED = new Set(["CreatedById", "LastModifiedById", "OwnerId"]);
// ...and do not list these at all.
const UNLISTED = new Set(["MasterRecordId", "RecordTypeId"]);

function childName(child: SObjectSpec, field: FieldSpec): string | null {
  if (field.child) return field.child.name;
  return UNNAMED.has(field.name) ? null : defaultChildRelationshipName(child, field);
}

function relationshipFor(child: SObjectSpec, field: FieldSpec): ChildRelationship | undefined {
  if (!field.child && UNLISTED.has(field.name)) return undefined;
  const masterDetail = field.cascadeDelete === true;
  return {
    cascadeDelete: field.child?.cascadeDelete ?? masterDetail,
    childSObject: child.name,
    deprecatedAndHidden: false,
    field: field.name,
    junctionIdListNames: [],
    junctionReferenceTo: [],
    relationshipName: childName(child, field),
    restrictedDelete: field.child?.restrictedDelete ?? false,
  };
}

/** Every reference to `parent` from objects in the set, ordered like real describes (by child, then field). */
export function childRelationshipsOf(parent: string, objects: readonly SObjectSpec[]): ChildRelationship[] {
  const found: ChildRelationship[] = [];
  for (const child of objects) {
    for (const field of child.fields) {
      if (field.type !== "reference" || !field.referenceTo?.includes(parent)) continue;
      if (field.child?.unlistedOn?.includes(parent)) continue;
      const relationship = relationshipFor(child, field);
      if (relationship) found.push(relationship);
    }
  }
  return found.sort(
    (a, b) => compare(a.childSObject, b.childSObject) || compare(a.field, b.field),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
