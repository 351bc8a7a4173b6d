import { fieldKind } from "./field-kind.ts";
import type { SoqlField } from "./types.ts";
import { parseInstant } from "./values.ts";

/** The org's only currency: this mock models a single-currency org. */
export const ORG_CURRENCY = "USD";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * FORMAT(): the value as the user's locale shows it. The mock's user is en_US, in UTC (the org time
 * zone this evaluator assumes everywhere), paid in USD. Text and other types pass through unchanged.
 */
export function formatValue(field: Pick<SoqlField, "type" | "scale">, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const type = field.type.toLowerCase();
  switch (fieldKind(type)) {
    case "number":
      return formatNumber(type, Number(value), field.scale);
    case "date":
      return formatDate(String(value).slice(0, 10));
    case "datetime": {
      const millis = parseInstant(String(value));
      if (Number.isNaN(millis)) return value;
      const iso = new Date(millis).toISOString();
      return `${formatDate(iso.slice(0, 10))}, ${formatClock(iso.slice(11, 16))}`;
    }
    case "time":
      return formatClock(String(value).slice(0, 5));
    default:
      return value;
  }
}

function formatNumber(type: string, value: number, scale: number | undefined): string {
  if (type === "currency") return numberFormat("currency", scale ?? 2).format(value);
  if (type === "percent") return `${numberFormat("decimal", scale ?? 0).format(value)}%`;
  return numberFormat("decimal", type === "int" || type === "long" ? 0 : scale).format(value);
}

function numberFormat(style: "currency" | "decimal", scale: number | undefined): Intl.NumberFormat {
  const key = `${style}/${scale ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    const digits = scale === undefined ? {} : { minimumFractionDigits: scale, maximumFractionDigits: scale };
    format = new Intl.NumberFormat("en-US", style === "currency" ? { style, currency: ORG_CURRENCY, ...digits } : digits);
    formats.set(key, format);
  }
  return format;
}

/** "2015-12-28" as en_US shows it: "12/28/2015". */
function formatDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${Number(month)}/${Number(day)}/${year}`;
}

/** "15:31" as en_US shows it: "3:31 PM". */
function formatClock(hhmm: string): string {
  // split() always yields a first part, so the default never applies.
  const [hours = Number.NaN, minutes] = hhmm.split(":").map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}
