import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../pack/load-packs.ts";
import { COMMANDS, findCommand, UsageError } from "./commands.ts";

/** `npm run cli -- <command>`: administers the store in DATA_DIR; safe while the service runs. */
const argv = process.argv.slice(2);
const found = findCommand(argv);
if (!found) {
  console.log(`Understudy administration. Commands:\n${Object.values(COMMANDS).map((c) => `  understudy ${c.usage}`).join("\n")}\n\nDATA_DIR selects the store (default ./.understudy).`);
  process.exit(argv.length && !["help", "--help", "-h"].includes(argv[0]) ? 2 : 0);
}
const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const store = createSqliteStore(join(config.dataDir, "understudy.sqlite"));
try {
  const installed = (await loadPacks(BUILTIN_PROVIDERS_DIR, config.extraPacks)).slugs();
  await found.command.run({ store, installed, print: (line) => console.log(line) }, found.args);
} catch (error) {
  console.error(error instanceof UsageError ? error.message : `error: ${(error as Error).message}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  store.close();
}
