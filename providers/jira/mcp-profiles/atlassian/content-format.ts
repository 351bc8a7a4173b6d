// Body content in and out of Atlassian's tools: `contentFormat` says what a body argument is (Markdown,
// the default for a string, or ADF), `responseContentFormat` how bodies come back (ADF as Jira stores
// them, the default here, or "markdown": the text of the document).
import type { JsonRecord } from "../../../../core/pack/index.ts";
import { adfToPlainText, type AdfNode } from "../../adf/index.ts";
import { markdownToAdf } from "../../tools/markdown-to-adf.ts";
import { AtlassianRefusal } from "./answers.ts";

/** A body argument as the ADF document Jira stores. */
export function bodyAdf(value: unknown, format: string | undefined): JsonRecord {
  if (value !== null && typeof value === "object") return value as JsonRecord;
  const text = String(value ?? "");
  if (format !== "adf") return markdownToAdf(text) as unknown as JsonRecord;
  try {
    return JSON.parse(text) as JsonRecord;
  } catch {
    throw new AtlassianRefusal(`contentFormat is "adf" but the body is not an ADF JSON document`);
  }
}

const isDoc = (value: unknown): value is { type: "doc"; content?: AdfNode[] } =>
  !!value && typeof value === "object" && (value as { type?: unknown }).type === "doc";

/** Every ADF document in a Jira answer as its text, for responseContentFormat "markdown". */
export function asMarkdown<T>(value: T, format: string | undefined): T {
  if (format !== "markdown") return value;
  const walk = (node: unknown): unknown => {
    if (isDoc(node)) return adfToPlainText(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}
