// Writing ADF text as wiki markup, as Jira's encoder writes it: a backslash before what would open a
// mention (`[~`), a macro (`{code`…), an image (`!name!`) or an attachment link (`[^name]`), then the
// marks' symbols around the text. Each step is one linear pass.
import type { AdfMark } from "./types.ts";

const MACRO_WORDS = ["{adf", "{anchor", "{code", "{quote", "{noformat", "{panel", "{color", "{loremipsum"];

export function escapeWikiText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith("[~", i) || MACRO_WORDS.some((word) => text.startsWith(word, i))) out += "\\";
    out += text[i];
  }
  return escapeAttachmentLinks(escapeImages(out));
}

// `!name!` (no space, no `!` inside) becomes `\!name\!`.
const escapeImages = (text: string): string => text.replace(/(![^ !]+)(!)/g, "\\$1\\$2");

/** `[^name]` (no space inside) becomes `\[^name\]`: the last `]` before the next space closes it. */
function escapeAttachmentLinks(text: string): string {
  let out = "";
  let i = 0;
  // The last `]` of the current space-free run, found once per run so the pass stays linear.
  let runEnd = -1;
  let runClose = -1;
  while (i < text.length) {
    const open = text.indexOf("[^", i);
    if (open === -1) break;
    if (open >= runEnd) {
      const space = text.indexOf(" ", open + 2);
      runEnd = space === -1 ? text.length : space;
      runClose = -1;
      for (let k = runEnd - 1; k > open + 2; k--) {
        if (text[k] === "]") {
          runClose = k;
          break;
        }
      }
    }
    if (runClose > open + 2) {
      out += `${text.slice(i, open)}\\${text.slice(open, runClose)}\\]`;
      i = runClose + 1;
      runClose = -1;
    } else {
      out += text.slice(i, open + 2);
      i = open + 2;
    }
  }
  return out + text.slice(i);
}

/** Wraps `symbol` around text, keeping its leading and trailing whitespace outside. */
function around(text: string, symbol: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start] ?? "")) start++;
  if (start === end) return text;
  while (end > start && /\s/.test(text[end - 1] ?? "")) end--;
  return `${text.slice(0, start)}${symbol}${text.slice(start, end)}${symbol}${text.slice(end)}`;
}

/** Applies marks in Jira's order (em, strike, strong, subsup, underline, textColor, link, code). */
export function markText(text: string, marks: AdfMark[]): string {
  const mark = (type: string) => marks.find((m) => m.type === type);
  let out = text;
  if (mark("em")) out = out.startsWith("\u2014 ") ? around(out.slice(2), "??") : around(out, "_");
  if (mark("strike")) out = around(out, "-");
  if (mark("strong")) out = around(out, "*");
  const subsup = mark("subsup");
  if (subsup) out = around(out, subsup.attrs?.type === "sub" ? "~" : "^");
  if (mark("underline")) out = around(out, "+");
  const colour = mark("textColor");
  if (colour) out = `{color:${String(colour.attrs?.color)}}${out}{color}`;
  const link = mark("link");
  if (link) out = `[${out}|${String(link.attrs?.href)}]`;
  if (mark("code")) out = `{{${out}}}`;
  return out;
}
