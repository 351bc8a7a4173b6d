/**
 * How deeply JSON input may nest. Salesforce's JSON parser (Jackson) stops at 1,000 levels by
 * default; past that, `String()`, `JSON.stringify` and `structuredClone` of the value would exhaust
 * the stack, so deeper input is refused before any handler touches it.
 */
export const MAX_JSON_DEPTH = 1000;

/** The first nesting depth past `max` found in `value` (arrays and objects count a level), or undefined. Iterative. */
export function depthPast(value: unknown, max = MAX_JSON_DEPTH): number | undefined {
  const work: Array<[unknown, number]> = [[value, 0]];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    const [node, depth] = item;
    // Raw bytes (a Bulk CSV upload, a file) are no JSON: walking a megabyte's indices took seconds.
    if (typeof node !== "object" || node === null || ArrayBuffer.isView(node) || node instanceof ArrayBuffer) continue;
    if (depth + 1 > max) return depth + 1;
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (typeof child === "object" && child !== null) work.push([child, depth + 1]);
  }
  return undefined;
}

/** Jackson's words for it. */
export function tooDeepMessage(depth: number, max = MAX_JSON_DEPTH): string {
  return `Document nesting depth (${depth}) exceeds the maximum allowed (${max})`;
}
