"""simple-salesforce's SOAP login, replayed with Python's standard library.

The envelopes are the ones simple_salesforce/login.py (SalesforceLogin) builds, byte for byte, sent
with its headers to `{scratch_url}/services/Soap/u/{version}` as its `scratch_url` option does; the
answer is read as its soap_login() reads it (xml.dom.minidom, getElementsByTagName on `sessionId`,
`serverUrl`, `sf:exceptionCode`, `sf:exceptionMessage`). simple-salesforce itself cannot be installed
here (no Python registry), so this is its login path, not the package.

    python3 simple_salesforce_login.py <snapshotUrl> <username> <password> <securityToken> <otherUsername> <otherPassword>

Prints the plan (every case's name), then one JSON line per case, as tests/e2e/node/run-cases.mjs does.
"""
import json
import sys
import traceback
import urllib.error
import urllib.parse
import urllib.request
import xml.dom.minidom
from html import escape

DEFAULT_CLIENT_ID_PREFIX = 'simple-salesforce'
DEFAULT_API_VERSION = '59.0'


class SalesforceAuthenticationFailed(Exception):
    def __init__(self, code, message):
        super().__init__(f'{code}: {message}')
        self.code = code
        self.message = message


def getUniqueElementValueFromXmlString(xmlString, elementName):
    """simple_salesforce/util.py, unchanged."""
    xmlStringAsDom = xml.dom.minidom.parseString(xmlString)
    elementsByName = xmlStringAsDom.getElementsByTagName(elementName)
    elementValue = None
    if len(elementsByName) > 0:
        elementValue = (
            elementsByName[0]
            .toxml()
            .replace('<' + elementName + '>', '')
            .replace('</' + elementName + '>', '')
        )
    return elementValue


def token_envelope(username, password, security_token, client_id):
    return f"""<?xml version="1.0" encoding="utf-8" ?>
<env:Envelope
        xmlns:xsd="http://www.w3.org/2001/XMLSchema"
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
        xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"
        xmlns:urn="urn:partner.soap.sforce.com">
    <env:Header>
        <urn:CallOptions>
            <urn:client>{client_id}</urn:client>
            <urn:defaultNamespace>sf</urn:defaultNamespace>
        </urn:CallOptions>
    </env:Header>
    <env:Body>
        <n1:login xmlns:n1="urn:partner.soap.sforce.com">
            <n1:username>{username}</n1:username>
            <n1:password>{password}{security_token}</n1:password>
        </n1:login>
    </env:Body>
</env:Envelope>"""


def organization_envelope(username, password, organizationId, client_id):
    return f"""<?xml version="1.0" encoding="utf-8" ?>
<soapenv:Envelope
        xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
        xmlns:urn="urn:partner.soap.sforce.com">
    <soapenv:Header>
        <urn:CallOptions>
            <urn:client>{client_id}</urn:client>
            <urn:defaultNamespace>sf</urn:defaultNamespace>
        </urn:CallOptions>
        <urn:LoginScopeHeader>
            <urn:organizationId>{organizationId}</urn:organizationId>
        </urn:LoginScopeHeader>
    </soapenv:Header>
    <soapenv:Body>
        <urn:login>
            <urn:username>{username}</urn:username>
            <urn:password>{password}</urn:password>
        </urn:login>
    </soapenv:Body>
</soapenv:Envelope>"""


def plain_envelope(username, password, client_id):
    return f"""<?xml version="1.0" encoding="utf-8" ?>
<soapenv:Envelope
        xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
        xmlns:urn="urn:partner.soap.sforce.com">
    <soapenv:Header>
        <urn:CallOptions>
            <urn:client>{client_id}</urn:client>
            <urn:defaultNamespace>sf</urn:defaultNamespace>
        </urn:CallOptions>
    </soapenv:Header>
    <soapenv:Body>
        <urn:login>
            <urn:username>{username}</urn:username>
            <urn:password>{password}</urn:password>
        </urn:login>
    </soapenv:Body>
</soapenv:Envelope>"""


