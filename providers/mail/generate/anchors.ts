// Threads a task can rely on: overrides of the first generated plans (the rest stay random), so the
// evaluation examples can name them. Thread t001: Priya at Contoso asks whether INV-4471 was paid.
import type { ThreadPlan } from "./thread-plan.ts";

export const ANCHORS: Array<Partial<ThreadPlan>> = [
  // topic 0 = client invoice question; contact 0 = Priya; one unread message in the inbox on 2026-11-18.
  { topic: 0, contact: 0, length: 1, day: 109, minute: 95, number: 4471, amount: 12480, starter: 99, place: 0, read: 0, star: 99, cc: 99, draft: 99 },
];

export function withAnchors(plans: ThreadPlan[]): ThreadPlan[] {
  return plans.map((plan, i) => (i < ANCHORS.length ? { ...plan, ...ANCHORS[i] } : plan));
}
