import type { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";

interface Session { worldId: string; transport: WebStandardStreamableHTTPServerTransport; lastSeen: number }

/**
 * Session-mode MCP transports by session id. Sessions live in memory: after a restart a client gets
 * 404 for its old id and, as the protocol says, starts a new session (the world itself is durable).
 */
export class McpSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly idleMs = 30 * 60_000) {}

  add(sessionId: string, worldId: string, transport: WebStandardStreamableHTTPServerTransport, now: number): void {
    this.sessions.set(sessionId, { worldId, transport, lastSeen: now });
  }

  /** The session's transport, if it exists and belongs to this world. */
  get(sessionId: string, worldId: string, now: number): WebStandardStreamableHTTPServerTransport | undefined {
    const session = this.sessions.get(sessionId);
    if (!session || session.worldId !== worldId) return undefined;
    session.lastSeen = now;
    return session.transport;
  }

  remove(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  /** Closes sessions idle too long or whose world is gone. */
  async sweep(now: number, isLive: (worldId: string) => boolean): Promise<number> {
    let closed = 0;
    for (const [id, session] of this.sessions) {
      if (now - session.lastSeen < this.idleMs && isLive(session.worldId)) continue;
      this.sessions.delete(id);
      await session.transport.close();
      closed++;
    }
    return closed;
  }

  get size(): number {
    return this.sessions.size;
  }
}
