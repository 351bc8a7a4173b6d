/** The resampling tests' shared argument checks: a NaN would otherwise pass every comparison silently. */
export function checkResampling(differences: number[], resamples: number): void {
  for (const d of differences) if (!Number.isFinite(d)) throw new RangeError(`differences must be finite numbers, got ${d}`);
  if (!Number.isSafeInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
}
