// ADF to Jira wiki markup: what Jira Cloud's v2 API returns for a rich-text field stored as ADF.
// Mirrors Atlassian's encoder (@atlaskit/editor-wikimarkup-transformer): blocks apart by a blank
// line, marks as `*_-+^~`, links as [text|url], mentions as [~accountid:…], code blocks as {code:lang}
// for languages wiki knows and {noformat} otherwise, and any node wiki cannot say as
// {adf:display=block}JSON{adf}, which wikiToAdf reads back. Like Jira, text is escaped only where it
// would open a mention, a macro or an image, so `*` in text comes back as bold.
import type { AdfNode } from "./types.ts";
import { escapeWikiText, markText } from "./wiki-escape.ts";

// The languages Jira's wiki {code} macro names; a code block in another language is {noformat}.
const WIKI_CODE_LANGUAGES = new Set(
  ("actionscript ada applescript bash c c# c++ cpp css erlang go groovy haskell html java javascript js json lua none " +
    "nyan objc perl php python r rainbow ruby scala sh sql swift visualbasic xml yaml").split(" "),
);

const PANEL_COLOURS: Record<string, string> = {
  info: "#deebff",
  note: "#eae6ff",
  success: "#e3fcef",
  warning: "#fffae6",
  error: "#ffebe6",
};

export function adfToWiki(adf: { content?: AdfNode[] }): string {
  return (adf.content ?? []).map(block).join("\n\n").replaceAll("\0", "");
}

function block(node: AdfNode): string {
  switch (node.type) {
    case "paragraph":
      return inlines(node.content);
    case "heading":
      return `h${Number(node.attrs?.level ?? 1)}. ${inlines(node.content)}`;
    case "bulletList":
      return (node.content ?? []).map((item) => listItem(item, "*")).join("\n");
    case "orderedList":
      return (node.content ?? []).map((item) => listItem(item, "#")).join("\n");
    case "codeBlock":
      return codeBlock(node);
    case "blockquote":
      return `{quote}${(node.content ?? []).map(block).join("\n\n")}{quote}`;
    case "rule":
      return "----";
    case "panel":
      return `{panel:bgColor=${PANEL_COLOURS[String(node.attrs?.panelType)] ?? ""}}\n${(node.content ?? []).map(block).join("\n\n")}\n{panel}`;
    case "table":
      return table(node);
    case "mediaSingle":
    case "mediaGroup":
      return (node.content ?? []).map((child) => (child.type === "media" ? media(child, node) : unknown(child))).join("\n");
    default:
      return unknown(node);
  }
}

function listItem(item: AdfNode, prefix: string): string {
  const lines: string[] = [];
  let buffer: string[] = [];
  const flush = () => {
    if (buffer.length) lines.push(`${prefix} ${buffer.join("\n")}`);
    buffer = [];
  };
  for (const child of item.content ?? []) {
    if (child.type === "bulletList" || child.type === "orderedList") {
      flush();
      // A nested list's item lines take this level's symbol in front: "* a" becomes "** a".
      const nested = block(child).split("\n").map((line) => (line.startsWith("*") || line.startsWith("#") ? prefix + line : line));
      lines.push(nested.join("\n"));
    } else if (child.type === "paragraph") buffer.push(inlines(child.content));
    else if (child.type === "codeBlock") buffer.push(codeBlock(child));
    else if (child.type === "mediaSingle") buffer.push(block(child));
    else buffer.push(unknown(child));
  }
  flush();
  return lines.join("\n");
}

function codeBlock(node: AdfNode): string {
  const text = (node.content ?? []).map((child) => (child.type === "text" ? (child.text ?? "") : "")).join("");
  const language = node.attrs?.language;
  return typeof language === "string" && WIKI_CODE_LANGUAGES.has(language) ? `{code:${language}}${text}{code}` : `{noformat}${text}{noformat}`;
}

function table(node: AdfNode): string {
  const merged = (node.content ?? []).some((row) =>
    (row.content ?? []).some((cell) => (cell.attrs?.colspan ?? 1) !== 1 || (cell.attrs?.rowspan ?? 1) !== 1),
  );
  // Wiki tables cannot merge cells; Jira keeps such a table as ADF.
  if (merged) return unknown(node);
  return (node.content ?? [])
    .map((row) => {
      let separator = "|";
      const cells = (row.content ?? []).map((cell) => {
        separator = cell.type === "tableHeader" ? "||" : "|";
        const text = (cell.content ?? []).map(block).join("\n").trim();
        return `${separator}${text === "" ? " " : text}`;
      });
      return `${cells.join("")}${separator}`;
    })
    .join("\n");
}

function media(node: AdfNode, parent: AdfNode): string {
  const attrs = node.attrs ?? {};
  const parts: string[] = [];
  if (parent.attrs?.width) parts.push(`width=${parent.attrs.width}%`);
  else {
    if (attrs.width) parts.push(`width=${attrs.width}`);
    if (attrs.height) parts.push(`height=${attrs.height}`);
  }
  if (attrs.alt) parts.push(`alt="${attrs.alt}"`);
  const name = attrs.type === "external" ? attrs.url : attrs.id;
  return `!${String(name)}|${parts.length ? parts.join(",") : "thumbnail"}!`;
}

function inlines(content: AdfNode[] | undefined): string {
  return (content ?? []).map(inline).join("");
}

function inline(node: AdfNode): string {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case "text":
      return markText(node.marks?.some((mark) => mark.type === "code") ? (node.text ?? "") : escapeWikiText(node.text ?? ""), node.marks ?? []);
    case "hardBreak":
      return "\n";
    case "mention": {
      const id = String(attrs.id ?? "");
      return id === "UNKNOWN_USER" || id.toLowerCase().startsWith("accountid:") ? `[~${id}]` : `[~accountid:${id}]`;
    }
    case "emoji":
      return emoji(node);
    case "inlineCard": {
      if (typeof attrs.url !== "string") return unknown(node);
      const key = /#icft=([A-Z][A-Z]+-[0-9]+)/.exec(attrs.url)?.[1];
      return key ? `[${key}]` : `[${attrs.url}|${attrs.url}|smart-link]`;
    }
    case "date": {
      const date = new Date(Number(attrs.timestamp));
      return Number.isNaN(date.getTime()) ? unknown(node) : `{{${date.toISOString().slice(0, 10)}}}`;
    }
    default:
      return unknown(node);
  }
}

function emoji(node: AdfNode): string {
  const { id, shortName } = node.attrs ?? {};
  // Jira writes the emoji's characters, named by its id ("1f600", "1f468-200d-1f4bb").
  if (typeof id === "string" && /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,7}$/.test(id)) {
    const points = id.split("-").map((hex) => parseInt(hex, 16));
    if (points.every((point) => point <= 0x10ffff)) return String.fromCodePoint(...points);
  }
  return typeof shortName === "string" && shortName ? shortName : unknown(node);
}

const INLINE_TYPES = new Set(["text", "hardBreak", "mention", "emoji", "inlineCard", "date", "status", "placeholder", "inlineExtension", "mediaInline"]);

function unknown(node: AdfNode): string {
  const json = JSON.stringify(node);
  return INLINE_TYPES.has(node.type) ? `{adf:display=inline}${json}{adf}` : `{adf:display=block}\n${json}\n{adf}`;
}
