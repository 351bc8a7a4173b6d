// CSV as Bulk API 2.0 reads and writes it: RFC 4180 quoting, one of six column delimiters, LF or CRLF.
import { yieldIfHeld } from "../../../core/pack/index.ts";

export const COLUMN_DELIMITERS = { COMMA: ",", TAB: "\t", PIPE: "|", SEMICOLON: ";", CARET: "^", BACKQUOTE: "`" } as const;
export type ColumnDelimiter = keyof typeof COLUMN_DELIMITERS;
export const LINE_ENDINGS = { LF: "\n", CRLF: "\r\n" } as const;
export type LineEnding = keyof typeof LINE_ENDINGS;

export interface CsvDialect {
  columnDelimiter: ColumnDelimiter;
  lineEnding: LineEnding;
}

/** A CSV that cannot be read: the job fails with this as its `errorMessage`. */
export class CsvError extends Error {}

/**
 * Rows of cells. A quoted cell may hold the delimiter, quotes (doubled) and line breaks; blank lines are
 * skipped. The first line break must be the job's `lineEnding`, as Salesforce checks it on the data.
 * Reading stops once there are more than `maxRows` rows (the caller refuses that many).
 */
export async function parseCsv(text: string, dialect: CsvDialect, maxRows = Infinity): Promise<string[][]> {
  const data = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  checkLineEnding(data, dialect.lineEnding);
  const delimiter = COLUMN_DELIMITERS[dialect.columnDelimiter];
  const crlf = dialect.lineEnding === "CRLF";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let wasQuoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== "" || wasQuoted) rows.push(row);
    row = [];
    cell = "";
    wasQuoted = false;
  };
  // Cells are taken as runs of text, not character by character: a string built from millions of
  // one-character appends took half a second to flatten when first read.
  const ordinary = new RegExp(`[^${delimiter.replace(/[\\^\]-]/g, "\\$&")}\n\r"]+`, "y");
  let nextYield = 0x10000;
  for (let i = 0; i < data.length && rows.length <= maxRows; i++) {
    // A job's upload may be megabytes: the event loop gets a turn between slices of it.
    if (i >= nextYield) {
      nextYield = i + 0x10000;
      await yieldIfHeld();
    }
    const c = data[i]!;
    if (quoted) {
      const close = data.indexOf('"', i);
      if (close < 0) {
        cell += data.slice(i);
        break;
      }
      cell += data.slice(i, close);
      if (data[close + 1] === '"') (cell += '"'), (i = close + 1);
      else (quoted = false), (i = close);
    } else if (c === '"' && cell === "" && !wasQuoted) {
      quoted = wasQuoted = true;
    } else if (c === delimiter) {
      row.push(cell);
      cell = "";
      wasQuoted = false;
    } else if (c === "\n" && !crlf) {
      endRow();
    } else if (c === "\r" && crlf && data[i + 1] === "\n") {
      endRow();
      i++;
    } else if (wasQuoted) {
      throw new CsvError(`ClientInputError : Unexpected character after a closing quote in row ${rows.length + 1}`);
    } else {
      ordinary.lastIndex = i;
      const run = ordinary.exec(data)?.[0] ?? c;
      cell += run;
      i += run.length - 1;
    }
  }
  if (quoted) throw new CsvError(`ClientInputError : Unterminated quoted field in row ${rows.length + 1}`);
  if (cell !== "" || row.length > 0 || wasQuoted) endRow();
  return rows;
}

function checkLineEnding(data: string, lineEnding: LineEnding): void {
  const first = firstLineBreak(data);
  if (first === undefined) return;
  const isCrlf = first > 0 && data[first - 1] === "\r";
  if (isCrlf !== (lineEnding === "CRLF"))
    throw new CsvError(`ClientInputError : LineEnding is invalid on user data. Current LineEnding setting is ${lineEnding}`);
}

/** Index of the first `\n` outside quotes. */
function firstLineBreak(data: string): number | undefined {
  let quoted = false;
  for (let i = 0; i < data.length; i++) {
    const c = data[i];
    if (c === '"') quoted = !quoted;
    else if (c === "\n" && !quoted) return i;
  }
  return undefined;
}

/** One cell, always quoted (as Salesforce writes result values). */
export const quoted = (value: string): string => `"${value.replaceAll('"', '""')}"`;

/** One cell, quoted only when it must be (an uploaded header name echoed into results). */
export function quotedIfNeeded(value: string, dialect: CsvDialect): string {
  const delimiter = COLUMN_DELIMITERS[dialect.columnDelimiter];
  return value.includes(delimiter) || /["\r\n]/.test(value) ? quoted(value) : value;
}

/** Lines joined with the dialect's line ending, ending with one. */
export function csvText(lines: string[], dialect: CsvDialect): string {
  const eol = LINE_ENDINGS[dialect.lineEnding];
  return lines.length === 0 ? "" : lines.join(eol) + eol;
}

export const joinCells = (cells: string[], dialect: CsvDialect): string => cells.join(COLUMN_DELIMITERS[dialect.columnDelimiter]);
