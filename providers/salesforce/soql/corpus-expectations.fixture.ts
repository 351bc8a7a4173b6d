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

/** Why the built-in describes (a new org) refuse a query that some org answers. */
export type NewOrgGap =
  | "custom" // a custom object, field or managed package's object that a new org does not have
  | "no such name" // no org has it: Foo, ChildAccounts1, Contact.Location
  | "feature off" // a standard object or field that only exists once a feature is turned on
  | "unfilterable"; // a long text area in WHERE

/**
 * Corpus queries the built-in describes refuse although some org answers them, with the code a new
 * org answers (CORPUS.md lists them).
 */
export const NEW_ORG_REFUSES: Record<number, { code: SoqlErrorCode; why: NewOrgGap }> = {
  9: { code: "INVALID_TYPE", why: "custom" }, // Merchandise__c, the documentation's example object
  10: { code: "INVALID_TYPE", why: "custom" },
  16: { code: "INVALID_TYPE", why: "custom" }, // Daughter__c
  17: { code: "INVALID_TYPE", why: "custom" },
  41: { code: "INVALID_TYPE", why: "custom" }, // FAQ__kav, a custom Knowledge article type
  42: { code: "INVALID_TYPE", why: "custom" },
  43: { code: "INVALID_TYPE", why: "custom" },
  74: { code: "INVALID_TYPE", why: "custom" }, // CustObj__c
  88: { code: "INVALID_TYPE", why: "custom" }, // Warehouse__c
  89: { code: "INVALID_TYPE", why: "custom" },
  92: { code: "INVALID_FIELD", why: "custom" }, // Contact.Location__c
  99: { code: "INVALID_TYPE", why: "custom" }, // SBQQ__Quoteline__c (Salesforce CPQ package)
  125: { code: "INVALID_FIELD", why: "custom" }, // Account.Invoice_Type__c
  126: { code: "INVALID_FIELD", why: "custom" },
  128: { code: "INVALID_FIELD", why: "custom" }, // Invoice__c.Balance__c
  34: { code: "INVALID_TYPE", why: "no such name" }, // ChildAccounts1
  53: { code: "INVALID_FIELD", why: "no such name" }, // Foo, from here to 69
  64: { code: "INVALID_FIELD", why: "no such name" },
  65: { code: "INVALID_FIELD", why: "no such name" },
  66: { code: "INVALID_FIELD", why: "no such name" },
  67: { code: "INVALID_FIELD", why: "no such name" },
  68: { code: "INVALID_FIELD", why: "no such name" },
  69: { code: "INVALID_FIELD", why: "no such name" },
  90: { code: "INVALID_FIELD", why: "no such name" }, // Contact has no Location field
  119: { code: "INVALID_FIELD", why: "no such name" }, // State_Abbr_c: not even a custom field name (two cases)
  120: { code: "INVALID_FIELD", why: "no such name" },
  35: { code: "INVALID_TYPE", why: "feature off" }, // KnowledgeArticleVersion: Salesforce Knowledge
  37: { code: "INVALID_TYPE", why: "feature off" },
  57: { code: "INVALID_TYPE", why: "feature off" },
  145: { code: "INVALID_TYPE", why: "feature off" },
  36: { code: "INVALID_TYPE", why: "feature off" }, // Question: Chatter Answers
  73: { code: "INVALID_FIELD", why: "feature off" }, // Account.RecordType: only once Account has record types
  136: { code: "MALFORMED_QUERY", why: "feature off" }, // USING SCOPE team: Account Teams
  141: { code: "INVALID_FIELD", why: "unfilterable" }, // Account.Description is a long text area
};

/**
 * Queries a real org refuses for two reasons, where the built-in describes report the other one
 * first: #58 filters on Account.Description, a long text area, before its ids like '1'.
 */
export const BUILTIN_FIRST_ERROR: Record<number, SoqlErrorCode> = { 58: "INVALID_FIELD" };
