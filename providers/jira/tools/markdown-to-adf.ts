// The Markdown a model writes, as the ADF Jira stores: translated line by line into Jira wiki markup, then
// parsed by the pack's own wiki parser (what Jira does with a v2 string). Covers what models use in a
// ticket: headings, bullet and numbered lists (nested by indentation), fenced code, quotes, rules,
// **bold**, *italic*/_italic_, ~~strike~~, `code` and [text](url). Anything else stays as written. Every
// step is a single pass over the text (no regular expression backtracks over what a client sent).
import { wikiToAdf, type AdfDoc } from "../adf/index.ts";

export function markdownToAdf(markdown: string): AdfDoc {
  return wikiToAdf(markdownToWiki(markdown));
}

export function markdownToWiki(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    const opening = fenceOf(line);
    if (fence !== undefined) {
      if (opening && opening.fence.startsWith(fence) && !opening.info) {
        out.push("{code}");
        fence = undefined;
      } else out.push(line);
      continue;
    }
    if (opening) {
      fence = opening.fence;
      out.push(opening.info ? `{code:${opening.info}}` : "{code}");
      continue;
    }
    out.push(blockLine(line));
  }
  if (fence !== undefined) out.push("{code}");
  return out.join("\n");
}

/** A code fence (``` or ~~~, with an optional language) opening or closing a block. */
function fenceOf(line: string): { fence: string; info: string } | undefined {
  const match = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
  const info = match?.[2]!.trim() ?? "";
  return match && /^[\w+#-]*$/.test(info) ? { fence: match[1]!, info } : undefined;
}

/** "## Title ##" → "Title": the closing hashes go when a space precedes them. */
function headingText(rest: string): string {
  const text = rest.trimEnd();
  let end = text.length;
  while (end > 0 && text[end - 1] === "#") end--;
  return end < text.length && (end === 0 || /\s/.test(text[end - 1]!)) ? text.slice(0, end).trimEnd() : text;
}

function blockLine(line: string): string {
  const heading = /^ {0,3}(#{1,6})\s+(.*)$/.exec(line);
  if (heading) return `h${heading[1]!.length}. ${inline(headingText(heading[2]!))}`;
  const bare = line.replace(/\s/g, "");
  if (/^ {0,3}\S/.test(line) && bare.length >= 3 && /^(-+|\*+|_+)$/.test(bare)) return "----";
  const quote = /^ {0,3}>\s?(.*)$/.exec(line);
  if (quote) return `bq. ${inline(quote[1]!)}`;
  const item = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/.exec(line);
  if (item) {
    const depth = Math.min(Math.floor(item[1]!.replace(/\t/g, "  ").length / 2), 9) + 1;
    const symbol = /\d/.test(item[2]!) ? "#" : "*";
    return `${symbol.repeat(depth)} ${inline(item[3]!)}`;
  }
  return inline(line);
}

/**
 * Inline marks in one scan. Each closer's last search is remembered (the positions searched from only
 * grow), so no stretch of text is searched twice for the same token.
 */
function inline(text: string): string {
  const found = new Map<string, number>();
  const find = (token: string, from: number): number => {
    const last = found.get(token);
    if (last !== undefined && (last < 0 || last >= from)) return last;
    const at = text.indexOf(token, from);
    found.set(token, at);
    return at;
  };
  let out = "";
  let i = 0;
  while (i < text.length) {
    const span = markAt(text, i, find);
    if (span) {
      out += span.wiki;
      i = span.end;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

type Find = (token: string, from: number) => number;

function markAt(text: string, i: number, find: Find): { wiki: string; end: number } | undefined {
  const c = text[i];
  if (c === "`") {
    const close = find("`", i + 1);
    return close > i + 1 ? { wiki: `{{${text.slice(i + 1, close)}}}`, end: close + 1 } : undefined;
  }
  for (const [token, wrap] of [["**", "*"], ["__", "*"], ["~~", "-"]] as const) {
    if (!text.startsWith(token, i) || /\s/.test(text[i + 2] ?? " ")) continue;
    const close = find(token, i + 2);
    if (close > i + 2) return { wiki: `${wrap}${inline(text.slice(i + 2, close))}${wrap}`, end: close + 2 };
  }
  if (c === "*" && !/[\s*]/.test(text[i + 1] ?? " ")) {
    const close = find("*", i + 1);
    if (close > i + 1) return { wiki: `_${inline(text.slice(i + 1, close))}_`, end: close + 1 };
  }
  if (c === "[") {
    const middle = find("](", i + 1);
    const close = middle > i ? find(")", middle + 2) : -1;
    const label = middle > i ? text.slice(i + 1, middle) : "";
    const url = close > middle ? text.slice(middle + 2, close).trim() : "";
    if (label && !label.includes("[") && /^(https?:\/\/|mailto:)\S+$/i.test(url)) return { wiki: `[${label}|${url}]`, end: close + 1 };
  }
  return undefined;
}
