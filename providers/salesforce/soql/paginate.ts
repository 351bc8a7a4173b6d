/** OFFSET then LIMIT, applied after sorting, to records, groups and child rows alike. */
export function paginate<T>(items: T[], clause: { limit?: number; offset?: number }): T[] {
  const start = clause.offset ?? 0;
  return items.slice(start, clause.limit === undefined ? undefined : start + clause.limit);
}
