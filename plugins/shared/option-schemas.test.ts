import { describe, expect, test } from "bun:test";
import { optionsValidator } from "./grading-input.fixture.ts";
import { whereSchema } from "./option-schemas.ts";

const check = optionsValidator(whereSchema);

describe("whereSchema", () => {
  test("accepts plain values and every operator", () => {
    for (const where of [
      {},
      { Name: "Acme", Amount: 5, IsWon: true, Title: null },
      { Email: { contains: "@acme" }, Name: { pattern: "^ac", flags: "i" }, Stage: { oneOf: ["A", null] } },
      { CloseDate: { gte: "2024-01-01" }, CreatedDate: { lt: "2024-01-15T10:00:00.000+0000" }, Amount: { gt: 5 } },
      { Owner: { exists: false }, tags: { equals: ["a"] }, x: { notEquals: { a: 1 } } },
    ]) expect(check(where)).toBeUndefined();
  });

  test("refuses bad matchers with a readable first error", () => {
    expect(check({ Email: { contain: "x" } })).toBe('options.Email has an unknown property "contain"');
    expect(check({ Email: { contains: "x", equals: "y" } })).toBe("options.Email must NOT have more than 1 properties");
    expect(check({ Email: { flags: "i" } })).toBe("options.Email must have property pattern when property flags is present");
    expect(check({ Email: { pattern: "x", flags: "g" } })).toMatch(/^options\.Email\.flags must match pattern/);
    expect(check({ Email: {} })).toBe("options.Email must NOT have fewer than 1 properties");
    expect(check({ Email: ["x"] })).toBe("options.Email must be string,number,boolean,null,object");
    expect(check({ Amount: { gt: "soon" } })).toMatch(/^options\.Amount\.gt must match pattern/);
    expect(check({ Amount: { gt: true } })).toBe("options.Amount.gt must be number,string");
    expect(check({ Stage: { oneOf: [] } })).toBe("options.Stage.oneOf must NOT have fewer than 1 items");
    expect(check("Name = 'Acme'")).toBe("options must be object");
  });

  test("refuses a pattern RE2 cannot run, at upload (patterns run in linear time)", () => {
    expect(check({ Name: { pattern: "^(a+)+$" } })).toBeUndefined();
    expect(check({ Name: { pattern: "(a)\\1" } })).toBe(
      "options.Name.pattern is not a pattern grading can run: Invalid pattern /(a)\\1/: backreferences are not supported (patterns run in linear time, with RE2)",
    );
    expect(check({ Name: { pattern: "a(?!b)", flags: "i" } })).toMatch(/^options\.Name\.pattern is not a pattern grading can run: Invalid pattern \/a\(\?!b\)\/: /);
  });
});
