import { expect, test } from "bun:test";
import { useOrg, type Json } from "./org.fixture.ts";

// What a snapshot's /query adds to the SOQL engine: activity views derived from tasks and events,
// FOR VIEW stamping the rows it returns, and explain of a list view by its id.
const ACME = "001000000000001AAA";
const org = useOrg({
  Account: [{ Id: ACME, Name: "Acme" }, { Id: "001000000000002AAA", Name: "Globex" }],
  Task: [{ Subject: "Call back", Status: "Completed", WhatId: ACME }, { Subject: "Send quote", Status: "Not Started", WhatId: ACME }],
});
const subjects = (rows: Json) => (rows?.records ?? []).map((row: Json) => row.Subject);

test("ActivityHistories and OpenActivities subqueries answer from the world's tasks", async () => {
  const { body } = await org.query(`SELECT Name, (SELECT Subject FROM ActivityHistories), (SELECT Subject FROM OpenActivities) FROM Account WHERE Id = '${ACME}'`);
  expect(subjects(body.records[0].ActivityHistories)).toEqual(["Call back"]);
  expect(subjects(body.records[0].OpenActivities)).toEqual(["Send quote"]);
});

test("FOR VIEW stamps LastViewedDate on the rows it returned, so /recent lists them", async () => {
  const before = (await org.query("SELECT LastViewedDate FROM Account WHERE Name = 'Globex'")).body.records[0].LastViewedDate;
  expect(before).toBeNull();
  await org.query("SELECT Id, Name FROM Account WHERE Name = 'Globex' FOR VIEW");
  const after = (await org.query("SELECT LastViewedDate FROM Account WHERE Name = 'Globex'")).body.records[0].LastViewedDate;
  expect(after).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect((await org.send("/recent")).body.map((item: Json) => item.Name)).toContain("Globex");
});

test("explain takes a list view's id and explains the view's query; an unknown id is INVALID_ID", async () => {
  const all = (await org.send("/sobjects/Account/listviews")).body.listviews.find((view: Json) => view.developerName === "AllAccounts");
  const plan = await org.send(`/query?explain=${all.id}`);
  expect(plan.status).toBe(200);
  expect(plan.body.plans[0].sobjectType).toBe("Account");
  expect((await org.send("/query?explain=00B000000000000AAA")).body[0].errorCode).toBe("INVALID_ID");
});
