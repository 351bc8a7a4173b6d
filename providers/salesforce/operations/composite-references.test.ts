import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// POST /composite: later subrequests read earlier results through @{referenceId.path}.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme", Industry: "Energy" }] });
const V = "/services/data/v67.0";

/** A subresponse without its httpHeaders: real orgs add Location, ETag and Last-Modified there. */
const core = (r: Json) => ({ httpStatusCode: r.httpStatusCode, referenceId: r.referenceId, body: r.body });
const id18 = expect.stringMatching(/^[0-9A-Za-z]{18}$/);

describe("composite references", () => {
  test("@{ref.id} carries a new parent's id into a child's body and into a later url", async () => {
    const { status, body } = await org.send("/composite", {
      method: "POST",
      body: {
        compositeRequest: [
          { method: "POST", url: `${V}/sobjects/Account`, referenceId: "newAccount", body: { Name: "Initech" } },
          { method: "POST", url: `${V}/sobjects/Contact`, referenceId: "newContact", body: { LastName: "Lumbergh", AccountId: "@{newAccount.id}" } },
          { method: "GET", url: `${V}/sobjects/Contact/@{newContact.id}?fields=LastName,AccountId`, referenceId: "readBack" },
        ],
      },
    });
    expect(status).toBe(200);
    const [account, contact, readBack] = body.compositeResponse.map(core);
    expect(account).toEqual({ httpStatusCode: 201, referenceId: "newAccount", body: { id: id18, success: true, errors: [] } });
    expect(contact).toEqual({ httpStatusCode: 201, referenceId: "newContact", body: { id: id18, success: true, errors: [] } });
    expect(account.body.id.startsWith("001")).toBe(true);
    expect(contact.body.id.startsWith("003")).toBe(true);
    expect(readBack).toEqual({
      httpStatusCode: 200,
      referenceId: "readBack",
      body: { attributes: { type: "Contact", url: `${V}/sobjects/Contact/${contact.body.id}` }, LastName: "Lumbergh", AccountId: account.body.id },
    });
    // The work is committed: the contact is readable outside the composite request.
    expect((await org.send(`/sobjects/Contact/${contact.body.id}?fields=AccountId`)).body.AccountId).toBe(account.body.id);
  });

  test("@{ref.records[0].Id} indexes into a query result, and a 204 subresponse has a null body", async () => {
    const { body } = await org.send("/composite", {
      method: "POST",
      body: {
        compositeRequest: [
          { method: "GET", url: `${V}/query?q=${encodeURIComponent("SELECT Id, Name FROM Account WHERE Name = 'Acme'")}`, referenceId: "found" },
          { method: "PATCH", url: `${V}/sobjects/Account/@{found.records[0].Id}`, referenceId: "rename", body: { Description: "was @{found.records[0].Name}" } },
        ],
      },
    });
    const [found, rename] = body.compositeResponse.map(core);
    expect(found).toMatchObject({ httpStatusCode: 200, body: { totalSize: 1, done: true } });
    expect(rename).toEqual({ httpStatusCode: 204, referenceId: "rename", body: null });
    const account = (await org.send("/sobjects/Account/001000000000001AAA?fields=Description")).body;
    expect(account.Description).toBe("was Acme");
  });

  test("a referenced value with quotes and backslashes reaches the later subrequest intact", async () => {
    const tricky = 'Say "hi" \\ {bye}';
    const { body } = await org.send("/composite", {
      method: "POST",
      body: {
        compositeRequest: [
          { method: "POST", url: `${V}/sobjects/Account`, referenceId: "odd", body: { Name: tricky } },
          { method: "GET", url: `${V}/sobjects/Account/@{odd.id}?fields=Name`, referenceId: "oddRead" },
          { method: "POST", url: `${V}/sobjects/Account`, referenceId: "copy", body: { Name: "@{oddRead.Name}" } },
          { method: "GET", url: `${V}/sobjects/Account/@{copy.id}?fields=Name`, referenceId: "copyRead" },
        ],
      },
    });
    expect(body.compositeResponse.map((r: Json) => r.httpStatusCode)).toEqual([201, 200, 201, 200]);
    expect(body.compositeResponse[3].body.Name).toBe(tricky);
  });

  test("the whole composite request counts as one API call", async () => {
    const used = (headers: Headers) => Number(/^api-usage=(\d+)\/100000$/.exec(headers.get("sforce-limit-info") ?? "")?.[1]);
    const before = used((await org.send("/limits")).headers);
    const subrequests = ["a", "b", "c"].map((referenceId) => ({ method: "GET", url: `${V}/limits`, referenceId }));
    const answer = await org.send("/composite", { method: "POST", body: { compositeRequest: subrequests } });
    expect(answer.body.compositeResponse.map((r: Json) => r.httpStatusCode)).toEqual([200, 200, 200]);
    expect(used(answer.headers)).toBe(before + 1);
  });
});
