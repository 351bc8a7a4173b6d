import type { ToolDefinition } from "../../../../core/pack/index.ts";
import { restCall } from "../rest-call.ts";
import { hostedError, hostedResult } from "./hosted-answer.ts";
import { hostedListing } from "./hosted-listing.ts";

type GlobalEntry = { name: string; label: string; custom: boolean; queryable: boolean; layoutable: boolean; deprecatedAndHidden: boolean };
type Field = Record<string, any>;

const entry = (o: { name: string; label: string; custom: boolean }) => ({ name: o.name, label: o.label, custom: o.custom });

/**
 * getObjectSchema: `{ details, index }`, the shape clients of the hosted server read. Without
 * `objects`, the index of the business objects (queryable ones with page layouts, which leaves out
 * share, history and feed tables) and no details; with `objects`, each one's fields and child
 * relationships, and the index of those objects.
 */
export const getObjectSchema: ToolDefinition = {
  name: "getObjectSchema",
  ...hostedListing("getObjectSchema"),
  // The native describe takes one object: the first one named (none for the index).
  native: { tool: "salesforce_describe_object", arguments: (input) => (input.objects ? { sobject: String(input.objects).split(",")[0]!.trim() } : {}) },
  async run(ctx, input) {
    const names = String(input.objects ?? "").split(",").map((name) => name.trim()).filter(Boolean);
    if (!names.length) {
      const global = await restCall<{ sobjects: GlobalEntry[] }>(ctx, "describeGlobal");
      if (!global.ok) return hostedError(global.errors);
      const objects = global.body.sobjects.filter((o) => o.queryable && o.layoutable && !o.deprecatedAndHidden).map(entry);
      return hostedResult({ details: [], index: { objectCount: objects.length, objects } });
    }
    const details = [];
    for (const name of names) {
      const described = await restCall<Record<string, any>>(ctx, "describeSObject", { params: { sobject: name } });
      if (!described.ok) return hostedError(described.errors);
      details.push(detailOf(described.body));
    }
    return hostedResult({ details, index: { objectCount: details.length, objects: details.map(entry) } });
  },
};

/** What a query or a write needs of an object: each field's name, label, type, rules, picklist values and lookups. */
function detailOf(d: Record<string, any>) {
  return {
    name: d.name,
    label: d.label,
    custom: d.custom,
    keyPrefix: d.keyPrefix,
    fields: (d.fields as Field[]).map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      required: f.createable && !f.nillable && !f.defaultedOnCreate && f.type !== "boolean",
      createable: f.createable,
      updateable: f.updateable,
      ...(f.referenceTo?.length ? { referenceTo: f.referenceTo, relationshipName: f.relationshipName } : {}),
      ...(f.picklistValues?.length ? { picklistValues: f.picklistValues.filter((p: Field) => p.active).map((p: Field) => p.value) } : {}),
    })),
    childRelationships: (d.childRelationships as Field[])
      .filter((r) => r.relationshipName)
      .map((r) => ({ relationshipName: r.relationshipName, childSObject: r.childSObject, field: r.field })),
  };
}
