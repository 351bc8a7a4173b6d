// Recipient fields as people type them: "Priya <priya@contoso.example>, sam@northwind.example", or a list.
// A name known to the world (mailbox or contact) fills in a bare address's display name.
import type { PackWorld } from "../../../core/pack/index.ts";
import { MAIL_ERRORS } from "../mail-error.ts";
import { COLLECTIONS, type Address } from "../records.ts";

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Parses recipients; throws 400 "… is not a valid email address" on the first bad one. */
export function parseAddresses(world: PackWorld, input: unknown): Address[] {
  const items: unknown[] = Array.isArray(input) ? input : [input ?? ""];
  const parts: Array<string | Address> = items
    .flatMap((item): Array<string | Address> => (typeof item === "object" && item !== null ? [item as Address] : String(item).split(/[,;\n]/)))
    .filter((p) => (typeof p === "string" ? p.trim() !== "" : true));
  const out: Address[] = [];
  for (const part of parts) {
    const address = typeof part === "string" ? parseOne(part.trim()) : { name: String(part.name ?? ""), email: String(part.email ?? "").trim() };
    if (!EMAIL.test(address.email)) throw MAIL_ERRORS.badAddress(typeof part === "string" ? part.trim() : address.email);
    address.email = address.email.toLowerCase();
    if (!address.name) address.name = knownName(world, address.email) ?? "";
    if (!out.some((a) => a.email === address.email)) out.push(address);
  }
  return out;
}

function parseOne(text: string): Address {
  const angle = /^(.*)<([^>]*)>$/.exec(text);
  if (angle) return { name: angle[1]!.trim().replace(/^"|"$/g, ""), email: angle[2]!.trim() };
  return { name: "", email: text };
}

function knownName(world: PackWorld, email: string): string | undefined {
  const box = world.collection(COLLECTIONS.mailboxes).get(email);
  if (box) return String(box.name);
  const contact = world.collection(COLLECTIONS.contacts).find((c) => String(c.email).toLowerCase() === email)[0];
  return contact ? String(contact.name) : undefined;
}

/** "Priya Natarajan <priya@contoso.example>" */
export const formatAddress = (a: Address) => (a.name ? `${a.name} <${a.email}>` : a.email);
