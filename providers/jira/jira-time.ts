// Jira's timestamps: ISO 8601 with milliseconds and a numeric offset without a colon
// ("2026-11-23T10:15:30.000+0000"). The mock's clock is UTC, so every offset is +0000.

/** A Date as Jira writes it. */
export function jiraTime(date: Date): string {
  return date.toISOString().replace("Z", "+0000");
}

/** The world's clock, as Jira writes it. */
export const jiraNow = (clock: { now(): Date }): string => jiraTime(clock.now());

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (Jira's date fields, e.g. duedate). */
export function isJiraDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.getUTCFullYear() === Number(match[1]) && day.getUTCMonth() === Number(match[2]) - 1 && day.getUTCDate() === Number(match[3]);
}

/**
 * A date-time a client or a seed may send ("2026-11-23T10:15:30.000+0000", "…Z", "…+01:00"), as Jira
 * writes it; undefined when it is none.
 */
export function parseJiraTime(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  // Date.parse needs the offset's colon ("+0000" → "+00:00").
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(ms) ? undefined : jiraTime(new Date(ms));
}

/** How renderedFields shows a time: "23/Nov/26 10:15 AM" (Jira's default date-time format). */
export function renderedTime(value: string): string {
  const date = new Date(Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2")));
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.getUTCMonth()];
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  const year = String(date.getUTCFullYear() % 100).padStart(2, "0");
  return `${day}/${month}/${year} ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** How renderedFields shows a date: "01/Dec/26". */
export function renderedDate(value: string): string {
  return renderedTime(`${value}T00:00:00.000+0000`).split(" ")[0]!;
}
