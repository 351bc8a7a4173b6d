// Plain text to ADF, laid out the way Jira lays out a string it receives: Jira Cloud stores a v2
// string as ADF by running its wiki-markup parser (@atlaskit/editor-wikimarkup-transformer), which
// turns one line break into a hardBreak, a blank line (or one holding only spaces and tabs) into a
// new paragraph, and drops the spaces and tabs that open a line. This function keeps that layout but
// interprets no markup, so `*` or `[` stay literal; `wikiToAdf` is for strings meant as markup.
import { emptyDoc, hardBreak, paragraph, textNode, type AdfDoc, type AdfNode } from "./types.ts";

export function textToAdf(text: string): AdfDoc {
  const doc = emptyDoc();
  let inline: AdfNode[] = [];
  let pendingBreaks = 0;
  const flush = () => {
    if (inline.length) doc.content.push(paragraph(inline));
    inline = [];
  };
  for (const rawLine of splitLines(text)) {
    const line = rawLine.replace(/^[ \t]+/, "");
    if (line === "") {
      pendingBreaks++;
      continue;
    }
    // Two or more line ends in a row start a paragraph; one is a break inside it.
    if (pendingBreaks >= 2) flush();
    else if (pendingBreaks === 1 && inline.length) inline.push(hardBreak());
    inline.push(textNode(line));
    pendingBreaks = 1;
  }
  flush();
  return doc;
}

/** Splits on CRLF, CR or LF, as Jira's parser treats all three as a line end. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
