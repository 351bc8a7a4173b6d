import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "./org.fixture.ts";

// POST /composite refused as a whole: nothing in it runs, and the answer is Salesforce's error array.
const org = useOrg();
const V = "/services/data/v67.0";
const create = (referenceId: string) => ({ method: "POST", url: `${V}/sobjects/Account`, referenceId, body: { Name: referenceId } });
const anyError = [{ errorCode: expect.any(String), message: expect.any(String) }];

describe("a composite request refused before any subrequest runs", () => {
  test("malformed JSON is 400 JSON_PARSER_ERROR", async () => {
    const { status, body } = await org.send("/composite", { method: "POST", body: '{"compositeRequest": [' });
    expect(status).toBe(400);
    expect(body).toEqual(sfError("JSON_PARSER_ERROR", /./));
  });

  test("no subrequests, or not an array of them, is a 400", async () => {
    for (const payload of [{}, { compositeRequest: [] }, { compositeRequest: "GET /limits" }]) {
      const { status, body } = await org.send("/composite", { method: "POST", body: payload });
      expect(status).toBe(400);
      expect(body).toEqual(anyError);
    }
  });

  test("more than 25 subrequests is 400 LIMIT_EXCEEDED and creates nothing", async () => {
    const before = await org.count("Account");
    const compositeRequest = Array.from({ length: 26 }, (_, i) => create(`r${i}`));
    const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest } });
    expect([status, body]).toEqual([400, sfError("LIMIT_EXCEEDED", /25/)]);
    expect(await org.count("Account")).toBe(before);
  });

  test("25 subrequests are allowed", async () => {
    const compositeRequest = Array.from({ length: 25 }, (_, i) => create(`ok${i}`));
    const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest } });
    expect(status).toBe(200);
    expect(body.compositeResponse).toHaveLength(25);
  });

  test("a subrequest without a method, url or referenceId refuses the whole request (no 500)", async () => {
    const before = await org.count("Account");
    const broken = [{ url: `${V}/limits`, referenceId: "noMethod" }, { method: "GET", referenceId: "noUrl" }, { method: "GET", url: `${V}/limits` }, null];
    for (const sub of broken) {
      const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [create("valid"), sub] } });
      expect(status).toBe(400);
      expect(body).toEqual(anyError);
    }
    expect(await org.count("Account")).toBe(before);
  });

  test("an unserved API version is 404 NOT_FOUND; no session is 401 INVALID_SESSION_ID", async () => {
    const compositeRequest = [create("x")];
    const old = await org.send("/services/data/v19.0/composite", { method: "POST", body: { compositeRequest } });
    expect([old.status, old.body]).toEqual([404, sfError("NOT_FOUND", "The requested resource does not exist")]);
    const anonymous = await org.send("/composite", { method: "POST", body: { compositeRequest }, headers: { authorization: "" } });
    expect([anonymous.status, anonymous.body]).toEqual([401, sfError("INVALID_SESSION_ID", "Session expired or invalid")]);
  });
});
