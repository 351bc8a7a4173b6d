import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /sobjects/{sobject}/describe/layouts (and by record type, named, compact, approval).
const org = useOrg();

const MASTER = "012000000000000AAA";
const fieldsOf = (section: Json): string[] =>
  section.layoutRows.flatMap((row: Json) => row.layoutItems.flatMap((item: Json) => item.layoutComponents.filter((c: Json) => c.type === "Field").map((c: Json) => c.value)));

describe("page layouts", () => {
  test("layouts, recordTypeMappings and recordTypeSelectorRequired, as jsforce's sobject.layouts() reads them", async () => {
    const { status, body } = await org.send("/sobjects/Account/describe/layouts");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["layouts", "recordTypeMappings", "recordTypeSelectorRequired"]);
    const [layout] = body.layouts;
    expect(layout.id).toMatch(/^00h\w{15}$/);
    expect(layout.buttonLayoutSection.detailButtons.map((b: Json) => b.name)).toEqual(["Edit", "Delete", "Clone"]);
    expect(layout.quickActionList).toEqual({ quickActionListItems: [] });
    expect(body.recordTypeMappings).toEqual([expect.objectContaining({ recordTypeId: MASTER, master: true, layoutId: layout.id, urls: { layout: `/services/data/v67.0/sobjects/Account/describe/layouts/${MASTER}` } })]);
    expect(body.recordTypeSelectorRequired).toEqual([false]);
    // Stable: the same id in every world and call.
    expect((await org.send("/sobjects/Account/describe/layouts")).body.layouts[0].id).toBe(layout.id);
  });

  test("sections hold the object's fields two to a row; the edit section only editable ones", async () => {
    const [layout] = (await org.send("/sobjects/Account/describe/layouts")).body.layouts;
    const [info, system] = layout.detailLayoutSections;
    expect(info).toMatchObject({ heading: "Account Information", columns: 2, parentLayoutId: layout.id, useHeading: true });
    expect(info.rows).toBe(info.layoutRows.length);
    for (const row of info.layoutRows) expect(row.numItems).toBe(2);
    const detail = fieldsOf(info);
    expect(detail[0]).toBe("Name");
    expect(detail).toContain("Industry");
    expect(detail).toContain("BillingAddress");
    expect(detail).not.toContain("BillingStreet");
    expect(detail).not.toContain("Id");
    const name = info.layoutRows[0].layoutItems[0];
    expect(name).toMatchObject({ label: "Account Name", required: true, editableForNew: true, editableForUpdate: true, placeholder: false });
    expect(name.layoutComponents[0]).toMatchObject({ type: "Field", value: "Name", details: { name: "Name", type: "string" } });
    expect(system.heading).toBe("System Information");
    expect(system.layoutRows[0].layoutItems[0].layoutComponents.map((c: Json) => c.value)).toEqual(["CreatedById", ", ", "CreatedDate"]);
    const edit = fieldsOf(layout.editLayoutSections[0]);
    expect(edit).toContain("Name");
    expect(edit).not.toContain("CreatedById");
  });

  test("related lists follow the child relationships of objects the org has", async () => {
    const [layout] = (await org.send("/sobjects/Account/describe/layouts")).body.layouts;
    const contacts = layout.relatedLists.find((list: Json) => list.name === "Contacts");
    expect(contacts).toMatchObject({ sobject: "Contact", field: "AccountId", label: "Contacts", limitRows: 5 });
    expect(contacts.columns[0]).toMatchObject({ field: "Contact.Name", fieldApiName: "Name", name: "Name" });
  });

  test("by record type: the layout itself; an unknown record type is NOT_FOUND", async () => {
    const all = (await org.send("/sobjects/Account/describe/layouts")).body;
    const one = await org.send(`/sobjects/Account/describe/layouts/${MASTER.slice(0, 15)}`);
    expect([one.status, one.body.id]).toEqual([200, all.layouts[0].id]);
    for (const bad of ["012000000000001AAA", "nope"]) expect(await org.send(`/sobjects/Account/describe/layouts/${bad}`)).toMatchObject({ status: 404, body: sfError("NOT_FOUND", "The requested resource does not exist") });
  });

  test("named layouts: User's UserAlt; others are NOT_FOUND", async () => {
    const { status, body } = await org.send("/sobjects/User/describe/namedLayouts/UserAlt");
    expect(status).toBe(200);
    expect(body.layouts).toHaveLength(1);
    expect(body.recordTypeMappings).toEqual([]);
    expect((await org.send("/sobjects/Account/describe/namedLayouts/UserAlt")).status).toBe(404);
  });

  test("compact and approval layouts", async () => {
    const compact = (await org.send("/sobjects/Account/describe/compactLayouts")).body;
    expect(compact.compactLayouts[0]).toMatchObject({ id: null, name: "SYSTEM", label: "System Default", objectType: "Account", actions: [], imageItems: [] });
    expect(compact.compactLayouts[0].fieldItems[0].layoutComponents[0].value).toBe("Name");
    expect(compact.defaultCompactLayoutId).toBeNull();
    expect(compact.recordTypeCompactLayoutMappings[0]).toMatchObject({ recordTypeId: MASTER, compactLayoutName: "SYSTEM" });
    expect((await org.send("/sobjects/Account/describe/approvalLayouts")).body).toEqual({ approvalLayouts: [] });
  });

  test("an unknown object is NOT_FOUND", async () => {
    for (const path of ["layouts", "compactLayouts", "approvalLayouts", `layouts/${MASTER}`])
      expect((await org.send(`/sobjects/Nope__c/describe/${path}`)).status).toBe(404);
  });
});
