import { afterAll } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jsforce 3.10.16 on plain Node against the CRM's fuller surface (issue 6).
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const family = "001000000000777AAA";
const seed = {
  User: [{ Username: "ops@acme.example", Password: "s3cret", FirstName: "Olive", LastName: "Ops", Email: "ops@acme.example", Alias: "ops",
    TimeZoneSidKey: "Europe/Paris", LocaleSidKey: "fr_FR", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "fr", ProfileId: "00e5g0000000000AAA" }],
  Account: [{ Id: family, Name: "Big Family" }, ...Array.from({ length: 2300 }, (_, i) => ({ Name: `Bulk ${String(i).padStart(4, "0")}` }))],
  Contact: Array.from({ length: 250 }, (_, i) => ({ LastName: `Child ${String(i).padStart(3, "0")}`, AccountId: family })),
};
const created = await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, { method: "POST", headers: { "x-api-key": service.key }, body: JSON.stringify({ seed }) });
const { url } = (await created.json()) as { url: string };
const suite = runNodeSuite("jsforce-fidelity-suite.mjs", [url]);

registerNodeSuite("jsforce fidelity", "jsforce", suite, 17);
