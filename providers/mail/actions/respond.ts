// Reply, reply all and forward: a send in the original's thread, with the subject prefixed (Re:/Fwd:)
// and the original quoted below the new text, as webmail clients do.
import type { PackWorld, WorldClock, WorldIds } from "../../../core/pack/index.ts";
import type { Address, MailMessage } from "../records.ts";
import { formatAddress } from "./addresses.ts";
import { send } from "./compose.ts";
import { me, myMessage } from "./mailbox.ts";

export interface ReplyInput {
  body?: string;
  /** Extra recipients (cc). */
  cc?: unknown;
  /** A draft of the reply to replace. */
  draftId?: string;
}

export interface ForwardInput extends ReplyInput {
  to: unknown;
}

const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`);

/** "On 2026-11-18 09:05 UTC, Priya Natarajan <…> wrote:" and the original's lines, each after "> ". */
export function quote(original: MailMessage): string {
  const when = original.date.slice(0, 16).replace("T", " ");
  return `On ${when} UTC, ${formatAddress(original.from)} wrote:\n${original.body.split("\n").map((l) => `> ${l}`).join("\n")}`;
}

const join = (body: string | undefined, tail: string) => `${(body ?? "").trimEnd()}\n\n${tail}`.trimStart();

/** Answers the sender (or, for the user's own message, its recipients). */
export function reply(world: PackWorld, clock: WorldClock, ids: WorldIds, messageId: string, input: ReplyInput = {}): MailMessage {
  const original = myMessage(world, messageId);
  const self = me(world).address;
  const to = original.from.email === self ? original.to : [original.from];
  return answer(world, clock, ids, original, to, input.cc ?? [], input);
}

/** Answers the sender and everyone else on the message but the user. */
export function replyAll(world: PackWorld, clock: WorldClock, ids: WorldIds, messageId: string, input: ReplyInput = {}): MailMessage {
  const original = myMessage(world, messageId);
  const self = me(world).address;
  const to = [original.from, ...original.to].filter((a, i, all) => a.email !== self && all.findIndex((b) => b.email === a.email) === i);
  const cc = original.cc.filter((a) => a.email !== self && !to.some((t) => t.email === a.email));
  const extra = Array.isArray(input.cc) ? input.cc : input.cc ? [input.cc] : [];
  return answer(world, clock, ids, original, to.length ? to : original.to, [...cc, ...extra], input);
}

function answer(world: PackWorld, clock: WorldClock, ids: WorldIds, original: MailMessage, to: Address[], cc: unknown, input: ReplyInput): MailMessage {
  return send(world, clock, ids, {
    to, cc, subject: prefixed("Re:", original.subject), body: join(input.body, quote(original)),
    inReplyTo: original.messageId, threadId: original.threadId, draftId: input.draftId,
  });
}

/** Sends the message on to new recipients, its headers and text below the user's note. */
export function forward(world: PackWorld, clock: WorldClock, ids: WorldIds, messageId: string, input: ForwardInput): MailMessage {
  const original = myMessage(world, messageId);
  const header = [
    "---------- Forwarded message ---------",
    `From: ${formatAddress(original.from)}`,
    `Date: ${original.date.slice(0, 16).replace("T", " ")} UTC`,
    `Subject: ${original.subject}`,
    `To: ${original.to.map(formatAddress).join(", ")}`,
  ].join("\n");
  return send(world, clock, ids, {
    to: input.to, cc: input.cc, subject: prefixed("Fwd:", original.subject), body: join(input.body, `${header}\n\n${original.body}`),
    threadId: original.threadId, draftId: input.draftId,
  });
}
