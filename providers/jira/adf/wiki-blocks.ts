// Block-level wiki markup: paragraphs (one line break is a hardBreak, a blank line a new paragraph),
// `h1.`–`h6.`, `bq.`, `----`, lists, tables and the block macros. Line-start keywords count only at
// the start of a line Jira's parser reaches in its line-start state, quirks included: the line after
// a table, or after a `----` and its line break, is plain text.
import { mergeText } from "./marks.ts";
import { hardBreak, paragraph, type AdfNode } from "./types.ts";
import { parseInline, type WikiOptions } from "./wiki-inline.ts";
import { BLOCK_MACROS, matchMacroOpening, NeedleFinder, type MacroOpening } from "./wiki-macros.ts";
import { parseBlockMacro, quoteBlocks } from "./wiki-block-macros.ts";
import { parseList } from "./wiki-lists.ts";
import { parseTable } from "./wiki-tables.ts";

export interface BlockRules {
  noLists?: boolean;
  noTables?: boolean;
  noRuler?: boolean;
  noDashes?: boolean;
  /** List items keep the spaces that open their continuation lines. */
  keepLeadingSpace?: boolean;
}

export interface BlockResult {
  nodes: AdfNode[];
  /** Where parsing resumes; a line break there is still to be read. */
  end: number;
  /** Whether parsing resumes in the line-start state (after lists and tables it does not). */
  lineStart?: boolean;
}

const INLINE_TYPES = new Set(["text", "hardBreak", "mention", "emoji", "inlineCard", "date", "status", "mediaInline", "placeholder", "inlineExtension"]);
export const isInlineNode = (node: AdfNode): boolean => INLINE_TYPES.has(node.type);

export function lineEndAt(src: string, from: number): number {
  for (let i = from; i < src.length; i++) if (src[i] === "\n" || src[i] === "\r") return i;
  return src.length;
}

const newlineLength = (src: string, at: number): number =>
  src[at] === "\r" ? (src[at + 1] === "\n" ? 2 : 1) : src[at] === "\n" ? 1 : 0;

export function parseBlocks(src: string, options: WikiOptions, rules: BlockRules = {}): AdfNode[] {
  const blocks: AdfNode[] = [];
  const finder = new NeedleFinder(src);
  let inline: AdfNode[] = [];
  let newlines = 0;
  let pos = 0;
  let lineStart = true;
  const flush = () => {
    // A paragraph of nothing but line breaks is dropped, as Jira does.
    if (inline.some((node) => node.type !== "hardBreak")) blocks.push(paragraph(mergeText(inline)));
    inline = [];
  };
  const addInline = (nodes: AdfNode[]) => {
    if (!nodes.length) return;
    if (newlines >= 2) flush();
    else if (newlines === 1 && inline.length) inline.push(hardBreak());
    inline.push(...nodes);
    newlines = 0;
  };
  const addBlocks = (result: BlockResult) => {
    for (const node of result.nodes) {
      if (isInlineNode(node)) addInline([node]);
      else {
        flush();
        blocks.push(node);
      }
    }
    newlines = 0;
    pos = result.end;
    lineStart = result.lineStart ?? false;
  };

  while (pos < src.length) {
    if (lineStart) {
      const indentEnd = skipIndent(src, pos);
      const eol = newlineLength(src, indentEnd);
      if (eol) {
        pos = indentEnd + eol;
        newlines++;
        continue;
      }
      const leading = leadingBlock(src, indentEnd, options, rules);
      if (leading) {
        addBlocks(leading);
        continue;
      }
      if (!rules.keepLeadingSpace) pos = indentEnd;
      lineStart = false;
    }
    const lineEnd = lineEndAt(src, pos);
    const macro = firstBlockMacro(src, pos, lineEnd);
    const segmentEnd = macro ? macro.at : lineEnd;
    if (segmentEnd > pos) addInline(parseInline(src.slice(pos, segmentEnd), options, { noDashes: rules.noDashes }));
    pos = segmentEnd;
    if (macro) {
      addBlocks(parseBlockMacro(src, macro.at, macro.opening, finder, options));
      continue;
    }
    const eol = newlineLength(src, pos);
    if (eol) {
      pos += eol;
      newlines++;
      lineStart = true;
    }
  }
  flush();
  return blocks;
}

function skipIndent(src: string, from: number): number {
  let i = from;
  while (src[i] === " " || src[i] === "\t") i++;
  return i;
}

/** The first `{code}`-like opening on the line; scans from successive `{` never overlap. */
function firstBlockMacro(src: string, from: number, to: number): { at: number; opening: MacroOpening } | undefined {
  for (let at = src.indexOf("{", from); at !== -1 && at < to; at = src.indexOf("{", at + 1)) {
    if (src[at - 1] === "{") continue;
    const opening = matchMacroOpening(src, at);
    if (opening && (BLOCK_MACROS as readonly string[]).includes(opening.name)) return { at, opening };
  }
  return undefined;
}

function leadingBlock(src: string, at: number, options: WikiOptions, rules: BlockRules): BlockResult | undefined {
  const lineEnd = lineEndAt(src, at);
  const head = src.slice(at, Math.min(at + 6, lineEnd));
  if (head.startsWith("bq.")) {
    return { nodes: quoteBlocks(src.slice(at + 3, lineEnd), options), end: lineEnd };
  }
  const heading = /^h([1-6])\./.exec(head);
  if (heading) {
    const content = parseInline(src.slice(at + 3, lineEnd).replace(/^[ \t]+/, ""), options, { noDashes: true });
    return { nodes: [{ type: "heading", attrs: { level: Number(heading[1]) }, content }], end: lineEnd };
  }
  const ruler = /^-{4,5}(?=\s|$)/.exec(head);
  if (ruler && !rules.noRuler) {
    // The ruler takes the one whitespace character after it, a line break included.
    const after = at + ruler[0].length;
    return { nodes: [{ type: "rule" }], end: Math.min(after + 1, src.length) };
  }
  if (!rules.noLists && /^(?:[*#]{1,20}|-) /.test(src.slice(at, Math.min(at + 22, lineEnd)))) {
    return parseList(src, at, options);
  }
  if (!rules.noTables && src[at] === "|") return parseTable(src, at, options);
  return undefined;
}
