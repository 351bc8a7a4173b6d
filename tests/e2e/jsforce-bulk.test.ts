import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce's Bulk API 2.0 (conn.bulk2) under Node against a real service process. jsforce builds ingest
// URLs with `new URL("/services/...", instanceUrl)`, dropping the snapshot's path prefix: such requests
// reach the world through the access token, so the suite logs in with the password grant first.
const service = await startServiceProcess();
afterAll(() => service.close());

const snapshot = await service.createSnapshot("salesforce", {
  seed: {
    salesforce: {
      User: [{
        Username: "bulk@example.test", Password: "bulk-pass", LastName: "Loader", Email: "bulk@example.test", Alias: "bulk",
        TimeZoneSidKey: "Europe/London", LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA",
      }],
      Invoice__c: [{ Id: "a00000000000001AAA", External_Id__c: "INV-1", Amount__c: 10 }],
    },
  },
});

const suite = runNodeSuite("jsforce-bulk-suite.mjs", [snapshot.url]);

registerNodeSuite("jsforce Bulk API 2.0", "jsforce bulk2", suite, 10);
