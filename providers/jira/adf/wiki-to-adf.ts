// Jira wiki markup to ADF: what Jira Cloud stores when a v2 client (or a seed) writes a rich-text
// field as a string. Mirrors Atlassian's own converter (@atlaskit/editor-wikimarkup-transformer,
// which Jira uses) for paragraphs, headings, text effects, links, mentions, lists, tables, {code},
// {noformat}, {quote}, {panel}, {color} and {adf}; other markup (images, emoticons, issue keys)
// stays text. Runs in time linear in the input.
import { emptyDoc, type AdfDoc } from "./types.ts";
import { parseBlocks } from "./wiki-blocks.ts";
import type { WikiOptions } from "./wiki-inline.ts";

export type { WikiOptions } from "./wiki-inline.ts";

export function wikiToAdf(wiki: string, options: WikiOptions = {}): AdfDoc {
  const doc = emptyDoc();
  // Jira drops NUL characters before parsing.
  doc.content = parseBlocks(wiki.replaceAll("\0", ""), options);
  return doc;
}
