// What a valid ADF document may hold, transcribed from Atlassian's JSON schema
// (@atlaskit/adf-schema 57.7.22, dist/json-schema/v1/full.json; providers/jira/adf/schema-agreement
// .test.ts checks this table against it). Common nodes are checked in full: attrs, children, marks.
// Rarer nodes (tasks, decisions, layouts, extensions, expands, media details) are checked for their
// required attrs and that their children are known nodes.

export type AttrRule = "string" | "number" | "boolean" | "array" | "any" | readonly string[] | { min?: number; max?: number; minLength?: number; pattern?: RegExp };

export interface NodeSpec {
  attrs?: Record<string, AttrRule>;
  required?: readonly string[];
  /** The node must carry `attrs` even when no attr is required (mention, heading...). */
  attrsRequired?: boolean;
  /** Allowed child types; undefined means no children; "any" skips the check. */
  content?: readonly string[] | "any";
  contentRequired?: boolean;
  minContent?: number;
  /** Allowed marks; undefined means none. */
  marks?: readonly string[];
  /** inlineCard: one of several attr shapes. */
  attrVariants?: readonly Record<string, AttrRule>[];
}

const localId = { localId: "string" } as const;
const INLINE = ["text", "hardBreak", "mention", "emoji", "inlineCard", "date", "status", "placeholder", "inlineExtension", "mediaInline"];
const TEXT_MARKS = ["link", "em", "strong", "strike", "subsup", "underline", "textColor", "backgroundColor", "code", "annotation", "border", "fontSize"];
const BLOCK = [
  "paragraph", "heading", "bulletList", "orderedList", "taskList", "decisionList", "codeBlock", "blockquote", "rule", "panel",
  "table", "mediaSingle", "mediaGroup", "blockCard", "embedCard", "extension", "bodiedExtension", "expand", "layoutSection",
  "syncBlock", "bodiedSyncBlock",
];
const CELL_CONTENT = [
  "paragraph", "panel", "blockquote", "orderedList", "bulletList", "rule", "heading", "codeBlock", "mediaSingle", "mediaGroup",
  "decisionList", "taskList", "blockCard", "embedCard", "extension", "nestedExpand",
];
const cell: NodeSpec = {
  attrs: { colspan: "number", rowspan: "number", colwidth: "array", background: "string", valign: ["top", "middle", "bottom"], ...localId },
  content: CELL_CONTENT,
  contentRequired: true,
  minContent: 1,
};

