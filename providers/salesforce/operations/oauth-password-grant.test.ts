import { describe, expect, test } from "bun:test";
import { useOrg } from "./org.fixture.ts";

// POST /services/oauth2/token with grant_type=password, as jsforce's OAuth2 login sends it.
const user = (alias: string, extra: object = {}) => ({
  Username: `${alias}@example.test`, LastName: alias, Email: `${alias}@example.test`, Alias: alias, TimeZoneSidKey: "Europe/London",
  LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA", ...extra,
});
const org = useOrg({
  User: [
    user("ada", { FirstName: "Ada", Password: "s3cret" }), user("gone", { Password: "s3cret", IsActive: false }),
    user("tok", { Password: "pw", SecurityToken: "AbCdEf123" }), user("blank", { Password: "" }),
  ],
});

const token = (fields: Record<string, string>) =>
  org.send("/services/oauth2/token", {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", client_id: "app", client_secret: "shh", ...fields }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: "" },
  });
const REFUSED = { error: "invalid_grant", error_description: "authentication failure" };

describe("the password grant", () => {
  test("the right password answers a bearer token for the user, naming the instance and identity URLs", async () => {
    const { status, body } = await token({ username: "ada@example.test", password: "s3cret" });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["access_token", "id", "instance_url", "issued_at", "scope", "signature", "token_type"]);
    expect(body).toMatchObject({ instance_url: `${org.url}/`, token_type: "Bearer", issued_at: String(org.t.clock.now) });
    expect(body.id).toMatch(new RegExp(`^${org.url}/id/00D[0-9A-Za-z]{15}/005[0-9A-Za-z]{15}$`));
    // The org's 15-character id, as Salesforce tokens start (the Salesforce CLI checks it), then the world.
    expect(body.access_token).toMatch(/^00D[0-9A-Za-z]{12}![.\w]+$/);
    expect(body.access_token.slice(0, 15)).toBe(body.id.split("/").at(-2).slice(0, 15));
    expect(body.signature).toEqual(expect.any(String));
  });

  test("the username is matched regardless of case", async () => {
    const { status, body } = await token({ username: "ADA@Example.TEST", password: "s3cret" });
    expect(status).toBe(200);
    expect(body.id).toBe((await token({ username: "ada@example.test", password: "s3cret" })).body.id);
  });

  test("exactly the password, or the password followed by the seeded security token; no other suffix", async () => {
    expect((await token({ username: "tok@example.test", password: "pw" })).status).toBe(200);
    expect((await token({ username: "tok@example.test", password: "pwAbCdEf123" })).status).toBe(200);
    for (const [username, password] of [["tok@example.test", "pwAbCdEf12"], ["tok@example.test", "pwx"], ["ada@example.test", "s3cretAbCdEf123"], ["ada@example.test", "s3cre"]]) {
      const { status, body } = await token({ username: username!, password: password! });
      expect([password, status, body]).toEqual([password, 400, REFUSED]);
    }
  });

  test("a user seeded with an empty password cannot log in with any password", async () => {
    for (const password of ["", "anything"]) expect((await token({ username: "blank@example.test", password })).body).toEqual(REFUSED);
  });

  test("a wrong password, an unknown user or an inactive user is 400 invalid_grant", async () => {
    for (const fields of [{ username: "ada@example.test", password: "nope" }, { username: "nobody@example.test", password: "s3cret" }, { username: "gone@example.test", password: "s3cret" }]) {
      const { status, body } = await token(fields);
      expect([fields.username, status, body]).toEqual([fields.username, 400, REFUSED]);
    }
  });

  test("records created with the token are created and owned by its user", async () => {
    const { body: session } = await token({ username: "ada@example.test", password: "s3cret" });
    const userId = session.id.split("/").pop();
    const auth = { authorization: `Bearer ${session.access_token}` };
    const created = await org.send("/sobjects/Account", { method: "POST", body: { Name: "Ada's" }, headers: auth });
    expect(created.status).toBe(201);
    const account = (await org.send(`/sobjects/Account/${created.body.id}?fields=CreatedById,OwnerId,LastModifiedById`)).body;
    expect([account.CreatedById, account.OwnerId, account.LastModifiedById]).toEqual([userId, userId, userId]);
  });
});
