import { expect, test } from "bun:test";
import { builtinDescribes } from "./builtin-objects.ts";
import { createDescribeRegistry } from "./registry.ts";
import { normalizeUploadedDescribes } from "./upload.ts";

test("lookups are case-insensitive and return the canonical describe", () => {
  const registry = createDescribeRegistry(builtinDescribes());
  expect(registry.get("account")?.name).toBe("Account");
  expect(registry.get("PROJECT__C")?.name).toBe("Project__c");
  expect(registry.get("Nope")).toBeUndefined();
});

test("byKeyPrefix accepts a prefix or a whole record id, case-sensitively", () => {
  const registry = createDescribeRegistry(builtinDescribes());
  expect(registry.byKeyPrefix("00Q")?.name).toBe("Lead");
  expect(registry.byKeyPrefix("0015g00000XyZabAAA")?.name).toBe("Account");
  expect(registry.byKeyPrefix("a02")?.name).toBe("Project_Task__c");
  expect(registry.byKeyPrefix("00q")).toBeUndefined();
});

test("names and list keep registration order; later describes replace earlier ones", () => {
  const [custom] = normalizeUploadedDescribes({ Account: { label: "Client", fields: [{ name: "Name" }] } });
  expect(custom).toBeDefined();
  const registry = createDescribeRegistry([...builtinDescribes(), custom!]);
  expect(registry.names()[0]).toBe("Account");
  expect(registry.get("Account")?.label).toBe("Client");
  expect(registry.list()).toHaveLength(builtinDescribes().length);
});
