// How much to fuzz: a fixed seed and a bounded count inside `npm test`; `npm run fuzz -- --runs N
// [--seed S] [--only SURFACE]` runs longer with a random (printed) seed, and `--seed S` replays one.

/** The seed and count `npm test` uses: the in-suite part stays well under 40 s on 2 cores. */
export const IN_SUITE = { seed: 20261121, runs: 60, budgetMs: 2_000, hardCapMs: 10_000 };

export interface CliOptions { seed: number; runs: number; budgetMs: number; hardCapMs: number; only?: string; seedGiven: boolean; stats: boolean }

export function parseFuzzArgs(argv: string[]): CliOptions {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    const inline = argv.find((a) => a.startsWith(`${name}=`));
    return inline ? inline.slice(name.length + 1) : index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (name: string, fallback: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const parsed = Number(text);
    if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
    return parsed;
  };
  const seedText = value("--seed");
  return {
    seed: number("--seed", Math.floor(Math.random() * 2 ** 31)),
    runs: number("--runs", 200),
    budgetMs: number("--budget", IN_SUITE.budgetMs),
    hardCapMs: number("--hard-cap", IN_SUITE.hardCapMs),
    only: value("--only"),
    seedGiven: seedText !== undefined,
    stats: argv.includes("--stats"),
  };
}
