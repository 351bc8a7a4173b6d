// The console's session cookie: HttpOnly (page scripts never see it), SameSite=Strict (no other site's
// page sends it) and Path=/ (the console and the API it calls live on one origin).

/** The cookie that carries a console session's token. */
export const SESSION_COOKIE = "understudy_session";

/** The `Set-Cookie` value that starts a session in the browser; `secure` when the console is served over HTTPS. */
export function sessionCookie(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return cookie(`${SESSION_COOKIE}=${token}`, `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, options.secure);
}

/** The `Set-Cookie` value that removes the session cookie (signing out). */
export function clearedSessionCookie(options: { secure?: boolean } = {}): string {
  return cookie(`${SESSION_COOKIE}=`, "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT", options.secure ?? false);
}

function cookie(value: string, lifetime: string, secure: boolean): string {
  return `${value}; Path=/; ${lifetime}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The session token a request's `Cookie` header carries, if any. */
export function readSessionToken(headers: Headers): string | undefined {
  return readCookie(headers, SESSION_COOKIE);
}

/** A cookie's value from the `Cookie` header (empty counts as absent). */
export function readCookie(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
