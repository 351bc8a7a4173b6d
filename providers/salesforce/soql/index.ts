export { runSoql } from "./run-soql.ts";
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
