// GET /priority and GET /priority/search.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { listParameter } from "../issue-field-selection.ts";
import { apiBase, viewOf } from "../jira-view.ts";
import { pageBean, pageRequest } from "../paging.ts";
import { allPriorities, renderPriority } from "../render-priority.ts";

export const getPriorities: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  return allPriorities(view).map((p) => renderPriority(view, p));
};

export const searchPriorities: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const page = pageRequest(ctx.query, 50);
  const ids = new Set(listParameter(ctx.query.getAll("id")));
  const name = ctx.query.get("priorityName")?.toLowerCase();
  const onlyDefault = ctx.query.get("onlyDefault") === "true";
  const matches = allPriorities(view).filter((p) => (!ids.size || ids.has(p.id)) && (!name || p.name.toLowerCase().includes(name)) && (!onlyDefault || p.isDefault));
  return pageBean(matches, page, `${apiBase(view)}/priority/search`, ctx.query, (p) => renderPriority(view, p, true));
};
