// ADF to plain text, for JQL text search (`~`) and for MCP tools that show a field's words: each
// block and each list item on its own line(s), a hardBreak as a line break, table cells apart by
// " | ", a mention as its "@Display Name" (or "@" and the account id), an emoji as its character or
// short name, a smart link as its URL. Marks and structure are dropped.
import type { AdfNode } from "./types.ts";

export function adfToPlainText(adf: { content?: AdfNode[] } | null | undefined): string {
  return blocks(adf?.content ?? []);
}

function blocks(content: AdfNode[]): string {
  return content
    .map(block)
    .filter((text) => text !== "")
    .join("\n");
}

function block(node: AdfNode): string {
  switch (node.type) {
    case "paragraph":
    case "heading":
    case "caption":
      return inlines(node.content ?? []);
    case "codeBlock":
      return (node.content ?? []).map((child) => child.text ?? "").join("");
    case "table":
      return (node.content ?? []).map((row) => (row.content ?? []).map((cell) => blocks(cell.content ?? []).replaceAll("\n", " ")).join(" | ")).join("\n");
    case "rule":
    case "media":
      return "";
    default:
      return node.content ? blocks(node.content) : inline(node);
  }
}

function inlines(content: AdfNode[]): string {
  return content.map(inline).join("");
}

function inline(node: AdfNode): string {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case "text":
      return node.text ?? "";
    case "hardBreak":
      return "\n";
    case "mention":
      return typeof attrs.text === "string" && attrs.text ? attrs.text : `@${String(attrs.id ?? "")}`;
    case "emoji":
      return String(attrs.text || attrs.shortName || "");
    case "inlineCard":
    case "blockCard":
    case "embedCard":
      return typeof attrs.url === "string" ? attrs.url : "";
    case "status":
      return String(attrs.text ?? "");
    case "date": {
      const date = new Date(Number(attrs.timestamp));
      return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
    }
    default:
      return node.content ? inlines(node.content) : "";
  }
}
