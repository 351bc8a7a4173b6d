// Parser for search.messages queries: words, "quoted phrases", -exclusions and Slack's modifiers.
// One left-to-right pass over the input; no regular expression is built from it.

export interface SearchQuery {
  /** Words every match must contain (lower case; a trailing * matches any word with that start). */
  words: string[];
  /** Phrases (lists of lower-case words) every match must contain in order. */
  phrases: string[][];
  /** Words and phrases no match may contain. */
  excluded: string[][];
  /** in:#channel (name or id), in:@user (a direct message with the user). */
  inChannels: string[];
  inUsers: string[];
  /** from:@user, from:<@U123>, from:me. */
  fromUsers: string[];
  hasLink: boolean;
  hasReaction: boolean;
  hasPin: boolean;
  /** has::emoji: — the emoji names (without colons) a match must carry as reactions. */
  reactions: string[];
  /** Day bounds in epoch seconds (UTC): ts >= after, ts < before. */
  after?: number;
  before?: number;
}

export interface ParseOptions {
  /** For today/yesterday. */
  now?: Date;
}

const DAY = 86_400;

/** Splits into tokens: runs of non-space characters, with "double-quoted" spans kept whole. */
export function tokenize(query: string): string[] {
  const tokens: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of query) {
    if (char === '"') quoted = !quoted;
    if (!quoted && /\s/.test(char)) {
      if (current) tokens.push(current);
      current = "";
    } else current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** Words of a text the way search sees them: lower case, letters, digits, underscores, apostrophes. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_']+\*?/gu) ?? [];
}

/** A day ("2024-03-05", "today", "yesterday") as epoch seconds at 00:00 UTC, or undefined. */
export function dayStart(value: string, now?: Date): number | undefined {
  if ((value === "today" || value === "yesterday") && now) {
    const today = Math.floor(now.getTime() / 1000 / DAY) * DAY;
    return value === "today" ? today : today - DAY;
  }
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const date = new Date(ms);
  if (date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) return undefined;
  return ms / 1000;
}

/** `#general` / `<#C123|general>` / `<@U123>` / `@ada` -> the bare name or id. */
export function target(value: string): string {
  let v = value;
  if (v.startsWith("<") && v.endsWith(">")) v = v.slice(1, -1).split("|")[0] ?? "";
  if (v.startsWith("#") || v.startsWith("@")) v = v.slice(1);
  return v;
}

export function parseSearchQuery(query: string, options: ParseOptions = {}): SearchQuery {
  const q: SearchQuery = { words: [], phrases: [], excluded: [], inChannels: [], inUsers: [], fromUsers: [], hasLink: false, hasReaction: false, hasPin: false, reactions: [] };
  for (const token of tokenize(query)) {
    const negated = token.startsWith("-") && token.length > 1;
    const body = negated ? token.slice(1) : token;
    if (body.startsWith('"')) {
      const phrase = words(body.replace(/"/g, " "));
      if (phrase.length) (negated ? q.excluded : q.phrases).push(phrase);
      continue;
    }
    if (!negated && modifier(q, body, options)) continue;
    const found = words(body);
    if (negated) {
      if (found.length) q.excluded.push(found);
    } else if (found.length > 1) q.phrases.push(found);
    else if (found.length) q.words.push(found[0] ?? "");
  }
  return q;
}

/** Applies `name:value` when it is one of Slack's modifiers; false leaves the token as text. */
function modifier(q: SearchQuery, token: string, options: ParseOptions): boolean {
  const colon = token.indexOf(":");
  if (colon <= 0) return false;
  const name = token.slice(0, colon).toLowerCase();
  const value = token.slice(colon + 1);
  if (!value) return false;
  switch (name) {
    case "in":
      if (value.startsWith("@") || value.startsWith("<@")) q.inUsers.push(target(value));
      else q.inChannels.push(target(value));
      return true;
    case "from":
      q.fromUsers.push(target(value));
      return true;
    case "has":
      if (value === "link") q.hasLink = true;
      else if (value === "reaction") q.hasReaction = true;
      else if (value === "pin") q.hasPin = true;
      else if (value.length > 2 && value.startsWith(":") && value.endsWith(":")) q.reactions.push(value.slice(1, -1));
      else return false;
      return true;
    case "before":
    case "after":
    case "on":
    case "during": {
      const start = dayStart(value, options.now);
      if (start === undefined) return false;
      if (name === "before") q.before = Math.min(q.before ?? Infinity, start);
      else if (name === "after") q.after = Math.max(q.after ?? -Infinity, start + DAY);
      else {
        q.after = Math.max(q.after ?? -Infinity, start);
        q.before = Math.min(q.before ?? Infinity, start + DAY);
      }
      return true;
    }
    default:
      return false;
  }
}
