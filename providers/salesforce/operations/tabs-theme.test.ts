import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// GET /tabs and GET /theme, as jsforce's conn.tabs() and conn.theme() read them.
const org = useOrg();

describe("tabs and theme", () => {
  test("tabs: Home, then a tab per object with a page layout, opening the object's list", async () => {
    const { status, body } = await org.send("/tabs");
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ name: "standard-home", label: "Home", sobjectName: null, custom: false });
    const accounts = body.find((tab: Json) => tab.sobjectName === "Account");
    expect(accounts).toMatchObject({ name: "standard-Account", label: "Accounts", custom: false, url: `${org.url}/001/o`, iconUrl: `${org.url}/img/icon/accounts32.png` });
    expect(accounts.colors).toContainEqual({ color: "236FBD", context: "primary", theme: "theme3" });
    expect(body.find((tab: Json) => tab.sobjectName === "Invoice__c")).toMatchObject({ name: "Invoice__c", custom: true });
    for (const tab of body as Json[]) {
      expect([typeof tab.label, typeof tab.name, typeof tab.url]).toEqual(["string", "string", "string"]);
      for (const icon of tab.icons) expect([typeof icon.url, typeof icon.width, typeof icon.height, typeof icon.contentType]).toEqual(["string", "number", "number", "string"]);
    }
  });

  test("theme: colors and icons of every object", async () => {
    const { status, body } = await org.send("/theme");
    expect(status).toBe(200);
    const names = body.themeItems.map((item: Json) => item.name);
    expect(names).toContain("Account");
    expect(names).toContain("Invoice__c");
    const account = body.themeItems.find((item: Json) => item.name === "Account");
    expect(account.colors).toEqual([{ color: "7F8DE1", context: "primary", theme: "theme4" }, { color: "236FBD", context: "primary", theme: "theme3" }]);
    expect(account.icons.map((icon: Json) => [icon.contentType, icon.theme, icon.width])).toEqual([["image/png", "theme3", 32], ["image/png", "theme3", 16], ["image/svg+xml", "theme4", 0], ["image/png", "theme4", 120]]);
    // A custom object's look is its own and the same on every call.
    const invoice = body.themeItems.find((item: Json) => item.name === "Invoice__c");
    expect(invoice.icons[2].url).toMatch(/\/img\/icon\/t4v35\/custom\/custom\d+\.svg$/);
    expect((await org.send("/theme")).body.themeItems.find((item: Json) => item.name === "Invoice__c")).toEqual(invoice);
  });
});
