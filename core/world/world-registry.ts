import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord } from "../pack/types.ts";
import type { Store, StoredRecord, WorldMeta, WorldVersion } from "../store/types.ts";
import { ProvisionInputError, seedWorldInTurns } from "./seed-world.ts";
import { World } from "./world.ts";
import { createWorldId } from "./world-id.ts";
import { createSeededRandom, seedFromText } from "./seeded-random.ts";
import { CommitQueue } from "./commit-queue.ts";
import type { Logger } from "../log/logger.ts";
import { checkQuota, OrgUsages, QuotaExceeded, type ByteLimits, type WorldQuota } from "./world-quota.ts";
import { measureSeededWorld } from "./measure-world.ts";

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
  /**
   * Refuse the world when the organization's live worlds with it would pass MAX_ORG_BYTES (snapshots).
   * Without it only MAX_WORLD_BYTES applies at creation (an evaluation task's world, bounded by EVAL_WORLD_LIMIT).
   */
  checkOrgBytes?: boolean;
  /** Fault rules the world starts with, as checked JSON text (core/faults/; an evaluation task's `faults`). */
  faults?: string;
}

export { ProvisionInputError, QuotaExceeded };

/**
 * A world whose seed passes a byte quota: input the caller answers as such (create-snapshot 413 or 429;
 * a task's lease records an infrastructure error, as for any seed that cannot be provisioned).
 */
export class ProvisionOverQuota extends ProvisionInputError {
  constructor(readonly quota: QuotaExceeded) {
    super(quota.message);
  }
}
/** The store failed: the caller answers 502; nothing was kept. */
export class ProvisionFailure extends Error {}

