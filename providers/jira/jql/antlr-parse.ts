import { JQLLexer, JQLParser, type JqlQueryContext } from "@atlaskit/jql-parser";
import {
  CharStreams,
  CommonTokenStream,
  DefaultErrorStrategy,
  InputMismatchException,
  type Parser,
  type RecognitionException,
  type RuleContext,
  type Token,
} from "antlr4ts";

/** Where Atlassian's parser gave up: the token it could not use and what it was reading. */
export interface ParseFailure {
  readonly token: Token;
  /** The token after it (for escape sequences split across tokens). */
  readonly next: Token | undefined;
  /** Rule indices (JQLParser.RULE_*) from the innermost rule out. */
  readonly rules: readonly number[];
  /** Token types (JQLParser.*) the parser could have used instead. */
  readonly expected: readonly number[];
}

export type AntlrResult =
  | { readonly ok: true; readonly tree: JqlQueryContext; readonly tokens: readonly Token[] }
  | { readonly ok: false; readonly failure: ParseFailure; readonly tokens: readonly Token[] };

class StopParsing {
  constructor(readonly exception: RecognitionException) {}
}

/**
 * Stops at the first error, as Jira does (it reports one syntax error per query). The default
 * strategy would resynchronise and build a partial tree; Bail's exception type is not exported by
 * antlr4ts's root module, hence this small subclass.
 */
class FirstErrorStrategy extends DefaultErrorStrategy {
  override recover(_recognizer: Parser, e: RecognitionException): void {
    throw new StopParsing(e);
  }
  override recoverInline(recognizer: Parser): Token {
    throw new StopParsing(new InputMismatchException(recognizer));
  }
  override sync(): void {}
}

/** Lexes everything first (linear), so the caller can bound nesting before the recursive parse. */
export function lexJql(text: string): { stream: CommonTokenStream; tokens: readonly Token[] } {
  const lexer = new JQLLexer(CharStreams.fromString(text));
  lexer.removeErrorListeners();
  const stream = new CommonTokenStream(lexer);
  stream.fill();
  return { stream, tokens: stream.getTokens() };
}

export function parseTokens(stream: CommonTokenStream, tokens: readonly Token[]): AntlrResult {
  const parser = new JQLParser(stream);
  parser.removeErrorListeners();
  parser.errorHandler = new FirstErrorStrategy();
  try {
    return { ok: true, tree: parser.jqlQuery(), tokens };
  } catch (error) {
    if (!(error instanceof StopParsing)) throw error;
    return { ok: false, failure: describeFailure(parser, error.exception, tokens), tokens };
  }
}

function describeFailure(parser: JQLParser, e: RecognitionException, tokens: readonly Token[]): ParseFailure {
  const token = e.getOffendingToken(parser) ?? parser.currentToken;
  const rules: number[] = [];
  for (let ctx: RuleContext | undefined = e.context ?? parser.context; ctx; ctx = ctx.parent) rules.push(ctx.ruleIndex);
  const expected = e.expectedTokens?.toArray() ?? [];
  const next = token.tokenIndex >= 0 ? tokens[token.tokenIndex + 1] : undefined;
  return { token, next, rules, expected };
}
