import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// POST /composite/batch: independent subrequests, url relative to /services/data, body in richInput.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }, { Id: "001000000000002AAA", Name: "Globex" }] });

const batch = (batchRequests: unknown[], haltOnError?: boolean) => org.send("/composite/batch", { method: "POST", body: { batchRequests, haltOnError } });
const nameOf = async (id: string) => (await org.send(`/sobjects/Account/${id}?fields=Name`)).body.Name;
const HALTED = { statusCode: 412, result: [{ errorCode: "BATCH_PROCESSING_HALTED", message: expect.any(String) }] };

describe("composite/batch", () => {
  test("every subrequest runs in order and commits on its own; a failure is reported in place", async () => {
    const { status, body } = await batch([
      { method: "PATCH", url: "v67.0/sobjects/Account/001000000000001AAA", richInput: { Name: "Acme Two" } },
      { method: "GET", url: "v67.0/sobjects/Account/001000000000999AAA" },
      { method: "GET", url: "v67.0/sobjects/Account/001000000000001AAA?fields=Name" },
      { method: "GET", url: `v67.0/query?q=${encodeURIComponent("SELECT COUNT() FROM Account")}` },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({
      hasErrors: true,
      results: [
        { statusCode: 204, result: null },
        { statusCode: 404, result: [{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }] },
        { statusCode: 200, result: { attributes: { type: "Account", url: "/services/data/v67.0/sobjects/Account/001000000000001AAA" }, Name: "Acme Two" } },
        { statusCode: 200, result: { totalSize: 2, done: true, records: [] } },
      ],
    });
  });

  test("haltOnError: after the first failure the rest answer 412 BATCH_PROCESSING_HALTED and do not run", async () => {
    const { body } = await batch([
      { method: "PATCH", url: "v67.0/sobjects/Account/001000000000002AAA", richInput: { Name: "Globex Two" } },
      { method: "PATCH", url: "v67.0/sobjects/Account/001000000000002AAA", richInput: { Nope__c: 1 } },
      { method: "PATCH", url: "v67.0/sobjects/Account/001000000000002AAA", richInput: { Name: "Globex Three" } },
      { method: "GET", url: "v67.0/limits" },
    ], true);
    expect(body.hasErrors).toBe(true);
    expect(body.results[0]).toEqual({ statusCode: 204, result: null });
    expect(body.results[1]).toMatchObject({ statusCode: 400, result: [{ errorCode: "INVALID_FIELD" }] });
    expect(body.results.slice(2)).toEqual([HALTED, HALTED]);
    // The subrequest before the failure stays committed; the one after never ran.
    expect(await nameOf("001000000000002AAA")).toBe("Globex Two");
  });

  test("without errors hasErrors is false; a create answers 201 with its SaveResult", async () => {
    const { body } = await batch([
      { method: "POST", url: "v67.0/sobjects/Account", richInput: { Name: "Batched" } },
      { method: "GET", url: "v67.0/limits" },
    ], true);
    expect(body.hasErrors).toBe(false);
    expect(body.results.map((r: Json) => r.statusCode)).toEqual([201, 200]);
    expect(body.results[0].result).toEqual({ id: expect.stringMatching(/^001[0-9A-Za-z]{15}$/), success: true, errors: [] });
    expect(await nameOf(body.results[0].result.id)).toBe("Batched");
  });

  test("no subrequests, more than 25, or a subrequest without method or url is refused whole (400, nothing runs)", async () => {
    const rename = { method: "PATCH", url: "v67.0/sobjects/Account/001000000000001AAA", richInput: { Name: "Refused" } };
    const refused = [[], Array.from({ length: 26 }, () => rename), [rename, { url: "v67.0/limits" }], [rename, { method: "GET" }], [rename, null]];
    for (const batchRequests of refused) {
      const { status, body } = await batch(batchRequests);
      expect(status).toBe(400);
      expect(body).toEqual([{ errorCode: expect.any(String), message: expect.any(String) }]);
    }
    expect((await batch(Array.from({ length: 26 }, () => rename))).body[0].errorCode).toBe("LIMIT_EXCEEDED");
    expect(await nameOf("001000000000001AAA")).not.toBe("Refused");
  });
});
