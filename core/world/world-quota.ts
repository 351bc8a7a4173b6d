import type { Store } from "../store/types.ts";

/**
 * Byte quotas: what one world, and one organization's live worlds together, may make the store hold.
 * A world's bytes are its seed, its provisioned records and every journal entry, as JSON text
 * (WorldMeta.bytes, record-text.ts): history included, since the journal is on disk until the world
 * expires and grading reads all of it. Past a quota a write is refused before anything changes; deletes
 * are always allowed (each removes a record once, so they add at most what the world already holds).
 */
export interface ByteLimits {
  /** MAX_WORLD_BYTES */
  worldBytes: number;
  /** MAX_ORG_BYTES */
  orgBytes: number;
}

const BRAND = Symbol.for("understudy.quota-exceeded");

export class QuotaExceeded extends Error {
  readonly [BRAND] = true;
  constructor(readonly setting: "MAX_WORLD_BYTES" | "MAX_ORG_BYTES", readonly limit: number, readonly holds: number, readonly adding: number) {
    super(
      setting === "MAX_WORLD_BYTES"
        ? `This world has stored ${holds} bytes; ${adding} more would pass its limit of ${limit} bytes (MAX_WORLD_BYTES). Reads and deletes still work; start a new snapshot for more writes.`
        : `Your organization's live worlds have stored ${holds} bytes; ${adding} more would pass its limit of ${limit} bytes (MAX_ORG_BYTES). Wait for snapshots to expire, or use shorter ttls.`,
    );
    this.name = "QuotaExceeded";
  }

  static is(error: unknown): error is QuotaExceeded {
    return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** One organization's stored bytes as this node sees them: the store's sum, plus this node's writes since. */
export interface OrgUsage {
  bytes: number;
  readAt: number;
}

/** What a world checks each write against: its own limit, and its organization's usage and limit. */
export interface WorldQuota {
  limits: ByteLimits;
  org: OrgUsage;
}

/** Throws QuotaExceeded when `adding` bytes would take the world (holding `holds`) or its organization past a limit. */
export function checkQuota(quota: WorldQuota | undefined, holds: number, adding: number): void {
  if (!quota) return;
  if (holds + adding > quota.limits.worldBytes) throw new QuotaExceeded("MAX_WORLD_BYTES", quota.limits.worldBytes, holds, adding);
  if (quota.org.bytes + adding > quota.limits.orgBytes) throw new QuotaExceeded("MAX_ORG_BYTES", quota.limits.orgBytes, quota.org.bytes, adding);
}

/**
 * Per organization, its usage on this node: read from the store (the sum over its live worlds, every
 * node's commits included) at most every `refreshMs`, and moved by this node's own writes in between.
 * With several nodes, an organization can pass its quota by what the other nodes wrote since the last
 * read; the refresh bounds that window.
 */
export class OrgUsages {
  private readonly usages = new Map<string, OrgUsage>();

  constructor(private readonly store: Store, private readonly now: () => number, private readonly refreshMs = 10_000) {}

  /** The organization's usage object (shared by its worlds on this node); not yet read is 0 and stale. */
  of(orgId: string): OrgUsage {
    let usage = this.usages.get(orgId);
    if (!usage) this.usages.set(orgId, (usage = { bytes: 0, readAt: Number.NEGATIVE_INFINITY }));
    return usage;
  }

  /** Re-reads the usage when stale: a promise then, else undefined, so the hot path awaits nothing. */
  refreshIfStale(orgId: string): Promise<OrgUsage> | undefined {
    const usage = this.of(orgId);
    if (performance.now() - usage.readAt < this.refreshMs) return undefined;
    return this.refresh(orgId);
  }

  async refresh(orgId: string): Promise<OrgUsage> {
    const usage = this.of(orgId);
    usage.readAt = performance.now();
    usage.bytes = await this.store.sumLiveWorldBytes(orgId, this.now());
    return usage;
  }
}
