import type { Store } from "../store/types.ts";
import { createApiKey, createOrganization, requireOrg, revokeApiKey } from "../auth/organizations.ts";
import { isKeyName, isKeyRole, KEY_NAME_RULE } from "../access/key-request.ts";

export interface CliContext {
  store: Store;
  installed: string[];
  print(line: string): void;
}

type Command = { usage: string; run(ctx: CliContext, args: string[]): Promise<void> | void };

/** A tuple of `N` strings: what `need` hands back, so each named argument is known to exist. */
type Words<N extends number, W extends string[] = []> = W["length"] extends N ? W : Words<N, [...W, string]>;

/** The command's first `count` arguments, or a UsageError showing how to call it. */
function need<N extends number>(args: string[], count: N, usage: string): Words<N> {
  const words = args.slice(0, count);
  if (words.length < count) throw new UsageError(`usage: understudy ${usage}`);
  return words as Words<N>;
}

export class UsageError extends Error {}

/** The administration commands: organizations, keys and provider grants. */
export const COMMANDS: Record<string, Command> = {
  "org create": {
    usage: "org create <name> [--grant-all | --grant slug,slug]",
    async run(ctx, args) {
      const [name] = need(args, 1, this.usage);
      const org = await createOrganization(ctx.store, name);
      const grantAll = args.includes("--grant-all");
      const listed = args.includes("--grant") ? (args[args.indexOf("--grant") + 1] ?? "").split(",").filter(Boolean) : [];
      for (const slug of grantAll ? ctx.installed : listed) await grant(ctx, org.id, slug);
      ctx.print(`created organization ${org.name} (${org.id}); granted: ${(await ctx.store.listGrants(org.id)).join(", ") || "none"}`);
    },
  },
  "org list": {
    usage: "org list",
    async run(ctx) {
      for (const org of await ctx.store.listOrgs()) ctx.print(`${org.id}  ${org.name}  providers: ${(await ctx.store.listGrants(org.id)).join(", ") || "none"}`);
    },
  },
  "key create": {
    usage: "key create <org> [--role admin|member] [--name NAME]",
    async run(ctx, args) {
      const org = await requireOrg(ctx.store, need(args, 1, this.usage)[0]);
      // An admin key unless asked: the CLI makes the keys that manage all the others.
      const role = option(args, "--role", this.usage) ?? "admin";
      const name = option(args, "--name", this.usage);
      if (!isKeyRole(role)) throw new UsageError(`--role is admin or member, not "${role}"`);
      if (name !== undefined && !isKeyName(name)) throw new UsageError(`--name must be ${KEY_NAME_RULE}`);
      const { key, row } = await createApiKey(ctx.store, org.id, { role, name });
      ctx.print(`created ${role} key ${row.id} for ${org.name}. It is shown once; store it now:\n${key}`);
    },
  },
  "key list": {
    usage: "key list <org>",
    async run(ctx, args) {
      const org = await requireOrg(ctx.store, need(args, 1, this.usage)[0]);
      const when = (ms: number) => new Date(ms).toISOString();
      for (const key of await ctx.store.listApiKeys(org.id))
        ctx.print([
          key.id, key.hint, key.role.padEnd(6), key.name === null ? "(no name)" : JSON.stringify(key.name), `created ${when(key.createdAt)}`,
          key.lastUsedAt === null ? "never used" : `last used ${when(key.lastUsedAt)}`, ...(key.revokedAt ? [`revoked ${when(key.revokedAt)}`] : []),
        ].join("  "));
    },
  },
  "key revoke": {
    usage: "key revoke <key-id>",
    async run(ctx, args) {
      const [id] = need(args, 1, this.usage);
      if (!(await revokeApiKey(ctx.store, id, Date.now()))) throw new Error(`No active key ${id}`);
      ctx.print(`revoked ${id} and its console sessions; requests with it now get 401`);
    },
  },
  "grant add": {
    usage: "grant add <org> <slug>",
    async run(ctx, args) {
      const [orgName, slug] = need(args, 2, this.usage);
      await grant(ctx, (await requireOrg(ctx.store, orgName)).id, slug);
      ctx.print(`granted ${slug} to ${orgName}`);
    },
  },
  "grant remove": {
    usage: "grant remove <org> <slug>",
    async run(ctx, args) {
      const [orgName, slug] = need(args, 2, this.usage);
      if (!(await ctx.store.revokeProvider((await requireOrg(ctx.store, orgName)).id, slug))) throw new Error(`${orgName} had no grant for ${slug}`);
      ctx.print(`removed ${slug} from ${orgName}`);
    },
  },
  providers: {
    usage: "providers",
    run(ctx) {
      ctx.print(ctx.installed.join("\n"));
    },
  },
};

/** The value after `flag` (`--name "CI runner"`), undefined without the flag; a flag with no value shows the usage. */
function option(args: string[], flag: string, usage: string): string | undefined {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined) throw new UsageError(`${flag} needs a value. usage: understudy ${usage}`);
  return value;
}

async function grant(ctx: CliContext, orgId: string, slug: string): Promise<void> {
  if (!ctx.installed.includes(slug)) throw new Error(`No provider "${slug}" is installed (installed: ${ctx.installed.join(", ")})`);
  await ctx.store.grantProvider(orgId, slug);
}

/** Finds the command for argv: two words first ("key create"), then one ("providers"). */
export function findCommand(argv: string[]): { command: Command; args: string[] } | undefined {
  const two = lookup(COMMANDS, argv.slice(0, 2).join(" "));
  if (two) return { command: two, args: argv.slice(2) };
  const one = lookup(COMMANDS, argv[0]);
  return one ? { command: one, args: argv.slice(1) } : undefined;
}

/** A table's own entry for a word the user typed: never undefined's "undefined", nor an inherited `constructor`. */
export function lookup<T>(table: Record<string, T>, word: string | undefined): T | undefined {
  return word !== undefined && Object.hasOwn(table, word) ? table[word] : undefined;
}
