import { readBodyText } from "../http/request-checks.ts";

/** A console form is small: a key, a name, a fault table. */
const FORM_BYTES = 256 * 1024;

/** The posted form's fields (urlencoded); an empty set for a body that is not one. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(await readBodyText(request, FORM_BYTES));
}

/**
 * Whether a browser says the form came from another site (`Sec-Fetch-Site`, `Origin`, which a page
 * cannot forge). A client that sends neither is no browser riding a cookie.
 */
export function crossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/** Where to go after signing in: a console path of this origin only, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith("/console/") && !next.startsWith("//") && !next.includes("\\") ? next : "/console/runs";
}
