// Envelopes as clients send them, and a way to post them to an org, for the SOAP endpoints' tests.
import type { SfOrg } from "../operations/org.fixture.ts";
import { escapeXml } from "./soap-xml.ts";
import { readXml } from "./xml-reader.ts";

export const PARTNER = "urn:partner.soap.sforce.com";
export const ENTERPRISE = "urn:enterprise.soap.sforce.com";

/** jsforce's loginBySoap envelope, byte for byte (src/connection.ts). */
export const jsforceLogin = (username: string, password: string, ns = PARTNER) =>
  `<se:Envelope xmlns:se="http://schemas.xmlsoap.org/soap/envelope/"><se:Header/><se:Body><login xmlns="${ns}">` +
  `<username>${escapeXml(username)}</username><password>${escapeXml(password)}</password></login></se:Body></se:Envelope>`;

/** jsforce's logoutBySoap envelope; any other call with a session, in the same shape. */
export const withSession = (sessionId: string, call: string, ns = PARTNER) =>
  `<se:Envelope xmlns:se="http://schemas.xmlsoap.org/soap/envelope/"><se:Header><SessionHeader xmlns="${ns}"><sessionId>${escapeXml(sessionId)}</sessionId>` +
  `</SessionHeader></se:Header><se:Body><${call} xmlns="${ns}"/></se:Body></se:Envelope>`;

export interface SoapAnswer { status: number; type: string | null; text: string }

/** POSTs `body` to `path` under the org's url (or to an absolute url), as jsforce does: text/xml, SOAPAction "". */
export async function postSoap(org: SfOrg, path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Promise<SoapAnswer> {
  const url = /^https?:/.test(path) ? path : `${org.url}${path}`;
  const response = await org.t.mock(url, { method: "POST", body, headers: { "content-type": "text/xml", soapaction: '""', ...headers } });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/** The text of the first `<name>` element of an answer (as jsforce's login reads it, with a regular expression). */
export const elementText = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/** A fault's code and message, decoded (Salesforce escapes the quotes a parser's message holds). */
export function faultOf(xml: string): { code?: string; message?: string } {
  const fault = readXml(xml).children.find((c) => c.name === "Body")?.children.find((c) => c.name === "Fault");
  const text = (name: string) => fault?.children.find((c) => c.name === name)?.text;
  return { code: text("faultcode"), message: text("faultstring") };
}

/** A fault envelope exactly as Salesforce writes it, for comparing whole answers. */
export const faultXml = (faultcode: string, faultstring: string, detail?: { type: string; code: string; message: string }, faultNs = "urn:fault.partner.soap.sforce.com") =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:sf="${faultNs}" ` +
  `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><soapenv:Fault><faultcode>${faultcode}</faultcode><faultstring>${faultstring}</faultstring>` +
  (detail
    ? `<detail><sf:${detail.type} xsi:type="sf:${detail.type}"><sf:exceptionCode>${detail.code}</sf:exceptionCode><sf:exceptionMessage>${detail.message}</sf:exceptionMessage></sf:${detail.type}></detail>`
    : "") +
  `</soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
