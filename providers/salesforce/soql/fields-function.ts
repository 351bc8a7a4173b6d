import { errorAt, offsetOf, type QueryContext } from "./context.ts";
import { ID_FIELD, type FieldPath, type ObjectScope } from "./field-path.ts";

/** FIELDS(ALL|STANDARD|CUSTOM) in describe order; ALL and CUSTOM need LIMIT 200 or less. */
export function expandFieldsFunction(
  ctx: QueryContext,
  scope: ObjectScope,
  which: string,
  limit: number | undefined,
): FieldPath[] {
  const mode = which.toUpperCase();
  const offset = () => offsetOf(ctx, "FIELDS", scope.from);
  if (mode !== "ALL" && mode !== "STANDARD" && mode !== "CUSTOM") {
    throw errorAt(ctx, "MALFORMED_QUERY", offset(), `unexpected token: '${which}'`);
  }
  if (mode !== "STANDARD" && (limit === undefined || limit > 200)) {
    throw errorAt(ctx, "MALFORMED_QUERY", offset(), "The SOQL FIELDS function must have a LIMIT of at most 200");
  }
  const isCustom = (name: string, custom: boolean | undefined) => custom ?? name.toLowerCase().endsWith("__c");
  const fields = scope.describe.fields.filter((f) => {
    if (mode === "ALL") return true;
    return (mode === "CUSTOM") === isCustom(f.name, f.custom);
  });
  const hasId = scope.describe.fields.some((f) => f.name.toLowerCase() === "id");
  const all = mode !== "CUSTOM" && !hasId ? [ID_FIELD, ...fields] : fields;
  return all.map((field) => ({ hops: [], field, written: field.name }));
}
