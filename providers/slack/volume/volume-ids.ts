// Ids of generated users and channels: Slack's type letter, then "V" (volume) and a base-36 number. The
// world's own new ids (newSlackId) put a "0" there, so the two never meet; a hand-written id is skipped.

/** The `n`th (from 1) generated id with `prefix` that `taken` does not hold; adds it to `taken`. */
export function volumeId(prefix: string, n: number, taken: Set<string>): string {
  let id = "";
  for (let k = n; taken.has((id = `${prefix}V${k.toString(36).toUpperCase().padStart(5, "0")}`)); k += 1_000_000_000);
  taken.add(id);
  return id;
}

/** `base`, or `base` with the first number that makes it unique in `taken`; adds it to `taken`. */
export function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** Lower-case letters and digits of `text`, for handles and channel names. */
export function slug(text: string): string {
  return text.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "");
}
