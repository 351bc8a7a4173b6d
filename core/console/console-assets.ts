import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The console's script and stylesheet, served by the control plane itself (no CDN: a strict
// Content-Security-Policy allows only 'self'). The script (core/console/client/, with uPlot) is bundled
// with Bun.build on the first start and cached on disk under a hash of its sources, so later starts
// read one file; the build runs in the background and the first asset request waits for it.

const HERE = import.meta.dir;
const ROOT = join(HERE, "../..");
const CLIENT_DIR = join(HERE, "client");
const UPLOT_CSS = join(ROOT, "node_modules/uplot/dist/uPlot.min.css");
const CACHE_DIR = join(ROOT, "node_modules/.cache/understudy-console");

export interface ConsoleAsset { path: string; body: string; type: string }
export interface ConsoleAssets { script: ConsoleAsset; stylesheet: ConsoleAsset }

let building: Promise<ConsoleAssets> | undefined;

/** The assets, built once per process (and once per change of their sources, across starts). */
export function consoleAssets(): Promise<ConsoleAssets> {
  return (building ??= buildAssets().catch((error) => {
    building = undefined; // a failed build is tried again on the next request
    throw error;
  }));
}

async function buildAssets(): Promise<ConsoleAssets> {
  const css = `${readFileSync(UPLOT_CSS, "utf8")}\n${readFileSync(join(HERE, "assets/console.css"), "utf8")}`;
  const sources = readdirSync(CLIENT_DIR).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).sort();
  const hash = createHash("sha256");
  for (const name of sources) hash.update(name).update(readFileSync(join(CLIENT_DIR, name)));
  hash.update(readFileSync(join(ROOT, "node_modules/uplot/package.json")));
  const scriptHash = hash.digest("hex").slice(0, 16);
  const cached = join(CACHE_DIR, `console-${scriptHash}.js`);
  let script: string;
  if (existsSync(cached)) script = readFileSync(cached, "utf8");
  else {
    const result = await Bun.build({ entrypoints: [join(CLIENT_DIR, "console-client.ts")], target: "browser", minify: true });
    if (!result.success) throw new Error(`building the console script failed: ${result.logs.map(String).join("; ")}`);
    script = await result.outputs[0]!.text();
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(cached, script);
    } catch {
      // A read-only install keeps the build in memory only: the next start builds again.
    }
  }
  const cssHash = createHash("sha256").update(css).digest("hex").slice(0, 16);
  return {
    script: { path: `/console/assets/console-${scriptHash}.js`, body: script, type: "text/javascript; charset=utf-8" },
    stylesheet: { path: `/console/assets/console-${cssHash}.css`, body: css, type: "text/css; charset=utf-8" },
  };
}
