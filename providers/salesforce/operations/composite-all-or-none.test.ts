import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// POST /composite with a failing subrequest: allOrNone true rolls everything back; false keeps the
// independent work and skips only what depended on the failure.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }] });
const V = "/services/data/v67.0";
const ROLLED_BACK = "The transaction was rolled back since another operation in the same transaction failed.";

const compose = (allOrNone: boolean, compositeRequest: unknown[]) => org.send("/composite", { method: "POST", body: { allOrNone, compositeRequest } });
const newAccount = (referenceId: string, body: object) => ({ method: "POST", url: `${V}/sobjects/Account`, referenceId, body });

describe("allOrNone: true", () => {
  test("one failure rolls back the subrequests before it; every other subrequest answers 400 PROCESSING_HALTED", async () => {
    const before = await org.count("Account");
    const { status, body } = await compose(true, [
      newAccount("first", { Name: "Committed?" }),
      newAccount("broken", { Name: "x", Nope__c: 1 }),
      newAccount("third", { Name: "Never run" }),
    ]);
    expect(status).toBe(200);
    expect(body.compositeResponse).toEqual([
      { body: sfError("PROCESSING_HALTED", ROLLED_BACK), httpHeaders: {}, httpStatusCode: 400, referenceId: "first" },
      { body: sfError("INVALID_FIELD", "No such column 'Nope__c' on sobject of type Account"), httpHeaders: {}, httpStatusCode: 400, referenceId: "broken" },
      { body: sfError("PROCESSING_HALTED", ROLLED_BACK), httpHeaders: {}, httpStatusCode: 400, referenceId: "third" },
    ]);
    expect(await org.count("Account")).toBe(before);
  });

  test("updates and deletes before the failure are undone too", async () => {
    const { body } = await compose(true, [
      { method: "PATCH", url: `${V}/sobjects/Account/001000000000001AAA`, referenceId: "rename", body: { Name: "Renamed" } },
      { method: "DELETE", url: `${V}/sobjects/Account/001000000000001AAA`, referenceId: "remove" },
      { method: "GET", url: `${V}/sobjects/Account/001000000000999AAA`, referenceId: "missing" },
    ]);
    expect(body.compositeResponse.map((r: Json) => [r.referenceId, r.httpStatusCode, r.body[0].errorCode])).toEqual([
      ["rename", 400, "PROCESSING_HALTED"],
      ["remove", 400, "PROCESSING_HALTED"],
      ["missing", 404, "NOT_FOUND"],
    ]);
    const acme = await org.send("/sobjects/Account/001000000000001AAA?fields=Name");
    expect([acme.status, acme.body.Name]).toEqual([200, "Acme"]);
  });

  test("when every subrequest succeeds, all of it is committed", async () => {
    const before = await org.count("Account");
    const { body } = await compose(true, [newAccount("a", { Name: "One" }), newAccount("b", { Name: "Two" })]);
    expect(body.compositeResponse.map((r: Json) => r.httpStatusCode)).toEqual([201, 201]);
    expect(await org.count("Account")).toBe(before + 2);
  });
});

describe("allOrNone: false", () => {
  test("earlier work stays, a subrequest referencing the failed one is skipped, independent ones still run", async () => {
    const before = await org.count("Account");
    const { status, body } = await compose(false, [
      newAccount("kept", { Name: "Kept" }),
      newAccount("broken", { Industry: "Energy" }),
      { method: "GET", url: `${V}/sobjects/Account/@{broken.id}`, referenceId: "dependent" },
      { method: "GET", url: `${V}/sobjects/Account/@{kept.id}?fields=Name`, referenceId: "independent" },
    ]);
    expect(status).toBe(200);
    const [kept, broken, dependent, independent] = body.compositeResponse;
    expect(kept).toMatchObject({ httpStatusCode: 201, referenceId: "kept", body: { success: true, errors: [] } });
    expect(broken).toEqual({ body: sfError("REQUIRED_FIELD_MISSING", "Required fields are missing: [Name]", ["Name"]), httpHeaders: {}, httpStatusCode: 400, referenceId: "broken" });
    expect(dependent).toEqual({ body: sfError("PROCESSING_HALTED", /^Invalid reference specified/), httpHeaders: {}, httpStatusCode: 400, referenceId: "dependent" });
    expect(independent).toMatchObject({ httpStatusCode: 200, referenceId: "independent", body: { Name: "Kept" } });
    expect(await org.count("Account")).toBe(before + 1);
  });

  test("a reference to a referenceId that never ran is refused the same way", async () => {
    const { body } = await compose(false, [{ method: "GET", url: `${V}/sobjects/Account/@{ghost.id}`, referenceId: "orphan" }]);
    expect(body.compositeResponse).toEqual([{ body: sfError("PROCESSING_HALTED", /^Invalid reference specified/), httpHeaders: {}, httpStatusCode: 400, referenceId: "orphan" }]);
  });
});
