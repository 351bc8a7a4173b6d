// GET /myself and GET /serverInfo.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { actingUser } from "../jira-auth.ts";
import { jiraNow } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { expandSet } from "../issue-field-selection.ts";
import { renderUserWithGroups } from "../render-user.ts";

export const getCurrentUser: OperationHandler = (ctx) =>
  renderUserWithGroups(viewOf(ctx), actingUser(ctx), expandSet(ctx.query.getAll("expand")));

/** What a Jira Cloud site reports about itself, on the world's host and clock. */
export const getServerInfo: OperationHandler = (ctx) => ({
  baseUrl: ctx.baseUrl,
  displayUrl: ctx.baseUrl,
  version: "1001.0.0-SNAPSHOT",
  versionNumbers: [1001, 0, 0],
  deploymentType: "Cloud",
  buildNumber: 100300,
  buildDate: "2026-01-01T00:00:00.000+0000",
  serverTime: jiraNow(ctx.clock),
  scmInfo: "understudy",
  serverTitle: "Jira",
  serverTimeZone: "Etc/UTC",
});
