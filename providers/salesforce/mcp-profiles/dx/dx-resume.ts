import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { restCall, soqlString } from "../rest-call.ts";
import { dxInputSchema, parseDxArguments } from "./dx-arguments.ts";
import { dxText, findOrg, NO_ORG_FOUND, USERNAME_REQUIRED, worldOrg } from "./dx-org.ts";
import { RESUME_PARAMS } from "./dx-params.ts";
import { ANY_ARGUMENTS, DX_EXECUTION } from "./dx-listing.ts";

const description = `Resume a long running operation that was not completed by another tool.

AGENT INSTRUCTIONS:
Use this tool to resume a long running operation.

EXAMPLE USAGE:
Resume the metadata deploy job 0Af1234567890
Resume the deployment and wait for 10 minutes
Resume the deployment to my org
Resume scratch org creation
Resume job 2SR1234567890
Resume agent tests
Resume org snapshot with ID 0OoKa000000XZAbKAO
Report on my org snapshot`;

/** @salesforce/core's `validateSalesforceId`: 15 or 18 letters and digits. */
const isSalesforceId = (id: string) => /^[a-zA-Z0-9]{15}([a-zA-Z0-9]{3})?$/.test(id);

/**
 * resume_tool_operation (the core toolset lists it with the data tools). A world runs no long
 * operations (no Metadata API deploys, scratch org creations, agent tests or org snapshots), so each
 * job id gets what the server answers for a job the org does not have: its validation texts, then per
 * id prefix the failure its library reports (resume_tool_operation.ts).
 */
export const resumeToolOperation: ToolDefinition = {
  name: "resume_tool_operation",
  listing: {
    name: "resume_tool_operation",
    title: "Resume",
    description,
    inputSchema: dxInputSchema(RESUME_PARAMS),
    annotations: { openWorldHint: false },
    execution: DX_EXECUTION,
  },
  description,
  inputSchema: ANY_ARGUMENTS,
  async run(ctx, input) {
    const parsed = parseDxArguments("resume_tool_operation", RESUME_PARAMS, input);
    if (!parsed.ok) return dxText(parsed.text, true);
    const { jobId, usernameOrAlias, wait } = parsed.args as { jobId: string; usernameOrAlias: string; wait: number };
    if (!jobId) return dxText("The jobId parameter is required.", true);
    if (!isSalesforceId(jobId)) return dxText("The jobId parameter is not a valid Salesforce id.", true);
    if (!usernameOrAlias) return dxText(USERNAME_REQUIRED, true);
    // The server looks the org up outside its try blocks: the SDK answers the bare exception message.
    if (!findOrg(await worldOrg(ctx), usernameOrAlias)) return dxText(NO_ORG_FOUND, true);
    switch (jobId.slice(0, 3)) {
      // Deploys and agent tests are polled until `wait` runs out (a world has no Metadata API nor agent
      // test runs to answer); the answer comes at once here, without the wait.
      case "0Af": return dxText("Resumed deployment failed: Metadata API request failed: The client has timed out.", true);
      // Scratch org creations are resumed from the CLI's local cache, which knows no job of a world.
      case "2SR": return dxText(`Resumed scratch org creation failed: The ScratchOrgInfoId ${jobId} was not found in the cache.`, true);
      case "4KB": return dxText("Resumed agent test failed: The client has timed out.", true);
      case "0Oo": return resumeOrgSnapshot(ctx, jobId, wait);
      default: return dxText(`The job id: ${jobId} is not resumeable.`, true);
    }
  },
};

/**
 * The snapshot is polled with `singleRecordQuery` on OrgSnapshot, whose first failure ends the poll:
 * the world's own answer decides. With no time to wait the poll times out before it asks.
 */
async function resumeOrgSnapshot(ctx: ToolContext, jobId: string, wait: number) {
  if (wait <= 0) return dxText("Resumed org snapshot failed: The client has timed out.", true);
  const soql = `SELECT Status, Id, SnapshotName, Description, ExpirationDate, CreatedDate FROM OrgSnapshot WHERE Id = ${soqlString(jobId)}`;
  const outcome = await restCall(ctx, "query", { query: { q: soql } });
  const message = outcome.ok ? "No record found for " + soql : outcome.errors[0]?.message;
  return dxText(`Resumed org snapshot failed: ${message}`, true);
}
