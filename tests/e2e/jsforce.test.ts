import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce runs under Node, where users run it, against a real service process: only the base URL differs.
const service = await startServiceProcess();
afterAll(() => service.close());

const create = async (body: unknown) => {
  const response = await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, {
    method: "POST",
    headers: { authorization: `Bearer ${service.key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`create-snapshot ${response.status}: ${await response.text()}`);
  return (await response.json()) as { url: string };
};

const seeded = await create({ seed: { salesforce: { Account: [{ Id: "001000000000001AAA", Name: "Seeded Industries", Industry: "Technology" }] } } });
const configured = await create({ config: { Widget__c: { label: "Widget", keyPrefix: "a0W", fields: [{ name: "Name", label: "Name" }, { name: "Size__c", label: "Size", type: "double" }] } } });

const suite = runNodeSuite("jsforce-suite.mjs", [seeded.url, configured.url]);

registerNodeSuite("jsforce", "jsforce", suite, 18);
