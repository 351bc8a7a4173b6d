import { afterAll, beforeAll, expect, test } from "bun:test";
import { readReferenceJson } from "../../tests/reference/reference-file.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

// The mock's describe responses against real recorded ones (tests/reference/salesforce/describes).
const reference = async (name: string) => readReferenceJson(`salesforce/describes/GET_sobjects_${name}.json`);

let t: TestService;
let base: string;
beforeAll(async () => {
  t = await startTestService();
  base = `${(await t.createSnapshot("salesforce")).url}/services/data/v67.0`;
});
afterAll(() => t.close());

for (const name of ["Account", "Contact", "Case", "Lead", "Opportunity", "Event", "OpportunityContactRole"])
  test(`GET /sobjects/${name}/describe has the real response's keys, on the object and on every field`, async () => {
    const real = await reference(`${name}_describe`);
    const mock = await (await t.mock(`${base}/sobjects/${name}/describe`)).json();
    // Keys added by newer API versions than the recording are allowed; none of the real ones may be missing.
    expect(Object.keys(real).filter((key) => !(key in mock))).toEqual([]);
    const fieldKeys = Object.keys(real.fields[0]).sort();
    for (const field of mock.fields) expect(Object.keys(field).filter((k) => !fieldKeys.includes(k))).toEqual([]);
    for (const field of mock.fields) expect(fieldKeys.filter((k) => !(k in field))).toEqual([]);
    const realFields = new Map(real.fields.map((f: { name: string }) => [f.name, f]));
    for (const field of mock.fields) {
      const twin = realFields.get(field.name) as Record<string, unknown> | undefined;
      if (twin) expect({ name: field.name, type: field.type, soapType: field.soapType }).toEqual({ name: twin.name, type: twin.type, soapType: twin.soapType } as never);
    }
  });

test("GET /sobjects entries have the real global describe's keys", async () => {
  const real = await reference("Global_describe");
  const mock = await (await t.mock(`${base}/sobjects`)).json();
  expect(Object.keys(mock).sort()).toEqual(Object.keys(real).sort());
  expect(Object.keys(mock.sobjects[0]).sort()).toEqual(Object.keys(real.sobjects[0]).sort());
});

test("the real Organization record's fields are all on the Organization describe, with matching value types", async () => {
  const real = await reference("Organization");
  const mock = await (await t.mock(`${base}/sobjects/Organization/describe`)).json();
  const fields = new Map<string, { type: string }>(mock.fields.map((f: { name: string; type: string }) => [f.name, f]));
  const names = Object.keys(real).filter((key) => key !== "attributes");
  expect(names.filter((name) => !fields.has(name))).toEqual([]);
  expect(mock.fields.map((f: { name: string }) => f.name).filter((name: string) => !names.includes(name))).toEqual([]);
  const jsonType = { boolean: "boolean", int: "number", double: "number", address: "object" } as Record<string, string>;
  for (const name of names) {
    const value = real[name];
    if (value === null) continue;
    expect({ name, type: typeof value as string }).toEqual({ name, type: jsonType[fields.get(name)!.type] ?? "string" });
  }
});
