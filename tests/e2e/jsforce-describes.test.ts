import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3.10.16 on plain Node against issue 19's standard objects: the org's own objects, activities,
// products and price books, notes, contracts and their child relationships, and a configured custom
// object's owner.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const builtin = await service.createSnapshot("salesforce", { seed: { salesforce: { Account: [{ Name: "Describe Co" }] } } });
const configured = await service.createSnapshot("salesforce", {
  config: { Ticket__c: { label: "Ticket", fields: [{ name: "Summary__c", label: "Summary" }] } },
});
const suite = runNodeSuite("jsforce-describes-suite.mjs", [builtin.url, configured.url]);

registerNodeSuite("jsforce describes", "jsforce describes", suite, 7);
