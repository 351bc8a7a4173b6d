const DATE = /^(\d{4}-\d{2}-\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Milliseconds since epoch of an ISO date (midnight UTC) or datetime; NaN when unreadable. Salesforce
 * writes zones as "+0000", which `Date.parse` does not read everywhere, so the zone is normalised first.
 * A datetime without a zone is taken as UTC, as Salesforce does.
 */
export function parseInstant(text: string): number {
  const date = DATE.exec(text);
  if (date) return Date.parse(`${date[1]}T00:00:00.000Z`);
  const match = DATETIME.exec(text);
  if (!match) return Number.NaN;
  const [, day, minutes, seconds = ":00", fraction = "", zone = "Z"] = match;
  const millis = (fraction.slice(1) + "000").slice(0, 3);
  const offset = zone.toUpperCase() === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return Date.parse(`${day}T${minutes}${seconds}.${millis}${offset}`);
}

/** The JSON Schema `pattern` for the same forms, so bad bounds are refused at dataset upload. */
export const INSTANT_PATTERN = "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?([Zz]|[+-]\\d{2}:?\\d{2})?)?$";
