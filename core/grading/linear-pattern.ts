import { RE2JS } from "re2js";

/**
 * A dataset author's regular expression, run by RE2 (re2js): matching takes time linear in the text,
 * so no pattern can hang grading (`^(a+)+$` over "aaaa…!" took seconds with RegExp). RE2 has no
 * backreferences and no lookaround; such a pattern is refused as invalid, at upload.
 */
export interface LinearPattern {
  /** Whether the pattern matches somewhere in `text`, as RegExp.prototype.test. */
  test(text: string): boolean;
  /** The first match's first group (the whole match when the pattern has no group), or null. */
  firstMatch(text: string): string | null;
  /** `/source/flags`, as a RegExp prints, for reports. */
  toString(): string;
}

/** The flags a dataset may give (`imsu`), as RE2 options; `u` is RE2's only mode (it reads code points). */
const FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0 };

// Grading tests the same few patterns against every record: compile each once.
const cache = new Map<string, LinearPattern>();
const CACHE_SIZE = 500;

/** The compiled pattern; throws `Invalid pattern /source/flags: why` when RE2 cannot run it. */
export function compileLinearPattern(source: string, flags = ""): LinearPattern {
  const key = `${flags}/${source}`;
  let pattern = cache.get(key);
  if (!pattern) {
    pattern = compile(source, flags);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, pattern);
  }
  return pattern;
}

/** Why RE2 cannot run the pattern, or undefined when it can: what dataset upload reports. */
export function linearPatternProblem(source: string, flags = ""): string | undefined {
  try {
    compileLinearPattern(source, flags);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function compile(source: string, flags: string): LinearPattern {
  const shown = `/${source}/${flags}`;
  const invalid = (why: string) => new Error(`Invalid pattern ${shown}: ${why}`);
  let options = 0;
  for (const flag of flags) {
    if (!(flag in FLAGS)) throw invalid(`unknown flag "${flag}" (flags are i, m, s and u)`);
    options |= FLAGS[flag]!;
  }
  if (hasBackreference(source)) throw invalid("backreferences are not supported (patterns run in linear time, with RE2)");
  let regex: RE2JS;
  try {
    // translateRegExp rewrites JavaScript-only syntax RE2 spells otherwise: (?<name>…), \u{…}, \cX.
    regex = RE2JS.compile(RE2JS.translateRegExp(source), options);
  } catch (error) {
    const why = (error as Error).message.replace(/^error parsing regexp: /, "");
    throw invalid(`${why} (patterns run in linear time, with RE2: no backreferences, no lookahead or lookbehind)`);
  }
  const firstMatch = (text: string): string | null => {
    const matcher = regex.matcher(text);
    if (!matcher.find()) return null;
    return matcher.groupCount() > 0 ? matcher.group(1) : matcher.group(0);
  };
  return { test: (text) => regex.test(text), firstMatch, toString: () => shown };
}

/**
 * `\1`…`\9` or `\k<name>` outside an escape. RE2 refuses `\1` itself, but translateRegExp would turn
 * `\k<name>` into the literal text "k<name>", silently changing what the pattern means.
 */
function hasBackreference(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== "\\") continue;
    const next = source[i + 1] ?? "";
    if ((next >= "1" && next <= "9") || (next === "k" && source[i + 2] === "<")) return true;
    i++; // the escaped character is not the start of another escape
  }
  return false;
}
