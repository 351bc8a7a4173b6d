// Reading a SOAP request: the bytes the core handed over (the endpoints declare a body of any type, so
// nothing is parsed as JSON first), within a size cap, as XML, as a SOAP 1.1 envelope, down to its call
// and its headers. Whatever goes wrong is a fault for the client, never an exception.
import type { UploadedFile } from "../../../core/pack/index.ts";
import { childNamed, readXml, XmlSyntaxError, type XmlElement } from "./xml-reader.ts";
import { SOAP_ENVELOPE_NS } from "./soap-xml.ts";
import { SOAP_FAULTS, SoapFault } from "./soap-faults.ts";

/**
 * The largest envelope read. The calls served (login, getUserInfo, logout) are a few hundred bytes;
 * a cap far below the service's body limit keeps parsing cheap whatever is sent.
 */
export const MAX_SOAP_BYTES = 256 * 1024;

export interface SoapEnvelope {
  /** The element in the body: the call (`login`, `getUserInfo`, …) with its arguments as children. */
  call: XmlElement;
  /** The header's entries (`SessionHeader`, `CallOptions`, `LoginScopeHeader`, …). */
  headers: XmlElement[];
}

export function readEnvelope(body: unknown): SoapEnvelope | SoapFault {
  // A body the core parsed as a form (multipart) is no envelope; no body at all reads as an empty one.
  if (body !== undefined && !isUpload(body)) return SOAP_FAULTS.unknownException("The request is not a SOAP message.");
  const bytes = isUpload(body) ? body.bytes : new Uint8Array(0);
  if (bytes.byteLength > MAX_SOAP_BYTES) return SOAP_FAULTS.tooLarge(MAX_SOAP_BYTES);
  let root: XmlElement;
  try {
    root = readXml(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    if (error instanceof XmlSyntaxError) return SOAP_FAULTS.unknownException(error.message);
    if (error instanceof TypeError) return SOAP_FAULTS.unknownException("Invalid byte 1 of 1-byte UTF-8 sequence.");
    throw error;
  }
  if (root.name !== "Envelope" || root.ns !== SOAP_ENVELOPE_NS) return SOAP_FAULTS.invalidElement(root.ns, root.name);
  const header = childNamed(root, "Header");
  const soapBody = childNamed(root, "Body");
  const stray = root.children.find((child) => child.ns !== SOAP_ENVELOPE_NS || (child.name !== "Header" && child.name !== "Body"));
  if (stray) return SOAP_FAULTS.invalidElement(stray.ns, stray.name);
  const call = soapBody?.children[0];
  if (!call) return SOAP_FAULTS.unknownException("The SOAP Body holds no call.");
  return { call, headers: header?.children ?? [] };
}

/** The text of a call's argument, or of a header's field: `<username>` in `<login>`, `<sessionId>` in `<SessionHeader>`. */
export const argument = (element: XmlElement | undefined, name: string) => childNamed(element, name)?.text;

/** The session a call carries in its SessionHeader, trimmed; undefined when it has none. */
export function sessionIdOf(envelope: SoapEnvelope): string | undefined {
  const id = argument(envelope.headers.find((entry) => entry.name === "SessionHeader"), "sessionId")?.trim();
  return id ? id : undefined;
}

function isUpload(body: unknown): body is UploadedFile {
  return typeof body === "object" && body !== null && (body as UploadedFile).bytes instanceof Uint8Array;
}
