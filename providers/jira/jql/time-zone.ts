/** Wall-clock fields of an instant in a time zone; month 1-12, weekday 0 = Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

const UTC_NAMES = new Set(["UTC", "Etc/UTC", "GMT", "Etc/GMT", "Z"]);
const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export function wallClock(instant: number, timeZone: string): WallClock {
  if (UTC_NAMES.has(timeZone)) {
    const d = new Date(instant);
    return {
      year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(),
      minute: d.getUTCMinutes(), second: d.getUTCSeconds(), millisecond: d.getUTCMilliseconds(), weekday: d.getUTCDay(),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24,
    minute: Number(parts.minute), second: Number(parts.second), millisecond: ((instant % 1000) + 1000) % 1000,
    weekday: WEEKDAYS[parts.weekday ?? "Sun"] ?? 0,
  };
}

/**
 * The instant a wall-clock reading names in a zone. Fields may overflow (day 32, month 13) and are
 * carried as Date.UTC carries them. In a gap or overlap of a DST change, the earlier offset wins.
 */
export function fromWallClock(clock: Partial<WallClock> & { year: number; month: number; day: number }, timeZone: string): number {
  const guess = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour ?? 0, clock.minute ?? 0, clock.second ?? 0, clock.millisecond ?? 0);
  if (UTC_NAMES.has(timeZone)) return guess;
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return first === second ? first : Math.min(first, second);
}

/** "YYYY-MM-DD" of an instant in a zone: how date-only fields (due) compare. */
export function dayOf(instant: number, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Throws RangeError for a zone name the runtime does not know. */
export function assertTimeZone(timeZone: string): void {
  if (!UTC_NAMES.has(timeZone)) formatter(timeZone);
}

function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.millisecond);
  return asUtc - instant;
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", weekday: "short", year: "numeric", month: "2-digit", day: "2-digit",
      hour: "2-digit", minute: "2-digit", second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
