import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce runs under Node, where users run it, against a real service process: only the base URL differs.
const service = await startServiceProcess();
afterAll(() => service.close());

const create = (body: unknown) => service.createSnapshot("salesforce", body);

const seeded = await create({ seed: { salesforce: { Account: [{ Id: "001000000000001AAA", Name: "Seeded Industries", Industry: "Technology" }] } } });
const configured = await create({ config: { Widget__c: { label: "Widget", keyPrefix: "a0W", fields: [{ name: "Name", label: "Name" }, { name: "Size__c", label: "Size", type: "double" }] } } });

const suite = runNodeSuite("jsforce-suite.mjs", [seeded.url, configured.url]);

registerNodeSuite("jsforce", "jsforce", suite, 18);
