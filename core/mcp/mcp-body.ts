import { BodyReadError, BodyTooLargeError, closingConnection, readBodyText } from "../http/request-checks.ts";
import { JsonTooDeepError, parseJsonText } from "../http/json-depth.ts";

/** A POST body the endpoint read and parsed itself, or the JSON-RPC error that refuses it. */
export type McpBody = { parsed: unknown } | { refused: Response };

/**
 * Reads and parses a JSON POST body before the SDK's transport sees it (handed over as `parsedBody`):
 * the SDK parses any depth and then recurses through it in its message schemas until the stack
 * overflows, and its 413 comes from a reader that does not close the connection. Here a body past
 * `limit` is 413, malformed JSON -32700, and JSON nested past MAX_JSON_DEPTH -32600, each with a fixed
 * message. Undefined for anything that is not a JSON POST: the transport answers that (405, 415).
 */
export async function readMcpBody(request: Request, limit: number): Promise<McpBody | undefined> {
  if (request.method !== "POST" || !(request.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) return undefined;
  let text: string;
  try {
    text = await readBodyText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { refused: closingConnection(rpcError(413, -32000, `Payload Too Large: Request body must not exceed ${limit} bytes (MAX_MOCK_BODY_BYTES)`)) };
    if (error instanceof BodyReadError) return { refused: closingConnection(rpcError(400, -32700, "Parse error: the request body could not be read to its end")) };
    throw error;
  }
  try {
    return { parsed: parseJsonText(text) };
  } catch (error) {
    if (error instanceof JsonTooDeepError) return { refused: rpcError(400, -32600, `Invalid Request: ${error.message}`) };
    return { refused: rpcError(400, -32700, "Parse error: Invalid JSON") };
  }
}

export function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message }, id: null }, { status, headers });
}
