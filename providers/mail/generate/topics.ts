// What the built-in threads are about: per kind of correspondent, subject lines and the sentences their
// messages are made of. Placeholders ({first}, {company}, {amount}, {number}, {weekday}, {city}) are
// filled from the seeded plan, so the same plan always reads the same.
import type { ContactKind } from "./cast.ts";

export interface Topic {
  /** Who the thread is with: an external kind, "team" (a colleague) or "spam". */
  with: ContactKind | "team" | "spam";
  /** The label id the thread gets (none for spam). */
  label: string | null;
  subjects: string[];
  /** Sentences of the opening message, of which the plan picks two. */
  opening: string[];
  /** Sentences of the answers. */
  replies: string[];
}

export const LABELS = [
  { id: "clients", name: "Clients", color: "#1a73e8" },
  { id: "finance", name: "Finance", color: "#188038" },
  { id: "hiring", name: "Hiring", color: "#9334e6" },
  { id: "travel", name: "Travel", color: "#e8710a" },
  { id: "vendors", name: "Vendors", color: "#d93025" },
  { id: "team", name: "Team", color: "#12a4af" },
];

export const TOPICS: Topic[] = [
  {
    // Invoice questions from clients come in as Clients mail; filing them under Finance is Dana's job.
    with: "client", label: "clients",
    subjects: ["Question about invoice INV-{number}", "Invoice INV-{number}: payment status", "Remittance for INV-{number}"],
    opening: ["Could you confirm whether invoice INV-{number} for ${amount} has been paid?", "Our records show invoice INV-{number} as still open on our side.", "Accounts payable asked me to check the payment date before {weekday}.", "Please let me know if you need the PO number again."],
    replies: ["Thanks for checking, I'll confirm with our finance team today.", "The payment for ${amount} went out on {weekday}.", "I've attached the remittance advice for your records.", "Let me know if anything else is outstanding."],
  },
  {
    with: "client", label: "clients",
    subjects: ["Q4 rollout plan for {company}", "Follow-up from our call on {weekday}", "Renewal discussion: {company}", "Updated statement of work", "Kickoff agenda for {city}"],
    opening: ["Thanks again for the time on {weekday}, it was a productive session.", "We'd like to move the rollout to the second week of the month.", "Could you send over the updated statement of work?", "Our leadership team would like a short summary before we sign.", "Can we schedule a call with your operations lead next week?"],
    replies: ["That works for us, I'll send a calendar invite.", "I've shared the revised timeline with the team.", "Happy to walk through the numbers on a call.", "We can meet in {city} if that is easier for you.", "I'll have the summary ready by {weekday}."],
  },
  {
    with: "vendor", label: "vendors",
    subjects: ["Your {company} subscription renewal", "Support ticket #{number} update", "Proposal for additional licenses", "Price update effective next quarter"],
    opening: ["Your annual subscription renews at the end of the month.", "We've reviewed support ticket #{number} and have a fix ready.", "Attached is the proposal for 25 additional seats at ${amount}.", "Our pricing changes next quarter; existing customers keep their rate for a year."],
    replies: ["Thanks, please hold the renewal until we confirm the seat count.", "The fix works on our side, you can close the ticket.", "Could you send a quote with the multi-year discount?", "We'll review this internally and get back to you by {weekday}."],
  },
  {
    with: "vendor", label: "finance",
    subjects: ["Invoice {number} from {company}", "Payment reminder: invoice {number}", "Updated bank details for {company}"],
    opening: ["Please find invoice {number} for ${amount} attached.", "This is a friendly reminder that invoice {number} is due on {weekday}.", "Our bank details changed; please update your vendor record."],
    replies: ["Received, it is scheduled for the next payment run.", "Sam in finance will process this by {weekday}.", "Please send the change on letterhead so we can verify it."],
  },
  {
    with: "bank", label: "finance",
    subjects: ["Quarterly account review", "Credit line renewal documents", "Wire confirmation {number}"],
    opening: ["It's time for our quarterly review of the operating accounts.", "The credit line renewal documents are ready for signature.", "Confirming wire {number} for ${amount} was released this morning."],
    replies: ["Thanks, {weekday} afternoon works for the review.", "I'll sign and return the documents this week.", "Received, thank you for the quick turnaround."],
  },
  {
    with: "candidate", label: "hiring",
    subjects: ["Application: {title}", "Interview availability", "Following up on my interview", "Offer questions"],
    opening: ["I'm excited to apply for the {title} role at Northwind.", "I'm available for an interview on {weekday} or Friday morning.", "Thank you for the conversation last week; I enjoyed meeting the team.", "I had a couple of questions about the start date and benefits."],
    replies: ["Thanks for your interest, Lena will reach out to schedule.", "{weekday} at 10am works; I'll send an invite.", "We're finishing interviews this week and will follow up soon.", "Happy to answer those, let's set up a quick call."],
  },
  {
    with: "travel", label: "travel",
    subjects: ["Itinerary for your trip to {city}", "Booking confirmation {number}", "Hotel options in {city}", "Flight change notice"],
    opening: ["Here is the itinerary for your trip to {city} next month.", "Your booking {number} is confirmed.", "I found three hotels near the client office in {city}.", "Your flight on {weekday} has a new departure time."],
    replies: ["Thanks, please book the aisle seat if available.", "The second hotel looks best, please go ahead.", "Could you move the return to the evening flight?", "Got it, thanks for the heads-up."],
  },
  {
    with: "team", label: "team",
    subjects: ["Ops sync notes", "Office move planning", "Q4 headcount plan", "Friday all-hands agenda", "Budget review prep", "Customer escalation: {company}"],
    opening: ["Sharing the notes from today's ops sync.", "We need to finalize the office move checklist by {weekday}.", "Can you review the Q4 headcount plan before Tom's meeting?", "Please add your items to the all-hands agenda.", "Finance needs the department budgets by {weekday}.", "{company} escalated a delivery issue this morning."],
    replies: ["Thanks, I added two items.", "Looks good to me, one comment on the timeline.", "I'll take the follow-up with {company}.", "Can we discuss this at standup?", "Done, the sheet is updated."],
  },
  {
    with: "team", label: "hiring",
    subjects: ["Interview panel for {title}", "Candidate feedback: {title}", "Offer approval needed"],
    opening: ["Could you join the interview panel for the {title} role on {weekday}?", "Please add your feedback on the candidate to the scorecard.", "We need your approval on the offer before Friday."],
    replies: ["Yes, I can join the panel.", "Feedback submitted, strong yes from me.", "Approved, thanks for moving quickly."],
  },
  {
    with: "spam", label: null,
    subjects: ["You have been selected!", "Boost your ranking in 7 days", "Guaranteed 40% yield", "Your parcel is waiting"],
    opening: ["Congratulations, you have won a gift card worth ${amount}.", "We can put your website on the first page of every search engine.", "Act now to lock in guaranteed returns.", "Click the link to reschedule your delivery."],
    replies: [],
  },
];

export const FILLERS = {
  weekday: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  city: ["Chicago", "Seattle", "Austin", "Boston", "Denver", "New York", "Toronto", "London"],
  title: ["Operations Analyst", "Finance Associate", "Account Executive", "Engineering Manager", "Office Coordinator"],
  greetings: ["Hi {first},", "Hello {first},", "Dear {first},", "{first},"],
  signoffs: ["Best,", "Thanks,", "Kind regards,", "Cheers,"],
};
