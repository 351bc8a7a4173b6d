import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";

const ROOT = resolve(import.meta.dir, "../..");

export interface CreatedSnapshot { url: string; snapshotId: string; expiresAt: string }

export interface ServiceProcess {
  controlUrl: string;
  mockUrl: string;
  /** The first-start key this node wrote; "" when another node of a shared store made it (set it then). */
  key: string;
  dataDir: string;
  /** Output so far, for failure messages. */
  output(): string;
  /** Creates a snapshot of `provider` through the control API; throws with the answer unless it is 200. */
  createSnapshot(provider: string, body?: unknown): Promise<CreatedSnapshot>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A free TCP port on loopback, found by binding port 0. */
export function freePort(): number {
  return freePorts(1)[0]!;
}

/**
 * Several distinct free ports: every listener stays bound until all are chosen, since the kernel may
 * hand a just-released port out again (two calls to freePort() can return the same one).
 */
export function freePorts(count: number): number[] {
  const servers = Array.from({ length: count }, () => Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } }));
  const ports = servers.map((server) => server.port);
  for (const server of servers) server.stop(true);
  return ports;
}

/** Starts `bun core/main.ts` as users do, on free ports and a temporary data directory. */
export async function startServiceProcess(env: Record<string, string> = {}): Promise<ServiceProcess> {
  // A DATA_DIR given is shared (several processes on one SQLite file) and left for its owner to remove.
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "understudy-e2e-"));
  let [port, mockPort] = freePorts(2) as [number, number];
  let proc: Subprocess<"ignore", "pipe", "pipe">;
  let log = "";
  const spawn = async () => {
    proc = Bun.spawn([process.execPath, "core/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), MOCK_PORT: String(mockPort), HOST: "127.0.0.1", DATA_DIR: dataDir, REAP_INTERVAL_MS: "200", ...env },
      stdout: "pipe",
      stderr: "pipe",
    });
    for (const stream of [proc.stdout, proc.stderr]) collect(stream, (text) => (log += text));
    await waitForHealth(`http://127.0.0.1:${port}/health`, () => log, () => proc.exitCode !== null);
  };
  try {
    await spawn();
  } catch (error) {
    // Another process may take a chosen port between choosing and binding: choose again, once.
    if (!/Is port \d+ in use/.test(log)) throw error;
    [port, mockPort] = freePorts(2) as [number, number];
    log = "";
    await spawn();
  }
  const handle: ServiceProcess = {
    controlUrl: `http://127.0.0.1:${port}`,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    key: existsSync(join(dataDir, "first-api-key.txt")) ? readFileSync(join(dataDir, "first-api-key.txt"), "utf8").trim() : "",
    dataDir,
    output: () => log,
    async createSnapshot(provider, body = {}) {
      const response = await fetch(`http://127.0.0.1:${port}/providers/${provider}/create-snapshot`, {
        method: "POST",
        headers: { authorization: `Bearer ${handle.key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status !== 200) throw new Error(`create-snapshot ${provider} ${response.status}: ${await response.text()}`);
      return (await response.json()) as CreatedSnapshot;
    },
    async kill(signal = "SIGKILL") {
      proc.kill(signal);
      await proc.exited;
    },
    restart: spawn,
    async close() {
      proc.kill("SIGTERM");
      await proc.exited;
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

async function waitForHealth(url: string, output: () => string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The service exited before it answered. Output:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await Bun.sleep(50);
  }
  throw new Error(`The service did not start within 20 s. Output:\n${output()}`);
}

async function collect(stream: ReadableStream<Uint8Array>, append: (text: string) => void): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) append(decoder.decode(chunk.value));
}
