// The two SOAP endpoints that log in: the partner API (`/services/Soap/u/…`, loosely typed, the one
// jsforce and simple-salesforce use) and the enterprise API (`/services/Soap/c/…`). They answer the
// same calls in their own namespaces, and a call in the other's namespace is no operation of theirs.

export interface SoapFlavor {
  /** The path letter: `u` (partner) or `c` (enterprise). */
  letter: "u" | "c";
  /** The namespace of its calls and results. */
  ns: string;
  /** The namespace of its fault details (`sf:LoginFault`). */
  faultNs: string;
}

const FLAVORS: Record<"u" | "c", SoapFlavor> = {
  u: { letter: "u", ns: "urn:partner.soap.sforce.com", faultNs: "urn:fault.partner.soap.sforce.com" },
  c: { letter: "c", ns: "urn:enterprise.soap.sforce.com", faultNs: "urn:fault.enterprise.soap.sforce.com" },
};

const SOAP_PATH = /\/services\/Soap\/([uc])\//;

/** The flavor a path names (`…/services/Soap/u/64.0`), or undefined for any other path. */
export function soapFlavorOf(pathname: string): SoapFlavor | undefined {
  const letter = SOAP_PATH.exec(pathname)?.[1] as "u" | "c" | undefined;
  return letter ? FLAVORS[letter] : undefined;
}

/** Whether a request is for one of the SOAP endpoints: its failures are answered as SOAP faults. */
export function isSoapRequest(request: Request): boolean {
  return soapFlavorOf(URL.parse(request.url)?.pathname ?? "") !== undefined;
}
