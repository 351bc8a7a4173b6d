// The block macros' content rules, as Jira's parser applies them: {code} (language or "java") and
// {noformat} keep their text verbatim, trimmed; {quote} and `bq.` wrap what a blockquote may hold
// and lift the rest out; {panel} keeps paragraphs, headings and lists; {adf} carries any ADF node.
import { checkAdfNode } from "./check-adf.ts";
import { mergeText, withMark } from "./marks.ts";
import { paragraph, textNode, type AdfNode } from "./types.ts";
import { parseBlocks, type BlockResult } from "./wiki-blocks.ts";
import type { WikiOptions } from "./wiki-inline.ts";
import { codeLanguage, type MacroOpening, type NeedleFinder } from "./wiki-macros.ts";

export function parseBlockMacro(
  src: string,
  at: number,
  opening: MacroOpening,
  finder: NeedleFinder,
  options: WikiOptions,
): BlockResult {
  const closeAt = finder.indexOf(`{${opening.written}}`, opening.end);
  // An unclosed macro is an empty one that ends at its opening.
  const raw = closeAt === -1 ? "" : src.slice(opening.end, closeAt);
  const end = closeAt === -1 ? opening.end : closeAt + opening.written.length + 2;
  return { nodes: macroNodes(opening, raw, options), end };
}

function macroNodes(opening: MacroOpening, raw: string, options: WikiOptions): AdfNode[] {
  const { attrs } = opening;
  const title = attrs.title ? [paragraph([textNode(attrs.title, [{ type: "strong" }])])] : [];
  const code = raw.trim();
  const text = code ? [textNode(code)] : undefined;
  switch (opening.name) {
    case "code":
      return [...title, { type: "codeBlock", attrs: { language: codeLanguage(attrs) }, ...(text && { content: text }) }];
    case "noformat":
      return [...title, { type: "codeBlock", attrs: {}, ...(text && { content: text }) }];
    case "quote":
      return quoteBlocks(raw, options);
    case "panel":
      return panelBlocks(raw, attrs, title, options);
    default:
      return [adfMacroNode(raw)];
  }
}

const QUOTABLE = new Set(["paragraph", "bulletList", "orderedList", "codeBlock", "mediaSingle", "mediaGroup"]);

/** Blockquotes around what a blockquote may hold; anything else is lifted out between them. */
export function quoteBlocks(raw: string, options: WikiOptions): AdfNode[] {
  if (!raw.length) return [{ type: "blockquote", content: [paragraph()] }];
  const out: AdfNode[] = [];
  let quoted: AdfNode[] = [];
  const close = () => {
    if (quoted.length) out.push({ type: "blockquote", content: quoted });
    quoted = [];
  };
  for (const node of parseBlocks(raw, options)) {
    if (QUOTABLE.has(node.type)) quoted.push(node);
    else if (node.type === "heading") quoted.push(headingAsParagraph(node));
    else {
      close();
      out.push(node);
    }
  }
  close();
  return out;
}

// A blockquote holds no heading: Jira restyles it (h1 upper case, bold; h2 bold italic; h3 bold;
// h4 bold grey; h5 grey italic; h6 grey).
function headingAsParagraph(heading: AdfNode): AdfNode {
  const level = Number(heading.attrs?.level ?? 1);
  const grey = { type: "textColor", attrs: { color: "#97a0af" } };
  const content = (heading.content ?? []).map((node) => {
    if (node.type !== "text") return node;
    let styled: AdfNode = level === 1 ? { ...node, text: (node.text ?? "").toUpperCase() } : node;
    if (level <= 4) styled = withMark(styled, { type: "strong" }, ["strong", "code"]);
    if (level === 2 || level === 5) styled = withMark(styled, { type: "em" }, ["em", "code"]);
    if (level > 3) styled = withMark(styled, grey, ["textColor", "code"]);
    return styled;
  });
  return paragraph(mergeText(content));
}

const PANEL_CONTENT = new Set(["paragraph", "heading", "orderedList", "bulletList"]);

// Jira maps {panel:bgColor=...} to the panel type whose colour is nearest.
const PANEL_COLOURS: Record<string, [number, number, number]> = {
  info: [222, 235, 255],
  note: [234, 230, 255],
  success: [227, 252, 239],
  warning: [255, 250, 230],
  error: [255, 235, 230],
};

export function panelType(bgColor: string | undefined): string {
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(bgColor?.trim() ?? "")?.[1];
  if (!hex) return "info";
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  let best = "info";
  let bestDistance = Infinity;
  for (const [type, colour] of Object.entries(PANEL_COLOURS)) {
    const distance = colour.reduce((sum, value, i) => sum + (value - (rgb[i] ?? 0)) ** 2, 0);
    if (distance < bestDistance) [best, bestDistance] = [type, distance];
  }
  return best;
}

function panelBlocks(raw: string, attrs: Record<string, string>, title: AdfNode[], options: WikiOptions): AdfNode[] {
  const type = panelType(attrs.bgColor);
  const out: AdfNode[] = [];
  let inside: AdfNode[] = [...title];
  for (const node of parseBlocks(raw, options)) {
    if (PANEL_CONTENT.has(node.type)) {
      inside.push(node);
      continue;
    }
    out.push({ type: "panel", attrs: { panelType: type }, content: inside.length ? inside : [paragraph()] }, node);
    inside = [];
  }
  if (inside.length) out.push({ type: "panel", attrs: { panelType: type }, content: inside });
  return out.length ? out : [{ type: "panel", attrs: { panelType: "info" }, content: [paragraph()] }];
}

/** `{adf}` holds one ADF node as JSON (how Jira's v2 shows a node wiki has no syntax for). */
function adfMacroNode(raw: string): AdfNode {
  try {
    const node = JSON.parse(raw) as unknown;
    if (checkAdfNode(node) === undefined) return node as AdfNode;
  } catch {
    // fall through: Jira shows the raw text in a code block
  }
  return { type: "codeBlock", attrs: {}, ...(raw && { content: [textNode(`Invalid ADF Macro: ${raw}`)] }) };
}
