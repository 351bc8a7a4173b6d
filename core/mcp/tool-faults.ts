// Fault rules on the MCP surface (docs/worlds.md "Faults"): a rule on a tool fires before the tool runs;
// a rule on a pack's operations fires on the operations a tool calls in-process (ctx.call), so a
// REST-style rule reaches an agent through MCP too. Failures read as the provider's own words (isError).
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ToolError } from "../pack/define-pack.ts";
import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { OperationInput } from "../pack/types.ts";
import type { InjectedFault } from "../store/types.ts";
import type { World } from "../world/world.ts";
import { applyFault } from "../faults/fault-answers.ts";
import type { FaultCall, FaultHit } from "../faults/fault-table.ts";
import { callOperation, type InvocationTarget } from "../mock/invoke-operation.ts";
import { failureText } from "./tool-failure.ts";

interface Decision { key: string; hit: FaultHit | undefined; applied: boolean }

/**
 * One tool call's fault decisions: the tool's own rule, then each operation it calls, in order. A call
 * run again (it lost a race to another node's write) meets the same decisions, so every rule counts it
 * once and no wait is repeated. The first fault injected goes in the call's log entry.
 */
export class ToolFaults {
  injected: InjectedFault | undefined;
  private readonly decided: Decision[] = [];
  private position = 0;

  /** The tool call runs (again) from its start. */
  restart(): void {
    this.position = 0;
  }

  /** The decision for the call's next step: the one taken on an earlier run, else the world's rules'. */
  next(world: World, call: FaultCall): Decision {
    const key = JSON.stringify([call.tool, call.pack, call.operation]);
    const earlier = this.decided[this.position];
    if (earlier?.key === key) {
      this.position++;
      return earlier;
    }
    const decision: Decision = { key, hit: world.faults?.decide(call), applied: false };
    this.decided.splice(this.position++, Infinity, decision);
    if (decision.hit) this.injected ??= { rule: decision.hit.rule, effect: decision.hit.effect, on: decision.hit.on };
    return decision;
  }
}

/** The request a pack's fault answer is shaped for: its url, asking for JSON (a UI pack answers its API's shape). */
export function faultRequest(baseUrl: string): Request {
  return new Request(baseUrl, { headers: { accept: "application/json" } });
}

/**
 * A rule on the tool, before it runs: the isError result in the provider's words; "waited" once a
 * latency rule's wait is over (the caller takes the world as it is by then); undefined to run the tool.
 */
export async function toolRuleFailure(
  faults: ToolFaults, world: World, pack: LoadedPack, tool: string, request: Request,
): Promise<{ result: CallToolResult; error: string } | "waited" | undefined> {
  if (!world.faults) return undefined;
  const decision = faults.next(world, { tool });
  if (!decision.hit) return undefined;
  const first = !decision.applied;
  decision.applied = true;
  const outcome = await applyFault(decision.hit, pack, request, first);
  if (outcome === "proceed") return first ? "waited" : undefined;
  const message = outcome === "drop" ? droppedMessage(pack) : await failureText(pack, outcome);
  return { result: { content: [{ type: "text", text: message }], isError: true }, error: message };
}

/**
 * `ctx.call` of a tool in a world with rules: the operation's rule applies first. An error effect is the
 * provider's answer (the tool reads it as any failure); a dropped connection is a ToolError.
 */
export async function callWithFaults(faults: ToolFaults, world: World, target: InvocationTarget, operationId: string, input?: OperationInput): Promise<Response> {
  const decision = faults.next(world, { pack: target.pack.def.slug, operation: operationId });
  if (decision.hit) {
    const first = !decision.applied;
    decision.applied = true;
    const outcome = await applyFault(decision.hit, target.pack, faultRequest(target.baseUrl), first);
    if (outcome === "drop") throw new ToolError(droppedMessage(target.pack));
    if (outcome !== "proceed") return outcome;
  }
  return callOperation(target, operationId, input);
}

/** What a client of the provider reports for a connection closed without an answer. */
function droppedMessage(pack: LoadedPack): string {
  return `Could not reach ${pack.def.title}: the connection was reset before it answered (ECONNRESET).`;
}
