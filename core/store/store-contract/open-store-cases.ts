import { expect, test } from "bun:test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "../../log/logger.ts";
import { openStore } from "../open-store.ts";
import type { StoreHarness } from "./fixtures.ts";

export function openStoreCases(h: StoreHarness): void {
  const log = createLogger("silent");

  test(`openStore picks ${h.kind} from the configuration`, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "understudy-open-")), "data");
    const store = await openStore({ dataDir, databaseUrl: h.databaseUrl }, log);
    try {
      expect(store.kind).toBe(h.kind);
      await store.createOrg({ id: "org_a", name: "alpha", createdAt: 1 });
      expect(await h.store.findOrg("alpha")).toEqual(h.kind === "postgres" ? { id: "org_a", name: "alpha", createdAt: 1 } : undefined);
      expect(existsSync(join(dataDir, "understudy.sqlite"))).toBe(h.kind === "sqlite");
    } finally {
      await store.close();
    }
  });

  test.skipIf(h.kind !== "sqlite")("openStore refuses a URL that is not PostgreSQL, naming its scheme", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "understudy-open-"));
    await expect(openStore({ dataDir, databaseUrl: "mysql://root@db/understudy" }, log)).rejects.toThrow(/PostgreSQL URL .*not mysql:/);
    await expect(openStore({ dataDir, databaseUrl: "just-a-path" }, log)).rejects.toThrow(/must be a PostgreSQL URL/);
    expect((await openStore({ dataDir, databaseUrl: "" }, log)).kind).toBe("sqlite");
  });
}
