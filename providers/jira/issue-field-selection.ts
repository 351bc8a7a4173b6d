// Which fields an issue answer carries (`fields=*all,-comment`, `summary,status`, `*navigable`) and what
// `expand` asks for. Unknown field ids are ignored, as Jira does.
import type { JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCustomField } from "./records.ts";
import { SYSTEM_FIELDS } from "./system-fields.ts";

/** Every field an issue can carry, in Jira's order: the system fields, then the custom fields by id. */
export function allFieldIds(view: Pick<JiraView, "world">): string[] {
  const custom = (view.world.collection(COLLECTIONS.fields).all() as JiraCustomField[]).map((f) => f.id).sort();
  return [...SYSTEM_FIELDS.map((f) => f.id), ...custom];
}

const NON_NAVIGABLE: ReadonlySet<string> = new Set(SYSTEM_FIELDS.filter((f) => !f.navigable).map((f) => f.id));

/** A query parameter's values, split at commas (clients send `fields=a,b` or `fields=a&fields=b`). */
export function listParameter(values: Iterable<string> | string | undefined): string[] {
  if (values === undefined) return [];
  const list = typeof values === "string" ? [values] : [...values];
  return list.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
}

/**
 * The field ids to include. `fallback` applies when the request names no field to include (none at all,
 * or only exclusions): `*all` for GET issue, `*navigable` for search.
 */
export function selectFields(view: Pick<JiraView, "world">, requested: string[], fallback: "*all" | "*navigable"): string[] {
  const all = allFieldIds(view);
  const known = new Set(all);
  const include = new Set<string>();
  const exclude = new Set<string>();
  const addBase = (token: string) => {
    for (const id of all) if (token === "*all" || !NON_NAVIGABLE.has(id)) include.add(id);
  };
  for (const token of requested) {
    if (token === "*all" || token === "*navigable") addBase(token);
    else if (token.startsWith("-")) exclude.add(token.slice(1));
    else if (known.has(token)) include.add(token);
  }
  const positive = requested.some((t) => !t.startsWith("-"));
  if (!positive) addBase(fallback);
  return all.filter((id) => include.has(id) && !exclude.has(id));
}

export const ISSUE_EXPANDS = ["renderedFields", "names", "schema", "transitions", "changelog", "editmeta", "operations", "versionedRepresentations"] as const;

/** `expand=renderedFields,names` → the set of what to expand. */
export function expandSet(values: Iterable<string> | string | undefined): Set<string> {
  return new Set(listParameter(values));
}
