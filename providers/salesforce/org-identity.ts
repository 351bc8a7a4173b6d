import { caseSafeSuffix, generateId } from "./record-ids.ts";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The org of a seed checked with no world behind it (dataset uploads). */
const UNBOUND_ORG = generateId("00D", 0);

/**
 * 64 bits of a world id, from two FNV-1a passes: pure JavaScript, so every runtime (Bun, Deno, Node)
 * derives the same org from the same world, on every node and after every restart.
 */
function worldHash(worldId: string): bigint {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < worldId.length; i++) {
    const c = worldId.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 13;
  }
  return (BigInt(a) << 32n) | BigInt(b >>> 0);
}

function digits(value: bigint, alphabet: string, length: number): string {
  const radix = BigInt(alphabet.length);
  let n = value;
  let out = "";
  for (let i = 0; i < length; i++) {
    out = alphabet[Number(n % radix)] + out;
    n /= radix;
  }
  return out;
}

/**
 * A world's organization id (18 characters): `00D`, a pod part, then ten characters drawn from the world
 * id, so each world is its own org, as each Salesforce org has its own id. Tokens carry its first 15.
 */
export function orgIdOf(worldId: string | undefined): string {
  if (!worldId) return UNBOUND_ORG;
  // Every request with a Salesforce token checks it against its world's org: derived once per world.
  let id = knownOrgs.get(worldId);
  if (id === undefined) {
    if (knownOrgs.size >= 10_000) knownOrgs.clear();
    const id15 = `00D5g${digits(worldHash(worldId), BASE62, 10)}`;
    knownOrgs.set(worldId, (id = id15 + caseSafeSuffix(id15)));
  }
  return id;
}

const knownOrgs = new Map<string, string>();

/**
 * A short lower-case tag of the world, for names that must be unique across orgs (usernames are unique
 * across all of Salesforce; the CLI keys its saved logins by them).
 */
export function orgTag(worldId: string | undefined): string {
  return worldId ? digits(worldHash(worldId) ^ 0x5deece66dn, LOWER, 10) : "unbound";
}

/** The built-in integration user's username in a world: `integration-<tag>@understudy.example`. */
export function integrationUsername(worldId: string | undefined): string {
  return `integration-${orgTag(worldId)}@understudy.example`;
}
