import { describe, expect, test } from "bun:test";
import { adfToHtml } from "./adf-to-html.ts";
import { wikiToAdf } from "./wiki-to-adf.ts";

// Expected strings follow real Jira Cloud renderedFields output, e.g. (issue descriptions quoted in
// public repositories): `<p><b>As a</b> Trader<br/>\n<b>I want</b> ...</p>`, `<p><ins>Useful</ins></p>`,
// `<tt>addresses</tt>`, `<a href="https://..." class="external-link" rel="nofollow noreferrer">`,
// `<ul>\n\t<li>...</li>\n</ul>`, `<hr />`, `<div class='table-wrap'>\n<table class='confluenceTable'>`,
// `<div class="panel" style="background-color: #fffae6;border-width: 1px;">`, mentions as
// `<a href=".../secure/ViewProfile.jspa?accountId=712020%3A123" class="user-hover" rel="712020:123"
// data-account-id="712020:123" accountid="712020:123" rel="noreferrer">Name</a>`.
const html = (wiki: string) => adfToHtml(wikiToAdf(wiki));

describe("adfToHtml", () => {
  test("paragraphs, breaks and text effects", () => {
    expect(html("*As a* Trader\n_I want_ +this+ -not- {{code}}\n\nNext")).toBe(
      "<p><b>As a</b> Trader<br/>\n<em>I want</em> <ins>this</ins> <del>not</del> <tt>code</tt></p>\n\n<p>Next</p>",
    );
  });
  test("headings carry an anchor named by their text", () => {
    expect(html("h2. Acceptance Criteria")).toBe('<h2><a name="AcceptanceCriteria"></a>Acceptance Criteria</h2>');
  });
  test("lists, nested", () => {
    expect(html("* a\n** b\n* c")).toBe("<ul>\n\t<li>a\n\t<ul>\n\t\t<li>b</li>\n\t</ul>\n\t</li>\n\t<li>c</li>\n</ul>");
  });
  test("code and noformat panels", () => {
    expect(html("{code:python}a < b{code}")).toBe(
      '<div class="code panel" style="border-width: 1px;"><div class="codeContent panelContent">\n<pre class="code-python">a &lt; b</pre>\n</div></div>',
    );
    expect(html("{noformat}x{noformat}")).toBe(
      '<div class="preformatted panel" style="border-width: 1px;"><div class="preformattedContent panelContent">\n<pre>x</pre>\n</div></div>',
    );
  });
  test("tables, rule, quote, panel", () => {
    expect(html("||H||\n|c|")).toBe(
      "<div class='table-wrap'>\n<table class='confluenceTable'><tbody>\n<tr>\n<th class='confluenceTh'><b>H</b></th>\n</tr>\n<tr>\n<td class='confluenceTd'>c</td>\n</tr>\n</tbody></table>\n</div>",
    );
    expect(html("----")).toBe("<hr />");
    expect(html("bq. said")).toBe("<blockquote><p>said</p></blockquote>");
    expect(html("{panel:bgColor=#fffae6}x{panel}")).toBe(
      '<div class="panel" style="background-color: #fffae6;border-width: 1px;"><div class="panelContent" style="background-color: #fffae6;">\n<p>x</p>\n</div></div>',
    );
  });
  test("links and mentions", () => {
    expect(html("[Docs|https://x.io/?a=1&b=2]")).toBe('<p><a href="https://x.io/?a=1&amp;b=2" class="external-link" rel="nofollow noreferrer">Docs</a></p>');
    const doc = wikiToAdf("[~accountid:712020:123]");
    expect(adfToHtml(doc, { baseUrl: "https://acme.atlassian.net/", displayName: () => "Merjoon Test" })).toBe(
      '<p><a href="https://acme.atlassian.net/secure/ViewProfile.jspa?accountId=712020%3A123" class="user-hover" rel="712020:123" data-account-id="712020:123" accountid="712020:123" rel="noreferrer">Merjoon Test</a></p>',
    );
  });
  test("HTML in text is text", () => {
    const doc = { type: "doc" as const, version: 1 as const, content: [{ type: "paragraph", content: [
      { type: "text", text: '<script>alert("x")</script> & <img src=x onerror=alert(1)>' },
      { type: "mention", attrs: { id: '"><script>', text: "@<b>Eve</b>" } },
    ] }] };
    expect(adfToHtml(doc)).toBe(
      '<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;' +
        '<a href="/secure/ViewProfile.jspa?accountId=%22%3E%3Cscript%3E" class="user-hover" rel="&quot;&gt;&lt;script&gt;" data-account-id="&quot;&gt;&lt;script&gt;" accountid="&quot;&gt;&lt;script&gt;" rel="noreferrer">&lt;b&gt;Eve&lt;/b&gt;</a></p>',
    );
  });
  test("only http(s) and mailto links get an href", () => {
    const linked = (href: string) => ({ type: "doc" as const, version: 1 as const, content: [{ type: "paragraph", content: [
      { type: "text", text: "go", marks: [{ type: "link", attrs: { href } }] },
    ] }] });
    expect(adfToHtml(linked("javascript:alert(1)"))).toBe("<p>go</p>");
    expect(adfToHtml(linked(' JAVASCRIPT:x"'))).toBe("<p>go</p>");
    expect(adfToHtml(linked("mailto:a@b.co"))).toBe('<p><a href="mailto:a@b.co" class="external-link" rel="nofollow noreferrer">go</a></p>');
    expect(adfToHtml(linked('https://x.io/"onmouseover="x'))).toBe(
      '<p><a href="https://x.io/&quot;onmouseover=&quot;x" class="external-link" rel="nofollow noreferrer">go</a></p>',
    );
  });
  test("a node without wiki form leaves Jira's comment", () => {
    const doc = { type: "doc" as const, version: 1 as const, content: [{ type: "taskList", attrs: { localId: "a" }, content: [] }] };
    expect(adfToHtml(doc)).toBe("<!-- ADF macro (type = 'taskList') -->");
  });
});
