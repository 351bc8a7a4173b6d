// Recipient fields as people type them: "Priya <priya@contoso.example>, sam@northwind.example", or a list.
// A name known to the world (mailbox or contact) fills in a bare address's display name.
import { checkWorkBudget, type PackWorld } from "../../../core/pack/index.ts";
import { MAIL_ERRORS } from "../mail-error.ts";
import { COLLECTIONS, type Address } from "../records.ts";

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
/** Gmail's limit: at most 500 recipients on one message, To and Cc together. */
export const MAX_RECIPIENTS = 500;

/** To and Cc parsed together: each address once (Cc drops what To has), at most MAX_RECIPIENTS in all. */
export function parseRecipients(world: PackWorld, to: unknown, cc: unknown): { to: Address[]; cc: Address[] } {
  const toParts = splitParts(to);
  const ccParts = splitParts(cc);
  // Refused before any parsing: a 40,000-address field costs no more than a short one.
  if (toParts.length + ccParts.length > MAX_RECIPIENTS) throw MAIL_ERRORS.tooManyRecipients(MAX_RECIPIENTS);
  const names = knownNames(world);
  const seen = new Set<string>();
  return { to: parseParts(toParts, names, seen), cc: parseParts(ccParts, names, seen) };
}

/** Parses one field's recipients; throws 400 "… is not a valid email address" on the first bad one. */
export function parseAddresses(world: PackWorld, input: unknown): Address[] {
  return parseRecipients(world, input, []).to;
}

function splitParts(input: unknown): Array<string | Address> {
  const items: unknown[] = Array.isArray(input) ? input : [input ?? ""];
  return items
    .flatMap((item): Array<string | Address> => (typeof item === "object" && item !== null ? [item as Address] : String(item).split(/[,;\n]/)))
    .filter((p) => (typeof p === "string" ? p.trim() !== "" : true));
}

function parseParts(parts: Array<string | Address>, names: (email: string) => string | undefined, seen: Set<string>): Address[] {
  const out: Address[] = [];
  for (const part of parts) {
    checkWorkBudget();
    const address = typeof part === "string" ? parseOne(part.trim()) : { name: String(part.name ?? ""), email: String(part.email ?? "").trim() };
    if (!EMAIL.test(address.email)) throw MAIL_ERRORS.badAddress(typeof part === "string" ? part.trim() : address.email);
    address.email = address.email.toLowerCase();
    if (seen.has(address.email)) continue;
    seen.add(address.email);
    if (!address.name) address.name = names(address.email) ?? "";
    out.push(address);
  }
  return out;
}

function parseOne(text: string): Address {
  const angle = /^(.*)<([^>]*)>$/.exec(text);
  if (angle) return { name: angle[1]!.trim().replace(/^"|"$/g, ""), email: angle[2]!.trim() };
  return { name: "", email: text };
}

/** Looks names up by address; the contacts are read once per message, not once per recipient. */
function knownNames(world: PackWorld): (email: string) => string | undefined {
  let contacts: Map<string, string> | undefined;
  return (email) => {
    const box = world.collection(COLLECTIONS.mailboxes).get(email);
    if (box) return String(box.name);
    if (!contacts) {
      contacts = new Map();
      for (const c of world.collection(COLLECTIONS.contacts).all()) {
        const key = String(c.email).toLowerCase();
        if (!contacts.has(key)) contacts.set(key, String(c.name));
      }
    }
    return contacts.get(email);
  };
}

/** "Priya Natarajan <priya@contoso.example>" */
export const formatAddress = (a: Address) => (a.name ? `${a.name} <${a.email}>` : a.email);
