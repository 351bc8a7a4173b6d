// How big and how long: the in-suite run (generated-stall.test.ts) keeps bodies moderate and one case
// of each kind per operation; `bun tests/stall/run-stall.ts` takes options for longer runs.
import type { GenerateOptions } from "./generate-cases.ts";
import type { RunOptions } from "./run-cases.ts";

export type StallOptions = GenerateOptions & Omit<RunOptions, "onCase"> & { databaseUrl?: string; seedRows?: number };

const MIB = 1024 * 1024;

/** Fixed sizes (the generator has no randomness): the in-suite run stays well under a minute per store on 2 cores. */
export const IN_SUITE: StallOptions = {
  mode: "representative",
  mcp: true,
  bodyBytes: 256 * 1024,
  // The default MAX_MOCK_BODY_BYTES is 20 MiB; a body just under it must be read without stalling anyone.
  hugeBodyBytes: 19 * MIB,
  jsonDepth: 100_000,
  queryChars: 6_000,
  orTerms: 20_000,
  urlQueryChars: 60_000,
  aliases: 2_000,
  searchTerms: 5_000,
  recipients: 40_000,
  budgetMs: 250,
  hardCapMs: 15_000,
  settleMs: 30,
};

const USAGE = `bun tests/stall/run-stall.ts [--all] [--only PREFIX] [--database-url URL] [--no-mcp]
  [--body-bytes N] [--huge-body-bytes N] [--json-depth N] [--or-terms N] [--aliases N] [--search-terms N]
  [--recipients N] [--budget MS] [--hard-cap MS] [--settle MS] [--seed-rows N]`;

export function parseStallArgs(argv: string[]): StallOptions {
  const value = (name: string) => {
    const inline = argv.find((a) => a.startsWith(`${name}=`));
    const index = argv.indexOf(name);
    return inline ? inline.slice(name.length + 1) : index >= 0 ? argv[index + 1] : undefined;
  };
  const number = (name: string, fallback: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}\n${USAGE}`);
    return parsed;
  };
  const seedRows = value("--seed-rows");
  return {
    mode: argv.includes("--all") ? "all" : "representative",
    mcp: !argv.includes("--no-mcp"),
    only: value("--only"),
    databaseUrl: value("--database-url"),
    seedRows: seedRows === undefined ? undefined : number("--seed-rows", 0),
    bodyBytes: number("--body-bytes", IN_SUITE.bodyBytes),
    hugeBodyBytes: number("--huge-body-bytes", IN_SUITE.hugeBodyBytes),
    jsonDepth: number("--json-depth", IN_SUITE.jsonDepth),
    queryChars: number("--query-chars", IN_SUITE.queryChars),
    orTerms: number("--or-terms", IN_SUITE.orTerms),
    urlQueryChars: number("--url-query-chars", IN_SUITE.urlQueryChars),
    aliases: number("--aliases", IN_SUITE.aliases),
    searchTerms: number("--search-terms", IN_SUITE.searchTerms),
    recipients: number("--recipients", IN_SUITE.recipients),
    budgetMs: number("--budget", IN_SUITE.budgetMs),
    hardCapMs: number("--hard-cap", IN_SUITE.hardCapMs),
    settleMs: number("--settle", IN_SUITE.settleMs),
  };
}

export const STALL_USAGE = USAGE;
