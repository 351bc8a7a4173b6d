// ADF to the HTML Jira Cloud returns in `renderedFields` (expand=renderedFields). Jira renders a
// stored document by way of wiki markup, so the output is its wiki renderer's: <p>, <b>, <em>, <del>,
// <ins>, <tt>, <br/>, headings with an anchor, `<ul>\n\t<li>`, code and text panels, confluenceTable
// tables, external links with class and rel, mentions as user-hover links. Samples of real output
// are in adf-to-html.test.ts. Text is escaped; only http(s) and mailto URLs become links.
import type { AdfMark, AdfNode } from "./types.ts";
import { escapeHtml, escapeAttr, safeHref } from "./html-escape.ts";

export interface HtmlOptions {
  /** The site's base URL for profile links (`https://x.atlassian.net`); relative links without it. */
  baseUrl?: string;
  /** A mention's display name by account id; falls back to the mention's own text. */
  displayName?: (accountId: string) => string | undefined;
}

const WIKI_CODE_LANGUAGES = new Set(
  ("actionscript ada applescript bash c c# c++ cpp css erlang go groovy haskell html java javascript js json lua none " +
    "nyan objc perl php python r rainbow ruby scala sh sql swift visualbasic xml yaml").split(" "),
);
const PANEL_COLOURS: Record<string, string> = { info: "#deebff", note: "#eae6ff", success: "#e3fcef", warning: "#fffae6", error: "#ffebe6" };

export function adfToHtml(adf: { content?: AdfNode[] } | null | undefined, options: HtmlOptions = {}): string {
  return new HtmlRenderer(options).blocks(adf?.content ?? []);
}

class HtmlRenderer {
  constructor(private readonly options: HtmlOptions) {}

  blocks(content: AdfNode[]): string {
    return content.map((node) => this.block(node)).join("\n\n");
  }

  private block(node: AdfNode): string {
    const content = node.content ?? [];
    switch (node.type) {
      case "paragraph":
        return `<p>${this.inlines(content)}</p>`;
      case "heading": {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 1));
        const anchor = encodeURIComponent(plain(content).replace(/\s/g, ""));
        return `<h${level}><a name="${escapeAttr(anchor)}"></a>${this.inlines(content)}</h${level}>`;
      }
      case "bulletList":
      case "orderedList":
        return this.list(node, 0);
      case "codeBlock":
        return codePanel(node);
      case "blockquote":
        return `<blockquote>${this.blocks(content)}</blockquote>`;
      case "rule":
        return "<hr />";
      case "panel": {
        const colour = PANEL_COLOURS[String(node.attrs?.panelType)] ?? PANEL_COLOURS.info;
        return `<div class="panel" style="background-color: ${colour};border-width: 1px;"><div class="panelContent" style="background-color: ${colour};">\n${this.blocks(content)}\n</div></div>`;
      }
      case "table":
        return this.table(node);
      case "mediaSingle":
      case "mediaGroup":
        return "";
      default:
        // Jira's renderer leaves a comment where wiki markup carried a raw ADF node.
        return `<!-- ADF macro (type = '${escapeHtml(node.type).replace(/-->/g, "")}') -->`;
    }
  }

  private list(node: AdfNode, depth: number): string {
    const tag = node.type === "orderedList" ? "ol" : "ul";
    const indent = "\t".repeat(depth);
    const items = (node.content ?? []).map((item) => `${indent}\t<li>${this.listItem(item, depth + 1)}</li>`);
    return `<${tag}>\n${items.join("\n")}\n${indent}</${tag}>`;
  }

  private listItem(item: AdfNode, depth: number): string {
    const parts: string[] = [];
    for (const child of item.content ?? []) {
      if (child.type === "bulletList" || child.type === "orderedList") {
        parts.push(`\n${"\t".repeat(depth)}${this.list(child, depth)}\n${"\t".repeat(depth)}`);
      } else if (child.type === "paragraph") {
        parts.push((parts.length ? "<br/>\n" : "") + this.inlines(child.content ?? []));
      } else parts.push(this.block(child));
    }
    return parts.join("");
  }

  private table(node: AdfNode): string {
    const rows = (node.content ?? []).map((row) => {
      const cells = (row.content ?? []).map((cell) => {
        const [tag, cls] = cell.type === "tableHeader" ? ["th", "confluenceTh"] : ["td", "confluenceTd"];
        return `<${tag} class='${cls}'>${this.cell(cell.content ?? [])}</${tag}>`;
      });
      return `<tr>\n${cells.join("\n")}\n</tr>`;
    });
    return `<div class='table-wrap'>\n<table class='confluenceTable'><tbody>\n${rows.join("\n")}\n</tbody></table>\n</div>`;
  }

  /** A cell holding one paragraph shows its text bare, as Jira's wiki tables do. */
  private cell(content: AdfNode[]): string {
    const only = content[0];
    if (content.length === 1 && only?.type === "paragraph") return this.inlines(only.content ?? []);
    return this.blocks(content);
  }

  private inlines(content: AdfNode[]): string {
    return content.map((node) => this.inline(node)).join("");
  }

  private inline(node: AdfNode): string {
    const attrs = node.attrs ?? {};
    switch (node.type) {
      case "text":
        return marked(escapeHtml(node.text ?? ""), node.marks ?? []);
      case "hardBreak":
        return "<br/>\n";
      case "mention":
        return this.mention(String(attrs.id ?? ""), typeof attrs.text === "string" ? attrs.text : "");
      case "emoji":
        return escapeHtml(String(attrs.text || attrs.shortName || ""));
      case "inlineCard": {
        const href = typeof attrs.url === "string" ? safeHref(attrs.url) : undefined;
        const text = escapeHtml(typeof attrs.url === "string" ? attrs.url : "");
        return href ? `<a href="${escapeAttr(href)}" title="smart-link" class="external-link" rel="nofollow noreferrer">${text}</a>` : text;
      }
      case "date": {
        const date = new Date(Number(attrs.timestamp));
        return Number.isNaN(date.getTime()) ? "" : `<tt>${date.toISOString().slice(0, 10)}</tt>`;
      }
      case "status":
        return `<b>[ ${escapeHtml(String(attrs.text ?? "").toUpperCase())} ]</b>`;
      default:
        return `<!-- ADF macro (type = '${escapeHtml(node.type).replace(/-->/g, "")}') -->`;
    }
  }

  private mention(id: string, text: string): string {
    const name = this.options.displayName?.(id) ?? (text.replace(/^@/, "") || id);
    const base = (this.options.baseUrl ?? "").replace(/\/+$/, "");
    const href = `${base}/secure/ViewProfile.jspa?accountId=${encodeURIComponent(id)}`;
    const account = escapeAttr(id);
    // Jira writes rel twice; a browser keeps the first.
    return `<a href="${escapeAttr(href)}" class="user-hover" rel="${account}" data-account-id="${account}" accountid="${account}" rel="noreferrer">${escapeHtml(name)}</a>`;
  }
}

