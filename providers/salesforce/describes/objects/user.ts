import { addressFields, personNameFields } from "../compound-fields.ts";
import { defineSObject, type FieldSpec, type PicklistSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, LAST_VIEWED_FIELDS, idField } from "../system-fields.ts";
import { EMAIL_ENCODING, LANGUAGE, LOCALE, TIME_ZONE } from "./picklists.ts";

const readOnly = { createable: false, updateable: false } as const;
const required = { nillable: false } as const;
const setting = (name: string, label: string, picklist: readonly PicklistSpec[]): FieldSpec => ({
  name,
  label,
  type: "picklist",
  length: 40,
  restrictedPicklist: true,
  picklist,
  ...required,
});

// Users are deactivated, never deleted: no IsDeleted, not deletable or undeletable.
export const USER = defineSObject({
  name: "User",
  label: "User",
  labelPlural: "Users",
  keyPrefix: "005",
  deletable: false,
  undeletable: false,
  fields: [
    idField("User ID"),
    { name: "Username", label: "Username", type: "string", length: 80, idLookup: true, ...required },
    ...personNameFields([]).filter((field) => field.name !== "Salutation"),
    { name: "CompanyName", label: "Company Name", type: "string", length: 80 },
    { name: "Division", label: "Division", type: "string", length: 80 },
    { name: "Department", label: "Department", type: "string", length: 80 },
    { name: "Title", label: "Title", type: "string", length: 80 },
    ...addressFields(""),
    { name: "Email", label: "Email", type: "email", length: 128, idLookup: true, ...required },
    { name: "SenderEmail", label: "Email Sender Address", type: "email" },
    { name: "SenderName", label: "Email Sender Name", type: "string", length: 80 },
    { name: "Signature", label: "Email Signature", type: "textarea", length: 1333 },
    { name: "Phone", label: "Phone", type: "phone" },
    { name: "Fax", label: "Fax", type: "phone" },
    { name: "MobilePhone", label: "Mobile", type: "phone" },
    { name: "Alias", label: "Alias", type: "string", length: 8, ...required },
    // Generated from the username when omitted.
    { name: "CommunityNickname", label: "Nickname", type: "string", length: 40, defaultedOnCreate: true, ...required },
    { name: "IsActive", label: "Active", type: "boolean", defaultValue: true },
    setting("TimeZoneSidKey", "Time Zone", TIME_ZONE),
    {
      name: "UserRoleId",
      label: "Role ID",
      type: "reference",
      referenceTo: ["UserRole"],
      relationshipName: "UserRole",
    },
    setting("LocaleSidKey", "Locale", LOCALE),
    setting("EmailEncodingKey", "Email Encoding", EMAIL_ENCODING),
    { name: "ProfileId", label: "Profile ID", type: "reference", referenceTo: ["Profile"], ...required },
    {
      name: "UserType",
      label: "User Type",
      type: "picklist",
      length: 40,
      restrictedPicklist: true,
      defaultedOnCreate: true,
      picklist: [["Standard", "Standard"], ["PowerPartner", "Partner"], ["CsnOnly", "Chatter Free"], ["Guest", "Guest"]],
      ...readOnly,
    },
    setting("LanguageLocaleKey", "Language", LANGUAGE),
    { name: "EmployeeNumber", label: "Employee Number", type: "string", length: 20 },
    {
      name: "ManagerId",
      label: "Manager ID",
      type: "reference",
      referenceTo: ["User"],
      child: { name: "ManagedUsers" },
    },
    { name: "LastLoginDate", label: "Last Login", type: "datetime", ...readOnly },
    { name: "LastPasswordChangeDate", label: "Last Password Change or Reset", type: "datetime", ...readOnly },
    ...AUDIT_FIELDS,
    { name: "ReceivesInfoEmails", label: "Info Emails", type: "boolean" },
    { name: "ReceivesAdminInfoEmails", label: "Admin Info Emails", type: "boolean" },
    { name: "ForecastEnabled", label: "Allow Forecasting", type: "boolean" },
    {
      name: "ContactId",
      label: "Contact ID",
      type: "reference",
      referenceTo: ["Contact"],
      child: { name: "Users", restrictedDelete: true },
    },
    {
      name: "AccountId",
      label: "Account ID",
      type: "reference",
      referenceTo: ["Account"],
      child: { name: "Users" },
      ...readOnly,
    },
    { name: "FederationIdentifier", label: "SAML Federation ID", type: "string", length: 512 },
    { name: "AboutMe", label: "About Me", type: "textarea", length: 1000 },
    { name: "FullPhotoUrl", label: "Url for full-sized Photo", type: "url", length: 1024, ...readOnly },
    { name: "SmallPhotoUrl", label: "Photo", type: "url", length: 1024, extraTypeInfo: "imageurl", ...readOnly },
    ...LAST_VIEWED_FIELDS,
  ],
  extraUrls: ["namedLayouts", "passwordUtilities"],
});
