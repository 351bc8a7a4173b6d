// The page a permalink opens (`{url}/archives/<channel>/p<ts digits>`, on the world's own host, so a link
// an agent shares can be followed without leaving the world). A browser sends no Slack token, so the page
// shows public channels only; a private channel, a DM or a missing message is the same 404.
import type { JsonRecord, OperationHandler } from "../../core/pack/index.ts";
import { messageKey } from "./slack-ids.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (status: number, title: string, body: string) =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main>${body}</main></body></html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/** "p1700000100000100" -> "1700000100.000100"; undefined when it is no permalink message id. */
export function tsFromPermalinkId(id: string): string | undefined {
  const digits = /^p([0-9]{7,10})([0-9]{6})$/.exec(id);
  return digits ? `${digits[1]!.padStart(10, "0")}.${digits[2]}` : undefined;
}

function article(message: JsonRecord, users: (id: string) => JsonRecord | undefined): string {
  const author = users(String(message.user));
  const name = String(author?.real_name ?? author?.name ?? message.user ?? "unknown");
  const when = new Date(Number(String(message.ts).split(".")[0]) * 1000).toISOString();
  return `<article><h2>${escape(name)}</h2><p><time datetime="${when}">${when}</time></p><p>${escape(String(message.text ?? ""))}</p></article>`;
}

export const archivesPermalink: OperationHandler = (ctx) => {
  const notFound = page(404, "Not found", "<h1>This message is not available</h1>");
  const channelId = ctx.params.channel ?? "";
  const ts = tsFromPermalinkId(ctx.params.message ?? "");
  const channel = ctx.world.collection("conversations").get(channelId);
  if (!ts || !channel || channel.is_private === true || channel.is_im === true || channel.is_mpim === true) return notFound;
  const messages = ctx.world.collection("messages");
  const message = messages.get(messageKey(channelId, ts));
  if (!message) return notFound;
  const users = (id: string) => ctx.world.collection("users").get(id);
  const parentTs = typeof message.thread_ts === "string" ? message.thread_ts : undefined;
  const thread = parentTs === undefined ? [] : messages.find((m) => m.channel === channelId && m.thread_ts === parentTs && m.ts !== ts);
  const replies = thread.sort((a, b) => String(a.ts).localeCompare(String(b.ts))).map((m) => article(m, users)).join("");
  const heading = `<h1>#${escape(String(channel.name))}</h1>`;
  return page(200, `#${channel.name}`, `${heading}${article(message, users)}${replies ? `<section aria-label="Thread">${replies}</section>` : ""}`);
};
