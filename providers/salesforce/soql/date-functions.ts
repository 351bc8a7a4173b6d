import type { FunctionExp } from "@jetstreamapp/soql-parser-js";
import { parseInstant } from "./values.ts";

/** Date functions of GROUP BY, WHERE and HAVING, evaluated in UTC (this mock's org time zone). */
const DATE_FUNCTIONS = {
  CALENDAR_MONTH: (d) => d.getUTCMonth() + 1,
  CALENDAR_QUARTER: (d) => Math.floor(d.getUTCMonth() / 3) + 1,
  CALENDAR_YEAR: (d) => d.getUTCFullYear(),
  DAY_IN_MONTH: (d) => d.getUTCDate(),
  DAY_IN_WEEK: (d) => d.getUTCDay() + 1,
  DAY_IN_YEAR: (d) => dayInYear(d),
  DAY_ONLY: (d) => d.toISOString().slice(0, 10),
  FISCAL_MONTH: (d) => d.getUTCMonth() + 1,
  FISCAL_QUARTER: (d) => Math.floor(d.getUTCMonth() / 3) + 1,
  FISCAL_YEAR: (d) => d.getUTCFullYear(),
  HOUR_IN_DAY: (d) => d.getUTCHours(),
  WEEK_IN_MONTH: (d) => Math.floor((d.getUTCDate() - 1) / 7) + 1,
  WEEK_IN_YEAR: (d) => Math.floor((dayInYear(d) - 1) / 7) + 1,
} satisfies Record<string, (d: Date) => number | string>;

export type DateFunctionName = keyof typeof DATE_FUNCTIONS;

function isDateFunctionName(name: string): name is DateFunctionName {
  return Object.hasOwn(DATE_FUNCTIONS, name);
}

function dayInYear(d: Date): number {
  return Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

export function isDateFunction(name: string | undefined): boolean {
  return !!name && isDateFunctionName(name.toUpperCase());
}

export interface DateFunctionCall {
  name: DateFunctionName;
  /** The field path inside, with convertTimezone() unwrapped: the org time zone is UTC. */
  field: string;
  /** DAY_ONLY yields a date, every other function a number. */
  resultKind: "number" | "date";
}

export function readDateFunction(fn: FunctionExp): DateFunctionCall | undefined {
  const name = fn.functionName?.toUpperCase();
  const [param, ...extra] = fn.parameters ?? [];
  if (!name || !isDateFunctionName(name) || param === undefined || extra.length > 0) return undefined;
  let inner = param;
  if (typeof inner !== "string" && inner.functionName?.toLowerCase() === "converttimezone") {
    inner = inner.parameters?.[0] ?? "";
  }
  if (typeof inner !== "string") return undefined;
  return { name, field: inner, resultKind: name === "DAY_ONLY" ? "date" : "number" };
}

/** Date functions take date or dateTime fields; HOUR_IN_DAY needs a time of day. */
export function acceptsFieldKind(name: string, kind: string): boolean {
  return kind === "datetime" || (kind === "date" && name !== "HOUR_IN_DAY");
}

export function applyDateFunction(name: DateFunctionName, value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  const millis = text.length === 10 ? Date.parse(`${text}T00:00:00Z`) : parseInstant(text);
  if (Number.isNaN(millis)) return null;
  return DATE_FUNCTIONS[name](new Date(millis));
}
