import { describe, expect, test } from "bun:test";
import { describeIndex } from "./describe-index.ts";
import { NOW } from "./fake-source.fixture.ts";
import { findField } from "./field-path.ts";
import { runSoql, type SoqlDescribe, type SoqlRow, type SoqlSource } from "./index.ts";
import { isParseCached, parseCached, PARSE_CACHE_SIZE } from "./parse-cache.ts";
import { source, useGenerousWorkBudget, startWorkSliceEachTest } from "./test-helpers.fixture.ts";

useGenerousWorkBudget();

startWorkSliceEachTest();

/** Behaviour that shows the caches work; timings live in bench-query.ts, never in tests. */

/** The fake CRM, counting calls and reads of one column. */
function countingSource(column: string) {
  const counts = { records: new Map<string, number>(), get: 0, reads: 0 };
  const watch = (row: SoqlRow) =>
    new Proxy(row, { get: (target, key) => ((key === column && counts.reads++), target[key as string]) });
  const counted: SoqlSource = {
    describe: source.describe,
    records: (name) => {
      counts.records.set(name, (counts.records.get(name) ?? 0) + 1);
      return [...source.records(name)].map(watch);
    },
    get: (name, id) => (counts.get++, source.get(name, id)),
    recordUrl: source.recordUrl,
  };
  return { counted, counts };
}

describe("parse cache", () => {
  test("the same text yields the same frozen parse, and runSoql goes through the cache", () => {
    const text = "SELECT Id FROM Account WHERE Name = 'perf-identity'";
    expect(parseCached(text)).toBe(parseCached(text));
    expect(Object.isFrozen(parseCached(text).query)).toBe(true);
    const fresh = "SELECT Id FROM Account WHERE Name = 'perf-through-runSoql'";
    expect(isParseCached(fresh)).toBe(false);
    runSoql(fresh, source, { now: NOW });
    expect(isParseCached(fresh)).toBe(true);
  });

  test("least recently used texts leave first once it holds PARSE_CACHE_SIZE entries", () => {
    const [old, kept] = ["SELECT Id FROM Account WHERE Name = 'perf-old'", "SELECT Id FROM Account WHERE Name = 'perf-kept'"];
    parseCached(old);
    parseCached(kept);
    for (let i = 0; i < PARSE_CACHE_SIZE - 1; i++) {
      parseCached(`SELECT Id FROM Account WHERE NumberOfEmployees = ${i}`);
      parseCached(kept);
    }
    expect(isParseCached(kept)).toBe(true);
    expect(isParseCached(old)).toBe(false);
  });

  test("a failed parse is not cached", () => {
    const bad = "SELECT FROM WHERE perf";
    expect(() => runSoql(bad, source, { now: NOW })).toThrow();
    expect(isParseCached(bad)).toBe(false);
  });
});

describe("describe index", () => {
  test("built once per describe object, rebuilt when its field list changes", () => {
    const describe: SoqlDescribe = { name: "Perf__c", fields: [{ name: "Id", type: "id" }, { name: "Name", type: "string" }] };
    expect(describeIndex(describe)).toBe(describeIndex(describe));
    expect(findField(describe, "NAME")?.name).toBe("Name");
    describe.fields.push({ name: "Added__c", type: "string" });
    expect(findField(describe, "added__C")?.name).toBe("Added__c");
    describe.fields = [{ name: "Other__c", type: "string" }];
    expect(findField(describe, "Name")).toBeUndefined();
  });
});

describe("one pass per object", () => {
  test("child rows are grouped by parent once per query, not scanned per parent", () => {
    const { counted, counts } = countingSource("AccountId");
    const result = runSoql("SELECT Name, (SELECT LastName FROM Contacts) FROM Account", counted, { now: NOW });
    expect(result.totalSize).toBe(4);
    expect(counts.records.get("Contact")).toBe(1);
    expect(counts.reads).toBe(5); // each Contact row's AccountId, read once
    expect(counts.get).toBe(0);
  });

  test("a parent shared by several rows is fetched once per query", () => {
    const { counted, counts } = countingSource("Name");
    runSoql("SELECT LastName, Account.Name FROM Contact WHERE AccountId != null", counted, { now: NOW });
    expect(counts.get).toBe(2); // Acme (for two contacts) and Globex
  });

  test("ORDER BY reads each row's sort key once, however many comparisons the sort makes", () => {
    const { counted, counts } = countingSource("Name");
    runSoql("SELECT Id FROM Account ORDER BY Name DESC", counted, { now: NOW });
    expect(counts.reads).toBe(4);
  });
});
