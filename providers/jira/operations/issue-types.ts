// GET /issuetype: every issue type of the site.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { viewOf } from "../jira-view.ts";
import { allIssueTypes, renderIssueType } from "../render-issue-type.ts";

export const getIssueAllTypes: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  return allIssueTypes(view).map((t) => renderIssueType(view, t));
};
