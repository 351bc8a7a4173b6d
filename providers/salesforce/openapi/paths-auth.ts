import { jsonBody, pathParam, ref, type Paths } from "./parts.ts";

const oauthError = jsonBody({ type: "object", properties: { error: { type: "string" }, error_description: { type: "string" } } }, "OAuth error");

export const authPaths: Paths = {
  "/services/oauth2/token": {
    post: {
      operationId: "requestToken", summary: "OAuth 2.0 token: password and client_credentials grants", security: [],
      // The grant's parameters may come in the query string instead (and jsforce sends them as a form).
      requestBody: { required: false, content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties: { grant_type: { type: "string" }, username: { type: "string" }, password: { type: "string" }, client_id: { type: "string" }, client_secret: { type: "string" } } } } } },
      responses: { "200": jsonBody({ type: "object", required: ["access_token", "instance_url", "id"], properties: { access_token: { type: "string" }, instance_url: { type: "string" }, id: { type: "string" }, token_type: { type: "string" }, issued_at: { type: "string" }, signature: { type: "string" } } }, "Token"), "400": oauthError },
    },
  },
  "/services/oauth2/userinfo": { get: { operationId: "userInfo", summary: "OpenID Connect user info for the token's user", responses: { "200": jsonBody({ type: "object" }, "Claims") } } },
  "/id/{orgId}/{userId}": {
    get: { operationId: "identity", summary: "Identity URL of a user", parameters: [pathParam("orgId", "Org id (00D...)"), pathParam("userId", "User id (005...)")], responses: { "200": jsonBody({ type: "object" }, "Identity"), "404": jsonBody({ type: "array", items: ref("Error") }, "Unknown") } },
  },
};
