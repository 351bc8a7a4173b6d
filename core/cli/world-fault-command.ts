// `npm run cli -- world faults <worldId> [--set <file.json> | --clear]`: a world's fault rules
// (docs/worlds.md "Faults"). It prints `{"rules": [...]}`, the shape `--set` reads, so the output of
// one world can be edited and set on another.
import { readFileSync } from "node:fs";
import { UsageError } from "./commands.ts";
import { callService } from "./dataset-commands.ts";
import type { WorldCommand } from "./world-commands.ts";

export const worldFaultsCommand: WorldCommand = {
  usage: "world faults <worldId> [--set <file.json> | --clear]",
  async run(target, args, print) {
    const [worldId, flag, file, ...rest] = args;
    const wellFormed = worldId !== undefined && !worldId.startsWith("-") && rest.length === 0
      && (flag === undefined || (flag === "--set" && file !== undefined) || (flag === "--clear" && file === undefined));
    if (!wellFormed) throw new UsageError(`usage: understudy ${this.usage}`);
    const path = `/api/v1/worlds/${encodeURIComponent(worldId)}/faults`;
    const answer = flag === "--set" ? await callService(target, "PUT", path, readRules(file!)) : await callService(target, flag === "--clear" ? "DELETE" : "GET", path);
    print(JSON.stringify({ rules: answer.rules }, null, 2));
    return true;
  },
};

/** The file's rules: `{"rules": [...]}` as this command prints them, or the list alone. */
function readRules(file: string): { rules: unknown } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new UsageError(`cannot read fault rules from ${file}: ${(error as Error).message}`);
  }
  return Array.isArray(parsed) ? { rules: parsed } : (parsed as { rules: unknown });
}
