import { html, type SafeHtml } from "../http/html.ts";
import type { ConsoleAssets } from "./console-assets.ts";

export type Section = "runs" | "datasets" | "worlds" | "settings";

/** Who is signed in, for the page's header: the organization and the token its forms carry. */
export interface Chrome { orgName: string; role: string; csrfToken: string; section?: Section }

const SECTIONS: Array<[Section, string, string]> = [
  ["runs", "Runs", "/console/runs"],
  ["datasets", "Datasets", "/console/datasets"],
  ["worlds", "Worlds", "/console/worlds"],
  ["settings", "Settings", "/console/settings"],
];

/**
 * Only this origin's own script and stylesheet; no inline script or style, no frames, forms post here
 * only. JSON a chart reads rides in a `<script type="application/json">`, which is data, not script.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers of every console answer: the policy above, and nothing cached (pages carry a session's data). */
export function consoleHeaders(type = "text/html; charset=utf-8"): Record<string, string> {
  return {
    "content-type": type,
    "content-security-policy": CONSOLE_CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
  };
}

/** A whole page: landmarks (banner, navigation, main), a skip link, the header for a signed-in session. */
export function renderPage(assets: ConsoleAssets, title: string, chrome: Chrome | null, body: SafeHtml, status = 200, extraHeaders: Record<string, string> = {}): Response {
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Understudy console</title>
<link rel="stylesheet" href="${assets.stylesheet.path}">
<script type="module" src="${assets.script.path}"></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${chrome ? header(chrome) : html`<header class="top"><a class="brand" href="/console">Understudy</a></header>`}
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`;
  return new Response(page.toString(), { status, headers: { ...consoleHeaders(), ...extraHeaders } });
}

function header(chrome: Chrome): SafeHtml {
  return html`<header class="top">
<a class="brand" href="/console/runs">Understudy</a>
<nav aria-label="Console"><ul>${SECTIONS.map(
    ([id, label, href]) => html`<li><a href="${href}"${chrome.section === id ? html` aria-current="page"` : ""}>${label}</a></li>`,
  )}</ul></nav>
<div class="who"><span>${chrome.orgName} <span class="muted">(${chrome.role})</span></span>
<form class="inline" method="post" action="/console/sign-out">${csrfField(chrome.csrfToken)}<button class="secondary" type="submit">Sign out</button></form></div>
</header>`;
}

/** The hidden field every console form carries; the API refuses a write without it (403). */
export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}
