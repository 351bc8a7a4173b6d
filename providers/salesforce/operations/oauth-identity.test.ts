import { describe, expect, test } from "bun:test";
import { useOrg } from "./org.fixture.ts";

// GET /services/oauth2/userinfo and the identity URL (/id/{orgId}/{userId}) a token response names.
const org = useOrg({
  User: [{
    Username: "ada@example.test", FirstName: "Ada", LastName: "Lovelace", Email: "ada@example.test", Alias: "ada", TimeZoneSidKey: "Europe/London",
    LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA", Password: "s3cret",
  }],
});

async function login() {
  const form = new URLSearchParams({ grant_type: "password", client_id: "app", client_secret: "shh", username: "ada@example.test", password: "s3cret" });
  const { body } = await org.send("/services/oauth2/token", { method: "POST", body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded", authorization: "" } });
  const [orgId, userId] = body.id.split("/").slice(-2) as [string, string];
  return { identityUrl: body.id as string, orgId, userId, auth: { authorization: `Bearer ${body.access_token}` } };
}
const urls = () => ({
  search: `${org.url}/services/data/v{version}/search/`,
  recent: `${org.url}/services/data/v{version}/recent/`,
  rest: `${org.url}/services/data/v{version}/`,
  sobjects: `${org.url}/services/data/v{version}/sobjects/`,
  query: `${org.url}/services/data/v{version}/query/`,
});

describe("who the token is", () => {
  test("userinfo answers the OpenID Connect claims of the token's user", async () => {
    const { identityUrl, orgId, userId, auth } = await login();
    const { status, body } = await org.send("/services/oauth2/userinfo", { headers: auth });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sub: identityUrl, user_id: userId, organization_id: orgId, preferred_username: "ada@example.test", email: "ada@example.test",
      email_verified: true, name: "Ada Lovelace", given_name: "Ada", family_name: "Lovelace", nickname: "ada", zoneinfo: "Europe/London",
      locale: "en_GB", active: true, user_type: "STANDARD", urls: urls(),
    });
  });

  test("the identity URL describes the same user, asserted_user telling whether the token is theirs", async () => {
    const { identityUrl, orgId, userId, auth } = await login();
    const mine = await org.t.mock(identityUrl, { headers: auth });
    expect(mine.status).toBe(200);
    const body = await mine.json();
    expect(body).toMatchObject({
      id: identityUrl, asserted_user: true, user_id: userId, organization_id: orgId, username: "ada@example.test", display_name: "Ada Lovelace",
      first_name: "Ada", last_name: "Lovelace", nick_name: "ada", email: "ada@example.test", active: true, timezone: "Europe/London",
      language: "en_US", locale: "en_GB", user_type: "STANDARD", urls: urls(),
    });
    const someoneElse = await (await org.t.mock(identityUrl, { headers: { authorization: "Bearer another-token" } })).json();
    expect([someoneElse.user_id, someoneElse.asserted_user]).toEqual([userId, false]);
  });

  test("without a token the identity URL tells nothing", async () => {
    const { identityUrl } = await login();
    const anonymous = await org.t.mock(identityUrl, { headers: { authorization: "" } });
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
    expect(JSON.stringify(await anonymous.json())).not.toContain("ada@example.test");
  });

  test("an identity URL naming another org or an unknown user is refused", async () => {
    const { orgId, userId, auth } = await login();
    for (const path of [`/id/00D000000000001AAA/${userId}`, `/id/${orgId}/005000000000999AAA`]) {
      // A client error (the mock answers 404 Bad_Id), never another user's identity.
      const answer = await org.send(path, { headers: auth });
      expect([path, answer.status >= 400 && answer.status < 500, JSON.stringify(answer.body).includes("ada@")]).toEqual([path, true, false]);
    }
  });
});
