// Wiki links, following Jira's link resolvers: `[~accountid:...]` is a mention, `[url|url|smart-link]`
// an inlineCard, `[text|url]` and `[url]` a link mark when the URL has a scheme Atlassian treats as
// safe, anything else stays text. Bare `http(s)://`, `ftp(s)://`, `irc://` and `mailto:` URLs link
// themselves, trailing punctuation excluded.
import type { AdfNode } from "./types.ts";

export interface ParsedLink {
  /** Text before the first `|`, if any. */
  body: string | undefined;
  /** The target: after the first `|` (or everything), before a second `|`. */
  target: string;
  /** After a second `|`: `smart-link` marks an inlineCard. */
  title: string | undefined;
}

export function parseLinkContent(content: string): ParsedLink {
  const first = content.indexOf("|");
  if (first === -1) return { body: undefined, target: content.trim(), title: undefined };
  // "[|x]" has no body; Jira drops the leading divider.
  const body = first === 0 ? undefined : content.slice(0, first);
  const rest = content.slice(first + 1);
  const second = rest.indexOf("|");
  if (second === -1) return { body, target: rest.trim(), title: undefined };
  return { body, target: rest.slice(0, second).trim(), title: rest.slice(second + 1).trim() || undefined };
}

// Atlassian's isSafeUrl: the schemes (and relative forms) a link mark may carry.
const SAFE_URL = new RegExp(
  "^(?:https?://|ftps?://|gopher://|integrity://|file://|smb://|dynamicsnav://|jamfselfservice://|/|mailto:|skype:|" +
    "callto:|facetime:|git:|irc6?:|news:|nntp:|feed:|cvs:|svn:|mvn:|ssh:|scp://|sftp://|itms:|notes:|hipchat://|" +
    "sourcetree:|urn:|tel:|xmpp:|telnet:|vnc:|rdp:|whatsapp:|slack:|sips?:|magnet:|#)",
  "i",
);

export const isSafeUrl = (url: string): boolean => url.trim() === "" || SAFE_URL.test(url.trim());

/** `accountid:abc` or `abc` → `abc`: Jira stores the bare account id in a mention node. */
export function mentionNode(reference: string, displayName?: (accountId: string) => string | undefined): AdfNode {
  const id = reference.toLowerCase().startsWith("accountid:") ? reference.slice("accountid:".length) : reference;
  const name = displayName?.(id);
  return { type: "mention", attrs: { id, text: name ? `@${name}` : "", accessLevel: "" } };
}

// Jira only looks for a URL where a lower-case scheme keyword starts.
const URL_START = /^(?:(?:https?|ftps?):\/\/|irc:\/\/|mailto:)/;
const URL_CHAR = /[\w?!~^/\\#$%&'()*+,\-.:;<=@]/;
const NOT_LAST = "?!.";
const BAD_END = ".,>)];}\"'!";

export interface BareUrl {
  /** What the text shows: the URL as written, without `mailto:`. */
  text: string;
  href: string;
  length: number;
}

/** A bare URL at `at`, scanned in one pass: the scheme, URL characters, then trailing punctuation off. */
export function matchBareUrl(line: string, at: number): BareUrl | undefined {
  const scheme = URL_START.exec(line.slice(at, at + 10));
  if (!scheme) return undefined;
  let end = at + scheme[0].length;
  while (end < line.length && URL_CHAR.test(line[end] ?? "")) end++;
  while (end > at + scheme[0].length && NOT_LAST.includes(line[end - 1] ?? "")) end--;
  while (end > at + scheme[0].length && BAD_END.includes(line[end - 1] ?? "")) end--;
  if (end === at + scheme[0].length) return undefined;
  const raw = line.slice(at, end);
  let href: string;
  try {
    // Jira stores the WHATWG-normalised form (https://a.com → https://a.com/), escapes removed.
    href = new URL(raw.replace(/\\(.)/g, "$1")).href;
  } catch {
    return undefined;
  }
  const isMailto = scheme[0].toLowerCase() === "mailto:";
  return { text: isMailto ? raw.slice(scheme[0].length) : raw, href, length: end - at };
}
