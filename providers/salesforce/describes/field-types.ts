import type { FieldType } from "./types.ts";

/** Per-type facts Salesforce reports identically for every field of that type. */
export interface TypeTraits {
  soapType: string;
  /** Default `length` (characters) for text-like types; 0 for the rest. */
  length: number;
  /** Text types report byteLength as 3 bytes per character (UTF-8 worst case). */
  textual: boolean;
  filterable: boolean;
  sortable: boolean;
  groupable: boolean;
  aggregatable: boolean;
  precision: number;
  scale: number;
  digits: number;
}

const text = (length: number): TypeTraits => ({
  soapType: "xsd:string",
  length,
  textual: true,
  filterable: true,
  sortable: true,
  groupable: true,
  aggregatable: true,
  precision: 0,
  scale: 0,
  digits: 0,
});

const scalar = (
  soapType: string,
  groupable: boolean,
  numbers: Partial<Pick<TypeTraits, "precision" | "scale" | "digits">> = {},
): TypeTraits => ({
  soapType,
  length: 0,
  textual: false,
  filterable: true,
  sortable: true,
  groupable,
  aggregatable: true,
  precision: numbers.precision ?? 0,
  scale: numbers.scale ?? 0,
  digits: numbers.digits ?? 0,
});

const opaque = (soapType: string, length = 0): TypeTraits => ({
  ...scalar(soapType, false),
  length,
  filterable: false,
  sortable: false,
  aggregatable: false,
});

// Values observed in real describes: numbers other than int never group, datetimes never group,
// booleans group but do not aggregate, compound address/location fields only filter (by distance).
const TRAITS: Record<FieldType, TypeTraits> = {
  id: { ...text(18), soapType: "tns:ID", textual: false },
  reference: { ...text(18), soapType: "tns:ID", textual: false },
  string: text(255),
  textarea: text(255),
  email: text(80),
  phone: text(40),
  url: text(255),
  picklist: text(255),
  combobox: { ...text(255), groupable: false },
  multipicklist: { ...text(4099), sortable: false, groupable: false, aggregatable: false },
  encryptedstring: { ...text(175), filterable: false, sortable: false, groupable: false, aggregatable: false },
  boolean: { ...scalar("xsd:boolean", true), aggregatable: false },
  int: scalar("xsd:int", true, { digits: 9 }),
  long: scalar("xsd:long", true, { digits: 18 }),
  double: scalar("xsd:double", false, { precision: 18 }),
  currency: scalar("xsd:double", false, { precision: 18, scale: 2 }),
  percent: scalar("xsd:double", false, { precision: 18 }),
  date: scalar("xsd:date", true),
  datetime: scalar("xsd:dateTime", false),
  time: scalar("xsd:time", false),
  address: { ...opaque("urn:address"), filterable: true },
  location: { ...opaque("urn:location"), filterable: true },
  base64: opaque("xsd:base64Binary", 32_000_000),
  anyType: opaque("xsd:anyType"),
};

export const FIELD_TYPES: readonly FieldType[] = Object.keys(TRAITS) as FieldType[];

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === "string" && Object.hasOwn(TRAITS, value);
}

export function traitsOf(type: FieldType): TypeTraits {
  return TRAITS[type];
}
