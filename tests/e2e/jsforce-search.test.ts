import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3.10.16 on plain Node: SOSL, parameterizedSearch, explain, columns=true and GraphQL (issue 19).
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const ACME = "001000000000001AAA";
const seed = {
  Account: [
    { Id: ACME, Name: "Acme Corporation", Industry: "Technology" },
    { Name: "Acme Labs", Industry: "Energy" },
    { Name: "Globex", Industry: "Manufacturing" },
  ],
  Contact: [{ FirstName: "Ada", LastName: "Lovelace", AccountId: ACME }],
};
const { url } = await service.createSnapshot("salesforce", { seed });
const suite = runNodeSuite("jsforce-search-suite.mjs", [url]);

registerNodeSuite("jsforce search", "jsforce", suite, 9);
