import type { SoqlField } from "../soql/index.ts";

/** One entry of `columnMetadata` in `GET /query?q=…&columns=true`, key for key as Salesforce answers. */
export interface ColumnMetadata {
  aggregate: boolean;
  apexType: string | null;
  booleanType: boolean;
  columnName: string;
  custom: boolean;
  displayName: string;
  foreignKeyName: string | null;
  insertable: boolean;
  joinColumns: ColumnMetadata[];
  numberType: boolean;
  textType: boolean;
  updatable: boolean;
}

/** The Apex type a field's values have (what the Developer Console shows). */
const APEX_TYPES: Record<string, string> = {
  id: "Id", reference: "Id", boolean: "Boolean", int: "Integer", long: "Long", double: "Double", percent: "Double",
  currency: "Decimal", date: "Date", datetime: "Datetime", time: "Time", base64: "Blob", address: "Address",
  location: "Location", anytype: "Object",
};
const NUMBER_TYPES = new Set(["int", "long", "double", "percent", "currency"]);

export function apexType(type: string): string {
  return APEX_TYPES[type.toLowerCase()] ?? "String";
}

/** A field column; a describe's createable/updateable give insertable/updatable. */
export function fieldColumn(field: SoqlField, columnName = field.name): ColumnMetadata {
  const flags = field as SoqlField & { createable?: boolean; updateable?: boolean };
  return {
    ...column(columnName, columnName),
    apexType: apexType(field.type),
    custom: field.custom === true,
    insertable: flags.createable === true,
    updatable: flags.updateable === true,
    ...typeFlags(field.type),
  };
}

/** `Owner.Name`: the relationship's column, its fields nested as joinColumns. */
export function relationshipColumn(name: string, foreignKeyName: string | null, joinColumns: ColumnMetadata[], aggregate = false): ColumnMetadata {
  return { ...column(name, name), aggregate, custom: /__r$/i.test(name), foreignKeyName, joinColumns };
}

/** A computed column (an aggregate function, DISTANCE(), an aliased toLabel()): typed by what it yields. */
export function valueColumn(columnName: string, displayName: string, type: string | null, aggregate: boolean): ColumnMetadata {
  return { ...column(columnName, displayName), aggregate, ...(type ? typeFlags(type) : {}) };
}

function typeFlags(type: string): Pick<ColumnMetadata, "booleanType" | "numberType" | "textType"> {
  const lower = type.toLowerCase();
  return { booleanType: lower === "boolean", numberType: NUMBER_TYPES.has(lower), textType: apexType(lower) === "String" };
}

function column(columnName: string, displayName: string): ColumnMetadata {
  return {
    aggregate: false, apexType: null, booleanType: false, columnName, custom: false, displayName, foreignKeyName: null,
    insertable: false, joinColumns: [], numberType: false, textType: false, updatable: false,
  };
}
