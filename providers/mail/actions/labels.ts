// Creating user labels. A label's id is its name in lower case with hyphens for anything but letters and
// digits ("Projects/Alpha" is projects-alpha), like the built-in ones, so it reads well in addresses
// (/label/projects-alpha) and in searches (label:projects-alpha).
import type { PackWorld } from "../../../core/pack/index.ts";
import { MAIL_ERRORS } from "../mail-error.ts";
import { COLLECTIONS, type Label } from "../records.ts";

/** Gmail's limit on a label name. */
export const MAX_LABEL_NAME = 225;
/** What a label without a colour of its own is drawn with (the pages' grey). */
const DEFAULT_COLOR = "#9aa0a6";
/** Names of folders and system labels, which a user label cannot take. */
const RESERVED = new Set(["inbox", "sent", "drafts", "draft", "archive", "trash", "spam", "starred", "unread", "important", "chat", "all", "anywhere"]);
const COLOR = /^#[0-9a-f]{6}$/i;

export interface LabelInput {
  name?: unknown;
  /** "#rrggbb" */
  color?: unknown;
}

export function createLabel(world: PackWorld, input: LabelInput): Label {
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name === "" || name.length > MAX_LABEL_NAME || RESERVED.has(name.toLowerCase()) || name.split("/").some((part) => part.trim() === ""))
    throw MAIL_ERRORS.badLabelName(name);
  if (input.color !== undefined && (typeof input.color !== "string" || !COLOR.test(input.color))) throw MAIL_ERRORS.badRequest('A label color is "#rrggbb"');
  const labels = world.collection(COLLECTIONS.labels);
  const all = labels.all() as Label[];
  if (all.some((l) => l.name.toLowerCase() === name.toLowerCase())) throw MAIL_ERRORS.labelExists(name);
  const id = freeId(slug(name), new Set(all.map((l) => l.id)));
  return labels.insert(id, { id, name, color: (input.color as string | undefined) ?? DEFAULT_COLOR }) as Label;
}

function slug(name: string): string {
  let out = "";
  for (const c of name.toLowerCase()) out += (c >= "a" && c <= "z") || (c >= "0" && c <= "9") ? c : out.endsWith("-") || out === "" ? "" : "-";
  return out.replace(/-$/, "") || "label";
}

/** `base`, or base-2, base-3… the first one no label has (the reserved names included). */
function freeId(base: string, taken: Set<string>): string {
  const free = (id: string) => !taken.has(id) && !RESERVED.has(id);
  if (free(base)) return base;
  for (let n = 2; ; n++) if (free(`${base}-${n}`)) return `${base}-${n}`;
}
