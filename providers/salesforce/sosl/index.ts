/**
 * SOSL over in-memory records, answering like Salesforce's REST `GET /services/data/vXX.X/search?q=`.
 * The search term is matched word by word against each searchable object's text fields; a RETURNING
 * object's fields, WHERE and ORDER BY are evaluated by the SOQL engine (../soql).
 */
export { parseSosl } from "./parse-sosl.ts";
export { parseSearchTerm } from "./search-term.ts";
export { runSosl } from "./run-sosl.ts";
export { SoslError, type SoslErrorCode } from "./errors.ts";
export { SEARCH_GROUPS } from "./search-groups.ts";
export type { ReturningSpec, RunSoslOptions, SearchGroup, SoslDescribe, SoslQuery, SoslResult, SoslSource } from "./types.ts";
