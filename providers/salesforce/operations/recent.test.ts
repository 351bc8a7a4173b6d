import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /recent and GET /sobjects/{sobject} recentItems: the most recently used records.
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Acme" }, { Id: "001000000000002AAA", Name: "Globex" }],
  Task: [{ Id: "00T000000000001EAA", Subject: "Call back" }],
});

const recent = async (query = "") => {
  const { status, body } = await org.send(`/recent${query}`);
  expect(status).toBe(200);
  return body as Json[];
};

describe("recently used records", () => {
  test("each is { attributes, Id, Name }, Name being the object's name field", async () => {
    const items = await recent();
    const acme = items.find((item) => item.Id === "001000000000001AAA");
    expect(acme).toEqual({ attributes: { type: "Account", url: "/services/data/v67.0/sobjects/Account/001000000000001AAA" }, Id: "001000000000001AAA", Name: "Acme" });
    // A Task's name field is its Subject.
    expect(items.find((item) => item.Id === "00T000000000001EAA").Name).toBe("Call back");
  });

  test("a record written through the API comes first; reads mark nothing", async () => {
    org.t.clock.advance(60_000);
    await org.send("/sobjects/Account/001000000000002AAA", { method: "PATCH", body: { Phone: "555" } });
    org.t.clock.advance(60_000);
    await org.send("/sobjects/Account/001000000000001AAA");
    expect((await recent("?limit=1")).map((item) => item.Id)).toEqual(["001000000000002AAA"]);
    const created = (await org.send("/sobjects/Account", { method: "POST", body: { Name: "Newest" } })).body.id;
    expect((await recent("?limit=2")).map((item) => item.Id)).toEqual([created, "001000000000002AAA"]);
    const info = await org.send("/sobjects/Account");
    expect(info.body.recentItems.map((item: Json) => item.Id)).toEqual([created, "001000000000002AAA", "001000000000001AAA"]);
  });

  test("deleted records drop out", async () => {
    await org.send("/sobjects/Account/001000000000002AAA", { method: "DELETE" });
    expect((await recent()).some((item) => item.Id === "001000000000002AAA")).toBe(false);
  });

  test("limit: 1 to 200 (more is 200); anything else is refused", async () => {
    expect((await recent("?limit=500")).length).toBeLessThanOrEqual(200);
    for (const bad of ["0", "-1", "two", "1.5"]) {
      const { status, body } = await org.send(`/recent?limit=${bad}`);
      expect([status, body]).toEqual([400, sfError("MALFORMED_QUERY", `limit must be a whole number from 1 to 200: ${bad}`)]);
    }
  });
});
