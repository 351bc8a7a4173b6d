import { wildcardMatch, type Analysed } from "./text-analysis.ts";
import type { TextNode } from "./text-query.ts";

/**
 * Whether an analysed text matches a text query. Ignored terms (stop words) drop out of AND and OR;
 * a query with nothing left matches nothing, as an empty Lucene query does.
 */
export function textMatches(node: TextNode, text: Analysed): boolean {
  return evaluate(node, text) === true;
}

/** undefined: the node was ignored and has no say. */
function evaluate(node: TextNode, text: Analysed): boolean | undefined {
  switch (node.kind) {
    case "ignored":
      return undefined;
    case "word":
      return text.wordSet.has(node.word) || text.stemSet.has(node.stem);
    case "wildcard":
      return text.words.some((word) => wildcardMatch(node.pattern, word));
    case "phrase":
      return hasPhrase(node.stems, text.stems) || hasPhrase(node.words, text.words);
    case "not": {
      const inner = evaluate(node.node, text);
      return inner === undefined ? undefined : !inner;
    }
    case "and":
    case "or": {
      let said: boolean | undefined;
      for (const child of node.nodes) {
        const value = evaluate(child, text);
        if (value === undefined) continue;
        if (node.kind === "and" && !value) return false;
        if (node.kind === "or" && value) return true;
        said = value;
      }
      return said;
    }
  }
}

function hasPhrase(phrase: readonly string[], words: readonly string[]): boolean {
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let k = 0; k < phrase.length; k++) if (words[start + k] !== phrase[k]) continue outer;
    return true;
  }
  return false;
}
