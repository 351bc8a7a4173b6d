// Every case of a run: for each operation of the control plane's and each installed pack's OpenAPI
// document a maximal input (schema-cases.ts), each query language at its largest (language-cases.ts),
// every MCP tool with maximal arguments (mcp-cases.ts), grading at its costliest (grading-cases.ts) and
// the largest uploads (upload-cases.ts).
// `representative` gives one deep and one huge JSON body per surface; `all` gives them to every operation.
import { loadFuzzOperations } from "../fuzz/documents.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../../core/pack/load-packs.ts";
import type { FuzzContext } from "../fuzz/context.ts";
import { gradingCases, type GradingSizes } from "./grading-cases.ts";
import { languageCases, type LanguageSizes } from "./language-cases.ts";
import { mcpCases } from "./mcp-cases.ts";
import { uploadCases, type UploadSizes } from "./upload-cases.ts";
import { schemaCases, type SchemaCaseOptions } from "./schema-cases.ts";
import type { StallCase } from "./stall-case.ts";
import type { StallTarget } from "./stall-target.ts";

export interface GenerateOptions extends SchemaCaseOptions, LanguageSizes, GradingSizes, Omit<UploadSizes, "seedRows"> {
  mode: "representative" | "all";
  /** Only cases whose id starts with this (`salesforce`, `control POST`, `slack MCP`...). */
  only?: string;
  /** Leave out the MCP tool cases. */
  mcp: boolean;
}

// Operations that only serve the SDK's build output (absent from a checkout until `npm test` builds it).
const SKIPPED = new Set(["control GET /sdk", "control GET /sdk/understudy-eval.tgz"]);

export async function generateCases(target: StallTarget, context: FuzzContext, options: GenerateOptions): Promise<StallCase[]> {
  const installed = new Set(["control", ...Object.keys(target.worlds)]);
  const operations = (await loadFuzzOperations()).filter((op) => installed.has(op.surface) && !SKIPPED.has(`${op.surface} ${op.id}`));
  const cases: StallCase[] = [];
  const extraDone = new Set<string>();
  for (const op of operations) {
    // Representative: the first write operation with a JSON body of each surface carries the deep and huge bodies.
    const extra = options.mode === "all" || (!extraDone.has(op.surface) && op.method !== "GET" && !!op.body?.contentTypes.some((c) => c.includes("json")));
    if (extra && options.mode !== "all") extraDone.add(op.surface);
    cases.push(...schemaCases(op, context, options, { deep: extra, huge: extra }));
  }
  cases.push(...languageCases([...installed], options), ...gradingCases(options), ...uploadCases({ ...options, seedRows: target.seedRows }, [...installed]));
  if (options.mcp) {
    const packs = await loadPacks(BUILTIN_PROVIDERS_DIR);
    for (const [slug, url] of Object.entries(target.worlds)) {
      const id = context.tokens[slug]?.ids[0] ?? "x";
      // Real ids under each surface's own names, so the calls reach the records instead of stopping at "not found".
      const ids = { sobject: "Account", "sobject-name": "Account", id, channel: "C0GENERAL", channel_id: "C0GENERAL", key: "OPS-1", issueIdOrKey: "OPS-1", thread_id: "t001" };
      cases.push(...(await mcpCases(slug, url, options, ids, [...(packs.get(slug)?.profiles.keys() ?? [])])));
    }
  }
  // Deletes and archives last, so the cases before them still find the records they name.
  const rank = (c: StallCase) => (c.request.method === "DELETE" || /delete|archive|kick|leave|remove|trash|cancel/i.test(c.operation) ? 1 : 0);
  return cases.filter((c) => !options.only || c.id.startsWith(options.only)).sort((a, b) => rank(a) - rank(b));
}
