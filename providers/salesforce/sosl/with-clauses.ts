import { soslErrorAt, soslMessages } from "./errors.ts";
import type { TokenStream } from "./statement-lexer.ts";

/**
 * One `WITH …` clause. Only METADATA changes the answer; the others filter what this org has none of
 * (divisions, Knowledge data categories, Experience Cloud networks, price books) or shape snippets and
 * highlights of Knowledge articles, so they are accepted and change nothing. Returns whether it asked
 * for labels.
 */
export function parseWith(stream: TokenStream): { labels: boolean } {
  const keyword = stream.next();
  if (!keyword || keyword.kind !== "word") throw stream.unexpected(keyword);
  switch (keyword.text.toUpperCase()) {
    case "METADATA": {
      stream.expect("=");
      const value = stream.expectKind("string");
      if (value.text.slice(1, -1).toUpperCase() !== "LABELS") {
        throw soslErrorAt(stream.text, value.at, "MALFORMED_SEARCH", `Invalid value for METADATA: ${value.text}`);
      }
      return { labels: true };
    }
    case "DIVISION":
    case "PRICEBOOKID":
    case "SPELL_CORRECTION":
      stream.expect("=");
      literal(stream);
      return { labels: false };
    case "NETWORK":
      if (stream.take("=")) literal(stream);
      else if (stream.take("IN")) list(stream);
      else throw stream.unexpected();
      return { labels: false };
    case "SNIPPET":
      if (stream.take("(")) {
        stream.expect("target_length");
        stream.expect("=");
        stream.expectKind("number");
        stream.expect(")");
      }
      return { labels: false };
    case "HIGHLIGHT":
      return { labels: false };
    case "DATA":
      stream.expect("CATEGORY");
      dataCategory(stream);
      return { labels: false };
    default:
      throw soslErrorAt(stream.text, keyword.at, "MALFORMED_SEARCH", soslMessages.unexpectedToken(keyword.text));
  }
}

function literal(stream: TokenStream): void {
  const token = stream.next();
  if (!token || token.kind === "punct") throw stream.unexpected(token);
}

function list(stream: TokenStream): void {
  stream.expect("(");
  do literal(stream);
  while (stream.take(","));
  stream.expect(")");
}

/** `Geography__c AT (Europe__c, Asia__c) AND Product__c BELOW All__c` */
function dataCategory(stream: TokenStream): void {
  do {
    stream.expectKind("word");
    const selector = stream.next();
    if (!selector || !/^(AT|ABOVE|BELOW|ABOVE_OR_BELOW)$/i.test(selector.text)) throw stream.unexpected(selector);
    if (stream.is("(")) list(stream);
    else stream.expectKind("word");
  } while (stream.take("AND"));
}
