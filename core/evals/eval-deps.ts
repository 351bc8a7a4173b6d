import type { EvalSettings, ResourceLimits } from "../config.ts";
import type { Logger } from "../log/logger.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { GraderRegistry } from "../grading/load-graders.ts";
import type { GradingPool } from "../grading/grading-pool.ts";
import type { Store } from "../store/types.ts";
import type { WorldAddressing } from "../mock/world-address.ts";
import type { WorldRegistry } from "../world/world-registry.ts";

/** Everything the evaluation functions need; the clock is the world registry's. */
export interface EvalDeps {
  store: Store;
  packs: PackRegistry;
  graders: GraderRegistry;
  /** Where tasks are graded: worker threads, within GRADING_BUDGET_MS. */
  grading: GradingPool;
  worlds: WorldRegistry;
  addressing: WorldAddressing;
  settings: EvalSettings;
  /** Seed rows per world and tasks per dataset, checked at upload. */
  limits: ResourceLimits;
  log: Logger;
}
