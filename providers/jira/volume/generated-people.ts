// Generated site users (`$generate.users`) and projects (`$generate.projects`), as seed rows: Faker's
// names, and projects with Jira's defaults (the simplified workflow, the standard issue types).
import { drawSamples, fakerSchema, type JsonRecord, type VolumeRandom } from "../../../core/pack/index.ts";

const PERSON = fakerSchema({ first: "person.firstName", last: "person.lastName", company: "company.name" });
const PROJECT = fakerSchema({ adjective: "hacker.adjective", noun: "hacker.noun", about: "company.catchPhrase" });
const TIME_ZONES = ["UTC", "America/New_York", "America/Los_Angeles", "Europe/London", "Europe/Berlin", "Asia/Kolkata"];
const ascii = (text: string) => text.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "");
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `count` user rows with emails no user in `taken` (lower-case emails) has; adds theirs to `taken`. */
export function userRows(count: number, random: VolumeRandom, taken: Set<string>): JsonRecord[] {
  const samples = drawSamples(PERSON, 256);
  return Array.from({ length: count }, () => {
    const { first, last, company } = random.mix(samples) as { first: string; last: string; company: string };
    const base = `${ascii(first)}.${ascii(last)}`;
    let email = `${base}@${ascii(company) || "example"}.example`;
    for (let n = 2; taken.has(email); n++) email = `${base}${n}@${ascii(company) || "example"}.example`;
    taken.add(email);
    return { displayName: `${first} ${last}`, emailAddress: email, timeZone: random.pick(TIME_ZONES) };
  });
}

/** `count` project rows with keys not in `taken`, led by one of `leads` (account ids); adds their keys to `taken`. */
export function projectRows(count: number, random: VolumeRandom, leads: string[], taken: Set<string>): JsonRecord[] {
  const samples = drawSamples(PROJECT, 256);
  return Array.from({ length: count }, () => {
    const { adjective, noun, about } = random.mix(samples) as { adjective: string; noun: string; about: string };
    const name = `${title(adjective)} ${title(noun)}`;
    const stem = (ascii(adjective).slice(0, 1) + ascii(noun).slice(0, 3)).toUpperCase().replace(/^[0-9]/, "P") || "PRJ";
    let key = stem;
    for (let n = 2; taken.has(key); n++) key = `${stem}${n}`.slice(0, 10);
    taken.add(key);
    return { key, name, description: about, leadAccountId: random.pick(leads), projectTypeKey: "software" };
  });
}
