// The mail pack's stored records: one world is one company's mail system, seen by its signed-in demo
// user. What the pages, the JSON API and the MCP tools read and write, and what graders see.
// Timestamps are ISO strings ("2026-11-23T10:15:30.000Z"); ids are short strings made with the world's ids.
import type { JsonRecord } from "../../core/pack/index.ts";

export const COLLECTIONS = {
  mailboxes: "mailboxes", // the world's own addresses (the demo user and colleagues): mail to them is delivered
  contacts: "contacts",
  labels: "labels",
  messages: "messages", // one record per message per mailbox copy (sender's Sent copy, each recipient's Inbox copy)
  session: "session", // one record, key "session": who is signed in
} as const;

/** mailboxes, keyed by address (lower-case). */
export interface Mailbox extends JsonRecord {
  address: string;
  name: string;
  /** The signed-in demo user's mailbox. Exactly one. */
  isDemoUser: boolean;
}

/** contacts, keyed by id: people and companies the demo user corresponds with. */
export interface Contact extends JsonRecord {
  id: string;
  name: string;
  email: string;
  company: string;
  title: string;
  phone: string;
}

/** labels, keyed by id: user labels (folders are fixed: inbox, sent, drafts, archive, trash, spam). */
export interface Label extends JsonRecord {
  id: string;
  name: string;
  color: string;
}

export type Folder = "inbox" | "sent" | "drafts" | "archive" | "trash" | "spam";

export interface Address extends JsonRecord {
  name: string;
  email: string;
}

/**
 * messages, keyed by id: one message as one mailbox holds it. A sent message to a mailbox of the world
 * is two records (the sender's copy in `sent`, the recipient's in `inbox`) sharing `messageId` and `threadId`.
 */
export interface MailMessage extends JsonRecord {
  id: string;
  /** The mailbox (address) whose copy this is. */
  mailbox: string;
  /** RFC 5322 Message-ID shared by every copy, e.g. "<m123@mail.understudy.example>". */
  messageId: string;
  threadId: string;
  inReplyTo: string | null;
  folder: Folder;
  labels: string[]; // label ids
  from: Address;
  to: Address[];
  cc: Address[];
  subject: string;
  /** Plain text body. */
  body: string;
  /** Sent time (drafts: last saved). */
  date: string;
  read: boolean;
  starred: boolean;
  /** true for drafts. */
  draft: boolean;
}
