import { defineOperation, json } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { fieldOf } from "../field-values.ts";
import { ownValue, recordPath, renderRecord } from "../record-shape.ts";
import { toId18 } from "../record-ids.ts";
import { requestScope, requireParam, requireSObject, type SfScope } from "./request-scope.ts";
import { createOne, requireObjectBody, updateOne } from "./record-writes.ts";

/** The field an upsert or lookup may key on: an external id field, or Id. */
export function externalIdField(describe: SObjectDescribe, name: string, value: string): FieldDescribe {
  const field = fieldOf(describe, name);
  if (!field || !(field.externalId || field.name === "Id")) throw SF_ERRORS.externalIdNotFound(name);
  if (field.name === "Id" && !toId18(value)) throw SF_ERRORS.malformedId(`${describe.label} ID`, value, "Id");
  return field;
}

/** Live records whose external id equals `value` (text compared case-insensitively, as Salesforce does). */
export function findByExternalId(ctx: OperationContext, describe: SObjectDescribe, field: FieldDescribe, value: string) {
  const wanted = field.name === "Id" ? toId18(value) : value.toLowerCase();
  return ctx.world.collection(describe.name).find((r) => r.IsDeleted !== true && String(ownValue(r, field.name) ?? "").toLowerCase() === String(wanted).toLowerCase());
}

/** GET /sobjects/{sobject}/{field}/{value}: retrieve by external id. */
export const getByExternalId = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const value = requireParam(ctx, "value");
  const field = externalIdField(describe, requireParam(ctx, "field"), value);
  const matches = findByExternalId(ctx, describe, field, value);
  const [match, ...others] = matches;
  if (!match) throw SF_ERRORS.notFound();
  if (others.length > 0) return multipleChoices(scope, describe, matches);
  return renderRecord(describe, match, scope.version);
});

/** PATCH /sobjects/{sobject}/{field}/{value}: 201 created, 200 updated, 300 when several records match. */
export const upsertByExternalId = defineOperation(async (ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const value = requireParam(ctx, "value");
  const field = externalIdField(describe, requireParam(ctx, "field"), value);
  const result = await upsertOne(ctx, scope, describe, field, value, ctx.body);
  if ("choices" in result) return json(result.choices, 300);
  return json({ id: result.id, success: true, errors: [], created: result.created }, result.created ? 201 : 200);
});

/**
 * One upsert, shared by the single-record route and composite collections. `intend` hears whether it
 * inserts or updates once the match is known, so a failure after that still reports `created`.
 */
export async function upsertOne(
  ctx: OperationContext, scope: SfScope, describe: SObjectDescribe, field: FieldDescribe, value: string, body: unknown,
  intend: (created: boolean) => void = () => {},
) {
  // The body is read before anything is looked up: `[]`, `123` or `null` are refused like a create's.
  const values = { ...requireObjectBody(body, describe) };
  const inBody = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
  if (inBody !== undefined && (typeof inBody === "object" || String(inBody) !== value))
    throw new SfFault(400, "INVALID_FIELD", `The external ID field ${field.name} in the body must match the value in the URL`, [field.name]);
  const matches = findByExternalId(ctx, describe, field, value);
  if (matches.length > 1) return { choices: matches.map((r) => recordPath(scope.version, describe.name, String(r.Id))) };
  // More than one match has returned above, so a first match is the only one.
  const [match] = matches;
  if (match) {
    intend(false);
    await updateOne(ctx, scope, describe, String(match.Id), values);
    return { id: String(match.Id), created: false };
  }
  if (field.name === "Id") throw SF_ERRORS.notFound();
  intend(true);
  return { id: await createOne(ctx, scope, describe, { ...values, [field.name]: value }), created: true };
}

function multipleChoices(scope: SfScope, describe: SObjectDescribe, matches: Array<Record<string, unknown>>): Response {
  return json(matches.map((r) => recordPath(scope.version, describe.name, String(r.Id))), 300);
}
