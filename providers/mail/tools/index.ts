// The mail pack's MCP tools. Each calls the JSON API's operations in-process, so tools, `/api/...` and
// the pages read and write the same records, as the signed-in user.
import { listContacts, listFolders, readThread, searchMessages } from "./read.ts";
import { archiveThread, forwardMessage, labelThread, markRead, replyMessage, restoreThread, sendMessage, starMessage, trashThread } from "./write.ts";

export const mailTools = [
  listFolders, searchMessages, readThread, listContacts,
  sendMessage, replyMessage, forwardMessage, archiveThread, trashThread, restoreThread, labelThread, markRead, starMessage,
];
