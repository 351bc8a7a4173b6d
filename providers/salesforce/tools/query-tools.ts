import { defineTool, ToolError } from "../../../core/pack/index.ts";
import { LATEST_VERSION_PARAM } from "../api-versions.ts";

export const queryRecords = defineTool({
  name: "salesforce_query_records",
  description:
    "Run a SOQL query and return the matching records as JSON, e.g. SELECT Id, Name, Account.Name FROM Contact WHERE LastName = 'Smith' ORDER BY Name LIMIT 10. Supports parent fields, child subqueries, WHERE, ORDER BY, LIMIT, OFFSET, COUNT() and aggregates.",
  inputSchema: { type: "object", properties: { soql: { type: "string", minLength: 1, description: "The SOQL query" } }, required: ["soql"], additionalProperties: false },
  annotations: { title: "Query records (SOQL)", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: (ctx, { soql }) => ctx.callJson<any>("query", { params: { version: LATEST_VERSION_PARAM }, query: { q: String(soql) } }),
});

const SEARCHABLE = ["Account", "Contact", "Lead", "Opportunity", "Case"];

export const searchRecords = defineTool({
  name: "salesforce_search_records",
  description:
    "Find records whose name contains some text (case-insensitive). Searches Account, Contact, Lead, Opportunity and Case by default, or only the objects given. Returns Id, the object type and the name.",
  inputSchema: {
    type: "object",
    properties: {
      text: { type: "string", minLength: 1, description: "Text the name contains" },
      sobjects: { type: "array", items: { type: "string" }, description: "Object types to search; default Account, Contact, Lead, Opportunity, Case" },
      limit: { type: "integer", minimum: 1, maximum: 200, description: "Most records per object (default 20)" },
    },
    required: ["text"],
    additionalProperties: false,
  },
  annotations: { title: "Search records by name", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(ctx, input) {
    const limit = Number(input.limit ?? 20);
    const matches: Array<{ sobject: string; Id: string; name: unknown }> = [];
    for (const sobject of (input.sobjects as string[] | undefined) ?? SEARCHABLE) {
      const describe = await ctx.callJson<any>("describeSObject", { params: { version: LATEST_VERSION_PARAM, sobject } });
      const nameField = describe.fields.find((f: { nameField: boolean }) => f.nameField)?.name;
      if (!nameField) throw new ToolError(`${sobject} has no name field to search.`);
      const soql = `SELECT Id, ${nameField} FROM ${describe.name} WHERE ${nameField} LIKE ${containsPattern(String(input.text))} ORDER BY ${nameField} LIMIT ${limit}`;
      const result = await ctx.callJson<any>("query", { params: { version: LATEST_VERSION_PARAM }, query: { q: soql } });
      for (const record of result.records) matches.push({ sobject: describe.name, Id: record.Id, name: record[nameField] });
    }
    return { totalSize: matches.length, records: matches };
  },
});

/** A SOQL LIKE pattern matching names that contain `text` literally (quotes, %, _ escaped). */
export function containsPattern(text: string): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/%/g, "\\%").replace(/_/g, "\\_");
  return `'%${escaped}%'`;
}
