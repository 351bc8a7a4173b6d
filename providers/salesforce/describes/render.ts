import type { DescribeRegistry } from "./registry.ts";
import type { GlobalDescribe, GlobalDescribeSObject, SObjectDescribe } from "./types.ts";
import { BUILD_INSTANCE_URL, rewriteUrl, sobjectPath } from "./urls.ts";

// API v50.0 (Winter '21) added associateEntityType/associateParentEntity; recordings from v48 also
// lack sobjectDescribeOption and carry a defaultValues url that later versions dropped.
const ASSOCIATE_KEYS_SINCE = 50;

/** `"v59.0"`, `"59"` or `"59.0"` -> `"59.0"`. */
export function normalizeApiVersion(apiVersion: string): string {
  const match = /^v?(\d+)(?:\.(\d+))?$/.exec(apiVersion.trim());
  if (!match) throw new Error(`API version must look like 59.0, got ${JSON.stringify(apiVersion)}`);
  return `${match[1]}.${match[2] ?? "0"}`;
}

function isModern(version: string): boolean {
  return Number.parseFloat(version) >= ASSOCIATE_KEYS_SINCE;
}

function renderUrls(
  describe: SObjectDescribe,
  version: string,
  instanceUrl: string,
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [key, url] of Object.entries(describe.urls)) {
    if (key === "defaultValues") continue;
    urls[key] = rewriteUrl(url, version, instanceUrl);
    if (key === "uiEditTemplate" && !isModern(version)) {
      urls.defaultValues = `${sobjectPath(describe.name, version)}/defaultValues?recordTypeId&fields`;
    }
  }
  return urls;
}

/** The describe as a client of `apiVersion` on `instanceUrl` sees it; the input is left untouched. */
export function renderDescribe(
  describe: SObjectDescribe,
  apiVersion: string,
  instanceUrl: string = BUILD_INSTANCE_URL,
): SObjectDescribe {
  const version = normalizeApiVersion(apiVersion);
  const rendered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(describe)) {
    if (!isModern(version) && (key === "associateEntityType" || key === "associateParentEntity")) continue;
    if (!isModern(version) && key === "sobjectDescribeOption") continue;
    rendered[key] = value;
  }
  rendered.urls = renderUrls(describe, version, instanceUrl);
  rendered.recordTypeInfos = describe.recordTypeInfos.map((info) => ({
    ...info,
    urls: Object.fromEntries(
      Object.entries(info.urls).map(([key, url]) => [key, rewriteUrl(url, version, instanceUrl)]),
    ),
  }));
  return rendered as unknown as SObjectDescribe;
}

const GLOBAL_KEYS = [
  "activateable",
  "associateEntityType",
  "associateParentEntity",
  "createable",
  "custom",
  "customSetting",
  "deepCloneable",
  "deletable",
  "deprecatedAndHidden",
  "feedEnabled",
  "hasSubtypes",
  "isInterface",
  "isSubtype",
  "keyPrefix",
  "label",
  "labelPlural",
  "layoutable",
  "mergeable",
  "mruEnabled",
  "name",
  "queryable",
  "replicateable",
  "retrieveable",
  "searchable",
  "triggerable",
  "undeletable",
  "updateable",
] as const satisfies readonly (keyof GlobalDescribeSObject)[];

/** One `GET /sobjects` entry: object flags plus the REST urls (no ui* pages in the global list). */
export function globalDescribeEntry(describe: SObjectDescribe, apiVersion: string): GlobalDescribeSObject {
  const version = normalizeApiVersion(apiVersion);
  const entry: Record<string, unknown> = {};
  for (const key of GLOBAL_KEYS) {
    if (!isModern(version) && (key === "associateEntityType" || key === "associateParentEntity")) continue;
    entry[key] = describe[key];
  }
  const urls: Record<string, string> = {};
  for (const [key, url] of Object.entries(describe.urls)) {
    if (key.startsWith("ui") || key === "defaultValues") continue;
    urls[key] = rewriteUrl(url, version, BUILD_INSTANCE_URL);
  }
  entry.urls = urls;
  return entry as unknown as GlobalDescribeSObject;
}

/** `GET /services/data/vXX.X/sobjects`: every registered object, sorted by name as Salesforce lists them. */
export function renderGlobalDescribe(
  registry: Pick<DescribeRegistry, "list">,
  apiVersion: string,
): GlobalDescribe {
  const sobjects = [...registry.list()]
    .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1))
    .map((describe) => globalDescribeEntry(describe, apiVersion));
  return { encoding: "UTF-8", maxBatchSize: 200, sobjects };
}
