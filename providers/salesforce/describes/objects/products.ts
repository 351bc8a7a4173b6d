import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, LAST_VIEWED_FIELDS, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;
const schedule = (name: string, label: string, picklist: readonly string[]): FieldSpec => ({
  name,
  label,
  type: "picklist",
  length: 40,
  restrictedPicklist: true,
  picklist,
});
const PERIODS = ["Daily", "Weekly", "Monthly", "Quarterly", "Yearly"];

export const PRODUCT2 = defineSObject({
  name: "Product2",
  label: "Product",
  labelPlural: "Products",
  keyPrefix: "01t",
  fields: [
    idField("Product ID"),
    { name: "Name", label: "Product Name", type: "string", nillable: false, nameField: true },
    { name: "ProductCode", label: "Product Code", type: "string" },
    { name: "Description", label: "Product Description", type: "textarea", length: 4000 },
    { name: "IsActive", label: "Active", type: "boolean" },
    ...AUDIT_FIELDS,
    // A new org's Product Family picklist has no values until an admin adds some.
    { name: "Family", label: "Product Family", type: "picklist" },
    { name: "ExternalDataSourceId", label: "External Data Source ID", type: "reference", referenceTo: ["ExternalDataSource"], child: { name: null } },
    { name: "ExternalId", label: "External ID", type: "string" },
    { name: "DisplayUrl", label: "Display URL", type: "url", length: 1000 },
    { name: "QuantityUnitOfMeasure", label: "Quantity Unit Of Measure", type: "picklist", picklist: ["Each"] },
    IS_DELETED,
    { name: "IsArchived", label: "Is Archived", type: "boolean", ...readOnly },
    ...LAST_VIEWED_FIELDS,
    { name: "StockKeepingUnit", label: "Product SKU", type: "string", length: 180 },
    { name: "CanUseQuantitySchedule", label: "Quantity Scheduling Enabled", type: "boolean" },
    schedule("QuantityScheduleType", "Quantity Schedule Type", ["Divide", "Repeat"]),
    schedule("QuantityInstallmentPeriod", "Quantity Installment Period", PERIODS),
    { name: "NumberOfQuantityInstallments", label: "Number Of Quantity Installments", type: "int", digits: 9 },
    { name: "CanUseRevenueSchedule", label: "Revenue Scheduling Enabled", type: "boolean" },
    schedule("RevenueScheduleType", "Revenue Schedule Type", ["Divide", "Repeat"]),
    schedule("RevenueInstallmentPeriod", "Revenue Installment Period", PERIODS),
    { name: "NumberOfRevenueInstallments", label: "Number Of Revenue Installments", type: "int", digits: 9 },
    { name: "IsSerialized", label: "Serialized", type: "boolean" },
    { ...schedule("Type", "Product Type", ["Base", "Bundle", "Set"]), updateable: false },
    {
      ...schedule("ProductClass", "Product Class", ["Simple", "VariationParent", "Variation", "Bundle", "Set"]),
      nillable: false,
      defaultedOnCreate: true,
      ...readOnly,
    },
  ],
});

// Price books: the org's Standard Price Book (IsStandard) plus any custom ones.
export const PRICEBOOK2 = defineSObject({
  name: "Pricebook2",
  label: "Price Book",
  labelPlural: "Price Books",
  keyPrefix: "01s",
  fields: [
    idField("Price Book ID"),
    IS_DELETED,
    { name: "Name", label: "Price Book Name", type: "string", nillable: false, nameField: true },
    ...AUDIT_FIELDS,
    ...LAST_VIEWED_FIELDS,
    { name: "IsActive", label: "Active", type: "boolean" },
    { name: "IsArchived", label: "Is Archived", type: "boolean", ...readOnly },
    { name: "Description", label: "Description", type: "string" },
    { name: "IsStandard", label: "Is Standard Price Book", type: "boolean", ...readOnly },
    { name: "ValidFrom", label: "Valid From", type: "datetime" },
    { name: "ValidTo", label: "Valid To", type: "datetime" },
  ],
});

// A product's price in one price book; its Name and ProductCode are the product's, kept in step.
export const PRICEBOOK_ENTRY = defineSObject({
  name: "PricebookEntry",
  label: "Price Book Entry",
  labelPlural: "Price Book Entries",
  keyPrefix: "01u",
  searchable: false,
  feedEnabled: false,
  fields: [
    idField("Price Book Entry ID"),
    { name: "Name", label: "Product Name", type: "string", nameField: true, ...readOnly },
    {
      name: "Pricebook2Id",
      label: "Price Book ID",
      type: "reference",
      referenceTo: ["Pricebook2"],
      nillable: false,
      updateable: false,
      child: { name: "PricebookEntries", cascadeDelete: true },
    },
    {
      name: "Product2Id",
      label: "Product ID",
      type: "reference",
      referenceTo: ["Product2"],
      nillable: false,
      updateable: false,
      child: { name: "PricebookEntries", cascadeDelete: true },
    },
    { name: "UnitPrice", label: "List Price", type: "currency", nillable: false },
    { name: "IsActive", label: "Active", type: "boolean" },
    { name: "UseStandardPrice", label: "Use Standard Price", type: "boolean" },
    ...AUDIT_FIELDS,
    { name: "ProductCode", label: "Product Code", type: "string", ...readOnly },
    IS_DELETED,
    { name: "IsArchived", label: "Is Archived", type: "boolean", ...readOnly },
  ],
});
