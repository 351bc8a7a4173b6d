// Rich text (descriptions, environment, comment bodies) is stored as ADF; v3 answers it as ADF, v2 as
// wiki markup, and renderedFields as HTML.
import type { JsonRecord } from "../../core/pack/index.ts";
import { adfToHtml, adfToWiki } from "./adf/index.ts";
import type { ApiVersion } from "./jira-view.ts";

type Adf = Parameters<typeof adfToWiki>[0];

/** A stored document as the API version shows it; null stays null. */
export function renderRichText(doc: JsonRecord | null | undefined, version: ApiVersion): JsonRecord | string | null {
  if (doc === null || doc === undefined) return null;
  return version === 2 ? adfToWiki(doc as Adf) : structuredClone(doc);
}

/** A stored document as renderedFields shows it (HTML); null stays null. */
export function renderRichTextHtml(doc: JsonRecord | null | undefined): string | null {
  if (doc === null || doc === undefined) return null;
  return adfToHtml(doc as Adf);
}
