// GET /field: the system fields and the site's custom fields, as Jira's field beans.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { customFieldBean } from "../custom-fields.ts";
import { COLLECTIONS, type JiraCustomField } from "../records.ts";
import { LISTED_ONLY_FIELDS, SYSTEM_FIELDS, type SystemField } from "../system-fields.ts";

const systemBean = (f: SystemField) => ({
  id: f.id, key: f.id, name: f.name, custom: false, orderable: f.orderable, navigable: f.navigable, searchable: f.searchable, clauseNames: f.clauseNames,
  ...(f.schema ? { schema: f.schema } : {}),
});

export const getFields: OperationHandler = (ctx) => [
  ...[...SYSTEM_FIELDS, ...LISTED_ONLY_FIELDS].map(systemBean),
  ...(ctx.world.collection(COLLECTIONS.fields).all() as JiraCustomField[]).sort((a, b) => a.id.localeCompare(b.id)).map(customFieldBean),
];
