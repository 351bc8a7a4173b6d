import { describe, expect, test } from "bun:test";
import { html, raw } from "./html.ts";

describe("html", () => {
  test("escapes interpolated text, in content and attributes", () => {
    const subject = `<script>alert("x")</script> & 'more'`;
    expect(String(html`<p title="${subject}">${subject}</p>`)).toBe(
      `<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</p>`,
    );
  });

  test("nests markup without escaping it twice, and joins arrays", () => {
    const items = ["a<b", "c"].map((x) => html`<li>${x}</li>`);
    expect(String(html`<ul>${items}</ul>`)).toBe("<ul><li>a&lt;b</li><li>c</li></ul>");
  });

  test("renders nothing for null, undefined and false, and numbers as text", () => {
    expect(String(html`[${null}${undefined}${false}${0}${raw("<hr>")}]`)).toBe("[0<hr>]");
  });
});
