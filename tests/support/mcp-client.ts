import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** The official MCP client, connected in-process to an app's `handle` (no port opened). */
export async function connectInProcess(
  handle: (request: Request) => Response | Promise<Response>,
  url: string,
  headers: Record<string, string> = {},
): Promise<Client> {
  const client = new Client({ name: "understudy-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: (input, init) => Promise.resolve(handle(new Request(input, init))),
    requestInit: { headers },
  });
  await client.connect(transport);
  return client;
}
