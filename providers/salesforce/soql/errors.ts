export type SoqlErrorCode =
  | "MALFORMED_QUERY"
  | "INVALID_FIELD"
  | "INVALID_TYPE"
  | "INVALID_QUERY_FILTER_OPERATOR"
  | "NUMBER_OUTSIDE_VALID_RANGE"
  | "QUERY_TOO_COMPLICATED";

/** Salesforce answers every query failure with HTTP 400 and `[{ message, errorCode }]`. */
export class SoqlError extends Error {
  readonly errorCode: SoqlErrorCode;
  readonly status = 400;

  constructor(errorCode: SoqlErrorCode, message: string) {
    super(message);
    this.name = "SoqlError";
    this.errorCode = errorCode;
  }
}

/** For valid SOQL this mock does not evaluate: refusing beats answering wrongly. */
export function notSupported(feature: string): SoqlError {
  return new SoqlError("MALFORMED_QUERY", `Not supported by this mock: ${feature}`);
}

const WSDL = "Please reference your WSDL or the describe call for the appropriate names.";

/** Salesforce's own wording, so agents that learned from real error texts recognise them. */
export const messages = {
  noSuchColumn: (column: string, entity: string) =>
    `No such column '${column}' on entity '${entity}'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. ${WSDL}`,
  unknownObject: (name: string) =>
    `sObject type '${name}' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. ${WSDL}`,
  unknownRelationship: (name: string) =>
    `Didn't understand relationship '${name}' in field path. If you are attempting to use a custom relationship, be sure to append the '__r' after the custom relationship name. ${WSDL}`,
  unknownChildRelationship: (name: string) =>
    `Didn't understand relationship '${name}' in FROM part of query call. If you are attempting to use a custom relationship, be sure to append the '__r' after the custom relationship name. ${WSDL}`,
  unexpectedToken: (token: string) => `unexpected token: ${token === "<EOF>" ? token : `'${token}'`}`,
};
