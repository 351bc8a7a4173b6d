import { startWorkSlice } from "../../core/pack/work-budget.ts";
import { beforeEach, expect, test } from "bun:test";
import { withActivityViews } from "./activity-views.ts";
import { runSoql, type SoqlResult, type SoqlRow, type SoqlSource } from "./soql/index.ts";
import { describeRegistry } from "./world-describes.ts";

// Each test is one request's worth of work (core/pack/work-budget.ts).
beforeEach(() => startWorkSlice());

const registry = describeRegistry(undefined);
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(12, "0")}AAA`;
const [A1, C1, O1] = [id("001", 1), id("003", 1), id("006", 1)];
const ROWS: Record<string, SoqlRow[]> = {
  Account: [{ Id: A1, Name: "Acme" }],
  Contact: [{ Id: C1, LastName: "Apple", AccountId: A1 }],
  Opportunity: [{ Id: O1, Name: "Acme deal", AccountId: A1 }],
  Task: [
    { Id: id("00T", 1), Subject: "Call back", Status: "Completed", WhatId: O1, IsDeleted: false },
    { Id: id("00T", 2), Subject: "Send quote", Status: "Not Started", WhoId: C1, IsDeleted: false },
    { Id: id("00T", 3), Subject: "Deleted call", Status: "Completed", WhatId: A1, IsDeleted: true },
  ],
  Event: [
    { Id: id("00U", 1), Subject: "Kick-off", WhatId: A1, StartDateTime: "2024-06-01T09:00:00.000+0000", EndDateTime: "2024-06-01T10:00:00.000+0000", IsDeleted: false },
    { Id: id("00U", 2), Subject: "Review", WhoId: C1, StartDateTime: "2024-07-01T09:00:00.000+0000", EndDateTime: "2024-07-01T10:00:00.000+0000", IsDeleted: false },
    { Id: id("00U", 3), Subject: "Offsite", WhatId: A1, IsAllDayEvent: true, ActivityDate: "2024-06-15", IsDeleted: false },
  ],
};
const NOW = new Date("2024-06-15T12:00:00.000Z");
const base: SoqlSource = {
  describe: (name) => registry.get(name),
  records: (name) => ROWS[registry.get(name)?.name ?? ""] ?? [],
  get: (name, rowId) => (ROWS[registry.get(name)?.name ?? ""] ?? []).find((row) => row.Id === rowId),
  recordUrl: (type, rowId) => `/services/data/v67.0/sobjects/${type}/${rowId}`,
};
const source = withActivityViews(base, NOW);
const run = (soql: string) => runSoql(soql, source, { now: NOW }).records;
const subjects = (result: unknown) => ((result as SoqlResult | null)?.records ?? []).map((row) => row.Subject);

test("an account's activity history: its closed tasks and past events, its contacts' and deals' too", () => {
  const [acme] = run(
    "SELECT Name, (SELECT Subject, IsTask, IsClosed FROM ActivityHistories ORDER BY Subject), (SELECT Subject FROM OpenActivities ORDER BY Subject) FROM Account",
  );
  expect(subjects(acme!.ActivityHistories)).toEqual(["Call back", "Kick-off"]);
  expect((acme!.ActivityHistories as SoqlResult).records.map((row) => [row.IsTask, row.IsClosed])).toEqual([[true, true], [false, true]]);
  // The all-day event of today has not ended yet.
  expect(subjects(acme!.OpenActivities)).toEqual(["Offsite", "Review", "Send quote"]);
});

test("contacts and deals see the activities they are the Who or the What of", () => {
  const [contact] = run("SELECT (SELECT Subject FROM OpenActivities ORDER BY Subject), (SELECT Subject FROM ActivityHistories) FROM Contact");
  expect(subjects(contact!.OpenActivities)).toEqual(["Review", "Send quote"]);
  expect(contact!.ActivityHistories).toBeNull();
  const [deal] = run("SELECT (SELECT Subject, What.Name FROM ActivityHistories) FROM Opportunity");
  expect((deal!.ActivityHistories as SoqlResult).records.map((row) => [row.Subject, (row.What as SoqlRow).Name])).toEqual([["Call back", "Acme deal"]]);
});

test("field histories and other relationships without rows answer null", () => {
  const [acme] = run("SELECT (SELECT Field, OldValue, NewValue FROM Histories), (SELECT Title FROM Notes), (SELECT Name FROM Attachments) FROM Account");
  expect([acme!.Histories, acme!.Notes, acme!.Attachments]).toEqual([null, null, null]);
});

test("other objects read through unchanged", () => {
  expect(run("SELECT Subject FROM Task WHERE Status = 'Completed'").map((row) => row.Subject)).toEqual(["Call back"]);
});
