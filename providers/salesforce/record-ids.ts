const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SUFFIX = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345";

/** The case-safe 3-character suffix: one character per 5-character chunk, a bit per upper-case letter. */
export function caseSafeSuffix(id15: string): string {
  let out = "";
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const c = id15.charCodeAt(chunk * 5 + i);
      if (c >= 65 && c <= 90) bits |= 1 << i;
    }
    out += SUFFIX[bits];
  }
  return out;
}

// Every request that names a record converts its id: the answers of recent ids are kept (a pure function).
const recentIds = new Map<string, string | undefined>();

/** 18-character form of a 15- or 18-character id, or undefined when it is not an id at all. */
export function toId18(id: string): string | undefined {
  const known = recentIds.get(id);
  if (known !== undefined || recentIds.has(id)) return known;
  if (recentIds.size >= 10_000) recentIds.clear();
  const converted = convertId(id);
  recentIds.set(id, converted);
  return converted;
}

function convertId(id: string): string | undefined {
  if (!/^[a-zA-Z0-9]{15}([a-zA-Z0-9]{3})?$/.test(id)) return undefined;
  const id15 = id.slice(0, 15);
  const id18 = id15 + caseSafeSuffix(id15);
  // An 18-character id whose suffix disagrees (ignoring case) was mangled somewhere.
  if (id.length === 18 && id.slice(15).toUpperCase() !== id18.slice(15)) return undefined;
  return id18;
}

/** A new id for a record: key prefix, a fixed pod part, then the world's counter in base62. */
export function generateId(keyPrefix: string, counter: number): string {
  let n = counter;
  let digits = "";
  while (n > 0) {
    digits = BASE62[n % 62] + digits;
    n = Math.floor(n / 62);
  }
  const id15 = `${keyPrefix}5g000${digits.padStart(7, "0")}`;
  return id15 + caseSafeSuffix(id15);
}

/**
 * The built-in acting user every world has (OwnerId, CreatedById) unless the seed provides it.
 * Counter 0 is never handed out by a world, so no created User can collide with it.
 */
export const DEFAULT_USER_ID = generateId("005", 0);
