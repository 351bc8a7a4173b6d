import type { JqlSort } from "./ast.ts";
import type { JqlIssue } from "./context.ts";
import type { FieldValue } from "./field-def.ts";
import { validation } from "./messages.ts";
import { resolveField } from "./resolve-field.ts";
import type { Reporter } from "./resolve-operand.ts";
import type { Scope } from "./scope.ts";

export type Sorter = <T extends JqlIssue>(issues: readonly T[]) => T[];

interface SortKey {
  key(issue: JqlIssue): FieldValue | null;
  descending: boolean;
}

/** Creation order: what Jira's Rank reads as in a world where nobody re-ranked anything. */
const RANK: SortKey = { key: (issue) => numericId(issue), descending: false };

/**
 * ORDER BY as a sort. Each field sorts the way Jira sorts it (priority by rank, status and issue type
 * in the site's order, users by display name, dates in time); a field named without ASC or DESC
 * takes its own default (newest first for created/updated/resolved, Highest first for priority).
 * Empty values sort last ascending, first descending. Ties, and a query without ORDER BY, fall back
 * to the newest issue first (id descending), as Jira lists an unordered search.
 */
export function compileOrder(sorts: readonly JqlSort[] | null, scope: Scope, report: Reporter): Sorter {
  const keys: SortKey[] = [];
  for (const sort of sorts ?? []) {
    const field = resolveField(sort.field, scope);
    const isRank = !field && sort.field.name.toLowerCase() === "rank" && !sort.field.customFieldId;
    if (!isRank && !field?.sortKey) {
      report.error(validation.notSortable(sort.field.name));
      continue;
    }
    const base = isRank ? RANK : { key: (issue: JqlIssue) => field!.sortKey!(issue, scope), descending: field!.defaultDescending === true };
    keys.push({ key: base.key, descending: sort.direction ? sort.direction === "desc" : base.descending });
  }
  return (issues) => {
    const rows = issues.map((issue) => ({ issue, id: numericId(issue), values: keys.map((k) => k.key(issue)) }));
    rows.sort((a, b) => {
      for (let i = 0; i < keys.length; i++) {
        const order = compareValues(a.values[i]!, b.values[i]!);
        if (order !== 0) return keys[i]!.descending ? -order : order;
      }
      return b.id - a.id;
    });
    return rows.map((row) => row.issue);
  };
}

/** Empty after everything; numbers before strings (option positions before unknown options). */
function compareValues(a: FieldValue | null, b: FieldValue | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a !== typeof b) return typeof a === "number" ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function numericId(issue: JqlIssue): number {
  const id = Number(issue.id);
  return Number.isFinite(id) ? id : 0;
}
