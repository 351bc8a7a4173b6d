import { describe, expect, test } from "bun:test";
import { useOrg } from "./org.fixture.ts";
import { pkceChallenge } from "./oauth-grants.ts";

// Sessions as Salesforce keeps them: refresh tokens, the JWT bearer and web-server flows, revocation,
// and tokens that name their org (and this world), so one from elsewhere is refused.
const org = useOrg({
  User: [{
    Username: "ada@example.test", LastName: "Lovelace", Email: "ada@example.test", Alias: "ada", TimeZoneSidKey: "Europe/London", LocaleSidKey: "en_GB",
    EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA", Password: "s3cret",
  }],
});
const FORM = { "content-type": "application/x-www-form-urlencoded", authorization: "" };
const token = (fields: Record<string, string>) => org.send("/services/oauth2/token", { method: "POST", body: new URLSearchParams(fields).toString(), headers: FORM });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: "RS256" })}.${b64url(claims)}.c2lnbmF0dXJl`;
const INVALID_SESSION = [{ message: "Session expired or invalid", errorCode: "INVALID_SESSION_ID" }];

/** The web-server flow as a browser runs it: the login page, the form, the redirect with a code. */
async function authorizationCode(verifier?: string): Promise<string> {
  const query = new URLSearchParams({ response_type: "code", client_id: "cli", redirect_uri: "http://localhost:1717/OauthRedirect", state: "s1" });
  if (verifier) query.set("code_challenge", await pkceChallenge(verifier));
  const page = await org.request(`/services/oauth2/authorize?${query}`, { headers: { authorization: "" } });
  expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html;charset=UTF-8"]);
  expect(await page.text()).toContain('name="password"');
  const login = await org.request(`/services/oauth2/authorize?${query}`, { method: "POST", body: "username=ADA@example.test&password=s3cret", headers: FORM });
  expect(login.status).toBe(302);
  const location = new URL(login.headers.get("location")!);
  expect([location.origin + location.pathname, location.searchParams.get("state")]).toEqual(["http://localhost:1717/OauthRedirect", "s1"]);
  return location.searchParams.get("code")!;
}

describe("grants", () => {
  test("web-server flow: the code is exchanged once, with its PKCE verifier, for a session with a refresh token", async () => {
    const code = await authorizationCode("verifier-0123456789-abcdefghijklmnop");
    const exchange = { grant_type: "authorization_code", code, client_id: "cli", redirect_uri: "http://localhost:1717/OauthRedirect" };
    expect((await token({ ...exchange, code_verifier: "wrong" })).body).toEqual({ error: "invalid_grant", error_description: "invalid code verifier" });
    const again = await authorizationCode("verifier-0123456789-abcdefghijklmnop");
    const { status, body } = await token({ ...exchange, code: again, code_verifier: "verifier-0123456789-abcdefghijklmnop" });
    expect(status).toBe(200);
    expect(body.refresh_token).toMatch(/^5Aep861/);
    expect((await token({ ...exchange, code: again, code_verifier: "verifier-0123456789-abcdefghijklmnop" })).body.error_description).toBe("invalid authorization code");
    const info = await org.send("/services/oauth2/userinfo", { headers: bearer(body.access_token) });
    expect(info.body.preferred_username).toBe("ada@example.test");

    const refreshed = await token({ grant_type: "refresh_token", refresh_token: body.refresh_token, client_id: "cli" });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    expect(refreshed.body.access_token).not.toBe(body.access_token);
    expect((await org.send("/services/oauth2/userinfo", { headers: bearer(refreshed.body.access_token) })).body.preferred_username).toBe("ada@example.test");
  });

  test("a wrong password shows the login page again; bad parameters are an error page", async () => {
    const query = new URLSearchParams({ response_type: "code", client_id: "cli", redirect_uri: "http://localhost:1717/cb" });
    const wrong = await org.request(`/services/oauth2/authorize?${query}`, { method: "POST", body: "username=ada@example.test&password=nope", headers: FORM });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("Please check your username and password");
    const noClient = await org.request("/services/oauth2/authorize?response_type=code&redirect_uri=http://x/cb", { headers: { authorization: "" } });
    expect(noClient.status).toBe(400);
    expect(await noClient.text()).toContain("invalid_client_id");
  });

  test("user-agent flow: the session comes back in the redirect's fragment", async () => {
    const query = new URLSearchParams({ response_type: "token", client_id: "cli", redirect_uri: "http://localhost:1717/cb", state: "z" });
    const login = await org.request(`/services/oauth2/authorize?${query}`, { method: "POST", body: "username=ada@example.test&password=s3cret", headers: FORM });
    const fragment = new URLSearchParams(new URL(login.headers.get("location")!).hash.slice(1));
    expect(fragment.get("state")).toBe("z");
    expect((await org.send("/services/oauth2/userinfo", { headers: bearer(fragment.get("access_token")!) })).status).toBe(200);
  });

  test("JWT bearer: any well-formed JWT for a user of this world; the signature is not checked", async () => {
    const claims = { iss: "client-id", sub: "ada@example.test", aud: "https://login.salesforce.com", exp: Math.floor(org.t.clock.now / 1000) + 300 };
    const { status, body } = await token({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion: jwt(claims) });
    expect(status).toBe(200);
    expect(body.refresh_token).toBeUndefined();
    expect((await org.send("/services/oauth2/userinfo", { headers: bearer(body.access_token) })).body.preferred_username).toBe("ada@example.test");
    const refusal = async (assertion: string) => (await token({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion })).body;
    expect(await refusal("not-a-jwt")).toEqual({ error: "invalid_grant", error_description: "invalid assertion" });
    expect(await refusal(jwt({ ...claims, sub: "nobody@example.test" }))).toEqual({ error: "invalid_grant", error_description: "user hasn't approved this consumer" });
    expect(await refusal(jwt({ ...claims, exp: 1 }))).toEqual({ error: "invalid_grant", error_description: "expired authorization code" });
    expect(await refusal(jwt({ ...claims, iss: undefined }))).toEqual({ error: "invalid_client_id", error_description: "client identifier invalid" });
  });

  test("a refresh token that does not exist is invalid_grant", async () => {
    const { status, body } = await token({ grant_type: "refresh_token", refresh_token: "5Aep861nope", client_id: "cli" });
    expect([status, body]).toEqual([400, { error: "invalid_grant", error_description: "expired access/refresh token" }]);
  });
});

describe("revocation and foreign tokens", () => {
  const password = () => token({ grant_type: "password", client_id: "app", client_secret: "s", username: "ada@example.test", password: "s3cret" });
  const revoke = (value: string) => org.send("/services/oauth2/revoke", { method: "POST", body: new URLSearchParams({ token: value }).toString(), headers: FORM });

  test("a revoked access token is 401 INVALID_SESSION_ID; the user's other sessions and made-up tokens still work", async () => {
    const [first, second] = [(await password()).body.access_token, (await password()).body.access_token];
    expect((await revoke(first)).status).toBe(200);
    expect(await org.send("/sobjects/Account", { headers: bearer(first) })).toMatchObject({ status: 401, body: INVALID_SESSION });
    expect((await org.send("/sobjects/Account", { headers: bearer(second) })).status).toBe(200);
    expect((await org.send("/sobjects/Account", { headers: bearer("anything-at-all") })).status).toBe(200);
    expect(await revoke("anything-at-all")).toMatchObject({ status: 400, body: { error: "unsupported_token_type" } });
  });

  test("revoking a refresh token ends it and every session opened with it", async () => {
    const code = await authorizationCode();
    const { body } = await token({ grant_type: "authorization_code", code, client_id: "cli", redirect_uri: "http://localhost:1717/OauthRedirect" });
    expect((await revoke(body.refresh_token)).status).toBe(200);
    expect((await org.send("/sobjects/Account", { headers: bearer(body.access_token) })).status).toBe(401);
    expect((await token({ grant_type: "refresh_token", refresh_token: body.refresh_token, client_id: "cli" })).body.error).toBe("invalid_grant");
  });

  test("a token naming another org is 401 INVALID_SESSION_ID", async () => {
    const mine: string = (await password()).body.access_token;
    const otherOrg = `00D5g0000000XYZ${mine.slice(15)}`;
    expect(await org.send("/sobjects/Account", { headers: bearer(otherOrg) })).toMatchObject({ status: 401, body: INVALID_SESSION });
    expect(await org.send("/sobjects/Account", { headers: bearer("00D5g0000000XYZ!AQ8AQIlVb") })).toMatchObject({ status: 401, body: INVALID_SESSION });
  });
});

describe("the org a world is", () => {
  test("its Organization record has the id tokens, userinfo and identity URLs name; profiles and a role exist", async () => {
    const { body } = await token({ grant_type: "password", client_id: "app", client_secret: "s", username: "ada@example.test", password: "s3cret" });
    const orgs = (await org.query("SELECT Id, Name, OrganizationType, IsSandbox FROM Organization")).body.records;
    expect(orgs.length).toBe(1);
    expect(orgs[0].Id.slice(0, 15)).toBe(body.access_token.slice(0, 15));
    expect((await org.send("/services/oauth2/userinfo", { headers: bearer(body.access_token) })).body.organization_id).toBe(orgs[0].Id);
    const profiles = (await org.query("SELECT Name FROM Profile ORDER BY Name")).body.records.map((p: { Name: string }) => p.Name);
    expect(profiles).toEqual(["Read Only", "Standard User", "System Administrator"]);
    const admin = (await org.query("SELECT Profile.Name FROM User WHERE Alias = 'integ'")).body.records[0];
    expect(admin.Profile.Name).toBe("System Administrator");
  });

  test("two snapshots are two orgs with their own integration usernames", async () => {
    const other = (await org.t.createSnapshot("salesforce", {})).url;
    const otherUser = await (await org.t.mock(`${other}services/data/v67.0/query?q=${encodeURIComponent("SELECT Username FROM User WHERE Alias = 'integ'")}`, { headers: bearer("x") })).json();
    const otherOrg = await (await org.t.mock(`${other}services/data/v67.0/query?q=${encodeURIComponent("SELECT Id FROM Organization")}`, { headers: bearer("x") })).json();
    expect(otherUser.records[0].Username).not.toBe(await org.integrationUsername());
    expect(otherOrg.records[0].Id).not.toBe((await org.query("SELECT Id FROM Organization")).body.records[0].Id);
  });

  test("each version's resources name the identity URL of the request's user", async () => {
    const { body } = await token({ grant_type: "password", client_id: "app", client_secret: "s", username: "ada@example.test", password: "s3cret" });
    const resources = await org.send("", { headers: bearer(body.access_token) });
    expect(resources.body.identity).toBe(body.id);
    expect((await org.t.mock(resources.body.identity, { headers: bearer(body.access_token) })).status).toBe(200);
  });
});

describe("requests that lost the world's prefix", () => {
  test("are routed by the token, as clients that resolve /services/... against the origin send them", async () => {
    const { body } = await token({ grant_type: "password", client_id: "app", client_secret: "s", username: "ada@example.test", password: "s3cret" });
    const origin = new URL(org.url).origin;
    const described = await org.t.mock(`${origin}/services/data/v67.0/sobjects/Account/describe`, { headers: bearer(body.access_token) });
    expect([described.status, (await described.json()).name]).toEqual([200, "Account"]);
    const gone = `${body.access_token.slice(0, 16)}aaaaaaaaaaaaaaaaaaaaaaaaaaa${body.access_token.slice(43)}`;
    const refused = await org.t.mock(`${origin}/services/data/v67.0/sobjects`, { headers: bearer(gone) });
    expect([refused.status, await refused.json()]).toEqual([401, INVALID_SESSION]);
  });

  test("a url joined with a path that starts with a slash (//services/...) lands in the world", async () => {
    const response = await org.t.mock(`${org.url}//services/data/v67.0/sobjects/Account/describe`, { headers: bearer("x") });
    expect(response.status).toBe(200);
  });
});

test("a Salesforce path at the origin with a token that names no world is 401 INVALID_SESSION_ID, not a bare 404", async () => {
  const origin = new URL(org.url).origin;
  const response = await org.t.mock(`${origin}/services/oauth2/userinfo`, { headers: bearer("made-up-token") });
  expect([response.status, await response.json()]).toEqual([401, INVALID_SESSION]);
  const elsewhere = await org.t.mock(`${origin}/nothing/here`, { headers: bearer("made-up-token") });
  expect(elsewhere.status).toBe(404);
});
