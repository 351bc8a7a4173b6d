import { describe, expect, test } from "bun:test";
import { MAX_GRAPHQL_DEPTH, MAX_GRAPHQL_FIELDS } from "./graphql-parse.ts";
import { MAX_RECORD_QUERIES } from "./graphql.ts";
import { useOrg } from "./org.fixture.ts";

// /graphql bounds what one document may ask for, answering in GraphQL's error shape, never a 5xx.
const org = useOrg({ Account: Array.from({ length: 50 }, (_, i) => ({ Name: `Account ${i}` })) });

const gql = async (query: string) => {
  const { status, body } = await org.send("/graphql", { method: "POST", body: { query } });
  expect(status).toBe(200);
  return body;
};
const validationError = (message: string | RegExp) => ({
  data: null,
  errors: [{ message: typeof message === "string" ? message : expect.stringMatching(message), locations: [expect.any(Object)], path: null, extensions: { ErrorType: "ValidationError", classification: "ValidationError" } }],
});
const aliases = (count: number) =>
  `{ uiapi { query { ${Array.from({ length: count }, (_, i) => `a${i}: Account(first: 2000) { edges { node { Name { value } } } }`).join(" ")} } } }`;

describe("GraphQL limits", () => {
  test(`up to ${MAX_RECORD_QUERIES} record queries run; one more is refused, pointing at it`, async () => {
    const body = await gql(aliases(MAX_RECORD_QUERIES));
    expect(body.errors).toEqual([]);
    expect(body.data.uiapi.query.a9.edges).toHaveLength(50);
    const refused = await gql(aliases(MAX_RECORD_QUERIES + 1));
    expect(refused).toEqual(validationError(`Validation error: a query can contain up to ${MAX_RECORD_QUERIES} record queries`));
    expect(refused.errors[0].locations[0].column).toBe(aliases(MAX_RECORD_QUERIES + 1).indexOf(`a${MAX_RECORD_QUERIES}:`) + 1);
  });

  test("2,000 aliases with first: 2000, as an attack sends them, are refused at once", async () => {
    const started = performance.now();
    expect((await gql(aliases(2_000))).errors[0].extensions.ErrorType).toBe("ValidationError");
    expect(performance.now() - started).toBeLessThan(500);
  });

  test(`more than ${MAX_GRAPHQL_FIELDS} fields are refused`, async () => {
    const node = Array.from({ length: MAX_GRAPHQL_FIELDS }, (_, i) => `f${i}: Name { value }`).join(" ");
    expect(await gql(`{ uiapi { query { Account { edges { node { ${node} } } } } } }`)).toEqual(validationError(/more than 5000 fields/));
  });

  test(`nesting past ${MAX_GRAPHQL_DEPTH} levels, in selections or in argument values, is refused before it is parsed`, async () => {
    for (const depth of [MAX_GRAPHQL_DEPTH + 1, 100_000]) {
      expect(await gql(`${"{ a ".repeat(depth)}${"}".repeat(depth)}`)).toEqual(validationError(/nested more than 64 levels/));
      expect(await gql(`{ uiapi { query { Account(where: ${"[".repeat(depth)}${"]".repeat(depth)}) { totalCount } } } }`)).toEqual(validationError(/nested more than 64 levels/));
    }
  });

  test("a document of many lines reports line and column of the offending token", async () => {
    const body = await gql(`${"\n".repeat(5_000)}{ uiapi { nope } }`);
    expect(body.errors[0].locations).toEqual([{ line: 5_001, column: 11 }]);
  });
});
