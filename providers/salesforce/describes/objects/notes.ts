import { defineSObject } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField, ownerField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;

// What classic notes and attachments can hang off, among this pack's objects (real orgs list some 70
// objects). Cases take attachments but no notes, as in Salesforce.
const NOTE_PARENTS = ["Account", "Asset", "Contact", "Contract", "Invoice__c", "Lead", "Opportunity", "Order", "Product2", "Project__c", "Quote"];
const ATTACHMENT_PARENTS = [
  ...NOTE_PARENTS,
  "Campaign",
  "Case",
  "EmailMessage",
  "Event",
  "Solution",
  "Task",
].sort();

/** A parent lookup that lists `relationshipName` on each parent and goes with it. */
const parentField = (referenceTo: readonly string[], relationshipName: string) =>
  ({
    name: "ParentId",
    label: "Parent ID",
    type: "reference",
    referenceTo,
    relationshipName: "Parent",
    nillable: false,
    updateable: false,
    child: { name: relationshipName, cascadeDelete: true },
  }) as const;

export const NOTE = defineSObject({
  name: "Note",
  label: "Note",
  labelPlural: "Notes",
  keyPrefix: "002",
  feedEnabled: false,
  layoutable: true,
  fields: [
    idField("Note ID"),
    IS_DELETED,
    parentField(NOTE_PARENTS, "Notes"),
    { name: "Title", label: "Title", type: "string", length: 80, nillable: false, nameField: true },
    { name: "IsPrivate", label: "Private", type: "boolean" },
    { name: "Body", label: "Body", type: "textarea", length: 32000 },
    ownerField(),
    ...AUDIT_FIELDS,
  ],
  extraUrls: [],
});

// Body is base64 in JSON; Salesforce also takes it as a multipart part, which this mock does not.
export const ATTACHMENT = defineSObject({
  name: "Attachment",
  label: "Attachment",
  labelPlural: "Attachments",
  keyPrefix: "00P",
  feedEnabled: false,
  fields: [
    idField("Attachment ID"),
    IS_DELETED,
    parentField(ATTACHMENT_PARENTS, "Attachments"),
    { name: "Name", label: "File Name", type: "string", nillable: false, nameField: true },
    { name: "IsPrivate", label: "Private", type: "boolean" },
    { name: "ContentType", label: "Content Type", type: "string", length: 120 },
    { name: "BodyLength", label: "Body Length", type: "int", digits: 9, ...readOnly },
    { name: "Body", label: "Body", type: "base64", nillable: false },
    ownerField(["Calendar", "User"]),
    ...AUDIT_FIELDS,
    { name: "Description", label: "Description", type: "textarea", length: 500 },
    { name: "IsEncrypted", label: "Encrypted", type: "boolean", ...readOnly },
  ],
  extraUrls: [],
});
