import type { SoqlField, SoqlRow } from "./types.ts";
import { readOwn } from "./values.ts";

const ADDRESS_PARTS: [key: string, suffix: string][] = [
  ["city", "City"],
  ["country", "Country"],
  ["geocodeAccuracy", "GeocodeAccuracy"],
  ["latitude", "Latitude"],
  ["longitude", "Longitude"],
  ["postalCode", "PostalCode"],
  ["state", "State"],
  ["street", "Street"],
];

/**
 * Stores keep the component columns (BillingCity, ...); Salesforce also answers the compound
 * (BillingAddress) as an object built from them, or null when every component is empty.
 */
export function compoundValue(field: SoqlField, row: SoqlRow): unknown {
  const own = readOwn(row, field.name);
  if (own !== undefined) return own;
  const type = field.type.toLowerCase();
  if (type === "address" && field.name.endsWith("Address")) {
    const prefix = field.name.slice(0, -"Address".length);
    return assemble(ADDRESS_PARTS.map(([key, suffix]) => [key, readOwn(row, prefix + suffix)]));
  }
  if (type === "location" && field.name.endsWith("__c")) {
    const prefix = field.name.slice(0, -"__c".length);
    return assemble([["latitude", readOwn(row, `${prefix}__Latitude__s`)], ["longitude", readOwn(row, `${prefix}__Longitude__s`)]]);
  }
  if (type === "location" && field.name.endsWith("Location")) {
    // Standard geolocations: LastKnownLocation is LastKnownLatitude + LastKnownLongitude.
    const prefix = field.name.slice(0, -"Location".length);
    return assemble([["latitude", readOwn(row, `${prefix}Latitude`)], ["longitude", readOwn(row, `${prefix}Longitude`)]]);
  }
  return null;
}

function assemble(parts: [string, unknown][]): Record<string, unknown> | null {
  if (parts.every(([, value]) => value === null || value === undefined)) return null;
  return Object.fromEntries(parts.map(([key, value]) => [key, value ?? null]));
}
