import type { PackDefinition, RecordDescription } from "../pack/types.ts";
import type { CollectionTerms, JsonRecord, Vocabulary, WorldState } from "./types.ts";

/**
 * How each pack of a world names its records, from its `records` declaration, for the words of grading
 * reports. Labels read the graded states only (final, else initial), so a private collection stays
 * unseen. A declaration that throws or says nothing leaves the collection to the plugins' default.
 */
export function worldVocabulary(packs: PackDefinitions, initial: WorldState, final: WorldState, config: Record<string, unknown>): Vocabulary {
  const cache = new Map<string, CollectionTerms | undefined>();
  return {
    of(pack, collection) {
      const key = `${pack}\u0000${collection}`;
      if (!cache.has(key)) cache.set(key, termsOf(packs, pack, collection, { initial, final, config: config?.[pack] }));
      return cache.get(key);
    },
  };
}

/** The packs by slug, as the service's registry holds them or a grading worker loaded them. */
export interface PackDefinitions {
  get(slug: string): { def: Pick<PackDefinition, "records" | "private"> } | undefined;
}

interface Sources { initial: WorldState; final: WorldState; config: unknown }

function termsOf(packs: PackDefinitions, pack: string, collection: string, sources: Sources): CollectionTerms | undefined {
  const def = packs.get(pack)?.def;
  if (!def?.records || def.private?.includes(collection)) return undefined;
  const described = attempt(() => def.records!(collection));
  const noun = typeof described?.noun === "string" ? described.noun.trim() : "";
  if (!described || !noun) return undefined;
  const plural = typeof described.plural === "string" && described.plural.trim() ? described.plural.trim() : `${noun}s`;
  const stamps = Array.isArray(described.stamps) ? described.stamps.filter((s) => typeof s === "string") : undefined;
  return { noun, plural, stamps, label: (id, record) => labelOf(described, pack, id, record, sources) };
}

function labelOf(described: RecordDescription, pack: string, id: string, record: JsonRecord, { initial, final, config }: Sources): string {
  if (!described.label) return id;
  const lookup = (collection: string, key: string) => final[pack]?.[collection]?.[key] ?? initial[pack]?.[collection]?.[key];
  const text = attempt(() => described.label!(record, { id, lookup, config }));
  return typeof text === "string" && text.trim() ? text.trim() : id;
}

/** Words are never worth a grader error: a pack's naming code that throws counts as saying nothing. */
function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
