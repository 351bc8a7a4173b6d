/**
 * The distinct values of a list, ascending, with how often each occurs. Per-task differences of success
 * rates are multiples of 1/trials, so 2,000 tasks often hold only a few dozen distinct values, and the
 * resampling tests draw how many of each at once.
 */
export interface ValueGroups {
  values: Float64Array;
  counts: Int32Array;
}

export function groupValues(list: ArrayLike<number>): ValueGroups {
  const sorted = Float64Array.from(list).sort();
  const values: number[] = [];
  const counts: number[] = [];
  for (const value of sorted) {
    const last = values.length - 1;
    if (last >= 0 && values[last] === value) {
      counts[last]! += 1;
    } else {
      values.push(value);
      counts.push(1);
    }
  }
  return { values: Float64Array.from(values), counts: Int32Array.from(counts) };
}
