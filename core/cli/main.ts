import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../pack/load-packs.ts";
import { COMMANDS, findCommand, lookup, UsageError } from "./commands.ts";
import { apiTarget, DATASET_COMMANDS } from "./dataset-commands.ts";

/** `npm run cli -- <command>`: administers the store in DATA_DIR; safe while the service runs. */
const argv = process.argv.slice(2);
const datasetCommand = argv[0] === "dataset" ? lookup(DATASET_COMMANDS, argv[1]) : undefined;
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
  const usages = [...Object.values(COMMANDS), ...Object.values(DATASET_COMMANDS)].map((c) => `  understudy ${c.usage}`).join("\n");
  console.log(`Understudy administration. Commands:\n${usages}\n\nDATA_DIR selects the store (default ./.understudy); dataset commands call UNDERSTUDY_URL with UNDERSTUDY_API_KEY.`);
  const asked = argv[0];
  process.exit(asked !== undefined && !["help", "--help", "-h"].includes(asked) ? 2 : 0);
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
