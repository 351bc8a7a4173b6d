import { compileLikeText, type LikePattern } from "../soql/like-pattern.ts";
import type { SearchExpr, SoslField } from "./types.ts";

/**
 * How the mock's search index sees text: words of letters and digits, case and accents folded, so
 * "Café-Bar" is the words ["cafe", "bar"]. A term matches a field when its words appear there in a
 * row; `*` stands for any run of letters or digits and `?` for exactly one.
 */
export function words(value: string): string[] {
  return fold(value).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * The patterns of one term or phrase: "acme co*" is `acme` then `co%`. A word holds only letters,
 * digits and wildcards, so SOQL's LIKE matcher reads it as written: linear per word however many
 * wildcards the client typed (a RegExp built from the term would backtrack).
 */
export function wordPatterns(term: string): LikePattern[] {
  return fold(term)
    .split(/[^\p{L}\p{N}*?]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => compileLikeText(word.replace(/\*/g, "%").replace(/\?/g, "_")));
}

function fold(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of each searched field of one row, computed once per row. */
export type FieldWords = string[][];

export function fieldWords(row: Record<string, unknown>, fields: SoslField[]): FieldWords {
  const out: FieldWords = [];
  for (const field of fields) {
    const value = row[field.name];
    if (typeof value !== "string" || !value) continue;
    const list = words(value);
    // A phone number also matches when written without its punctuation: 4155551212 finds (415) 555-1212.
    if (field.type === "phone") {
      const digits = value.replace(/\D/g, "");
      if (digits) list.push(digits);
    }
    out.push(list);
  }
  return out;
}

export function matches(expr: SearchExpr, fields: FieldWords): boolean {
  switch (expr.kind) {
    case "term":
      return fields.some((list) => containsPhrase(list, expr.words));
    case "and":
      return expr.items.every((item) => matches(item, fields));
    case "or":
      return expr.items.some((item) => matches(item, fields));
    case "not":
      return !matches(expr.item, fields);
  }
}

function containsPhrase(list: string[], phrase: LikePattern[]): boolean {
  for (let start = 0; start + phrase.length <= list.length; start++) {
    if (phrase.every((pattern, i) => pattern.test(list[start + i] ?? ""))) return true;
  }
  return false;
}
