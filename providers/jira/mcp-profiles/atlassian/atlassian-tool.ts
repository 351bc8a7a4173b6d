// One tool of Atlassian's server: its listing entry, its native equivalent, and its steps. Every call is
// checked against the listed schema (zod's wording), then the cloudId against the world's site, then the
// steps run; a refusal on the way is an error result, as the server answers.
import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { listedTool, profileTool, type ListedTool } from "../profile-tool.ts";
import { AtlassianRefusal, errorAnswer, jsonAnswer } from "./answers.ts";
import { siteFor, type CloudSite } from "./cloud-site.ts";
import { invalidArguments, zodIssues } from "./zod-arguments.ts";
import listing from "./listing.json" with { type: "json" };

export const ATLASSIAN_LISTING = listing.tools as ListedTool[];

export type Input = Record<string, any>;
type Steps = (ctx: ToolContext, input: Input, site: CloudSite | undefined) => Promise<unknown>;

export function atlassianTool(name: string, native: ToolDefinition["native"], steps: Steps): ToolDefinition {
  const listed = listedTool(ATLASSIAN_LISTING, name);
  const takesCloudId = "cloudId" in ((listed.inputSchema.properties as object | undefined) ?? {});
  return profileTool(listed, native, async (ctx, input) => {
    const issues = zodIssues(listed.inputSchema, input);
    if (issues.length) return errorAnswer(invalidArguments(name, issues));
    try {
      const site = takesCloudId ? await siteFor(ctx, String(input.cloudId)) : undefined;
      return jsonAnswer(await steps(ctx, input, site));
    } catch (error) {
      if (error instanceof AtlassianRefusal) return errorAnswer(error.message);
      throw error;
    }
  });
}
