import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, LAST_ACTIVITY_DATE, LAST_VIEWED_FIELDS, autoNumberNameField, idField, ownerField } from "../system-fields.ts";

// A custom object's Name falls back to the record id when omitted, hence nillable and defaulted.
export function customNameField(label: string): FieldSpec {
  return { name: "Name", label, type: "string", length: 80, nameField: true, idLookup: true, defaultedOnCreate: true };
}

export const INVOICE = defineSObject({
  name: "Invoice__c",
  label: "Invoice",
  labelPlural: "Invoices",
  keyPrefix: "a00",
  fields: [
    idField("Record ID"),
    ownerField(["Group", "User"]),
    IS_DELETED,
    autoNumberNameField("Name", "Invoice Number"),
    ...AUDIT_FIELDS,
    LAST_ACTIVITY_DATE,
    ...LAST_VIEWED_FIELDS,
    { name: "Account__c", label: "Account", type: "reference", referenceTo: ["Account"] },
    { name: "Opportunity__c", label: "Opportunity", type: "reference", referenceTo: ["Opportunity"] },
    { name: "Amount__c", label: "Amount", type: "currency", precision: 16 },
    { name: "Tax_Rate__c", label: "Tax Rate", type: "percent", precision: 5, scale: 2 },
    {
      name: "Status__c",
      label: "Status",
      type: "picklist",
      defaultValue: "Draft",
      restrictedPicklist: true,
      picklist: ["Draft", "Sent", "Paid", "Void"],
    },
    { name: "Invoice_Date__c", label: "Invoice Date", type: "date" },
    { name: "Due_Date__c", label: "Due Date", type: "date" },
    { name: "Paid__c", label: "Paid", type: "boolean" },
    {
      name: "External_Id__c",
      label: "External Id",
      type: "string",
      length: 50,
      externalId: true,
      unique: true,
    },
    { name: "Notes__c", label: "Notes", type: "textarea", length: 32768 },
  ],
});

export const PROJECT = defineSObject({
  name: "Project__c",
  label: "Project",
  labelPlural: "Projects",
  keyPrefix: "a01",
  fields: [
    idField("Record ID"),
    ownerField(["Group", "User"]),
    IS_DELETED,
    customNameField("Project Name"),
    ...AUDIT_FIELDS,
    LAST_ACTIVITY_DATE,
    ...LAST_VIEWED_FIELDS,
    { name: "Account__c", label: "Account", type: "reference", referenceTo: ["Account"] },
    {
      name: "Status__c",
      label: "Status",
      type: "picklist",
      defaultValue: "Planned",
      picklist: ["Planned", "Active", "On Hold", "Completed"],
    },
    { name: "Start_Date__c", label: "Start Date", type: "date" },
    { name: "End_Date__c", label: "End Date", type: "date" },
    { name: "Budget__c", label: "Budget", type: "currency", precision: 16 },
    { name: "Active__c", label: "Active", type: "boolean", defaultValue: true },
    { name: "Description__c", label: "Description", type: "textarea", length: 32768 },
  ],
});

// A detail object: no owner of its own, deleted with its project.
export const PROJECT_TASK = defineSObject({
  name: "Project_Task__c",
  label: "Project Task",
  labelPlural: "Project Tasks",
  keyPrefix: "a02",
  fields: [
    idField("Record ID"),
    IS_DELETED,
    customNameField("Project Task Name"),
    ...AUDIT_FIELDS,
    ...LAST_VIEWED_FIELDS,
    {
      name: "Project__c",
      label: "Project",
      type: "reference",
      referenceTo: ["Project__c"],
      nillable: false,
      updateable: false,
      cascadeDelete: true,
      relationshipOrder: 0,
    },
    { name: "Assignee__c", label: "Assignee", type: "reference", referenceTo: ["User"] },
    {
      name: "Status__c",
      label: "Status",
      type: "picklist",
      defaultValue: "Not Started",
      picklist: ["Not Started", "In Progress", "Blocked", "Done"],
    },
    { name: "Due_Date__c", label: "Due Date", type: "date" },
    { name: "Estimated_Hours__c", label: "Estimated Hours", type: "double", precision: 6, scale: 1 },
    { name: "Completed__c", label: "Completed", type: "boolean" },
  ],
});
