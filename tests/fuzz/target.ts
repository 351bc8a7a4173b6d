// The fuzzer's side of the target process: send a request, get its answer within a hard time cap, or
// kill the process (a request still running past the cap is a hang) and start a fresh one.
import { fileURLToPath } from "node:url";
import type { Subprocess } from "bun";
import type { FuzzContext } from "./context.ts";
import type { FuzzAnswer, FuzzRequest, TargetMessage } from "./wire.ts";

export type Outcome =
  | { kind: "answer"; answer: FuzzAnswer }
  | { kind: "unsendable"; reason: string }
  | { kind: "hang"; ms: number }
  | { kind: "crash"; reason: string };

const ENTRY = fileURLToPath(new URL("./target-process.ts", import.meta.url));

export class FuzzTarget {
  private process!: Subprocess;
  private pending = new Map<number, (message: TargetMessage) => void>();
  private nextId = 1;
  private exited: Promise<string> = Promise.resolve("");
  context!: FuzzContext;
  /** How many times the target was started (1 plus a restart per hang or crash). */
  starts = 0;

  static async start(): Promise<FuzzTarget> {
    const target = new FuzzTarget();
    await target.spawn();
    return target;
  }

  private async spawn(): Promise<void> {
    this.starts++;
    let ready!: (message: TargetMessage) => void;
    const isReady = new Promise<TargetMessage>((resolve) => (ready = resolve));
    let stderr = "";
    this.process = Bun.spawn([process.execPath, ENTRY], {
      stdio: ["ignore", "ignore", "pipe"],
      ipc: (message: TargetMessage) => (message.type === "ready" ? ready(message) : this.pending.get(message.id)?.(message)),
    });
    const proc = this.process;
    void new Response(proc.stderr as ReadableStream).text().then((text) => (stderr = text));
    this.exited = proc.exited.then((code) => `exit code ${code}: ${stderr.slice(-2000)}`);
    const first = await Promise.race([isReady, this.exited.then((why) => { throw new Error(`fuzz target did not start: ${why}`); })]);
    if (first.type === "ready") this.context = first.context as FuzzContext;
  }

  async send(request: FuzzRequest, hardCapMs: number): Promise<Outcome> {
    const id = this.nextId++;
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = new Promise<TargetMessage>((resolve) => this.pending.set(id, resolve));
    const timedOut = new Promise<"hang">((resolve) => (timer = setTimeout(() => resolve("hang"), hardCapMs)));
    const exited = this.exited.then((why) => ({ exited: why }));
    this.process.send({ id, request });
    const result = await Promise.race([answered, timedOut, exited]);
    clearTimeout(timer);
    this.pending.delete(id);
    if (result === "hang" || "exited" in result) {
      this.process.kill(9);
      await this.process.exited;
      await this.spawn();
      return result === "hang" ? { kind: "hang", ms: performance.now() - started } : { kind: "crash", reason: result.exited };
    }
    if (result.type === "unsendable") return { kind: "unsendable", reason: result.reason };
    return result.type === "answer" ? { kind: "answer", answer: result.answer } : { kind: "crash", reason: "unexpected message" };
  }

  close(): void {
    this.process.kill(9);
  }
}
