import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** `<dir>/*\/<file>` for every sub-folder that has one, then extra modules named by path or URL, as import URLs. */
export function moduleSources(dir: string, file: string, extra: string[] = []): string[] {
  const found = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
        .map((entry) => pathToFileURL(join(dir, entry.name, file)).href)
    : [];
  return [...found, ...extra.map((spec) => (/^[a-z]+:\/\//i.test(spec) ? spec : pathToFileURL(resolve(spec)).href))];
}
