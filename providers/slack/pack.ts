// The slack pack: a Slack-compatible Web API at `{url}/api/<method>` (see docs/slack.md).
import { definePack, type JsonRecord, type SeedContext } from "../../core/pack/index.ts";
import { openapi } from "./openapi/index.ts";
import { normalizeSlackSeed } from "./seed.ts";
import { slackSeedSchema } from "./seed-schema.ts";
import { slackPeople } from "./seed-people.ts";
import { ACME_SEED } from "./seed-example.ts";
import { slackGenerate } from "./volume/generate-records.ts";
import { slackOperations } from "./slack-dispatch.ts";
import { FILE_TRANSFER_OPERATIONS, fileTransferOperations } from "./file-transfer.ts";
import { archivesPermalink } from "./permalink-page.ts";
import { requestToken, callerForToken } from "./slack-auth.ts";
import { SlackFault, slackErrorResponse } from "./slack-errors.ts";
import { classifySlackResult, slackPackErrors } from "./slack-pack-errors.ts";
import { slackTools } from "./tools/index.ts";
import { SLACK_CONFIG_HINT, withMcpUser } from "./slack-mcp-user.ts";
import { slackRecords } from "./record-names.ts";
import { slackMcpProfiles } from "./mcp-profiles/index.ts";
import { slackFaults } from "./slack-faults.ts";

/** The seed's records plus the collections handlers create later (`pins`, `bookmarks`, ...), present from the start. */
function normalize(seed: JsonRecord, ctx: SeedContext) {
  const records = withMcpUser(seed, normalizeSlackSeed(seed, ctx));
  return {
    ...records,
    pins: records.pins ?? [],
    ephemeral_messages: records.ephemeral_messages ?? [],
    scheduled_messages: records.scheduled_messages ?? [],
    bookmarks: records.bookmarks ?? [],
    usergroups: records.usergroups ?? [],
    files: records.files ?? [],
    file_uploads: records.file_uploads ?? [],
    file_contents: records.file_contents ?? [],
  };
}

export default definePack({
  slug: "slack",
  kind: "api",
  title: "Slack-compatible Web API",
  openapi,
  // A task's people become workspace members (seed-people.ts).
  seed: { schema: slackSeedSchema, normalize, example: ACME_SEED, people: slackPeople, generate: slackGenerate },
  // No config (the spec keeps it for the CRM): who MCP tools act as is the seed's `mcp_user`.
  configHint: SLACK_CONFIG_HINT,
  errors: slackPackErrors,
  // Injected faults (docs/worlds.md "Faults"): 429 ratelimited with Retry-After, and HTTP 5xx.
  faults: slackFaults,
  bodyParsing: { jsonFormFields: ["blocks", "attachments", "metadata"] },
  // Every method needs a token: none is `not_authed`; one the workspace does not know is `invalid_auth`.
  // The files host's upload and download paths check their own (file-transfer.ts).
  guard: (ctx, operationId) => {
    if (FILE_TRANSFER_OPERATIONS.has(operationId) || operationId === "archivesPermalink") return undefined;
    const token = requestToken(ctx);
    // A task world's credential as the bearer is no Slack token: the call acts as the MCP tools' user.
    if (token === undefined) return ctx.credentialInAuthorization ? undefined : slackErrorResponse("not_authed");
    try {
      callerForToken(ctx, token);
      return undefined;
    } catch (error) {
      if (error instanceof SlackFault) return slackErrorResponse(error.code, error.extra);
      throw error;
    }
  },
  operations: { ...slackOperations, ...fileTransferOperations, archivesPermalink },
  tools: slackTools,
  mcpProfiles: slackMcpProfiles,
  classifyResult: classifySlackResult,
  // API tokens and who an unknown token acts as, upload slots and file bytes: never shown to graders.
  private: ["tokens", "auth", "file_uploads", "file_contents"],
  // How grading reports name its records (record-names.ts).
  records: slackRecords,
});
