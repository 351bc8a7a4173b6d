/**
 * Reads `path` from a record, a query row or a tool call's arguments. A key that itself holds a dot is
 * tried whole first; otherwise each dotted segment steps into a nested object, the way SOQL renders a
 * parent field (`Account.Name` is `{ Account: { Name } }`).
 */
export function readField(source: unknown, path: string): unknown {
  const whole = readKey(source, path);
  if (whole !== undefined || !path.includes(".")) return whole;
  let current = source;
  for (const segment of path.split(".")) {
    current = readKey(current, segment);
    if (current === undefined || current === null) return undefined;
  }
  return current;
}

/**
 * An exact key wins; failing that, a single key equal but for case, because Salesforce field names are
 * case-insensitive and dataset authors write `accountId` as often as `AccountId`.
 */
export function readKey(source: unknown, key: string): unknown {
  if (typeof source !== "object" || source === null) return undefined;
  const object = source as Record<string, unknown>;
  if (Object.hasOwn(object, key)) return object[key];
  const lower = key.toLowerCase();
  const [only, ...others] = Object.keys(object).filter((k) => k.toLowerCase() === lower);
  return only !== undefined && others.length === 0 ? object[only] : undefined;
}
