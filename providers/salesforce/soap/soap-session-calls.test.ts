import { describe, expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { readXml } from "./xml-reader.ts";
import { elementText, faultXml, jsforceLogin, postSoap, withSession } from "./soap.fixture.ts";

// getUserInfo() and logout(), with the session in the envelope's SessionHeader, as jsforce's
// conn.soap.getUserInfo() and conn.logout() send them after a SOAP login.
const org = useOrg({});
const INVALID_SESSION = faultXml("sf:INVALID_SESSION_ID", "INVALID_SESSION_ID: Invalid Session ID found in SessionHeader: Illegal Session", {
  type: "UnexpectedErrorFault", code: "INVALID_SESSION_ID", message: "Invalid Session ID found in SessionHeader: Illegal Session",
});

async function session(): Promise<string> {
  const answer = await postSoap(org, "/services/Soap/u/64.0", jsforceLogin(await org.integrationUsername(), "understudy"));
  return elementText(answer.text, "sessionId")!;
}
const call = (sessionId: string, name: string, path = "/services/Soap/u/64.0") => postSoap(org, path, withSession(sessionId, name));

describe("getUserInfo", () => {
  test("answers the session's user, the userInfo login gave", async () => {
    const sessionId = await session();
    const answer = await call(sessionId, "getUserInfo");
    expect(answer.status).toBe(200);
    const result = readXml(answer.text).children[0]!.children[0]!;
    expect(result.name).toBe("getUserInfoResponse");
    const info = Object.fromEntries(result.children[0]!.children.map((c) => [c.name, c.text]));
    expect(info.userName).toBe(await org.integrationUsername());
    expect(info.userFullName).toBe("Integration User");
    const login = await postSoap(org, "/services/Soap/u/64.0", jsforceLogin(await org.integrationUsername(), "understudy"));
    expect(answer.text).toContain(/<userInfo>(.*)<\/userInfo>/.exec(login.text)![1]!);
  });

  test("a call without a session, or with one of another org, is INVALID_SESSION_ID (500, as jsforce expects to refresh it)", async () => {
    const bare = await postSoap(org, "/services/Soap/u/64.0", withSession("", "getUserInfo"));
    expect([bare.status, bare.text]).toEqual([500, INVALID_SESSION]);
    const foreign = await call("00D000000000001!nothing", "getUserInfo");
    expect([foreign.status, foreign.text]).toEqual([500, INVALID_SESSION]);
  });
});

describe("logout", () => {
  test("ends the session: REST and SOAP then refuse it", async () => {
    const sessionId = await session();
    const answer = await call(sessionId, "logout");
    expect([answer.status, answer.text]).toEqual([
      200,
      '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns="urn:partner.soap.sforce.com" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body><logoutResponse/></soapenv:Body></soapenv:Envelope>',
    ]);
    const rest = await org.send("/limits", { headers: { authorization: `Bearer ${sessionId}` } });
    expect([rest.status, rest.body[0].errorCode]).toEqual([401, "INVALID_SESSION_ID"]);
    expect((await call(sessionId, "getUserInfo")).text).toBe(INVALID_SESSION);
  });

  test("jsforce posts it to the instance's origin with no Authorization header: the session in the envelope finds the world", async () => {
    const sessionId = await session();
    const origin = new URL(org.url).origin;
    const response = await org.t.mock(`${origin}/services/Soap/u/50.0`, {
      method: "POST", body: withSession(sessionId, "logout"), headers: { "content-type": "text/xml", authorization: "" },
    });
    expect([response.status, elementText(await response.text(), "faultcode")]).toEqual([200, undefined]);
    const rest = await org.send("/limits", { headers: { authorization: `Bearer ${sessionId}` } });
    expect(rest.status).toBe(401);
  });

  test("at the origin, an envelope naming no world is INVALID_SESSION_ID as a SOAP fault, not the REST error", async () => {
    const origin = new URL(org.url).origin;
    const response = await org.t.mock(`${origin}/services/Soap/u/50.0`, {
      method: "POST", body: withSession("made-up", "logout"), headers: { "content-type": "text/xml", authorization: "" },
    });
    expect([response.status, elementText(await response.text(), "faultcode")]).toEqual([500, "sf:INVALID_SESSION_ID"]);
  });
});
