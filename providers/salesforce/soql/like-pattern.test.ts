import { describe, expect, test } from "bun:test";
import { NOW } from "./fake-source.fixture.ts";
import { runSoql, type SoqlDescribe } from "./index.ts";
import { compileLike } from "./like-pattern.ts";
import { extendSource, startWorkSliceEachTest } from "./test-helpers.fixture.ts";

startWorkSliceEachTest();

const like = (pattern: string, value: string) => compileLike(`'${pattern}'`).test(value);

/** Milliseconds `run` takes. */
function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe("LIKE semantics", () => {
  test("case-insensitive; % any run (none included), _ exactly one character", () => {
    expect(like("acme%", "ACME Labs")).toBe(true);
    expect(like("%LAB%", "acme labs")).toBe(true);
    expect(like("%", "")).toBe(true);
    expect(like("a%%b", "ab")).toBe(true);
    expect(like("_lobex", "Globex")).toBe(true);
    expect(like("_lobex", "lobex")).toBe(false);
    expect(like("g_o%", "Globex")).toBe(true);
    expect(like("g_b%", "Globex")).toBe(false);
    expect(like("%a_c%", "xxABCxx")).toBe(true);
    expect(like("%a", "abba")).toBe(true);
    expect(like("%b", "abba")).toBe(false);
    expect(like("%b_", "abba")).toBe(true);
    expect(like("a%b%c", "a-c-b")).toBe(false);
    expect(like("a%b%c", "a-b-c")).toBe(true);
    expect(like("acme", "ACME")).toBe(true);
    expect(like("acme", "ACME!")).toBe(false);
    expect(like("_", "é")).toBe(true);
    expect(like("_", "😀")).toBe(true);
    expect(like("__", "😀")).toBe(false);
    expect(like("%ÉTÉ%", "un été chaud")).toBe(true);
    expect(like("line%", "line one\nline two")).toBe(true);
  });

  test("backslash escapes: \\% and \\_ are literal, \\\\ is one backslash", () => {
    expect(like("100\\%", "100%")).toBe(true);
    expect(like("100\\%", "1000")).toBe(false);
    expect(like("a\\_b", "a_b")).toBe(true);
    expect(like("a\\_b", "axb")).toBe(false);
    expect(like("C:\\\\%", "C:\\temp")).toBe(true);
    expect(like("C:\\\\%", "C:temp")).toBe(false);
    expect(like("%\\'s", "Acme's")).toBe(true);
    // No RegExp metacharacter means anything.
    expect(like("a.c", "abc")).toBe(false);
    expect(like("(a|b)*", "(a|b)*")).toBe(true);
  });
});

describe("LIKE runs in linear-ish time whatever the pattern", () => {
  test("'%a%a%a%a%b' over a 254-character name finishes in milliseconds, not seconds", () => {
    expect(timed(() => like("%a%a%a%a%b", "a".repeat(254)))).toBeLessThan(250);
    expect(like("%a%a%a%a%b", "a".repeat(254))).toBe(false);
    expect(like("%a%a%a%a%b", `${"a".repeat(253)}b`)).toBe(true);
  });

  test("a 2,000-character value against 50 %s (with _s, off the indexOf path) stays fast", () => {
    const value = "a".repeat(2000);
    const pattern = `${"%a_".repeat(50)}%b`;
    expect(timed(() => expect(like(pattern, value)).toBe(false))).toBeLessThan(250);
    expect(timed(() => expect(like(`${"%a".repeat(50)}%b`, value)).toBe(false))).toBeLessThan(250);
    expect(like(pattern, `${value}b`)).toBe(true);
  });

  test("through a query: the worst case from the review over a 254-character Name", () => {
    const describe: SoqlDescribe = { name: "Slow__c", fields: [{ name: "Id", type: "id" }, { name: "Name", type: "string" }] };
    const rows = [{ Id: "a00000000000001AAA", Name: "a".repeat(254) }, { Id: "a00000000000002AAA", Name: `${"a".repeat(2000)}b` }];
    const source = extendSource([describe], { Slow__c: rows });
    const run = (soql: string) => runSoql(soql, source, { now: NOW }).records.map((r) => r.Id);
    expect(timed(() => expect(run("SELECT Id FROM Slow__c WHERE Name LIKE '%a%a%a%a%b'")).toEqual(["a00000000000002AAA"]))).toBeLessThan(250);
    const fifty = `${"%a".repeat(50)}%_b`;
    expect(timed(() => expect(run(`SELECT Id FROM Slow__c WHERE Name LIKE '${fifty}'`)).toEqual(["a00000000000002AAA"]))).toBeLessThan(250);
  });
});
