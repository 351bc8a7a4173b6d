// Whether a stored message matches a parsed search.messages query. Linear in the message's words.
import type { JsonRecord } from "../../core/pack/index.ts";
import { words, type SearchQuery } from "./search-query.ts";

export interface MatchContext {
  /** The message's conversation record (for in:#name and in:@user). */
  conversation: JsonRecord;
  /** Looks a user up by id, to match names in from:@name and in:@name. */
  user(id: string): JsonRecord | undefined;
  /** The user searching, for from:me. */
  viewer: string;
}

function userMatches(id: string, wanted: string, ctx: MatchContext): boolean {
  if (wanted === "me") return id === ctx.viewer;
  if (id === wanted) return true;
  const user = ctx.user(id);
  if (!user) return false;
  const profile = (user.profile ?? {}) as JsonRecord;
  const w = wanted.toLowerCase();
  return [user.name, profile.display_name].some((name) => typeof name === "string" && name.toLowerCase() === w);
}

function hasWord(set: Set<string>, list: string[], word: string): boolean {
  if (!word.endsWith("*")) return set.has(word);
  const prefix = word.slice(0, -1);
  return list.some((w) => w.startsWith(prefix));
}

/** Consecutive words: a linear scan per start, bounded by the phrase's length. */
function hasPhrase(list: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= list.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (list[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

export function matchesSearch(query: SearchQuery, message: JsonRecord, ctx: MatchContext): boolean {
  const text = typeof message.text === "string" ? message.text : "";
  const list = words(text);
  const set = new Set(list);
  if (!query.words.every((word) => hasWord(set, list, word))) return false;
  if (!query.phrases.every((phrase) => hasPhrase(list, phrase))) return false;
  if (query.excluded.some((phrase) => (phrase.length === 1 ? hasWord(set, list, phrase[0] ?? "") : hasPhrase(list, phrase)))) return false;
  const conversation = ctx.conversation;
  if (query.inChannels.length && !query.inChannels.some((c) => c === conversation.id || (typeof conversation.name === "string" && c.toLowerCase() === conversation.name)))
    return false;
  if (query.inUsers.length && !(conversation.is_im === true && query.inUsers.some((u) => userMatches(String(conversation.user), u, ctx)))) return false;
  if (query.fromUsers.length && !query.fromUsers.some((u) => userMatches(String(message.user), u, ctx))) return false;
  const reactions = Array.isArray(message.reactions) ? (message.reactions as JsonRecord[]) : [];
  if (query.hasReaction && !reactions.some((r) => Array.isArray(r.users) && r.users.length > 0)) return false;
  if (!query.reactions.every((name) => reactions.some((r) => r.name === name))) return false;
  if (query.hasLink && !(text.includes("http://") || text.includes("https://"))) return false;
  if (query.hasPin && !(Array.isArray(message.pinned_to) && message.pinned_to.length > 0)) return false;
  const seconds = Number(String(message.ts).slice(0, 10));
  if (query.after !== undefined && seconds < query.after) return false;
  if (query.before !== undefined && seconds >= query.before) return false;
  return true;
}
