// Who writes to whom in the built-in mail world: the demo user, her Northwind colleagues (mailboxes of
// the world, so mail to them is delivered) and external contacts at twelve other companies.
// Fixed lists, so every world has the same people; the seeded generator only picks among them.

export interface Person {
  name: string;
  email: string;
  company: string;
  title: string;
  phone: string;
}

export const DEMO_USER = "dana@northwind.example";

const person = (name: string, email: string, company: string, title: string, phone: string): Person => ({ name, email, company, title, phone });

/** The world's mailboxes: Dana first. */
export const COLLEAGUES: Person[] = [
  person("Dana Reyes", DEMO_USER, "Northwind", "Head of Operations", "+1 415 555 0100"),
  person("Sam Okafor", "sam@northwind.example", "Northwind", "Finance Lead", "+1 415 555 0101"),
  person("Lena Fischer", "lena@northwind.example", "Northwind", "Talent Partner", "+1 415 555 0102"),
  person("Marco Bianchi", "marco@northwind.example", "Northwind", "Account Executive", "+1 415 555 0103"),
  person("Aisha Khan", "aisha@northwind.example", "Northwind", "Engineering Manager", "+1 415 555 0104"),
  person("Tom Becker", "tom@northwind.example", "Northwind", "CEO", "+1 415 555 0105"),
  person("Julia Novak", "julia@northwind.example", "Northwind", "Office Manager", "+1 415 555 0106"),
];

/** External contacts; the kind says which threads they start (see topics.ts). */
export type ContactKind = "client" | "vendor" | "candidate" | "travel" | "bank";
export interface External extends Person { kind: ContactKind }

const ext = (kind: ContactKind, name: string, email: string, company: string, title: string, phone: string): External => ({ kind, ...person(name, email, company, title, phone) });

export const EXTERNALS: External[] = [
  ext("client", "Priya Natarajan", "priya.natarajan@contoso.example", "Contoso", "Accounts Payable Manager", "+1 206 555 0140"),
  ext("client", "Owen Gallagher", "owen@contoso.example", "Contoso", "Procurement Director", "+1 206 555 0141"),
  ext("client", "Mei Lin", "mei.lin@fabrikam.example", "Fabrikam", "Operations Director", "+1 312 555 0150"),
  ext("client", "Jonas Berg", "jonas.berg@fabrikam.example", "Fabrikam", "IT Manager", "+1 312 555 0151"),
  ext("client", "Carmen Ortiz", "carmen@globex.example", "Globex", "VP Supply Chain", "+1 646 555 0160"),
  ext("client", "Hiro Tanaka", "hiro.tanaka@globex.example", "Globex", "Program Manager", "+1 646 555 0161"),
  ext("client", "Rachel Adler", "rachel.adler@initech.example", "Initech", "COO", "+1 512 555 0170"),
  ext("client", "Kwame Mensah", "kwame@initech.example", "Initech", "Finance Analyst", "+1 512 555 0171"),
  ext("client", "Sofia Rossi", "sofia.rossi@tailspin.example", "Tailspin Toys", "Head of Retail", "+1 303 555 0180"),
  ext("client", "Ben Carter", "ben.carter@tailspin.example", "Tailspin Toys", "Buyer", "+1 303 555 0181"),
  ext("client", "Nadia Haddad", "nadia@lucerne.example", "Lucerne Publishing", "Managing Editor", "+1 617 555 0190"),
  ext("vendor", "Greg Walsh", "greg.walsh@litware.example", "Litware", "Account Manager", "+1 408 555 0200"),
  ext("vendor", "Anika Patel", "anika@litware.example", "Litware", "Support Engineer", "+1 408 555 0201"),
  ext("vendor", "Luis Moreno", "luis.moreno@adatum.example", "Adatum", "Sales Representative", "+1 214 555 0210"),
  ext("vendor", "Emma Schulz", "emma.schulz@adatum.example", "Adatum", "Billing Specialist", "+1 214 555 0211"),
  ext("vendor", "Daniel Kim", "daniel.kim@proseware.example", "Proseware", "Customer Success Manager", "+1 650 555 0220"),
  ext("vendor", "Olivia Grant", "olivia@proseware.example", "Proseware", "Implementation Lead", "+1 650 555 0221"),
  ext("bank", "Victor Alvarez", "victor.alvarez@woodgrove.example", "Woodgrove Bank", "Relationship Manager", "+1 415 555 0230"),
  ext("bank", "Grace Liu", "grace.liu@woodgrove.example", "Woodgrove Bank", "Treasury Analyst", "+1 415 555 0231"),
  ext("travel", "Chloe Martin", "chloe@margiestravel.example", "Margie's Travel", "Travel Consultant", "+1 702 555 0240"),
  ext("travel", "Ravi Shah", "ravi.shah@margiestravel.example", "Margie's Travel", "Corporate Travel Lead", "+1 702 555 0241"),
  ext("travel", "Bookings Desk", "bookings@blueyonder.example", "Blue Yonder Airlines", "Reservations", "+1 800 555 0250"),
  ext("candidate", "Ethan Brooks", "ethan.brooks@mail.example", "Independent", "Candidate, Operations Analyst", "+1 415 555 0260"),
  ext("candidate", "Fatima Zahra", "fatima.zahra@mail.example", "Independent", "Candidate, Finance Associate", "+1 415 555 0261"),
  ext("candidate", "Lucas Weber", "lucas.weber@mail.example", "Independent", "Candidate, Account Executive", "+1 415 555 0262"),
  ext("candidate", "Amara Okeke", "amara.okeke@mail.example", "Independent", "Candidate, Engineering Manager", "+1 415 555 0263"),
  ext("candidate", "Noah Fischer", "noah.f@mail.example", "Independent", "Candidate, Office Coordinator", "+1 415 555 0264"),
  ext("client", "Isabel Duarte", "isabel.duarte@lucerne.example", "Lucerne Publishing", "Production Manager", "+1 617 555 0191"),
  ext("vendor", "Peter Novak", "peter@litware.example", "Litware", "Solutions Architect", "+1 408 555 0202"),
  ext("client", "Yusuf Demir", "yusuf.demir@globex.example", "Globex", "Logistics Coordinator", "+1 646 555 0162"),
  ext("bank", "Hannah Cole", "hannah.cole@woodgrove.example", "Woodgrove Bank", "Commercial Lending", "+1 415 555 0232"),
  ext("vendor", "Marta Silva", "marta.silva@adatum.example", "Adatum", "Account Director", "+1 214 555 0212"),
];

/** Senders of spam: not contacts, never answered. */
export const SPAMMERS: Array<{ name: string; email: string }> = [
  { name: "Prize Center", email: "winner@prize-center.example" },
  { name: "SEO Growth Team", email: "growth@rank-fast.example" },
  { name: "Crypto Desk", email: "alerts@coin-yield.example" },
  { name: "Package Notice", email: "notice@parcel-track.example" },
];