def salesforce_login(scratch_url, username, password, security_token=None, organizationId=None, sf_version=DEFAULT_API_VERSION):
    """SalesforceLogin's SOAP branches, in its order: a security token, else an organization id, else the password alone."""
    client_id = DEFAULT_CLIENT_ID_PREFIX
    username = escape(username)
    password = escape(password)
    if security_token is not None:
        body = token_envelope(username, password, security_token, client_id)
    elif organizationId is not None:
        body = organization_envelope(username, password, organizationId, client_id)
    else:
        body = plain_envelope(username, password, client_id)
    soap_url = f'{scratch_url}/services/Soap/u/{sf_version}'
    headers = {'content-type': 'text/xml', 'charset': 'UTF-8', 'SOAPAction': 'login'}
    return soap_login(soap_url, body, headers)


def soap_login(soap_url, request_body, headers):
    """soap_login() with urllib in place of requests."""
    request = urllib.request.Request(soap_url, data=request_body.encode(), headers=headers, method='POST')
    try:
        with urllib.request.urlopen(request) as response:
            status, content = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, content = error.code, error.read()
    if status != 200:
        except_code = getUniqueElementValueFromXmlString(content, 'sf:exceptionCode')
        except_msg = getUniqueElementValueFromXmlString(content, 'sf:exceptionMessage') or content.decode()
        raise SalesforceAuthenticationFailed(except_code, except_msg)
    session_id = getUniqueElementValueFromXmlString(content, 'sessionId')
    server_url = getUniqueElementValueFromXmlString(content, 'serverUrl')
    if session_id is None or server_url is None:
        raise SalesforceAuthenticationFailed('UNKNOWN_EXCEPTION_CODE', 'UNKNOWN_EXCEPTION_MESSAGE')
    sf_instance = server_url.replace('http://', '').replace('https://', '').split('/')[0].replace('-api', '')
    return session_id, sf_instance


def main():
    url, username, password, token, other_username, other_password = sys.argv[1:7]
    url = url.rstrip('/')
    host = urllib.parse.urlparse(url).netloc
    cases = []
    check = lambda name: (lambda run: cases.append((name, run)))
    state = {}

    @check('the security-token envelope logs in; the instance is the host of serverUrl')
    def _():
        session_id, instance = salesforce_login(url, username, password, security_token=token)
        assert session_id.startswith('00D') and session_id[15] == '!', session_id
        assert instance == host, instance
        state['session'] = session_id

    @check('the organizationId envelope (LoginScopeHeader) logs in')
    def _():
        session_id, _ = salesforce_login(url, username, password, organizationId=state['session'][:15])
        assert session_id.startswith(state['session'][:15])

    @check('the plain envelope logs in, escaping a password of <, &, quotes as html.escape does')
    def _():
        session_id, _ = salesforce_login(url, other_username, other_password)
        assert session_id.startswith(state['session'][:15])

    @check('a wrong password raises SalesforceAuthenticationFailed with INVALID_LOGIN from sf:exceptionCode')
    def _():
        try:
            salesforce_login(url, username, 'wrong', security_token=token)
        except SalesforceAuthenticationFailed as failure:
            assert failure.code == 'INVALID_LOGIN', failure.code
            assert failure.message == 'Invalid username, password, security token; or user locked out.', failure.message
            return
        raise AssertionError('the login succeeded')

    @check('the session id is the Bearer token simple-salesforce then sends to the REST API')
    def _():
        request = urllib.request.Request(f'{url}/services/data/v{DEFAULT_API_VERSION}/query/?q=SELECT+Name+FROM+Account',
                                         headers={'Authorization': 'Bearer ' + state['session'], 'X-PrettyPrint': '1'})
        with urllib.request.urlopen(request) as response:
            body = json.loads(response.read())
        assert [record['Name'] for record in body['records']] == ['Acme Corp'], body

    print(json.dumps({'plan': [name for name, _ in cases]}), flush=True)
    for name, run in cases:
        try:
            run()
            print(json.dumps({'name': name, 'ok': True}), flush=True)
        except Exception:
            print(json.dumps({'name': name, 'ok': False, 'error': traceback.format_exc()}), flush=True)


if __name__ == '__main__':
    main()
