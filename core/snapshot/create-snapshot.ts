import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord } from "../pack/types.ts";
import type { OrgRow, Store } from "../store/types.ts";
import type { World } from "../world/world.ts";
import { ProvisionFailure, ProvisionInputError, ProvisionOverQuota, type QuotaExceeded, type WorldRegistry } from "../world/world-registry.ts";
import type { WorldAddressing } from "../mock/world-address.ts";
import { ControlError, controlError, withRetryAfter } from "../control/control-errors.ts";
import { parseTtl } from "./parse-ttl.ts";
import { generatedRowsProblem, seedRowsProblem } from "../world/seed-rows.ts";
import { GENERATE_KEY, splitGenerate } from "../world/seed-generate.ts";
import type { ResourceLimits } from "../config.ts";
import { parseJsonText } from "../http/json-depth.ts";

export interface SnapshotDeps {
  store: Store;
  packs: PackRegistry;
  worlds: WorldRegistry;
  addressing: WorldAddressing;
  limits: Pick<ResourceLimits, "seedRows" | "generatedRows" | "snapshotsPerOrg" | "worldBytes">;
}

export interface Snapshot { snapshotId: string; slug: string; url: string; expiresAt: string; ttl: string }

const BODY_FIELDS = new Set(["ttl", "seed", "config", "people"]);

/** POST /providers/{slug}/create-snapshot, after authentication: every rule of the spec. */
export async function createSnapshot(deps: SnapshotDeps, org: OrgRow, slug: string, rawBody: string): Promise<Snapshot> {
  const pack = deps.packs.get(slug);
  if (!pack) throw controlError("unknownProvider", slug, deps.packs.slugs());
  if (!(await deps.store.listGrants(org.id)).includes(slug)) throw controlError("providerNotGranted", org.name, slug);

  // A body larger than a world may hold cannot fit: refused before it is parsed.
  if (rawBody.length > deps.limits.worldBytes)
    throw controlError("worldBytes", "the body holds", rawBody.length, deps.limits.worldBytes);
  const body = parseBody(rawBody);
  const ttl = parseTtl(body.ttl);
  if (!ttl.ok) throw controlError("invalidBody", ttl.error);

  const isUi = pack.def.kind === "ui";
  // Seed and config are checked against the pack's schemas while provisioning (seedWorld). A UI pack
  // ignores its seed but for the volume it asks for (`$generate`).
  const seed = isUi ? uiSeed(body.seed, slug) : unwrapSeed(body.seed, slug);
  const people = isUi ? undefined : body.people;
  const tooLarge = seedRowsProblem({ [slug]: seed }, deps.limits.seedRows, people);
  if (tooLarge) throw controlError("seedTooLarge", tooLarge);
  const tooMuch = generatedRowsProblem({ [slug]: seed }, deps.limits.generatedRows);
  if (tooMuch) throw controlError("generatedTooLarge", tooMuch);
  const configs: Record<string, unknown> = {};
  if (body.config !== undefined && body.config !== null && !isUi) {
    if (!pack.def.config) {
      const accepting = deps.packs.list().filter((p) => p.def.config).map((p) => p.def.slug);
      throw controlError("configNotAccepted", slug, accepting, pack.def.configHint);
    }
    configs[slug] = body.config;
  }

  try {
    const world = await underSnapshotCap(deps, org, () =>
      deps.worlds.provision({ orgId: org.id, kind: "snapshot", seeds: { [slug]: seed }, configs, people, ttlMs: ttl.seconds * 1000, checkOrgBytes: true }));
    return {
      snapshotId: world.id,
      slug,
      url: deps.addressing.publicUrlFor(world.id, slug),
      expiresAt: new Date(world.meta.expiresAt).toISOString(),
      ttl: ttl.normalized,
    };
  } catch (error) {
    if (error instanceof ProvisionOverQuota) throw await quotaRefusal(deps, org, error.quota);
    if (error instanceof ProvisionInputError) throw controlError("invalidBody", error.message);
    if (error instanceof ProvisionFailure) {
      const failure = controlError("provisioningFailed");
      throw new ControlError(failure.status, failure.message, error.message);
    }
    throw error;
  }
}

