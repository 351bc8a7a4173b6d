// What the compose form starts with for `?reply=`, `?replyAll=`, `?forward=` (a message id), `?draft=`
// and `?to=`. The quoted original goes into the message text itself, as classic mail clients do, so what
// the user sees is exactly what is sent; recipients follow the same rules as the reply actions.
import type { PackWorld } from "../../../core/pack/index.ts";
import type { Address, MailMessage } from "../records.ts";
import { formatAddress, me, myMessage } from "./actions.ts";
import { EMPTY_FIELDS, type ComposeFields } from "./compose-form.ts";

export interface Prefill {
  fields: ComposeFields;
  heading: string;
}

const list = (addresses: Address[]) => addresses.map(formatAddress).join(", ");
const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`);
const when = (m: MailMessage) => `${m.date.slice(0, 16).replace("T", " ")} UTC`;
const quote = (m: MailMessage) => `\n\nOn ${when(m)}, ${formatAddress(m.from)} wrote:\n${m.body.split("\n").map((l) => `> ${l}`).join("\n")}`;

/** The form's starting values; throws the actions' MailError for an unknown message (the page answers 404). */
export function prefill(world: PackWorld, query: URLSearchParams): Prefill {
  const self = me(world).address;
  const replyTo = query.get("reply") ?? query.get("replyAll");
  if (replyTo) {
    const m = myMessage(world, replyTo);
    const all = query.has("replyAll");
    const to = m.from.email === self ? m.to : all ? unique([m.from, ...m.to]).filter((a) => a.email !== self) : [m.from];
    const cc = all ? m.cc.filter((a) => a.email !== self && !to.some((t) => t.email === a.email)) : [];
    return {
      heading: all ? "Reply all" : "Reply",
      fields: { ...EMPTY_FIELDS, to: list(to), cc: list(cc), subject: prefixed("Re:", m.subject), body: quote(m), inReplyTo: m.messageId, threadId: m.threadId },
    };
  }
  const forwarded = query.get("forward");
  if (forwarded) {
    const m = myMessage(world, forwarded);
    const header = ["---------- Forwarded message ---------", `From: ${formatAddress(m.from)}`, `Date: ${when(m)}`, `Subject: ${m.subject}`, `To: ${list(m.to)}`].join("\n");
    return { heading: "Forward", fields: { ...EMPTY_FIELDS, subject: prefixed("Fwd:", m.subject), body: `\n\n${header}\n\n${m.body}`, threadId: m.threadId } };
  }
  const draftId = query.get("draft");
  if (draftId) {
    const d = myMessage(world, draftId);
    return { heading: "Edit draft", fields: { to: list(d.to), cc: list(d.cc), subject: d.subject, body: d.body, draft: d.id, inReplyTo: d.inReplyTo ?? "", threadId: d.threadId } };
  }
  return { heading: "New message", fields: { ...EMPTY_FIELDS, to: query.get("to") ?? "" } };
}

const unique = (addresses: Address[]) => addresses.filter((a, i) => addresses.findIndex((b) => b.email === a.email) === i);
