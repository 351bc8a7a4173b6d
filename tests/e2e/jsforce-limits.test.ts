import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3 on plain Node meets the CRM's limits as it meets Salesforce's. A second service with a 5 ms
// work budget makes the query timeout certain however fast the machine.
const [service, tight] = await Promise.all([startServiceProcess({ LOG_LEVEL: "warn" }), startServiceProcess({ LOG_LEVEL: "warn", WORK_BUDGET_MS: "5" })]);
afterAll(() => Promise.all([service.close(), tight.close()]));

const seed = { Account: Array.from({ length: 2_000 }, (_, i) => ({ Name: `Account ${i}` })) };
const [{ url }, { url: tightUrl }] = await Promise.all([service.createSnapshot("salesforce", { seed }), tight.createSnapshot("salesforce", { seed })]);
const suite = runNodeSuite("jsforce-limits-suite.mjs", [url, tightUrl]);

registerNodeSuite("jsforce limits", "jsforce", suite, 3);
