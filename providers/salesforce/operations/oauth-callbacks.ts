import type { OperationContext } from "../../../core/pack/index.ts";

/**
 * Where the authorize endpoint may send a code or a session. Always an http(s) address: never
 * `javascript:` or `data:`, which would run in the login page's origin, nor any other scheme. When the
 * world declares the connected app (a seeded `ConnectedApplication` row whose `ConsumerKey` is the
 * `client_id`), exactly one of its callback URLs (`CallbackUrl`, several separated by line breaks or
 * commas, as the app's settings list them); an undeclared client may use any web address.
 */
export function isAllowedCallback(ctx: OperationContext, clientId: string, redirectUri: string): boolean {
  if (!isWebAddress(redirectUri)) return false;
  const declared = declaredCallbacks(ctx, clientId);
  return declared === undefined || declared.includes(redirectUri);
}

function isWebAddress(text: string): boolean {
  const url = URL.parse(text);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
}

/** The callbacks of the app whose consumer key is `clientId`, or undefined when the world declares none. */
function declaredCallbacks(ctx: OperationContext, clientId: string): string[] | undefined {
  const apps = ctx.world.collection("ConnectedApplication").find((app) => app.ConsumerKey === clientId && typeof app.CallbackUrl === "string");
  if (apps.length === 0) return undefined;
  return apps.flatMap((app) => String(app.CallbackUrl).split(/[\r\n,]+/).map((url) => url.trim()).filter(Boolean));
}
