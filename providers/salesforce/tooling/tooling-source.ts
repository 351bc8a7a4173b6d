// The world as the Tooling API's SOQL sees it: EntityDefinition and FieldDefinition derived from its
// describes, and the code objects, which have no rows in a mock org. Any other object does not exist
// here (INVALID_TYPE), as Account does not exist in a real org's Tooling API.
import type { SoqlDescribe, SoqlRow, SoqlSource } from "../soql/types.ts";
import type { WorldDescribes } from "../world-describes.ts";
import { CODE_OBJECTS } from "./code-objects.ts";
import { ENTITY_DEFINITION, entityDefinitionRow } from "./entity-definitions.ts";
import { FIELD_DEFINITION, fieldDefinitionRows } from "./field-definitions.ts";

const OBJECTS = new Map<string, SoqlDescribe>([ENTITY_DEFINITION, FIELD_DEFINITION, ...CODE_OBJECTS].map((d) => [d.name.toLowerCase(), d]));

/** The Tooling API objects a query may name, for the docs and the tests. */
export const TOOLING_OBJECTS = [...OBJECTS.values()].map((d) => d.name);

export function toolingSource(describes: WorldDescribes, version: string): SoqlSource {
  let entities: Map<string, SoqlRow> | undefined;
  // Built on first read and kept for the query: a FieldDefinition scan looks its EntityDefinition up per row.
  const entityRows = () => (entities ??= new Map(describes.list().map((d) => [d.name.toLowerCase(), entityDefinitionRow(d)])));
  const rowsOf = (name: string): SoqlRow[] => {
    if (name === ENTITY_DEFINITION.name) return [...entityRows().values()];
    if (name === FIELD_DEFINITION.name) return describes.list().flatMap(fieldDefinitionRows);
    return [];
  };
  return {
    describe: (name) => OBJECTS.get(name.toLowerCase()),
    records: (name) => rowsOf(OBJECTS.get(name.toLowerCase())?.name ?? ""),
    get: (name, id) => (name.toLowerCase() === "entitydefinition" ? entityRows().get(id.toLowerCase()) : undefined),
    // Definitions are addressed by DurableId (their Id is the same for every row).
    recordUrl: (type, id, row) => `/services/data/v${version}/tooling/sobjects/${type}/${String(row?.DurableId ?? id)}`,
  };
}
