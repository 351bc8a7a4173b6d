// GET /assets/mail.css: the webmail's only asset, served by the world itself (no CDN, no web fonts).
import type { OperationHandler } from "../../../core/pack/index.ts";
import { MAIL_CSS } from "../assets/mail-css.ts";

export const stylesheet: OperationHandler = () =>
  new Response(MAIL_CSS, { headers: { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=3600" } });
