import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, LAST_VIEWED_FIELDS, idField, ownerField } from "../system-fields.ts";
import { LANGUAGE } from "./picklists.ts";

// Salesforce Files. A ContentVersion is one upload; its ContentDocument is the file across versions;
// a ContentDocumentLink shares the file with a record, a user or a library. Salesforce creates the
// ContentDocument (and a link to FirstPublishLocationId) on the first version's insert; this mock
// stores the version as sent and leaves ContentDocumentId empty unless the client sets it.

const readOnly = { createable: false, updateable: false } as const;
const fileFacts: FieldSpec[] = [
  { name: "FileType", label: "File Type", type: "string", length: 20, ...readOnly },
  { name: "FileExtension", label: "File Extension", type: "string", length: 40, ...readOnly },
  { name: "ContentSize", label: "Size", type: "int", digits: 9, ...readOnly },
];
const sharing = (nillable: boolean): FieldSpec[] => [
  {
    name: "SharingOption",
    label: "Prevent others from sharing and unsharing",
    type: "picklist",
    length: 40,
    nillable,
    defaultValue: "A",
    restrictedPicklist: true,
    picklist: [["A", "Allowed"], ["R", "Freeze Sharing On"]],
  },
  {
    name: "SharingPrivacy",
    label: "File Privacy on Records",
    type: "picklist",
    length: 40,
    nillable,
    defaultValue: "N",
    restrictedPicklist: true,
    picklist: [["N", "Visible to Anyone With Record Access"], ["P", "Private on Records"]],
  },
];
const publishStatus: FieldSpec = {
  name: "PublishStatus",
  label: "Publish Status",
  type: "picklist",
  length: 40,
  nillable: false,
  defaultedOnCreate: true,
  restrictedPicklist: true,
  picklist: [["U", "Upload Interrupted"], ["P", "Public"], ["R", "Personal Library"]],
  ...readOnly,
};

export const CONTENT_DOCUMENT = defineSObject({
  name: "ContentDocument",
  label: "Content Document",
  labelPlural: "Content Documents",
  keyPrefix: "069",
  createable: false,
  fields: [
    idField("ContentDocument ID"),
    ...AUDIT_FIELDS.filter((field) => field.name !== "SystemModstamp"),
    { name: "IsArchived", label: "Is Archived", type: "boolean" },
    { name: "ArchivedById", label: "User ID", type: "reference", referenceTo: ["User"], child: { name: null }, ...readOnly },
    { name: "ArchivedDate", label: "Archived Date", type: "date", ...readOnly },
    IS_DELETED,
    ownerField(),
    AUDIT_FIELDS.find((field) => field.name === "SystemModstamp")!,
    { name: "Title", label: "Title", type: "string", nillable: false, nameField: true },
    publishStatus,
    {
      name: "LatestPublishedVersionId",
      label: "Latest Published Version ID",
      type: "reference",
      referenceTo: ["ContentVersion"],
      child: { name: null },
      ...readOnly,
    },
    { name: "ParentId", label: "ContentWorkspace ID", type: "reference", referenceTo: ["ContentWorkspace"], child: { name: null } },
    ...LAST_VIEWED_FIELDS,
    { name: "Description", label: "Description", type: "textarea", length: 1000 },
    ...fileFacts,
    { name: "ContentModifiedDate", label: "Content Modified Date", type: "datetime", ...readOnly },
    ...sharing(true),
  ],
});

export const CONTENT_VERSION = defineSObject({
  name: "ContentVersion",
  label: "Content Version",
  labelPlural: "Content Versions",
  keyPrefix: "068",
  deletable: false,
  undeletable: false,
  fields: [
    idField("ContentVersion ID"),
    {
      name: "ContentDocumentId",
      label: "ContentDocument ID",
      type: "reference",
      referenceTo: ["ContentDocument"],
      nillable: false,
      defaultedOnCreate: true,
      updateable: false,
      child: { name: "ContentVersions", cascadeDelete: true },
    },
    { name: "IsLatest", label: "Is Latest", type: "boolean", ...readOnly },
    { name: "ContentUrl", label: "Content URL", type: "url", length: 1333 },
    { name: "VersionNumber", label: "Version Number", type: "string", length: 20, ...readOnly },
    { name: "Title", label: "Title", type: "string", nillable: false, nameField: true },
    { name: "Description", label: "Description", type: "textarea", length: 1000 },
    { name: "ReasonForChange", label: "Reason For Change", type: "string", length: 1000, updateable: false },
    ...sharing(false),
    { name: "PathOnClient", label: "Path On Client", type: "string", length: 500, updateable: false },
    { name: "RatingCount", label: "Rating Count", type: "int", digits: 9, ...readOnly },
    IS_DELETED,
    { name: "ContentModifiedDate", label: "Content Modified Date", type: "datetime", updateable: false },
    {
      name: "ContentModifiedById",
      label: "User ID",
      type: "reference",
      referenceTo: ["User"],
      child: { name: null },
      ...readOnly,
    },
    { name: "PositiveRatingCount", label: "Positive Rating Count", type: "int", digits: 9, ...readOnly },
    { name: "NegativeRatingCount", label: "Negative Rating Count", type: "int", digits: 9, ...readOnly },
    { name: "FeaturedContentBoost", label: "Featured Content Boost", type: "int", digits: 9, ...readOnly },
    { name: "FeaturedContentDate", label: "Featured Content Date", type: "date", ...readOnly },
    ownerField(),
    ...AUDIT_FIELDS,
    { name: "TagCsv", label: "Tags", type: "textarea", length: 2000 },
    { name: "Origin", label: "Content Origin", type: "picklist", length: 40, nillable: false, defaultValue: "C", restrictedPicklist: true, updateable: false, picklist: [["C", "Content"], ["H", "Chatter"]] },
    {
      name: "ContentLocation",
      label: "Content Location",
      type: "picklist",
      length: 40,
      nillable: false,
      defaultValue: "S",
      restrictedPicklist: true,
      updateable: false,
      picklist: [["S", "Salesforce"], ["E", "External"], ["L", "Social Customer Service"]],
    },
    { name: "TextPreview", label: "Text Preview", type: "string", ...readOnly },
    { name: "Checksum", label: "Checksum", type: "string", length: 50, ...readOnly },
    { name: "IsMajorVersion", label: "Is Major Version", type: "boolean", ...readOnly },
    { name: "IsAssetEnabled", label: "Asset File Enabled", type: "boolean", updateable: false },
    { name: "VersionData", label: "Version Data", type: "base64", updateable: false },
    ...fileFacts.map((field) => (field.name === "FileType" ? { ...field, nillable: false, defaultedOnCreate: true } : field)),
    {
      name: "FirstPublishLocationId",
      label: "First Publish Location ID",
      type: "reference",
      referenceTo: ["Account", "Campaign", "Case", "Contact", "Contract", "Event", "Lead", "Opportunity", "Order", "OrderItem", "Organization", "Product2", "Quote", "Task", "User"],
      relationshipName: "FirstPublishLocation",
      updateable: false,
      child: { name: null },
    },
    { name: "Language", label: "Language", type: "picklist", length: 40, restrictedPicklist: true, picklist: LANGUAGE },
  ],
});
