import { defineSObject } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;
const MANAGEABLE_STATE = ["beta", "deleted", "deprecated", "deprecatedEditable", "installed", "installedEditable", "released", "unmanaged"];
const metadata = {
  feedEnabled: false,
  layoutable: false,
  compactLayoutable: false,
  searchLayoutable: false,
  searchable: false,
  mruEnabled: false,
  extraUrls: [],
} as const;

// Lightning (Aura) component bundles and their files, as the data API exposes them. A new world has
// none: they are metadata a seed or client adds.
export const AURA_DEFINITION_BUNDLE = defineSObject({
  ...metadata,
  name: "AuraDefinitionBundle",
  label: "Lightning Definition Bundle",
  labelPlural: "Lightning Definition Bundles",
  keyPrefix: "0Ab",
  supportedScopes: [{ label: "All lightning definition bundles", name: "everything" }],
  fields: [
    idField("Lightning Definition Bundle ID"),
    IS_DELETED,
    { name: "DeveloperName", label: "Name", type: "string", length: 80, nillable: false },
    { name: "Language", label: "Master Language", type: "picklist", length: 40, nillable: false, defaultValue: "en_US", picklist: ["en_US"] },
    { name: "MasterLabel", label: "Label", type: "string", length: 80, nillable: false, nameField: true },
    { name: "NamespacePrefix", label: "Namespace Prefix", type: "string", length: 15, ...readOnly },
    ...AUDIT_FIELDS,
    { name: "ApiVersion", label: "API Version", type: "double", precision: 18, scale: 1 },
    { name: "Description", label: "Description", type: "textarea", length: 1000 },
  ],
});

export const AURA_DEFINITION = defineSObject({
  ...metadata,
  name: "AuraDefinition",
  label: "Lightning Definition",
  labelPlural: "Lightning Definitions",
  keyPrefix: "0Ad",
  supportedScopes: [{ label: "All lightning definitions", name: "everything" }],
  fields: [
    idField("Lightning Definition ID"),
    IS_DELETED,
    ...AUDIT_FIELDS,
    {
      name: "AuraDefinitionBundleId",
      label: "Lightning Definition Bundle ID",
      type: "reference",
      referenceTo: ["AuraDefinitionBundle"],
      nillable: false,
      updateable: false,
      cascadeDelete: true,
      child: { name: null, cascadeDelete: true },
    },
    {
      name: "DefType",
      label: "Definition Type",
      type: "picklist",
      length: 40,
      nillable: false,
      restrictedPicklist: true,
      updateable: false,
      picklist: ["APPLICATION", "CONTROLLER", "COMPONENT", "EVENT", "HELPER", "INTERFACE", "RENDERER", "STYLE", "PROVIDER", "MODEL", "TESTSUITE", "DOCUMENTATION", "TOKENS", "DESIGN", "SVG"],
    },
    { name: "Format", label: "Format", type: "picklist", length: 40, nillable: false, restrictedPicklist: true, picklist: ["XML", "JS", "CSS", "TEXT"] },
    { name: "Source", label: "Source", type: "textarea", length: 32000, nillable: false },
    { name: "ManageableState", label: "Manageable State", type: "picklist", length: 40, nillable: false, restrictedPicklist: true, defaultedOnCreate: true, picklist: MANAGEABLE_STATE, ...readOnly },
  ],
});
