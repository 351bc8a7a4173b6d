import type { ExtraUrlKey } from "./spec-types.ts";

/** The version built describes carry until rendered for a request's own version. */
export const BUILD_API_VERSION = "67.0";
/** Placeholder org host for ui* urls until rendered against the mock's instance url. */
export const BUILD_INSTANCE_URL = "https://understudy.my.salesforce.com";

export interface UrlShape {
  name: string;
  keyPrefix: string | null;
  layoutable: boolean;
  compactLayoutable: boolean;
  extraUrls?: readonly ExtraUrlKey[];
}

const EXTRA_PATHS: Record<ExtraUrlKey, string> = {
  approvalLayouts: "/describe/approvalLayouts",
  listviews: "/listviews",
  caseArticleSuggestions: "/suggestedArticles",
  caseRowArticleSuggestions: "/{ID}/suggestedArticles",
  namedLayouts: "/describe/namedLayouts/{LayoutName}",
  passwordUtilities: "/{ID}/password",
  eventSeriesUpdates: "/{ID}/fromThisEventOnwards",
};

export function sobjectPath(name: string, apiVersion: string): string {
  return `/services/data/v${apiVersion}/sobjects/${name}`;
}

/** The `urls` map of a describe, in the order Salesforce lists them. */
export function describeUrls(
  shape: UrlShape,
  apiVersion = BUILD_API_VERSION,
  instanceUrl = BUILD_INSTANCE_URL,
): Record<string, string> {
  const base = sobjectPath(shape.name, apiVersion);
  const extras = new Set(shape.extraUrls ?? []);
  const urls: Record<string, string> = {};
  if (shape.compactLayoutable) urls.compactLayouts = `${base}/describe/compactLayouts`;
  urls.rowTemplate = `${base}/{ID}`;
  for (const key of extras) if (key !== "listviews") urls[key] = `${base}${EXTRA_PATHS[key]}`;
  if (shape.layoutable) {
    urls.uiDetailTemplate = `${instanceUrl}/{ID}`;
    urls.uiEditTemplate = `${instanceUrl}/{ID}/e`;
  }
  if (extras.has("listviews")) urls.listviews = `${base}/listviews`;
  urls.describe = `${base}/describe`;
  if (shape.layoutable) {
    if (shape.keyPrefix) urls.uiNewRecord = `${instanceUrl}/${shape.keyPrefix}/e`;
    urls.quickActions = `${base}/quickActions`;
    urls.layouts = `${base}/describe/layouts`;
  }
  urls.sobject = base;
  return urls;
}

const VERSIONED = /^\/services\/data\/v\d+\.\d+\//;
const ORIGIN = /^https?:\/\/[^/]+/;

/** Re-points one url at another API version (REST paths) or instance (ui* pages). */
export function rewriteUrl(url: string, apiVersion: string, instanceUrl: string): string {
  if (VERSIONED.test(url)) return url.replace(VERSIONED, `/services/data/v${apiVersion}/`);
  if (ORIGIN.test(url)) return url.replace(ORIGIN, instanceUrl.replace(/\/+$/, ""));
  return url;
}
