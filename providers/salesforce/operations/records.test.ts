import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { DEFAULT_USER_ID } from "../record-ids.ts";

let t: TestService;
let base: string;
beforeAll(async () => {
  t = await startTestService();
  const snapshot = await t.createSnapshot("salesforce", { seed: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }] } });
  base = `${snapshot.url}/services/data/v67.0`;
});
afterAll(() => t.close());

const call = (path: string, method = "GET", body?: unknown, headers: Record<string, string> = {}) =>
  t.mock(`${base}${path}`, { method, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
const errorOf = async (response: Response) => (await response.json())[0] as { errorCode: string; message: string; fields?: string[] };

describe("record CRUD", () => {
  test("create, retrieve (with ?fields=), update and delete", async () => {
    const created = await call("/sobjects/Account", "POST", { Name: "Initech", NumberOfEmployees: 120 });
    expect(created.status).toBe(201);
    const { id, success, errors } = await created.json();
    expect({ success, errors }).toEqual({ success: true, errors: [] });
    expect(id).toMatch(/^001[A-Za-z0-9]{15}$/);

    const full = await (await call(`/sobjects/Account/${id}`)).json();
    expect(full.attributes).toEqual({ type: "Account", url: `/services/data/v67.0/sobjects/Account/${id}` });
    expect(full.Name).toBe("Initech");
    expect(full.Website).toBeNull();
    const some = await (await call(`/sobjects/account/${id.slice(0, 15)}?fields=name,NumberOfEmployees`)).json();
    expect(some).toEqual({ attributes: full.attributes, Name: "Initech", NumberOfEmployees: 120 });

    t.clock.advance(5000);
    expect((await call(`/sobjects/Account/${id}`, "PATCH", { Name: "Initrode" })).status).toBe(204);
    const updated = await (await call(`/sobjects/Account/${id}`)).json();
    expect(updated.Name).toBe("Initrode");
    expect(Date.parse(updated.LastModifiedDate.replace("+0000", "Z")) - Date.parse(updated.CreatedDate.replace("+0000", "Z"))).toBe(5000);

    expect((await call(`/sobjects/Account/${id}`, "DELETE")).status).toBe(204);
    const deleted = await call(`/sobjects/Account/${id}`);
    expect(deleted.status).toBe(404);
    expect(await errorOf(deleted)).toEqual({ errorCode: "ENTITY_IS_DELETED", message: "entity is deleted" });
  });

  test("a User created through the API never collides with the built-in acting user", async () => {
    const user = { Username: "new@x.example", LastName: "New", Email: "new@x.example", Alias: "new", TimeZoneSidKey: "America/Los_Angeles",
      LocaleSidKey: "en_US", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA" };
    const created = await call("/sobjects/User", "POST", user);
    expect(created.status).toBe(201);
    expect((await created.json()).id).not.toBe(DEFAULT_USER_ID);
  });

  test("person objects get their compound Name", async () => {
    const { id } = await (await call("/sobjects/Contact", "POST", { FirstName: "Grace", LastName: "Hopper", AccountId: "001000000000001" })).json();
    const contact = await (await call(`/sobjects/Contact/${id}?fields=Name,AccountId`)).json();
    expect(contact.Name).toBe("Grace Hopper");
    expect(contact.AccountId).toBe("001000000000001AAA");
  });
});

describe("errors in Salesforce's shape", () => {
  const cases: Array<[string, string, string, unknown, number, string, string[] | undefined]> = [
    ["unknown field", "POST", "/sobjects/Account", { Name: "x", Nope__c: 1 }, 400, "INVALID_FIELD", undefined],
    ["required field missing", "POST", "/sobjects/Contact", { FirstName: "x" }, 400, "REQUIRED_FIELD_MISSING", ["LastName"]],
    ["read-only field", "POST", "/sobjects/Account", { Name: "x", CreatedDate: "2020-01-01T00:00:00Z" }, 400, "INVALID_FIELD_FOR_INSERT_UPDATE", ["CreatedDate"]],
    ["malformed reference id", "POST", "/sobjects/Contact", { LastName: "x", AccountId: "nope" }, 400, "MALFORMED_ID", ["AccountId"]],
    ["dangling reference", "POST", "/sobjects/Contact", { LastName: "x", AccountId: "001000000000999" }, 400, "INVALID_CROSS_REFERENCE_KEY", ["AccountId"]],
    ["restricted picklist", "POST", "/sobjects/Opportunity", { Name: "o", StageName: "Prospecting", CloseDate: "2026-01-01", ForecastCategoryName: "Nope" }, 400, "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST", ["ForecastCategoryName"]],
    ["bad date", "POST", "/sobjects/Opportunity", { Name: "o", StageName: "Prospecting", CloseDate: "soon" }, 400, "JSON_PARSER_ERROR", undefined],
    ["malformed JSON", "POST", "/sobjects/Account", "{", 400, "JSON_PARSER_ERROR", undefined],
    ["array body", "POST", "/sobjects/Account", [], 400, "JSON_PARSER_ERROR", undefined],
    ["unknown object", "GET", "/sobjects/Nope/describe", undefined, 404, "NOT_FOUND", undefined],
    ["missing record", "GET", "/sobjects/Account/001000000000999", undefined, 404, "NOT_FOUND", undefined],
    ["malformed id on read", "GET", "/sobjects/Account/xyz", undefined, 404, "NOT_FOUND", undefined],
    ["malformed id on update", "PATCH", "/sobjects/Account/xyz", { Name: "x" }, 400, "MALFORMED_ID", ["Id"]],
    ["nulling a required field", "PATCH", "/sobjects/Account/001000000000001", { Name: null }, 400, "REQUIRED_FIELD_MISSING", ["Name"]],
    ["method not allowed", "PUT", "/sobjects/Account/001000000000001", { Name: "x" }, 405, "METHOD_NOT_ALLOWED", undefined],
    ["unknown path", "GET", "/nothing/here", undefined, 404, "NOT_FOUND", undefined],
    ["empty query", "GET", "/query?q=", undefined, 400, "MALFORMED_QUERY", undefined],
    ["users cannot be deleted", "DELETE", `/sobjects/User/${DEFAULT_USER_ID}`, undefined, 400, "INVALID_TYPE_FOR_OPERATION", undefined],
  ];
  for (const [name, method, path, body, status, errorCode, fields] of cases)
    test(name, async () => {
      const response = await call(path, method, body);
      expect(response.status).toBe(status);
      const error = await errorOf(response);
      expect(error.errorCode).toBe(errorCode);
      expect(error.message.length).toBeGreaterThan(5);
      expect(error.fields).toEqual(fields);
    });

  test("no session is INVALID_SESSION_ID 401, except for the public versions list", async () => {
    const response = await t.mock(`${base}/sobjects`, { headers: { authorization: "" } });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ errorCode: "INVALID_SESSION_ID", message: "Session expired or invalid" });
    const versions = await t.mock(base.replace("/v67.0", ""), { headers: { authorization: "" } });
    expect((await versions.json()).at(-1)).toEqual({ label: "Summer '26", url: "/services/data/v67.0", version: "67.0" });
  });

  test("an unserved API version is NOT_FOUND", async () => {
    expect((await t.mock(base.replace("v67.0", "v99.0") + "/sobjects")).status).toBe(404);
  });

  test("a refused write changes nothing", async () => {
    const before = await (await call(`/query?q=${encodeURIComponent("SELECT COUNT() FROM Contact")}`)).json();
    await call("/sobjects/Contact", "POST", { LastName: "x", AccountId: "001000000000999" });
    const after = await (await call(`/query?q=${encodeURIComponent("SELECT COUNT() FROM Contact")}`)).json();
    expect(after.totalSize).toBe(before.totalSize);
  });
});
