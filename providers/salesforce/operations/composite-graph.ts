import { defineOperation } from "../../../core/pack/index.ts";
import { SfFault } from "../sf-errors.ts";
import { halted, isObject, readSubrequests, runSubrequests, type Subrequest, type SubResponse } from "./composite.ts";
import { requestScope } from "./request-scope.ts";
import { refuseIfSubrequest } from "./subrequests.ts";

// Salesforce's composite graph limits (REST API guide, "Composite Graph Limits").
const MAX_GRAPHS = 75;
const MAX_NODES = 500;
/** Past this many failed graphs, the rest of the request is not processed. */
const MAX_FAILED_GRAPHS = 14;

interface Graph { graphId: string; nodes: Subrequest[] }
interface GraphResult { graphId: string; graphResponse: { compositeResponse: SubResponse[] }; isSuccessful: boolean }

/**
 * POST /composite/graph: `{ graphs: [{ graphId, compositeRequest }] }`. Each graph is a composite
 * request that succeeds or fails as a whole (its own transaction); graphs are independent of each other.
 */
export const compositeGraph = defineOperation(async (ctx) => {
  requestScope(ctx);
  refuseIfSubrequest(ctx, "A composite graph request");
  const graphs = readGraphs(ctx.body);
  const results: GraphResult[] = [];
  let failures = 0;
  for (const graph of graphs) {
    if (failures > MAX_FAILED_GRAPHS) {
      results.push(notProcessed(graph));
      continue;
    }
    const { responses, rolledBack } = await runSubrequests(ctx, graph.nodes, true);
    if (rolledBack) failures++;
    results.push({ graphId: graph.graphId, graphResponse: { compositeResponse: responses }, isSuccessful: !rolledBack });
  }
  return { graphs: results };
});

function notProcessed(graph: Graph): GraphResult {
  const message = `Limit exceeded: more than ${MAX_FAILED_GRAPHS} graphs failed, so this graph was not processed.`;
  return { graphId: graph.graphId, graphResponse: { compositeResponse: graph.nodes.map((node) => halted(node, message)) }, isSuccessful: false };
}

/** The body's graphs, checked whole before any runs: a malformed request writes nothing. */
function readGraphs(body: unknown): Graph[] {
  const graphs = isObject(body) ? body.graphs : undefined;
  if (!Array.isArray(graphs) || graphs.length === 0) throw new SfFault(400, "JSON_PARSER_ERROR", "graphs must be a non-empty array");
  if (graphs.length > MAX_GRAPHS) throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a composite graph request takes at most ${MAX_GRAPHS} graphs`);
  const seen = new Set<string>();
  let nodes = 0;
  return graphs.map((raw) => {
    const { graphId, compositeRequest } = (isObject(raw) ? raw : {}) as Record<string, unknown>;
    if (typeof graphId !== "string" || graphId === "") throw new SfFault(400, "JSON_PARSER_ERROR", "Each graph needs a graphId");
    if (seen.has(graphId)) throw new SfFault(400, "INVALID_INPUT", `Duplicate graphId: ${graphId}. Each graph in a request needs its own graphId.`);
    seen.add(graphId);
    if (!Array.isArray(compositeRequest) || compositeRequest.length === 0)
      throw new SfFault(400, "JSON_PARSER_ERROR", `Graph ${graphId} needs a non-empty compositeRequest array`);
    nodes += compositeRequest.length;
    if (nodes > MAX_NODES) throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a composite graph request takes at most ${MAX_NODES} nodes in all`);
    const subrequests = readSubrequests(compositeRequest, "A composite graph");
    const ids = new Set<string>();
    for (const node of subrequests) {
      if (ids.has(node.referenceId)) throw new SfFault(400, "INVALID_INPUT", `Duplicate referenceId ${node.referenceId} in graph ${graphId}`);
      ids.add(node.referenceId);
    }
    return { graphId, nodes: subrequests };
  });
}
