// Validating an incoming rich-text value the way Jira Cloud's v3 API does. A value that is not a
// JSON object is refused field by field: 400 {"errors": {"description": "Operation value must be an
// Atlassian Document (see the Atlassian Document Format)"}}. An object that is not valid ADF (an
// unknown node, an empty text node, a taskList without localId...) is refused as a whole: 400
// {"errorMessages": ["INVALID_INPUT"], "errors": {}}. The rules are Atlassian's JSON schema's
// (adf-spec.ts); `explainAdf` says where a document breaks them, for logs and MCP tool errors.
import { CODE_COMPANIONS, LOOSE_NODES, MARK_SPECS, NODE_SPECS, type AttrRule, type NodeSpec } from "./adf-spec.ts";
import type { AdfDoc } from "./types.ts";

export const ADF_NOT_A_DOCUMENT = "Operation value must be an Atlassian Document (see the Atlassian Document Format)";
export const ADF_INVALID_INPUT = "INVALID_INPUT";

/** Nesting deeper than this is refused rather than walked (no real document comes close). */
const MAX_DEPTH = 128;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Jira's answer to a rich-text field value: `ADF_NOT_A_DOCUMENT` (put it in `errors[field]`) for a
 * value that is not an object, `ADF_INVALID_INPUT` (Jira puts it in `errorMessages`) for an object
 * that is not a valid document, undefined for a valid one. Clearing a field with null is the
 * caller's business: null is not a document.
 */
export function checkAdf(value: unknown): string | undefined {
  if (!isObject(value)) return ADF_NOT_A_DOCUMENT;
  return explainAdf(value) === undefined ? undefined : ADF_INVALID_INPUT;
}

export function isAdfDocument(value: unknown): value is AdfDoc {
  return isObject(value) && explainAdf(value) === undefined;
}

/** Where and why `value` is not a valid ADF document, or undefined when it is one. */
export function explainAdf(value: unknown): string | undefined {
  if (!isObject(value)) return "the value is not a JSON object";
  if (value.type !== "doc") return 'the root node\'s type must be "doc"';
  if (value.version !== 1) return "the document's version must be 1";
  if (!Array.isArray(value.content)) return "the document needs a content array";
  return checkNode(value, "doc", 0, true);
}

/** Checks one node (not a document root) and what it holds. */
export function checkAdfNode(value: unknown): string | undefined {
  if (isObject(value) && value.type === "doc") return "a node inside a document cannot be a doc";
  return checkNode(value, "node", 0, false);
}

function checkNode(node: unknown, path: string, depth: number, root: boolean): string | undefined {
  if (depth > MAX_DEPTH) return `${path}: nested more than ${MAX_DEPTH} levels deep`;
  if (!isObject(node)) return `${path}: a node must be an object`;
  const type = node.type;
  if (typeof type !== "string") return `${path}: a node needs a type`;
  const spec = NODE_SPECS[type];
  if (!spec && !(type in LOOSE_NODES)) return `${path}: unknown node type "${type}"`;
  const allowedKeys = ["type", "attrs", "content", "marks", ...(type === "text" ? ["text"] : []), ...(root ? ["version"] : [])];
  const extra = Object.keys(node).find((key) => !allowedKeys.includes(key));
  if (extra) return `${path}: ${type} has no property "${extra}"`;
  if (type === "text" && (typeof node.text !== "string" || node.text === "")) return `${path}: text must be a non-empty string`;
  const problem = spec ? checkAttrs(node, spec, path) : checkLooseAttrs(node, LOOSE_NODES[type] ?? [], path);
  return problem ?? checkMarks(node, spec, path) ?? checkContent(node, spec, path, depth);
}

function checkAttrs(node: Json, spec: NodeSpec, path: string): string | undefined {
  const { type, attrs } = node;
  if (attrs === undefined) return spec.attrsRequired ? `${path}: ${type} needs attrs` : undefined;
  if (!isObject(attrs)) return `${path}: attrs must be an object`;
  if (spec.attrVariants) {
    const fits = spec.attrVariants.some((variant) => checkAttrSet(attrs, variant, Object.keys(variant).filter((k) => k !== "localId")) === undefined);
    return fits ? undefined : `${path}: ${type} attrs match none of its forms`;
  }
  const problem = checkAttrSet(attrs, spec.attrs ?? {}, spec.required ?? []);
  return problem && `${path}: ${type} ${problem}`;
}

