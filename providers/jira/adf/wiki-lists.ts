// Wiki lists: `* `, `# ` and `- ` items, nested by repeating symbols (`**`, `#*`, up to 20), built the
// way Jira's ListBuilder builds them. An item runs on over following lines until the next item or a
// blank line; a block macro inside it may span blank lines.
import { withMark } from "./marks.ts";
import { paragraph, type AdfNode } from "./types.ts";
import { lineEndAt, parseBlocks, type BlockResult } from "./wiki-blocks.ts";
import type { WikiOptions } from "./wiki-inline.ts";
import { BLOCK_MACROS, matchMacroOpening, NeedleFinder } from "./wiki-macros.ts";

type ListType = "bulletList" | "orderedList";
interface ListTree {
  type: ListType;
  items: ItemTree[];
  parent?: ItemTree;
}
interface ItemTree {
  content: AdfNode[];
  children: ListTree[];
  parent: ListTree;
}

const ITEM = /^ *([*\-#]{1,20}) /;
const listType = (symbols: string): ListType => (symbols.endsWith("#") ? "orderedList" : "bulletList");

export function parseList(src: string, at: number, options: WikiOptions): BlockResult {
  const finder = new NeedleFinder(src);
  const items: { symbols: string; text: string }[] = [];
  let pos = at;
  while (pos < src.length) {
    const lineEnd = lineEndAt(src, pos);
    const line = src.slice(pos, lineEnd);
    const item = ITEM.exec(line);
    // "----" alone is a ruler line, not an item: it joins the current item's text.
    if (item && !/^ *-{4,5}[ \t]*$/.test(line)) {
      items.push({ symbols: item[1] ?? "*", text: "" });
      pos += item[0].length;
    } else if (/^[ \t]*$/.test(line) && lineEnd < src.length) {
      break;
    }
    const end = contentEnd(src, pos, finder);
    const current = items[items.length - 1];
    if (current) current.text += src.slice(pos, end);
    pos = end;
  }
  return { nodes: buildLists(items, options), end: pos };
}

/** The end of an item's line, a block macro's whole extent counted in, and its line break. */
function contentEnd(src: string, from: number, finder: NeedleFinder): number {
  let k = from;
  while (k < src.length && src[k] !== "\n" && src[k] !== "\r") {
    const opening = src[k] === "{" ? matchMacroOpening(src, k) : undefined;
    if (opening && (BLOCK_MACROS as readonly string[]).includes(opening.name)) {
      const close = finder.indexOf(`{${opening.written}}`, opening.end);
      k = close === -1 ? opening.end : close + opening.written.length + 2;
    } else k++;
  }
  if (src[k] === "\r") k++;
  if (src[k] === "\n") k++;
  return k;
}

function buildLists(items: { symbols: string; text: string }[], options: WikiOptions): AdfNode[] {
  const out: AdfNode[] = [];
  let root: ListTree | undefined;
  let last: ListTree | undefined;
  let lastDepth = 1;
  for (const { symbols, text } of items) {
    const content = itemContent(text, options);
    const type = listType(symbols);
    if (!root || !last || (symbols.length === 1 && type !== root.type)) {
      if (root) out.push(...buildList(root));
      root = last = { type: listType(symbols), items: [] };
      lastDepth = 1;
    }
    const depth = symbols.length;
    if (depth > lastDepth) last = nest(last, depth - lastDepth, type);
    else if (depth < lastDepth) last = ancestor(last, lastDepth - depth);
    lastDepth = depth;
    last = addItem(last, type, content);
  }
  if (root) out.push(...buildList(root));
  return out;
}

function itemContent(text: string, options: WikiOptions): AdfNode[] {
  return parseBlocks(text, options, { noLists: true, noTables: true, keepLeadingSpace: true }).flatMap((node) => {
    // An item holds no quote or heading: Jira lifts the quote's content and makes a heading an
    // upper-case bold paragraph.
    if (node.type === "blockquote") return node.content ?? [];
    if (node.type !== "heading") return [node];
    const content = (node.content ?? []).map((child) =>
      child.type === "text" ? withMark({ ...child, text: (child.text ?? "").toUpperCase() }, { type: "strong" }, ["strong", "code"]) : child,
    );
    return [paragraph(content)];
  });
}

function nest(list: ListTree, levels: number, type: ListType): ListTree {
  let current = list;
  for (let i = 0; i < levels; i++) {
    if (!current.items.length) current.items.push({ content: [], children: [], parent: current });
    const item = current.items[current.items.length - 1] as ItemTree;
    const child: ListTree = { type, items: [], parent: item };
    item.children = [child];
    current = child;
  }
  return current;
}

function ancestor(list: ListTree, levels: number): ListTree {
  let current = list;
  for (let i = 0; i < levels && current.parent; i++) current = current.parent.parent;
  return current;
}

function addItem(list: ListTree, type: ListType, content: AdfNode[]): ListTree {
  let target = list;
  if (list.type !== type && list.parent) {
    target = { type, items: [], parent: list.parent };
    list.parent.children.push(target);
  }
  target.items.push({ content, children: [], parent: target });
  return target;
}

const LIST_ITEM_CONTENT = new Set(["paragraph", "orderedList", "bulletList", "mediaSingle", "codeBlock"]);
const isBlankParagraph = (node: AdfNode) =>
  node.type === "paragraph" && (node.content ?? []).every((child) => child.type === "text" && !child.text?.trim());

/** A list node; content a list item may not hold breaks the list in two around it. */
function buildList(list: ListTree): AdfNode[] {
  const out: AdfNode[] = [];
  let items: AdfNode[] = [];
  const close = () => {
    if (items.length) out.push({ type: list.type, ...(list.type === "orderedList" && { attrs: { order: 1 } }), content: items });
    items = [];
  };
  for (const item of list.items) {
    for (const node of buildItem(item)) {
      if (node.type === "listItem") items.push(node);
      else {
        close();
        out.push(node);
      }
    }
  }
  close();
  return out;
}

function buildItem(item: ItemTree): AdfNode[] {
  const out: AdfNode[] = [];
  let buffer: AdfNode[] = [];
  for (const node of [...item.content, ...item.children.flatMap(buildList)]) {
    if (isBlankParagraph(node)) continue;
    if (LIST_ITEM_CONTENT.has(node.type)) buffer.push(node);
    else {
      out.push(listItem(buffer), node);
      buffer = [];
    }
  }
  if (buffer.length) out.push(listItem(buffer));
  return out;
}

function listItem(content: AdfNode[]): AdfNode {
  const first = content[0];
  if (first && (first.type === "paragraph" || first.type === "mediaSingle" || first.type.endsWith("List"))) {
    return { type: "listItem", content };
  }
  return { type: "listItem", content: [paragraph(), ...content] };
}
