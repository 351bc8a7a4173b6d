import { messages, SoqlError } from "./errors.ts";
import { clauseOffset, withCaret } from "./query-text.ts";

/** `USING SCOPE mine` as written: the scope's canonical name and where it stands in the text. */
export interface UsingScope {
  name: UsingScopeName;
  offset: number;
}

export type UsingScopeName = (typeof SCOPES)[number];

/** Salesforce's filter scopes; the parser knows only some of them (not mine_and_my_groups, scopingRule). */
const SCOPES = [
  "allPrivate", "delegated", "everything", "mine", "mine_and_my_groups", "mru", "my_team_territory",
  "my_territory", "scopingRule", "team",
] as const;

/**
 * Takes a top-level `USING SCOPE x` right after `FROM Object [alias]` out of the text the parser
 * sees (blanked to spaces, so offsets still match) and reports it separately. Anywhere else the
 * clause is left for the parser to refuse.
 */
export function liftUsingScope(text: string, masked: string): { parsable: string; usingScope?: UsingScope } {
  const start = clauseOffset(masked, "USING SCOPE");
  if (start < 0) return { parsable: text };
  const [clause, word] = /^USING\s+SCOPE\s+([A-Za-z][A-Za-z0-9_]*)/i.exec(masked.slice(start)) ?? [];
  if (clause === undefined || word === undefined || !/\bFROM\s+[\w.]+(\s+\w+)?\s*$/i.test(masked.slice(0, start))) return { parsable: text };
  const offset = start + clause.length - word.length;
  const name = SCOPES.find((s) => s.toLowerCase() === word.toLowerCase());
  if (!name) throw new SoqlError("MALFORMED_QUERY", withCaret(text, offset, messages.unexpectedToken(word)));
  const parsable = text.slice(0, start) + " ".repeat(clause.length) + text.slice(start + clause.length);
  return { parsable, usingScope: { name, offset } };
}
