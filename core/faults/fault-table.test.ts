import { describe, expect, test } from "bun:test";
import { FaultTable, faultTableFor, storedFaults, type FaultCall } from "./fault-table.ts";
import type { FaultRule } from "./fault-rule.ts";

const query: FaultCall = { pack: "salesforce", operation: "query", path: "/services/data/v67.0/query" };
const create: FaultCall = { pack: "salesforce", operation: "createRecord", path: "/services/data/v67.0/sobjects/Account" };
const table = (rules: FaultRule[], seed = 7) => new FaultTable(storedFaults(rules), seed);
/** Which of `n` calls the table faults, 1-based, with the effect it gives. */
const fired = (t: FaultTable, call: FaultCall, n: number) =>
  Array.from({ length: n }, (_, i) => [i + 1, t.decide(call)?.effect] as const).filter(([, effect]) => effect).map(([i]) => i);

describe("which calls a rule faults", () => {
  test("nth: exactly the listed matching calls; calls it does not match are not counted", () => {
    const t = table([{ match: { pack: "salesforce", operation: "query" }, effect: "rate_limit", nth: [2, 3] }]);
    const seen: Array<string | undefined> = [];
    for (const call of [query, create, query, create, query, query]) seen.push(t.decide(call)?.effect);
    expect(seen).toEqual([undefined, undefined, "rate_limit", undefined, "rate_limit", undefined]);
  });

  test("every: each every-th matching call; none given: every matching call; pack alone: all its operations", () => {
    expect(fired(table([{ match: { pack: "salesforce" }, effect: "server_error", every: 3 }]), create, 9)).toEqual([3, 6, 9]);
    const all = table([{ match: { pack: "salesforce" }, effect: "server_error" }]);
    expect([all.decide(query)?.effect, all.decide(create)?.effect, all.decide({ pack: "slack", operation: "chatPostMessage" })]).toEqual(["server_error", "server_error", undefined]);
  });

  test("probability: the same seed faults the same calls; another seed others; 0 never and 1 always", () => {
    const rule: FaultRule = { match: { pack: "salesforce" }, effect: "timeout", ms: 1, probability: 0.3 };
    const first = fired(table([rule], 42), query, 200);
    expect(fired(table([rule], 42), query, 200)).toEqual(first);
    expect(fired(table([rule], 43), query, 200)).not.toEqual(first);
    expect(first.length).toBeGreaterThan(30);
    expect(first.length).toBeLessThan(90);
    expect(fired(table([{ ...rule, probability: 0 }]), query, 50)).toEqual([]);
    expect(fired(table([{ ...rule, probability: 1 }]), query, 50)).toHaveLength(50);
  });

  test("every matching rule counts the call; the first whose turn it is fires, and says where", () => {
    const t = table([
      { match: { pack: "salesforce", operation: "query" }, effect: "rate_limit", nth: [2] },
      { match: { pack: "salesforce" }, effect: "latency", ms: 5, nth: [1, 2, 3] },
    ]);
    expect([t.decide(query), t.decide(query), t.decide(query)]).toEqual([
      { rule: 1, effect: "latency", on: "salesforce.query", ms: 5 },
      { rule: 0, effect: "rate_limit", on: "salesforce.query", ms: undefined },
      { rule: 1, effect: "latency", on: "salesforce.query", ms: 5 },
    ]);
  });

  test("a tool rule meets only that tool's calls; operation and path rules never meet a tool call", () => {
    const t = table([
      { match: { tool: "slack_post_message" }, effect: "rate_limit" },
      { match: { pack: "slack" }, effect: "server_error" },
      { match: { path: "^/api/chat\\." }, effect: "drop_connection" },
    ]);
    expect(t.decide({ tool: "slack_post_message" })).toMatchObject({ rule: 0, on: "tool slack_post_message" });
    expect(t.decide({ tool: "slack_list_channels" })).toBeUndefined();
    expect(t.decide({ pack: "slack", operation: "chatPostMessage" })?.rule).toBe(1);
  });

  test("a path rule runs on REST paths only (an operation a tool calls has none), with RE2", () => {
    const t = table([{ match: { path: "^/api/chat\\." }, effect: "drop_connection" }]);
    expect(t.decide({ pack: "slack", operation: "chatPostMessage", path: "/api/chat.postMessage" })?.effect).toBe("drop_connection");
    expect(t.decide({ pack: "slack", operation: "conversationsList", path: "/api/conversations.list" })).toBeUndefined();
    expect(t.decide({ pack: "slack", operation: "chatPostMessage" })).toBeUndefined();
  });
});

test("faultTableFor keeps the table (and its counts) while the stored text is the same, and starts afresh when it changes", () => {
  const text = storedFaults([{ match: { pack: "salesforce" }, effect: "rate_limit", nth: [2] }]);
  const first = faultTableFor(null, text, 1)!;
  first.decide(query);
  const same = faultTableFor(first, text, 1)!;
  expect(same).toBe(first);
  expect(same.decide(query)?.effect).toBe("rate_limit");
  // The same rules set again are a new text: counts start from zero.
  const again = faultTableFor(first, storedFaults(first.rules), 1)!;
  expect(again).not.toBe(first);
  expect([again.decide(query), again.decide(query)?.effect]).toEqual([undefined, "rate_limit"]);
  expect(faultTableFor(first, undefined, 1)).toBeNull();
});
