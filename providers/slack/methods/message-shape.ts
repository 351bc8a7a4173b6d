// Bounds on a message's structured parts, as Slack keeps them: at most 50 blocks (`invalid_blocks`), 100
// attachments (`too_many_attachments`), and no part nested or sized past what Block Kit can express. Block
// Kit's deepest layouts (rich text lists in a section) stay under ten levels; a 5,000-deep `blocks` is
// refused rather than stored, walked, rendered and searched on every read.
import { checkWorkBudget } from "../../../core/pack/index.ts";
import { SlackFault, type SlackErrorCode } from "../slack-errors.ts";

export const MAX_BLOCKS = 50;
export const MAX_ATTACHMENTS = 100;
/** Levels of arrays and objects inside one part (blocks, attachments or metadata). */
export const MAX_PART_DEPTH = 32;
/** Values (objects, arrays, strings, numbers…) inside one part. */
export const MAX_PART_VALUES = 10_000;
/** Characters of text inside one part (Slack: 3,000 per section text, 50 blocks). */
export const MAX_PART_TEXT = 200_000;

const refuse = (code: SlackErrorCode, message: string, pointer: string): never => {
  throw new SlackFault(code, { messages: [`[ERROR] ${message} [json-pointer:/${pointer}]`] });
};

/** Checks the parts a message carries; each is as parsed from JSON (or undefined when absent). */
export function checkMessageParts(parts: { blocks?: unknown; attachments?: unknown; metadata?: unknown }): void {
  if (Array.isArray(parts.blocks) && parts.blocks.length > MAX_BLOCKS) refuse("invalid_blocks", `no more than ${MAX_BLOCKS} items allowed`, "blocks");
  if (Array.isArray(parts.attachments) && parts.attachments.length > MAX_ATTACHMENTS) refuse("too_many_attachments", `no more than ${MAX_ATTACHMENTS} items allowed`, "attachments");
  for (const name of ["blocks", "attachments", "metadata"] as const) {
    if (parts[name] !== undefined) checkPart(parts[name], name === "blocks" ? "invalid_blocks" : "invalid_arguments", name);
  }
}

/** One walk with an explicit stack (no recursion to overflow), stopping at the first bound crossed. */
function checkPart(value: unknown, code: SlackErrorCode, name: string): void {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let values = 0;
  let text = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (++values > MAX_PART_VALUES) refuse(code, `${name} hold more than ${MAX_PART_VALUES} values`, name);
    if (typeof current === "string") {
      text += current.length;
      if (text > MAX_PART_TEXT) refuse(code, `${name} hold more than ${MAX_PART_TEXT} characters of text`, name);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth > MAX_PART_DEPTH) refuse(code, `${name} nest deeper than ${MAX_PART_DEPTH} levels`, name);
    if (values % 1024 === 0) checkWorkBudget();
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push([child, depth + 1]);
  }
}
