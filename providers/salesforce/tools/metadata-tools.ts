import { defineTool } from "../../../core/pack/index.ts";
import { LATEST_VERSION_PARAM } from "../api-versions.ts";

const sobject = { type: "string", description: "sObject API name, e.g. Account, Contact, Opportunity, Case, or a custom object ending in __c" };

export const listObjects = defineTool({
  name: "salesforce_list_objects",
  description: "List the sObject types in this CRM (name, label, key prefix, whether custom). Use it to find the right object before querying or writing.",
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  annotations: { title: "List objects", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(ctx) {
    const global = await ctx.callJson<any>("describeGlobal", { params: { version: LATEST_VERSION_PARAM } });
    return {
      objects: global.sobjects.map((s: Record<string, unknown>) => ({ name: s.name, label: s.label, keyPrefix: s.keyPrefix, custom: s.custom })),
    };
  },
});

export const describeObject = defineTool({
  name: "salesforce_describe_object",
  description:
    "Describe one sObject type: its fields (name, label, type, whether required on create, whether writable, picklist values, lookup targets) and child relationships. Use it before creating or updating records or writing SOQL.",
  inputSchema: { type: "object", properties: { sobject }, required: ["sobject"], additionalProperties: false },
  annotations: { title: "Describe an object", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(ctx, { sobject }) {
    const d = await ctx.callJson<any>("describeSObject", { params: { version: LATEST_VERSION_PARAM, sobject: String(sobject) } });
    return {
      name: d.name,
      label: d.label,
      keyPrefix: d.keyPrefix,
      fields: d.fields.map((f: Record<string, any>) => ({
        name: f.name,
        label: f.label,
        type: f.type,
        requiredOnCreate: f.createable && !f.nillable && !f.defaultedOnCreate && f.type !== "boolean",
        createable: f.createable,
        updateable: f.updateable,
        ...(f.referenceTo?.length ? { referenceTo: f.referenceTo, relationshipName: f.relationshipName } : {}),
        ...(f.picklistValues?.length ? { picklistValues: f.picklistValues.filter((p: any) => p.active).map((p: any) => p.value) } : {}),
      })),
      childRelationships: d.childRelationships
        .filter((r: Record<string, unknown>) => r.relationshipName)
        .map((r: Record<string, unknown>) => ({ relationshipName: r.relationshipName, childSObject: r.childSObject, field: r.field })),
    };
  },
});
