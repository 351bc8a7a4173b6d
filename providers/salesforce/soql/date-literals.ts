/**
 * Date literals as half-open day ranges [start, end) in UTC, the org time zone this mock assumes.
 * Weeks start on Sunday (en_US locale) and the fiscal year is the calendar year (the org default).
 */
export interface DayRange {
  start: string;
  end: string;
}

const DAY = 86_400_000;

/** Salesforce stores dates from 1700-01-01 to 4000-12-31; ranges are clipped to that span. */
const FIRST_DAY = Date.UTC(1700, 0, 1) / DAY;
const END_DAY = Date.UTC(4001, 0, 1) / DAY;
/** `:n` is a Java int in Salesforce's grammar: anything larger is not a literal at all. */
const MAX_N = 2_147_483_647;
/**
 * Past these counts every range already spans all storable dates, so larger ones are cut down
 * before any date arithmetic (which would otherwise leave JavaScript's date range).
 */
const SPAN_IN = { DAYS: 1_000_000, WEEKS: 200_000, MONTHS: 40_000, QUARTERS: 15_000, YEARS: 4_000 } as const;

function dayNumber(now: Date): number {
  return Math.floor(now.getTime() / DAY);
}

function isoDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** First day of month `month` (0-based, may overflow) of `year`, as a day number. */
function monthStart(year: number, month: number): number {
  return Date.UTC(year, month, 1) / DAY;
}

function clip(day: number): number {
  return Math.min(END_DAY, Math.max(FIRST_DAY, day));
}

function days(start: number, end: number): DayRange {
  return { start: isoDay(clip(start)), end: isoDay(clip(end)) };
}

/** The `n` of `LAST_N_DAYS:n`: 1 when absent, undefined when not a non-negative Java int. */
function countOf(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return 1;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_N) return undefined;
  const unit = (Object.keys(SPAN_IN) as Array<keyof typeof SPAN_IN>).find((key) => name.includes(`_${key}`));
  return Math.min(Number(raw), unit ? SPAN_IN[unit] : MAX_N);
}

export function dateLiteralRange(literal: string, now: Date): DayRange | undefined {
  // split() always yields a first part, so the default never applies.
  const [rawName = "", rawN] = literal.toUpperCase().split(":");
  const name = rawName.replace("_FISCAL_", "_");
  const n = countOf(rawN, name);
  if (n === undefined) return undefined;
  const today = dayNumber(now);
  const week = today - new Date(today * DAY).getUTCDay();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const quarter = month - (month % 3);
  const months = (from: number, count: number) => days(monthStart(year, from), monthStart(year, from + count));
  switch (name) {
    case "YESTERDAY": return days(today - 1, today);
    case "TODAY": return days(today, today + 1);
    case "TOMORROW": return days(today + 1, today + 2);
    case "LAST_WEEK": return days(week - 7, week);
    case "THIS_WEEK": return days(week, week + 7);
    case "NEXT_WEEK": return days(week + 7, week + 14);
    case "LAST_MONTH": return months(month - 1, 1);
    case "THIS_MONTH": return months(month, 1);
    case "NEXT_MONTH": return months(month + 1, 1);
    case "LAST_90_DAYS": return days(today - 90, today + 1);
    case "NEXT_90_DAYS": return days(today + 1, today + 91);
    case "LAST_QUARTER": return months(quarter - 3, 3);
    case "THIS_QUARTER": return months(quarter, 3);
    case "NEXT_QUARTER": return months(quarter + 3, 3);
    case "LAST_YEAR": return months(-12, 12);
    case "THIS_YEAR": return months(0, 12);
    case "NEXT_YEAR": return months(12, 12);
    // LAST_N_DAYS includes today, NEXT_N_DAYS starts tomorrow: Salesforce's documented quirk.
    case "LAST_N_DAYS": return days(today - n, today + 1);
    case "NEXT_N_DAYS": return days(today + 1, today + 1 + n);
    case "N_DAYS_AGO": return days(today - n, today - n + 1);
    case "LAST_N_WEEKS": return days(week - 7 * n, week);
    case "NEXT_N_WEEKS": return days(week + 7, week + 7 + 7 * n);
    case "N_WEEKS_AGO": return days(week - 7 * n, week - 7 * n + 7);
    case "LAST_N_MONTHS": return months(month - n, n);
    case "NEXT_N_MONTHS": return months(month + 1, n);
    case "N_MONTHS_AGO": return months(month - n, 1);
    case "LAST_N_QUARTERS": return months(quarter - 3 * n, 3 * n);
    case "NEXT_N_QUARTERS": return months(quarter + 3, 3 * n);
    case "N_QUARTERS_AGO": return months(quarter - 3 * n, 3);
    case "LAST_N_YEARS": return months(-12 * n, 12 * n);
    case "NEXT_N_YEARS": return months(12, 12 * n);
    case "N_YEARS_AGO": return months(-12 * n, 12);
    default: return undefined;
  }
}
