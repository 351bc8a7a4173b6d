/**
 * SOQL over in-memory records, answering like Salesforce's REST `GET /services/data/vXX.X/query`
 * (and `queryAll` with `includeDeleted`). Valid SOQL that is not evaluated here fails with
 * MALFORMED_QUERY "Not supported by this mock: ...". CORPUS.md lists what runs and what is refused.
 */
export { planSoql, runSoql, type SoqlRecords } from "./run-soql.ts";
export { SoqlError, type SoqlErrorCode } from "./errors.ts";
export type {
  RunSoqlOptions,
  SoqlChildRelationship,
  SoqlDescribe,
  SoqlField,
  SoqlResult,
  SoqlRow,
  SoqlSource,
} from "./types.ts";
