import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3.10.16 on plain Node: login(username, password) with no OAuth client goes over the SOAP API
// (issue 27), and the session it gets works on REST, the Tooling API and conn.soap, until logout().
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const seed = {
  User: [{ Username: "ops@acme.example", Password: "s3cret", SecurityToken: "SECTOKEN1", FirstName: "Olive", LastName: "Ops", Email: "ops@acme.example", Alias: "ops",
    TimeZoneSidKey: "Europe/Paris", LocaleSidKey: "fr_FR", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "fr", ProfileId: "00e5g0000000000AAA" }],
  Account: [{ Name: "Globex" }, { Name: "Acme Corp" }],
};
const snapshot = await service.createSnapshot("salesforce", { seed });
const suite = runNodeSuite("jsforce-soap-suite.mjs", [snapshot.url]);

registerNodeSuite("jsforce SOAP login", "jsforce soap", suite, 10);
