// Wiki tables: rows of `|cell|` and `||header||`, as Jira's parser reads them. A run of pipes opens
// the next cell (two or more make it a header), links and block macros are stepped over, a row may
// run on to the next line when it does not end with a pipe, and a blank line or a line that does
// not start with a pipe ends the table. Header text is bold, as Jira makes it.
import { withMark } from "./marks.ts";
import { paragraph, type AdfNode } from "./types.ts";
import { parseBlocks, type BlockResult } from "./wiki-blocks.ts";
import type { WikiOptions } from "./wiki-inline.ts";
import { BLOCK_MACROS, matchMacroOpening, NeedleFinder } from "./wiki-macros.ts";
import { LineScanner } from "./wiki-scan.ts";

interface Cell {
  header: boolean;
  raw: string;
}

/** Spaces and tabs then a line break at `at`: Jira's "empty line". */
function blankLineAt(src: string, at: number): boolean {
  let i = at;
  while (src[i] === " " || src[i] === "\t") i++;
  return src[i] === "\n" || (src[i] === "\r" && src[i + 1] === "\n");
}

/** Spaces and tabs then a pipe at `at`: where the pipes start, or -1. */
function rowStartAt(src: string, at: number): number {
  let i = at;
  while (src[i] === " " || src[i] === "\t") i++;
  return src[i] === "|" ? i : -1;
}

const newlineLength = (src: string, at: number): number =>
  src[at] === "\r" ? (src[at + 1] === "\n" ? 2 : 1) : src[at] === "\n" ? 1 : 0;

export function parseTable(src: string, at: number, options: WikiOptions): BlockResult {
  const finder = new NeedleFinder(src);
  const links = new LineScanner(src);
  const rows: Cell[][] = [];
  let cells: Cell[] = [];
  let buffer = "";
  let header = false;
  const addCell = () => {
    if (buffer.length) cells.push({ header, raw: buffer });
    buffer = "";
  };
  const closeRow = () => {
    if (buffer.trim().length) addCell();
    buffer = "";
    if (cells.length) rows.push(cells);
    cells = [];
  };
  let pos = at;
  rows: while (rowStartAt(src, pos) !== -1) {
    pos = rowStartAt(src, pos);
    let lastPipe = -1;
    while (pos < src.length) {
      const char = src[pos] ?? "";
      const eol = newlineLength(src, pos);
      if (eol) {
        // A line break right after a pipe closes the row; otherwise the cell runs on, unless the
        // next line is blank (the table ends) or starts a new row.
        if (pos === lastPipe + 1) {
          pos += eol;
          closeRow();
          continue rows;
        }
        buffer += src.slice(pos, pos + eol);
        pos += eol;
        if (blankLineAt(src, pos)) {
          addCell();
          break rows;
        }
        if (rowStartAt(src, pos) !== -1) {
          closeRow();
          continue rows;
        }
        continue;
      }
      if (char === "|") {
        addCell();
        const pipes = pipeRun(src, pos);
        header = pipes >= 2;
        pos += pipes;
        lastPipe = pos - 1;
        continue;
      }
      const skip = char === "[" ? links.linkLength(pos) : char === "{" ? macroLength(src, pos, finder) : 0;
      buffer += src.slice(pos, pos + Math.max(skip, 1));
      pos += Math.max(skip, 1);
    }
    break;
  }
  if (buffer.trim().length) addCell();
  if (cells.length) rows.push(cells);
  return { nodes: [tableNode(rows, options)], end: pos };
}

function pipeRun(src: string, at: number): number {
  let n = 0;
  while (src[at + n] === "|") n++;
  return n;
}

function macroLength(src: string, at: number, finder: NeedleFinder): number {
  const opening = matchMacroOpening(src, at);
  if (!opening || !(BLOCK_MACROS as readonly string[]).includes(opening.name)) return 0;
  const close = finder.indexOf(`{${opening.written}}`, opening.end);
  return (close === -1 ? opening.end : close + opening.written.length + 2) - at;
}

function tableNode(rows: Cell[][], options: WikiOptions): AdfNode {
  const content = rows.map((row) => ({ type: "tableRow", content: row.map((cell) => cellNode(cell, options)) }));
  if (!content.length) content.push({ type: "tableRow", content: [{ type: "tableCell", attrs: {}, content: [paragraph()] }] });
  return { type: "table", attrs: { isNumberColumnEnabled: false, layout: "default" }, content };
}

function cellNode(cell: Cell, options: WikiOptions): AdfNode {
  let content = parseBlocks(cell.raw, options, { noDashes: true, noTables: true, noRuler: true });
  if (cell.header) content = content.map(bold);
  return { type: cell.header ? "tableHeader" : "tableCell", attrs: {}, content: content.length ? content : [paragraph()] };
}

function bold(node: AdfNode): AdfNode {
  if (node.type === "text") return withMark(node, { type: "strong" }, ["strong", "code"]);
  if (!node.content || node.type === "codeBlock") return node;
  return { ...node, content: node.content.map(bold) };
}
