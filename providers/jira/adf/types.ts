// Atlassian Document Format (ADF) as JSON: the shape Jira Cloud's REST API v3 accepts and returns for
// rich text (descriptions, environment, comment bodies, textarea custom fields). Types follow
// Atlassian's JSON schema (@atlaskit/adf-schema, dist/json-schema/v1/full.json) for the nodes and
// marks this module reads and writes; other node types pass through as `AdfUnknownNode`.

export interface AdfMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** Every ADF node: a type, optional attrs, children (block and some inline nodes), marks (text). */
export interface AdfNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: AdfNode[];
  marks?: AdfMark[];
  text?: string;
}

/** The root: `{type: "doc", version: 1, content: [...]}`. */
export interface AdfDoc {
  type: "doc";
  version: 1;
  content: AdfNode[];
}

export interface AdfText extends AdfNode {
  type: "text";
  text: string;
}

export interface AdfMention extends AdfNode {
  type: "mention";
  /** `id` is the Atlassian account id; `text` is "@Display Name" when known. */
  attrs: { id: string; text?: string; accessLevel?: string; userType?: "DEFAULT" | "SPECIAL" | "APP" };
}

export interface AdfHeading extends AdfNode {
  type: "heading";
  attrs: { level: 1 | 2 | 3 | 4 | 5 | 6 };
  content: AdfNode[];
}

export interface AdfCodeBlock extends AdfNode {
  type: "codeBlock";
  attrs?: { language?: string };
  content?: AdfText[];
}

/** Mark names in the order ProseMirror's ADF schema ranks them; Jira emits `marks` in this order. */
export const MARK_ORDER = ["link", "em", "strong", "textColor", "backgroundColor", "strike", "subsup", "underline", "code"];

export const emptyDoc = (): AdfDoc => ({ type: "doc", version: 1, content: [] });

export const textNode = (text: string, marks: AdfMark[] = []): AdfText =>
  marks.length ? { type: "text", text, marks } : { type: "text", text };

/** Jira's serializer always writes `content` on paragraphs, even an empty one. */
export const paragraph = (content: AdfNode[] = []): AdfNode => ({ type: "paragraph", content });

export const hardBreak = (): AdfNode => ({ type: "hardBreak" });
