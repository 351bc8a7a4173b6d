// GET /status (every status with its category) and GET /statuses/search (paged, filtered).
import type { OperationHandler } from "../../../core/pack/index.ts";
import { STATUS_CATEGORIES } from "../jira-catalogue.ts";
import { apiBase, viewOf } from "../jira-view.ts";
import { findProject } from "../lookups.ts";
import { pageBean, pageRequest } from "../paging.ts";
import { allStatuses, renderStatus } from "../render-status.ts";

export const getStatuses: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  return allStatuses(view).map((s) => renderStatus(view, s));
};

export const searchStatuses: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const page = pageRequest(ctx.query, 200);
  const projectId = ctx.query.get("projectId");
  const inProject = projectId ? new Set(findProject(ctx, projectId)?.statusIds ?? []) : undefined;
  const text = ctx.query.get("searchString")?.toLowerCase();
  const category = ctx.query.get("statusCategory");
  const matches = allStatuses(view).filter(
    (s) => (!inProject || inProject.has(s.id)) && (!text || s.name.toLowerCase().includes(text)) && (!category || STATUS_CATEGORIES[s.category].searchKey === category),
  );
  return pageBean(matches, page, `${apiBase(view)}/statuses/search`, ctx.query, (s) => ({
    id: s.id, name: s.name, description: s.description, statusCategory: STATUS_CATEGORIES[s.category].searchKey, scope: { type: "GLOBAL" },
  }));
};
