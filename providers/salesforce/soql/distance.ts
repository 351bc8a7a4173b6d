import type { FunctionExp } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { compoundValue } from "./compound-field.ts";
import { resolveFieldPath, type ObjectScope } from "./field-path.ts";
import { followHops } from "./read-path.ts";

interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS = { km: 6371.0088, mi: 3958.7613 };

export function isDistance(fn: FunctionExp | undefined): boolean {
  return fn?.functionName?.toUpperCase() === "DISTANCE";
}

/**
 * DISTANCE(Location__c, GEOLOCATION(37.775, -122.418), 'mi'): great-circle distance between a
 * geolocation or address field and a point (or another such field); null when a side has no
 * coordinates. Works in SELECT, WHERE and ORDER BY.
 */
export function compileDistance(ctx: QueryContext, scope: ObjectScope, fn: FunctionExp): (ref: RowRef) => number | null {
  const fail = (message: string) => errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, fn.functionName ?? "DISTANCE", scope.from), message);
  const [from, to, unitLiteral, ...rest] = fn.parameters ?? [];
  const unit = typeof unitLiteral === "string" ? unitLiteral.replace(/^'|'$/g, "").toLowerCase() : "";
  if (rest.length > 0 || from === undefined || to === undefined || (unit !== "mi" && unit !== "km")) {
    throw fail("DISTANCE() takes a location, a location and the unit 'mi' or 'km'");
  }
  const a = locationOf(ctx, scope, from, fail);
  const b = locationOf(ctx, scope, to, fail);
  const radius = EARTH_RADIUS[unit];
  return (ref) => {
    const p = a(ref);
    const q = p && b(ref);
    return p && q ? haversine(p, q) * radius : null;
  };
}

function locationOf(
  ctx: QueryContext,
  scope: ObjectScope,
  param: string | FunctionExp,
  fail: (message: string) => Error,
): (ref: RowRef) => Point | null {
  if (typeof param !== "string") {
    const [lat, lon, ...extra] = (param.parameters ?? []).map((p) => (typeof p === "string" ? Number(p) : Number.NaN));
    if (param.functionName?.toUpperCase() !== "GEOLOCATION" || lat === undefined || lon === undefined || extra.length > 0 || !Number.isFinite(lat + lon)) {
      throw fail("DISTANCE() compares geolocation fields and GEOLOCATION(latitude, longitude) points");
    }
    const fixed = { latitude: lat, longitude: lon };
    return () => fixed;
  }
  const path = resolveFieldPath(ctx, scope, param);
  const type = path.field.type.toLowerCase();
  if (type !== "location" && type !== "address") throw fail(`DISTANCE() needs a geolocation or address field, not ${path.field.name}`);
  return (ref) => {
    const owner = followHops(ctx, ref, path.hops);
    const value = owner && compoundValue(path.field, owner.row);
    if (!value || typeof value !== "object") return null;
    const { latitude, longitude } = value as Record<string, unknown>;
    if (typeof latitude !== "number" || typeof longitude !== "number") return null;
    return { latitude, longitude };
  };
}

/** Central angle between two points, in radians. */
function haversine(p: Point, q: Point): number {
  const rad = Math.PI / 180;
  const dLat = (q.latitude - p.latitude) * rad;
  const dLon = (q.longitude - p.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p.latitude * rad) * Math.cos(q.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
