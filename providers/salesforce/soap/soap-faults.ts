// The SOAP API's faults, as Salesforce sends them: HTTP 500 (SOAP 1.1 answers every fault so), a
// `faultcode` that is a QName in the fault namespace (`sf:INVALID_LOGIN`) or a SOAP code
// (`soapenv:Client`), a `faultstring` of "CODE: message", and, for API faults, a typed `detail`.
// jsforce reads `faultstring` (and `faultcode` for INVALID_SESSION_ID, to refresh a session);
// simple-salesforce reads `sf:exceptionCode` and `sf:exceptionMessage`.
import { escapeXml, faultEnvelope, soapXml } from "./soap-xml.ts";
import type { SoapFlavor } from "./soap-flavor.ts";

type DetailType = "LoginFault" | "UnexpectedErrorFault";

export class SoapFault {
  constructor(
    /** `sf:CODE` for an API fault, `soapenv:Client` for a request the SOAP layer cannot dispatch. */
    readonly faultcode: string,
    readonly faultstring: string,
    readonly detail?: { type: DetailType; exceptionCode: string; exceptionMessage: string },
  ) {}

  toResponse(flavor: Pick<SoapFlavor, "faultNs">, status = 500): Response {
    const detail = this.detail
      ? `<detail><sf:${this.detail.type} xsi:type="sf:${this.detail.type}"><sf:exceptionCode>${this.detail.exceptionCode}</sf:exceptionCode>` +
        `<sf:exceptionMessage>${escapeXml(this.detail.exceptionMessage)}</sf:exceptionMessage></sf:${this.detail.type}></detail>`
      : "";
    return soapXml(faultEnvelope(flavor.faultNs, `<faultcode>${this.faultcode}</faultcode><faultstring>${escapeXml(this.faultstring)}</faultstring>${detail}`), status);
  }
}

/** An API fault: `sf:CODE`, "CODE: message", and the same code and message in a typed detail. */
const apiFault = (code: string, message: string, type: DetailType = "UnexpectedErrorFault") =>
  new SoapFault(`sf:${code}`, `${code}: ${message}`, { type, exceptionCode: code, exceptionMessage: message });

/** Fault codes and messages of the SOAP endpoints, in Salesforce's words where it has them. */
export const SOAP_FAULTS = {
  /** A wrong username or password, an inactive user, or a user with no password. */
  invalidLogin: () => apiFault("INVALID_LOGIN", "Invalid username, password, security token; or user locked out.", "LoginFault"),
  /** A call without a session header, or with a session this org no longer accepts. */
  invalidSession: () => apiFault("INVALID_SESSION_ID", "Invalid Session ID found in SessionHeader: Illegal Session"),
  /** The request is not XML we read (the parser's message), or the server failed. */
  unknownException: (message: string) => apiFault("UNKNOWN_EXCEPTION", message),
  /** login() was removed from API version 65.0 on. */
  loginUnavailable: (version: string) =>
    apiFault("INVALID_OPERATION", `The SOAP Login operation is not available in the API version specified (${version}). Refer to the documentation for supported versions.`),
  unsupportedVersion: () => apiFault("UNSUPPORTED_API_VERSION", "Invalid Api version specified on URL"),
  tooLarge: (limit: number) => apiFault("EXCEEDED_MAX_SIZE_REQUEST", `The size of the request exceeded the limit of ${limit} bytes.`),
  storageLimit: (message: string) => apiFault("STORAGE_LIMIT_EXCEEDED", `storage limit exceeded: ${message}`),
  /** The org's API request limit (an injected rate_limit fault: docs/worlds.md "Faults"). */
  requestLimit: (message: string) => apiFault("REQUEST_LIMIT_EXCEEDED", message),
  /** A call the endpoint does not have: another namespace's, or one this mock does not implement. */
  noOperation: (ns: string, name: string) =>
    new SoapFault("soapenv:Client", `No operation available for request {${ns}}${name}, please check the WSDL for the service.`),
  /** An element the call's schema has no place for. */
  invalidElement: (ns: string, name: string) => new SoapFault("soapenv:Client", `Element {${ns}}${name} invalid at this location`),
} as const;
