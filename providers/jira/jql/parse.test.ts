import { describe, expect, test } from "bun:test";
import { JqlError, parseJql } from "./index.ts";
import { isParseCached, parseCached, PARSE_CACHE_SIZE } from "./parse-cache.ts";
import { MAX_JQL_CLAUSES, MAX_JQL_LENGTH, MAX_JQL_NESTING, MAX_JQL_TOKENS } from "./parse.ts";

/** Typed loosely so expectations can be written as plain object literals. */
const where = (jql: string): unknown => parseJql(jql).where;
const value = (text: string, extra: { number?: boolean; quoted?: boolean } = {}) => ({
  kind: "value", text, number: extra.number ?? false, quoted: extra.quoted ?? false,
});

describe("parseJql", () => {
  test("a clause: field, operator, operand", () => {
    expect(where("project = OPS")).toEqual({ kind: "terminal", field: { name: "project" }, operator: "=", operand: value("OPS") });
    expect(where('status != "In Progress"')).toMatchObject({ operator: "!=", operand: value("In Progress", { quoted: true }) });
    expect(where("cf[10010] >= 5")).toMatchObject({ field: { name: "cf[10010]", customFieldId: "10010" }, operator: ">=", operand: value("5", { number: true }) });
    expect(where("'Story Points' < 3")).toMatchObject({ field: { name: "Story Points" }, operator: "<" });
  });

  test("every operator", () => {
    const operators = ["=", "!=", "~", "!~", ">", ">=", "<", "<="].map((op) => (where(`summary ${op} x`) as { operator: string }).operator);
    expect(operators).toEqual(["=", "!=", "~", "!~", ">", ">=", "<", "<="]);
    expect(where("labels in (a, b)")).toMatchObject({ operator: "in", operand: { kind: "list", items: [value("a"), value("b")] } });
    expect(where("labels NOT IN (a)")).toMatchObject({ operator: "not in" });
    expect(where("assignee IS EMPTY")).toMatchObject({ operator: "is", operand: { kind: "empty" } });
    expect(where("assignee is not null")).toMatchObject({ operator: "is not", operand: { kind: "empty" } });
    expect(where("status was Done")).toMatchObject({ operator: "was" });
    expect(where("status changed")).toMatchObject({ operator: "changed", operand: null });
  });

  test("functions and their arguments", () => {
    expect(where("assignee = currentUser()")).toMatchObject({ operand: { kind: "function", name: "currentUser", args: [] } });
    expect(where('assignee in membersOf("jira-developers")')).toMatchObject({ operand: { kind: "function", name: "membersOf", args: ["jira-developers"] } });
    expect(where("created > startOfDay(-1)")).toMatchObject({ operand: { kind: "function", name: "startOfDay", args: ["-1"] } });
    expect(where('updated < endOfMonth("-1M")')).toMatchObject({ operand: { args: ["-1M"] } });
  });

  test("AND binds tighter than OR; NOT, !, parentheses, && and ||", () => {
    const a = { kind: "terminal", field: { name: "a" }, operator: "=", operand: value("1", { number: true }) };
    const b = { ...a, field: { name: "b" } };
    const c = { ...a, field: { name: "c" } };
    expect(where("a = 1 OR b = 1 AND c = 1")).toEqual({ kind: "or", clauses: [a, { kind: "and", clauses: [b, c] }] });
    expect(where("(a = 1 OR b = 1) AND c = 1")).toEqual({ kind: "and", clauses: [{ kind: "or", clauses: [a, b] }, c] });
    expect(where("NOT a = 1")).toEqual({ kind: "not", clause: a });
    expect(where("!(a = 1 || b = 1) && c = 1")).toEqual({ kind: "and", clauses: [{ kind: "not", clause: { kind: "or", clauses: [a, b] } }, c] });
  });

  test("strings: quotes, escapes, reserved characters inside quotes", () => {
    expect(where('summary ~ "say \\"hi\\""')).toMatchObject({ operand: value('say "hi"', { quoted: true }) });
    expect(where("summary ~ 'it\\'s'")).toMatchObject({ operand: value("it's", { quoted: true }) });
    expect(where('summary ~ "a\\u0041\\tb"')).toMatchObject({ operand: value("aA\tb", { quoted: true }) });
    expect(where('summary ~ "user@acme.example"')).toMatchObject({ operand: value("user@acme.example", { quoted: true }) });
    expect(where("key = OPS-1")).toMatchObject({ operand: value("OPS-1") });
    expect(where("created > -7d")).toMatchObject({ operand: value("-7d") });
  });

  test("ORDER BY with and without directions; an empty query", () => {
    expect(parseJql("project = OPS ORDER BY priority DESC, created")).toMatchObject({
      orderBy: [{ field: { name: "priority" }, direction: "desc" }, { field: { name: "created" }, direction: null }],
    });
    expect(parseJql("order by Rank asc")).toEqual({ text: "order by Rank asc", where: null, orderBy: [{ field: { name: "Rank" }, direction: "asc" }] });
    expect(parseJql("   ")).toEqual({ text: "   ", where: null, orderBy: null });
  });

  test("parses are frozen and cached per text", () => {
    const text = "project = OPS AND labels = cache-test";
    expect(Object.isFrozen(parseJql(text).where)).toBe(true);
    expect(parseCached(text)).toBe(parseCached(text));
    expect(isParseCached("labels = never-parsed")).toBe(false);
    for (let i = 0; i <= PARSE_CACHE_SIZE; i++) parseCached(`labels = filler-${i}`);
    expect(isParseCached(text)).toBe(false);
  });

  test("a syntax error is cached too, and thrown afresh each time", () => {
    const bad = "project = OPS AND";
    const first = (() => { try { parseCached(bad); } catch (e) { return e; } })();
    const second = (() => { try { parseCached(bad); } catch (e) { return e; } })();
    expect(first).toBeInstanceOf(JqlError);
    expect(second).not.toBe(first);
    expect((second as JqlError).messages).toEqual((first as JqlError).messages);
  });
});

