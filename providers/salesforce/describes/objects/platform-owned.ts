import type { SObjectSpec } from "../spec-types.ts";

/** Object flags of records only the platform writes (login history, approval steps...). */
export const PLATFORM_OWNED = {
  createable: false,
  updateable: false,
  deletable: false,
  undeletable: false,
  layoutable: false,
  compactLayoutable: false,
  searchLayoutable: false,
  searchable: false,
  feedEnabled: false,
  mruEnabled: false,
  triggerable: false,
  extraUrls: [],
} as const satisfies Partial<SObjectSpec>;
