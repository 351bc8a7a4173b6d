/** A small, representative seed: used in docs, the README walk-through and the contract tests. */
export const seedExample = {
  Account: [
    { Id: "001000000000001AAA", Name: "Acme Corporation", Industry: "Manufacturing", AnnualRevenue: 12000000, BillingCity: "Chicago" },
    { Name: "Globex", Industry: "Energy", BillingCity: "Springfield" },
  ],
  Contact: [
    { FirstName: "Wile", LastName: "Coyote", Email: "wile@acme.example", AccountId: "001000000000001AAA" },
  ],
  Opportunity: [
    { Name: "Acme rockets renewal", StageName: "Prospecting", CloseDate: "2026-12-31", Amount: 50000, AccountId: "001000000000001AAA" },
  ],
};
