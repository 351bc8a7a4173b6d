/** An uploaded describe configuration that cannot be used; the message names the offending path. */
export class DescribeConfigError extends Error {
  readonly path: string;

  constructor(path: string, problem: string) {
    super(`${path} ${problem}`);
    this.name = "DescribeConfigError";
    this.path = path;
  }
}

/** `config` + `Account` -> `config.Account`; keys that are not identifiers are quoted. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
