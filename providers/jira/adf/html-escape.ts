// Escaping for renderedFields HTML. Jira escapes &, < and > in text (quotes stay as typed) and
// attribute values fully; a link's href must be http(s) or mailto, so no document can smuggle a
// `javascript:` URL into a page that shows rendered fields.

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (char) => TEXT_ESCAPES[char] ?? char);

export const escapeAttr = (text: string): string => text.replace(/[&<>"']/g, (char) => ATTR_ESCAPES[char] ?? char);

/** The URL when it is http, https or mailto (ignoring case and surrounding spaces), else undefined. */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim();
  return /^(?:https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : undefined;
}
