import { JQLParser as P } from "@atlaskit/jql-parser";
import { Token } from "antlr4ts";
import type { ParseFailure } from "./antlr-parse.ts";
import { unescapeJqlBody } from "./jql-string.ts";
import { OPERAND_SYNTAX_PREFIX, syntax, SYNTAX_PREFIX } from "./messages.ts";

/**
 * Turns the point where Atlassian's grammar stopped into the sentence Jira's own parser gives there.
 * The grammar is the JQL editor's, not the server's, so a few inputs fail one token apart from
 * Jira; the sentence is chosen by what the parser was reading (operator, operand, field, ...).
 */
export function syntaxErrorMessage(failure: ParseFailure, tokens: readonly Token[]): string {
  const { token } = failure;
  const atEnd = token.type === Token.EOF;
  const where = atEnd ? "" : ` (line ${token.line}, character ${token.charPositionInLine + 1})`;
  const lexical = lexicalMessage(failure);
  if (lexical) return SYNTAX_PREFIX + lexical + where;
  const { message, operand } = grammarMessage(failure, tokens, atEnd);
  return (operand ? OPERAND_SYNTAX_PREFIX : SYNTAX_PREFIX) + message + where;
}

const OPERATOR_TOKENS = new Set([P.EQUALS, P.NOT_EQUALS, P.LIKE, P.NOT_LIKE, P.IN, P.IS, P.LT, P.GT, P.LTEQ, P.GTEQ]);
const VALUE_TOKENS = new Set([P.EMPTY, P.STRING, P.QUOTE_STRING, P.SQUOTE_STRING, P.POSNUMBER, P.NEGNUMBER]);
const CLOSERS = new Set([P.RULE_jqlSubClause, P.RULE_jqlListEnd, P.RULE_jqlList, P.RULE_jqlFunction]);
const SORT_DIRECTIONS = new Set([P.ASC, P.DESC]);

/** Tokens the lexer makes only for text that can never be JQL. */
function lexicalMessage({ token, next }: ParseFailure): string | undefined {
  const text = token.text ?? "";
  switch (token.type) {
    case P.RESERVED_WORD:
      return syntax.reservedWord(text);
    case P.ERROR_RESERVED:
      return syntax.reservedCharacter(text, javaEscape(text));
    case P.UNCLOSED_QUOTE_STRING:
    case P.UNCLOSED_SQUOTE_STRING:
      return syntax.unfinishedString(unescapeJqlBody(text.slice(1)));
    case P.ERRORCHAR:
    case P.INVALID_QUOTE_STRING:
    case P.INVALID_SQUOTE_STRING: {
      // An invalid quoted string carries the whole quoted text; its last character is the culprit.
      const char = token.type === P.ERRORCHAR ? text : text.slice(-1);
      if (char !== "\\") return syntax.illegalCharacter(printable(char), javaEscape(char));
      const following = next && next.type !== Token.EOF && next.type !== P.MATCHWS ? (next.text ?? "") : "";
      return following ? syntax.illegalEscape(`\\${following[0]}`) : syntax.unfinishedEscape();
    }
    default:
      return undefined;
  }
}

function grammarMessage(failure: ParseFailure, tokens: readonly Token[], atEnd: boolean): { message: string; operand?: boolean } {
  const { token, rules, expected } = failure;
  const got = token.text ?? "";
  const rule = rules[0];
  const expects = (set: Set<number>) => expected.some((type) => set.has(type));
  if (expects(OPERATOR_TOKENS)) return { message: atEnd ? syntax.expectingOperatorAtEnd() : syntax.expectingOperator(got) };
  if (rule === P.RULE_jqlCustomField) return { message: syntax.expectingCustomFieldId() };
  if (expected.includes(P.CUSTOMFIELD)) return { message: atEnd ? syntax.expectingFieldAtEnd() : syntax.expectingField(got) };
  if (rule === P.RULE_jqlArgumentList || rule === P.RULE_jqlArgument) {
    return { message: atEnd ? syntax.expectingTokenAtEnd(")") : syntax.expectingArgument(got) };
  }
  if (expected.length === 1 && expected[0] === P.EMPTY) {
    return { message: atEnd ? syntax.expectingTokenAtEnd("EMPTY") : syntax.expectingToken("EMPTY", got) };
  }
  if (expects(VALUE_TOKENS)) return { message: atEnd ? syntax.expectingOperandAtEnd() : syntax.expectingOperand(got), operand: true };
  if (rule === P.RULE_jqlOrderBy) return { message: atEnd ? syntax.expectingTokenAtEnd("BY") : syntax.expectingToken("BY", got) };
  if (rule !== undefined && CLOSERS.has(rule) && expected.length === 1) {
    const wanted = tokenDisplay(expected[0]!);
    return { message: atEnd ? syntax.expectingTokenAtEnd(wanted) : syntax.expectingToken(wanted, got) };
  }
  if (rule === P.RULE_jqlQuery && !atEnd) return { message: afterCompleteQuery(token, tokens, got) };
  if (atEnd && expected.length > 0) return { message: syntax.expectingTokenAtEnd(tokenDisplay(expected[0]!)) };
  return { message: syntax.unparsable(got) };
}

/** A complete query followed by more text: Jira asks for AND/OR, or for a sort direction after ORDER BY. */
function afterCompleteQuery(token: Token, tokens: readonly Token[], got: string): string {
  const before = tokens.slice(0, token.tokenIndex).filter((t) => t.channel === Token.DEFAULT_CHANNEL);
  if (!before.some((t) => t.type === P.ORDER)) return syntax.expectingLogical(got);
  const previous = before[before.length - 1];
  return previous && SORT_DIRECTIONS.has(previous.type) ? syntax.expectingToken(",", got) : syntax.expectingSortOrder(got);
}

const DISPLAY: Record<number, string> = {
  [P.LPAREN]: "(", [P.RPAREN]: ")", [P.COMMA]: ",", [P.LBRACKET]: "[", [P.RBRACKET]: "]", [P.EMPTY]: "EMPTY",
};

function tokenDisplay(type: number): string {
  return DISPLAY[type] ?? P.VOCABULARY.getLiteralName(type)?.replace(/'/g, "") ?? P.VOCABULARY.getDisplayName(type);
}

/** Jira prints the escape in Java's form: lower-case hex, four digits. */
function javaEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

function printable(char: string): string {
  return `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
