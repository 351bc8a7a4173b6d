/**
 * Applies the overall LIMIT the way Salesforce describes it: the results are spread evenly over the
 * objects (one row each in turn, in RETURNING order), so an object with few matches leaves its share
 * to the others. Per-object limits have already cut each list.
 */
export function distribute<T>(lists: T[][], limit: number): T[][] {
  const counts = lists.map(() => 0);
  let total = 0;
  let progressed = true;
  while (total < limit && progressed) {
    progressed = false;
    for (let i = 0; i < lists.length && total < limit; i++) {
      if ((counts[i] ?? 0) < (lists[i]?.length ?? 0)) {
        counts[i] = (counts[i] ?? 0) + 1;
        total++;
        progressed = true;
      }
    }
  }
  return lists.map((list, i) => list.slice(0, counts[i]));
}
