import type { OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { parseApiVersion } from "../api-versions.ts";
import { SF_ERRORS } from "../sf-errors.ts";
import { contextDescribes, type WorldDescribes } from "../world-describes.ts";

export interface SfScope {
  version: string;
  describes: WorldDescribes;
}

/** The API version of the path; an unserved version is a 404 as on a real org. */
export function requestScope(ctx: OperationContext): SfScope {
  const version = parseApiVersion(ctx.params.version);
  if (!version) throw SF_ERRORS.notFound();
  return { version, describes: contextDescribes(ctx) };
}

/**
 * A path segment the route names. Routed requests always carry it, but an in-process `ctx.call` may
 * leave it out: a path without it names no resource.
 */
export function requireParam(ctx: OperationContext, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw SF_ERRORS.notFound();
  return value;
}

export function requireSObject(scope: SfScope, name: string | undefined): SObjectDescribe {
  const describe = name ? scope.describes.get(name) : undefined;
  if (!describe) throw SF_ERRORS.notFound();
  return describe;
}
