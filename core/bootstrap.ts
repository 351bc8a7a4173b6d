import { writeFileSync } from "node:fs";
import { ensurePrivateFile, makePrivateIfPresent, prepareDataDir } from "./store/data-dir.ts";
import { join, resolve } from "node:path";
import type { Service } from "./service.ts";
import { createApiKey, createOrganization } from "./auth/organizations.ts";

export const FIRST_KEY_FILE = "first-api-key.txt";

/**
 * On first start with an empty store: a `default` organization granted every installed provider,
 * and one key, printed once and saved (mode 600) in the data directory for local use.
 */
export async function bootstrapFirstStart(service: Service): Promise<{ key: string; file: string } | undefined> {
  const file = resolve(join(service.config.dataDir, FIRST_KEY_FILE));
  // One an older version wrote world-readable is made private on every start.
  makePrivateIfPresent(file);
  // Every node of a deployment may start at once: one holds the lock and makes the organization, the
  // others then find it and make nothing.
  const made = await service.store.withLock("bootstrap", { wait: true }, async () => {
    if ((await service.store.countOrgs()) > 0) return undefined;
    // The key file must be writable before the key is committed: on PostgreSQL nothing else creates
    // DATA_DIR, and a key committed but never saved is lost (the store keeps only its hash).
    prepareDataDir(service.config.dataDir, service.log);
    ensurePrivateFile(file);
    const org = await createOrganization(service.store, "default");
    for (const slug of service.packs.slugs()) await service.store.grantProvider(org.id, slug);
    return createApiKey(service.store, org.id);
  });
  if (!made.ran || !made.value) return undefined;
  const { key } = made.value;
  writeFileSync(file, `${key}\n`);
  return { key, file };
}
