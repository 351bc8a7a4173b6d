import { defineOperation } from "../../../core/pack/index.ts";
import type { RecordTypeInfo, SObjectDescribe } from "../describes/index.ts";
import { SF_ERRORS } from "../sf-errors.ts";
import { toId18 } from "../record-ids.ts";
import { requestScope, requireParam, requireSObject, type SfScope } from "./request-scope.ts";
import { buildLayout, fieldItem } from "./layout-build.ts";

/**
 * Named layouts a real org has for its standard objects (describe's namedLayoutInfos lists them too):
 * jsforce's own tests ask for User's `UserAlt`.
 */
const STANDARD_NAMED_LAYOUTS: Record<string, string[]> = { User: ["UserAlt"] };

/** GET /sobjects/{sobject}/describe/layouts: `{ layouts, recordTypeMappings, recordTypeSelectorRequired }`. */
export const describeLayouts = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = layoutable(scope, ctx.params.sobject);
  return layoutResult(scope, describe, describe.recordTypeInfos);
});

/** GET /sobjects/{sobject}/describe/layouts/{recordTypeId}: the one layout that record type uses. */
export const describeLayoutForRecordType = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = layoutable(scope, ctx.params.sobject);
  const wanted = toId18(requireParam(ctx, "recordTypeId"));
  if (!describe.recordTypeInfos.some((info) => info.recordTypeId === wanted)) throw SF_ERRORS.notFound();
  return buildLayout(describe, scope.describes);
});

/** GET /sobjects/{sobject}/describe/namedLayouts/{layoutName}: a layout by name, with no record type mappings. */
export const describeNamedLayout = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = layoutable(scope, ctx.params.sobject);
  const wanted = requireParam(ctx, "layoutName").toLowerCase();
  const names = [...(STANDARD_NAMED_LAYOUTS[describe.name] ?? []), ...describe.namedLayoutInfos.map((info) => (info as { name?: unknown }).name)];
  const name = names.find((n): n is string => typeof n === "string" && n.toLowerCase() === wanted);
  if (!name) throw SF_ERRORS.notFound();
  return { layouts: [buildLayout(describe, scope.describes, name)], recordTypeMappings: [], recordTypeSelectorRequired: [false] };
});

/**
 * GET /sobjects/{sobject}/describe/compactLayouts: the "System Default" compact layout (no id, as in a
 * new org) showing the name field, mapped to every record type.
 */
export const describeCompactLayouts = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  if (!describe.compactLayoutable) throw SF_ERRORS.notFound();
  const field = describe.fields.find((f) => f.nameField);
  const fieldItems = field ? [fieldItem(field, 1, false)] : [];
  return {
    compactLayouts: [{ actions: [], fieldItems, id: null, imageItems: [], label: "System Default", name: "SYSTEM", objectType: describe.name }],
    defaultCompactLayoutId: null,
    recordTypeCompactLayoutMappings: describe.recordTypeInfos.map((info) => ({
      available: info.available, compactLayoutId: null, compactLayoutName: "SYSTEM", recordTypeId: info.recordTypeId, recordTypeName: info.name,
      urls: { compactLayout: `/services/data/v${scope.version}/sobjects/${describe.name}/describe/compactLayouts/${info.recordTypeId}` },
    })),
  };
});

/** GET /sobjects/{sobject}/describe/approvalLayouts: none, as an org without approval processes answers. */
export const describeApprovalLayouts = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  layoutable(scope, ctx.params.sobject);
  return { approvalLayouts: [] };
});

function layoutable(scope: SfScope, name: string | undefined): SObjectDescribe {
  const describe = requireSObject(scope, name);
  if (!describe.layoutable) throw SF_ERRORS.notFound();
  return describe;
}

function layoutResult(scope: SfScope, describe: SObjectDescribe, recordTypes: RecordTypeInfo[]) {
  const layout = buildLayout(describe, scope.describes);
  const picklists = describe.fields
    .filter((f) => f.type === "picklist" || f.type === "multipicklist")
    .map((f) => ({ picklistName: f.name, picklistValues: f.picklistValues }));
  const available = recordTypes.filter((info) => info.available && !info.master);
  return {
    layouts: [layout],
    recordTypeMappings: recordTypes.map((info) => ({
      active: info.active, available: info.available, defaultRecordTypeMapping: info.defaultRecordTypeMapping, developerName: info.developerName,
      layoutId: layout.id, master: info.master, name: info.name, picklistsForRecordType: picklists, recordTypeId: info.recordTypeId,
      urls: { layout: `/services/data/v${scope.version}/sobjects/${describe.name}/describe/layouts/${info.recordTypeId}` },
    })),
    // A user picks a record type when creating only when more than one is available to them.
    recordTypeSelectorRequired: [available.length > 1],
  };
}
