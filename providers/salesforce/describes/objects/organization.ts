import { addressFields } from "../compound-fields.ts";
import { defineSObject, type FieldSpec, type PicklistSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, idField } from "../system-fields.ts";
import { LANGUAGE, LOCALE, TIME_ZONE } from "./picklists.ts";

const readOnly = { createable: false, updateable: false } as const;
const setting = (name: string, label: string, picklist: readonly PicklistSpec[], nillable = true): FieldSpec => ({
  name,
  label,
  type: "picklist",
  length: 40,
  restrictedPicklist: true,
  picklist,
  nillable,
  createable: false,
});
const access = (name: string, label: string, picklist: readonly string[]): FieldSpec => ({
  ...setting(name, label, picklist),
  ...readOnly,
});
const preference = (name: string, label: string): FieldSpec => ({ name, label, type: "boolean", createable: false });
const counter = (name: string, label: string): FieldSpec => ({ name, label, type: "int", digits: 9, ...readOnly });
const audit = (name: string) => AUDIT_FIELDS.find((field) => field.name === name)!;

// The org itself: one record per org, never created or deleted through the API. Fields and their
// order follow a real org's record (tests/reference/salesforce/describes/GET_sobjects_Organization.json).
export const ORGANIZATION = defineSObject({
  name: "Organization",
  label: "Organization",
  labelPlural: "Organizations",
  keyPrefix: "00D",
  createable: false,
  deletable: false,
  undeletable: false,
  searchable: false,
  layoutable: false,
  compactLayoutable: false,
  searchLayoutable: false,
  feedEnabled: false,
  mruEnabled: false,
  triggerable: false,
  supportedScopes: [{ label: "All organizations", name: "everything" }],
  fields: [
    idField("Organization ID"),
    { name: "Name", label: "Name", type: "string", length: 80, nillable: false, nameField: true, createable: false },
    { name: "Division", label: "Division", type: "string", length: 80, createable: false },
    // Country follows the org's signup country and is read-only; the rest of the address is not.
    ...addressFields("").map((field) => ({ ...field, createable: false, ...(field.name === "Country" ? readOnly : {}) })),
    { name: "Phone", label: "Phone", type: "phone", createable: false },
    { name: "Fax", label: "Fax", type: "phone", createable: false },
    { name: "PrimaryContact", label: "Primary Contact", type: "string", length: 80, createable: false },
    setting("DefaultLocaleSidKey", "Locale", LOCALE, false),
    setting("TimeZoneSidKey", "Time Zone", TIME_ZONE, false),
    setting("LanguageLocaleKey", "Language", LANGUAGE, false),
    preference("ReceivesInfoEmails", "Info Emails"),
    preference("ReceivesAdminInfoEmails", "Info Emails Admin"),
    preference("PreferencesRequireOpportunityProducts", "RequireOpportunityProducts"),
    preference("PreferencesTransactionSecurityPolicy", "TransactionSecurityPolicy"),
    preference("PreferencesTerminateOldestSession", "TerminateOldestSession"),
    preference("PreferencesConsentManagementEnabled", "ConsentManagementEnabled"),
    preference("PreferencesAutoSelectIndividualOnMerge", "AutoSelectIndividualOnMerge"),
    preference("PreferencesLightningLoginEnabled", "LightningLoginEnabled"),
    preference("PreferencesOnlyLLPermUserAllowed", "OnlyLLPermUserAllowed"),
    counter("FiscalYearStartMonth", "Fiscal Year Starts In"),
    { name: "UsesStartDateAsFiscalYearName", label: "Fiscal Year Name by Start", type: "boolean", ...readOnly },
    access("DefaultAccountAccess", "Default Account Access", ["None", "Read", "Edit", "ControlledByLeadOrContact", "ControlledByCampaign"]),
    access("DefaultContactAccess", "Default Contact Access", ["None", "Read", "Edit", "ControlledByParent"]),
    access("DefaultOpportunityAccess", "Default Opportunity Access", ["None", "Read", "Edit", "ControlledByLeadOrContact", "ControlledByCampaign"]),
    access("DefaultLeadAccess", "Default Lead Access", ["None", "Read", "Edit", "ReadEditTransfer"]),
    access("DefaultCaseAccess", "Default Case Access", ["None", "Read", "Edit", "ReadEditTransfer"]),
    access("DefaultCalendarAccess", "Default Calendar Access", ["HideDetails", "HideDetailsInsert", "ShowDetails", "ShowDetailsInsert", "AllowEdits"]),
    access("DefaultPricebookAccess", "Default Price Book Access", ["None", "Read", "ReadSelect"]),
    access("DefaultCampaignAccess", "Default Campaign Access", ["None", "Read", "Edit", "All"]),
    { name: "DelegatedAuthenticationServiceUrl", label: "Single Sign-On Gateway URL", type: "url", ...readOnly },
    audit("SystemModstamp"),
    { name: "ComplianceBccEmail", label: "Compliance BCC Email", type: "email", ...readOnly },
    { ...setting("UiSkin", "UI Skin", ["Theme1", "Theme2", "PortalDefault", "Webstore", "Theme3"]), createable: false },
    { name: "SignupCountryIsoCode", label: "Signup Country", type: "string", length: 2, ...readOnly },
    { name: "TrialExpirationDate", label: "Trial Expiration Date", type: "datetime", ...readOnly },
    counter("NumKnowledgeService", "Knowledge Licenses"),
    access("OrganizationType", "Edition", [
      "Team Edition",
      "Professional Edition",
      "Enterprise Edition",
      "Developer Edition",
      "Personal Edition",
      "Unlimited Edition",
      "Contact Manager Edition",
      "Base Edition",
    ]),
    { name: "NamespacePrefix", label: "Namespace Prefix", type: "string", length: 15, ...readOnly },
    { name: "InstanceName", label: "Instance Name", type: "string", length: 40, ...readOnly },
    { name: "IsSandbox", label: "Is Sandbox", type: "boolean", ...readOnly },
    { name: "WebToCaseDefaultOrigin", label: "Web to Cases Default Origin", type: "string", length: 40, createable: false },
    counter("MonthlyPageViewsUsed", "Monthly Page Views Used"),
    counter("MonthlyPageViewsEntitlement", "Monthly Page Views Allowed"),
    { name: "IsReadOnly", label: "Is Read Only", type: "boolean", ...readOnly },
    audit("CreatedDate"),
    audit("CreatedById"),
    audit("LastModifiedDate"),
    audit("LastModifiedById"),
  ],
  extraUrls: [],
});
