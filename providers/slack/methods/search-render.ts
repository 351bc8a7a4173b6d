// One search.messages match as Slack shows it, its highlight markers and its relevance score.
import type { JsonRecord } from "../../../core/pack/index.ts";
import type { SearchQuery } from "../search-query.ts";
import { permalink, team, wireMessage, type SlackCall } from "./call.ts";

/** Slack's highlight markers (private-use characters) around each matched word when `highlight=true`. */
export const HIGHLIGHT_START = "\ue000";
export const HIGHLIGHT_END = "\ue001";

const WORD = /[\p{L}\p{N}_']+/gu;

/** Whether a word of the text is one the query looks for (its words, its phrases' words, `prefix*`). */
function termMatcher(query: SearchQuery): (word: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const word of [...query.words, ...query.phrases.flat()]) {
    if (word.endsWith("*")) prefixes.push(word.slice(0, -1));
    else exact.add(word);
  }
  return (word) => exact.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
}

/** How many of the text's words the query looks for: the `sort=score` order (ties go to the newest). */
export function scoreOf(query: SearchQuery, text: string): number {
  const wanted = termMatcher(query);
  let score = 0;
  for (const match of text.toLowerCase().matchAll(WORD)) if (wanted(match[0])) score++;
  return score;
}

/** The text with each matched word between Slack's highlight markers, links left whole; one linear pass. */
export function highlight(query: SearchQuery, text: string): string {
  const wanted = termMatcher(query);
  // Whitespace and the runs between it; a run holding a link (or <…> markup) is copied as it is.
  return text.split(/(\s+)/).map((run) => {
    if (run.includes("://") || run.startsWith("<")) return run;
    return run.replace(WORD, (word) => (wanted(word.toLowerCase()) ? `${HIGHLIGHT_START}${word}${HIGHLIGHT_END}` : word));
  }).join("");
}

/** A stable uuid-shaped id for a message (Slack's `iid`), from FNV-1a hashes of its key. */
export function iidFor(key: string): string {
  let hex = "";
  for (let salt = 0; hex.length < 32; salt++) {
    let hash = 0x811c9dc5 ^ salt;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
    hex += hash.toString(16).padStart(8, "0");
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The match's `channel`: an im is named by the other person's id, as Slack shows it. */
function matchChannel(call: SlackCall, conversation: JsonRecord): JsonRecord {
  const isIm = conversation.is_im === true;
  const other = isIm ? ((conversation.members ?? []) as string[]).find((u) => u !== call.user) ?? call.user : undefined;
  const channel: JsonRecord = {
    id: conversation.id,
    is_channel: conversation.is_channel === true,
    is_group: conversation.is_group === true,
    is_im: isIm,
    is_mpim: conversation.is_mpim === true,
    is_private: isIm || conversation.is_private === true,
    is_archived: conversation.is_archived === true,
    is_shared: conversation.is_shared === true,
    is_org_shared: conversation.is_org_shared === true,
    is_ext_shared: conversation.is_ext_shared === true,
    is_pending_ext_shared: conversation.is_pending_ext_shared === true,
    pending_shared: [],
    name: isIm ? other : conversation.name,
  };
  if (isIm) channel.user = other;
  return channel;
}

export function renderMatch(call: SlackCall, message: JsonRecord, conversation: JsonRecord, query: SearchQuery, highlighted: boolean): JsonRecord {
  const wire = wireMessage(call, message);
  const author = typeof message.user === "string" ? call.records.collection("users").get(message.user) : undefined;
  const text = String(message.text ?? "");
  const match: JsonRecord = {
    iid: iidFor(`${message.channel}/${message.ts}`),
    team: message.team ?? team(call).id,
    channel: matchChannel(call, conversation),
    type: "message",
    user: message.user ?? "",
    username: String(author?.name ?? ""),
    ts: message.ts,
    text: highlighted ? highlight(query, text) : text,
    permalink: permalink(call, message),
  };
  for (const key of ["blocks", "attachments", "files"]) if (wire[key] !== undefined) match[key] = wire[key];
  return match;
}
