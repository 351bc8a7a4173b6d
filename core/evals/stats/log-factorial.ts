/** ln(i!) for i = 0..length-1, grown on demand: a running sum of ln(i), exact enough for a few thousand trials. */
let table = new Float64Array([0, 0]);

export function logFactorial(n: number): number {
  if (n >= table.length) {
    const grown = new Float64Array(Math.max(n + 1, table.length * 2));
    grown.set(table);
    for (let i = table.length; i < grown.length; i++) grown[i] = grown[i - 1]! + Math.log(i);
    table = grown;
  }
  return table[n]!;
}

/** ln C(n, k) for 0 <= k <= n. */
export function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
