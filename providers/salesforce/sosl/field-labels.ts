import type { ReturningSpec, SoslDescribe, SoslField, SoslSource } from "./types.ts";

/**
 * WITH METADATA='LABELS': each returned field's label, read from the describes; a path such as
 * Account.Name takes the label of its last field.
 */
export function fieldLabels(spec: ReturningSpec, describe: SoslDescribe, source: SoslSource): { name: string; label: string }[] {
  const items = spec.fields ? splitTopLevel(spec.fields.text) : ["Id"];
  return items.map((item) => {
    const name = unwrap(item);
    return { name, label: labelOf(name, describe, source) ?? name };
  });
}

function labelOf(path: string, describe: SoslDescribe, source: SoslSource): string | undefined {
  const segments = path.split(".");
  let current: SoslDescribe | undefined = describe;
  for (const segment of segments.slice(0, -1)) {
    const reference: SoslField | undefined = current?.fields.find((f) => f.relationshipName?.toLowerCase() === segment.toLowerCase());
    const target: string | undefined = reference?.referenceTo?.[0];
    current = target ? source.describe(target) : undefined;
  }
  const last = (segments.at(-1) ?? "").toLowerCase();
  return current?.fields.find((f) => f.name.toLowerCase() === last)?.label;
}

/** `toLabel(Status) status` → Status; a plain field stays as written. */
function unwrap(item: string): string {
  const call = /^\w+\s*\(\s*(?:\w+\s*\(\s*)?([\w.]+)/.exec(item);
  return (call?.[1] ?? item.split(/\s+/)[0] ?? item).trim();
}

function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      items.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}
