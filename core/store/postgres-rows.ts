// Rows to and from PostgreSQL: the first row of a read, and multi-row writes: one statement whose
// parameters are column arrays, expanded by unnest. Its text does not depend on the row count, so it
// is prepared once per connection and a batch of any size is one round trip (a VALUES list would make
// a new statement for every size).

/** `INSERT INTO table (columns) SELECT * FROM unnest($1::type[], ...)`, then `suffix` (ON CONFLICT ...). */
export function unnestInsert(table: string, columns: ReadonlyArray<readonly [name: string, type: string]>, suffix = ""): string {
  const names = columns.map(([name]) => name).join(", ");
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  return `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ${suffix}`.trim();
}

/** Rows (arrays of values, in column order) turned into one array per column: the unnest parameters. */
export function toColumnArrays(rows: unknown[][], width: number): unknown[][] {
  const columns = Array.from({ length: width }, () => new Array<unknown>(rows.length));
  rows.forEach((row, r) => {
    for (let c = 0; c < width; c++) columns[c]![r] = row[c] ?? null;
  });
  return columns;
}

/** The first row a query answers, mapped to the domain; undefined when it answers none. */
export async function firstRow<T>(rows: PromiseLike<readonly Record<string, any>[]>, map: (row: Record<string, any>) => T): Promise<T | undefined> {
  const [row] = await rows;
  return row ? map(row) : undefined;
}
