import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { readBearer } from "../auth/authenticate.ts";
import { CREDENTIAL_HEADER, isWorldCredential } from "../mock/world-credential.ts";
import type { World } from "../world/world.ts";
import { createWorldToolbox, type ToolboxDeps } from "./world-toolbox.ts";
import { createWorldMcpServer } from "./world-mcp-server.ts";
import type { McpSessions } from "./mcp-sessions.ts";
import { connectChecked } from "./request-params.ts";
import type { ResourceLimits } from "../config.ts";
import { closingConnection } from "../http/request-checks.ts";
import { readMcpBody, rpcError } from "./mcp-body.ts";
import { selectProfiles, type ProfileSelection } from "./mcp-profiles.ts";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";

export interface McpEndpointDeps extends ToolboxDeps {
  sessions: McpSessions;
  /** A POST body past `mockBodyBytes` is 413 with a JSON-RPC error (the SDK's transport counts it). */
  limits: Pick<ResourceLimits, "mockBodyBytes">;
}

/**
 * A world's MCP endpoint over Streamable HTTP. Default: stateless, JSON responses, a fresh server per
 * request (nothing to lose on a restart). `?mode=session`: the server issues `Mcp-Session-Id`, answers
 * with SSE streams, serves GET streams, and ends the session on DELETE.
 */
export async function handleMcpRequest(
  deps: McpEndpointDeps, world: World, request: Request, current?: () => Promise<World | undefined>, profileSegment?: string,
): Promise<Response> {
  const access = await checkCredential(world, request);
  if ("refused" in access) return access.refused;
  const profiles = selectProfiles(deps.packs, world.meta.packs, profileSegment);
  if ("error" in profiles) return rpcError(404, -32001, profiles.error as string);
  const body = await readMcpBody(request, deps.limits.mockBodyBytes);
  if (body && "refused" in body) return body.refused;
  const options: HandleOptions = { ...(body ? { parsedBody: body.parsed } : {}), authInfo: authInfoFor(access.authorization) };
  const sessionMode = new URL(request.url).searchParams.get("mode") === "session";
  if (!sessionMode) return handleStateless(deps, world, request, options, current, profiles as ProfileSelection);

  const sessionId = request.headers.get("mcp-session-id");
  if (sessionId) {
    const transport = deps.sessions.get(sessionId, world.id, deps.now());
    if (!transport) return rpcError(404, -32001, "Session not found; initialize a new session.");
    return closeAfter413(await transport.handleRequest(request, options));
  }
  const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: () => crypto.randomUUID(),
    onsessioninitialized: (id) => deps.sessions.add(id, world.id, transport, deps.now()),
    onsessionclosed: (id) => deps.sessions.remove(id),
    maxRequestBodySize: deps.limits.mockBodyBytes,
  });
  await connectChecked(serverFor(deps, world, current, profiles as ProfileSelection), transport, deps.log);
  return closeAfter413(await transport.handleRequest(request, options));
}

async function handleStateless(
  deps: McpEndpointDeps,
  world: World,
  request: Request,
  options: HandleOptions,
  current: (() => Promise<World | undefined>) | undefined,
  profiles: ProfileSelection,
): Promise<Response> {
  // No session means no server-initiated stream to open or session to end.
  if (request.method === "GET" || request.method === "DELETE")
    return rpcError(405, -32000, "Method not allowed: this endpoint is stateless (use ?mode=session for sessions).", { allow: "POST" });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: deps.limits.mockBodyBytes });
  const server = serverFor(deps, world, current, profiles);
  await connectChecked(server, transport, deps.log);
  try {
    return closeAfter413(await transport.handleRequest(request, options));
  } finally {
    await server.close();
  }
}

function serverFor(deps: McpEndpointDeps, world: World, current: (() => Promise<World | undefined>) | undefined, profiles: ProfileSelection) {
  const titles = world.meta.packs.map((slug) => deps.packs.get(slug)?.def.title ?? slug);
  // One profile alone answers initialize as the server it reproduces (when its serverInfo is known).
  const only = profiles.size === 1 ? [...profiles.entries()][0]! : undefined;
  const profile = only ? deps.packs.get(only[0])?.def.mcpProfiles?.[only[1]] : undefined;
  return createWorldMcpServer(createWorldToolbox(deps, world, current, profiles), titles, deps.log, world.meta.packs.length === 1 ? profile : undefined);
}

type HandleOptions = { parsedBody?: unknown; authInfo: AuthInfo };

/**
 * Whether the request may use the world, and the `Authorization` it carries for the packs to read (a
 * Slack user token, a Jira Basic email: tools act as the user it names). The world's credential goes in
 * `Authorization: Bearer`, or in `X-Understudy-Credential` when `Authorization` carries the provider's own.
 */
async function checkCredential(world: World, request: Request): Promise<{ refused: Response } | { authorization?: string }> {
  const header = request.headers.get("authorization")?.trim() || undefined;
  if (!world.meta.mcpCredentialHash) return { authorization: header };
  if (await isWorldCredential(world, readBearer(request.headers))) return {};
  if (await isWorldCredential(world, request.headers.get(CREDENTIAL_HEADER)?.trim())) return { authorization: header };
  return {
    refused: rpcError(401, -32001, "This world's MCP endpoint needs the credential handed out with the task (Authorization: Bearer ..., or X-Understudy-Credential).", {
      "www-authenticate": 'Bearer realm="understudy-world"',
    }),
  };
}

/** The SDK hands `authInfo` to every request handler: how the caller's Authorization reaches tools/call. */
function authInfoFor(authorization: string | undefined): AuthInfo {
  return { token: "", clientId: "mcp-client", scopes: [], extra: authorization === undefined ? {} : { authorization } };
}

/** The transport's 413 (body past the limit) also closes the connection, so Bun stops reading the rest. */
function closeAfter413(response: Response): Response {
  return response.status === 413 ? closingConnection(response) : response;
}
