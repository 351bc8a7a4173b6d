import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// POST /graphql: the UI API's record queries (what `sf api request graphql` posts), run as SOQL.
const ACME = "001000000000001AAA";
const org = useOrg({
  Account: [
    { Id: ACME, Name: "Acme", Industry: "Technology", NumberOfEmployees: 50 },
    { Id: "001000000000002AAA", Name: "Globex", Industry: "Energy", NumberOfEmployees: 500 },
    { Id: "001000000000003AAA", Name: "Initech", Industry: "Technology", NumberOfEmployees: 5 },
  ],
  Contact: [{ FirstName: "Ada", LastName: "Lovelace", AccountId: ACME }],
});

const gql = async (query: string, variables?: Record<string, unknown>) => {
  const { status, body } = await org.send("/graphql", { method: "POST", body: { query, variables } });
  expect(status).toBe(200);
  return body;
};
const connection = (body: Json, object = "Account") => body.data.uiapi.query[object];

describe("GraphQL record queries", () => {
  test("edges of nodes with { value, displayValue }, totalCount and pageInfo", async () => {
    const body = await gql(`query accounts { uiapi { query { Account(first: 2, orderBy: { Name: { order: DESC } }) {
      edges { node { Id Name { value } Industry { value displayValue } } cursor }
      totalCount pageInfo { hasNextPage hasPreviousPage endCursor } } } } }`);
    expect(body.errors).toEqual([]);
    const accounts = connection(body);
    expect(accounts.edges.map((e: Json) => e.node.Name.value)).toEqual(["Initech", "Globex"]);
    expect(accounts.edges[0].node).toEqual({ Id: "001000000000003AAA", Name: { value: "Initech" }, Industry: { value: "Technology", displayValue: "Technology" } });
    expect(accounts.totalCount).toBe(3);
    expect(accounts.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, endCursor: accounts.edges[1].cursor });

    const next = connection(await gql(`query($after: String) { uiapi { query { Account(first: 2, after: $after, orderBy: { Name: { order: DESC } }) { edges { node { Name { value } } } pageInfo { hasNextPage hasPreviousPage } } } } }`, { after: accounts.pageInfo.endCursor }));
    expect(next.edges.map((e: Json) => e.node.Name.value)).toEqual(["Acme"]);
    expect(next.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  test("where with eq, like, in, gt, and/or/not, and a parent's fields; aliases", async () => {
    const names = async (where: string) => connection(await gql(`{ uiapi { query { Account(where: ${where}, orderBy: { Name: { order: ASC } }) { edges { node { Name { value } } } } } } }`)).edges.map((e: Json) => e.node.Name.value);
    expect(await names(`{ Name: { eq: "Acme" } }`)).toEqual(["Acme"]);
    expect(await names(`{ Name: { like: "%e%" } }`)).toEqual(["Acme", "Globex", "Initech"]);
    expect(await names(`{ Industry: { in: ["Energy"] } }`)).toEqual(["Globex"]);
    expect(await names(`{ NumberOfEmployees: { gt: 10 } }`)).toEqual(["Acme", "Globex"]);
    expect(await names(`{ or: [{ Name: { eq: "Acme" } }, { Name: { eq: "Globex" } }] }`)).toEqual(["Acme", "Globex"]);
    expect(await names(`{ not: { Industry: { eq: "Technology" } } }`)).toEqual(["Globex"]);

    const contacts = connection(await gql(`{ uiapi { query { people: Contact(where: { Account: { Name: { eq: "Acme" } } }) { edges { node { LastName { value } Account { Name { value } } } } } } } }`), "people");
    expect(contacts.edges).toEqual([{ node: { LastName: { value: "Lovelace" }, Account: { Name: { value: "Acme" } } } }]);
  });

  test("errors come as GraphQL errors: unknown objects and fields, bad syntax, mutations", async () => {
    const error = async (query: string) => (await gql(query)).errors[0];
    expect(await error(`{ uiapi { query { Nope { totalCount } } } }`)).toMatchObject({ message: expect.stringContaining("Field 'Nope' in type 'RecordQuery' is undefined"), extensions: { ErrorType: "ValidationError" } });
    expect(await error(`{ uiapi { query { Account { edges { node { Nope { value } } } } } } }`)).toMatchObject({ message: expect.stringContaining("Field 'Nope' in type 'Account' is undefined"), locations: [{ line: 1, column: 44 }] });
    expect(await error(`{ uiapi { query { Account { edges { node { Name } } } } } }`)).toMatchObject({ message: expect.stringContaining("Sub selection required") });
    expect(await error(`{ uiapi { query { Account(where: { Nope: { eq: 1 } }) { totalCount } } } }`)).toMatchObject({ message: expect.stringContaining("'Nope' is not defined") });
    expect(await error(`{ uiapi { query { Account { edges { node { Contacts { edges { node { Id } } } } } } } } }`)).toMatchObject({ message: expect.stringContaining("Not supported by this mock") });
    expect(await error(`{ uiapi { query { Account(first: 5000) { totalCount } } } }`)).toMatchObject({ message: "first must be an integer from 0 to 2000" });
    expect(await error(`{ uiapi { query { Account { totalCount } }`)).toMatchObject({ extensions: { ErrorType: "InvalidSyntax" } });
    expect(await error(`mutation { uiapi { AccountCreate(input: {}) { Record { Id } } } }`)).toMatchObject({ message: "mutation operations are not supported by this mock" });
    expect((await gql(`{ uiapi { query { Account { edges { node { Id } } } } } }`)).data).not.toBeNull();
  });

  test("a body without a query string is a 400", async () => {
    const { status, body } = await org.send("/graphql", { method: "POST", body: { variables: {} } });
    expect([status, body[0].errorCode]).toEqual([400, "JSON_PARSER_ERROR"]);
  });
});
