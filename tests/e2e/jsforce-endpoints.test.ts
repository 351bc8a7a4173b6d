import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3.10.16 on plain Node against issue 19's org-metadata endpoints: layouts, list views, recent,
// updated/deleted, tabs, theme, upsert results under allOrNone, composite tree and graph, record counts.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const seed = {
  Account: [{ Name: "Endpoint Alpha" }, { Name: "Endpoint Beta" }],
  Contact: [{ LastName: "Endpoint Contact" }],
};
const { url } = await service.createSnapshot("salesforce", { seed: { salesforce: seed } });
const suite = runNodeSuite("jsforce-endpoints-suite.mjs", [url]);

registerNodeSuite("jsforce endpoints", "jsforce endpoints", suite, 18);
