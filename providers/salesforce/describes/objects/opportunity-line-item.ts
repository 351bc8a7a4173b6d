import { defineSObject } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, LAST_VIEWED_FIELDS, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;

// A product on a deal. Salesforce derives Name, Product2Id, ProductCode and ListPrice from the
// price book entry and TotalPrice from quantity and price; this mock stores what the client sends.
export const OPPORTUNITY_LINE_ITEM = defineSObject({
  name: "OpportunityLineItem",
  label: "Opportunity Product",
  labelPlural: "Opportunity Product",
  keyPrefix: "00k",
  searchable: false,
  feedEnabled: false,
  fields: [
    idField("Line Item ID"),
    {
      name: "OpportunityId",
      label: "Opportunity ID",
      type: "reference",
      referenceTo: ["Opportunity"],
      nillable: false,
      updateable: false,
      cascadeDelete: true,
      child: { name: "OpportunityLineItems", cascadeDelete: true },
    },
    { name: "SortOrder", label: "Sort Order", type: "int", digits: 9 },
    {
      name: "PricebookEntryId",
      label: "Price Book Entry ID",
      type: "reference",
      referenceTo: ["PricebookEntry"],
      updateable: false,
      child: { name: "OpportunityLineItems", restrictedDelete: true },
    },
    { name: "Product2Id", label: "Product ID", type: "reference", referenceTo: ["Product2"], updateable: false, child: { name: null } },
    { name: "ProductCode", label: "Product Code", type: "string", ...readOnly },
    { name: "Name", label: "Opportunity Product Name", type: "string", length: 376, nameField: true, ...readOnly },
    { name: "Quantity", label: "Quantity", type: "double", nillable: false },
    { name: "TotalPrice", label: "Total Price", type: "currency" },
    { name: "UnitPrice", label: "Sales Price", type: "currency" },
    { name: "ListPrice", label: "List Price", type: "currency", ...readOnly },
    { name: "ServiceDate", label: "Date", type: "date" },
    { name: "Description", label: "Line Description", type: "string" },
    ...AUDIT_FIELDS,
    IS_DELETED,
    ...LAST_VIEWED_FIELDS,
    { name: "Subtotal", label: "Subtotal", type: "currency", ...readOnly },
    { name: "Discount", label: "Discount", type: "percent", scale: 2 },
    { name: "HasRevenueSchedule", label: "Has Revenue Schedule", type: "boolean", ...readOnly },
    { name: "HasQuantitySchedule", label: "Has Quantity Schedule", type: "boolean", ...readOnly },
    { name: "HasSchedule", label: "Has Schedule", type: "boolean", ...readOnly },
    { name: "CanUseQuantitySchedule", label: "Quantity Scheduling Enabled", type: "boolean", ...readOnly },
    { name: "CanUseRevenueSchedule", label: "Revenue Scheduling Enabled", type: "boolean", ...readOnly },
  ],
});
