// The jira pack: a Jira Cloud platform REST API (v3, and the v2 twins clients still call) that jira.js
// uses unchanged, at `{url}/rest/api/3/…` (see README.md).
import { definePack, type JsonRecord, type SeedContext } from "../../core/pack/index.ts";
import { guardJira } from "./jira-auth.ts";
import { JIRA_CONFIG_HINT, withMcpUser } from "./jira-mcp-user.ts";
import { classifyJiraResult, jiraPackErrors } from "./jira-pack-errors.ts";
import { openapi } from "./openapi/index.ts";
import { JIRA_HANDLERS } from "./operations/index.ts";
import { COLLECTIONS } from "./records.ts";
import { normalizeJiraSeed } from "./seed.ts";
import { OPS_SEED } from "./seed-example.ts";
import { jiraSeedSchema } from "./seed-schema.ts";
import { jiraPeople } from "./seed-people.ts";
import { jiraGenerate } from "./volume/generate-records.ts";
import { jiraTools } from "./tools/index.ts";
import { jiraMcpProfiles } from "./mcp-profiles/index.ts";
import { jiraRecords } from "./record-names.ts";
import { warmUpJql } from "./jql/warm-up.ts";
import { jiraFaults } from "./jira-faults.ts";

function normalize(seed: JsonRecord, ctx: SeedContext) {
  return withMcpUser(seed, normalizeJiraSeed(seed, ctx));
}

export default definePack({
  slug: "jira",
  kind: "api",
  title: "Jira-compatible tracker",
  openapi,
  // A task's people become site users (seed-people.ts).
  seed: { schema: jiraSeedSchema, normalize, example: OPS_SEED, people: jiraPeople, generate: jiraGenerate },
  // No config (the spec keeps it for the CRM): who MCP tools act as is the seed's `mcp_user`.
  configHint: JIRA_CONFIG_HINT,
  errors: jiraPackErrors,
  // Injected faults (docs/worlds.md "Faults"): 429 with Retry-After and Jira's error collection, 503, 504.
  faults: jiraFaults,
  warmUp: warmUpJql,
  // No credential is Jira's 401; any credential passes (it names a user, or the site admin).
  guard: (ctx) => guardJira(ctx),
  operations: JIRA_HANDLERS,
  // MCP tools call the operations in-process; a failure reads as Jira's messages and field errors joined.
  tools: jiraTools,
  mcpProfiles: jiraMcpProfiles,
  classifyResult: classifyJiraResult,
  // Id counters and issue numbers, and attachments' bytes: what graders never see.
  private: [COLLECTIONS.sequences, COLLECTIONS.attachmentContent],
  // How grading reports name its records (record-names.ts).
  records: jiraRecords,
});
