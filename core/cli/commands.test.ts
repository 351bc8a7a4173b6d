import { expect, test } from "bun:test";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { authenticate } from "../auth/authenticate.ts";
import { hashApiKey } from "../auth/api-keys.ts";
import { createConsoleSession } from "../auth/console-sessions.ts";
import { findCommand, UsageError } from "./commands.ts";
import { DATASET_COMMANDS } from "./dataset-commands.ts";

async function cli(store: ReturnType<typeof createSqliteStore>, line: string): Promise<string> {
  const out: string[] = [];
  const found = findCommand(line.split(" "));
  if (!found) throw new Error(`no command for ${line}`);
  await found.command.run({ store, installed: ["salesforce", "notes"], print: (l) => out.push(l) }, found.args);
  return out.join("\n");
}

test("org, key and grant commands: a created key authenticates until it is revoked", async () => {
  const store = createSqliteStore(":memory:");
  expect(await cli(store, "org create acme --grant salesforce")).toContain("granted: salesforce");
  const created = await cli(store, "key create acme");
  const key = created.split("\n").at(-1)!;
  expect(key).toMatch(/^usk_[A-Za-z0-9]{40}$/);
  expect((await authenticate(store, new Headers({ authorization: `Bearer ${key}` })))?.name).toBe("acme");

  const listed = await cli(store, "key list acme");
  expect(listed).not.toContain(key);
  const keyId = listed.split(" ")[0];
  expect(await cli(store, `key revoke ${keyId}`)).toContain("revoked");
  expect(await authenticate(store, new Headers({ authorization: `Bearer ${key}` }))).toBeUndefined();
  await expect(cli(store, `key revoke ${keyId}`)).rejects.toThrow("No active key");

  await cli(store, "grant add acme notes");
  expect(await store.listGrants((await store.findOrg("acme"))!.id)).toEqual(["notes", "salesforce"]);
  await cli(store, "grant remove acme salesforce");
  expect(await cli(store, "org list")).toContain("acme  providers: notes");
  await store.close();
});

test("key create takes a role and a name (admin by default); key list shows them and the last use; revoking ends its console sessions", async () => {
  const store = createSqliteStore(":memory:");
  await cli(store, "org create acme");
  expect(await cli(store, "key create acme")).toContain("created admin key");
  const created = await cli(store, "key create acme --role member --name CI-runner");
  expect(created).toContain("created member key");
  const key = created.split("\n").at(-1)!;
  const row = (await store.findApiKeyByHash(await hashApiKey(key)))!;
  expect(row).toMatchObject({ role: "member", name: "CI-runner", lastUsedAt: null });
  await store.touchApiKey(row.id, Date.parse("2026-01-02T03:04:05Z"));
  // (Made in the same millisecond, they list in id order: found by role.)
  const lines = (await cli(store, "key list acme")).split("\n").sort((a, b) => Number(a.includes(" member ")) - Number(b.includes(" member ")));
  expect(lines[0]).toMatch(/^key_\w+ {2}usk_\S+ {2}admin {3}\(no name\) {2}created \S+ {2}never used$/);
  expect(lines[1]).toMatch(/^key_\w+ {2}usk_\S+ {2}member {2}"CI-runner" {2}created \S+ {2}last used 2026-01-02T03:04:05.000Z$/);
  const session = (await createConsoleSession(store, key, { now: Date.now(), ttlMs: 3_600_000 }))!;
  expect(await cli(store, `key revoke ${row.id}`)).toContain("and its console sessions");
  expect((await store.sessions.find(session.session.id))?.revokedAt).not.toBeNull();
  await expect(cli(store, "key create acme --role owner")).rejects.toThrow("--role is admin or member");
  await expect(cli(store, "key create acme --name")).rejects.toBeInstanceOf(UsageError);
  await expect(cli(store, `key create acme --name ${"x".repeat(101)}`)).rejects.toThrow("--name must be a string of 1 to 100 characters");
  await store.close();
});

test("commands refuse bad input with a message", async () => {
  const store = createSqliteStore(":memory:");
  await cli(store, "org create acme");
  await expect(cli(store, "org create acme")).rejects.toThrow('"acme" already exists');
  await expect(cli(store, "grant add acme hubspot")).rejects.toThrow('No provider "hubspot"');
  await expect(cli(store, "key create nobody")).rejects.toThrow('No organization "nobody"');
  await expect(cli(store, "key create")).rejects.toBeInstanceOf(UsageError);
  expect(findCommand(["frobnicate"])).toBeUndefined();
  // Words that name Object.prototype members are not commands either.
  expect(findCommand(["constructor"])).toBeUndefined();
  expect(findCommand(["toString", "x"])).toBeUndefined();
  const show = DATASET_COMMANDS.show;
  if (!show) throw new Error("no dataset show command");
  await expect(show.run({ url: "http://127.0.0.1:9", key: "k" }, [], () => {})).rejects.toBeInstanceOf(UsageError);
  await store.close();
});
