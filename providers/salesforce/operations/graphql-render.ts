import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";
import { GqlError, type GqlField } from "./graphql-parse.ts";

export interface Page {
  rows: Record<string, unknown>[];
  /** The index of the first row of this page among all matching rows. */
  start: number;
  total: number;
}

type Describes = (name: string) => SObjectDescribe | undefined;

/** Opaque to clients, as Salesforce's are: base64 of the row's index. */
const cursorFor = (index: number) => btoa(`v1:${index}`);

const VALUE_TYPES: Record<string, string> = {
  id: "IDValue", reference: "IDValue", boolean: "BooleanValue", int: "IntValue", long: "LongValue", double: "DoubleValue",
  currency: "CurrencyValue", percent: "PercentValue", date: "DateValue", datetime: "DateTimeValue", time: "TimeValue",
  picklist: "PicklistValue", multipicklist: "MultiPicklistValue", email: "EmailValue", phone: "PhoneNumberValue",
  url: "UrlValue", textarea: "TextAreaValue",
};

/** `{ edges { node cursor } totalCount pageResultCount pageInfo { … } }`, only what was selected, under aliases. */
export function renderConnection(field: GqlField, describe: SObjectDescribe, describes: Describes, page: Page): Record<string, unknown> {
  const last = page.start + page.rows.length - 1;
  const info: Record<string, unknown> = {
    hasNextPage: last + 1 < page.total,
    hasPreviousPage: page.start > 0,
    startCursor: page.rows.length ? cursorFor(page.start) : null,
    endCursor: page.rows.length ? cursorFor(last) : null,
    __typename: "PageInfo",
  };
  return pick(field.selections, (s) => {
    switch (s.name) {
      case "edges":
        return page.rows.map((row, i) =>
          pick(s.selections, (e) => (e.name === "node" ? node(row, e.selections, describe, describes) : e.name === "cursor" ? cursorFor(page.start + i) : e.name === "__typename" ? `${describe.name}Edge` : undefined)),
        );
      case "totalCount":
        return page.total;
      case "pageResultCount":
        return page.rows.length;
      case "pageInfo":
        return pick(s.selections, (p) => info[p.name]);
      case "__typename":
        return `${describe.name}Connection`;
      default:
        throw new GqlError(`Validation error (FieldUndefined) : Field '${s.name}' in type '${describe.name}Connection' is undefined`, s.line, s.column, "ValidationError");
    }
  });
}

/** A record as the UI API shapes it: Id plain, every field a `{ value, displayValue }` object, parents nested. */
function node(row: Record<string, unknown>, selections: GqlField[], describe: SObjectDescribe, describes: Describes): Record<string, unknown> {
  return pick(selections, (s) => {
    if (s.name === "Id") return row.Id;
    if (s.name === "ApiName" || s.name === "__typename") return describe.name;
    if (s.name === "DisplayValue") return row.Name ?? null;
    if (s.name === "WeakEtag") return 0;
    const field = describe.fields.find((f) => f.name === s.name);
    if (field) return fieldValue(field, row[field.name], s.selections);
    const parent = describe.fields.find((f) => f.relationshipName === s.name);
    const target = parent?.referenceTo[0] ? describes(parent.referenceTo[0]) : undefined;
    const value = row[s.name] as Record<string, unknown> | null | undefined;
    return value && target ? node(value, s.selections, target, describes) : null;
  });
}

function fieldValue(field: FieldDescribe, raw: unknown, selections: GqlField[]): Record<string, unknown> {
  // SOQL writes datetimes as 2026-01-01T00:00:00.000+0000; GraphQL answers ISO 8601 with Z.
  const value = field.type === "datetime" && typeof raw === "string" ? raw.replace(/\+0000$/, "Z") : (raw ?? null);
  const label = field.picklistValues.find((p) => p.value === value)?.label ?? null;
  return pick(selections, (s) =>
    s.name === "value" ? value : s.name === "displayValue" ? label : s.name === "label" ? field.label : s.name === "format" ? null : s.name === "__typename" ? (VALUE_TYPES[field.type] ?? "StringValue") : undefined,
  );
}

/** The selected keys (aliases first), each answered by `read`; an unknown selection reads as null. */
function pick(selections: GqlField[], read: (selection: GqlField) => unknown): Record<string, unknown> {
  return Object.fromEntries(selections.map((s) => [s.alias ?? s.name, read(s) ?? null]));
}
