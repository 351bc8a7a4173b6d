import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SfOrg } from "../operations/org.fixture.ts";
import { startTestService } from "../../../tests/support/test-service.ts";
import { trimTrailingSlashes } from "../../../core/http/trim-trailing-slashes.ts";
import { MAX_SOAP_BYTES } from "./soap-envelope.ts";
import { elementText, faultOf, jsforceLogin, postSoap, withSession } from "./soap.fixture.ts";

// What reaches the SOAP endpoints that is not a well-formed call: every answer is a SOAP fault in
// Salesforce's shape (text/xml, never the REST JSON or the service's generic 500), and no entity is
// ever expanded. The service's own body limit is small here, to reach it cheaply.
const SERVICE_BODY_LIMIT = 2 * MAX_SOAP_BYTES;
const org = new SfOrg();
beforeAll(async () => {
  org.t = await startTestService({ limits: { mockBodyBytes: SERVICE_BODY_LIMIT } });
  org.url = trimTrailingSlashes((await org.t.createSnapshot("salesforce", {})).url);
});
afterAll(() => org.t.close());

const ENDPOINT = "/services/Soap/u/64.0";
async function fault(body: string | Uint8Array<ArrayBuffer>, path = ENDPOINT): Promise<{ status: number; code?: string; message?: string }> {
  const answer = await postSoap(org, path, body);
  expect(answer.type).toBe("text/xml;charset=UTF-8");
  expect(answer.text).toContain("<soapenv:Fault>");
  return { status: answer.status, ...faultOf(answer.text) };
}
const unknown = (message: string) => ({ status: 500, code: "sf:UNKNOWN_EXCEPTION", message: `UNKNOWN_EXCEPTION: ${message}` });

describe("hostile XML", () => {
  test("a DOCTYPE is refused before any entity is declared, internal or external", async () => {
    const login = jsforceLogin("x", "y");
    for (const doctype of ['<!DOCTYPE se [<!ENTITY who "admin">]>', '<!DOCTYPE se [<!ENTITY who SYSTEM "file:///etc/passwd">]>', '<!DOCTYPE se SYSTEM "http://127.0.0.1:1/x.dtd">']) {
      const body = `<?xml version="1.0"?>${doctype}${login.replace("<username>x", "<username>&who;")}`;
      expect(await fault(body)).toEqual(unknown('DOCTYPE is disallowed when the feature "http://apache.org/xml/features/disallow-doctype-decl" set to true.'));
    }
  });

  test("an entity that was never declared is refused by name", async () => {
    expect(await fault(jsforceLogin("x", "y").replace("<username>x", "<username>&who;"))).toEqual(unknown('The entity "who" was referenced, but not declared.'));
  });

  test("malformed XML, an empty body and bytes that are not UTF-8", async () => {
    expect(await fault("<se:Envelope xmlns:se='http://schemas.xmlsoap.org/soap/envelope/'><se:Body>")).toEqual(unknown("XML document structures must start and end within the same entity."));
    expect(await fault("")).toEqual(unknown("Premature end of file."));
    expect(await fault(new Uint8Array([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]))).toEqual(unknown("Invalid byte 1 of 1-byte UTF-8 sequence."));
    expect(await fault('{"username":"x"}')).toEqual(unknown("Content is not allowed in prolog."));
  });

  test("XML that is no SOAP envelope, and a call the endpoint does not have", async () => {
    expect(await fault("<login><username>x</username></login>")).toEqual({ status: 500, code: "soapenv:Client", message: "Element {}login invalid at this location" });
    expect(await fault(withSession("any", "query"))).toEqual({
      status: 500, code: "soapenv:Client", message: "No operation available for request {urn:partner.soap.sforce.com}query, please check the WSDL for the service.",
    });
    expect(await fault(withSession("any", "__proto__"))).toMatchObject({ code: "soapenv:Client" });
  });
});

describe("size", () => {
  test("an envelope past the SOAP endpoint's cap is refused unread", async () => {
    const padded = jsforceLogin("x", "y").replace("<se:Header/>", `<se:Header><!--${"x".repeat(MAX_SOAP_BYTES)}--></se:Header>`);
    expect(await fault(padded)).toEqual({ status: 500, code: "sf:EXCEEDED_MAX_SIZE_REQUEST", message: `EXCEEDED_MAX_SIZE_REQUEST: The size of the request exceeded the limit of ${MAX_SOAP_BYTES} bytes.` });
  });

  test("a body past the service's limit gets the same fault from the core's check", async () => {
    expect(await fault("x".repeat(SERVICE_BODY_LIMIT + 1))).toMatchObject({ status: 500, code: "sf:EXCEEDED_MAX_SIZE_REQUEST" });
  });
});

describe("the core's refusals on a SOAP path", () => {
  test("a method other than POST, and a path under the endpoint that names nothing", async () => {
    const get = await org.t.mock(`${org.url}${ENDPOINT}`);
    expect([get.status, get.headers.get("content-type"), elementText(await get.text(), "faultcode")]).toEqual([405, "text/xml;charset=UTF-8", "soapenv:Client"]);
    const deep = await postSoap(org, `${ENDPOINT}/00D000000000001/extra`, jsforceLogin("x", "y"));
    expect([deep.status, elementText(deep.text, "faultcode")]).toEqual([404, "soapenv:Client"]);
  });

  test("REST paths keep the REST error shape", async () => {
    const rest = await org.send("/sobjects/Nope");
    expect(rest.body).toEqual([{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }]);
  });
});
