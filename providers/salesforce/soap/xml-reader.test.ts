import { describe, expect, test } from "bun:test";
import { readXml, XML_LIMITS, XmlSyntaxError } from "./xml-reader.ts";

const SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
const PARTNER = "urn:partner.soap.sforce.com";
const refused = (xml: string, message: string | RegExp) => {
  expect(() => readXml(xml)).toThrow(XmlSyntaxError);
  expect(() => readXml(xml)).toThrow(message);
};

describe("reading an envelope", () => {
  test("prefixes and default namespaces resolve, including ones declared on the element itself", () => {
    const root = readXml(
      `<?xml version="1.0" encoding="utf-8" ?>\n<env:Envelope xmlns:env="${SOAP}" xmlns:urn="${PARTNER}"><env:Body>` +
        `<login xmlns="${PARTNER}"><username>a@b.c</username></login><n1:x xmlns:n1="urn:other"/><urn:y/></env:Body></env:Envelope>`,
    );
    expect({ name: root.name, ns: root.ns }).toEqual({ name: "Envelope", ns: SOAP });
    const body = root.children[0]!;
    expect(body.children.map((c) => [c.name, c.ns])).toEqual([["login", PARTNER], ["x", "urn:other"], ["y", PARTNER]]);
    expect(body.children[0]!.children[0]).toMatchObject({ name: "username", ns: PARTNER, text: "a@b.c" });
  });

  test("text decodes the five entities and character references; CDATA is kept as written; comments vanish", () => {
    const root = readXml(`<a x='1 &amp; &#x32;'>&lt;p&gt; &quot;&apos;&amp; &#233;<!-- note --><![CDATA[<b>&amp;</b>]]></a>`);
    expect(root.text).toBe(`<p> "'& é<b>&amp;</b>`);
    expect(root.attributes).toEqual({ x: "1 & 2" });
  });

  test("a byte-order mark and whitespace around the root are fine; self-closing elements have no text", () => {
    expect(readXml("\uFEFF  <a/>\n ")).toMatchObject({ name: "a", text: "", children: [] });
  });
});

describe("refused", () => {
  test("a DOCTYPE, whatever it declares: no entity is ever defined, so none is expanded or fetched", () => {
    refused(`<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>`, /DOCTYPE is disallowed/);
    refused(`<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>`, /DOCTYPE is disallowed/);
    const laughs = `<!DOCTYPE l [<!ENTITY a "aaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY b${i} "${"&a;".repeat(10)}">`).join("")}]><l>&b8;</l>`;
    refused(laughs, /DOCTYPE is disallowed/);
  });

  test("undeclared entities, a bare ampersand and references to characters XML forbids", () => {
    refused("<a>&foo;</a>", 'The entity "foo" was referenced, but not declared.');
    refused("<a>&Cl</a>", `The reference to entity "Cl" must end with the ';' delimiter.`);
    refused("<a>a & b</a>", "The entity name must immediately follow the '&' in the entity reference.");
    refused("<a>&#0;</a>", /invalid XML character/);
  });

  test("processing instructions other than the declaration", () => {
    refused(`<a><?php echo 1 ?></a>`, /Processing instructions/);
  });

  test("what is not well-formed: mismatched or missing end tags, unbound prefixes, two roots, text outside the root, nothing", () => {
    refused("<a><b></a>", 'The element type "b" must be terminated by the matching end-tag "</b>".');
    refused("<a>", /must start and end within the same entity/);
    refused("<x:a/>", 'The prefix "x" for element "x:a" is not bound.');
    refused("<a/><b/>", /following the root element/);
    refused("hello<a/>", "Content is not allowed in prolog.");
    refused("<a/>bye", "Content is not allowed in trailing section.");
    refused("", "Premature end of file.");
    refused("   ", "Premature end of file.");
    refused(`<a x="1" x="2"/>`, /already specified/);
    refused("<a b/>", /must be followed by either attribute specifications/);
  });

  // 200,000 entities: a quadratic reader takes minutes here, so the test's timeout is the bound (a
  // millisecond assert would fail on a busy CI machine; the benchmark measures time).
  test("nesting and element counts past the limits, in linear time", () => {
    refused("<a>".repeat(XML_LIMITS.depth + 1), /deeper than/);
    refused(`<a>${"<b/>".repeat(XML_LIMITS.elements)}</a>`, /more than/);
    expect(() => readXml(`<a>${"&amp;".repeat(200_000)}</a>`)).not.toThrow();
  });
});