export const NODE_SPECS: Record<string, NodeSpec> = {
  doc: { content: BLOCK },
  paragraph: { attrs: localId, content: INLINE, marks: ["alignment", "indentation", "fontSize"] },
  text: { marks: TEXT_MARKS },
  hardBreak: { attrs: { text: ["\n"], ...localId } },
  heading: {
    attrs: { level: { min: 1, max: 6 }, ...localId },
    required: ["level"],
    attrsRequired: true,
    content: INLINE,
    marks: ["alignment", "indentation"],
  },
  bulletList: { attrs: localId, content: ["listItem"], contentRequired: true, minContent: 1 },
  orderedList: { attrs: { order: { min: 0 }, ...localId }, content: ["listItem"], contentRequired: true, minContent: 1 },
  listItem: {
    attrs: localId,
    content: ["paragraph", "bulletList", "orderedList", "taskList", "mediaSingle", "codeBlock", "extension"],
    contentRequired: true,
    minContent: 1,
  },
  codeBlock: {
    attrs: { language: "string", uniqueId: "string", wrap: "boolean", hideLineNumbers: "boolean", ...localId },
    content: ["text"],
    marks: ["breakout"],
  },
  blockquote: {
    attrs: localId,
    content: ["paragraph", "orderedList", "bulletList", "codeBlock", "mediaSingle", "mediaGroup", "extension"],
    contentRequired: true,
    minContent: 1,
  },
  rule: { attrs: localId },
  mention: {
    attrs: { id: "string", text: "string", accessLevel: "string", userType: ["DEFAULT", "SPECIAL", "APP"], ...localId },
    required: ["id"],
    attrsRequired: true,
  },
  emoji: { attrs: { shortName: "string", id: "string", text: "string", ...localId }, required: ["shortName"], attrsRequired: true },
  inlineCard: { attrsRequired: true, attrVariants: [{ url: "string", ...localId }, { data: "any", ...localId }], marks: ["link", "annotation"] },
  panel: {
    attrs: {
      panelType: ["info", "note", "tip", "warning", "error", "success", "custom"],
      panelIcon: "string", panelIconId: "string", panelIconText: "string", panelColor: "string", ...localId,
    },
    required: ["panelType"],
    attrsRequired: true,
    content: [
      "paragraph", "heading", "bulletList", "orderedList", "blockCard", "mediaGroup", "mediaSingle", "codeBlock", "taskList", "rule",
      "decisionList", "extension",
    ],
    contentRequired: true,
    minContent: 1,
  },
  table: {
    attrs: {
      displayMode: ["default", "fixed"], isNumberColumnEnabled: "boolean",
      layout: ["wide", "full-width", "center", "align-end", "align-start", "default"], localId: { minLength: 1 }, width: "number",
    },
    content: ["tableRow"],
    contentRequired: true,
    minContent: 1,
    marks: ["fragment"],
  },
  tableRow: { attrs: localId, content: ["tableCell", "tableHeader"], contentRequired: true },
  tableCell: cell,
  tableHeader: cell,
  mediaSingle: { attrs: { layout: "string", width: "number", widthType: ["percentage", "pixel"], ...localId }, content: ["media", "caption"], contentRequired: true, minContent: 1, marks: ["link"] },
  mediaGroup: { content: ["media"], contentRequired: true, minContent: 1 },
  media: { attrsRequired: true, attrs: { type: ["link", "file", "external"], id: "string", collection: "string", url: "string", alt: "string", width: "number", height: "number", occurrenceKey: "string", ...localId }, required: ["type"], marks: ["link", "annotation", "border", "dataConsumer"] },
  caption: { attrs: localId, content: INLINE },
  date: { attrs: { timestamp: { minLength: 1 }, ...localId }, required: ["timestamp"], attrsRequired: true },
  status: { attrs: { text: "string", color: ["neutral", "purple", "blue", "red", "yellow", "green"], style: "string", ...localId }, required: ["text", "color"], attrsRequired: true },
  taskList: { attrs: localId, required: ["localId"], attrsRequired: true, content: ["taskItem", "taskList", "blockTaskItem"], contentRequired: true, minContent: 1 },
  taskItem: { attrs: { state: ["TODO", "DONE"], ...localId }, required: ["localId", "state"], attrsRequired: true, content: INLINE },
  decisionList: { attrs: localId, required: ["localId"], attrsRequired: true, content: ["decisionItem"], contentRequired: true, minContent: 1 },
  decisionItem: { attrs: { state: "string", ...localId }, required: ["localId", "state"], attrsRequired: true, content: INLINE },
};

/** Nodes accepted with their required attrs checked and any known children: see the header. */
export const LOOSE_NODES: Record<string, readonly string[]> = {
  expand: [], nestedExpand: [], layoutSection: [], layoutColumn: ["width"], blockCard: [], embedCard: ["url", "layout"],
  extension: ["extensionKey", "extensionType"], bodiedExtension: ["extensionKey", "extensionType"],
  inlineExtension: ["extensionKey", "extensionType"], placeholder: ["text"], mediaInline: ["id", "collection"], blockTaskItem: ["localId", "state"],
  syncBlock: ["resourceId"], bodiedSyncBlock: ["resourceId"],
};

export const MARK_SPECS: Record<string, { attrs?: Record<string, AttrRule>; required?: readonly string[] }> = {
  strong: {}, em: {}, strike: {}, underline: {}, code: {},
  link: { attrs: { href: "string", title: "string", id: "string", collection: "string", occurrenceKey: "string" }, required: ["href"] },
  textColor: { attrs: { color: { pattern: /^#[0-9a-fA-F]{6}$/ } }, required: ["color"] },
  backgroundColor: { attrs: { color: { pattern: /^#[0-9a-fA-F]{6}$/ } }, required: ["color"] },
  subsup: { attrs: { type: ["sub", "sup"] }, required: ["type"] },
  alignment: { attrs: { align: ["center", "end"] }, required: ["align"] },
  indentation: { attrs: { level: { min: 1, max: 6 } }, required: ["level"] },
  annotation: { attrs: { id: "string", annotationType: ["inlineComment"] }, required: ["id", "annotationType"] },
  breakout: { attrs: { mode: ["wide", "full-width"], width: "number" }, required: ["mode"] },
  border: { attrs: { size: { min: 1, max: 3 }, color: { pattern: /^#[0-9a-fA-F]{8}$|^#[0-9a-fA-F]{6}$/ } }, required: ["size", "color"] },
  fragment: { attrs: { localId: { minLength: 1 }, name: "string" }, required: ["localId"] },
  fontSize: { attrs: { fontSize: "string" }, required: ["fontSize"] },
  dataConsumer: { attrs: { sources: "array" }, required: ["sources"] },
};

/** Marks `code` may share a text node with; Atlassian's schema allows no other. */
export const CODE_COMPANIONS = ["code", "link", "annotation"];
