// Inline wiki markup (one line, no line breaks) to ADF inline nodes, following the rules of Jira's
// parser (@atlaskit/editor-wikimarkup-transformer): a formatter opens only when not glued to a word
// before it and not followed by a space, and closes at the first same symbol not glued to a word
// after it; `{*}`-style wrapped symbols lift the word rule. Work is linear in the line's length.
import { mergeText, withMark } from "./marks.ts";
import { textNode, type AdfMark, type AdfNode } from "./types.ts";
import { isWordChar, LineScanner } from "./wiki-scan.ts";
import { isSafeUrl, matchBareUrl, mentionNode, parseLinkContent } from "./wiki-links.ts";
import { macroColour, matchMacroOpening } from "./wiki-macros.ts";

export interface WikiOptions {
  /** Resolves an account id to a display name for mention nodes' `text` ("@Name"). */
  displayName?: (accountId: string) => string | undefined;
}

export interface InlineRules {
  noDashes?: boolean;
  noLinks?: boolean;
  noBareUrls?: boolean;
  /** `{{monospace}}` content: nothing but escapes is markup. */
  plain?: boolean;
}

interface Formatter {
  symbol: string;
  closing: string;
  mark: AdfMark;
}

const FORMATTERS: Formatter[] = [
  { symbol: "-", closing: "-", mark: { type: "strike" } },
  { symbol: "+", closing: "+", mark: { type: "underline" } },
  { symbol: "*", closing: "*", mark: { type: "strong" } },
  { symbol: "^", closing: "^", mark: { type: "subsup", attrs: { type: "sup" } } },
  { symbol: "~", closing: "~", mark: { type: "subsup", attrs: { type: "sub" } } },
  { symbol: "_", closing: "_", mark: { type: "em" } },
  { symbol: "{{", closing: "}}", mark: { type: "code" } },
  { symbol: "??", closing: "??", mark: { type: "em" } },
];

// Characters a backslash escapes in Jira; before any other character the backslash stays.
const ESCAPABLE = "-#*_+?^~|%{}[]()!@";
const EN_DASH = "\u2013";
const EM_DASH = "\u2014";
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

export function parseInline(line: string, options: WikiOptions, rules: InlineRules = {}): AdfNode[] {
  return new InlineParser(line, options, rules).run();
}

class InlineParser {
  private readonly scanner: LineScanner;
  private readonly out: AdfNode[] = [];
  private buffer = "";
  private at = 0;

  constructor(
    private readonly line: string,
    private readonly options: WikiOptions,
    private readonly rules: InlineRules,
  ) {
    this.scanner = new LineScanner(line);
  }

  run(): AdfNode[] {
    while (this.at < this.line.length) {
      if (!this.rules.plain && this.token()) continue;
      const char = this.line[this.at] ?? "";
      if (char === "\\") this.escape();
      else this.literal(char);
    }
    this.flush();
    return mergeText(this.out);
  }

  /** Tries the tokens Jira tries at this position, in its order; true when one consumed input. */
  private token(): boolean {
    const { line, at } = this;
    const char = line[at];
    if (char === "{" && !this.buffer.endsWith("{") && this.macro()) return true;
    if (char === "[" && !this.rules.noLinks) return this.link();
    if (!this.rules.noBareUrls && /^(?:http|ftp|irc|mailto)/.test(line.slice(at, at + 6)) && this.bareUrl()) return true;
    if (line.startsWith("\\\\", at)) return this.forcedBreak();
    if (char === "-" && line[at + 1] === "-") return this.dashes();
    for (const formatter of FORMATTERS) {
      const wrapped = `{${formatter.symbol}}`;
      if (line.startsWith(wrapped, at) || line.startsWith(formatter.symbol, at)) return this.format(formatter);
    }
    return false;
  }

  private literal(text: string, length = text.length): void {
    this.buffer += text;
    this.at += length;
  }

  private emit(nodes: AdfNode[], length: number): true {
    this.flush();
    this.out.push(...nodes);
    this.at += length;
    return true;
  }

  private flush(): void {
    if (this.buffer) this.out.push(textNode(this.buffer));
    this.buffer = "";
  }

  private escape(): void {
    const next = this.line[this.at + 1] ?? "";
    const escapes = ESCAPABLE.includes(next) && next !== "" && this.line[this.at - 1] !== "\\";
    this.literal(escapes ? next : `\\${next}`, 2);
  }

  private macro(): boolean {
    const opening = matchMacroOpening(this.line, this.at);
    if (opening?.name === "anchor") return this.emit([], opening.end - this.at);
    if (opening?.name !== "color") return false;
    const close = this.scanner.nextIndexOf("{color}", opening.end);
    // An unclosed {color:x} swallows its opening, as in Jira.
    if (close === -1) return this.emit([], opening.end - this.at);
    const mark = { type: "textColor", attrs: { color: macroColour(opening.attrs) } };
    const content = parseInline(this.line.slice(opening.end, close), this.options, { noDashes: true });
    return this.emit(content.map((node) => withMark(node, mark, ["textColor", "code"])), close + 7 - this.at);
  }