function codePanel(node: AdfNode): string {
  const text = escapeHtml((node.content ?? []).map((child) => child.text ?? "").join(""));
  const language = node.attrs?.language;
  if (typeof language === "string" && WIKI_CODE_LANGUAGES.has(language)) {
    return `<div class="code panel" style="border-width: 1px;"><div class="codeContent panelContent">\n<pre class="code-${escapeAttr(language)}">${text}</pre>\n</div></div>`;
  }
  return `<div class="preformatted panel" style="border-width: 1px;"><div class="preformattedContent panelContent">\n<pre>${text}</pre>\n</div></div>`;
}

/** Marks as HTML, nested as Jira's wiki renderer nests them (emphasis innermost, <tt> outermost). */
function marked(html: string, marks: AdfMark[]): string {
  const mark = (type: string) => marks.find((m) => m.type === type);
  let out = html;
  if (mark("em")) out = `<em>${out}</em>`;
  if (mark("strike")) out = `<del>${out}</del>`;
  if (mark("strong")) out = `<b>${out}</b>`;
  const subsup = mark("subsup");
  if (subsup) out = subsup.attrs?.type === "sub" ? `<sub>${out}</sub>` : `<sup>${out}</sup>`;
  if (mark("underline")) out = `<ins>${out}</ins>`;
  const colour = mark("textColor")?.attrs?.color;
  if (typeof colour === "string" && /^#[0-9a-fA-F]{6}$/.test(colour)) out = `<font color="${colour}">${out}</font>`;
  const href = mark("link")?.attrs?.href;
  const safe = typeof href === "string" ? safeHref(href) : undefined;
  if (safe) out = `<a href="${escapeAttr(safe)}" class="external-link" rel="nofollow noreferrer">${out}</a>`;
  if (mark("code")) out = `<tt>${out}</tt>`;
  return out;
}

const plain = (content: AdfNode[]): string => content.map((node) => node.text ?? "").join("");
