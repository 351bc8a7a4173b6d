/**
 * `syntax`: the text is not JQL. `validation`: JQL naming a field, value, function or operator the
 * site cannot answer. `unsupported`: valid JQL this mock does not evaluate (history searches, entity
 * properties, functions over data the world does not hold); refusing beats answering wrongly.
 * `limit`: a query past this mock's size limits.
 */
export type JqlErrorKind = "syntax" | "validation" | "unsupported" | "limit";

/** Jira answers every JQL failure with HTTP 400 and its sentences in `errorMessages`. */
export class JqlError extends Error {
  readonly status = 400;
  readonly kind: JqlErrorKind;
  /** Jira's sentences, in the order Jira reports them (clause order, then ORDER BY). */
  readonly messages: string[];
  /** Sentences Jira reports as warnings beside the errors (`warningMessages`). */
  readonly warnings: string[];

  constructor(kind: JqlErrorKind, messages: string[], warnings: string[] = []) {
    super(messages.join(" "));
    this.name = "JqlError";
    this.kind = kind;
    this.messages = messages;
    this.warnings = warnings;
  }

  /** The body Jira sends with the 400. */
  get body(): { errorMessages: string[]; errors: Record<string, never> } {
    return { errorMessages: [...this.messages], errors: {} };
  }
}

/** The sentence for valid JQL this mock does not evaluate. */
export function unsupportedMessage(what: string): string {
  return `Not supported by this mock: ${what}.`;
}
