/** Every key starts with this, so leaked keys are easy to spot and to scan for. */
export const API_KEY_PREFIX = "usk_";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 40 base62 characters: about 238 bits from the system CSPRNG. */
export function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  let out = API_KEY_PREFIX;
  for (const byte of bytes) out += BASE62[byte % 62];
  return out;
}

/** Keys are high-entropy, so one SHA-256 is enough; a slow hash would only slow every request. */
export async function hashApiKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What may be shown of a key after creation: enough to recognise it, not to use it. */
export function keyHint(key: string): string {
  return `${key.slice(0, API_KEY_PREFIX.length + 4)}…${key.slice(-4)}`;
}
