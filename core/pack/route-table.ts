const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface Route {
  template: string;
  segments: Array<{ literal: string } | { param: string }>;
  operations: Map<string, string>; // METHOD -> handler name (`x-understudy-operation`, else the operationId)
}

/** The OpenAPI extension naming the handler an operation shares with others (operationIds stay unique). */
export const HANDLER_EXTENSION = "x-understudy-operation";

/**
 * The document-level extension mapping path prefixes a provider serves as aliases of others
 * (`{"/rest/api/latest": "/rest/api/2"}`): a request under the alias is routed, checked and handled as the
 * same path under the target, so a provider's alias costs no second table of paths.
 */
export const ALIAS_EXTENSION = "x-understudy-path-aliases";

type OperationObject = { operationId?: string; [HANDLER_EXTENSION]?: string };

/** What routing reads of an OpenAPI document: each path's operations by method. */
export interface RoutableDocument {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>> | undefined>;
  [ALIAS_EXTENSION]?: Record<string, string>;
}

/** The handler an operation object runs: its `x-understudy-operation`, else its operationId. */
export function handlerOf(operation: OperationObject | undefined): string | undefined {
  const shared = operation?.[HANDLER_EXTENSION];
  return typeof shared === "string" && shared.length > 0 ? shared : operation?.operationId;
}

export type RouteMatch =
  | { kind: "found"; operationId: string; params: Record<string, string>; template: string }
  | { kind: "method-not-allowed"; allowed: string[] }
  | { kind: "not-found" };

/** Builds the mock host's routes from the pack's OpenAPI `paths` (the declaration is the routing). */
export function createRouteTable(openapi: RoutableDocument): { routes: Route[]; match(method: string, path: string): RouteMatch } {
  const paths = openapi.paths ?? {};
  const seen = new Map<string, string>();
  const routes: Route[] = Object.entries(paths).map(([template, item = {}]) => {
    const operations = new Map<string, string>();
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId) {
        // OpenAPI requires unique operationIds; a shared handler is named with the extension instead.
        const where = `${method.toUpperCase()} ${template}`;
        const first = seen.get(operationId);
        if (first)
          throw new Error(`operationId ${operationId} is declared twice (${first} and ${where}); OpenAPI requires unique operationIds: give each its own and name the shared handler with "${HANDLER_EXTENSION}"`);
        seen.set(operationId, where);
      }
      const handler = handlerOf(item[method]);
      if (handler) operations.set(method.toUpperCase(), handler);
    }
    return { template, segments: splitPath(template).map(parseSegment), operations };
  });
  // Literal segments win over parameters, position by position: `/x/describe` before `/x/{id}`.
  routes.sort((a, b) => specificity(b) - specificity(a) || b.segments.length - a.segments.length);

  // Only routes of the path's segment count can match: each request tries those alone, in the same order.
  const bySize = new Map<number, Route[]>();
  for (const route of routes) bySize.set(route.segments.length, [...(bySize.get(route.segments.length) ?? []), route]);
  const aliases = parseAliases(openapi[ALIAS_EXTENSION], routes);

  return {
    routes,
    match(method, path) {
      const parts = resolveAlias(splitPath(path), aliases);
      const wanted = method.toUpperCase();
      let allowed: string[] | undefined;
      for (const route of bySize.get(parts.length) ?? []) {
        const params = matchSegments(route, parts);
        if (!params) continue;
        const operationId = route.operations.get(wanted);
        if (operationId) return { kind: "found", operationId, params, template: route.template };
        allowed ??= [...route.operations.keys()];
      }
      return allowed ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
    },
  };
}

/**
 * Every handler name the document declares, each once (an operation's `x-understudy-operation`, else its
 * operationId), for the loader and contract checks.
 */
export function declaredOperationIds(openapi: RoutableDocument): string[] {
  return [...new Set(createRouteTable(openapi).routes.flatMap((route) => [...route.operations.values()]))];
}

type Alias = { from: string[]; to: string[] };

/** The declared aliases as segment lists, longest first; a malformed one refuses the document at load. */
function parseAliases(declared: unknown, routes: Route[]): Alias[] {
  if (declared === undefined) return [];
  if (!declared || typeof declared !== "object" || Array.isArray(declared)) throw new Error(`${ALIAS_EXTENSION} must map path prefixes to path prefixes`);
  const aliases = Object.entries(declared as Record<string, unknown>).map(([from, to]) => {
    const prefix = /^(\/[^/{}]+)+$/;
    if (typeof to !== "string" || !prefix.test(from) || !prefix.test(to))
      throw new Error(`${ALIAS_EXTENSION}: "${from}" -> ${JSON.stringify(to)} must map a literal path prefix ("/a/b") to another`);
    const alias = { from: splitPath(from), to: splitPath(to) };
    // An alias shadowing a declared path, or leading nowhere, is a mistake in the document, not a route.
    if (routes.some((route) => startsWith(route.segments, alias.from))) throw new Error(`${ALIAS_EXTENSION}: "${from}" is itself a declared path prefix`);
    if (!routes.some((route) => startsWith(route.segments, alias.to))) throw new Error(`${ALIAS_EXTENSION}: no declared path starts with "${to}"`);
    return alias;
  });
  return aliases.sort((a, b) => b.from.length - a.from.length);
}

function startsWith(segments: Route["segments"], prefix: string[]): boolean {
  return prefix.every((literal, i) => {
    const segment = segments[i];
    return segment !== undefined && "literal" in segment && segment.literal === literal;
  });
}

function resolveAlias(parts: string[], aliases: Alias[]): string[] {
  for (const alias of aliases)
    if (alias.from.length <= parts.length && alias.from.every((part, i) => parts[i] === part)) return [...alias.to, ...parts.slice(alias.from.length)];
  return parts;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((part) => part.length > 0);
}

function parseSegment(segment: string): { literal: string } | { param: string } {
  const param = /^\{([^}]+)\}$/.exec(segment);
  // The group is required by the pattern, so a match always has it.
  return param ? { param: param[1]! } : { literal: segment };
}

function specificity(route: Route): number {
  // Binary weight by position so an earlier literal outranks any number of later ones.
  return route.segments.reduce((sum, seg, i) => sum + ("literal" in seg ? 2 ** (20 - i) : 0), 0);
}

function matchSegments(route: Route, parts: string[]): Record<string, string> | undefined {
  if (route.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i]!;
    const part = parts[i];
    // Lengths were compared above; a missing part is simply no match (the caller answers not-found).
    if (part === undefined) return undefined;
    if ("literal" in seg) {
      if (seg.literal !== part) return undefined;
    } else {
      if (!part.includes("%")) params[seg.param] = part;
      else {
        try {
          params[seg.param] = decodeURIComponent(part);
        } catch {
          return undefined;
        }
      }
    }
  }
  return params;
}
