// The built-in mail world: the same records in every new world (UI providers ignore seed and config).
// Generated once per process, then copied per world, so provisioning stays cheap (see generate.test.ts).
import type { SeedRecords } from "../../../core/pack/index.ts";
import { COLLECTIONS } from "../records.ts";
import { withAnchors } from "./anchors.ts";
import { buildThread } from "./build-thread.ts";
import { COLLEAGUES, DEMO_USER, EXTERNALS } from "./cast.ts";
import { generatePlans } from "./thread-plan.ts";
import { LABELS } from "./topics.ts";

let built: SeedRecords | undefined;

function build(): SeedRecords {
  const mailboxes = new Set(COLLEAGUES.map((c) => c.email));
  const plans = withAnchors(generatePlans());
  const messages = plans.flatMap((plan, i) => buildThread(plan, `t${String(i + 1).padStart(3, "0")}`, mailboxes));
  return {
    [COLLECTIONS.mailboxes]: COLLEAGUES.map((c) => ({ id: c.email, record: { address: c.email, name: c.name, isDemoUser: c.email === DEMO_USER } })),
    [COLLECTIONS.contacts]: [...COLLEAGUES.slice(1), ...EXTERNALS].map((p, i) => {
      const id = `c${String(i + 1).padStart(2, "0")}`;
      return { id, record: { id, name: p.name, email: p.email, company: p.company, title: p.title, phone: p.phone } };
    }),
    [COLLECTIONS.labels]: LABELS.map((l) => ({ id: l.id, record: { ...l } })),
    [COLLECTIONS.messages]: messages.map((m, i) => {
      const id = `m${String(i + 1).padStart(4, "0")}`;
      return { id, record: { id, ...m } };
    }),
    [COLLECTIONS.session]: [{ id: "session", record: { mailbox: DEMO_USER } }],
  };
}

/** A fresh copy of the built-in records. */
export function mailSeedRecords(): SeedRecords {
  built ??= build();
  return structuredClone(built);
}
