// Run by the contract test under Deno: proves a pack module uses web-standard APIs only.
// Usage: deno run --allow-read --allow-env --no-prompt --node-modules-dir=manual tests/support/deno-load-pack.ts <pack.ts>
declare const Deno: { args: string[]; cwd(): string };
export {};

const path = Deno.args[0];
if (path === undefined) throw new Error("usage: deno run ... tests/support/deno-load-pack.ts <pack.ts>");
const mod = await import(new URL(path, `file://${Deno.cwd()}/`).href);
const pack = mod.default;
const operations = Object.keys(pack.operations ?? {}).length;
const seed = pack.seed?.example ?? {};
// Provisioning logic is pure, so normalizing a seed works with stand-ins for the world's clock and ids.
let counter = 0;
let records = pack.seed.normalize(seed, { config: undefined, clock: { now: () => new Date(0) }, ids: { next: () => ++counter, random: () => 0.5 } });
// A pack may normalize in steps (a generator): run them to the end.
if (typeof records?.next === "function") for (let step = records.next(); ; step = records.next()) if (step.done) { records = step.value; break; }
console.log(JSON.stringify({ slug: pack.slug, operations, collections: Object.keys(records).length }));
