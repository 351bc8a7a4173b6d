import { defineTool } from "../../../core/pack/index.ts";
import { LATEST_VERSION_PARAM } from "../api-versions.ts";

const sobject = { type: "string", description: "sObject API name, e.g. Account" };
const id = { type: "string", minLength: 15, maxLength: 18, description: "15- or 18-character record id" };
const fields = { type: "object", description: "Field API names and values, e.g. { \"Name\": \"Acme\", \"Industry\": \"Energy\" }", additionalProperties: true };

export const getRecord = defineTool({
  name: "salesforce_get_record",
  description: "Read one record by id, with all its fields or only the ones named.",
  inputSchema: {
    type: "object",
    properties: { sobject, id, fields: { type: "array", items: { type: "string" }, description: "Field names to return; all when omitted" } },
    required: ["sobject", "id"],
    additionalProperties: false,
  },
  annotations: { title: "Get a record", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: (ctx, input) =>
    ctx.callJson<any>("getRecord", {
      params: { version: LATEST_VERSION_PARAM, sobject: String(input.sobject), id: String(input.id) },
      query: Array.isArray(input.fields) && input.fields.length ? { fields: input.fields.join(",") } : {},
    }),
});

export const createRecord = defineTool({
  name: "salesforce_create_record",
  description: "Create a record and return its new id. Required fields depend on the object (salesforce_describe_object lists them).",
  inputSchema: { type: "object", properties: { sobject, fields }, required: ["sobject", "fields"], additionalProperties: false },
  annotations: { title: "Create a record", readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: (ctx, input) => ctx.callJson<any>("createRecord", { method: "POST", params: { version: LATEST_VERSION_PARAM, sobject: String(input.sobject) }, body: input.fields }),
});

export const updateRecord = defineTool({
  name: "salesforce_update_record",
  description: "Change fields of an existing record. Only the fields given change; set a field to null to clear it.",
  inputSchema: { type: "object", properties: { sobject, id, fields }, required: ["sobject", "id", "fields"], additionalProperties: false },
  annotations: { title: "Update a record", readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  async run(ctx, input) {
    await ctx.callJson<any>("updateRecord", { method: "PATCH", params: { version: LATEST_VERSION_PARAM, sobject: String(input.sobject), id: String(input.id) }, body: input.fields });
    return { id: input.id, success: true };
  },
});

export const deleteRecord = defineTool({
  name: "salesforce_delete_record",
  description: "Delete a record (it moves to the recycle bin and disappears from reads and queries).",
  inputSchema: { type: "object", properties: { sobject, id }, required: ["sobject", "id"], additionalProperties: false },
  annotations: { title: "Delete a record", readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  async run(ctx, input) {
    await ctx.callJson<any>("deleteRecord", { method: "DELETE", params: { version: LATEST_VERSION_PARAM, sobject: String(input.sobject), id: String(input.id) } });
    return { id: input.id, success: true };
  },
});
