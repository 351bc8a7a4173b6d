import { runSoql } from "./providers/salesforce/soql/index.ts";
import { createFakeSource, NOW } from "./providers/salesforce/soql/fake-source.fixture.ts";
const s = createFakeSource();
for (const q of process.argv.slice(2)) { try { console.log(JSON.stringify(runSoql(q, s, { now: NOW }), null, 1)); } catch (e: any) { console.log(e.constructor.name, e.errorCode, JSON.stringify(e.message)); } }
