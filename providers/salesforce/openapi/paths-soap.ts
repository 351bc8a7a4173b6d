// The SOAP API's login endpoints (partner `u`, enterprise `c`), with and without the org id that
// login's serverUrl appends. One handler reads the envelope and answers login, getUserInfo and logout;
// its session comes in the envelope's SessionHeader, not in a header the core checks.
import type { OpenAPIV3, OperationExtensions } from "../../../core/pack/index.ts";
import { pathParam, type Paths } from "./parts.ts";

const soapVersion: OpenAPIV3.ParameterObject = { name: "version", in: "path", required: true, description: "API version without the v, e.g. 64.0 (login() ends at 64.0)", schema: { type: "string" } };
const orgId = pathParam("orgId", "The org id login's serverUrl names (not checked)");
const xml = (description: string): OpenAPIV3.ResponseObject => ({ description, content: { "text/xml": { schema: { type: "string" } } } });

const soapPost = (operationId: string, summary: string, withOrg: boolean): OpenAPIV3.OperationObject<OperationExtensions> => ({
  operationId,
  ...(operationId === "soapCall" ? {} : { "x-understudy-operation": "soapCall" }),
  summary,
  security: [],
  parameters: withOrg ? [soapVersion, orgId] : [soapVersion],
  // Declared as any type so the core hands the envelope over as sent (text/xml is not JSON).
  requestBody: { required: false, description: "A SOAP 1.1 envelope (text/xml) calling login, getUserInfo or logout", content: { "*/*": { schema: { type: "string", format: "binary" } } } },
  responses: { "200": xml("The call's response envelope"), "500": xml("A SOAP fault (sf:INVALID_LOGIN, sf:INVALID_SESSION_ID, …)") },
});

export const soapPaths: Paths = {
  "/services/Soap/u/{version}": { post: soapPost("soapCall", "Partner SOAP API: login, getUserInfo, logout", false) },
  "/services/Soap/u/{version}/{orgId}": { post: soapPost("soapCallPartnerOrg", "Partner SOAP API at login's serverUrl", true) },
  "/services/Soap/c/{version}": { post: soapPost("soapCallEnterprise", "Enterprise SOAP API: login, getUserInfo, logout", false) },
  "/services/Soap/c/{version}/{orgId}": { post: soapPost("soapCallEnterpriseOrg", "Enterprise SOAP API at login's serverUrl", true) },
};
