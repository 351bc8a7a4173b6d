import { parseQuery } from "@jetstreamapp/soql-parser-js";
import type { SoqlDescribe, SoqlField, SoqlSource } from "./types.ts";

const LITERAL_FIELD_TYPES: Record<string, string> = {
  STRING: "string", INTEGER: "double", DECIMAL: "double", BOOLEAN: "boolean", DATE: "date", DATETIME: "datetime",
  DATE_LITERAL: "datetime", DATE_N_LITERAL: "datetime",
};

/** Field types a query's own filters imply, so `Foo = TODAY` meets a date field and `Foo = 1` a number. */
export function typeHints(soql: string): Map<string, string> {
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

/** The acting user the corpus runs as, so USING SCOPE mine and friends have someone to be. */
export const CORPUS_USER_ID = "005000000000001AAA";

/** Standard fields that USING SCOPE reads without the query naming them. */
const STANDARD_WORDS = ["OwnerId", "CreatedById", "LastViewedDate", "ActorId", "UserOrGroupId", "GroupId", "UserId"];
const USER_REFERENCES = /^(OwnerId|CreatedById|ActorId|UserOrGroupId|UserId)$/i;
const CURRENCY = /^(Amount|AnnualRevenue|Balance__c|NumberOfEmployees)$/i;

function fieldType(name: string, hints: Map<string, string>): Partial<SoqlField> {
  const hinted = hints.get(name.toLowerCase());
  if (CURRENCY.test(name) && (!hinted || hinted === "double")) return { type: "currency" };
  if (hinted) return { type: hinted };
  if (/^Location(__c)?$/i.test(name)) return { type: "location" };
  if (/^(Created|LastModified|LastReply|LastViewed|Login)(Date|Time)$|Modstamp$/i.test(name)) return { type: "datetime" };
  if (/Date$/i.test(name)) return { type: "date" };
  if (/^Is[A-Z]/.test(name)) return { type: "boolean" };
  if (/^MSP\d*__c$/i.test(name)) return { type: "multipicklist" };
  if (/^Id$|Id$/.test(name)) return { type: "reference", referenceTo: [name.replace(/Id$/, "") || "Account"] };
  return { type: "string" };
}

const POLYMORPHIC = new Set(["what", "who"]);
const POLYMORPHIC_TARGETS = ["Account", "Opportunity", "User", "Group"];

function sampleValue(field: SoqlField, n: number): unknown {
  if (field.type === "reference") return USER_REFERENCES.test(field.name) && n !== 2 ? CORPUS_USER_ID : null;
  const samples: Record<string, unknown> = {
    datetime: `2024-01-0${n}T00:00:00.000+0000`,
    date: `2024-01-0${n}`,
    boolean: n % 2 === 0,
    currency: n * 100,
    multipicklist: "AAA;BBB",
    location: { latitude: 37.7 + n / 10, longitude: -122.4 },
  };
  return samples[field.type] ?? `${field.name} ${n}`;
}

/** Invents every object and field the corpus mentions: any word may be a field, relationship or child relationship. */
export function createPermissiveSource(corpusWords: string[], hints: Map<string, string>): SoqlSource {
  const words = [...new Set([...corpusWords, ...STANDARD_WORDS])];
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
    for (const field of describe(type).fields) if (field.name !== "Id") values[field.name] = sampleValue(field, n);
    return values;
  };
  return {
    describe,
    records: (type) => [1, 2, 3].map((n) => row(type, n)),
    get: (type, id) => [1, 2, 3].map((n) => row(type, n)).find((r) => r.Id === id),
    recordUrl: (type, id) => `/services/data/v67.0/sobjects/${type}/${id}`,
  };
}
