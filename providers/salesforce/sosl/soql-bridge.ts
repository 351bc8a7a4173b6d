import { runSoql, SoqlError, type SoqlRow, type SoqlSource } from "../soql/index.ts";
import { SoslError, soslErrorAt, type SoslErrorCode } from "./errors.ts";
import type { ReturningSpec, RunSoslOptions, SoslDescribe } from "./types.ts";

/**
 * One RETURNING object's field list, WHERE and ORDER BY are SOQL's: they run as
 * `SELECT <fields> FROM <object> WHERE … ORDER BY …` over the rows the search matched, so field paths,
 * toLabel(), filters and sorting behave (and fail) exactly as in a query. Errors are pointed back at
 * the SOSL statement.
 */
export function selectMatched(
  statement: string,
  spec: ReturningSpec,
  describe: SoslDescribe,
  matched: SoqlRow[],
  source: SoqlSource,
  options: RunSoslOptions,
): Record<string, unknown>[] {
  const built = buildSoql(spec, describe);
  const scoped: SoqlSource = {
    ...source,
    records: (name) => (name.toLowerCase() === describe.name.toLowerCase() ? matched : source.records(name)),
  };
  try {
    return runSoql(built.text, scoped, { now: options.now, userId: options.userId }).records;
  } catch (error) {
    if (!(error instanceof SoqlError)) throw error;
    throw translate(statement, built, spec, error);
  }
}

interface Segment {
  text: string;
  /** Where this text sits in the SOSL statement; -1 for the SELECT/FROM scaffolding. */
  origin: number;
}

interface BuiltSoql {
  text: string;
  segments: { start: number; segment: Segment }[];
}

function buildSoql(spec: ReturningSpec, describe: SoslDescribe): BuiltSoql {
  const parts: Segment[] = [
    { text: "SELECT ", origin: -1 },
    spec.fields ? { text: spec.fields.text, origin: spec.fields.at } : { text: "Id", origin: -1 },
    { text: " FROM ", origin: -1 },
    { text: describe.name, origin: spec.object.at },
  ];
  if (spec.where) parts.push({ text: " WHERE ", origin: -1 }, { text: spec.where.text, origin: spec.where.at });
  if (spec.orderBy) parts.push({ text: " ORDER BY ", origin: -1 }, { text: spec.orderBy.text, origin: spec.orderBy.at });
  let start = 0;
  const segments = parts.map((segment) => {
    const entry = { start, segment };
    start += segment.text.length;
    return entry;
  });
  return { text: parts.map((p) => p.text).join(""), segments };
}

/** SOQL's codes carry over, but a syntax error in a search is MALFORMED_SEARCH. */
function translate(statement: string, built: BuiltSoql, spec: ReturningSpec, error: SoqlError): SoslError {
  const code: SoslErrorCode = error.errorCode === "MALFORMED_QUERY" ? "MALFORMED_SEARCH" : error.errorCode;
  const caret = /^\n[^\n]*\n *\^\nERROR at Row:(\d+):Column:(\d+)\n([\s\S]*)$/.exec(error.message);
  if (!caret) return statement ? soslErrorAt(statement, spec.object.at, code, error.message) : new SoslError(code, error.message);
  const [, row, column, message = ""] = caret;
  const lines = built.text.split("\n").slice(0, Number(row) - 1);
  const offset = lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(column) - 1;
  const hit = built.segments.find(({ start, segment }) => offset >= start && offset < start + segment.text.length && segment.origin >= 0);
  if (hit) return soslErrorAt(statement, hit.segment.origin + (offset - hit.start), code, message);
  // The SOQL ended early: in the statement that is where the clause ends, usually at its ')'.
  const last = built.segments.at(-1)?.segment;
  if (offset < built.text.length || !last || last.origin < 0) return soslErrorAt(statement, spec.object.at, code, message);
  const end = last.origin + last.text.length;
  const token = statement.slice(end).trimStart()[0];
  const at = statement.length - statement.slice(end).trimStart().length;
  return soslErrorAt(statement, at, code, token && message === "unexpected token: <EOF>" ? `unexpected token: '${token}'` : message);
}
