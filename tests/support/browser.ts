import { existsSync } from "node:fs";
import { describe, test } from "bun:test";
import { chromium, type Browser } from "playwright-core";

// Browser tests drive Debian's own `chromium` package with playwright-core (no browser download: the
// machines reach only the package registries). `node scripts/ensure-chromium.mjs` installs it; `.ci/run`
// calls that script and sets UNDERSTUDY_REQUIRE_CHROMIUM=1, so in CI a missing Chromium fails instead
// of skipping.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
export const SKIP_LINE = "browser tests skipped: install Chromium (sudo apt-get install chromium, or node scripts/ensure-chromium.mjs)";

/** Whether this machine has the Chromium the browser tests drive. */
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

/** Launches headless Chromium; throws with the reason when it is missing or does not start. */
export async function launchChromium(): Promise<Browser> {
  if (!chromiumAvailable) throw new Error(`${CHROMIUM_PATH} is missing: ${SKIP_LINE}`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 20_000 });
}

/**
 * Registers a block of browser tests. Without Chromium it registers one skipped test whose name is the
 * line that says how to install it (bun prints it once as "(skip) …", `.ci/run` lists it), and none of
 * the block's own tests; with UNDERSTUDY_REQUIRE_CHROMIUM=1 (CI) that one test fails instead.
 */
export function describeBrowser(name: string, body: () => void): void {
  if (chromiumAvailable) return describe(name, body);
  if (process.env.UNDERSTUDY_REQUIRE_CHROMIUM === "1")
    return void test(`${name}: Chromium is required here`, () => {
      throw new Error(`${CHROMIUM_PATH} is missing, and UNDERSTUDY_REQUIRE_CHROMIUM=1 (CI) makes that a failure: install it with node scripts/ensure-chromium.mjs (or sudo apt-get install chromium)`);
    });
  test.skip(SKIP_LINE, () => {});
}

/**
 * Retries `check` (bun's `expect` inside) until it passes or `timeoutMs` runs out, then throws its last
 * error: the waiting that @playwright/test's web-first assertions do, for pages that change after a click.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await Bun.sleep(50);
    }
  }
}
