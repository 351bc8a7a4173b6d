import { describe, expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { PROFILES, standardRecordId } from "../seed-org.ts";
import { readXml } from "./xml-reader.ts";
import { ENTERPRISE, elementText, faultXml, jsforceLogin, postSoap } from "./soap.fixture.ts";

const STANDARD_USER = PROFILES[1]!.Id;
const CEO = standardRecordId("00E", 1);
// login() on the partner (/services/Soap/u) and enterprise (/services/Soap/c) endpoints, as jsforce's
// login() without an OAuth client and simple-salesforce send it.
const org = useOrg({
  User: [
    { Username: "ada@example.test", Password: "s3cret", SecurityToken: "TOKEN42", FirstName: "Ada", LastName: "Lovelace", Email: "ada@example.test", Alias: "ada",
      TimeZoneSidKey: "Europe/London", LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: STANDARD_USER, UserRoleId: CEO },
    { Username: "gone@example.test", Password: "s3cret", LastName: "Gone", Email: "gone@example.test", Alias: "gone", TimeZoneSidKey: "Europe/London",
      LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA", IsActive: false },
  ],
});
const login = (username: string, password: string, path = "/services/Soap/u/64.0") => postSoap(org, path, jsforceLogin(username, password));
const INVALID_LOGIN = faultXml("sf:INVALID_LOGIN", "INVALID_LOGIN: Invalid username, password, security token; or user locked out.", {
  type: "LoginFault", code: "INVALID_LOGIN", message: "Invalid username, password, security token; or user locked out.",
});

const USER_INFO = [
  "accessibilityMode", "chatterExternal", "currencySymbol", "orgAttachmentFileSizeLimit", "orgDefaultCurrencyIsoCode", "orgDefaultCurrencyLocale",
  "orgDisallowHtmlAttachments", "orgHasPersonAccounts", "organizationId", "organizationMultiCurrency", "organizationName", "profileId", "roleId",
  "sessionSecondsValid", "userDefaultCurrencyIsoCode", "userEmail", "userFullName", "userId", "userLanguage", "userLocale", "userName",
  "userTimeZone", "userType", "userUiSkin",
];

describe("login", () => {
  test("answers LoginResult as the partner API does: its elements in the WSDL's order, text/xml, endpoints naming the 15-character org id", async () => {
    const answer = await login("ada@example.test", "s3cret");
    expect([answer.status, answer.type]).toEqual([200, "text/xml;charset=UTF-8"]);
    expect(answer.text).toStartWith(
      '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns="urn:partner.soap.sforce.com" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><loginResponse><result>',
    );
    const result = readXml(answer.text).children[0]!.children[0]!.children[0]!;
    expect(result.children.map((c) => c.name)).toEqual(["metadataServerUrl", "passwordExpired", "sandbox", "serverUrl", "sessionId", "userId", "userInfo"]);
    const userInfo = result.children.at(-1)!;
    expect(userInfo.children.map((c) => c.name)).toEqual(USER_INFO);
    const info = Object.fromEntries(userInfo.children.map((c) => [c.name, c.attributes["xsi:nil"] === "true" ? null : c.text]));
    const orgId = info.organizationId!;
    expect(orgId).toMatch(/^00D[0-9A-Za-z]{15}$/);
    expect(elementText(answer.text, "serverUrl")).toBe(`${org.url}/services/Soap/u/64.0/${orgId.slice(0, 15)}`);
    expect(elementText(answer.text, "metadataServerUrl")).toBe(`${org.url}/services/Soap/m/64.0/${orgId.slice(0, 15)}`);
    expect(elementText(answer.text, "passwordExpired")).toBe("false");
    expect(elementText(answer.text, "sessionId")).toMatch(new RegExp(`^${orgId.slice(0, 15)}!`));
    expect(info).toMatchObject({
      userName: "ada@example.test", userEmail: "ada@example.test", userFullName: "Ada Lovelace", userLocale: "en_GB", userTimeZone: "Europe/London",
      userLanguage: "en_US", profileId: STANDARD_USER, roleId: CEO, userType: "Standard", currencySymbol: "$",
      orgDefaultCurrencyIsoCode: "USD", userDefaultCurrencyIsoCode: null, sessionSecondsValid: "7200", userId: elementText(answer.text, "userId"),
    });
  });

  test("the session id is a Bearer token of the REST API, acting as the user who logged in", async () => {
    const sessionId = elementText((await login("ada@example.test", "s3cret")).text, "sessionId")!;
    const me = await org.send("/services/oauth2/userinfo", { headers: { authorization: `Bearer ${sessionId}` } });
    expect([me.status, me.body.preferred_username]).toEqual([200, "ada@example.test"]);
    const query = await org.send(`/query?q=${encodeURIComponent("SELECT Id FROM Account")}`, { headers: { authorization: `Bearer ${sessionId}` } });
    expect(query.status).toBe(200);
  });

  test("the password, or the password followed by the user's security token; the integration user's is `understudy`", async () => {
    expect((await login("ada@example.test", "s3cretTOKEN42")).status).toBe(200);
    expect((await login("ADA@example.test", "s3cret")).status).toBe(200);
    expect((await login(await org.integrationUsername(), "understudy")).status).toBe(200);
  });

  test("a wrong password, an unknown user or an inactive one: INVALID_LOGIN as a LoginFault, HTTP 500", async () => {
    for (const [username, password] of [["ada@example.test", "nope"], ["ada@example.test", "s3cretTOKEN4"], ["nobody@example.test", "s3cret"], ["gone@example.test", "s3cret"], ["", ""]]) {
      const answer = await login(username!, password!);
      expect([username, answer.status, answer.type, answer.text]).toEqual([username, 500, "text/xml;charset=UTF-8", INVALID_LOGIN]);
    }
  });

  test("login() is not in API version 65.0 and later; versions Salesforce does not serve are refused", async () => {
    const late = await login("ada@example.test", "s3cret", "/services/Soap/u/65.0");
    expect([late.status, elementText(late.text, "faultcode"), elementText(late.text, "faultstring")]).toEqual([
      500, "sf:INVALID_OPERATION", "INVALID_OPERATION: The SOAP Login operation is not available in the API version specified (65.0). Refer to the documentation for supported versions.",
    ]);
    for (const version of ["19.0", "99.0", "abc", "v64.0"]) {
      const answer = await login("ada@example.test", "s3cret", `/services/Soap/u/${version}`);
      expect([version, answer.status, elementText(answer.text, "faultcode")]).toEqual([version, 500, "sf:UNSUPPORTED_API_VERSION"]);
    }
  });

  test("the enterprise endpoint answers in its own namespace, and takes no partner call (nor the partner endpoint an enterprise one)", async () => {
    const answer = await postSoap(org, "/services/Soap/c/60.0", jsforceLogin("ada@example.test", "s3cret", ENTERPRISE));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`xmlns="${ENTERPRISE}"`);
    expect(elementText(answer.text, "serverUrl")).toMatch(/\/services\/Soap\/c\/60\.0\/00D[0-9A-Za-z]{12}$/);
    const crossed = await postSoap(org, "/services/Soap/c/60.0", jsforceLogin("ada@example.test", "s3cret"));
    expect([crossed.status, crossed.text]).toEqual([500, faultXml("soapenv:Client", "No operation available for request {urn:partner.soap.sforce.com}login, please check the WSDL for the service.", undefined, "urn:fault.enterprise.soap.sforce.com")]);
    const other = await postSoap(org, "/services/Soap/u/60.0", jsforceLogin("ada@example.test", "s3cret", ENTERPRISE));
    expect(elementText(other.text, "faultstring")).toBe("No operation available for request {urn:enterprise.soap.sforce.com}login, please check the WSDL for the service.");
    const wrong = await postSoap(org, "/services/Soap/c/60.0", jsforceLogin("ada@example.test", "nope", ENTERPRISE));
    expect([wrong.status, wrong.text]).toEqual([500, INVALID_LOGIN.replace("urn:fault.partner", "urn:fault.enterprise")]);
  });

  test("login's serverUrl (with the org id) takes calls too", async () => {
    const serverUrl = elementText((await login("ada@example.test", "s3cret")).text, "serverUrl")!;
    expect((await postSoap(org, serverUrl, jsforceLogin("ada@example.test", "s3cret"))).status).toBe(200);
  });

  test("an argument login does not take is refused by name", async () => {
    const envelope = jsforceLogin("ada@example.test", "s3cret").replace("</login>", "<usernam>x</usernam></login>");
    const answer = await postSoap(org, "/services/Soap/u/64.0", envelope);
    expect([answer.status, elementText(answer.text, "faultcode"), elementText(answer.text, "faultstring")]).toEqual([
      500, "soapenv:Client", "Element {urn:partner.soap.sforce.com}usernam invalid at this location",
    ]);
  });
});
