// Real values for a pack's requests: generic ones from the pack's own world (record ids, collection and
// field names, whole records as bodies), plus a small table of pack-specific dictionaries (SOQL for
// salesforce) that take requests deeper than schema-random strings do. A new pack needs no entry here.
import fc from "fast-check";
import type { FuzzContext, PackTokens, RequestSeed } from "./context.ts";
import { jiraHints } from "./hints-jira.ts";
import { salesforceHints } from "./hints-salesforce.ts";

export interface PackHints {
  /** Real values for a path or query param, by its name. */
  params(name: string): unknown[];
  /** Known-good request parts per operation id (`METHOD /path`). */
  seeds: Record<string, fc.Arbitrary<RequestSeed>>;
  /** Params and body that agree with each other: one record's collection, id and fields, for operations with no seed of their own. */
  recordSeed(paramNames: string[]): fc.Arbitrary<RequestSeed>;
}

export type HintMaker = (tokens: PackTokens) => Partial<Omit<PackHints, "recordSeed">> & { extraParams?: Record<string, unknown[]> };

/** Pack-specific dictionaries, by slug. */
const PACK_HINTS: Record<string, HintMaker> = { salesforce: salesforceHints, jira: jiraHints };

const cache = new WeakMap<FuzzContext, Map<string, PackHints>>();
const EMPTY: PackTokens = { ids: [], collections: [], fields: [], values: [], records: [], inputs: [] };

/** Which real value a param name asks for. */
const roleOf = (name: string) =>
  /^id$|Id$|^ids$/i.test(name) ? "id" : /sobject|collection|type|object/i.test(name) ? "collection" : /field/i.test(name) ? "field" : /value/i.test(name) ? "value" : undefined;

export function hintsFor(surface: string, context: FuzzContext): PackHints {
  const byContext = cache.get(context) ?? new Map<string, PackHints>();
  cache.set(context, byContext);
  const known = byContext.get(surface);
  if (known) return known;
  const tokens = context.tokens[surface] ?? EMPTY;
  const specific = PACK_HINTS[surface]?.(tokens) ?? {};
  const generic = (name: string): unknown[] => {
    const role = roleOf(name);
    if (role === "id") return tokens.ids;
    if (role === "collection") return tokens.collections;
    if (role === "field") return tokens.fields;
    if (role === "value") return [...tokens.values, ...tokens.ids];
    return [];
  };
  const hints: PackHints = {
    params: (name) => specific.extraParams?.[name] ?? generic(name),
    seeds: specific.seeds ?? {},
    recordSeed: (paramNames) => coherentSeed(tokens, paramNames),
  };
  byContext.set(surface, hints);
  return hints;
}

/** Some of an example row's fields (a client's write), or an empty object when the pack has none. */
export const recordBody = (tokens: PackTokens, collection?: string): fc.Arbitrary<Record<string, unknown>> => {
  const rows = tokens.inputs.filter((row) => collection === undefined || row.collection === collection);
  const pool = rows.length ? rows : tokens.inputs;
  if (!pool.length) return fc.constant({});
  return fc.tuple(fc.constantFrom(...pool), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 })).map(([row, keep]) => {
    const entries = Object.entries(row.data).filter(([key]) => key !== "Id" && key !== "id");
    const kept = entries.filter((_, i) => keep[i % keep.length]);
    return Object.fromEntries(kept.length ? kept : entries.slice(0, 1));
  });
};

/** A stored record: its collection and id for the path, its field and value, and an input row of its collection as the body. */
function coherentSeed(tokens: PackTokens, paramNames: string[]): fc.Arbitrary<RequestSeed> {
  if (!tokens.records.length) return recordBody(tokens).map((body) => ({ body }));
  return fc.tuple(fc.constantFrom(...tokens.records), fc.boolean()).chain(([record, byId]) =>
    recordBody(tokens, record.collection).map((body) => {
      const named = Object.keys(record.data).find((key) => typeof record.data[key] === "string" && key !== "Id");
      const field = byId || !named ? "Id" : named;
      const params: Record<string, string> = {};
      for (const name of paramNames) {
        const role = roleOf(name);
        if (role === "id") params[name] = record.id;
        else if (role === "collection") params[name] = record.collection;
        else if (role === "field") params[name] = field;
        else if (role === "value") params[name] = String(record.data[field] ?? record.id);
      }
      return { params, body };
    }));
}

/** An input row's collection and some of its fields: a create. */
export const createInput = (tokens: PackTokens): fc.Arbitrary<{ collection: string; body: Record<string, unknown> }> =>
  tokens.inputs.length
    ? fc.constantFrom(...new Set(tokens.inputs.map((row) => row.collection))).chain((collection) => recordBody(tokens, collection).map((body) => ({ collection, body })))
    : fc.constant({ collection: "x", body: {} });

/** A stored record's collection and id, and some fields of its collection: an update. */
export const updateInput = (tokens: PackTokens): fc.Arbitrary<{ collection: string; id: string; body: Record<string, unknown> }> =>
  tokens.records.length
    ? fc.constantFrom(...tokens.records).chain(({ collection, id }) => recordBody(tokens, collection).map((body) => ({ collection, id, body })))
    : fc.constant({ collection: "x", id: "x", body: {} });
