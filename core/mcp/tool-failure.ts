// How an MCP tool reads an in-process answer: what the pack says it means, and the words a failure gives the model.
import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { ResultClass } from "../pack/types.ts";

/** Reads an answer and asks the pack's `classifyResult` (default: status < 400) what it means. */
export async function classify(pack: LoadedPack, response: Response): Promise<{ body: unknown; verdict: ResultClass }> {
  const text = await response.text();
  let body: unknown = text === "" ? undefined : text;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the classifier gets the text
    }
  }
  const verdict: ResultClass = pack.def.classifyResult
    ? pack.def.classifyResult(response, body)
    : response.status < 400
      ? { ok: true }
      : { ok: false, error: `${pack.def.title} answered ${response.status}: ${text}` };
  return { body, verdict };
}

/** The words a model reads for a failed in-process answer: the pack's classification of it. */
export async function failureText(pack: LoadedPack, response: Response): Promise<string> {
  const { verdict } = await classify(pack, response);
  return verdict.ok ? `${pack.def.title} refused the call (${response.status}).` : verdict.error;
}
