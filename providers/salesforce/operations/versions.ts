import { defineOperation } from "../../../core/pack/index.ts";
import { listVersions } from "../api-versions.ts";
import { requestScope } from "./request-scope.ts";
import { actingIdentityUrl } from "./identity.ts";

export const listApiVersions = defineOperation(() => listVersions());

/** The resources this mock serves at every version (docs/salesforce.md lists what a real org adds). */
const RESOURCES = ["sobjects", "query", "queryAll", "search", "parameterizedSearch", "recent", "limits", "composite", "tabs", "theme", "jobs", "graphql"];

/**
 * GET /services/data/vXX.X: the resources available at that version, and the identity URL of the
 * request's user (jsforce's `identity()` reads it when it only has an access token).
 */
export const listResources = defineOperation((ctx) => {
  const { version } = requestScope(ctx);
  const base = `/services/data/v${version}`;
  return { ...Object.fromEntries(RESOURCES.map((name) => [name, `${base}/${name}`])), identity: actingIdentityUrl(ctx) };
});
