/**
 * Holm–Bonferroni step-down: which hypotheses to reject while keeping the family-wise error at most
 * `alpha`. The i-th smallest p-value (0-based) is compared with alpha / (m - i); the first one over
 * its threshold stops the walk, and it and every larger p-value are kept.
 */
export function holmSignificant(pValues: number[], alpha: number): boolean[] {
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p || a.index - b.index);
  const significant = pValues.map(() => false);
  for (let rank = 0; rank < order.length; rank++) {
    const { p, index } = order[rank]!;
    if (!(p <= alpha / (order.length - rank))) break;
    significant[index] = true;
  }
  return significant;
}
