// `"person:<key>"` and `"person:<key>/<role>"` in a seed or config: replaced by that person's id in
// the pack, so a dataset author names a person once instead of repeating each provider's ids.
import { SeedError } from "../pack/define-pack.ts";
import type { PersonIds } from "../pack/types.ts";

/** A string that is exactly a reference; any other string, even one mentioning "person:", is left alone. */
const REFERENCE = /^person:([^/\s]+)(?:\/([^/\s]+))?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Each person's ids in one pack by key; undefined when the pack takes no people. */
export type PeopleIds = ReadonlyMap<string, PersonIds> | undefined;

/**
 * `value` with every reference replaced by the id `ids` gives it: a copy where something changed, the
 * same value where nothing did (most seeds hold no reference, and a world is provisioned in
 * milliseconds). `path` names `value` (`seed.slack`) so an error names the field:
 * `seed.slack.messages[0].user: no person "bob" in people`.
 */
export function replacePersonReferences(value: unknown, ids: PeopleIds, slug: string, path: string): unknown {
  return replaceIn(value, ids, slug, { key: path });
}

/** Where a value sits, as a chain built only into text when an error names it. */
interface Place { parent?: Place; key: string | number; depth?: number }

/**
 * Deeper than this, references are not looked for: no seed needs them there, and recursing into hostile
 * input 100,000 levels deep would exhaust the stack. The pack's own checks refuse such input.
 */
const MAX_REFERENCE_DEPTH = 256;

function replaceIn(value: unknown, ids: PeopleIds, slug: string, place: Place): unknown {
  if (typeof value === "string") return value.startsWith("person:") ? resolve(value, ids, slug, place) : value;
  if (value === null || typeof value !== "object") return value;
  const depth = (place.depth ?? 0) + 1;
  if (depth > MAX_REFERENCE_DEPTH) return value;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => replaceIn(item, ids, slug, { parent: place, key: index, depth }));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(value)) {
    const replaced = replaceIn(child, ids, slug, { parent: place, key, depth });
    if (replaced === child) continue;
    out ??= copyOf(value as Record<string, unknown>);
    // Defined as own data, so a key such as "__proto__" stays a plain field as the seed had it.
    Object.defineProperty(out, key, { value: replaced, enumerable: true, writable: true, configurable: true });
  }
  return out ?? value;
}

function copyOf(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) Object.defineProperty(out, key, { value: child, enumerable: true, writable: true, configurable: true });
  return out;
}

function resolve(text: string, ids: PeopleIds, slug: string, place: Place): string {
  const match = REFERENCE.exec(text);
  if (!match) return text;
  if (!ids) throw new SeedError(`${pathOf(place)}: provider "${slug}" takes no people, so "${text}" names nobody there`);
  const [, key, role = "user"] = match;
  const person = ids.get(key!);
  if (!person) throw new SeedError(`${pathOf(place)}: no person "${key}" in people`);
  const id = Object.hasOwn(person, role) ? person[role] : undefined;
  if (id === undefined) {
    const roles = Object.keys(person).filter((r) => r !== "user");
    const known = roles.length ? ` (it has ${roles.map((r) => `/${r}`).join(", ")})` : "";
    throw new SeedError(`${pathOf(place)}: person "${key}" has no ${role} in ${slug}${known}`);
  }
  return id;
}

/** `seed.slack.messages[0].user`, `seed.crew["odd key"][0]`. */
function pathOf(place: Place): string {
  if (!place.parent) return String(place.key);
  const { key } = place;
  const step = typeof key === "number" ? `[${key}]` : IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  return pathOf(place.parent) + step;
}
