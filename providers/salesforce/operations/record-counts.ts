import { defineOperation } from "../../../core/pack/index.ts";
import { requestScope } from "./request-scope.ts";

/**
 * GET /limits/recordCount?sObjects=Account,Contact: `{ sObjects: [{ count, name }] }`. Salesforce's
 * counts are an approximate, cached snapshot of live rows; the mock's are exact (deleted rows, in the
 * recycle bin, are not counted, as there). Without `sObjects` (or with it empty), every object that
 * has records; with it, each named object the org has (0 when it has none), unknown names left out.
 */
export const recordCount = defineOperation((ctx) => {
  const { describes } = requestScope(ctx);
  const stored = new Set(ctx.world.collectionNames());
  const liveRows = (name: string) => (stored.has(name) ? ctx.world.collection(name).find((record) => record.IsDeleted !== true).length : 0);
  const asked = ctx.query.get("sObjects");
  // `sf org list sobject record-counts` without --sobject sends a bare `?sObjects`: all objects too.
  if (asked === null || asked.trim() === "") {
    const counts = describes.list().map((d) => ({ count: liveRows(d.name), name: d.name }));
    return { sObjects: counts.filter((entry) => entry.count > 0) };
  }
  const known = new Set<string>();
  for (const name of asked.split(",")) {
    const describe = name.trim() ? describes.get(name.trim()) : undefined;
    if (describe) known.add(describe.name);
  }
  return { sObjects: [...known].map((name) => ({ count: liveRows(name), name })) };
});
