// The mail actions: pure functions over the world that the pages, the JSON API and the MCP tools all
// call. Each is synchronous; the caller runs it in one `world.transaction`, so a failure changes nothing.
export { listMessages, getThread, listLabels, listContacts, folderCounts, FOLDERS, type ListOptions, type ThreadSummary } from "./list.ts";
export { send, saveDraft, type ComposeInput } from "./compose.ts";
export { reply, replyAll, forward, quote, type ReplyInput, type ForwardInput } from "./respond.ts";
export { archive, trash, spam, restore, star, unstar, markRead, markUnread, addLabel, removeLabel, type Scope } from "./organize.ts";
export { createLabel, type LabelInput } from "./labels.ts";
export { me, myMessage } from "./mailbox.ts";
export { parseAddresses, formatAddress } from "./addresses.ts";
export { MailError, MAIL_ERRORS } from "../mail-error.ts";
