import { describe, expect, test } from "bun:test";
import { useOrg } from "./org.fixture.ts";

// The authorize endpoint hands a code or a session only to a web address, and, for a connected app the
// world declares, only to that app's callback.
const org = useOrg({
  User: [{
    Username: "ada@example.test", LastName: "Lovelace", Email: "ada@example.test", Alias: "ada", TimeZoneSidKey: "Europe/London", LocaleSidKey: "en_GB",
    EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA", Password: "s3cret",
  }],
  ConnectedApplication: [{ Name: "Declared", ConsumerKey: "declared-app", CallbackUrl: "https://app.example/cb\nhttp://localhost:1717/OauthRedirect" }],
});
const FORM = { "content-type": "application/x-www-form-urlencoded", authorization: "" };

const login = (fields: Record<string, string>) =>
  org.request(`/services/oauth2/authorize?${new URLSearchParams({ response_type: "code", client_id: "cli", ...fields })}`, {
    method: "POST", body: "username=ada@example.test&password=s3cret", headers: FORM,
  });

describe("redirect_uri", () => {
  test("javascript:, data: and other schemes get the error page, never a redirect with the code", async () => {
    for (const uri of ["javascript:alert(document.cookie)//", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://x.example/cb", "myapp:/cb", "http:"]) {
      for (const response_type of ["code", "token"]) {
        const response = await login({ redirect_uri: uri, response_type });
        expect([uri, response.status, response.headers.get("location")]).toEqual([uri, 400, null]);
        expect(await response.text()).toContain("redirect_uri_mismatch");
      }
      const page = await org.request(`/services/oauth2/authorize?${new URLSearchParams({ response_type: "code", client_id: "cli", redirect_uri: uri })}`, { headers: { authorization: "" } });
      expect([uri, page.status]).toEqual([uri, 400]);
    }
  });

  test("an undeclared client may use any http(s) address", async () => {
    const response = await login({ redirect_uri: "https://anywhere.example/cb" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!).searchParams.get("code")).toMatch(/^aPrx/);
  });

  test("a declared connected app redirects only to one of its callbacks, exactly", async () => {
    for (const uri of ["https://app.example/cb", "http://localhost:1717/OauthRedirect"]) {
      const response = await login({ client_id: "declared-app", redirect_uri: uri });
      expect([uri, response.status]).toEqual([uri, 302]);
      expect(response.headers.get("location")!.startsWith(uri)).toBe(true);
    }
    for (const uri of ["https://app.example/cb/", "https://app.example/cb?x=1", "https://evil.example/cb", "https://APP.example.evil/cb"]) {
      const response = await login({ client_id: "declared-app", redirect_uri: uri });
      expect([uri, response.status, response.headers.get("location")]).toEqual([uri, 400, null]);
    }
  });
});
