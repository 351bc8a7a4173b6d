import type { RunList } from "../../sdk/src/protocol.ts";
import type { OrgRow } from "../store/types.ts";
import { branchRefs } from "./branch-refs.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { renderRunSummary } from "./run-view.ts";
import type { RunStatus } from "./types.ts";

const STATUSES: RunStatus[] = ["running", "succeeded", "failed", "cancelled"];
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** GET /api/v1/evals?dataset=&model=&ref=&status=&limit=&cursor=: the organization's runs, newest first. */
export async function listRuns(deps: EvalDeps, org: OrgRow, query: URLSearchParams): Promise<RunList> {
  const known = ["dataset", "model", "ref", "status", "limit", "cursor"];
  const unknown = [...query.keys()].find((key) => !known.includes(key));
  if (unknown) throw evalError("invalidInput", `Unknown query parameter "${unknown}"; use ${known.join(", ")}`);
  const status = query.get("status") ?? undefined;
  if (status !== undefined && !STATUSES.includes(status as RunStatus)) throw evalError("invalidInput", `status must be one of ${STATUSES.join(", ")}`);
  const limitText = query.get("limit");
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw evalError("invalidInput", `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  const ref = query.get("ref");
  const filter = {
    dataset: query.get("dataset") || undefined,
    model: query.get("model") || undefined,
    refs: ref ? branchRefs(ref) : undefined,
    status: status as RunStatus | undefined,
  };
  const rows = await deps.store.evals.listRuns(org.id, filter, limit + 1, readCursor(query.get("cursor")));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    runs: await Promise.all(page.map(async (run) => renderRunSummary(run, await deps.store.evals.listTaskOutcomes(run.id)))),
    nextCursor: rows.length > limit && last ? Buffer.from(`${last.createdAt}:${last.id}`).toString("base64url") : null,
  };
}

function readCursor(cursor: string | null): { createdAt: number; id: string } | undefined {
  if (cursor === null) return undefined;
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString().split(":");
  if (!id || !Number.isFinite(Number(createdAt))) throw evalError("invalidInput", "cursor must be a nextCursor from an earlier page");
  return { createdAt: Number(createdAt), id };
}
