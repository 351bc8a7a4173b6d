// fast-check arbitraries of values that break careless code: odd unicode, prototype names, huge
// strings, deep nesting, wrong types. Sizes are bounded (see LIMITS) so a run stays fast.
import fc from "fast-check";

export const LIMITS = { hugeString: 200_000, hugeHeader: 32_000, deepNesting: 2_000 };

/** Keys and values that collide with Object.prototype or JSON-ish specials. */
export const PROTO_NAMES = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__", "isPrototypeOf"];

const ODD_PIECES = [
  "\uD800", "\uDFFF", "\uDBFF\uDC00\uD800", // lone and reversed surrogates
  "\u202E", "\u202D", "\u2067", "\u200F", "مرحبا", "שלום", // RTL overrides and scripts
  "\u200B", "\u200D", "\uFEFF", "\u2060", // zero-width
  "\u0000", "\u0001", "\u001F", "\u007F", "\r\n", "\t", // NUL and controls
  "e\u0301\u0301\u0301", "👩‍👩‍👧‍👦", "🏳️‍🌈", "\u{10FFFF}", "\uFFFF", "\uFFFE", // combining, ZWJ emoji, non-characters
  "'", '"', "\\", "%", "_", "%25", "%00", "../", "..\\", "${x}", "@{ref.Id}", "*/", "<script>", "{{", "NaN", "null", "-0", "1e999",
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_PIECES),
  fc.array(fc.constantFrom(...ODD_PIECES, "a", "Z", "0", " "), { minLength: 1, maxLength: 12 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 24 }),
  fc.constantFrom(...PROTO_NAMES),
);

/** A long string of one repeated piece (sometimes a pattern that backtracks badly). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "%", "é", "\uD800", "a%", "_", "0", "\u202E", "x'"), fc.integer({ min: 1_000, max: LIMITS.hugeString }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** `[[[...]]]` or `{"a":{"a":...}}`, deep enough to trouble recursive code. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom("array", "object"), fc.integer({ min: 50, max: LIMITS.deepNesting }))
  .map(([kind, depth]) => {
    let value: unknown = "bottom";
    for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { a: value };
    return value;
  });

/** A value of a type the schema did not ask for. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, "", " ", "0", "true", "null", [], {}, [null], [{}], { "": null }),
  fc.integer(),
  fc.double({ noNaN: true }),
  oddString,
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Any mischievous value: odd strings, prototype names, wrong types, sometimes huge or deep. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongTypeValue, weight: 6 },
  { arbitrary: oddString, weight: 4 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

/** A key no schema expects. */
export const weirdKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTO_NAMES), oddString, fc.constantFrom("", " ", "a.b", "$where", "0", "-1"));

/** encodeURIComponent that does not throw: a lone surrogate becomes its WTF-8 bytes (%ED%A0%80), which decodeURIComponent refuses. */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
      return encodeURIComponent(ch);
    }).join("");
  }
}
