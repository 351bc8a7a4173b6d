import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core in the page: the context runs with bypassCSP so the test may add the script the console's
// own policy would refuse. Only serious and critical violations fail a page.
const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await (globalThis as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, where: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${new URL(page.url()).pathname}: ${v.id} (${v.impact}) ${v.help} at ${v.where.join(", ")}`);
}
