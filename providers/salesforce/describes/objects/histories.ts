import { defineSObject, type FieldSpec, type SObjectSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";
import { PLATFORM_OWNED } from "./platform-owned.ts";

// Field history: one row per tracked field change, written by the platform, never by clients. This
// mock does not track field changes, so these objects answer queries with the rows a seed gives them
// (none by default), and `Histories` subqueries return nothing unless seeded.

const readOnly = { createable: false, updateable: false } as const;
const CREATED = AUDIT_FIELDS.filter((field) => field.name === "CreatedById" || field.name === "CreatedDate");
const SYSTEM_MODSTAMP = AUDIT_FIELDS.filter((field) => field.name === "SystemModstamp");


/** `AccountHistory` and its kin: who changed which field of the parent, from what to what. */
function fieldHistory(parent: string, name = `${parent}History`, label = `${parent} History`): SObjectSpec {
  return defineSObject({
    ...PLATFORM_OWNED,
    name,
    label,
    labelPlural: `${label}`,
    keyPrefix: "017",
    supportedScopes: [{ label: `All ${label.toLowerCase()}`, name: "everything" }],
    fields: [
      idField(`${label} ID`),
      IS_DELETED,
      {
        name: `${parent}Id`,
        label: `${parent} ID`,
        type: "reference",
        referenceTo: [parent],
        nillable: false,
        child: { name: "Histories", cascadeDelete: true },
        ...readOnly,
      },
      ...CREATED,
      // Names the changed field (or "created"); real describes list the tracked fields as its picklist.
      { name: "Field", label: "Changed Field", type: "picklist", nillable: false, ...readOnly },
      { name: "DataType", label: "Data Type", type: "picklist", ...readOnly },
      { name: "OldValue", label: "Old Value", type: "anyType", length: 255, ...readOnly },
      { name: "NewValue", label: "New Value", type: "anyType", length: 255, ...readOnly },
    ],
  });
}

export const ACCOUNT_HISTORY = fieldHistory("Account");
export const CONTACT_HISTORY = fieldHistory("Contact");
export const LEAD_HISTORY = fieldHistory("Lead");
export const CASE_HISTORY = fieldHistory("Case");
export const OPPORTUNITY_FIELD_HISTORY = fieldHistory("Opportunity", "OpportunityFieldHistory", "Opportunity Field History");

const stageField = (name: string, label: string, type: FieldSpec["type"], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  type,
  ...readOnly,
  ...extra,
});

/** Opportunity stage history: a snapshot of the deal each time its stage, amount or close date moved. */
export const OPPORTUNITY_HISTORY = defineSObject({
  ...PLATFORM_OWNED,
  name: "OpportunityHistory",
  label: "Opportunity History",
  labelPlural: "Opportunity History",
  keyPrefix: "008",
  supportedScopes: [{ label: "All opportunity history", name: "everything" }],
  fields: [
    idField("Opportunity History ID"),
    stageField("OpportunityId", "Opportunity ID", "reference", {
      referenceTo: ["Opportunity"],
      nillable: false,
      child: { name: "OpportunityHistories", cascadeDelete: true },
    }),
    ...CREATED,
    stageField("StageName", "Stage Name", "picklist", { length: 40, nillable: false }),
    stageField("Amount", "Amount", "currency"),
    stageField("ExpectedRevenue", "Expected Revenue", "currency"),
    stageField("CloseDate", "Close Date", "date"),
    stageField("Probability", "Probability (%)", "percent", { precision: 3, scale: 0 }),
    stageField("ForecastCategory", "Forecast Category", "picklist", { length: 40 }),
    ...SYSTEM_MODSTAMP,
    IS_DELETED,
    stageField("PrevAmount", "Previous Amount", "currency"),
    stageField("PrevCloseDate", "Previous Close Date", "date"),
  ],
});
