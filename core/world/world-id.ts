const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * A world id is a DNS label: a letter, then 26 base32 characters carrying 130 random bits.
 * It is the only thing that protects a snapshot's host, so it comes from the system CSPRNG.
 */
export function createWorldId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(17));
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 27) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  // First character restricted to a letter so the label never starts with a digit.
  return ALPHABET[bytes[16]! % 26] + out.slice(0, 26); // bytes has 17 entries
}

export const WORLD_ID_PATTERN = /^[a-z][a-z2-7]{26}$/;
