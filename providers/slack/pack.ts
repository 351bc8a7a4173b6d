// The slack pack: a Slack-compatible Web API at `{url}/api/<method>` (see docs/slack.md).
import { definePack, type JsonRecord, type SeedContext } from "../../core/pack/index.ts";
import { openapi } from "./openapi/index.ts";
import { normalizeSlackSeed } from "./seed.ts";
import { slackSeedSchema } from "./seed-schema.ts";
import { ACME_SEED } from "./seed-example.ts";
import { slackOperations } from "./slack-dispatch.ts";
import { requestToken, callerForToken } from "./slack-auth.ts";
import { SlackFault, slackErrorResponse } from "./slack-errors.ts";
import { classifySlackResult, slackPackErrors } from "./slack-pack-errors.ts";
import { slackTools } from "./tools/index.ts";

/** The seed's records plus the collections handlers create later (`pins`), present from the start. */
function normalize(seed: JsonRecord, ctx: SeedContext) {
  const records = normalizeSlackSeed(seed, ctx);
  return { ...records, pins: records.pins ?? [] };
}

export default definePack({
  slug: "slack",
  kind: "api",
  title: "Slack-compatible Web API",
  openapi,
  seed: { schema: slackSeedSchema, normalize, example: ACME_SEED },
  errors: slackPackErrors,
  bodyParsing: { jsonFormFields: ["blocks", "attachments", "metadata"] },
  // Every method needs a token: none is `not_authed`; one the workspace does not know is `invalid_auth`.
  guard: (ctx) => {
    const token = requestToken(ctx);
    if (token === undefined) return slackErrorResponse("not_authed");
    try {
      callerForToken(ctx, token);
      return undefined;
    } catch (error) {
      if (error instanceof SlackFault) return slackErrorResponse(error.code, error.extra);
      throw error;
    }
  },
  operations: slackOperations,
  tools: slackTools,
  classifyResult: classifySlackResult,
  // API tokens and who an unknown token acts as: never shown to graders.
  private: ["tokens", "auth"],
});
