/**
 * A number written in digits: an optional sign, digits (`,` may group thousands: `1,204`) and an optional
 * decimal part (`3.0`). It must stand alone: a letter or digit on either side, or a dot before it or a
 * dot and a digit after it, makes it part of something else (`3rd`, `v2`, `13`, `1.2.3`, an 18-character
 * Salesforce Id). A sentence's full stop (`3.`) and markdown (`**3**`, `_3_`) do not.
 */
const NUMBER = /(?<![\p{L}\p{N}.])[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\p{L}\p{N}]|\.\d)/gu;

/** The numbers an answer states, as written, in order. */
export function numbersIn(text: string): string[] {
  return text.match(NUMBER) ?? [];
}

/** `1,204.50` as 1204.5. */
export function numericValue(written: string): number {
  return Number(written.replaceAll(",", ""));
}
