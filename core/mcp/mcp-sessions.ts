import type { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Logger } from "../log/logger.ts";

interface Session { worldId: string; transport: WebStandardStreamableHTTPServerTransport; lastSeen: number }

export interface SessionLimits {
  /** Open sessions one world may hold (MAX_MCP_SESSIONS_PER_WORLD). */
  perWorld: number;
  /** How long a session lives without a request (MCP_SESSION_IDLE_SECONDS). */
  idleMs: number;
}

/**
 * Session-mode MCP transports by session id. Sessions live in memory: after a restart a client gets
 * 404 for its old id and, as the protocol says, starts a new session (the world itself is durable).
 *
 * Bounded two ways, since a snapshot's endpoint needs no key: a world holds at most `perWorld` open
 * sessions, and a new one past that closes the world's least recently used session (whose client, like
 * one after a restart, gets 404 and starts again); and a session idle for `idleMs` is closed by the
 * reaper's sweep. Closing the oldest rather than refusing the newest keeps a world usable by the client
 * in front of it, whatever an earlier or leaky client left open.
 */
export class McpSessions {
  private readonly sessions = new Map<string, Session>();
  /** Per world, its sessions from least to most recently used (a Map keeps insertion order). */
  private readonly byWorld = new Map<string, Map<string, Session>>();

  constructor(
    private readonly limits: SessionLimits = { perWorld: 32, idleMs: 10 * 60_000 },
    private readonly log?: Logger,
  ) {}

  add(sessionId: string, worldId: string, transport: WebStandardStreamableHTTPServerTransport, now: number): void {
    const session = { worldId, transport, lastSeen: now };
    let ofWorld = this.byWorld.get(worldId);
    if (!ofWorld) this.byWorld.set(worldId, (ofWorld = new Map()));
    while (ofWorld.size >= this.limits.perWorld) {
      const [oldestId, oldest] = ofWorld.entries().next().value!;
      this.drop(oldestId);
      void oldest.transport.close().catch(() => {});
      this.log?.info("mcp", `world ${worldId} holds ${this.limits.perWorld} MCP sessions (MAX_MCP_SESSIONS_PER_WORLD): closed its least recently used one`);
    }
    this.sessions.set(sessionId, session);
    ofWorld.set(sessionId, session);
  }

  /** The session's transport, if it exists and belongs to this world; marks it used. */
  get(sessionId: string, worldId: string, now: number): WebStandardStreamableHTTPServerTransport | undefined {
    const session = this.sessions.get(sessionId);
    if (!session || session.worldId !== worldId) return undefined;
    session.lastSeen = now;
    const ofWorld = this.byWorld.get(worldId)!;
    ofWorld.delete(sessionId);
    ofWorld.set(sessionId, session);
    return session.transport;
  }

  remove(sessionId: string): void {
    this.drop(sessionId);
  }

  /** Closes sessions idle for `idleMs` or longer, or whose world is gone. */
  async sweep(now: number, isLive: (worldId: string) => boolean): Promise<number> {
    let closed = 0;
    for (const [id, session] of this.sessions) {
      if (now - session.lastSeen < this.limits.idleMs && isLive(session.worldId)) continue;
      this.drop(id);
      await session.transport.close();
      closed++;
    }
    return closed;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Open sessions of one world. */
  countFor(worldId: string): number {
    return this.byWorld.get(worldId)?.size ?? 0;
  }

  private drop(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (!session) return;
    this.sessions.delete(sessionId);
    const ofWorld = this.byWorld.get(session.worldId);
    ofWorld?.delete(sessionId);
    if (ofWorld?.size === 0) this.byWorld.delete(session.worldId);
  }
}
