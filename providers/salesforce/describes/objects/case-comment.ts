import { defineSObject } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";

export const CASE_COMMENT = defineSObject({
  name: "CaseComment",
  label: "Case Comment",
  labelPlural: "Case Comments",
  keyPrefix: "00a",
  feedEnabled: false,
  layoutable: false,
  compactLayoutable: false,
  mruEnabled: false,
  supportedScopes: [{ label: "All case comments", name: "everything" }],
  fields: [
    idField("Case Comment ID"),
    {
      name: "ParentId",
      label: "Parent Case ID",
      type: "reference",
      referenceTo: ["Case"],
      relationshipName: "Parent",
      nillable: false,
      updateable: false,
      cascadeDelete: true,
      child: { name: "CaseComments", cascadeDelete: true },
    },
    { name: "IsPublished", label: "Published", type: "boolean" },
    // CaseComment has no name field, as in Salesforce.
    { name: "CommentBody", label: "Body", type: "textarea", length: 4000 },
    ...AUDIT_FIELDS,
    IS_DELETED,
    { name: "IsNotificationSelected", label: "Notification Selected", type: "boolean" },
  ],
  extraUrls: [],
});
