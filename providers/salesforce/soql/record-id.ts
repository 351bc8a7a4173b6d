const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345";

/** 15-character ids are case-sensitive; the 3-character suffix encodes the case of each block. */
export function toCaseSafeId(id: string): string | undefined {
  if (!/^[a-zA-Z0-9]{15}([a-zA-Z0-9]{3})?$/.test(id)) return undefined;
  if (id.length === 18) return id;
  let suffix = "";
  for (let block = 0; block < 3; block++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const ch = id.charAt(block * 5 + i);
      if (ch >= "A" && ch <= "Z") bits |= 1 << i;
    }
    suffix += ALPHABET[bits];
  }
  return id + suffix;
}
