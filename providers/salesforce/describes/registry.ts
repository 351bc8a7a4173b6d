import type { SObjectDescribe } from "./types.ts";

export interface DescribeRegistry {
  /** Case-insensitive, as the REST API resolves `/sobjects/account`; returns the canonical describe. */
  get(name: string): SObjectDescribe | undefined;
  list(): readonly SObjectDescribe[];
  byKeyPrefix(prefix: string): SObjectDescribe | undefined;
  /** Canonical names, in registration order. */
  names(): string[];
}

/** Later describes replace earlier ones of the same name, so uploads can override built-ins. */
export function createDescribeRegistry(describes: readonly SObjectDescribe[]): DescribeRegistry {
  const byName = new Map<string, SObjectDescribe>();
  for (const describe of describes) byName.set(describe.name.toLowerCase(), describe);
  const all = [...byName.values()];
  const byPrefix = new Map<string, SObjectDescribe>();
  for (const describe of all) {
    if (describe.keyPrefix && !byPrefix.has(describe.keyPrefix)) byPrefix.set(describe.keyPrefix, describe);
  }
  return {
    get: (name) => byName.get(name.toLowerCase()),
    list: () => all,
    // Key prefixes are case-sensitive: 00Q is Lead, 00q is not.
    byKeyPrefix: (prefix) => byPrefix.get(prefix.slice(0, 3)),
    names: () => all.map((describe) => describe.name),
  };
}
