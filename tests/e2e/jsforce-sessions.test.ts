import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3.10.16 on plain Node: sessions as Salesforce keeps them (issue 19): the web-server flow,
// refresh on an expired session, revocation, identity from an access token alone, two orgs.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const seed = {
  User: [{ Username: "ops@acme.example", Password: "s3cret", FirstName: "Olive", LastName: "Ops", Email: "ops@acme.example", Alias: "ops",
    TimeZoneSidKey: "Europe/Paris", LocaleSidKey: "fr_FR", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "fr", ProfileId: "00e5g0000000000AAA" }],
};
const first = await service.createSnapshot("salesforce", { seed });
const second = await service.createSnapshot("salesforce", { seed });
const suite = runNodeSuite("jsforce-sessions-suite.mjs", [first.url, second.url]);

registerNodeSuite("jsforce sessions", "jsforce sessions", suite, 7);
