// Sending and drafts. A sent message is one record per mailbox copy sharing messageId and threadId:
// the sender's in `sent`, and for each recipient who is a mailbox of this world one in their `inbox`.
// External recipients get nothing delivered (the world holds only its own mailboxes).
import type { PackWorld, WorldClock, WorldIds } from "../../../core/pack/index.ts";
import { MAIL_ERRORS } from "../mail-error.ts";
import { COLLECTIONS, type MailMessage } from "../records.ts";
import { parseRecipients } from "./addresses.ts";
import { myAddress, myMessage } from "./mailbox.ts";

export interface ComposeInput {
  to?: unknown;
  cc?: unknown;
  subject?: string;
  body?: string;
  /** The Message-ID this answers (threads it with that message). */
  inReplyTo?: string | null;
  threadId?: string;
  /** A draft of the user's this replaces (deleted when sent). */
  draftId?: string;
}

/** Sends a message from the signed-in user; returns the user's sent copy. */
export function send(world: PackWorld, clock: WorldClock, ids: WorldIds, input: ComposeInput): MailMessage {
  const { to, cc } = parseRecipients(world, input.to, input.cc);
  if (to.length + cc.length === 0) throw MAIL_ERRORS.noRecipients();
  if (input.draftId) {
    const draft = myMessage(world, input.draftId);
    if (!draft.draft) throw MAIL_ERRORS.notADraft(input.draftId);
    world.collection(COLLECTIONS.messages).delete(draft.id);
  }
  const from = myAddress(world);
  const n = ids.next();
  const base = {
    messageId: `<m${n}@${from.email.split("@")[1]}>`, threadId: threadFor(world, input, n), inReplyTo: input.inReplyTo ?? null,
    from, to, cc, subject: (input.subject ?? "").trim() || "(no subject)", body: input.body ?? "", date: clock.now().toISOString(), draft: false,
  };
  const messages = world.collection(COLLECTIONS.messages);
  const mine = messages.insert(`m-${n}`, { id: `m-${n}`, ...base, mailbox: from.email, folder: "sent", labels: [], read: true, starred: false }) as MailMessage;
  const mailboxes = world.collection(COLLECTIONS.mailboxes);
  for (const r of [...to, ...cc]) {
    if (!mailboxes.has(r.email)) continue;
    const id = `m-${n}-${r.email.split("@")[0]}`;
    messages.insert(id, { id, ...base, mailbox: r.email, folder: "inbox", labels: [], read: false, starred: false });
  }
  return mine;
}

/** Creates or updates one of the user's drafts; recipients may be empty, but each given must be valid. */
export function saveDraft(world: PackWorld, clock: WorldClock, ids: WorldIds, input: ComposeInput): MailMessage {
  const fields = {
    ...parseRecipients(world, input.to, input.cc),
    subject: input.subject ?? "", body: input.body ?? "", date: clock.now().toISOString(),
  };
  if (input.draftId) {
    const draft = myMessage(world, input.draftId);
    if (!draft.draft) throw MAIL_ERRORS.notADraft(input.draftId);
    return world.collection(COLLECTIONS.messages).update(draft.id, fields) as MailMessage;
  }
  const from = myAddress(world);
  const n = ids.next();
  const id = `m-${n}`;
  return world.collection(COLLECTIONS.messages).insert(id, {
    id, mailbox: from.email, messageId: `<m${n}@${from.email.split("@")[1]}>`, threadId: threadFor(world, input, n), inReplyTo: input.inReplyTo ?? null,
    folder: "drafts", labels: [], from, ...fields, read: true, starred: false, draft: true,
  }) as MailMessage;
}

/** The given thread, else the thread of the message answered, else a new one. */
function threadFor(world: PackWorld, input: ComposeInput, n: number): string {
  if (input.threadId) return input.threadId;
  if (input.inReplyTo) {
    const answered = world.collection(COLLECTIONS.messages).find((m) => m.messageId === input.inReplyTo)[0];
    if (answered) return String(answered.threadId);
  }
  return `t-${n}`;
}
