import { plural } from "./format.ts";

/** A count constraint: `equals`, or `min` and/or `max`. */
export interface Bounds {
  equals?: number;
  min?: number;
  max?: number;
}

/** Contradictory bounds are the dataset author's mistake, so they are a grader error, not a fail. */
export function checkBounds({ equals, min, max }: Bounds): void {
  if (min !== undefined && max !== undefined && min > max) throw new Error(`min (${min}) is greater than max (${max})`);
  if (equals !== undefined && ((min !== undefined && equals < min) || (max !== undefined && equals > max)))
    throw new Error(`equals (${equals}) is outside min/max`);
}

export function withinBounds(count: number, { equals, min, max }: Bounds): boolean {
  return (equals === undefined || count === equals) && (min === undefined || count >= min) && (max === undefined || count <= max);
}

/** `exactly 2 records`, `at least 1 record`, `between 1 and 3 records`. */
export function describeBounds({ equals, min, max }: Bounds, singular: string, pluralForm = `${singular}s`): string {
  const noun = (n: number) => plural(n, singular, pluralForm);
  if (equals !== undefined || (min !== undefined && min === max)) return `exactly ${noun(equals ?? min!)}`;
  if (min !== undefined && max !== undefined) return `between ${min} and ${noun(max)}`;
  if (max !== undefined) return `at most ${noun(max)}`;
  return `at least ${noun(min ?? 0)}`;
}
