import { html, type SafeHtml } from "../../http/html.ts";
import { pretty } from "../format.ts";
import type { WorldDiffView } from "../world-types.ts";

/** The diff as people read it: per record, per field, before and after; added and removed records whole. */
export function diffSection(diff: WorldDiffView, heading = "What changed in the world"): SafeHtml {
  const empty = !diff.added.length && !diff.changed.length && !diff.removed.length;
  return html`<section aria-labelledby="diff-title"><h2 id="diff-title">${heading}</h2>
<p class="muted">Since ${diff.since.checkpoint ? html`checkpoint <code>${diff.since.checkpoint}</code>` : "the seed"}: ${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed.</p>
${empty ? html`<p>Nothing changed.</p>` : ""}
${diff.changed.map((c) => html`<h3>Changed: ${c.pack} ${c.collection} <code>${c.id}</code></h3>
<div class="table-wrap"><table><caption class="visually-hidden">Fields of ${c.collection} ${c.id} that changed</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
<tbody>${Object.entries(c.changes).map(([field, change]) => html`<tr><td class="mono">${field}</td><td class="diff-before"><del>${pretty(change.before)}</del></td><td class="diff-after"><ins>${pretty(change.after)}</ins></td></tr>`)}</tbody></table></div>`)}
${diff.added.map((a) => html`<h3>Added: ${a.pack} ${a.collection} <code>${a.id}</code></h3><pre class="diff-after">${pretty(a.record)}</pre>`)}
${diff.removed.map((r) => html`<h3>Removed: ${r.pack} ${r.collection} <code>${r.id}</code></h3><pre class="diff-before">${pretty(r.record)}</pre>`)}
</section>`;
}
