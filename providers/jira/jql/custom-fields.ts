import { plainText } from "./plain-text.ts";
import type { JqlCustomField } from "./context.ts";
import { OPERATORS, type FieldDef, type FieldValue } from "./field-def.ts";
import { dateField, datetimeField, labelsField, numberField, textField, userField } from "./field-readers.ts";

/** A custom field as JQL reads it, by its declared type (records.ts: JiraCustomField). */
export function customField(field: JqlCustomField | undefined): FieldDef | undefined {
  if (!field) return undefined;
  const read = (issue: { fields: Record<string, unknown> }) => issue.fields[field.id];
  const base = { custom: field };
  const itemType = field.type === "array" ? (field.items ?? "string") : field.type;
  switch (itemType) {
    case "number":
      return numberField(read, base);
    case "date":
      return dateField(read, base);
    case "datetime":
      return datetimeField(read, base);
    case "user":
      return userField(read, base);
    case "option":
      return optionField(field, read);
    case "string":
      return field.type === "array" ? labelsField(read, base) : textField(field.id, read, base);
    default:
      return labelsField((issue) => [read(issue)].flat().map((v) => plainText(v)), base);
  }
}

/** Select lists: compared by option value, sorted in the options' own order. */
function optionField(field: JqlCustomField, read: (issue: { fields: Record<string, unknown> }) => unknown): FieldDef {
  const values = (issue: { fields: Record<string, unknown> }): string[] =>
    [read(issue)].flat().flatMap((v) => {
      const value = typeof v === "string" ? v : (v as { value?: unknown; name?: unknown } | null)?.value ?? (v as { name?: unknown } | null)?.name;
      return typeof value === "string" ? [value.toLowerCase()] : [];
    });
  const order = new Map((field.options ?? []).map((option, i) => [option.toLowerCase(), i]));
  return {
    kind: "option",
    custom: field,
    operators: OPERATORS.equality,
    emptySearchable: true,
    values,
    sortKey: (issue) => {
      const [first] = values(issue);
      return first === undefined ? null : (order.get(first) ?? first);
    },
  };
}

/** Same-named fields of one kind answer as one: a value in any of them counts. */
export function combined(fields: FieldDef[]): FieldDef {
  const [first] = fields as [FieldDef, ...FieldDef[]];
  const all = fields.filter((f) => f.kind === first.kind);
  return {
    ...first,
    values: (issue, scope) => all.flatMap((f) => f.values(issue, scope) as FieldValue[]),
    texts: first.texts && ((issue, scope) => all.flatMap((f) => f.texts?.(issue, scope) ?? [])),
  };
}

