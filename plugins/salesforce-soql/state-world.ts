// The SOQL side of grading over a graded state (the read-only world itself is plugins/shared/state-world.ts).
import type { PackWorld } from "../../core/pack/index.ts";
import { LATEST_VERSION } from "../../providers/salesforce/api-versions.ts";
import { recordPath } from "../../providers/salesforce/record-shape.ts";
import type { SoqlSource } from "../../providers/salesforce/soql/index.ts";
import { worldDescribes } from "../../providers/salesforce/world-describes.ts";

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
