import { loadConfig, type ServiceConfig } from "../../core/config.ts";

/**
 * An in-process service's config for benchmarks: defaults, but with the abuse limits (snapshots per
 * organization, control-plane requests per key, seed rows: the SOQL figures need a 15,000-row world)
 * out of the way, since a benchmark drives one key far harder than any client should. The limits
 * themselves are tested, not benchmarked.
 */
export function benchConfig(dataDir: string): ServiceConfig {
  const defaults = loadConfig({});
  return { ...defaults, dataDir, limits: { ...defaults.limits, snapshotsPerOrg: 1_000_000, controlRequestsPerSecond: 1_000_000, seedRows: 1_000_000 } };
}

/** The same, as environment variables for a service process. */
export const BENCH_ENV = { MAX_SNAPSHOTS_PER_ORG: "1000000", CONTROL_REQUESTS_PER_SECOND: "1000000", MAX_SEED_ROWS: "1000000" };
