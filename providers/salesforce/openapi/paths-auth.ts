import { jsonBody, pathParam, ref, type Paths } from "./parts.ts";

const oauthError = jsonBody({ type: "object", properties: { error: { type: "string" }, error_description: { type: "string" } } }, "OAuth error");

export const authPaths: Paths = {
  "/services/oauth2/token": {
    post: {
      operationId: "requestToken", summary: "OAuth 2.0 token: password, client_credentials, refresh_token, authorization_code and JWT bearer grants", security: [],
      // The grant's parameters may come in the query string instead (and jsforce sends them as a form).
      requestBody: { required: false, content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { grant_type: { type: "string" }, username: { type: "string" }, password: { type: "string" }, client_id: { type: "string" }, client_secret: { type: "string" }, refresh_token: { type: "string" }, assertion: { type: "string" }, code: { type: "string" }, redirect_uri: { type: "string" }, code_verifier: { type: "string" } } } } } },
      responses: { "200": jsonBody({ type: "object", required: ["access_token", "instance_url", "id"], properties: { access_token: { type: "string" }, refresh_token: { type: "string" }, scope: { type: "string" }, instance_url: { type: "string" }, id: { type: "string" }, token_type: { type: "string" }, issued_at: { type: "string" }, signature: { type: "string" } } }, "Token"), "400": oauthError },
    },
  },
  "/services/oauth2/authorize": {
    get: {
      operationId: "authorizePage", summary: "Login page of the web-server (response_type=code, PKCE) and user-agent (response_type=token) flows", security: [],
      parameters: ["response_type", "client_id", "redirect_uri", "state", "code_challenge", "login_hint"].map((name) => ({ name, in: "query" as const, required: false, schema: { type: "string" as const } })),
      responses: { "200": { description: "HTML login form", content: { "text/html": { schema: { type: "string" } } } } },
    },
    post: {
      operationId: "authorizeLogin", summary: "The login form: redirects to redirect_uri with a code (or the session in the fragment)", security: [],
      requestBody: { required: false, content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { username: { type: "string" }, password: { type: "string" } } } } } },
      responses: { "302": { description: "Redirect to redirect_uri" }, "200": { description: "The form again, with the problem", content: { "text/html": { schema: { type: "string" } } } } },
    },
  },
  "/services/oauth2/revoke": {
    post: {
      operationId: "revokeToken", summary: "Revoke an access token, or a refresh token and its sessions", security: [],
      requestBody: { required: false, content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { token: { type: "string" } } } } } },
      responses: { "200": { description: "Revoked" }, "400": oauthError },
    },
    get: { operationId: "revokeTokenByQuery", "x-understudy-operation": "revokeToken", summary: "Revoke a token named by ?token=", security: [], responses: { "200": { description: "Revoked" }, "400": oauthError } },
  },
  "/services/oauth2/userinfo": { get: { operationId: "userInfo", summary: "OpenID Connect user info for the token's user", responses: { "200": jsonBody({ type: "object" }, "Claims") } } },
  "/id/{orgId}/{userId}": {
    get: { operationId: "identity", summary: "Identity URL of a user", parameters: [pathParam("orgId", "Org id (00D...)"), pathParam("userId", "User id (005...)")], responses: { "200": jsonBody({ type: "object" }, "Identity"), "404": jsonBody({ type: "array", items: ref("Error") }, "Unknown") } },
  },
};
