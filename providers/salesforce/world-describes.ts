import type { OperationContext, PackWorld } from "../../core/pack/index.ts";
import { builtinDescribes, createDescribeRegistry, inferDescribe, type SObjectDescribe } from "./describes/index.ts";

export interface WorldDescribes {
  get(name: string): SObjectDescribe | undefined;
  list(): SObjectDescribe[];
}

type Registry = ReturnType<typeof createDescribeRegistry>;
const registries = new WeakMap<object, Registry>();
let builtins: Registry | undefined;

/** Uploaded describes replace the built-ins entirely (config is not a merge). */
export function describeRegistry(config: unknown): Registry {
  if (Array.isArray(config)) {
    let registry = registries.get(config);
    if (!registry) registries.set(config, (registry = createDescribeRegistry(config as SObjectDescribe[])));
    return registry;
  }
  return (builtins ??= createDescribeRegistry(builtinDescribes()));
}

/**
 * The describes a world answers with: its registry, plus a describe inferred from the stored rows for
 * any seeded object that has none.
 */
export function worldDescribes(world: PackWorld, config: unknown): WorldDescribes {
  const registry = describeRegistry(config);
  // `_`-prefixed collections are the pack's own bookkeeping (credentials), not sObjects.
  const undescribed = () => world.collectionNames().filter((name) => !name.startsWith("_") && !registry.get(name));
  const infer = (name: string) => inferDescribe(name, world.collection(name).all());
  return {
    get: (name) => {
      const described = registry.get(name);
      if (described) return described;
      const seeded = undescribed().find((collection) => collection.toLowerCase() === name.toLowerCase());
      return seeded ? infer(seeded) : undefined;
    },
    list: () => [...registry.list(), ...undescribed().map(infer)],
  };
}

export function contextDescribes(ctx: OperationContext): WorldDescribes {
  return worldDescribes(ctx.world, ctx.config);
}
