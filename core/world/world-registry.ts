import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord } from "../pack/types.ts";
import type { Store, WorldMeta } from "../store/types.ts";
import { ProvisionInputError, seedWorld } from "./seed-world.ts";
import { World } from "./world.ts";
import { createWorldId } from "./world-id.ts";
import { createSeededRandom } from "./seeded-random.ts";

export interface ProvisionRequest {
  orgId: string;
  kind: WorldMeta["kind"];
  /** Seed per pack slug (already unwrapped), and config per slug where given. */
  seeds: Record<string, JsonRecord>;
  configs?: Record<string, unknown>;
  /** A task's `people`, shared by its packs (core/world/people.ts); checked while seeding. */
  people?: unknown;
  ttlMs: number;
  /** Fixes the world's random source; derived from the id when absent. */
  randomSeed?: number;
  /** SHA-256 of the bearer credential its MCP endpoint will require (eval worlds); none for snapshots. */
  mcpCredentialHash?: string;
}

export { ProvisionInputError };
/** The store failed: the caller answers 502; nothing was kept. */
export class ProvisionFailure extends Error {}

/** Live worlds by id, backed by the store; the only place worlds are created and removed. */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();

  constructor(
    private readonly store: Store,
    private readonly packs: PackRegistry,
    readonly now: () => number = Date.now,
  ) {}

  /** Loads every live world from the store (start-up after a restart or a crash). */
  restore(): number {
    for (const { meta, records, lastSeq, lastToolCallSeq } of this.store.loadLiveWorlds(this.now()))
      this.worlds.set(meta.id, new World(meta, this.store, records, lastSeq, lastToolCallSeq));
    return this.worlds.size;
  }

  get(id: string): World | undefined {
    const world = this.worlds.get(id);
    return world && !world.isExpired(this.now()) ? world : undefined;
  }

  get size(): number {
    return this.worlds.size;
  }

  /** The live worlds of one organization and kind (what the per-organization snapshot cap counts). */
  listLive(orgId: string, kind: WorldMeta["kind"]): World[] {
    const now = this.now();
    return [...this.worlds.values()].filter((world) => world.meta.orgId === orgId && world.meta.kind === kind && !world.isExpired(now));
  }

  provision(request: ProvisionRequest): World {
    const id = createWorldId();
    const createdAt = this.now();
    const meta: WorldMeta = {
      id, orgId: request.orgId, kind: request.kind, packs: Object.keys(request.seeds), config: {},
      seed: request.seeds, randomSeed: request.randomSeed ?? seedFromId(id), counter: 0,
      createdAt, expiresAt: createdAt + request.ttlMs, mcpCredentialHash: request.mcpCredentialHash ?? null,
    };
    const ids = { next: () => ++meta.counter, random: createSeededRandom(meta.randomSeed) };
    const { records, config, seeds } = seedWorld(this.packs, request, { ids, now: createdAt });
    meta.config = config;
    // Kept as the packs loaded it, people included, so the stored seed stands on its own.
    meta.seed = seeds;
    try {
      this.store.insertWorld(meta, records);
    } catch (error) {
      throw new ProvisionFailure((error as Error).message);
    }
    const world = new World(meta, this.store, records);
    this.worlds.set(id, world);
    return world;
  }

  /** Removes a world now (an eval task's world once graded or its lease lost). */
  remove(id: string): void {
    this.worlds.get(id)?.releaseScratch();
    this.worlds.delete(id);
    this.store.deleteWorld(id);
  }

  /** Drops expired worlds from memory and from the store. */
  reap(): string[] {
    const now = this.now();
    for (const [id, world] of this.worlds)
      if (world.isExpired(now)) {
        world.releaseScratch();
        this.worlds.delete(id);
      }
    return this.store.deleteExpiredWorlds(now);
  }
}

function seedFromId(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash >>> 0;
}