/**
 * Live worlds by id: the only place worlds are created and removed. The store is the truth, shared by
 * every node; this node keeps the worlds it served recently in memory and checks each one's stored
 * version on every request (one indexed read), catching up with another node's changes from the
 * journal before the request sees the world.
 */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();
  /** One load or catch-up per world at a time: concurrent requests wait for the same one. */
  private readonly loading = new Map<string, Promise<World | undefined>>();
  private readonly lastUsed = new Map<string, number>();
  readonly commits: CommitQueue;
  /** Each organization's stored bytes on this node (world-quota.ts). */
  readonly usage: OrgUsages;

  constructor(
    private readonly store: Store,
    private readonly packs: PackRegistry,
    readonly now: () => number = Date.now,
    log?: Logger,
    /** MAX_WORLD_BYTES and MAX_ORG_BYTES; none: worlds are unbounded (tests of other things). */
    private readonly byteLimits?: ByteLimits,
  ) {
    this.commits = new CommitQueue(store, log);
    this.usage = new OrgUsages(store, now);
  }

  /** The live world, current with the store; undefined when it is unknown or expired. */
  async get(id: string): Promise<World | undefined> {
    const world = await this.current(id);
    // Its organization's byte usage, re-read from the store every few seconds: the write path's quota check is synchronous.
    if (world && this.byteLimits) {
      const stale = this.usage.refreshIfStale(world.meta.orgId);
      if (stale) await stale;
    }
    return world;
  }

  private async current(id: string): Promise<World | undefined> {
    const pending = this.loading.get(id);
    if (pending) return pending;
    const version = await this.store.worldVersion(id);
    if (!version || this.now() >= version.expiresAt) {
      this.forget(id);
      return undefined;
    }
    const world = this.worlds.get(id);
    // At or behind this copy's last commit: nobody else wrote (a version read before this node's own commit landed is behind).
    if (world?.usable && version.seq <= world.committedSeq) {
      world.refresh(version);
      this.lastUsed.set(id, this.now());
      return world;
    }
    return this.once(id, () => this.bringCurrent(id, world, version));
  }

  /** The in-memory copy only, with no store check (for code that just made or checked the world). */
  peek(id: string): World | undefined {
    const world = this.worlds.get(id);
    return world && !world.isExpired(this.now()) ? world : undefined;
  }

  /** Worlds this node holds in memory (the rest are loaded on first use). */
  get size(): number {
    return this.worlds.size;
  }

  /** How many live worlds one organization holds of a kind, on every node, and the soonest expiry (the snapshot cap). */
  countLive(orgId: string, kind: WorldMeta["kind"]): Promise<{ count: number; soonestExpiresAt: number | null }> {
    return this.store.countLiveWorlds(this.now(), { orgId, kind });
  }

  async provision(request: ProvisionRequest): Promise<World> {
    const id = createWorldId();
    const createdAt = this.now();
    const meta: WorldMeta = {
      id, orgId: request.orgId, kind: request.kind, packs: Object.keys(request.seeds), config: {},
      seed: request.seeds, randomSeed: request.randomSeed ?? seedFromText(id), counter: 0,
      createdAt, expiresAt: createdAt + request.ttlMs, mcpCredentialHash: request.mcpCredentialHash ?? null,
      ...(request.faults ? { faults: request.faults } : {}),
    };
    const ids = { next: () => ++meta.counter, random: createSeededRandom(meta.randomSeed) };
    const { records, config, seeds } = await seedWorldInTurns(this.packs, request, { ids, now: createdAt, worldId: id, randomSeed: request.randomSeed });
    meta.config = config;
    // Kept as the packs loaded it, people included, so the stored seed stands on its own.
    meta.seed = seeds;
    meta.bytes = await measureSeededWorld(seeds, records);
    return this.create(meta, request.checkOrgBytes === true, () => this.store.insertWorld(meta, records), records);
  }

  /**
   * A new snapshot holding `source`'s records, history, id counter and random seed as they are now: a
   * fork (docs/worlds.md). The store keeps one row for it, naming the source and position (world-lineage.ts);
   * the fork has its own id, no MCP credential, no fault rules and its own expiry; checkpoints stay with the source.
   * Same seed and counter: forks of one state give the same ids and draws, rollout after rollout.
   */
  async fork(source: World, ttlMs: number): Promise<World> {
    await source.flushed();
    const seq = source.committedSeq;
    const createdAt = this.now();
    const meta: WorldMeta = {
      ...structuredClone(source.meta), id: createWorldId(), kind: "snapshot", createdAt, expiresAt: createdAt + ttlMs, mcpCredentialHash: null, bytes: source.bytes,
    };
    // Fault rules are the source's settings, not its state: a fork starts with none.
    delete meta.faults;
    return this.create(meta, true, () => this.store.worldControl.forkWorld(meta, source.id, seq), source.dump(), seq);
  }

  /** Checks the byte quotas, stores the world (`insert`), and keeps it in memory with its records. */
  private async create(meta: WorldMeta, checkOrgBytes: boolean, insert: () => Promise<void>, records: StoredRecord[], seq = 0): Promise<World> {
    if (this.byteLimits) {
      // This node's count of the organization (moved by its own creates, writes and removals), re-read from
      // the store when older than its refresh period: a SUM over the organization's worlds on every create cost more than the create.
      const org = checkOrgBytes ? ((await this.usage.refreshIfStale(meta.orgId)) ?? this.usage.of(meta.orgId)) : { bytes: 0, readAt: 0 };
      try {
        checkQuota({ limits: checkOrgBytes ? this.byteLimits : { ...this.byteLimits, orgBytes: Infinity }, org }, 0, meta.bytes!);
      } catch (error) {
        throw QuotaExceeded.is(error) ? new ProvisionOverQuota(error) : error;
      }
    }
    try {
      await insert();
    } catch (error) {
      throw new ProvisionFailure((error as Error).message);
    }
    const world = new World(meta, this.store, this.commits, records, seq);
    this.keep(world);
    this.usage.of(meta.orgId).bytes += meta.bytes!;
    return world;
  }

  /** Removes a world now (an eval task's world once graded or its lease lost). */
  async remove(id: string): Promise<void> {
    const held = this.worlds.get(id);
    if (held) this.usage.of(held.meta.orgId).bytes -= held.bytes;
    this.forget(id);
    await this.store.deleteWorld(id);
  }

  /** Drops expired worlds from memory and from the store (for every node: one node does it at a time). */
  async reap(): Promise<string[]> {
    this.evict();
    return this.store.deleteExpiredWorlds(this.now());
  }

  /**
   * This node's memory only: drops expired worlds, and those idle for `idleMs` (they load again on
   * their next request). Returns how many it dropped.
   */
  evict(idleMs = Number.POSITIVE_INFINITY): number {
    const now = this.now();
    let dropped = 0;
    for (const [id, world] of this.worlds)
      if (world.isExpired(now) || (now - (this.lastUsed.get(id) ?? now) >= idleMs && !world.hasUncommitted)) {
        this.forget(id);
        dropped++;
      }
    return dropped;
  }

  private once(id: string, load: () => Promise<World | undefined>): Promise<World | undefined> {
    const promise = load().finally(() => this.loading.delete(id));
    this.loading.set(id, promise);
    return promise;
  }

  /** Loads the world, or replays the journal entries another node committed since this copy's last one. */
  private async bringCurrent(id: string, world: World | undefined, version: WorldVersion): Promise<World | undefined> {
    // This node's own commit may have landed after the version was read: wait for it, then compare again.
    if (world?.usable && world.hasUncommitted) await world.flushed().catch(() => undefined);
    if (world?.usable && !world.hasUncommitted && version.seq >= world.committedSeq) {
      const missed = await this.store.journalSince(id, world.committedSeq);
      if (world.catchUp(missed, version)) {
        this.lastUsed.set(id, this.now());
        return world;
      }
    }
    const stored = await this.store.loadWorld(id);
    if (!stored || this.now() >= stored.meta.expiresAt) {
      this.forget(id);
      return undefined;
    }
    const fresh = new World(stored.meta, this.store, this.commits, stored.records, stored.lastSeq);
    this.keep(fresh);
    return fresh;
  }

  /** One quota object per organization, shared by its worlds (an idle world holds a reference, not a copy). */
  private readonly quotas = new Map<string, WorldQuota>();
  private quotaOf(orgId: string, limits: ByteLimits): WorldQuota {
    let quota = this.quotas.get(orgId);
    if (!quota) this.quotas.set(orgId, (quota = { limits, org: this.usage.of(orgId) }));
    return quota;
  }

  private keep(world: World): void {
    if (this.byteLimits) world.quota = this.quotaOf(world.meta.orgId, this.byteLimits);
    const earlier = this.worlds.get(world.id);
    earlier?.releaseScratch();
    if (earlier) world.adoptFaults(earlier);
    this.worlds.set(world.id, world);
    this.lastUsed.set(world.id, this.now());
  }

  private forget(id: string): void {
    this.worlds.get(id)?.releaseScratch();
    this.worlds.delete(id);
    this.lastUsed.delete(id);
  }
}
