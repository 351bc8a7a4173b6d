// The tools of Salesforce's hosted MCP server `platform/sobject-all`, as we reconstruct its tools/list.
// No recording of it is public (it needs an org's OAuth token): names and order are those of
// Salesforce's reference page for the server; argument names are the ones its REST-backed tools take
// (`q`, `sobject-name`, `id`, `relationship-path`, `body`) as clients of the live server call them, and
// `q` is what its manifest advertises (forcedotcom/mcp-hosted#36); descriptions are ours, from the
// reference page's summaries. docs/mcp.md "salesforce `hosted`" lists what is uncertain.

const READ = { readOnlyHint: true, destructiveHint: false };
const WRITE = { readOnlyHint: false, destructiveHint: false };
const DELETE = { readOnlyHint: false, destructiveHint: true };

const string = (description: string) => ({ type: "string", description });
const sobjectName = string("The API name of the object, for example Account or Invoice__c.");
const id = string("The ID of the record.");
const relationshipPath = string("The relationship to follow from the record, for example Contacts; separate the levels of a multi-level path with / (Contacts/Cases).");
const body = { type: "object", description: "The record's fields: an object of field API names and values, for example {\"Name\": \"Acme\"}." };
const input = (properties: Record<string, unknown>, required: string[]) => ({ type: "object", properties, ...(required.length ? { required } : {}) });

/** Each tool's tools/list entry, in the server's order. */
export const HOSTED_LISTING: Array<Record<string, unknown>> = [
  {
    name: "getObjectSchema",
    description: "Returns Salesforce schema information optimized for LLM consumption. Call with no parameters first to get a compact index of all queryable business objects. Then call with a specific object name to get field-level details before writing queries. Includes admin-authored guidance alongside the standard schema.",
    inputSchema: input({ objects: string("API names of the objects to describe, separated by commas (Account,Contact). Leave out for the index of all queryable objects.") }, []),
    annotations: READ,
  },
  {
    name: "soqlQuery",
    description: "Executes a SOQL query to retrieve Salesforce records. Supports relationship queries, subqueries, filtering, sorting, and aggregation.",
    inputSchema: input({ q: string("The SOQL query, for example SELECT Id, Name FROM Account WHERE Industry = 'Energy' LIMIT 10.") }, ["q"]),
    annotations: READ,
  },
  {
    name: "find",
    description: "Executes a SOSL text search across multiple Salesforce objects at once, with relevance-ranked results (at most 2,000 records).",
    inputSchema: input({ q: string("The SOSL search, for example FIND {Acme} IN ALL FIELDS RETURNING Account(Id, Name), Contact(Id, Name).") }, ["q"]),
    annotations: READ,
  },
  {
    name: "getUserInfo",
    description: "Returns the authenticated user's identity and context: name, username, email, profile, company, local time, time zone and locale.",
    inputSchema: input({}, []),
    annotations: READ,
  },
  {
    name: "listRecentSobjectRecords",
    description: "Returns the records of one object type that the user recently viewed or modified.",
    inputSchema: input({ "sobject-name": sobjectName }, ["sobject-name"]),
    annotations: READ,
  },
  {
    name: "getRelatedRecords",
    description: "Retrieves the records related to a record by traversing a relationship, such as an Account's Contacts. Supports multi-level traversal (Account → Contacts → Cases).",
    inputSchema: input({ "sobject-name": sobjectName, id, "relationship-path": relationshipPath }, ["sobject-name", "id", "relationship-path"]),
    annotations: READ,
  },
  {
    name: "createSobjectRecord",
    description: "Creates a new Salesforce record. Returns the new record's ID on success.",
    inputSchema: input({ "sobject-name": sobjectName, body }, ["sobject-name", "body"]),
    annotations: WRITE,
  },
  {
    name: "updateSobjectRecord",
    description: "Updates an existing record by ID. Only include the fields you want to change.",
    inputSchema: input({ "sobject-name": sobjectName, id, body }, ["sobject-name", "id", "body"]),
    annotations: WRITE,
  },
  {
    name: "updateRelatedRecord",
    description: "Updates a related record by navigating from a record through a relationship.",
    inputSchema: input({ "sobject-name": sobjectName, id, "relationship-path": relationshipPath, body }, ["sobject-name", "id", "relationship-path", "body"]),
    annotations: WRITE,
  },
  {
    name: "deleteSobjectRecord",
    description: "Deletes a record by ID. Deleted records go to the Recycle Bin and can be recovered in Salesforce for up to 15 days; no undelete tool is available through MCP.",
    inputSchema: input({ "sobject-name": sobjectName, id }, ["sobject-name", "id"]),
    annotations: DELETE,
  },
  {
    name: "deleteRelatedRecord",
    description: "Deletes a related record by navigating from a record through a relationship.",
    inputSchema: input({ "sobject-name": sobjectName, id, "relationship-path": relationshipPath }, ["sobject-name", "id", "relationship-path"]),
    annotations: DELETE,
  },
];

/** One tool's entry, for its ToolDefinition (`listing`, and the `description` and `inputSchema` it agrees with). */
export function hostedListing(name: string): { listing: Record<string, unknown>; description: string; inputSchema: Record<string, unknown>; annotations: Record<string, boolean> } {
  const listing = HOSTED_LISTING.find((entry) => entry.name === name);
  if (!listing) throw new Error(`no hosted listing for ${name}`);
  return { listing, description: listing.description as string, inputSchema: listing.inputSchema as Record<string, unknown>, annotations: listing.annotations as Record<string, boolean> };
}
