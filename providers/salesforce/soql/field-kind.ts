/** How a describe field type compares, filters and renders; many SOAP types share a behaviour. */
export type FieldKind =
  | "string"
  | "id"
  | "boolean"
  | "number"
  | "date"
  | "datetime"
  | "time"
  | "multipicklist"
  | "compound";

export function fieldKind(type: string): FieldKind {
  switch (type.toLowerCase()) {
    case "id":
    case "reference":
      return "id";
    case "boolean":
      return "boolean";
    case "int":
    case "double":
    case "currency":
    case "percent":
    case "long":
      return "number";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "time":
      return "time";
    case "multipicklist":
      return "multipicklist";
    case "address":
    case "location":
    case "base64":
      return "compound";
    default:
      return "string";
  }
}

/** The type name Salesforce uses in "must be of type X" filter errors. */
export function soapTypeName(type: string): string {
  switch (type.toLowerCase()) {
    case "currency":
    case "percent":
      return "double";
    case "reference":
      return "id";
    case "datetime":
      return "dateTime";
    case "picklist":
    case "multipicklist":
    case "textarea":
    case "phone":
    case "email":
    case "url":
    case "combobox":
    case "encryptedstring":
      return "string";
    default:
      return type;
  }
}
