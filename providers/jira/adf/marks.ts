// Mark bookkeeping shared by the converters: adding a mark the way Jira's wiki parser does (never on
// top of `code`, never twice), keeping marks in schema order, and merging neighbouring text nodes
// that carry the same marks (ProseMirror does, so Jira's stored documents never split them).
import { MARK_ORDER, type AdfMark, type AdfNode } from "./types.ts";

const rank = (mark: AdfMark): number => {
  const index = MARK_ORDER.indexOf(mark.type);
  return index === -1 ? MARK_ORDER.length : index;
};

export const hasMark = (node: AdfNode, ...types: string[]): boolean =>
  (node.marks ?? []).some((mark) => types.includes(mark.type));

export const findMark = (node: AdfNode, type: string): AdfMark | undefined =>
  (node.marks ?? []).find((mark) => mark.type === type);

/** Adds `mark` to a text node unless it already has one of `unless` (the wiki parser's rule). */
export function withMark(node: AdfNode, mark: AdfMark, unless: string[]): AdfNode {
  if (node.type !== "text" || hasMark(node, ...unless)) return node;
  const marks = [...(node.marks ?? []), mark].sort((a, b) => rank(a) - rank(b));
  return { ...node, marks };
}

const sameMarks = (a: AdfNode, b: AdfNode): boolean =>
  JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

/** Drops empty text and merges adjacent text nodes with equal marks. */
export function mergeText(nodes: AdfNode[]): AdfNode[] {
  const out: AdfNode[] = [];
  for (const node of nodes) {
    if (node.type === "text" && !node.text) continue;
    const last = out[out.length - 1];
    if (last && last.type === "text" && node.type === "text" && sameMarks(last, node)) {
      out[out.length - 1] = { ...last, text: (last.text ?? "") + (node.text ?? "") };
    } else {
      out.push(node);
    }
  }
  return out;
}
