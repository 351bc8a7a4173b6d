import type { JsonRecord } from "../../core/grading/index.ts";
import type { Collection, PackWorld } from "../../core/pack/index.ts";
import { LATEST_VERSION } from "../../providers/salesforce/api-versions.ts";
import { recordPath } from "../../providers/salesforce/record-shape.ts";
import type { SoqlSource } from "../../providers/salesforce/soql/index.ts";
import { worldDescribes } from "../../providers/salesforce/world-describes.ts";

type CollectionRecords = Record<string, Record<string, JsonRecord>>;

/** The pack's records as a PackWorld, so the provider's own describe and SOQL code reads them unchanged. */
export function createStateWorld(records: CollectionRecords): PackWorld {
  return {
    id: "grading",
    collection: (name) => readOnlyCollection(name, records[name] ?? {}),
    collectionNames: () => Object.keys(records),
    // Nothing writes here, so there is nothing to group.
    transaction: async (fn) => fn(),
  };
}

/** Grading only reads: a write here would be a bug in the evaluator, so it fails loudly. */
function readOnlyCollection(name: string, rows: Record<string, JsonRecord>): Collection {
  const refuse = (): never => {
    throw new Error(`The graded world is read-only (tried to write ${name})`);
  };
  return {
    name,
    get: (id) => rows[id],
    has: (id) => Object.hasOwn(rows, id),
    insert: refuse,
    update: refuse,
    delete: refuse,
    all: () => Object.values(rows),
    find: (predicate) => Object.values(rows).filter(predicate),
    count: () => Object.keys(rows).length,
  };
}

/** The world seen the way the SOQL evaluator reads it, as the pack's query operation builds it. */
export function createStateSoqlSource(world: PackWorld, config: unknown): SoqlSource {
  const describes = worldDescribes(world, config);
  return {
    describe: (name) => describes.get(name),
    records: (name) => {
      const describe = describes.get(name);
      return describe ? world.collection(describe.name).all() : [];
    },
    get: (name, id) => {
      const describe = describes.get(name);
      return describe ? world.collection(describe.name).get(id) : undefined;
    },
    recordUrl: (type, id) => recordPath(`${LATEST_VERSION}.0`, type, id),
  };
}
