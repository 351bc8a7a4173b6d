// Reading the signed-in user's mailbox: who they are, their copies of messages, threads.
// Every action sees the world only through these, so "whose mail" is decided in one place.
import type { PackWorld } from "../../../core/pack/index.ts";
import { MAIL_ERRORS } from "../mail-error.ts";
import { COLLECTIONS, type Address, type Label, type Mailbox, type MailMessage } from "../records.ts";

/** The signed-in user's mailbox (the session's, else the demo user). */
export function me(world: PackWorld): Mailbox {
  const session = world.collection(COLLECTIONS.session).get("session");
  const mailboxes = world.collection(COLLECTIONS.mailboxes);
  const found = (session && mailboxes.get(String(session.mailbox))) ?? mailboxes.find((m) => m.isDemoUser === true)[0];
  if (!found) throw MAIL_ERRORS.badRequest("This world has no signed-in mailbox");
  return found as Mailbox;
}

export const myAddress = (world: PackWorld): Address => {
  const m = me(world);
  return { name: m.name, email: m.address };
};

/** The user's copies of every message. */
export function myMessages(world: PackWorld): MailMessage[] {
  const address = me(world).address;
  return world.collection(COLLECTIONS.messages).find((m) => m.mailbox === address) as MailMessage[];
}

/** One of the user's messages, or a 404. */
export function myMessage(world: PackWorld, id: string): MailMessage {
  const m = world.collection(COLLECTIONS.messages).get(id) as MailMessage | undefined;
  if (!m || m.mailbox !== me(world).address) throw MAIL_ERRORS.unknownMessage(id);
  return m;
}

/** The user's copies in one thread, oldest first, or a 404. */
export function myThread(world: PackWorld, threadId: string): MailMessage[] {
  const address = me(world).address;
  const messages = world.collection(COLLECTIONS.messages).find((m) => m.mailbox === address && m.threadId === threadId) as MailMessage[];
  if (messages.length === 0) throw MAIL_ERRORS.unknownThread(threadId);
  return messages.sort(byDate);
}

export const byDate = (a: MailMessage, b: MailMessage) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/** A label by id or name (case-insensitive), or a 404. */
export function findLabel(world: PackWorld, ref: string): Label {
  const labels = world.collection(COLLECTIONS.labels);
  const wanted = ref.trim().toLowerCase();
  const found = labels.get(ref) ?? labels.find((l) => String(l.name).toLowerCase() === wanted || String(l.id).toLowerCase() === wanted)[0];
  if (!found) throw MAIL_ERRORS.unknownLabel(ref);
  return found as Label;
}

/** Writes a patch to a message record. */
export function patch(world: PackWorld, id: string, changes: Partial<MailMessage>): MailMessage {
  return world.collection(COLLECTIONS.messages).update(id, changes) as MailMessage;
}
