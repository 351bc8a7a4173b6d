/**
 * How Jira's English analyzer reads text, closely enough for search: words of letters and digits,
 * lower-cased, English stop words dropped, and a minimal stemmer (plurals: "wins" finds "win",
 * "queries" finds "query"), as Lucene's EnglishMinimalStemFilter does. Jira's own Porter stemming
 * goes further ("running" finds "run"); this mock does not.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no", "not", "of",
  "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to", "was", "will", "with",
]);

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;

/** A text analysed once: words in order (stop words removed) and their stems. */
export interface Analysed {
  readonly words: readonly string[];
  readonly stems: readonly string[];
  readonly wordSet: ReadonlySet<string>;
  readonly stemSet: ReadonlySet<string>;
}

const analyses = new Map<string, Analysed>();
const ANALYSIS_CACHE_SIZE = 20_000;

/** Memoised by text: every search over a world reads the same summaries and descriptions again. */
export function analyse(text: string): Analysed {
  let analysed = analyses.get(text);
  if (analysed) return analysed;
  analysed = analyseUncached(text);
  if (analyses.size >= ANALYSIS_CACHE_SIZE) analyses.clear();
  analyses.set(text, analysed);
  return analysed;
}

function analyseUncached(text: string): Analysed {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0].replace(/'s$/, "");
    if (!STOP_WORDS.has(word)) words.push(word);
  }
  const stems = words.map(stem);
  return { words, stems, wordSet: new Set(words), stemSet: new Set(stems) };
}

/** The words a query term stands for, analysed like the text it is matched against. */
export function queryWords(term: string): readonly string[] {
  return analyse(term).words;
}

/** Lucene's EnglishMinimalStemmer: only plural endings. */
export function stem(word: string): string {
  const n = word.length;
  if (n < 3 || word[n - 1] !== "s") return word;
  switch (word[n - 2]) {
    case "u":
    case "s":
      return word;
    case "e":
      if (n > 3 && word[n - 3] === "i" && word[n - 4] !== "a" && word[n - 4] !== "e") return `${word.slice(0, n - 3)}y`;
      if (word[n - 3] === "i" || word[n - 3] === "a" || word[n - 3] === "o" || word[n - 3] === "e") return word;
      return word.slice(0, n - 1);
    default:
      return word.slice(0, n - 1);
  }
}

/**
 * `*` (any run) and `?` (one character) against a word, in O(pattern × word) at worst with no
 * backtracking blow-up: the classic greedy match that remembers the last star.
 */
export function wildcardMatch(pattern: string, word: string): boolean {
  let p = 0;
  let w = 0;
  let star = -1;
  let resume = 0;
  while (w < word.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === word[w])) {
      p++;
      w++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = w;
    } else if (star >= 0) {
      p = star + 1;
      w = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
