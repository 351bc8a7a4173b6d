// Atlassian account ids and the site's built-in admin. An account id the seed does not give is derived
// from the user's email (or name), so the same seed names the same person in every world.

/** Who a credential naming nobody acts as; always in the world (seed-users.ts adds it). */
export const SITE_ADMIN = {
  accountId: "557058:f0e1d2c3-b4a5-4968-8776-655443322110",
  displayName: "Site Admin",
  emailAddress: "admin@understudy.example",
} as const;

/** FNV-1a over UTF-16 code units, with a 32-bit basis: a small, stable, dependency-free hash. */
export function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A 24-hex-digit account id like Atlassian's ("5b10a2844c20165700ede21a"), derived from `seedText`. */
export function derivedAccountId(seedText: string): string {
  const parts = [0x811c9dc5, 0x01000193, 0x050c5d1f].map((basis) => fnv1a(seedText.toLowerCase(), basis).toString(16).padStart(8, "0"));
  return parts.join("");
}

/** Initials for an avatar: "Ada Lovelace" → "AL". */
export function initials(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!].map((w) => w[0]) : [words[0]?.slice(0, 2) ?? "U"];
  return letters.join("").toUpperCase();
}
