import { describe, expect, test } from "bun:test";
import { compileLinearPattern, linearPatternProblem } from "./linear-pattern.ts";

describe("compileLinearPattern", () => {
  test("matches as RegExp.prototype.test does, with the flags a dataset may give", () => {
    const cases: Array<[string, string, string, boolean]> = [
      ["^ada@", "i", "ADA@example.com", true],
      ["^ada@", "", "ADA@example.com", false],
      ["^b$", "m", "a\nb\nc", true],
      ["^b$", "", "a\nb\nc", false],
      ["a.c", "s", "a\nc", true],
      ["a.c", "", "a\nc", false],
      ["^abc$", "", "abc\n", false],
      ["(?<year>\\d{4})-\\d{2}", "", "due 2024-05", true],
      ["\\u{1F600}", "u", "smile 😀", true],
      ["^\\p{L}+$", "u", "Zoë", true],
      ["\\bwon\\b", "", "Closed Won", false],
      ["\\bWon\\b", "", "Closed Won", true],
    ];
    for (const [source, flags, text, expected] of cases) expect([source, flags, compileLinearPattern(source, flags).test(text)]).toEqual([source, flags, expected]);
  });

  test("runs in linear time: a pattern that backtracks exponentially in RegExp answers at once", () => {
    const pattern = compileLinearPattern("^(a+)+$");
    const started = performance.now();
    expect(pattern.test(`${"a".repeat(5_000)}!`)).toBe(false);
    expect(pattern.test("a".repeat(5_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });

  test("prints as a RegExp would, for reports", () => {
    expect(String(compileLinearPattern("^yes\\b", "i"))).toBe("/^yes\\b/i");
  });

  test("refuses what RE2 cannot run, saying why", () => {
    expect(linearPatternProblem("(a)\\1")).toBe("Invalid pattern /(a)\\1/: backreferences are not supported (patterns run in linear time, with RE2)");
    expect(linearPatternProblem("(?<n>a)\\k<n>")).toMatch(/backreferences are not supported/);
    expect(linearPatternProblem("a(?=b)")).toMatch(/^Invalid pattern \/a\(\?=b\)\/: invalid or unsupported Perl syntax: `\(\?=`.*no lookahead or lookbehind/);
    expect(linearPatternProblem("(?<=a)b")).toMatch(/^Invalid pattern /);
    expect(linearPatternProblem("(?<!a)b")).toMatch(/^Invalid pattern /);
    expect(linearPatternProblem("(")).toMatch(/^Invalid pattern \/\(\/: missing closing \)/);
    expect(linearPatternProblem("a", "g")).toBe('Invalid pattern /a/g: unknown flag "g" (flags are i, m, s and u)');
    // An escaped backslash before a digit is a literal, not a backreference.
    expect(linearPatternProblem("\\\\1")).toBeUndefined();
  });
});
