// What the mail tools share: schema fragments (`as const`, so defineTool types the inputs), the
// annotations, and compact shapes of messages and threads for a model to read.
import type { JsonRecord } from "../../../core/pack/index.ts";
import type { Address, MailMessage } from "../records.ts";

export const messageId = { type: "string", minLength: 1, description: "A message id (e.g. m0001), as mail_search_messages or mail_read_thread give it" } as const;
export const recipients = {
  anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }],
  description: 'Recipients: "priya.natarajan@contoso.example", "Sam Okafor <sam@northwind.example>", or a list of them',
} as const;
export const body = { type: "string", maxLength: 100000, description: "Plain text body" } as const;

export const READ = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;
export const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;
export const MARK = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const who = (a: Address) => (a.name ? `${a.name} <${a.email}>` : a.email);

/** A message for a model: who, when, what, where; the body in full. */
export function compactMessage(m: MailMessage): JsonRecord {
  return {
    id: m.id, threadId: m.threadId, date: m.date, from: who(m.from), to: m.to.map(who), ...(m.cc.length ? { cc: m.cc.map(who) } : {}),
    subject: m.subject, folder: m.folder, labels: m.labels, ...(m.read ? {} : { unread: true }), ...(m.starred ? { starred: true } : {}),
    ...(m.draft ? { draft: true } : {}), body: m.body,
  };
}

/** The sent copy after send/reply/forward: enough to find it again. */
export const sentAnswer = (m: MailMessage) => ({ id: m.id, threadId: m.threadId, subject: m.subject, to: m.to.map(who), cc: m.cc.map(who), date: m.date });
