const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A replication date as Salesforce takes it, ISO 8601 in UTC or with an offset
 * (`2013-05-06T00:00:00+00:00`, `...Z`, `...+0000`), as milliseconds; undefined when it is not one.
 * A `+` that arrived unencoded in the query string reads as a space, so a space before the offset is
 * taken as the `+` it was.
 */
export function parseReplicationDate(text: string): number | undefined {
  const match = DATETIME.exec(text.trim().replace(/ (\d{2}:?\d{2})$/, "+$1"));
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = "0", fraction = "", zone = "Z"] = match;
  const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(fraction.padEnd(3, "0").slice(0, 3)));
  const date = new Date(at);
  // Date.UTC rolls 2024-02-30 over into March: a day or time out of range is no date.
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(mo) - 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  if (zone.toUpperCase() === "Z") return at;
  const digits = zone.slice(1).replace(":", "");
  const offset = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  return zone.startsWith("-") ? at + offset : at - offset;
}
