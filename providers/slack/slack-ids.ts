// Slack's identifier and timestamp formats, and deterministic generators for new ones.
import type { WorldIds } from "../../core/pack/index.ts";

/** Id shapes as Slack prints them: a type letter, then upper-case letters and digits. */
export const ID_PATTERNS = {
  team: "^T[A-Z0-9]{2,}$",
  user: "^[UW][A-Z0-9]{2,}$",
  conversation: "^[CGD][A-Z0-9]{2,}$",
  usergroup: "^S[A-Z0-9]{2,}$",
} as const;

/** A message timestamp: epoch seconds, a dot, six digits of sequence ("1700000100.000100"). */
export const TS_PATTERN = "^[0-9]{10}\\.[0-9]{6}$";

const TS = new RegExp(TS_PATTERN);

export function isTs(value: unknown): value is string {
  return typeof value === "string" && TS.test(value);
}

/** Seconds and micro part as numbers; undefined when not a Slack timestamp. */
export function parseTs(value: unknown): { seconds: number; micro: number } | undefined {
  if (!isTs(value)) return undefined;
  return { seconds: Number(value.slice(0, 10)), micro: Number(value.slice(11)) };
}

export function formatTs(seconds: number, micro: number): string {
  return `${String(Math.trunc(seconds)).padStart(10, "0")}.${String(micro).padStart(6, "0")}`;
}

/** Orders timestamps as Slack does (fixed width, so string order is time order). */
export function compareTs(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The next timestamp for a channel: the clock's second, or just after the channel's latest one when
 * the clock has not moved past it, so a channel's timestamps are unique and increasing.
 */
export function nextTs(now: Date, latest: string | undefined): string {
  const seconds = Math.floor(now.getTime() / 1000);
  const last = parseTs(latest);
  if (!last || last.seconds < seconds) return formatTs(seconds, 100);
  if (last.micro < 999_999) return formatTs(last.seconds, last.micro + 1);
  return formatTs(last.seconds + 1, 0);
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A new id with Slack's prefix letter ("C", "U", "F", "B", ...): counter in base 36, then random. */
export function newSlackId(prefix: string, ids: WorldIds): string {
  let n = ids.next();
  let digits = "";
  do {
    digits = ALPHABET[n % 36] + digits;
    n = Math.floor(n / 36);
  } while (n > 0);
  let tail = "";
  for (let i = 0; i < 4; i++) tail += ALPHABET[Math.floor(ids.random() * 36)] ?? "0";
  return `${prefix}0${digits.padStart(4, "0")}${tail}`;
}

/** A bot user's companion ids, derived from its user id so they need no counter: U0BOT -> B0BOT. */
export function botIdFor(userId: string): string {
  return `B${userId.slice(1)}`;
}

export function appIdFor(userId: string): string {
  return `A${userId.slice(1)}`;
}

/** Key of a message record: channel and timestamp identify a message in Slack. */
export function messageKey(channel: string, ts: string): string {
  return `${channel}/${ts}`;
}
