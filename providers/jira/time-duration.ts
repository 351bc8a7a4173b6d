// Jira's durations: "1w 2d 3h 20m" as people type them into time tracking, and the same form in answers
// (`timeSpent`). A Jira site's defaults apply: a working day is 8 hours and a week 5 days, so "1d" is 28,800
// seconds, and a number without a unit is minutes.
const MINUTE = 60;
const UNITS: Record<string, number> = { w: 5 * 8 * 3600, d: 8 * 3600, h: 3600, m: MINUTE };
const ORDER = ["w", "d", "h", "m"] as const;

/** Seconds in a duration such as "2h 30m", "1.5h", "1w 2d" or "90" (minutes); undefined when it is not one or is not positive. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return positive(Number(trimmed) * MINUTE);
  if (!/^(\d+(\.\d+)?\s*[wdhm]\s*)+$/.test(trimmed)) return undefined;
  let seconds = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+(?:\.\d+)?)\s*([wdhm])/g)) seconds += Number(amount) * UNITS[unit!]!;
  return positive(seconds);
}

const positive = (seconds: number): number | undefined => (Number.isFinite(seconds) && seconds >= 1 ? Math.round(seconds) : undefined);

/** "1w 2d 3h 20m": the largest units first, zero parts left out; under a minute reads "0m". */
export function formatDuration(seconds: number): string {
  let rest = Math.floor(seconds / MINUTE) * MINUTE;
  const parts: string[] = [];
  for (const unit of ORDER) {
    const count = Math.floor(rest / UNITS[unit]!);
    if (count > 0) parts.push(`${count}${unit}`);
    rest -= count * UNITS[unit]!;
  }
  return parts.length ? parts.join(" ") : "0m";
}
