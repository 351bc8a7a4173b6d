import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { SF_ERRORS } from "../sf-errors.ts";
import { requestScope, requireParam, requireSObject, type SfScope } from "./request-scope.ts";
import { findListView, listViewSoql, listViewsOf, orderBy, type ListViewDef } from "./listview-defs.ts";
import { runListView } from "./listview-results.ts";

/** GET /sobjects/{sobject}/listviews: the object's list views, `{ done, listviews, nextRecordsUrl, size, sobjectType }`. */
export const listViews = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const views = listViewsOf(describe, scope.describes).map((view) => listViewInfo(scope, view));
  return { done: true, listviews: views, nextRecordsUrl: null, size: views.length, sobjectType: describe.name };
});

/** GET /sobjects/{sobject}/listviews/{listViewId}: one list view's basic information. */
export const getListView = defineOperation((ctx) => {
  const { scope, view } = requireListView(ctx);
  return listViewInfo(scope, view);
});

/** GET /sobjects/{sobject}/listviews/{listViewId}/describe: columns, SOQL, scope, order and filter. */
export const describeListView = defineOperation((ctx) => {
  const { view } = requireListView(ctx);
  return {
    columns: view.columns,
    id: view.id,
    orderBy: orderBy(view),
    query: listViewSoql(view),
    relatedEntityId: null,
    scope: view.scope,
    scopeEntityId: null,
    sobjectType: view.sobjectType,
    whereCondition: view.filter ? view.filter.condition : { conditions: [], conjunction: "and" },
  };
});

/**
 * GET /sobjects/{sobject}/listviews/{listViewId}/results?limit=25&offset=0: the view run over the
 * world's records now, each row its columns' values as text.
 */
export const listViewResults = defineOperation(async (ctx) => {
  const { scope, describe, view } = requireListView(ctx);
  const { rows, done } = await runListView(ctx, scope, describe, view);
  return {
    columns: view.columns,
    developerName: view.developerName,
    done,
    id: view.id,
    label: view.label,
    records: rows.map((values) => ({ columns: view.columns.map((c, i) => ({ fieldNameOrPath: c.fieldNameOrPath, value: values[i] ?? null })) })),
    size: rows.length,
  };
});

function listViewInfo(scope: SfScope, view: ListViewDef) {
  const url = `/services/data/v${scope.version}/sobjects/${view.sobjectType}/listviews/${view.id}`;
  return {
    describeUrl: `${url}/describe`,
    developerName: view.developerName,
    id: view.id,
    label: view.label,
    resultsUrl: `${url}/results`,
    soqlCompatible: view.soqlCompatible,
    url,
  };
}

function requireListView(ctx: OperationContext): { scope: SfScope; describe: SObjectDescribe; view: ListViewDef } {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const view = findListView(describe, scope.describes, requireParam(ctx, "listViewId"));
  if (!view) throw SF_ERRORS.notFound();
  return { scope, describe, view };
}

/**
 * The object and SOQL of a list view id, wherever it belongs, for `GET /query?explain=<listViewId>`;
 * undefined when no object has it or the view has no SOQL.
 */
export function listViewQueryById(scope: SfScope, id: string): { sobject: string; soql: string } | undefined {
  for (const describe of scope.describes.list()) {
    const view = findListView(describe, scope.describes, id);
    const soql = view && listViewSoql(view);
    if (soql) return { sobject: describe.name, soql };
  }
  return undefined;
}
