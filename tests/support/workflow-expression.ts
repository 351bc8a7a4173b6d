// GitHub Actions expressions (`${{ ... }}`), enough of them to run the workflow template in a test:
// contexts and property paths, string/number/boolean/null literals, ! == != && || and parentheses,
// and the functions the template uses. An unknown function or syntax throws, so a template that
// outgrows this evaluator fails its test rather than being evaluated wrongly.

export type Value = string | number | boolean | null | { [key: string]: Value } | Value[];
export type Contexts = Record<string, Value>;
export type Functions = Record<string, (...args: Value[]) => Value>;

const TOKEN = /\s*(?:(\|\||&&|==|!=|<=|>=|[!<>().,[\]])|('(?:[^']|'')*')|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_-]*))/y;

/** Evaluates one expression (without the `${{ }}`). */
export function evaluate(source: string, contexts: Contexts, functions: Functions = {}): Value {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length && source.slice(TOKEN.lastIndex).trim()) {
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`Cannot read the expression at "${source.slice(TOKEN.lastIndex)}" in: ${source}`);
    tokens.push(match[0].trim());
  }
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at++];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`Expected ${expected ?? "more"} in: ${source}`);
    return token;
  };

  const or = (): Value => {
    let left = and();
    while (peek() === "||") {
      take();
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const and = (): Value => {
    let left = compare();
    while (peek() === "&&") {
      take();
      const right = compare();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const compare = (): Value => {
    const left = unary();
    const op = peek();
    if (op !== "==" && op !== "!=") return left;
    take();
    const same = looseEquals(left, unary());
    return op === "==" ? same : !same;
  };
  const unary = (): Value => (peek() === "!" ? (take(), !truthy(unary())) : primary());
  const primary = (): Value => {
    const token = take();
    let value: Value;
    if (token === "(") {
      value = or();
      take(")");
    } else if (token.startsWith("'")) value = token.slice(1, -1).replace(/''/g, "'");
    else if (/^-?\d/.test(token)) value = Number(token);
    else if (token === "true" || token === "false") value = token === "true";
    else if (token === "null") value = null;
    else if (peek() === "(") {
      take("(");
      const args: Value[] = [];
      while (peek() !== ")") {
        args.push(or());
        if (peek() === ",") take(",");
      }
      take(")");
      const fn = functions[token];
      if (!fn) throw new Error(`Unknown function ${token}() in: ${source}`);
      value = fn(...args);
    } else if (/^[A-Za-z_]/.test(token)) {
      if (!(token in contexts)) throw new Error(`Unknown context "${token}" in: ${source}`);
      value = contexts[token]!;
    } else throw new Error(`Unexpected "${token}" in: ${source}`);
    for (;;) {
      if (peek() === ".") {
        take();
        value = member(value, take());
      } else if (peek() === "[") {
        take();
        value = member(value, String(or()));
        take("]");
      } else return value;
    }
  };

  const result = or();
  if (at !== tokens.length) throw new Error(`Unexpected "${tokens[at]}" in: ${source}`);
  return result;
}

/** Replaces every `${{ expr }}` in a string with its value, as the runner does for `env:` and `with:`. */
export function interpolate(text: string, contexts: Contexts, functions: Functions = {}): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => show(evaluate(expression, contexts, functions)));
}

/** A step's or job's `if:`: `${{ }}` optional, and `success() &&` implied without a status function. */
export function condition(text: string | boolean | undefined, contexts: Contexts, functions: Functions): boolean {
  if (text === undefined) return truthy(evaluate("success()", contexts, functions));
  const expression = String(text).trim().replace(/^\$\{\{([\s\S]*)\}\}$/, "$1");
  const gated = /\b(always|success|failure|cancelled)\(/.test(expression) ? expression : `success() && (${expression})`;
  return truthy(evaluate(gated, contexts, functions));
}

export function truthy(value: Value): boolean {
  return !(value === null || value === false || value === 0 || value === "" || Number.isNaN(value));
}

function member(value: Value, key: string): Value {
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) return value[Number(key)] ?? null;
  // Property names are case-insensitive.
  const found = Object.keys(value).find((name) => name.toLowerCase() === key.toLowerCase());
  return found === undefined ? null : value[found]!;
}

function looseEquals(a: Value, b: Value): boolean {
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  if (typeof a === "object" && a !== null) return a === b;
  const number = (v: Value) => (v === null ? 0 : typeof v === "boolean" ? Number(v) : typeof v === "string" ? (v.trim() === "" ? 0 : Number(v)) : Number(v));
  return number(a) === number(b);
}

function show(value: Value): string {
  if (value === null) return "";
  return typeof value === "object" ? JSON.stringify(value, null, 2) : String(value);
}
