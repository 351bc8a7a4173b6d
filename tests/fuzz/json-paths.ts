// Small helpers to reach into a JSON value by path, keeping prototype names as own properties.

export type JsonPath = (string | number)[];

/** Paths to the value's nodes, breadth first, at most `limit` of them (the root is []). */
export function pathsOf(value: unknown, limit = 200): JsonPath[] {
  const out: JsonPath[] = [];
  const queue: [unknown, JsonPath][] = [[value, []]];
  while (queue.length && out.length < limit) {
    const [node, path] = queue.shift()!;
    out.push(path);
    if (Array.isArray(node)) node.forEach((child, i) => queue.push([child, [...path, i]]));
    else if (node && typeof node === "object") for (const [key, child] of Object.entries(node)) queue.push([child, [...path, key]]);
  }
  return out;
}

export const label = (path: JsonPath) => ["body", ...path].join(".");

/** Defines `key` as an own property, even `__proto__`. */
export function put(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function cloneAlong(root: unknown, path: JsonPath): { copy: unknown; parent: Record<string, unknown> | unknown[] | undefined } {
  const copy = shallow(root);
  let node = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const child = shallow(node[key as string]);
    put(node, key, child);
    node = child as Record<string, unknown>;
  }
  return { copy, parent: node && typeof node === "object" ? node : undefined };
}

const shallow = (value: unknown): unknown => (Array.isArray(value) ? [...value] : value && typeof value === "object" ? Object.defineProperties({}, Object.getOwnPropertyDescriptors(value)) : value);

export function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (!path.length) return value;
  const { copy, parent } = cloneAlong(root, path);
  if (parent) put(parent, path.at(-1)!, value);
  return copy;
}

export function deleteAt(root: unknown, path: JsonPath): unknown {
  if (!path.length) return undefined;
  const { copy, parent } = cloneAlong(root, path);
  const key = path.at(-1)!;
  if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
  else if (parent) delete (parent as Record<string, unknown>)[key as string];
  return copy;
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key as string] : undefined), root);
}
