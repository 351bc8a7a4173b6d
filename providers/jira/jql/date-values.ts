import { daysInMonth, fromWallClock } from "./time-zone.ts";

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const timestamps = new Map<string, number | null>();
const TIMESTAMP_CACHE_SIZE = 50_000;

/**
 * Epoch milliseconds of a timestamp as Jira renders them ("2026-11-23T10:15:30.000+0000"), or null.
 * Memoised: the same few thousand timestamps are read by every query over a world.
 */
export function parseTimestamp(text: unknown): number | null {
  if (typeof text !== "string") return null;
  let value = timestamps.get(text);
  if (value !== undefined) return value;
  value = parseTimestampUncached(text);
  if (timestamps.size >= TIMESTAMP_CACHE_SIZE) timestamps.clear();
  timestamps.set(text, value);
  return value;
}

function parseTimestampUncached(text: string): number | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = frac ? Number(frac.slice(0, 3).padEnd(3, "0")) : 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0), ms);
  if (!zone || zone === "Z") return utc;
  const digits = zone.replace(":", "");
  const offset = (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))) * 60_000;
  return digits[0] === "-" ? utc + offset : utc - offset;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-only value ("YYYY-MM-DD", also the date part of a timestamp), or null. */
export function parseDay(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const day = text.slice(0, 10);
  return DAY.test(day) ? day : null;
}

const LITERAL = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/;

export interface DateLiteral {
  year: number;
  month: number;
  day: number;
  /** Absent for "yyyy-MM-dd" and "yyyy/MM/dd". */
  time?: { hour: number; minute: number };
}

/** Jira's four date formats: "yyyy/MM/dd HH:mm", "yyyy-MM-dd HH:mm", "yyyy/MM/dd", "yyyy-MM-dd". */
export function parseDateLiteral(text: string): DateLiteral | null {
  const m = LITERAL.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[3]), Number(m[4])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (m[5] === undefined) return { year, month, day };
  const [hour, minute] = [Number(m[5]), Number(m[6])];
  if (hour > 23 || minute > 59) return null;
  return { year, month, day, time: { hour, minute } };
}

export function literalInstant(literal: DateLiteral, timeZone: string): number {
  return fromWallClock({ year: literal.year, month: literal.month, day: literal.day, ...literal.time }, timeZone);
}

export function literalDay(literal: DateLiteral): string {
  return `${literal.year}-${String(literal.month).padStart(2, "0")}-${String(literal.day).padStart(2, "0")}`;
}

const PERIOD = /^([+-])?\s*((?:\d+\s*[wdhmWDHM]\s*)+)$/;
const PERIOD_PART = /(\d+)\s*([wdhmWDHM])/g;
const UNIT_MS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000 };

/** A relative date ("-7d", "4w 2d", "-1d 4h", "1h") as milliseconds from now, or null. */
export function parsePeriod(text: string): number | null {
  const m = PERIOD.exec(text.trim());
  if (!m) return null;
  let total = 0;
  for (const [, amount, unit] of m[2]!.matchAll(PERIOD_PART)) total += Number(amount) * UNIT_MS[unit!.toLowerCase()]!;
  return m[1] === "-" ? -total : total;
}
