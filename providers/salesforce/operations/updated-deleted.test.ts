import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "./org.fixture.ts";

// GET /sobjects/{sobject}/updated and /deleted: replication windows (the test clock starts at 2026-11-21T12:00:00Z).
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }, { Id: "001000000000002AAA", Name: "Globex" }] }, { ttl: "7d" });

const window = (resource: "updated" | "deleted", start: string, end: string) =>
  org.send(`/sobjects/Account/${resource}?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
const MINUTE = 60_000;

describe("updated and deleted records", () => {
  test("updated: ids changed in [start, end) by the minute; latestDateCovered is the end, or now if sooner", async () => {
    org.t.clock.advance(10 * MINUTE); // 12:10
    await org.send("/sobjects/Account/001000000000002AAA", { method: "PATCH", body: { Phone: "1" } });
    org.t.clock.advance(5 * MINUTE + 30_000); // 12:15:30
    expect((await window("updated", "2026-11-21T11:59:00Z", "2026-11-21T12:05:00Z")).body).toEqual({
      // Globex last changed at 12:10, after this window.
      ids: ["001000000000001AAA"],
      latestDateCovered: "2026-11-21T12:05:00.000+0000",
    });
    // Seconds are ignored: 12:10:59 reads as 12:10, which includes the change made at 12:10:00.
    const { body } = await window("updated", "2026-11-21T12:10:59+00:00", "2026-11-21T13:00:00+00:00");
    expect(body).toEqual({ ids: ["001000000000002AAA"], latestDateCovered: "2026-11-21T12:15:00.000+0000" });
  });

  test("deleted: { deletedRecords: [{ id, deletedDate }], earliestDateAvailable, latestDateCovered }", async () => {
    await org.send("/sobjects/Account/001000000000001AAA", { method: "DELETE" });
    const { status, body } = await window("deleted", "2026-11-21T12:00:00Z", "2026-11-21T12:30:00Z");
    expect(status).toBe(200);
    expect(body).toEqual({
      deletedRecords: [{ id: "001000000000001AAA", deletedDate: "2026-11-21T12:15:30.000+0000" }],
      earliestDateAvailable: "2026-10-22T12:15:00.000+0000",
      latestDateCovered: "2026-11-21T12:15:00.000+0000",
    });
    // Deleted records are no longer "updated".
    expect((await window("updated", "2026-11-21T12:00:00Z", "2026-11-21T12:30:00Z")).body.ids).toEqual(["001000000000002AAA"]);
    expect((await window("deleted", "2026-11-21T12:00:00Z", "2026-11-21T12:15:00Z")).body.deletedRecords).toEqual([]);
  });

  test("dates as jsforce and others send them: +00:00, Z, +0000, an unencoded + and no seconds", async () => {
    for (const end of ["2026-11-21T12:30:00+00:00", "2026-11-21T12:30:00.000Z", "2026-11-21T12:30:00.000+0000", "2026-11-21T13:30+01:00"]) {
      const { status, body } = await window("deleted", "2026-11-21T12:00:00Z", end);
      expect([status, body.deletedRecords.length]).toEqual([200, 1]);
    }
    const raw = await org.send("/sobjects/Account/deleted/?start=2026-11-21T12:00:00+00:00&end=2026-11-21T12:30:00+00:00");
    expect(raw.body.deletedRecords.length).toBe(1);
  });

  test("missing, malformed and out-of-range dates are refused as Salesforce refuses them", async () => {
    expect(await org.send("/sobjects/Account/updated?end=2026-11-21T12:30:00Z")).toMatchObject({ status: 400, body: sfError("MISSING_ARGUMENT", "Missing required parameter: start") });
    expect(await org.send("/sobjects/Account/deleted?start=2026-11-21T12:00:00Z")).toMatchObject({ status: 400, body: sfError("MISSING_ARGUMENT", "Missing required parameter: end") });
    for (const bad of ["yesterday", "2026-11-21", "2026-02-30T00:00:00Z", "2026-11-21T25:00:00Z"])
      expect(await window("updated", bad, "2026-11-21T12:30:00Z")).toMatchObject({ status: 400, body: sfError("INVALID_REPLICATION_DATE", `start is not a valid date and time: ${bad}`) });
    const reversed = await window("updated", "2026-11-21T12:30:00Z", "2026-11-21T12:00:00Z");
    expect([reversed.status, reversed.body]).toEqual([400, sfError("INVALID_REPLICATION_DATE", "startDate must chronologically precede endDate")]);
    // Within the same minute is no window either: seconds are ignored.
    expect((await window("updated", "2026-11-21T12:00:10Z", "2026-11-21T12:00:50Z")).status).toBe(400);
    const old = await window("deleted", "2026-10-01T00:00:00Z", "2026-11-21T12:00:00Z");
    expect([old.status, old.body]).toEqual([400, sfError("INVALID_REPLICATION_DATE", "startDate cannot be more than 30 days before now")]);
  });

  test("an unknown object is NOT_FOUND", async () => {
    const { status, body } = await org.send("/sobjects/Nope__c/updated?start=2026-11-21T12:00:00Z&end=2026-11-21T12:30:00Z");
    expect([status, body]).toEqual([404, sfError("NOT_FOUND", "The requested resource does not exist")]);
  });
});
