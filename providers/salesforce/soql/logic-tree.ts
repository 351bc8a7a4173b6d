/**
 * The parser returns WHERE and HAVING as a right-leaning chain whose conditions carry counts of
 * opening and closing parentheses. This rebuilds the tree the parentheses describe.
 */
export type Logic<C> =
  | { kind: "and" | "or"; items: Logic<C>[] }
  | { kind: "not"; item: Logic<C> }
  | { kind: "leaf"; condition: C };

interface ChainLink {
  left: unknown;
  operator?: string;
  right?: ChainLink;
}

type Token<C> = "(" | ")" | "AND" | "OR" | "NOT" | { condition: C };

function parenCount(node: unknown, key: "openParen" | "closeParen"): number {
  return node && typeof node === "object" && key in node ? Number((node as Record<string, unknown>)[key]) || 0 : 0;
}

function tokenize<C>(chain: ChainLink): Token<C>[] {
  const tokens: Token<C>[] = [];
  const repeat = (token: "(" | ")", count: number) => {
    for (let i = 0; i < count; i++) tokens.push(token);
  };
  for (let link: ChainLink | undefined = chain; link; link = link.right) {
    if (link.operator === "NOT") {
      repeat("(", parenCount(link.left, "openParen"));
      tokens.push("NOT");
      continue;
    }
    repeat("(", parenCount(link.left, "openParen"));
    tokens.push({ condition: link.left as C });
    repeat(")", parenCount(link.left, "closeParen"));
    if (link.operator) tokens.push(link.operator.toUpperCase() as "AND" | "OR");
  }
  return tokens;
}

/** SOQL has no precedence between AND and OR: mixing them without parentheses is refused. */
export function buildLogic<C>(chain: ChainLink, onMixedOperators: (operator: string) => Error): Logic<C> {
  const tokens = tokenize<C>(chain);
  let at = 0;
  const expression = (): Logic<C> => {
    const first = unary();
    const items = [first];
    let operator: "AND" | "OR" | undefined;
    while (tokens[at] === "AND" || tokens[at] === "OR") {
      const next = tokens[at++] as "AND" | "OR";
      if (operator && next !== operator) throw onMixedOperators(next);
      operator = next;
      items.push(unary());
    }
    if (!operator) return first;
    return { kind: operator === "AND" ? "and" : "or", items };
  };
  const unary = (): Logic<C> => {
    const token = tokens[at++];
    if (token === "NOT") return { kind: "not", item: unary() };
    if (token === "(") {
      const inner = expression();
      at++; // the matching ")": the parser has already checked the parentheses balance
      return inner;
    }
    if (token && typeof token === "object") return { kind: "leaf", condition: token.condition };
    throw onMixedOperators(String(token ?? "<EOF>"));
  };
  return expression();
}

export function compileLogic<C, T>(logic: Logic<C>, leaf: (condition: C) => (item: T) => boolean): (item: T) => boolean {
  switch (logic.kind) {
    case "leaf":
      return leaf(logic.condition);
    case "not": {
      const inner = compileLogic(logic.item, leaf);
      return (item) => !inner(item);
    }
    case "and": {
      const parts = logic.items.map((l) => compileLogic(l, leaf));
      return (item) => {
        for (const part of parts) if (!part(item)) return false;
        return true;
      };
    }
    case "or": {
      const parts = logic.items.map((l) => compileLogic(l, leaf));
      return (item) => {
        for (const part of parts) if (part(item)) return true;
        return false;
      };
    }
  }
}
