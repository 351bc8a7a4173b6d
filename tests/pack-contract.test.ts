import { beforeAll, describe, expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv from "ajv";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../core/pack/load-packs.ts";
import { createLoadedPack } from "../core/pack/loaded-pack.ts";
import { declaredOperationIds } from "../core/pack/route-table.ts";
import { createSqliteStore } from "../core/store/sqlite-store.ts";
import { WorldRegistry } from "../core/world/world-registry.ts";
import { seedWorld } from "../core/world/seed-world.ts";
import { createSeededRandom } from "../core/world/seeded-random.ts";
import { denoBinary } from "./support/deno-binary.ts";
import { FIXTURE_PACKS } from "./support/test-service.ts";

// Every pack, built-in or third-party, must pass these.
let denoPath = "";
beforeAll(() => {
  denoPath = denoBinary(); // may install the pinned deno on first use: allow for a slow download
}, 300_000);
const registry = await loadPacks(BUILTIN_PROVIDERS_DIR, FIXTURE_PACKS);
const ROOT = fileURLToPath(new URL("..", import.meta.url));

for (const pack of registry.list()) {
  const { def } = pack;
  describe(`pack ${def.slug}`, () => {
    test("its OpenAPI document is valid OpenAPI 3.x", async () => {
      const api = (await SwaggerParser.validate(structuredClone(def.openapi) as never)) as { openapi: string };
      expect(api.openapi).toMatch(/^3\./);
    });

    test("every handler is declared, and the loader refuses the pack if any declared one is missing", () => {
      const declared = [...new Set(declaredOperationIds(def.openapi))].sort();
      expect(Object.keys(def.operations).sort()).toEqual(declared);
      for (const operationId of declared) {
        const { [operationId]: _dropped, ...rest } = def.operations;
        expect(() => createLoadedPack({ ...def, operations: rest }, "contract.ts")).toThrow(`operation ${operationId} `);
      }
    });

    test("the loader refuses the pack, naming the operation, if an operation declares a schema ajv cannot compile", () => {
      const openapi = structuredClone(def.openapi);
      const paths = (openapi.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
      const [template, item] = Object.entries(paths)[0]!;
      const [method, operation] = Object.entries(item).find(([key]) => ["get", "put", "post", "delete", "patch"].includes(key))!;
      // Checked even where the pack opts out of some checks: the operation opts back in.
      Object.assign(operation, { "x-understudy-validate": true, requestBody: { content: { "application/json": { schema: { type: "no-such-type" } } } } });
      expect(() => createLoadedPack({ ...def, openapi }, "contract.ts")).toThrow(
        `contract.ts: operation ${String(operation.operationId)} (${method.toUpperCase()} ${template}): its request body schema does not compile`,
      );
    });

    test("its seed schema (and config schema) compile, and the example seed satisfies it", () => {
      const ajv = new Ajv({ strict: false });
      const check = ajv.compile(def.seed.schema);
      expect(check({})).toBe(true);
      expect(def.seed.example).toBeDefined(); // the determinism and Deno cases below need one
      expect(check(def.seed.example)).toBe(true);
      if (def.config) expect(() => ajv.compile(def.config!.schema)).not.toThrow();
    });

    test("its example seed gives a non-empty world, the same one every time for the same world", async () => {
      const store = createSqliteStore(":memory:");
      const worlds = new WorldRegistry(store, registry, () => Date.parse("2026-01-01T00:00:00Z"));
      const seed = def.seed.example ?? {};
      const world = await worlds.provision({ orgId: "o", kind: "snapshot", seeds: { [def.slug]: structuredClone(seed) }, ttlMs: 60_000, randomSeed: 42 });
      expect(world.dump().length).toBeGreaterThan(0);
      // A pack may name its world in records (a Salesforce org id): the same world id, seed and random seed give the same records.
      const make = () => {
        let counter = 0;
        const ids = { next: () => ++counter, random: createSeededRandom(42) };
        return seedWorld(registry, { seeds: { [def.slug]: structuredClone(seed) } }, { ids, now: Date.parse("2026-01-01T00:00:00Z"), worldId: world.id }).records;
      };
      expect(make()).toEqual(make());
      await store.close();
    });

    test.if(def.seed.generate !== undefined)("every name its $generate accepts adds rows after the example seed's own, the same ones for the same request", () => {
      const seed = def.seed.example ?? {};
      const names = def.seed.generate!.names(undefined);
      expect(names.length).toBeGreaterThan(0);
      const make = (generate?: Record<string, number>) => {
        let counter = 0;
        const ids = { next: () => ++counter, random: createSeededRandom(42) };
        const seeds = { [def.slug]: generate ? { ...structuredClone(seed), $generate: generate } : structuredClone(seed) };
        return seedWorld(registry, { seeds }, { ids, now: Date.parse("2026-01-01T00:00:00Z"), worldId: "w1" }).records;
      };
      const own = make();
      // All names at once: a pack orders what it generates so that each finds what it references.
      const generate = Object.fromEntries(names.map((name) => [name, 3]));
      const grown = make(generate);
      expect(grown.length).toBeGreaterThanOrEqual(own.length + 3 * names.length);
      for (const record of own) expect(grown.some((r) => r.collection === record.collection && r.id === record.id)).toBe(true);
      expect(JSON.stringify(make(generate))).toBe(JSON.stringify(grown));
      expect(() => createLoadedPack({ ...def, seed: { ...def.seed, generate: { names: def.seed.generate!.names } as never } }, "contract.ts")).toThrow("seed.generate must declare");
    });

    test("its module loads under Deno (web-standard APIs only), and normalizes its example seed there", () => {
      const path = relative(ROOT, fileURLToPath(pack.source));
      const deno = Bun.spawnSync(
        [denoPath, "run", "--allow-read", "--allow-env", "--no-prompt", "--node-modules-dir=manual", "tests/support/deno-load-pack.ts", path],
        { cwd: ROOT, env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" } },
      );
      const stderr = deno.stderr.toString();
      expect(stderr.includes("error") ? stderr : "").toBe("");
      const loaded = JSON.parse(deno.stdout.toString());
      expect(loaded.slug).toBe(def.slug);
      expect(loaded.operations).toBe(Object.keys(def.operations).length);
      expect(loaded.collections).toBeGreaterThan(0);
    });
  });
}
