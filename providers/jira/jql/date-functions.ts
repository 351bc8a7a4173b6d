import { daysInMonth, fromWallClock, wallClock } from "./time-zone.ts";

export type Period = "day" | "week" | "month" | "year";
type Unit = "y" | "M" | "w" | "d" | "h" | "m";

/** The date functions by lower-case name: which period they round to and which end of it. */
export const DATE_FUNCTIONS: Readonly<Record<string, { period: Period; end: boolean }>> = {
  startofday: { period: "day", end: false },
  endofday: { period: "day", end: true },
  startofweek: { period: "week", end: false },
  endofweek: { period: "week", end: true },
  startofmonth: { period: "month", end: false },
  endofmonth: { period: "month", end: true },
  startofyear: { period: "year", end: false },
  endofyear: { period: "year", end: true },
};

const PERIOD_UNIT: Record<Period, Unit> = { day: "d", week: "w", month: "M", year: "y" };
const INCREMENT = /^([+-])?(\d+)([yMwdhm])?$/;

export interface Increment {
  amount: number;
  unit: Unit;
}

/** Jira's "(+/-)nn(y|M|w|d|h|m)"; with no unit, the function's own period ("-1" in startOfDay is a day). */
export function parseIncrement(text: string, period: Period): Increment | null {
  const m = INCREMENT.exec(text.trim());
  if (!m) return null;
  const amount = Number(m[2]) * (m[1] === "-" ? -1 : 1);
  return { amount, unit: (m[3] as Unit | undefined) ?? PERIOD_UNIT[period] };
}

export interface ClockSettings {
  timeZone: string;
  firstDayOfWeek: 0 | 1;
}

/**
 * startOfX(inc) rounds now down to the period, then adds the increment (so startOfMonth("+14d") is
 * the 15th). endOfX(inc) is the last millisecond of the period, moved by the increment; a month or
 * year increment moves the period itself, so endOfMonth("-1M") is the last day of last month.
 */
export function dateFunctionValue(name: string, increment: Increment | null, now: number, clock: ClockSettings): number {
  const { period, end } = DATE_FUNCTIONS[name.toLowerCase()]!;
  const start = startOf(period, now, clock);
  if (!end) return increment ? add(start, increment, clock.timeZone) : start;
  if (increment && (increment.unit === "M" || increment.unit === "y")) {
    return endOf(period, add(start, increment, clock.timeZone), clock);
  }
  const last = endOf(period, now, clock);
  return increment ? add(last, increment, clock.timeZone) : last;
}

export function startOf(period: Period, instant: number, { timeZone, firstDayOfWeek }: ClockSettings): number {
  const c = wallClock(instant, timeZone);
  switch (period) {
    case "day":
      return fromWallClock({ year: c.year, month: c.month, day: c.day }, timeZone);
    case "week": {
      const back = (c.weekday - firstDayOfWeek + 7) % 7;
      return fromWallClock({ year: c.year, month: c.month, day: c.day - back }, timeZone);
    }
    case "month":
      return fromWallClock({ year: c.year, month: c.month, day: 1 }, timeZone);
    case "year":
      return fromWallClock({ year: c.year, month: 1, day: 1 }, timeZone);
  }
}

function endOf(period: Period, instant: number, clock: ClockSettings): number {
  const start = startOf(period, instant, clock);
  return add(start, { amount: 1, unit: PERIOD_UNIT[period] }, clock.timeZone) - 1;
}

/** Calendar arithmetic in the zone, as java.util.Calendar.add does it (a month later than Jan 31 is Feb 28/29). */
export function add(instant: number, { amount, unit }: Increment, timeZone: string): number {
  if (unit === "h") return instant + amount * 3_600_000;
  if (unit === "m") return instant + amount * 60_000;
  const c = wallClock(instant, timeZone);
  if (unit === "d" || unit === "w") {
    return fromWallClock({ ...c, day: c.day + amount * (unit === "w" ? 7 : 1) }, timeZone);
  }
  const months = c.month - 1 + amount * (unit === "y" ? 12 : 1);
  const year = c.year + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  return fromWallClock({ ...c, year, month, day: Math.min(c.day, daysInMonth(year, month)) }, timeZone);
}
