import type { SoqlErrorCode } from "./errors.ts";

/**
 * Corpus queries (by testCase number) that a real org refuses too, with the code it answers.
 * CORPUS.md says why for each.
 */
export const REAL_ORG_REFUSES: Record<number, SoqlErrorCode> = {
  25: "INVALID_FIELD", // a date literal compared with a dateTime field
  27: "MALFORMED_QUERY", // COUNT(Id, Name): COUNT takes one field
  30: "MALFORMED_QUERY", // GROUPING(Id, BillingCountry): one field, and Name/Id are not grouped
  32: "INVALID_QUERY_FILTER_OPERATOR", // Id IN ('1', ...): not an id
  44: "INVALID_QUERY_FILTER_OPERATOR", // id = '12345'
  50: "INVALID_TYPE", // Account.Contact.Foo.Bars is no child relationship
  51: "MALFORMED_QUERY", // LeadSource neither grouped nor aggregated
  58: "INVALID_QUERY_FILTER_OPERATOR", // Id = '1'
  60: "MALFORMED_QUERY", // TYPEOF inside a semi-join subquery
  62: "MALFORMED_QUERY", // :foo, an Apex bind variable
  63: "INVALID_FIELD", // numbers in an IN list on a picklist
  105: "INVALID_QUERY_FILTER_OPERATOR", // Id = '2'
  109: "MALFORMED_QUERY", // FIELDS(ALL) without LIMIT
  110: "MALFORMED_QUERY", // FIELDS(CUSTOM) / subquery FIELDS(ALL) without LIMIT (two cases share the number)
  112: "MALFORMED_QUERY", // Apex bind variables from here to 117
  113: "MALFORMED_QUERY",
  114: "MALFORMED_QUERY",
  115: "MALFORMED_QUERY",
  116: "MALFORMED_QUERY",
  117: "MALFORMED_QUERY",
  118: "MALFORMED_QUERY", // backslash before a line break: no such escape
  138: "MALFORMED_QUERY", // myRule is not a scope
  139: "MALFORMED_QUERY", // SOQL has no comments
  140: "MALFORMED_QUERY",
  142: "MALFORMED_QUERY",
};

/** Valid in some real orgs, but needing org features this mock does not model. */
export const NOT_MODELLED = new Set([
  78, // USING SCOPE allPrivate: private report/dashboard folders
  134, // USING SCOPE my_territory: territory management
  135, // USING SCOPE my_team_territory
  137, // USING SCOPE scopingRule: scoping rules
]);
