// The issue's example workspace: the pack's `seed.example` (contract tests normalize it) and the tests' base seed.

/** The example seed (with the thread and placeholders made concrete). */
export const ACME_SEED = {
  team: { id: "T0ACME", name: "Acme", domain: "acme" },
  users: [
    { id: "U0ADA", name: "ada", real_name: "Ada Lovelace", profile: { email: "ada@acme.example", display_name: "ada" }, is_admin: true },
    { id: "U0BOT", name: "helper", real_name: "Helper Bot", is_bot: true },
  ],
  conversations: [{ id: "C0GENERAL", name: "general", is_private: false, members: ["U0ADA", "U0BOT"], topic: "Company-wide", purpose: "Everything", created: 1700000000 }],
  messages: [
    { channel: "C0GENERAL", user: "U0ADA", text: "Welcome!", ts: "1700000100.000100", reactions: [{ name: "wave", users: ["U0BOT"] }] },
    { channel: "C0GENERAL", user: "U0BOT", text: "Thanks", thread_ts: "1700000100.000100" },
  ],
  tokens: [{ token: "xoxb-acme-helper", user: "U0BOT" }, { token: "xoxp-acme-ada", user: "U0ADA" }],
};
