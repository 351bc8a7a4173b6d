import { expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { postSoap } from "./soap.fixture.ts";

// The envelope simple-salesforce's SalesforceLogin builds when given a security token
// (simple_salesforce/login.py), byte for byte, with its headers. Its soap_login() then reads the
// answer with minidom's getElementsByTagName: `sessionId` and `serverUrl` must be unprefixed elements,
// and a failure's `sf:exceptionCode` and `sf:exceptionMessage` prefixed exactly so. The same login is
// run by Python itself in tests/e2e/simple-salesforce-login.test.ts.
const org = useOrg({
  User: [{ Username: "py@acme.example", Password: "s3cret", SecurityToken: "TOK3N", LastName: "Py", Email: "py@acme.example", Alias: "py",
    TimeZoneSidKey: "Europe/London", LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: "00e5g0000000000AAA" }],
});

const envelope = (password: string) => `<?xml version="1.0" encoding="utf-8" ?>
<env:Envelope
        xmlns:xsd="http://www.w3.org/2001/XMLSchema"
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
        xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"
        xmlns:urn="urn:partner.soap.sforce.com">
    <env:Header>
        <urn:CallOptions>
            <urn:client>simple-salesforce</urn:client>
            <urn:defaultNamespace>sf</urn:defaultNamespace>
        </urn:CallOptions>
    </env:Header>
    <env:Body>
        <n1:login xmlns:n1="urn:partner.soap.sforce.com">
            <n1:username>py@acme.example</n1:username>
            <n1:password>${password}TOK3N</n1:password>
        </n1:login>
    </env:Body>
</env:Envelope>`;
const HEADERS = { "content-type": "text/xml", charset: "UTF-8", SOAPAction: "login" };

test("its security-token envelope logs in; sessionId and serverUrl are where getElementsByTagName finds them", async () => {
  const answer = await postSoap(org, "/services/Soap/u/59.0", envelope("s3cret"), HEADERS);
  expect(answer.status).toBe(200);
  expect(answer.text.match(/<sessionId>/g)).toHaveLength(1);
  expect(answer.text).toMatch(/<serverUrl>http:\/\/localhost:4001\/w\/[a-z2-7]{27}\/salesforce\/services\/Soap\/u\/59\.0\/00D[0-9A-Za-z]{12}<\/serverUrl>/);
});

test("a wrong password answers what it reads from sf:exceptionCode and sf:exceptionMessage", async () => {
  const answer = await postSoap(org, "/services/Soap/u/59.0", envelope("wrong"), HEADERS);
  expect(answer.status).toBe(500);
  expect(answer.text).toContain("<sf:exceptionCode>INVALID_LOGIN</sf:exceptionCode>");
  expect(answer.text).toContain("<sf:exceptionMessage>Invalid username, password, security token; or user locked out.</sf:exceptionMessage>");
});
