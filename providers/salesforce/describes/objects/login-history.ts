import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { idField } from "../system-fields.ts";
import { PLATFORM_OWNED } from "./platform-owned.ts";

const text = (name: string, label: string, length: number): FieldSpec => ({ name, label, type: "string", length, createable: false, updateable: false });

// One row per login attempt, written by the platform. This mock does not log its own token requests
// here; a world has the rows its seed gives it. LoginHistory has no audit fields, as in Salesforce.
export const LOGIN_HISTORY = defineSObject({
  ...PLATFORM_OWNED,
  name: "LoginHistory",
  label: "Login History",
  labelPlural: "Login History",
  keyPrefix: "0Ya",
  supportedScopes: [{ label: "All login history", name: "everything" }],
  fields: [
    idField("Login History ID"),
    { name: "UserId", label: "User ID", type: "reference", referenceTo: ["User"], relationshipName: null, child: { name: null }, createable: false, updateable: false },
    { name: "LoginTime", label: "Login Time", type: "datetime", nillable: false, createable: false, updateable: false },
    text("LoginType", "Login Type", 40),
    text("SourceIp", "Source IP", 39),
    text("LoginUrl", "Login URL", 255),
    { name: "NetworkId", label: "Network ID", type: "reference", referenceTo: ["Network"], relationshipName: null, child: { name: null }, createable: false, updateable: false },
    text("AuthenticationServiceId", "Authentication Service ID", 18),
    text("LoginGeoId", "Login Geo Data ID", 18),
    text("TlsProtocol", "TLS Protocol", 40),
    text("CipherSuite", "TLS Cipher Suite", 40),
    text("Browser", "Browser", 64),
    text("Platform", "Platform", 64),
    text("Status", "Status", 128),
    text("Application", "Application", 64),
    text("ClientVersion", "Client Version", 64),
    text("ApiType", "API Type", 64),
    text("ApiVersion", "API Version", 32),
    text("CountryIso", "Country Code", 2),
    text("AuthMethodReference", "Authentication Method Reference", 128),
    text("LoginSubType", "Login Subtype", 40),
  ],
});
