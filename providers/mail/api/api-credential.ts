// The JSON API takes a task's credential the way REST does (docs/api.md): in `Authorization: Bearer`
// (or `X-Understudy-Credential`), never the sign-in cookie the pages use. A cookie rides along with any
// request the browser makes, so a JSON API that honoured it would act for whichever page asked.
import type { OperationContext } from "../../../core/pack/index.ts";
import { CREDENTIAL_COOKIE, CREDENTIAL_HEADER } from "../../../core/mock/world-credential.ts";

export const COOKIE_REFUSED_MESSAGE =
  "The JSON API takes the task's credential in the Authorization header (Bearer); the browser's sign-in cookie counts only for pages.";

/** True when the request was let in on the pages' cookie alone. */
export function cameByCookieOnly(ctx: Pick<OperationContext, "request" | "credentialInAuthorization">): boolean {
  if (ctx.credentialInAuthorization || ctx.request.headers.has(CREDENTIAL_HEADER)) return false;
  const cookies = ctx.request.headers.get("cookie") ?? "";
  return cookies.split(";").some((part) => part.trim().startsWith(`${CREDENTIAL_COOKIE}=`));
}
