import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// POST /composite/tree/{sobject}: parent-child record trees, all or nothing.
const org = useOrg();

const tree = (records: unknown, sobject = "Account") => org.send(`/composite/tree/${sobject}`, { method: "POST", body: { records } });
const account = (referenceId: string, fields: object = {}, children: object = {}) => ({ attributes: { type: "Account", referenceId }, Name: `Tree ${referenceId}`, ...fields, ...children });
const contact = (referenceId: string, fields: object = {}) => ({ attributes: { type: "Contact", referenceId }, LastName: `Last ${referenceId}`, ...fields });
const countNamed = async (prefix: string) => (await org.query(`SELECT Id FROM Account WHERE Name LIKE '${prefix}%'`)).body.totalSize;

describe("sObject tree", () => {
  test("creates roots, then their children, linked through the relationship's lookup (201)", async () => {
    const { status, body } = await tree([
      // The guide's own example: field names in any case, numbers as text.
      { attributes: { type: "Account", referenceId: "ref1" }, name: "SampleAccount", phone: "1234567890", numberOfEmployees: "100", industry: "Banking",
        Contacts: { records: [contact("ref2", { email: "sample@salesforce.com" }), contact("ref3")] } },
      account("ref4"),
    ]);
    expect(status).toBe(201);
    expect(body.hasErrors).toBe(false);
    // Every root first, then the second level: the order Salesforce inserts and reports them in.
    expect(body.results.map((r: Json) => r.referenceId)).toEqual(["ref1", "ref4", "ref2", "ref3"]);
    const [sample, , smith] = body.results;
    expect(sample.id).toMatch(/^001\w{15}$/);
    expect(smith.id).toMatch(/^003\w{15}$/);
    const contacts = await org.query(`SELECT Id, AccountId FROM Contact WHERE AccountId = '${sample.id}'`);
    expect(contacts.body.totalSize).toBe(2);
    expect((await org.send(`/sobjects/Account/${sample.id}?fields=NumberOfEmployees,Industry`)).body).toMatchObject({ NumberOfEmployees: 100, Industry: "Banking" });
  });

  test("nests five levels deep", async () => {
    let node: Json = account("L5");
    for (const level of ["L4", "L3", "L2", "L1"]) node = account(level, {}, { ChildAccounts: { records: [node] } });
    const { status, body } = await tree([node]);
    expect(status).toBe(201);
    expect(body.results.map((r: Json) => r.referenceId)).toEqual(["L1", "L2", "L3", "L4", "L5"]);
    const deepest = await org.send(`/sobjects/Account/${body.results[4].id}?fields=ParentId`);
    expect(deepest.body.ParentId).toBe(body.results[3].id);
  });

  test("a record that fails validation fails the request: 400, only that record reported, nothing written", async () => {
    const { status, body } = await tree([account("bad1", {}, { Contacts: { records: [contact("bad2", { Email: "123" }), contact("bad3")] } })]);
    expect(status).toBe(400);
    expect(body).toEqual({
      hasErrors: true,
      results: [{ referenceId: "bad2", errors: [{ statusCode: "INVALID_EMAIL_ADDRESS", message: "Email: invalid email address: 123", fields: ["Email"] }] }],
    });
    expect(await countNamed("Tree bad")).toBe(0);
  });

  test("every failing record of the failing level is reported", async () => {
    const { status, body } = await tree([account("m1", { Name: null }), account("m2"), account("m3", { Name: null })]);
    expect(status).toBe(400);
    expect(body.results.map((r: Json) => [r.referenceId, r.errors[0].statusCode])).toEqual([["m1", "REQUIRED_FIELD_MISSING"], ["m3", "REQUIRED_FIELD_MISSING"]]);
    expect(await countNamed("Tree m")).toBe(0);
  });

  test("duplicate reference ids are each reported", async () => {
    const { status, body } = await tree([account("dup"), account("dup"), account("fine")]);
    expect(status).toBe(400);
    expect(body.results).toEqual([
      { referenceId: "dup", errors: [{ statusCode: "INVALID_INPUT", message: "Duplicate ReferenceId provided in the request", fields: [] }] },
      { referenceId: "dup", errors: [{ statusCode: "INVALID_INPUT", message: "Duplicate ReferenceId provided in the request", fields: [] }] },
    ]);
    expect(await countNamed("Tree fine")).toBe(0);
  });

  test("a missing or malformed reference id, and a record of another type, are the record's errors", async () => {
    const noRef = await tree([{ attributes: { type: "Account" }, Name: "Tree noref" }]);
    expect(noRef.status).toBe(400);
    expect(noRef.body.results[0]).toMatchObject({ referenceId: null, errors: [{ statusCode: "INVALID_INPUT" }] });
    expect((await tree([account("has space")])).body.results[0]).toMatchObject({ referenceId: "has space", errors: [{ statusCode: "INVALID_INPUT" }] });
    const wrongRoot = await tree([contact("c1")]);
    expect(wrongRoot.body.results).toEqual([{ referenceId: "c1", errors: [{ statusCode: "INVALID_TYPE", message: "The record's attributes.type (Contact) must be Account here", fields: [] }] }]);
    const wrongChild = await tree([account("p1", {}, { Contacts: { records: [account("p2")] } })]);
    expect(wrongChild.body.results[0]).toMatchObject({ referenceId: "p2", errors: [{ statusCode: "INVALID_TYPE" }] });
    expect(await countNamed("Tree p")).toBe(0);
  });

  test("an unknown field is the request's error, as Salesforce's parser reports it (sf data import tree reads it)", async () => {
    const { status, body } = await tree([account("u1", { Bogus__c: 1 })]);
    expect([status, body]).toEqual([400, sfError("INVALID_FIELD", "No such column 'Bogus__c' on sobject of type Account")]);
  });

  test("limits: 200 records, 5 levels, 5 types", async () => {
    const many = Array.from({ length: 201 }, (_, i) => account(`n${i}`));
    expect(await tree(many)).toMatchObject({ status: 400, body: sfError("LIMIT_EXCEEDED", /at most 200 records/) });
    let node: Json = account("D6");
    for (const level of ["D5", "D4", "D3", "D2", "D1"]) node = account(level, {}, { ChildAccounts: { records: [node] } });
    expect(await tree([node])).toMatchObject({ status: 400, body: sfError("LIMIT_EXCEEDED", /5 levels/) });
    const sixTypes = account("T1", {}, {
      Contacts: { records: [contact("T2")] },
      Cases: { records: [{ attributes: { type: "Case", referenceId: "T3" }, Subject: "s" }] },
      Opportunities: { records: [{ attributes: { type: "Opportunity", referenceId: "T4" }, Name: "o", StageName: "Prospecting", CloseDate: "2026-12-01" }] },
      Invoices__r: { records: [{ attributes: { type: "Invoice__c", referenceId: "T5" }, Name: "i" }] },
      Projects__r: { records: [{ attributes: { type: "Project__c", referenceId: "T6" }, Name: "p" }] },
    });
    expect(await tree([sixTypes])).toMatchObject({ status: 400, body: sfError("LIMIT_EXCEEDED", /at most 5 types/) });
    expect(await countNamed("Tree n")).toBe(0);
    expect(await countNamed("Tree D")).toBe(0);
  });

  test("malformed bodies are JSON_PARSER_ERROR; an unknown object is NOT_FOUND", async () => {
    for (const body of [{}, { records: [] }, { records: "x" }, { records: [42] }, { records: [account("r", {}, { Contacts: [contact("c")] })] }]) {
      const answer = await org.send("/composite/tree/Account", { method: "POST", body });
      expect([answer.status, answer.body[0].errorCode]).toEqual([400, "JSON_PARSER_ERROR"]);
    }
    expect(await tree([account("x")], "Nope__c")).toMatchObject({ status: 404, body: sfError("NOT_FOUND", "The requested resource does not exist") });
  });

  test("a tree cannot run inside a composite request", async () => {
    const { body } = await org.send("/composite", {
      method: "POST",
      body: { compositeRequest: [{ method: "POST", url: "/services/data/v67.0/composite/tree/Account", referenceId: "t", body: { records: [account("in")] } }] },
    });
    expect(body).toEqual(sfError("INVALID_FIELD", /can't contain composite, batch, tree or graph requests/));
  });
});
