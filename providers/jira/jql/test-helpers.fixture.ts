import type { JqlContext } from "./context.ts";
import { JqlError, runJql, type RunJqlOptions } from "./index.ts";
import { createContext, ISSUES } from "./world.fixture.ts";

/** The keys a query selects over the hand-made site, in the order runJql returns them. */
export function keys(jql: string, ctx: Partial<JqlContext> = {}, options?: RunJqlOptions): string[] {
  return runJql(jql, ISSUES, createContext(ctx), options).map((issue) => issue.key);
}

/** The same, sorted: for tests about which issues match rather than their order. */
export function matching(jql: string, ctx: Partial<JqlContext> = {}): string[] {
  return keys(jql, ctx).sort();
}

/** The JqlError a query fails with; fails the test when it does not fail that way. */
export function refusal(jql: string, ctx: Partial<JqlContext> = {}): JqlError {
  try {
    runJql(jql, ISSUES, createContext(ctx));
  } catch (error) {
    if (error instanceof JqlError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(jql)} to fail`);
}

/** The single sentence a query fails with. */
export function message(jql: string, ctx: Partial<JqlContext> = {}): string {
  const { messages } = refusal(jql, ctx);
  if (messages.length !== 1) throw new Error(`expected one message for ${jql}, got ${JSON.stringify(messages)}`);
  return messages[0]!;
}
