import { expect, test } from "bun:test";
import { graphqlAliases, jqlOrs, recipients, soqlOrs, soqlOrsWithin } from "./query-texts.ts";

test("SOQL ORs: the count asked, or as many as fit in a length", () => {
  expect(soqlOrs(3)).toBe("SELECT Id, Name FROM Account WHERE Name = 'Account 0' OR Name = 'Account 1' OR Name = 'Account 2'");
  const within = soqlOrsWithin(100_000);
  expect(within.length).toBeLessThanOrEqual(100_000);
  expect(within.length).toBeGreaterThan(90_000);
});

test("GraphQL aliases, JQL ORs and recipients come in the numbers asked", () => {
  expect(graphqlAliases(2_000).match(/a\d+: Account/g)?.length).toBe(2_000);
  expect(jqlOrs(50).split(" OR ").length).toBe(50);
  expect(new Set(recipients(1_000).split(", ")).size).toBe(1_000);
});
