import { parseJql } from "./parse.ts";

/**
 * The JQL parser (ANTLR) builds its prediction tables on first use: the first query of a process took
 * about 140 ms and the next kinds of clause 20 ms each, uninterruptible, while every tenant waited.
 * Parsing one query of each clause shape at start-up pays that before the service serves anyone.
 */
export const WARM_UP_QUERIES = [
  'project = OPS AND status = "In Progress" AND priority in (Highest, High) ORDER BY created DESC, key ASC',
  'summary ~ "login" OR text ~ "error*" AND assignee = currentUser()',
  "created >= -7d AND updated < startOfDay() AND duedate <= endOfWeek(1)",
  "labels is EMPTY OR labels not in (a, b) AND resolution is not EMPTY",
  'status was "Done" AND status changed AFTER -1w AND reporter != "ada" AND issuekey = OPS-1',
  "(priority > Low OR votes >= 2) AND NOT (type = Bug) ORDER BY rank",
];

export function warmUpJql(): void {
  for (const query of WARM_UP_QUERIES) {
    try {
      parseJql(query);
    } catch {
      // A shape the mock refuses still trained the parser on the way.
    }
  }
}
