import { expect, test } from "bun:test";
import { builtinDescribes } from "./builtin-objects.ts";
import { createDescribeRegistry } from "./registry.ts";
import { normalizeApiVersion, renderDescribe, renderGlobalDescribe } from "./render.ts";

const registry = createDescribeRegistry(builtinDescribes());
const account = registry.get("Account")!;

test("renderDescribe points every url at the requested version and instance", () => {
  const rendered = renderDescribe(account, "67.0", "http://localhost:4010");
  expect(rendered.urls).toEqual({
    compactLayouts: "/services/data/v67.0/sobjects/Account/describe/compactLayouts",
    rowTemplate: "/services/data/v67.0/sobjects/Account/{ID}",
    approvalLayouts: "/services/data/v67.0/sobjects/Account/describe/approvalLayouts",
    uiDetailTemplate: "http://localhost:4010/{ID}",
    uiEditTemplate: "http://localhost:4010/{ID}/e",
    listviews: "/services/data/v67.0/sobjects/Account/listviews",
    describe: "/services/data/v67.0/sobjects/Account/describe",
    uiNewRecord: "http://localhost:4010/001/e",
    quickActions: "/services/data/v67.0/sobjects/Account/quickActions",
    layouts: "/services/data/v67.0/sobjects/Account/describe/layouts",
    sobject: "/services/data/v67.0/sobjects/Account",
  });
  expect(rendered.recordTypeInfos[0]?.urls.layout).toBe(
    "/services/data/v67.0/sobjects/Account/describe/layouts/012000000000000AAA",
  );
  expect(renderDescribe(account, "v58.0").urls.describe).toBe("/services/data/v58.0/sobjects/Account/describe");
});

test("older versions get the older shape", () => {
  const old = renderDescribe(account, "48.0", "https://x.my.salesforce.com");
  expect("associateEntityType" in old).toBe(false);
  expect("sobjectDescribeOption" in old).toBe(false);
  expect(old.urls.defaultValues).toBe("/services/data/v48.0/sobjects/Account/defaultValues?recordTypeId&fields");
  const current = renderDescribe(account, "59.0", "https://x.my.salesforce.com");
  expect(current.associateEntityType).toBeNull();
  expect(current.sobjectDescribeOption).toBe("FULL");
  expect(current.urls.defaultValues).toBeUndefined();
});

test("rendering leaves the shared describe untouched", () => {
  const before = JSON.stringify(account);
  renderDescribe(account, "31.0", "http://elsewhere");
  expect(JSON.stringify(account)).toBe(before);
});

test("normalizeApiVersion accepts the usual spellings and rejects others", () => {
  expect(normalizeApiVersion("v59.0")).toBe("59.0");
  expect(normalizeApiVersion("61")).toBe("61.0");
  expect(() => normalizeApiVersion("latest")).toThrow("API version must look like 59.0");
});

test("renderGlobalDescribe lists every object, sorted, with REST urls only", () => {
  const global = renderGlobalDescribe(registry, "62.0");
  expect(global.encoding).toBe("UTF-8");
  expect(global.maxBatchSize).toBe(200);
  const names = global.sobjects.map((entry) => entry.name);
  expect(names).toEqual([...registry.names()].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  expect(names.slice(0, 4)).toEqual(["Account", "AccountContactRelation", "AccountHistory", "ActivityHistory"]);
  const user = global.sobjects.find((entry) => entry.name === "User")!;
  expect(user.urls).toEqual({
    compactLayouts: "/services/data/v62.0/sobjects/User/describe/compactLayouts",
    rowTemplate: "/services/data/v62.0/sobjects/User/{ID}",
    namedLayouts: "/services/data/v62.0/sobjects/User/describe/namedLayouts/{LayoutName}",
    passwordUtilities: "/services/data/v62.0/sobjects/User/{ID}/password",
    describe: "/services/data/v62.0/sobjects/User/describe",
    quickActions: "/services/data/v62.0/sobjects/User/quickActions",
    layouts: "/services/data/v62.0/sobjects/User/describe/layouts",
    sobject: "/services/data/v62.0/sobjects/User",
  });
  expect(user).toMatchObject({ deletable: false, undeletable: false, keyPrefix: "005" });
  const [oldest] = renderGlobalDescribe(registry, "48.0").sobjects;
  expect(oldest).toBeDefined();
  expect("associateEntityType" in oldest!).toBe(false);
});
