// Writing SOAP answers the way Salesforce writes them: one line, no indentation, the namespaces on
// the envelope, nil values as `xsi:nil="true"`. Clients read them with regular expressions (jsforce's
// login), a DOM (simple-salesforce) or a SOAP stack, so the shape is kept exactly.
import type { SoapFlavor } from "./soap-flavor.ts";

export const SOAP_ENVELOPE_NS = "http://schemas.xmlsoap.org/soap/envelope/";
const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A scalar of a result: null is written nil. */
export type SoapValue = string | number | boolean | null;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** `<name>value</name>`, or `<name xsi:nil="true"/>` for null. */
export function xmlElement(name: string, value: SoapValue): string {
  return value === null ? `<${name} xsi:nil="true"/>` : `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** Fields in their schema order, each as an element. */
export const xmlFields = (fields: Array<[string, SoapValue]>) => fields.map(([name, value]) => xmlElement(name, value)).join("");

/** A 200 answer: `content` inside the body of an envelope whose default namespace is the flavor's. */
export function soapResponse(flavor: SoapFlavor, content: string): Response {
  const envelope =
    `${DECLARATION}<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}" xmlns="${flavor.ns}" xmlns:xsi="${XSI_NS}">` +
    `<soapenv:Body>${content}</soapenv:Body></soapenv:Envelope>`;
  return soapXml(envelope, 200);
}

/** A fault envelope: its own namespaces, `sf` for the flavor's fault details. */
export function faultEnvelope(faultNs: string, fault: string): string {
  return `${DECLARATION}<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}" xmlns:sf="${faultNs}" xmlns:xsi="${XSI_NS}">` +
    `<soapenv:Body><soapenv:Fault>${fault}</soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
}

export const soapXml = (text: string, status: number) => new Response(text, { status, headers: { "content-type": "text/xml;charset=UTF-8" } });
