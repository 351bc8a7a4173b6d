import { adfToPlainText, type AdfNode } from "../adf/index.ts";

/**
 * The searchable text of a field value: plain strings as they are, Atlassian Document Format
 * documents (descriptions, comments, rich custom fields) as the pack's ADF module reads them for
 * search (mentions as their names, smart links as their URLs), anything else as nothing.
 */
export function plainText(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  const content = (value as { content?: unknown }).content;
  return typeof value === "object" && Array.isArray(content) ? adfToPlainText({ content: content as AdfNode[] }) : "";
}
