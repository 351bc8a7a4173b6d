import { describe, expect, test } from "bun:test";
import { parseQuery } from "@jetstreamapp/soql-parser-js";
import { existsSync, readFileSync } from "node:fs";
import { runSoql, SoqlError, type SoqlDescribe, type SoqlField, type SoqlSource } from "./index.ts";

/** Real SOQL strings from the parser's test suite (mostly Salesforce documentation examples). */
const CORPUS = "/work/shared/reference/salesforce/soql-corpus.json";

interface Corpus {
  parse_cases: { soql: string; valid: boolean }[];
  is_valid_cases: { soql: string; valid?: boolean; isValid?: boolean }[];
}

const LITERAL_FIELD_TYPES: Record<string, string> = {
  STRING: "string", INTEGER: "double", DECIMAL: "double", BOOLEAN: "boolean", DATE: "date", DATETIME: "datetime",
  DATE_LITERAL: "datetime", DATE_N_LITERAL: "datetime",
};

/** Field types a query's own filters imply, so `Foo = TODAY` meets a date field and `Foo = 1` a number. */
function typeHints(soql: string): Map<string, string> {
  const hints = new Map<string, string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    const literal = [record.literalType].flat().find((t) => t && t !== "NULL");
    const setOperator = /^(IN|EX)CLUDES$/i.test(String(record.operator));
    if (typeof record.field === "string" && typeof literal === "string" && LITERAL_FIELD_TYPES[literal] && !setOperator) {
      const name = record.field.split(".").pop()!.toLowerCase();
      if (!hints.has(name) && !/id$/.test(name)) hints.set(name, LITERAL_FIELD_TYPES[literal]);
    }
    Object.values(record).forEach(visit);
  };
  try {
    visit(parseQuery(soql));
  } catch {
    // Unparseable queries get no hints; runSoql reports them.
  }
  return hints;
}

function fieldType(name: string, hints: Map<string, string>): Partial<SoqlField> {
  const hinted = hints.get(name.toLowerCase());
  if (hinted) return { type: hinted };
  if (/^(Created|LastModified|LastReply|LastViewed|Login)(Date|Time)$|Modstamp$/i.test(name)) return { type: "datetime" };
  if (/Date$/i.test(name)) return { type: "date" };
  if (/^Is[A-Z]/.test(name)) return { type: "boolean" };
  if (/^(Amount|AnnualRevenue|Balance__c|NumberOfEmployees)$/i.test(name)) return { type: "currency" };
  if (/^MSP\d*__c$/i.test(name)) return { type: "multipicklist" };
  if (/^Id$|Id$/.test(name)) return { type: "reference", referenceTo: [name.replace(/Id$/, "") || "Account"] };
  return { type: "string" };
}

const POLYMORPHIC = new Set(["what", "who"]);
const POLYMORPHIC_TARGETS = ["Account", "Opportunity", "User", "Group"];

/** Invents every object and field the corpus mentions: any word may be a field, relationship or child relationship. */
function createPermissiveSource(words: string[], hints: Map<string, string>): SoqlSource {
  const describes = new Map<string, SoqlDescribe>();
  const describe = (name: string): SoqlDescribe => {
    const key = name.toLowerCase();
    if (!describes.has(key)) {
      const fields: SoqlField[] = words.map((w) => ({ name: w, ...fieldType(w, hints) }) as SoqlField);
      for (const w of words) {
        const polymorphic = POLYMORPHIC.has(w.toLowerCase());
        const referenceTo = polymorphic ? POLYMORPHIC_TARGETS : [w];
        fields.push({ name: `${w}Ref__c`, type: "reference", referenceTo, relationshipName: w, namePointing: polymorphic });
      }
      const childRelationships = words.map((w) => ({ childSObject: w, field: "ParentId", relationshipName: w }));
      describes.set(key, { name, fields, childRelationships });
    }
    return describes.get(key)!;
  };
  const row = (type: string, n: number) => {
    const values: Record<string, unknown> = { Id: `${type.slice(0, 3).padEnd(3, "x")}00000000000${n}AAA`.slice(0, 18) };
    for (const field of describe(type).fields) {
      if (field.name === "Id") continue;
      values[field.name] = { datetime: "2024-01-0" + n + "T00:00:00.000+0000", date: "2024-01-0" + n, boolean: n % 2 === 0, currency: n * 100, multipicklist: "AAA;BBB", reference: null }[field.type] ?? `${field.name} ${n}`;
    }
    return values;
  };
  return {
    describe,
    records: (type) => [1, 2, 3].map((n) => row(type, n)),
    get: (type, id) => [1, 2, 3].map((n) => row(type, n)).find((r) => r.Id === id),
    recordUrl: (type, id) => `/services/data/v67.0/sobjects/${type}/${id}`,
  };
}

const corpus: Corpus | undefined = existsSync(CORPUS) ? JSON.parse(readFileSync(CORPUS, "utf8")) : undefined;

describe.skipIf(!corpus)("SOQL corpus", () => {
  const cases = corpus?.parse_cases ?? [];
  const words = [...new Set(cases.flatMap((c) => c.soql.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []))];
  const now = new Date("2024-06-15T12:00:00.000Z");

  test("every valid query either answers or fails with a SoqlError", () => {
    const outcomes = cases.filter((c) => c.valid).map((c) => {
      try {
        runSoql(c.soql, createPermissiveSource(words, typeHints(c.soql)), { now });
        return { soql: c.soql, ran: true };
      } catch (error) {
        if (!(error instanceof SoqlError)) throw new Error(`${c.soql}\n threw ${String(error)}`);
        return { soql: c.soql, ran: false, error: `${error.errorCode}: ${error.message.split("\n").pop()}` };
      }
    });
    const ran = outcomes.filter((o) => o.ran).length;
    console.log(`SOQL corpus: ${ran}/${outcomes.length} valid queries run (${Math.round((100 * ran) / outcomes.length)}%)`);
    if (process.env.SOQL_CORPUS_VERBOSE) for (const o of outcomes) if (!o.ran) console.log(`  refused: ${o.soql}\n    ${o.error}`);
    expect(ran / outcomes.length).toBeGreaterThan(0.55);
  });

  test("every query marked invalid is refused with a SoqlError", () => {
    const invalid = (corpus?.is_valid_cases ?? []).filter((c) => (c.isValid ?? c.valid) === false);
    expect(invalid.length).toBeGreaterThan(0);
    for (const c of invalid) {
      let thrown: unknown;
      try {
        runSoql(c.soql, createPermissiveSource(words, typeHints(c.soql)), { now });
      } catch (error) {
        thrown = error;
      }
      expect({ soql: c.soql, refused: thrown instanceof SoqlError }).toEqual({ soql: c.soql, refused: true });
    }
  });
});
