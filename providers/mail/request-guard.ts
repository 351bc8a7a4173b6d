// What every REST request of the mail pack passes before its handler: the JSON API refuses the pages'
// sign-in cookie (api/api-credential.ts), and a form POST from another site is refused (CSRF,
// pages/same-origin-form.ts). MCP tools call operations in process and skip the guard.
import type { OperationContext } from "../../core/pack/index.ts";
import { cameByCookieOnly, COOKIE_REFUSED_MESSAGE } from "./api/api-credential.ts";
import { answer } from "./api/errors.ts";
import { CROSS_ORIGIN_MESSAGE, isSameOriginPost } from "./pages/same-origin-form.ts";

export function mailGuard(ctx: OperationContext, operationId: string): Response | undefined {
  if (operationId.startsWith("api")) {
    if (cameByCookieOnly(ctx)) {
      const refused = answer(ctx.request, 401, COOKIE_REFUSED_MESSAGE);
      refused.headers.set("www-authenticate", 'Bearer realm="understudy-world"');
      return refused;
    }
    return undefined;
  }
  if (ctx.request.method === "POST" && !isSameOriginPost(ctx)) return answer(ctx.request, 403, CROSS_ORIGIN_MESSAGE);
  return undefined;
}
