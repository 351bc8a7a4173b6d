// A small XML reader for SOAP envelopes: elements, attributes, text, CDATA, comments and the XML
// declaration, with namespaces resolved. It refuses what a SOAP message never needs and a hostile one
// uses: a DOCTYPE (so no entity can be declared, let alone expanded: no "billion laughs", no external
// entity reading a file or a URL), processing instructions, and entity references other than XML's
// five and character references. One pass, linear in the input; depth and element count are capped.
// Messages are the ones Salesforce's parser (Xerces) gives, since they reach the client in a fault.

export interface XmlElement {
  /** The local name, without its prefix. */
  name: string;
  /** The namespace URI the prefix (or the default namespace) resolves to; "" for none. */
  ns: string;
  /** Attributes by their name as written (`xsi:type`), values decoded. */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, decoded, concatenated. */
  text: string;
}

export class XmlSyntaxError extends Error {
  override name = "XmlSyntaxError";
}

/** Deeper or larger than any SOAP call this mock answers needs: refused before it costs anything. */
export const XML_LIMITS = { depth: 32, elements: 5_000 };

const XML_NS = "http://www.w3.org/XML/1998/namespace";
const NAME = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const REFERENCE = /&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*)?(;)?/g;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

interface Open { element: XmlElement; qname: string; scope: Map<string, string> }

const fail = (message: string): never => {
  throw new XmlSyntaxError(message);
};

/** The document's root element; an XmlSyntaxError for anything that is not well-formed or is refused. */
export function readXml(source: string): XmlElement {
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (source.startsWith("<?xml", at) && /\s/.test(source.charAt(at + 5))) {
    const end = source.indexOf("?>", at);
    at = end === -1 ? fail("XML document structures must start and end within the same entity.") : end + 2;
  }
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  while (at < source.length) {
    const lt = source.indexOf("<", at);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > at) addText(stack, root, source.slice(at, textEnd));
    if (lt === -1) break;
    if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      at = end === -1 ? fail("XML document structures must start and end within the same entity.") : end + 3;
    } else if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end === -1) fail("The CDATA section must end with ']]>'.");
      if (stack.length === 0) fail("Content is not allowed in prolog.");
      stack.at(-1)!.element.text += source.slice(lt + 9, end);
      at = end + 3;
    } else if (source.startsWith("<!", lt)) {
      // A DOCTYPE is where entities are declared: refused outright, as Salesforce's parser is configured.
      fail('DOCTYPE is disallowed when the feature "http://apache.org/xml/features/disallow-doctype-decl" set to true.');
    } else if (source.startsWith("<?", lt)) {
      fail("Processing instructions are not allowed in SOAP messages.");
    } else if (source.startsWith("</", lt)) {
      at = closeTag(source, lt, stack);
    } else {
      if (stack.length === 0 && root) fail("The markup in the document following the root element must be well-formed.");
      if (++count > XML_LIMITS.elements) fail(`The document has more than ${XML_LIMITS.elements} elements.`);
      const opened = openTag(source, lt, stack);
      root ??= opened.open.element;
      if (!opened.selfClosing) stack.push(opened.open);
      if (stack.length > XML_LIMITS.depth) fail(`The document nests elements deeper than ${XML_LIMITS.depth} levels.`);
      at = opened.at;
    }
  }
  if (stack.length > 0) fail("XML document structures must start and end within the same entity.");
  return root ?? fail("Premature end of file.");
}

function addText(stack: Open[], root: XmlElement | undefined, raw: string): void {
  const top = stack.at(-1);
  if (top) top.element.text += decodeReferences(raw);
  else if (raw.trim() !== "") fail(root ? "Content is not allowed in trailing section." : "Content is not allowed in prolog.");
}

function openTag(source: string, lt: number, stack: Open[]): { at: number; open: Open; selfClosing: boolean } {
  NAME.lastIndex = lt + 1;
  const qname = NAME.exec(source)?.[0] ?? fail("The markup in the document preceding the root element must be well-formed.");
  let at = lt + 1 + qname.length;
  const written: Array<[string, string]> = [];
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const attribute = ATTRIBUTE.exec(source);
    if (!attribute) break;
    if (written.some(([name]) => name === attribute[1])) fail(`Attribute "${attribute[1]}" was already specified for element "${qname}".`);
    written.push([attribute[1]!, decodeReferences(attribute[2] ?? attribute[3] ?? "")]);
    at = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = at;
  const end = TAG_END.exec(source) ?? fail(`Element type "${qname}" must be followed by either attribute specifications, ">" or "/>".`);
  const parentScope = stack.at(-1)?.scope;
  const declared = written.filter(([name]) => name === "xmlns" || name.startsWith("xmlns:"));
  const scope = declared.length === 0 && parentScope ? parentScope : new Map(parentScope);
  for (const [name, value] of declared) scope.set(name === "xmlns" ? "" : name.slice(6), value);
  const element: XmlElement = { ...qualify(qname, scope), attributes: Object.fromEntries(written), children: [], text: "" };
  stack.at(-1)?.element.children.push(element);
  return { at: TAG_END.lastIndex, open: { element, qname, scope }, selfClosing: end[1] === "/" };
}

function closeTag(source: string, lt: number, stack: Open[]): number {
  const gt = source.indexOf(">", lt);
  const qname = source.slice(lt + 2, gt === -1 ? undefined : gt).trim();
  const open = stack.pop();
  if (!open) fail("The markup in the document following the root element must be well-formed.");
  if (gt === -1 || open!.qname !== qname) fail(`The element type "${open!.qname}" must be terminated by the matching end-tag "</${open!.qname}>".`);
  return gt + 1;
}

function qualify(qname: string, scope: Map<string, string>): { name: string; ns: string } {
  const colon = qname.indexOf(":");
  if (colon === -1) return { name: qname, ns: scope.get("") ?? "" };
  const prefix = qname.slice(0, colon);
  const ns = prefix === "xml" ? XML_NS : scope.get(prefix);
  return ns === undefined ? fail(`The prefix "${prefix}" for element "${qname}" is not bound.`) : { name: qname.slice(colon + 1), ns };
}

/** Text with its references replaced: the five predefined entities and character references only. */
function decodeReferences(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(REFERENCE, (_match, body: string | undefined, semicolon: string | undefined) => {
    if (body === undefined) return fail("The entity name must immediately follow the '&' in the entity reference.");
    if (semicolon === undefined) return fail(`The reference to entity "${body}" must end with the ';' delimiter.`);
    if (!body.startsWith("#")) return PREDEFINED[body] ?? fail(`The entity "${body}" was referenced, but not declared.`);
    const code = body.startsWith("#x") ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return isXmlChar(code) ? String.fromCodePoint(code) : fail(`Character reference "&${body}" is an invalid XML character.`);
  });
}

function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** The first child with this local name (any namespace), or undefined. */
export const childNamed = (element: XmlElement | undefined, name: string) => element?.children.find((child) => child.name === name);
