import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";

const ROLES = [
  "Business User",
  "Decision Maker",
  "Economic Buyer",
  "Economic Decision Maker",
  "Evaluator",
  "Executive Sponsor",
  "Influencer",
  "Technical Buyer",
  "Other",
] as const;
const lookup = (name: string, label: string, target: string, child: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  type: "reference",
  referenceTo: [target],
  nillable: false,
  child: { name: child, cascadeDelete: true },
  ...extra,
});

// Not searchable, so its lookups are no search prefilter.
const unsearched = { searchPrefilterable: false } as const;

// A contact's part in a deal. Field for field its recorded describe (v48).
export const OPPORTUNITY_CONTACT_ROLE = defineSObject({
  name: "OpportunityContactRole",
  label: "Opportunity Contact Role",
  labelPlural: "Opportunity Contact Role",
  keyPrefix: "00K",
  feedEnabled: false,
  mruEnabled: false,
  searchLayoutable: false,
  searchable: false,
  undeletable: false,
  recordTypeInfos: [],
  supportedScopes: [{ label: "All opportunity contact role", name: "everything" }],
  fields: [
    idField("Contact Role ID"),
    lookup("OpportunityId", "Opportunity ID", "Opportunity", "OpportunityContactRoles", { updateable: false, ...unsearched }),
    lookup("ContactId", "Contact ID", "Contact", "OpportunityContactRoles", unsearched),
    { name: "Role", label: "Role", type: "picklist", length: 40, picklist: ROLES, permissionable: false },
    { name: "IsPrimary", label: "Primary", type: "boolean", permissionable: false },
    ...AUDIT_FIELDS,
    IS_DELETED,
  ],
  extraUrls: [],
});

// Contacts to Multiple Accounts: a contact's direct account gets a relation with IsDirect set, and
// indirect ones can be added.
export const ACCOUNT_CONTACT_RELATION = defineSObject({
  name: "AccountContactRelation",
  label: "Account Contact Relationship",
  labelPlural: "Account Contact Relationships",
  keyPrefix: "07k",
  searchable: false,
  feedEnabled: false,
  supportedScopes: [{ label: "All account contact relationships", name: "everything" }],
  fields: [
    idField("Account Contact Relationship ID"),
    lookup("AccountId", "Account ID", "Account", "AccountContactRelations", { updateable: false }),
    lookup("ContactId", "Contact ID", "Contact", "AccountContactRelations", { updateable: false }),
    ...AUDIT_FIELDS,
    IS_DELETED,
    { name: "IsActive", label: "Active", type: "boolean" },
    { name: "StartDate", label: "Start Date", type: "date" },
    { name: "EndDate", label: "End Date", type: "date" },
    { name: "IsDirect", label: "Direct", type: "boolean", createable: false, updateable: false },
    { name: "Roles", label: "Roles", type: "multipicklist", picklist: ROLES },
  ],
  extraUrls: [],
});
