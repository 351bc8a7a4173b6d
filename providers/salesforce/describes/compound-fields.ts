import type { FieldSpec } from "./spec-types.ts";

export const GEOCODE_ACCURACY = [
  "Address",
  "NearAddress",
  "Block",
  "Street",
  "ExtendedZip",
  "Zip",
  "Neighborhood",
  "City",
  "County",
  "State",
  "Unknown",
] as const;

export interface AddressLabels {
  /** Label prefix of the parts when it differs from the name prefix (Quote: `Bill To`). */
  labelPrefix?: string;
  /** Label of the compound field itself (default `<prefix> Address`). */
  addressLabel?: string;
  geocodeLength?: number;
}

/**
 * The component fields of a compound address followed by the address itself, as real describes
 * list them (`BillingStreet` ... `BillingAddress`); an empty prefix gives Lead/User's `Street` ...
 * `Address`.
 */
export function addressFields(prefix: string, labels: AddressLabels = {}): FieldSpec[] {
  const compoundFieldName = `${prefix}Address`;
  const labelPrefix = labels.labelPrefix ?? prefix;
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  const part = (field: Omit<FieldSpec, "compoundFieldName">): FieldSpec => ({ ...field, compoundFieldName });
  return [
    part({ name: `${prefix}Street`, label: label("Street"), type: "textarea" }),
    part({ name: `${prefix}City`, label: label("City"), type: "string", length: 40 }),
    part({ name: `${prefix}State`, label: label("State/Province"), type: "string", length: 80 }),
    part({ name: `${prefix}PostalCode`, label: label("Zip/Postal Code"), type: "string", length: 20 }),
    part({ name: `${prefix}Country`, label: label("Country"), type: "string", length: 80 }),
    part({ name: `${prefix}Latitude`, label: label("Latitude"), type: "double", scale: 15 }),
    part({ name: `${prefix}Longitude`, label: label("Longitude"), type: "double", scale: 15 }),
    part({
      name: `${prefix}GeocodeAccuracy`,
      label: label("Geocode Accuracy"),
      type: "picklist",
      length: labels.geocodeLength ?? 40,
      restrictedPicklist: true,
      picklist: GEOCODE_ACCURACY,
    }),
    {
      name: compoundFieldName,
      label: labels.addressLabel ?? label("Address"),
      type: "address",
      permissionable: true,
    },
  ];
}

/** FirstName/LastName/Salutation plus the computed full Name of person objects (Contact, Lead). */
export function personNameFields(salutations: readonly string[]): FieldSpec[] {
  const part = { compoundFieldName: "Name", extraTypeInfo: "personname", permissionable: false } as const;
  return [
    { name: "LastName", label: "Last Name", type: "string", length: 80, nillable: false, ...part },
    { name: "FirstName", label: "First Name", type: "string", length: 40, ...part },
    { name: "Salutation", label: "Salutation", type: "picklist", length: 40, picklist: salutations, ...part },
    {
      name: "Name",
      label: "Full Name",
      type: "string",
      length: 121,
      nillable: false,
      createable: false,
      updateable: false,
      nameField: true,
      extraTypeInfo: "personname",
    },
  ];
}
