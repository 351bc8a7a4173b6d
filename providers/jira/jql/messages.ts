/**
 * Jira's own sentences for JQL it refuses, so an agent that learned from real error texts recognises
 * them. Sources: Jira's functional tests and validators (TestSystemFieldLiterals,
 * AbstractDateFunctionTestCase, DefaultOrderByValidator), and answers recorded from Jira Cloud and
 * Server in public issue trackers. `q` quotes a value the way Jira does.
 */
const q = (value: string) => `'${value}'`;

const OPERATORS = "'=', '!=', '<', '>', '<=', '>=', '~', '!~', 'IN', 'NOT IN', 'IS' and 'IS NOT'";
const ESCAPES = "\\', \\\", \\t, \\n, \\r, \\\\, '\\ ' and \\uXXXX";

/** Validation: the query is JQL, but names something the site cannot answer. */
export const validation = {
  noSuchField: (field: string) => `Field ${q(field)} does not exist or you do not have permission to view it.`,
  noSuchValue: (field: string, value: string) => `The value ${q(value)} does not exist for the field ${q(field)}.`,
  noSuchId: (field: string, id: string) => `A value with ID ${q(id)} does not exist for the field ${q(field)}.`,
  operatorNotSupported: (field: string, operator: string) =>
    `The operator ${q(operator)} is not supported by the ${q(field)} field.`,
  emptyNotSupported: (field: string) => `The field ${q(field)} does not support searching for EMPTY values.`,
  emptyStringNotSupported: (field: string) => `The field ${q(field)} does not support searching for an empty string.`,
  textUnparsable: (field: string, text: string) => `Unable to parse the text ${q(text)} for field ${q(field)}.`,
  textBadStart: (field: string, text: string, start: string) =>
    `The text query ${q(text)} for field ${q(field)} is not allowed to start with ${q(start)}.`,
  issueKeyInvalid: (field: string, key: string) => `The issue key ${q(key)} for field ${q(field)} is invalid.`,
  issueKeyUnknown: (field: string, key: string) => `An issue with key ${q(key)} does not exist for field ${q(field)}.`,
  dateInvalid: (field: string, value: string) =>
    `Date value ${q(value)} for field ${q(field)} is invalid. Valid formats include: 'yyyy/MM/dd HH:mm', 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd', 'yyyy-MM-dd', or a period format e.g. '-5d', '4w 2d'.`,
  dayInvalid: (field: string, value: string) =>
    `Date value ${q(value)} for field ${q(field)} is invalid. Valid formats include: 'YYYY/MM/DD', 'YYYY-MM-DD', or a period format e.g. '-5d', '4w 2d'.`,
  numberInvalid: (field: string, value: string) => `The value ${q(value)} does not exist for the field ${q(field)}.`,
  unknownFunction: (name: string) => `Unable to find JQL function ${q(`${name}()`)}.`,
  functionArity: (name: string, expected: number, received: number) =>
    `Function ${q(name)} expected ${q(String(expected))} arguments but received ${q(String(received))}.`,
  functionArityRange: (name: string, min: number, max: number, received: number) =>
    `Function ${q(name)} expected between ${q(String(min))} and ${q(String(max))} arguments but received ${q(String(received))}.`,
  functionWrongField: (name: string, field: string) =>
    `A value provided by the function ${q(name)} is invalid for the field ${q(field)}.`,
  durationInvalid: (name: string) =>
    `Duration for function ${q(name)} should have the format (+/-)n(yMwdm), e.g -1M for 1 month earlier.`,
  noSuchGroup: (name: string, group: string) =>
    `Function ${q(name)} can not generate a list of usernames for group ${q(group)}; the group does not exist.`,
  notSortable: (field: string) => `Not able to sort using field ${q(field)}.`,
};

/**
 * Syntax: Jira Cloud prefixes these with "Error in the JQL Query:", except the "Expecting either a
 * value, list or function" family, which it prefixes "Error in JQL Query:" (both recorded in 2024-26).
 */
export const syntax = {
  expectingOperator: (got: string) =>
    `Expecting operator but got ${q(got)}. The valid operators are ${OPERATORS}.`,
  expectingOperatorAtEnd: () => `Expecting operator before the end of the query. The valid operators are ${OPERATORS}.`,
  expectingOperand: (got: string) =>
    `Expecting either a value, list or function but got ${q(got)}. You must surround ${q(got)} in quotation marks to use it as a value.`,
  expectingOperandAtEnd: () => "Expecting either a value, list or function before the end of the query.",
  expectingField: (got: string) =>
    `Expecting a field name but got ${q(got)}. You must surround ${q(got)} in quotation marks to use it as a field name.`,
  expectingFieldAtEnd: () => "Expecting a field name at the end of the query.",
  expectingLogical: (got: string) => `Expecting either 'OR' or 'AND' but got ${q(got)}.`,
  expectingToken: (token: string, got: string) => `Expecting ${q(token)} but got ${q(got)}.`,
  expectingTokenAtEnd: (token: string) => `Expecting ${q(token)} before the end of the query.`,
  expectingSortOrder: (got: string) => `Expecting either 'ASC' or 'DESC' but got ${q(got)}.`,
  expectingCustomFieldId: () => "Expecting a custom field id enclosed by '[ ]' after 'cf'. Example: 'cf[10021]'.",
  expectingArgument: (got: string) =>
    `Expecting a function argument but got ${q(got)}. You must surround ${q(got)} in quotation marks to use it as a value.`,
  unfinishedString: (text: string) =>
    text ? `The quoted string ${q(text)} has not been completed.` : "The quoted string has not been completed.",
  reservedWord: (word: string) => `${q(word)} is a reserved JQL word. You must surround it in quotation marks to use it in a query.`,
  reservedCharacter: (char: string, escaped: string) =>
    `The character ${q(char)} is a reserved JQL character. You must enclose it in a string or use the escape ${q(escaped)} instead.`,
  illegalEscape: (sequence: string) => `${q(sequence)} is an illegal JQL escape sequence. The valid escape sequences are ${ESCAPES}.`,
  unfinishedEscape: () => `The escape sequence has not been completed. The valid escape sequences are ${ESCAPES}.`,
  illegalCharacter: (printable: string, escaped: string) =>
    `The character ${q(printable)} must be escaped. Use the escape ${q(escaped)} instead.`,
  unparsable: (got: string) => `Unable to parse the query at ${q(got)}.`,
};

export const SYNTAX_PREFIX = "Error in the JQL Query: ";
export const OPERAND_SYNTAX_PREFIX = "Error in JQL Query: ";