describe("limits", () => {
  test("length", () => {
    const long = `summary ~ "${"a".repeat(MAX_JQL_LENGTH)}"`;
    expect(() => parseJql(long)).toThrow(/at most 32768/);
  });

  test("nesting: parentheses and NOT chains, but not NOT IN or IS NOT", () => {
    const deep = (n: number) => `${"(".repeat(n)}a = 1${")".repeat(n)}`;
    expect(() => parseJql(deep(MAX_JQL_NESTING))).not.toThrow();
    expect(() => parseJql(deep(MAX_JQL_NESTING + 1))).toThrow(/nests parentheses and NOTs 101 deep/);
    expect(() => parseJql(`${"NOT ".repeat(MAX_JQL_NESTING + 1)}a = 1`)).toThrow(JqlError);
    const wide = Array.from({ length: 200 }, (_, i) => `(labels not in (x${i}) AND assignee is not EMPTY)`).join(" OR ");
    expect(() => parseJql(wide)).not.toThrow();
  });

  test("clauses and terms: a query of 20,000 ORs is refused before the parse, in a few milliseconds", () => {
    const ors = (n: number) => Array.from({ length: n }, (_, i) => `key = OPS-${i}`).join(" OR ");
    expect(() => parseJql(ors(MAX_JQL_CLAUSES))).not.toThrow();
    expect(() => parseJql(ors(MAX_JQL_CLAUSES + 1))).toThrow(`The JQL query has ${MAX_JQL_CLAUSES + 1} clauses; this mock reads at most ${MAX_JQL_CLAUSES}.`);
    const huge = ors(20_000).slice(0, MAX_JQL_LENGTH);
    const started = performance.now();
    expect(() => parseJql(huge)).toThrow(JqlError);
    expect(performance.now() - started).toBeLessThan(50);
    const list = `key in (${Array.from({ length: MAX_JQL_TOKENS }, (_, i) => `${i}`).join(",")})`;
    expect(() => parseJql(list)).toThrow(/terms \(fields, operators and values\); this mock reads at most 4000/);
  });
});
