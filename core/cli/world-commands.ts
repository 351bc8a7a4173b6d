// `npm run cli -- world …`: the world-control API (docs/worlds.md) with an organization key, like any customer.
import { callService, type ApiTarget, type CommandIo } from "./dataset-commands.ts";
import { UsageError } from "./commands.ts";
import { worldFaultsCommand } from "./world-fault-command.ts";

export type WorldCommand = { usage: string; run(target: ApiTarget, args: string[], print: (line: string) => void, io?: CommandIo): Promise<boolean> };

/** The world id and the value of each `--flag value` the command takes; anything else is a usage error. */
function parse(args: string[], usage: string, flags: string[] = []): { id: string; options: Record<string, string> } {
  const options: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!.startsWith("--") ? args[i]!.slice(2) : undefined;
    if (flag === undefined) rest.push(args[i]!);
    else if (flags.includes(flag) && args[i + 1] !== undefined) options[flag] = args[++i]!;
    else throw new UsageError(`usage: understudy ${usage}`);
  }
  if (rest.length !== 1) throw new UsageError(`usage: understudy ${usage}`);
  return { id: encodeURIComponent(rest[0]!), options };
}

const query = (options: Record<string, string>) => {
  const text = new URLSearchParams(options).toString();
  return text ? `?${text}` : "";
};

/** A command that GETs one world endpoint and prints its JSON. */
const reader = (usage: string, path: string, flags: string[] = []): WorldCommand => ({
  usage,
  async run(target, args, print) {
    const { id, options } = parse(args, usage, flags);
    print(JSON.stringify(await callService(target, "GET", `/api/v1/worlds/${id}${path}${query(options)}`), null, 2));
    return true;
  },
});

export const WORLD_COMMANDS: Record<string, WorldCommand> = {
  show: reader("world show <worldId>", ""),
  state: reader("world state <worldId> [--pack <slug>] [--collection <name>] [--limit <n>] [--cursor <next>]", "/state", ["pack", "collection", "limit", "cursor"]),
  diff: reader("world diff <worldId> [--since <checkpoint>]", "/diff", ["since"]),
  journal: reader("world journal <worldId> [--after <seq>] [--limit <n>]", "/journal", ["after", "limit"]),
  checkpoints: reader("world checkpoints <worldId>", "/checkpoints"),
  checkpoint: {
    usage: "world checkpoint <worldId> --name <name>",
    async run(target, args, print) {
      const { id, options } = parse(args, this.usage, ["name"]);
      if (!options.name) throw new UsageError(`usage: understudy ${this.usage}`);
      const made = await callService(target, "POST", `/api/v1/worlds/${id}/checkpoints`, { name: options.name });
      print(`checkpoint ${made.name} of world ${decodeURIComponent(id)} at journal position ${made.seq}`);
      return true;
    },
  },
  restore: {
    usage: "world restore <worldId> --checkpoint <name>",
    async run(target, args, print) {
      const { id, options } = parse(args, this.usage, ["checkpoint"]);
      if (!options.checkpoint) throw new UsageError(`usage: understudy ${this.usage}`);
      const done = await callService(target, "POST", `/api/v1/worlds/${id}/checkpoints/${encodeURIComponent(options.checkpoint)}/restore`);
      print(`world ${done.worldId} restored to ${done.checkpoint.name}: ${done.recordsRestored} record(s) put back`);
      return true;
    },
  },
  fork: {
    usage: "world fork <worldId> [--ttl <1h>]",
    async run(target, args, print) {
      const { id, options } = parse(args, this.usage, ["ttl"]);
      const fork = await callService(target, "POST", `/api/v1/worlds/${id}/fork`, options.ttl ? { ttl: options.ttl } : undefined);
      print(`forked ${fork.forkedFrom} as ${fork.worldId} (expires ${fork.expiresAt}):`);
      for (const [slug, url] of Object.entries(fork.urls as Record<string, string>)) print(`  ${slug}  ${url}`);
      return true;
    },
  },
  faults: worldFaultsCommand,
};
