import { withCaret } from "../soql/query-text.ts";

/** The codes a search answers with; WHERE and field errors keep the SOQL codes, as Salesforce's do. */
export type SoslErrorCode =
  | "MALFORMED_SEARCH"
  | "INVALID_SEARCH"
  | "INVALID_TYPE"
  | "INVALID_FIELD"
  | "INVALID_QUERY_FILTER_OPERATOR"
  | "NUMBER_OUTSIDE_VALID_RANGE"
  | "QUERY_TOO_COMPLICATED";

/** Salesforce answers every search failure with HTTP 400 and `[{ message, errorCode }]`. */
export class SoslError extends Error {
  readonly status = 400;
  constructor(readonly errorCode: SoslErrorCode, message: string) {
    super(message);
    this.name = "SoslError";
  }
}

/** An error pointing at `offset` of the statement; without a statement (parameterized search) just the message. */
export function soslErrorAt(text: string, offset: number, code: SoslErrorCode, message: string): SoslError {
  return new SoslError(code, text ? withCaret(text, offset, message) : message);
}

export const soslMessages = {
  noBraces: "No search term found. The search term must be enclosed in braces.",
  tooShort: "search term must be longer than one character",
  unexpectedToken: (token: string) => `unexpected token: ${token === "<EOF>" ? token : `'${token}'`}`,
  notSearchable: (name: string) => `entity type ${name} does not support search`,
  offsetRange: "SOSL offset should be between 0 to 2000",
  offsetOneObject: "OFFSET can be used only when searching a single object",
  notSupported: (feature: string) => `Not supported by this mock: ${feature}`,
};
