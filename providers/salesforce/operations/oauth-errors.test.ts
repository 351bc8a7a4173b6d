import { describe, expect, test } from "bun:test";
import { useOrg } from "./org.fixture.ts";

// The token endpoint is OAuth's: every refusal is `{ error, error_description }`, never the REST
// API's `[{ message, errorCode }]`, whatever the client sends.
const org = useOrg();
const TOKEN = "/services/oauth2/token";
const FORM = { "content-type": "application/x-www-form-urlencoded", authorization: "" };
const oauth = (error: string, error_description: string) => ({ error, error_description });

const post = (body: string, headers: Record<string, string> = FORM, query = "") =>
  org.send(`${TOKEN}${query}`, { method: "POST", body, headers });
const form = (fields: Record<string, string>) => post(new URLSearchParams(fields).toString());

describe("token endpoint errors", () => {
  test("a missing or unknown grant_type is 400 unsupported_grant_type", async () => {
    for (const fields of [{}, { grant_type: "magic" }, { grant_type: "" }] as Array<Record<string, string>>) {
      const { status, body } = await form(fields);
      expect([status, body]).toEqual([400, oauth("unsupported_grant_type", "grant type not supported")]);
    }
  });

  test("no client_id is 400 invalid_client_id; client credentials without a secret are invalid_client", async () => {
    const noClient = await form({ grant_type: "password", username: "integration@understudy.example", password: "understudy" });
    expect([noClient.status, noClient.body]).toEqual([400, oauth("invalid_client_id", "client identifier invalid")]);
    const noSecret = await form({ grant_type: "client_credentials", client_id: "app" });
    expect([noSecret.status, noSecret.body]).toEqual([400, oauth("invalid_client", "invalid client credentials")]);
  });

  test("a wrong password, a missing username or non-text fields are invalid_grant", async () => {
    const base = { grant_type: "password", client_id: "app", client_secret: "s" };
    for (const fields of [{ ...base, username: "integration@understudy.example", password: "nope" }, { ...base, password: "understudy" }]) {
      const { status, body } = await form(fields);
      expect([status, body]).toEqual([400, oauth("invalid_grant", "authentication failure")]);
    }
    const json = await post(JSON.stringify({ ...base, username: { $ne: null }, password: ["understudy"] }), { "content-type": "application/json", authorization: "" });
    expect([json.status, json.body]).toEqual([400, oauth("invalid_grant", "authentication failure")]);
  });

  test("a body that is not a form nor JSON answers in OAuth's shape, from what the query string says", async () => {
    const json = { "content-type": "application/json", authorization: "" };
    const bare = await post("{not json", json);
    expect([bare.status, bare.body]).toEqual([400, oauth("unsupported_grant_type", "grant type not supported")]);
    const withQuery = await post("{not json", json, "?grant_type=password&client_id=app");
    expect([withQuery.status, withQuery.body]).toEqual([400, oauth("invalid_grant", "authentication failure")]);
    for (const body of ["[]", "123", "null", '"text"']) {
      const { status, body: answer } = await post(body, json);
      expect([body, status, answer]).toEqual([body, 400, oauth("unsupported_grant_type", "grant type not supported")]);
    }
  });

  test("GET is 400 invalid_request 'must use HTTP POST'", async () => {
    const { status, body } = await org.send(TOKEN, { headers: { authorization: "" } });
    expect([status, body]).toEqual([400, oauth("invalid_request", "must use HTTP POST")]);
  });

  test("the right credentials still log in, from the form or from the query string", async () => {
    const fields = { grant_type: "password", client_id: "app", client_secret: "s", username: await org.integrationUsername(), password: "understudy" };
    expect((await form(fields)).body).toMatchObject({ token_type: "Bearer", instance_url: `${org.url}/` });
    const viaQuery = await post("", FORM, `?${new URLSearchParams(fields)}`);
    expect(viaQuery.body).toMatchObject({ token_type: "Bearer", instance_url: `${org.url}/` });
  });
});