  private link(): boolean {
    const length = this.scanner.linkLength(this.at);
    if (!length) {
      this.literal("[");
      return true;
    }
    const raw = this.line.slice(this.at, this.at + length);
    const { body, target, title } = parseLinkContent(raw.slice(1, -1));
    if (target.startsWith("~") && target !== "~" && target.toLowerCase() !== "~accountid:") {
      return this.emit([mentionNode(target.slice(1), this.options.displayName)], length);
    }
    if (title === "smart-link" && target) return this.emit([{ type: "inlineCard", attrs: { url: target } }], length);
    if (target && isSafeUrl(target)) {
      const shown = (body ?? target).replace(/^mailto:/, "");
      const mark = { type: "link", attrs: { href: target } };
      const content = parseInline(shown, this.options, { noBareUrls: true, noDashes: true });
      const linked = content.map((node) => withMark(node, mark, ["link", "code"]));
      if (!content.some((node) => node.type === "text")) linked.push(textNode(shown, [mark]));
      return this.emit(linked, length);
    }
    // Not a link Jira can resolve: the brackets and their content are ordinary text.
    return this.emit(parseInline(raw, this.options, { noLinks: true, noBareUrls: true, noDashes: true }), length);
  }

  private bareUrl(): boolean {
    const url = matchBareUrl(this.line, this.at);
    if (!url) return false;
    return this.emit([textNode(url.text, [{ type: "link", attrs: { href: url.href } }])], url.length);
  }

  private forcedBreak(): boolean {
    // Jira: `\\` not after a backslash and not before a run of non-spaces holding a backslash.
    let valid = this.line[this.at - 1] !== "\\";
    for (let i = this.at + 2; valid && i < this.line.length && !isSpace(this.line[i]); i++) {
      if (this.line[i] === "\\") valid = false;
    }
    if (!valid) {
      this.literal("\\\\");
      return true;
    }
    return this.emit([{ type: "hardBreak" }], 2);
  }

  private dashes(): boolean {
    const { line, at } = this;
    if (this.rules.noDashes) {
      this.literal("-");
      return true;
    }
    let run = 0;
    while (line[at + run] === "-") run++;
    if (run >= 4) {
      // Four or more dashes mid-line are text, taken whole when a space or the end follows.
      const whole = at + run === line.length || isSpace(line[at + run]);
      this.literal(line.slice(at, at + (whole ? Math.min(run + 1, line.length - at) : 4)));
      return true;
    }
    const spaced = (at === 0 || isSpace(line[at - 1])) && (at + run >= line.length || isSpace(line[at + run]));
    this.literal(spaced ? (run === 3 ? EM_DASH : EN_DASH) : "-".repeat(run), run);
    return true;
  }

  private format(formatter: Formatter): boolean {
    const { line, at } = this;
    const wrappedOpening = `{${formatter.symbol}}`;
    const opening = line.startsWith(wrappedOpening, at) ? wrappedOpening : formatter.symbol;
    const start = at + opening.length;
    const first = this.scanner.nextIndexOf(formatter.closing, start);
    const closing =
      first > 0 && line[first - 1] === "{" && line[first + formatter.closing.length] === "}"
        ? `{${formatter.closing}}`
        : formatter.closing;
    const glued = opening === formatter.symbol && at > 0 && isWordChar(line[at - 1]);
    const closeAt =
      glued || line[start] === " " || start >= line.length || line.startsWith(closing, start)
        ? -1
        : this.scanner.closingOf(closing, start, (p) => this.step(p));
    if (closeAt === -1) {
      this.literal(opening);
      return true;
    }
    return this.emit(this.decorate(formatter, line.slice(start, closeAt)), closeAt + closing.length - at);
  }

  /** One step of Jira's closing-symbol scan from `p`: the next position, or -1 (a block macro). */
  private step(p: number): number {
    const { line } = this;
    if (line.startsWith("{{", p)) return p + 2;
    const char = line[p];
    if (char === "{") {
      const macro = matchMacroOpening(line, p);
      if (!macro) return p + 1;
      if (macro.name === "anchor") return macro.end;
      if (macro.name !== "color") return -1;
      const close = this.scanner.nextIndexOf("{color}", macro.end);
      return close === -1 ? macro.end : close + 7;
    }
    if (char === "[") return p + (this.scanner.linkLength(p) || 1);
    if (char === "\\") return Math.min(p + 2, line.length);
    return p + 1;
  }

  private decorate(formatter: Formatter, content: string): AdfNode[] {
    const { mark } = formatter;
    if (mark.type === "code") {
      return parseInline(content, this.options, { plain: true }).map((node) =>
        node.type === "text" && !node.marks?.length ? { ...node, marks: [mark] } : node,
      );
    }
    const nodes = parseInline(content, this.options, { noDashes: true });
    if (formatter.symbol === "??") {
      // A citation is emphasis that opens with an em dash.
      const head = nodes[0];
      if (head?.type === "text" && !head.marks?.some((m) => m.type === "em" || m.type === "code")) {
        nodes[0] = { ...head, text: `${EM_DASH} ${head.text}` };
      }
    }
    return nodes.map((node) => withMark(node, mark, [mark.type, "code"]));
  }
}
