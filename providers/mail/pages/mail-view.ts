// What the pages need beyond the actions: folder names as the nav shows them, and who a list row names.
// Everything the pages read or change goes through ../actions, so pages, JSON API and MCP tools agree.
import type { PackWorld } from "../../../core/pack/index.ts";
import { COLLECTIONS, type Folder, type MailMessage } from "../records.ts";
import type { ThreadSummary } from "../actions/index.ts";

export const FOLDERS: ReadonlyArray<{ id: Folder; name: string }> = [
  { id: "inbox", name: "Inbox" },
  { id: "sent", name: "Sent" },
  { id: "drafts", name: "Drafts" },
  { id: "archive", name: "Archive" },
  { id: "spam", name: "Spam" },
  { id: "trash", name: "Trash" },
];

export const isFolder = (value: string): value is Folder => FOLDERS.some((f) => f.id === value);

/** The newest listed message of a row (what the summary's `messageId` names). */
export const newestOf = (world: PackWorld, t: ThreadSummary): MailMessage | undefined =>
  world.collection(COLLECTIONS.messages).get(t.messageId) as MailMessage | undefined;

/** Who a row names: the people on the thread, or, in Sent and Drafts, "To: …" as webmail shows it. */
export function rowPeople(world: PackWorld, t: ThreadSummary, folder: string | undefined): string {
  const newest = newestOf(world, t);
  if (newest && (folder === "sent" || folder === "drafts")) {
    return `To: ${newest.to.map((a) => a.name || a.email).join(", ") || "(no recipients)"}`;
  }
  return t.participants.map((p) => p.name || p.email).join(", ");
}
