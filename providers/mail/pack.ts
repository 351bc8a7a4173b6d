// The mail pack: a business webmail (UI provider) whose state lives in the world. Pages (pages/), the
// JSON API (api/, under `/api/`) and the MCP tools (tools/) all call the same actions (actions/).
// Every world starts from the same built-in, generated mailbox (generate/); seed and config are ignored,
// but for `$generate.threads`: more threads of the same kind (generate/generated-threads.ts).
import { definePack } from "../../core/pack/index.ts";
import { apiOperations } from "./api/operations.ts";
import { apiPaths, apiSchemas } from "./api/paths.ts";
import { mailErrors } from "./api/errors.ts";
import { mailFaults } from "./api/faults.ts";
import { mailSeedRecords } from "./generate/index.ts";
import { mailGenerate } from "./generate/generated-threads.ts";
import { pageOperations, pagePaths } from "./pages/index.ts";
import { mailRecords } from "./record-names.ts";
import { mailTools } from "./tools/index.ts";
import { mailGuard } from "./request-guard.ts";
import { mailMcpProfiles } from "./mcp-profiles/index.ts";

export default definePack({
  slug: "mail",
  kind: "ui",
  title: "Mail (business webmail)",
  openapi: {
    openapi: "3.0.3",
    info: { title: "Mail", version: "1.0.0", description: "Webmail pages and their JSON API (`/api/...`), over one world's mailboxes." },
    paths: { ...pagePaths, ...apiPaths },
    components: { schemas: apiSchemas },
  },
  seed: {
    // UI providers accept any seed and ignore it: the world is always the built-in mailbox (and the threads `$generate` asks for).
    schema: { type: "object" },
    example: {},
    normalize: () => mailSeedRecords(),
    generate: mailGenerate,
  },
  errors: mailErrors,
  // Injected faults (docs/worlds.md "Faults"): a 503 page, or the API's JSON.
  faults: mailFaults,
  guard: mailGuard,
  operations: { ...pageOperations, ...apiOperations },
  tools: mailTools,
  mcpProfiles: mailMcpProfiles,
  // Who is signed in is plumbing, not something a task changes.
  private: ["session"],
  records: mailRecords,
});
