import { logFactorial } from "./log-factorial.ts";

/**
 * One draw of Binomial(n, p) from a uniform source, in a few uniforms whatever n: inversion when the
 * mean is small, else Hörmann's transformed rejection with squeeze (BTRS, "The generation of binomial
 * random variates", 1993, as in PyTorch and TensorFlow). The resampling tests draw counts of many
 * equal values at once with it instead of drawing each value.
 */
export function sampleBinomial(n: number, p: number, random: () => number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - sampleBinomial(n, 1 - p, random);
  return n * p < 10 ? byInversion(n, p, random) : byTransformedRejection(n, p, random);
}

function byInversion(n: number, p: number, random: () => number): number {
  const odds = p / (1 - p);
  let probability = (1 - p) ** n;
  let cumulative = probability;
  const u = random();
  let k = 0;
  while (u > cumulative && k < n) {
    probability *= ((n - k) / (k + 1)) * odds;
    k++;
    cumulative += probability;
  }
  return k;
}

function byTransformedRejection(n: number, p: number, random: () => number): number {
  const spread = Math.sqrt(n * p * (1 - p));
  const b = 1.15 + 2.53 * spread;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const acceptBox = 0.92 - 4.2 / b;
  const alpha = (2.83 + 5.1 / b) * spread;
  const logOdds = Math.log(p / (1 - p));
  const mode = Math.floor((n + 1) * p);
  const logModeTerms = logFactorial(mode) + logFactorial(n - mode);
  for (;;) {
    const u = random() - 0.5;
    const v = random();
    const us = 0.5 - Math.abs(u);
    if (us <= 0) continue;
    const k = Math.floor(((2 * a) / us + b) * u + c);
    if (k < 0 || k > n) continue;
    if (us >= 0.07 && v <= acceptBox) return k;
    // ln f(k)/f(mode) for the binomial pmf f, from exact log-factorials.
    const logRatio = logModeTerms - logFactorial(k) - logFactorial(n - k) + (k - mode) * logOdds;
    if (Math.log((v * alpha) / (a / (us * us) + b)) <= logRatio) return k;
  }
}
