import { readBodyText } from "../http/request-checks.ts";
import { timingSafeEqual } from "node:crypto";

/** A console form is small: a key, a name, a fault table. */
const FORM_BYTES = 256 * 1024;

/** The posted form's fields (urlencoded); an empty set for a body that is not one. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(await readBodyText(request, FORM_BYTES));
}

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
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

/** A cookie's value from the request, or undefined. */
export function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** Where to go after signing in: a console path of this origin only, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith("/console/") && !next.startsWith("//") && !next.includes("\\") ? next : "/console/runs";
}
