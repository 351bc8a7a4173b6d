import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** The official MCP client, speaking to an app's `handle` in-process: real MCP, no socket. */
export async function connectInProcess(
  handle: (request: Request) => Response | Promise<Response>,
  url: string,
  headers: Record<string, string> = {},
): Promise<Client> {
  const client = new Client({ name: "understudy", version: "0.1.0" });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: (input, init) => Promise.resolve(handle(new Request(input, init))),
    requestInit: { headers },
  });
  await client.connect(transport);
  return client;
}
