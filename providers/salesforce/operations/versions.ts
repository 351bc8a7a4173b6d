import { defineOperation } from "../../../core/pack/index.ts";
import { listVersions } from "../api-versions.ts";
import { requestScope } from "./request-scope.ts";

export const listApiVersions = defineOperation(() => listVersions());

/** GET /services/data/vXX.X: the resources available at that version. */
export const listResources = defineOperation((ctx) => {
  const { version } = requestScope(ctx);
  const base = `/services/data/v${version}`;
  const names = ["sobjects", "query", "queryAll", "limits", "composite"];
  return Object.fromEntries(names.map((name) => [name, `${base}/${name}`]));
});
