import { defineOperation, json } from "../../../core/pack/index.ts";
import { SfFault } from "../sf-errors.ts";
import { requestScope, requireSObject } from "./request-scope.ts";
import { createOne } from "./record-writes.ts";
import { readTree, type TreeProblem } from "./composite-tree-read.ts";
import { refuseIfSubrequest } from "./subrequests.ts";

/** What Salesforce's parser reports before any record is looked at: the request's error, not a record's. */
const PARSE_ERRORS = new Set(["JSON_PARSER_ERROR", "INVALID_FIELD"]);

/**
 * POST /composite/tree/{sobject}: creates up to 200 records in trees of parents and nested children
 * (up to 5 levels), every level before the next, all or nothing. 201 `{ hasErrors: false, results:
 * [{ referenceId, id }] }`, or 400 `{ hasErrors: true, results: [{ referenceId, errors }] }` naming
 * only the records that failed, with nothing written.
 */
export const compositeTree = defineOperation(async (ctx) => {
  const scope = requestScope(ctx);
  refuseIfSubrequest(ctx, "A composite request");
  const root = requireSObject(scope, ctx.params.sobject);
  const { nodes, problems } = readTree(scope, root, ctx.body);
  if (problems.length) return failed(problems);
  const ids: string[] = [];
  const failures: TreeProblem[] = [];
  try {
    await ctx.world.transaction(() => {
      for (const [index, node] of nodes.entries()) {
        // A level is inserted together: its failures are all reported, and the next level never starts.
        if (failures.length && node.level !== nodes[index - 1]?.level) break;
        const values = node.parent ? { ...node.fields, [node.parent.field]: ids[node.parent.index] } : node.fields;
        try {
          ids[index] = createOne(ctx, scope, node.describe!, values);
        } catch (error) {
          if (!(error instanceof SfFault) || PARSE_ERRORS.has(error.errorCode)) throw error;
          failures.push({ referenceId: node.givenReferenceId, statusCode: error.errorCode, message: error.message, fields: error.fields ?? [] });
        }
      }
      // Thrown so the transaction undoes every record already written.
      if (failures.length) throw new TreeFailed();
    });
  } catch (error) {
    if (error instanceof TreeFailed) return failed(failures);
    throw error;
  }
  return json({ hasErrors: false, results: nodes.map((node, i) => ({ referenceId: node.referenceId, id: ids[i] })) }, 201);
});

class TreeFailed extends Error {}

function failed(problems: TreeProblem[]): Response {
  return json({ hasErrors: true, results: problems.map(({ referenceId, ...error }) => ({ referenceId: referenceId ?? null, errors: [error] })) }, 400);
}
