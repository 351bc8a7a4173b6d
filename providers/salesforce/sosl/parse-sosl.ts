import { SoslError, soslErrorAt, soslMessages } from "./errors.ts";
import { parseReturning, rowCount } from "./returning.ts";
import { SEARCH_GROUPS } from "./search-groups.ts";
import { parseSearchTerm } from "./search-term.ts";
import { lexStatement, splitFind, TokenStream } from "./statement-lexer.ts";
import type { SearchGroup, SoslQuery } from "./types.ts";
import { parseWith } from "./with-clauses.ts";

/** Salesforce's limit on a statement's length; the search term inside has its own (search-term.ts). */
export const MAX_SOSL_LENGTH = 100_000;

/**
 * `FIND {term} [IN group FIELDS] [RETURNING …] [WITH …]… [LIMIT n] [UPDATE TRACKING|VIEWSTAT]`,
 * clauses in that order, keywords in any case.
 */
export function parseSosl(text: string): SoslQuery {
  if (text.length > MAX_SOSL_LENGTH) throw new SoslError("MALFORMED_SEARCH", `SOSL statements can not be longer than ${MAX_SOSL_LENGTH} characters`);
  const { term, termAt, rest } = splitFind(text);
  const search = parseTermAt(text, term, termAt);
  const stream = new TokenStream(text, lexStatement(text, rest));
  const query: SoslQuery = { text, search, group: "ALL" };
  if (stream.take("IN")) {
    query.group = searchGroup(stream);
    stream.expect("FIELDS");
  }
  if (stream.take("RETURNING")) {
    query.returning = parseReturning(stream);
    const withOffset = query.returning.filter((spec) => spec.offset !== undefined);
    if (withOffset.length && query.returning.length > 1) {
      throw soslErrorAt(text, query.returning[1]?.object.at ?? -1, "MALFORMED_SEARCH", soslMessages.offsetOneObject);
    }
  }
  while (stream.take("WITH")) if (parseWith(stream).labels) query.labels = true;
  if (stream.take("LIMIT")) query.limit = rowCount(stream);
  if (stream.take("UPDATE")) {
    do if (!stream.take("TRACKING") && !stream.take("VIEWSTAT")) throw stream.unexpected();
    while (stream.take(","));
  }
  if (!stream.done()) throw stream.unexpected();
  return query;
}

function searchGroup(stream: TokenStream): SearchGroup {
  const token = stream.expectKind("word");
  const group = token.text.toUpperCase() as SearchGroup;
  if (!SEARCH_GROUPS.includes(group)) throw stream.unexpected(token);
  return group;
}

/** Term errors carry no position of their own: point them at the term. */
function parseTermAt(text: string, term: string, at: number) {
  try {
    return parseSearchTerm(term);
  } catch (error) {
    if (error instanceof Error && "errorCode" in error && error.errorCode === "MALFORMED_SEARCH") {
      throw soslErrorAt(text, at, "MALFORMED_SEARCH", error.message);
    }
    throw error;
  }
}
