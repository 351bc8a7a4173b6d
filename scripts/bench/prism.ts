import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const PRISM = resolve(import.meta.dir, "../../node_modules/.bin/prism");

/** Stoplight Prism mocking the pack's own OpenAPI document (the peer), on loopback. */
export async function startPrism(openapi: unknown, port: number): Promise<() => void> {
  const file = join(mkdtempSync(join(tmpdir(), "prism-")), "openapi.json");
  writeFileSync(file, JSON.stringify(openapi));
  const proc = Bun.spawn([PRISM, "mock", "-h", "127.0.0.1", "-p", String(port), "--errors", "false", file], { stdout: "pipe", stderr: "pipe" });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/services/data`);
      return () => proc.kill();
    } catch {
      await Bun.sleep(200);
    }
  }
  proc.kill();
  throw new Error("Prism did not start within 30 s");
}
