const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;
type Unit = keyof typeof UNIT_SECONDS;

export const DEFAULT_TTL = "1h";
export const MAX_TTL_SECONDS = 7 * 86400;

export type TtlResult = { ok: true; seconds: number; normalized: string } | { ok: false; error: string };

/**
 * Parses `30s`, `15m`, `1h`, `6h`, `1d` (case and surrounding spaces ignored) up to 7d.
 * The normalized form uses the largest unit that divides the duration: `60m` becomes `1h`.
 */
export function parseTtl(input: unknown): TtlResult {
  if (input === undefined || input === null) return parseTtl(DEFAULT_TTL);
  if (typeof input !== "string") return { ok: false, error: `ttl must be a string such as "15m", "1h" or "1d", not ${typeof input}` };
  const match = /^(\d{1,7})([smhd])$/.exec(input.trim().toLowerCase());
  if (!match) return { ok: false, error: `ttl "${input}" is not a duration; use a whole number and a unit s, m, h or d, e.g. "30s", "15m", "1h", "1d"` };
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as Unit];
  if (seconds <= 0) return { ok: false, error: `ttl "${input}" must be longer than zero` };
  if (seconds > MAX_TTL_SECONDS) return { ok: false, error: `ttl "${input}" exceeds the maximum of 7d` };
  return { ok: true, seconds, normalized: formatTtl(seconds) };
}

export function formatTtl(seconds: number): string {
  for (const unit of ["d", "h", "m"] as const)
    if (seconds % UNIT_SECONDS[unit] === 0) return `${seconds / UNIT_SECONDS[unit]}${unit}`;
  return `${seconds}s`;
}
