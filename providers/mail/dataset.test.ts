// An evaluation task on a mail world (built-in data only): the oracle plays through the mail_ tools, and
// the assertions read the final records with record-exists (docs/mail.md would show the same task).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { checkDataset, putDataset } from "../../tests/support/eval-fixtures.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const PRIYA = "priya.natarajan@contoso.example";
const TASK = {
  id: "priya-invoice-paid",
  ticket: "You are Dana Reyes. Priya at Contoso asked whether invoice INV-4471 was paid. Reply that it was paid on November 20, file the thread under Finance and archive it.",
  seed: { mail: {} },
  assertions: [
    {
      plugin: "record-exists", requirement: "Dana replied to Priya in her thread that the invoice was paid",
      options: { pack: "mail", collection: "messages", where: { mailbox: "dana@northwind.example", folder: "sent", threadId: "t001", "to.0.email": PRIYA, body: { contains: "paid" } } },
    },
    { plugin: "record-exists", requirement: "Priya's message is archived", options: { pack: "mail", collection: "messages", where: { id: "m0001", folder: "archive" } } },
    { plugin: "record-exists", requirement: "The thread is labelled Finance", options: { pack: "mail", collection: "messages", where: { id: "m0001", labels: { equals: ["clients", "finance"] } } } },
    { plugin: "no-collateral-changes", requirement: "Only messages changed", options: { allow: ["mail/messages"] } },
  ],
  oracle: [
    { tool: "mail_search_messages", arguments: { query: "from:priya INV-4471" } },
    { tool: "mail_reply_message", arguments: { message_id: "m0001", body: "Hi Priya, INV-4471 was paid on November 20. Best, Dana" } },
    { tool: "mail_label_thread", arguments: { message_id: "m0001", add: ["Finance"] } },
    { tool: "mail_archive_thread", arguments: { message_id: "m0001" } },
  ],
};

test("a mail task is sound: its oracle passes through the mail_ tools, an idle world fails", async () => {
  const put = await putDataset(t, "mail-basics", [TASK]);
  expect(put.status).toBe(200);
  const check = await checkDataset(t, "mail-basics");
  expect(check).toMatchObject({ status: "done", sound: true });
  expect(check.tasks[0]).toMatchObject({ task: TASK.id, sound: true, oracle: { reward: 1 }, idle: { reward: 1 / 4 } });
}, 30_000);
