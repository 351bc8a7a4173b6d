import type { JqlContext, JqlIssue } from "./context.ts";
import type { ClockSettings } from "./date-functions.ts";
import { createLookup, type Lookup } from "./lookup.ts";
import { analyse, type Analysed } from "./text-analysis.ts";
import { assertTimeZone } from "./time-zone.ts";

/** Everything one compilation and its evaluations share: the context, its indexes and caches. */
export interface Scope {
  readonly ctx: JqlContext;
  readonly lookup: Lookup;
  readonly now: number;
  readonly clock: ClockSettings;
  readonly findIssue: ((keyOrId: string) => { id: string; key: string } | undefined) | undefined;
  /** Analyses a text of an issue once per scope (`source` names which text: "summary", "comment:3"...). */
  analysed(issue: JqlIssue, source: string, read: () => string): Analysed;
}

export function createScope(ctx: JqlContext, issues?: readonly JqlIssue[]): Scope {
  const timeZone = ctx.timeZone ?? "UTC";
  assertTimeZone(timeZone);
  const cache = new WeakMap<JqlIssue, Map<string, Analysed>>();
  return {
    ctx,
    lookup: createLookup(ctx),
    now: ctx.now.getTime(),
    clock: { timeZone, firstDayOfWeek: ctx.firstDayOfWeek ?? 0 },
    findIssue: ctx.findIssue ?? (issues ? issueFinder(issues) : undefined),
    analysed(issue, source, read) {
      let perIssue = cache.get(issue);
      if (!perIssue) cache.set(issue, (perIssue = new Map()));
      let analysed = perIssue.get(source);
      if (!analysed) perIssue.set(source, (analysed = analyse(read())));
      return analysed;
    },
  };
}

/** Keys are case-insensitive in JQL; ids are numeric strings. Built lazily: most queries name no key. */
function issueFinder(issues: readonly JqlIssue[]): (keyOrId: string) => { id: string; key: string } | undefined {
  let index: Map<string, JqlIssue> | undefined;
  return (keyOrId) => {
    if (!index) {
      index = new Map();
      for (const issue of issues) {
        index.set(issue.id, issue);
        index.set(issue.key.toUpperCase(), issue);
      }
    }
    return index.get(keyOrId.toUpperCase());
  };
}
