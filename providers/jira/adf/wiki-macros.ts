// Wiki macros: `{name}` or `{name:attrs}` openings, their `{name}` closings, and the attribute rules
// Jira's parser applies (code languages, colours). Block macros (`code`, `noformat`, `quote`,
// `panel`, `adf`) may span lines; `color` and `anchor` are inline.

export const BLOCK_MACROS = ["code", "noformat", "quote", "panel", "adf"] as const;
export type BlockMacroName = (typeof BLOCK_MACROS)[number];
const INLINE_MACROS = ["color", "anchor"] as const;

export interface MacroOpening {
  /** Lower-cased macro name. */
  name: string;
  /** The name as written: the closing must repeat it exactly (`{Code}` closes `{Code}`). */
  written: string;
  attrs: Record<string, string>;
  /** Index just past the opening's `}`. */
  end: number;
}

/**
 * Matches `{name}` / `{name:attrs}` at `at`; attrs hold no `{`, `}` or line break. The scan stops at
 * the next `{`, so scans from successive openings never overlap.
 */
export function matchMacroOpening(src: string, at: number): MacroOpening | undefined {
  if (src[at] !== "{") return undefined;
  const lower = src.slice(at + 1, at + 11).toLowerCase();
  const name = [...BLOCK_MACROS, ...INLINE_MACROS].find((candidate) => lower.startsWith(candidate));
  // Jira's keyword test for {color} is case-sensitive; the others ignore case.
  if (!name || (name === "color" && !src.startsWith("{color", at))) return undefined;
  let index = at + 1 + name.length;
  const written = src.slice(at + 1, index);
  if (src[index] === "}") return { name, written, attrs: {}, end: index + 1 };
  if (src[index] !== ":") return undefined;
  const attrsStart = ++index;
  for (; index < src.length; index++) {
    const char = src[index];
    if (char === "}") return { name, written, attrs: parseAttrs(src.slice(attrsStart, index)), end: index + 1 };
    if (char === "{" || char === "\n" || char === "\r") return undefined;
  }
  return undefined;
}

/** `a=1|b|c=x=y` → {a: "1", b: "", c: "x=y"}; the first of repeated keys wins, as in Jira. */
export function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const part of raw.split("|")) {
    const [key = "", ...value] = part.split("=");
    if (!(key in attrs)) attrs[key] = value.join("=");
  }
  return attrs;
}

// The languages Jira's {code} macro maps to a codeBlock language; anything else becomes "java".
const CODE_LANGUAGES = new Set(
  ("abap actionscript ada arduino autoit c c++ clojure coffeescript csharp css cuda d dart delphi elixir erlang " +
    "fortran foxpro go groovy haskell haxe html java javascript json julia kotlin latex livescript lua " +
    "mathematica matlab objective-c objective-j objectpascal ocaml octave perl php powershell prolog puppet " +
    "python qml r racket restructuredtext ruby rust sass scala scheme shell smalltalk sql standardml swift tcl " +
    "tex typescript vala vbnet verilog vhdl xml xquery").split(" "),
);

export function codeLanguage(attrs: Record<string, string>): string {
  const keys = Object.keys(attrs).map((key) => key.toLowerCase());
  const found = [...CODE_LANGUAGES].find((language) => keys.includes(language));
  if (found) return found;
  return keys.includes("objc") ? "objective-c" : "java";
}

// The CSS names people write in {color:...}; Jira accepts all 148, these cover real use.
const NAMED_COLOURS: Record<string, string> = {
  black: "#000000", white: "#ffffff", red: "#ff0000", green: "#008000", blue: "#0000ff", yellow: "#ffff00",
  orange: "#ffa500", purple: "#800080", gray: "#808080", grey: "#808080", silver: "#c0c0c0", maroon: "#800000",
  navy: "#000080", teal: "#008080", olive: "#808000", lime: "#00ff00", aqua: "#00ffff", fuchsia: "#ff00ff",
  brown: "#a52a2a", pink: "#ffc0cb", darkred: "#8b0000", darkgreen: "#006400", darkblue: "#00008b",
};

/** `{color:X}`'s first attribute as `#rrggbb`, or black when Jira could not read it either. */
export function macroColour(attrs: Record<string, string>): string {
  const raw = (Object.keys(attrs)[0] ?? "").trim().toLowerCase();
  const hex = raw.startsWith("#") ? raw : NAMED_COLOURS[raw];
  if (hex && /^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (hex && /^#[0-9a-f]{3}$/.test(hex)) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return "#000000";
}

/** Finds `needle` from successive positions without rescanning: one forward scan per needle. */
export class NeedleFinder {
  private readonly found = new Map<string, { from: number; at: number }>();

  constructor(private readonly src: string) {}

  indexOf(needle: string, from: number): number {
    const last = this.found.get(needle);
    if (last && from >= last.from && (last.at === -1 || from <= last.at)) return last.at;
    const at = this.src.indexOf(needle, from);
    this.found.set(needle, { from, at });
    return at;
  }
}
