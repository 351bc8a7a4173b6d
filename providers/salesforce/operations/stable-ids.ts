import { caseSafeSuffix } from "../record-ids.ts";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * An 18-character id for metadata the mock derives instead of storing (list views `00B`, layouts `00h`,
 * layout sections `01B`): the same key always gives the same id, in every world and after a restart,
 * so a client may keep it. Nine base62 digits of a 53-bit FNV-1a hash of the key follow the prefix.
 */
export function stableId(keyPrefix: string, key: string): string {
  let low = 0x811c9dc5;
  let high = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    low = Math.imul(low ^ c, 0x01000193) >>> 0;
    high = Math.imul(high ^ c ^ (low >>> 7), 0x01000193) >>> 0;
  }
  let n = (high & 0x1fffff) * 2 ** 32 + low;
  let digits = "";
  for (let i = 0; i < 9; i++) {
    digits = BASE62[n % 62] + digits;
    n = Math.floor(n / 62);
  }
  const id15 = `${keyPrefix}5g0${digits}`;
  return id15 + caseSafeSuffix(id15);
}
