// Atlassian Document Format for the jira pack: types, conversions between ADF, plain text, Jira wiki
// markup and renderedFields HTML, and validation with Jira's error texts. Pure functions, no I/O.
export type { AdfDoc, AdfNode, AdfMark, AdfText, AdfMention, AdfHeading, AdfCodeBlock } from "./types.ts";
export { textToAdf } from "./text-to-adf.ts";
export { wikiToAdf, type WikiOptions } from "./wiki-to-adf.ts";
export { adfToWiki } from "./adf-to-wiki.ts";
export { adfToPlainText } from "./adf-to-plain-text.ts";
export { adfToHtml, type HtmlOptions } from "./adf-to-html.ts";
export { checkAdf, isAdfDocument, explainAdf, ADF_NOT_A_DOCUMENT, ADF_INVALID_INPUT } from "./check-adf.ts";