function checkAttrSet(attrs: Json, rules: Record<string, AttrRule>, required: readonly string[]): string | undefined {
  for (const name of required) if (attrs[name] === undefined) return `needs attrs.${name}`;
  for (const [name, value] of Object.entries(attrs)) {
    const rule = rules[name];
    if (!rule) return `has no attr "${name}"`;
    if (!fitsRule(value, rule)) return `has an invalid attrs.${name}`;
  }
  return undefined;
}

function fitsRule(value: unknown, rule: AttrRule): boolean {
  if (rule === "any") return true;
  if (rule === "array") return Array.isArray(value);
  if (typeof rule === "string") return typeof value === rule;
  if (Array.isArray(rule)) return rule.includes(value as string);
  const { min, max, minLength, pattern } = rule as { min?: number; max?: number; minLength?: number; pattern?: RegExp };
  if (min !== undefined || max !== undefined) {
    return typeof value === "number" && (min === undefined || value >= min) && (max === undefined || value <= max);
  }
  if (typeof value !== "string") return false;
  return (minLength === undefined || value.length >= minLength) && (!pattern || pattern.test(value));
}

function checkLooseAttrs(node: Json, required: readonly string[], path: string): string | undefined {
  if (node.attrs !== undefined && !isObject(node.attrs)) return `${path}: attrs must be an object`;
  const attrs = (node.attrs ?? {}) as Json;
  const missing = required.find((name) => attrs[name] === undefined);
  return missing && `${path}: ${node.type} needs attrs.${missing}`;
}

function checkMarks(node: Json, spec: NodeSpec | undefined, path: string): string | undefined {
  if (node.marks === undefined) return undefined;
  if (!Array.isArray(node.marks)) return `${path}: marks must be an array`;
  const types: string[] = [];
  for (const [i, mark] of node.marks.entries()) {
    const where = `${path}.marks[${i}]`;
    if (!isObject(mark) || typeof mark.type !== "string") return `${where}: a mark needs a type`;
    const markSpec = MARK_SPECS[mark.type];
    if (!markSpec) return `${where}: unknown mark type "${mark.type}"`;
    if (spec && !(spec.marks ?? []).includes(mark.type)) return `${where}: ${node.type} cannot carry a ${mark.type} mark`;
    const extra = Object.keys(mark).find((key) => key !== "type" && key !== "attrs");
    if (extra) return `${where}: a mark has no property "${extra}"`;
    if (mark.attrs !== undefined && !isObject(mark.attrs)) return `${where}: attrs must be an object`;
    if (markSpec.required?.length && mark.attrs === undefined) return `${where}: ${mark.type} needs attrs`;
    const problem = checkAttrSet((mark.attrs ?? {}) as Json, markSpec.attrs ?? {}, markSpec.required ?? []);
    if (problem) return `${where}: ${mark.type} ${problem}`;
    types.push(mark.type);
  }
  if (types.includes("code") && types.some((type) => !CODE_COMPANIONS.includes(type))) {
    return `${path}: code text can carry no mark but link`;
  }
  return undefined;
}

function checkContent(node: Json, spec: NodeSpec | undefined, path: string, depth: number): string | undefined {
  const { type, content } = node;
  if (content === undefined) return spec?.contentRequired ? `${path}: ${type} needs content` : undefined;
  if (spec && spec.content === undefined) return `${path}: ${type} cannot have content`;
  if (!Array.isArray(content)) return `${path}: content must be an array`;
  if (spec?.minContent && content.length < spec.minContent) return `${path}: ${type} needs at least ${spec.minContent} child`;
  for (const [i, child] of content.entries()) {
    const where = `${path}.content[${i}]`;
    const childType = isObject(child) ? child.type : undefined;
    const known = typeof childType === "string" && (childType in NODE_SPECS || childType in LOOSE_NODES);
    if (spec && spec.content !== "any" && known && !spec.content?.includes(childType)) {
      return `${where}: ${type} cannot hold a ${childType}`;
    }
    if (type === "codeBlock" && isObject(child) && child.marks !== undefined) return `${where}: code block text has no marks`;
    const problem = checkNode(child, where, depth + 1, false);
    if (problem) return problem;
  }
  return undefined;
}
