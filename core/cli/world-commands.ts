// `npm run cli -- world …`: the world-control API (docs/worlds.md) with an organization key, like any customer.
import type { ApiTarget, CommandIo } from "./dataset-commands.ts";
import { worldFaultsCommand } from "./world-fault-command.ts";

export type WorldCommand = { usage: string; run(target: ApiTarget, args: string[], print: (line: string) => void, io?: CommandIo): Promise<boolean> };

export const WORLD_COMMANDS: Record<string, WorldCommand> = {
  faults: worldFaultsCommand,
};
