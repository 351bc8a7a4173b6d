import { loadConfig } from "../config.ts";
import { openStore } from "../store/open-store.ts";
import { createLogger } from "../log/logger.ts";
import { copyStoreToPostgres, STORE_COPY_USAGE } from "./store-commands.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../pack/load-packs.ts";
import { COMMANDS, findCommand, lookup, UsageError } from "./commands.ts";
import { apiTarget, DATASET_COMMANDS } from "./dataset-commands.ts";
import { WORLD_COMMANDS } from "./world-commands.ts";

/** `npm run cli -- <command>`: administers the store (DATA_DIR, or DATABASE_URL); safe while the service runs. */
const argv = process.argv.slice(2);
if (argv[0] === "store" && argv[1] === "copy-to-postgres") {
  try {
    await copyStoreToPostgres(loadConfig().dataDir, argv.slice(2), (line) => console.log(line));
    process.exit(0);
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : `error: ${(error as Error).message}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
// Dataset and world commands call a running service with an organization key, like any customer.
const datasetCommand = argv[0] === "dataset" ? lookup(DATASET_COMMANDS, argv[1]) : argv[0] === "world" ? lookup(WORLD_COMMANDS, argv[1]) : undefined;
if (datasetCommand) {
  try {
    const ok = await datasetCommand.run(apiTarget(process.env), argv.slice(2), (line) => console.log(line), { progress: process.stderr });
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : `error: ${(error as Error).message}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
const found = findCommand(argv);
if (!found) {
  const usages = [...Object.values(COMMANDS), ...Object.values(DATASET_COMMANDS), ...Object.values(WORLD_COMMANDS), { usage: STORE_COPY_USAGE }].map((c) => `  understudy ${c.usage}`).join("\n");
  console.log(`Understudy administration. Commands:\n${usages}\n\nDATABASE_URL (PostgreSQL) or DATA_DIR (SQLite, default ./.understudy) selects the store; dataset and world commands call UNDERSTUDY_URL with UNDERSTUDY_API_KEY.`);
  const asked = argv[0];
  process.exit(asked !== undefined && !["help", "--help", "-h"].includes(asked) ? 2 : 0);
}
const config = loadConfig();
const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, createLogger("warn"), { max: 2 });
try {
  const installed = (await loadPacks(BUILTIN_PROVIDERS_DIR, config.extraPacks)).slugs();
  await found.command.run({ store, installed, print: (line) => console.log(line) }, found.args);
} catch (error) {
  console.error(error instanceof UsageError ? error.message : `error: ${(error as Error).message}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await store.close();
}
