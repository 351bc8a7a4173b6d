import type { JqlClause } from "./ast.ts";
import type { Predicate } from "./predicate.ts";
import type { Reporter } from "./resolve-operand.ts";
import type { Scope } from "./scope.ts";
import { compileTerminal } from "./terminal.ts";

/**
 * The WHERE part as one predicate, compiled once and run per issue. NOT is pushed down to the
 * clauses with De Morgan's laws, as Jira's DeMorgansVisitor does, so negation flips operators
 * rather than complementing sets (which would wrongly let empty fields in).
 */
export function compileWhere(clause: JqlClause | null, scope: Scope, report: Reporter): Predicate {
  if (!clause) return () => true;
  return compile(clause, false, scope, report);
}

function compile(clause: JqlClause, negated: boolean, scope: Scope, report: Reporter): Predicate {
  switch (clause.kind) {
    case "terminal":
      return compileTerminal(clause, negated, scope, report);
    case "not":
      return compile(clause.clause, !negated, scope, report);
    case "and":
    case "or": {
      const parts = clause.clauses.map((c) => compile(c, negated, scope, report));
      // Under NOT, AND becomes OR and OR becomes AND.
      const all = (clause.kind === "and") !== negated;
      return all ? every(parts) : some(parts);
    }
  }
}

function every(parts: Predicate[]): Predicate {
  if (parts.length === 2) {
    const [a, b] = parts as [Predicate, Predicate];
    return (issue) => a(issue) && b(issue);
  }
  return (issue) => {
    for (const part of parts) if (!part(issue)) return false;
    return true;
  };
}

function some(parts: Predicate[]): Predicate {
  return (issue) => {
    for (const part of parts) if (part(issue)) return true;
    return false;
  };
}
