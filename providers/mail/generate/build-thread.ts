// Turns one thread plan into messages: who writes, when, in which words, and where each mailbox's copy
// sits (folder, labels, read, starred). Dana's copies carry the plan's placement; a colleague's copy of
// an internal thread sits in their inbox or sent folder, read.
import type { Address, Folder, MailMessage } from "../records.ts";
import { COLLEAGUES, DEMO_USER, EXTERNALS, SPAMMERS, type Person } from "./cast.ts";
import { FILLERS, TOPICS, type Topic } from "./topics.ts";
import type { ThreadPlan } from "./thread-plan.ts";

const WEIGHTS = [10, 18, 10, 8, 6, 10, 10, 16, 8, 4]; // per TOPICS entry, out of 100
const START = Date.UTC(2026, 7, 1, 7, 30); // 2026-08-01 07:30 UTC
const HOUR = 3_600_000;

function pickTopic(roll: number): Topic {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) if (roll < (sum += WEIGHTS[i]!)) return TOPICS[i]!;
  return TOPICS[0]!;
}

const at = <T>(list: T[], n: number): T => list[n % list.length]!;
const address = (p: { name: string; email: string }): Address => ({ name: p.name, email: p.email });
const first = (name: string) => name.split(" ")[0]!;

function correspondents(topic: Topic): Array<{ name: string; email: string }> {
  if (topic.with === "team") return COLLEAGUES.slice(1);
  if (topic.with === "spam") return SPAMMERS;
  return EXTERNALS.filter((e) => e.kind === topic.with);
}

/** Fills {first}, {company}, {amount}, ... from the plan. */
function fill(text: string, plan: ThreadPlan, contact: Partial<Person>, reader: string): string {
  const values: Record<string, string> = {
    first: first(reader),
    company: contact.company && contact.company !== "Northwind" ? contact.company : at(["Contoso", "Fabrikam", "Globex"], plan.number),
    amount: plan.amount.toLocaleString("en-US"),
    number: String(plan.number),
    weekday: at(FILLERS.weekday, plan.picks[0]!),
    city: at(FILLERS.city, plan.picks[1]!),
    title: at(FILLERS.title, plan.picks[2]!),
  };
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

function body(plan: ThreadPlan, index: number, topic: Topic, contact: Partial<Person>, from: string, to: string): string {
  const pool = index === 0 || topic.replies.length === 0 ? topic.opening : topic.replies;
  const a = at(pool, plan.picks[3 + index * 3]!);
  const b = at(pool, plan.picks[4 + index * 3]!);
  const lines = [at(FILLERS.greetings, plan.picks[5 + index * 3]!), "", a === b ? a : `${a} ${b}`, "", at(FILLERS.signoffs, plan.picks[index]!), first(from)];
  return fill(lines.join("\n"), plan, contact, to);
}

/** The messages of thread `threadId` (every mailbox copy), oldest first. */
export function buildThread(plan: ThreadPlan, threadId: string, mailboxes: Set<string>): Array<Omit<MailMessage, "id">> {
  const topic = pickTopic(plan.topic);
  const contact = at(correspondents(topic), plan.contact) as Partial<Person> & { name: string; email: string };
  const dana = COLLEAGUES[0]!;
  const spam = topic.with === "spam";
  const length = spam ? 1 : plan.length;
  const danaFirst = !spam && plan.starter < 25;
  const cc = !spam && plan.cc < 20 ? [address(at(COLLEAGUES.slice(1).filter((c) => c.email !== contact.email), plan.cc))] : [];
  const place: Folder = spam ? "spam" : plan.place < 72 ? "inbox" : plan.place < 92 ? "archive" : "trash";
  const subject = fill(at(topic.subjects, plan.picks[23]!), plan, contact, dana.name);
  const labels = spam ? [] : [topic.label!];
  const out: Array<Omit<MailMessage, "id">> = [];
  let time = START + plan.day * 86_400_000 + plan.minute * 60_000;
  let previous: string | null = null;
  for (let i = 0; i < length; i++) {
    if (i > 0) time += plan.gaps[i - 1]! * HOUR;
    const fromDana = (i % 2 === 0) === danaFirst;
    const sender = fromDana ? dana : contact;
    const recipient = fromDana ? contact : dana;
    const last = i === length - 1;
    const draft = fromDana && last && i > 0 && place === "inbox" && plan.draft < 15;
    const messageId = `<${threadId}.${i}@${sender.email.split("@")[1]}>`;
    const message = {
      messageId, threadId, inReplyTo: previous,
      from: address(sender), to: [address(recipient)], cc,
      subject: i === 0 ? subject : `Re: ${subject}`,
      body: body(plan, i, topic, contact, sender.name, recipient.name),
      date: new Date(time).toISOString(), draft,
    };
    previous = messageId;
    // Dana's copy: where the plan puts the thread.
    const folder: Folder = draft ? "drafts" : place === "trash" ? "trash" : fromDana ? "sent" : place;
    const unread = !fromDana && (last || i === length - 2) && ((plan.day > 80 && plan.read < 60) || plan.read < 12);
    out.push({ ...message, mailbox: DEMO_USER, folder, labels, read: !unread, starred: !fromDana && i === 0 && plan.star < 18 });
    if (draft) continue; // a draft reaches nobody
    // Colleagues' copies of internal mail.
    for (const a of [sender, recipient, ...cc]) {
      if (a.email === DEMO_USER || !mailboxes.has(a.email)) continue;
      out.push({ ...message, mailbox: a.email, folder: a.email === sender.email ? "sent" : "inbox", labels: [], read: true, starred: false });
    }
  }
  return out;
}
