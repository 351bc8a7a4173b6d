// Moving and marking. Like webmail, folder moves, read state and labels act on the whole thread of the
// given message (the user's copies), or with scope "message" on that one message (as Gmail's API can);
// a star always marks that one message.
import type { PackWorld } from "../../../core/pack/index.ts";
import type { Folder, MailMessage } from "../records.ts";
import { findLabel, me, myMessage, myThread, patch } from "./mailbox.ts";

/** What an action changes: the message's whole thread (the default), or the message alone. */
export type Scope = "thread" | "message";

function affected(world: PackWorld, messageId: string, scope: Scope = "thread"): MailMessage[] {
  const message = myMessage(world, messageId);
  return scope === "message" ? [message] : myThread(world, message.threadId);
}

function update(world: PackWorld, messages: MailMessage[], change: (m: MailMessage) => Partial<MailMessage> | null): MailMessage[] {
  return messages.map((m) => {
    const changes = change(m);
    return changes ? patch(world, m.id, changes) : m;
  });
}

/** Inbox copies of the thread move to archive (sent copies stay in sent). */
export const archive = (world: PackWorld, messageId: string, scope?: Scope) =>
  update(world, affected(world, messageId, scope), (m) => (m.folder === "inbox" || m.folder === "spam" ? { folder: "archive" } : null));

/** Every copy of the thread moves to trash. */
export const trash = (world: PackWorld, messageId: string, scope?: Scope) =>
  update(world, affected(world, messageId, scope), (m) => (m.folder === "trash" ? null : { folder: "trash" }));

/** Every copy of the thread is reported as spam: it moves to spam (restore brings it back). */
export const spam = (world: PackWorld, messageId: string, scope?: Scope) =>
  update(world, affected(world, messageId, scope), (m) => (m.folder === "spam" ? null : { folder: "spam" }));

/** Back from trash, spam or archive to where it belongs: drafts, sent (the user's own) or inbox. */
export function restore(world: PackWorld, messageId: string, scope?: Scope): MailMessage[] {
  const self = me(world).address;
  const home = (m: MailMessage): Folder => (m.draft ? "drafts" : m.from.email === self ? "sent" : "inbox");
  return update(world, affected(world, messageId, scope), (m) => (m.folder === home(m) ? null : { folder: home(m) }));
}

export const star = (world: PackWorld, messageId: string) => patch(world, myMessage(world, messageId).id, { starred: true });
export const unstar = (world: PackWorld, messageId: string) => patch(world, myMessage(world, messageId).id, { starred: false });

export const markRead = (world: PackWorld, messageId: string, scope?: Scope) =>
  update(world, affected(world, messageId, scope), (m) => (m.read ? null : { read: true }));
export const markUnread = (world: PackWorld, messageId: string, scope?: Scope) =>
  update(world, affected(world, messageId, scope), (m) => (m.read ? { read: false } : null));

/** Adds a label (by id or name) to every message of the thread (or to the message). */
export function addLabel(world: PackWorld, messageId: string, label: string, scope?: Scope): MailMessage[] {
  const { id } = findLabel(world, label);
  return update(world, affected(world, messageId, scope), (m) => (m.labels.includes(id) ? null : { labels: [...m.labels, id] }));
}

export function removeLabel(world: PackWorld, messageId: string, label: string, scope?: Scope): MailMessage[] {
  const { id } = findLabel(world, label);
  return update(world, affected(world, messageId, scope), (m) => (m.labels.includes(id) ? { labels: m.labels.filter((l) => l !== id) } : null));
}