/**
 * A seed too large for one world is 413 (no retry helps); one the organization has no room for is 429,
 * retrying when its soonest snapshot expires. Both name the setting.
 */
export async function quotaRefusal(deps: SnapshotDeps, org: OrgRow, error: QuotaExceeded): Promise<ControlError> {
  if (error.setting === "MAX_WORLD_BYTES") return controlError("worldBytes", "the seed makes", error.adding, error.limit);
  return withRetryAfter(controlError("orgBytes", error.message), secondsToSoonestExpiry(deps, await deps.worlds.countLive(org.id, "snapshot")));
}

/** Seconds until the organization's soonest snapshot expires (at least 1): when a refused create may succeed. */
function secondsToSoonestExpiry(deps: SnapshotDeps, live: { soonestExpiresAt: number | null }): number {
  const soonest = live.soonestExpiresAt ?? deps.worlds.now();
  return Math.max(1, Math.ceil((soonest - deps.worlds.now()) / 1000));
}

/**
 * Makes a snapshot (a create, a fork) counted and created under the organization's snapshot lock, so
 * concurrent creates on any node cannot pass MAX_SNAPSHOTS_PER_ORG together.
 */
export async function underSnapshotCap(deps: SnapshotDeps, org: OrgRow, make: () => Promise<World>): Promise<World> {
  const locked = await deps.store.withLock(`snapshots:${org.id}`, { wait: true }, async () => {
    await refuseOverSnapshotLimit(deps, org);
    return make();
  });
  if (!locked.ran) throw new ProvisionFailure("the organization's snapshot lock was not granted");
  return locked.value;
}

/** 429 once the organization holds its limit of live snapshots, retrying when the soonest expires. */
export async function refuseOverSnapshotLimit(deps: SnapshotDeps, org: OrgRow): Promise<void> {
  const live = await deps.worlds.countLive(org.id, "snapshot");
  if (live.count < deps.limits.snapshotsPerOrg) return;
  throw withRetryAfter(controlError("snapshotLimit", deps.limits.snapshotsPerOrg), secondsToSoonestExpiry(deps, live));
}

function parseBody(raw: string): JsonRecord {
  if (raw.trim() === "") return {};
  let body: unknown;
  try {
    body = parseJsonText(raw);
  } catch (error) {
    throw controlError("invalidJson", (error as Error).message);
  }
  if (body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw controlError("invalidBody", "The body must be a JSON object: { ttl?, seed?, config?, people? }");
  for (const key of Object.keys(body))
    if (!BODY_FIELDS.has(key)) throw controlError("invalidBody", `Unknown field "${key}" in the body; allowed fields are ttl, seed, config and people`);
  return body as JsonRecord;
}

/** `{ "<slug>": {...} }` or a bare object that is wrapped; omitted or null gives `{}`. */
function unwrapSeed(seed: unknown, slug: string): JsonRecord {
  if (seed === undefined || seed === null) return {};
  if (typeof seed !== "object" || Array.isArray(seed)) throw controlError("invalidBody", `seed must be an object such as { "${slug}": { ... } }`);
  const record = seed as JsonRecord;
  if (!(slug in record)) return record;
  const others = Object.keys(record).filter((key) => key !== slug);
  if (others.length) throw controlError("invalidBody", `seed mixes the wrapped form ("${slug}") with other keys: ${others.join(", ")}`);
  const inner = record[slug];
  if (inner === null || inner === undefined) return {};
  if (typeof inner !== "object" || Array.isArray(inner)) throw controlError("invalidBody", `seed.${slug} must be an object`);
  return inner as JsonRecord;
}

/** What a UI pack's world takes of its seed, which may be anything: `$generate` alone (bare or wrapped). */
function uiSeed(seed: unknown, slug: string): JsonRecord {
  const isObject = (value: unknown): value is JsonRecord => value !== null && typeof value === "object" && !Array.isArray(value);
  if (!isObject(seed)) return {};
  const { generate } = splitGenerate(isObject(seed[slug]) ? seed[slug] : seed);
  return generate === undefined ? {} : { [GENERATE_KEY]: generate };
}
