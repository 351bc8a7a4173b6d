// How big and how long: the in-suite run (generated-stall.test.ts) keeps bodies moderate and one case
// of each kind per operation; `bun tests/stall/run-stall.ts` takes options for longer runs.
import type { GenerateOptions } from "./generate-cases.ts";
import type { RunOptions } from "./run-cases.ts";

export type StallOptions = GenerateOptions & Omit<RunOptions, "onCase"> & { databaseUrl?: string; seedRows?: number };

const MIB = 1024 * 1024;

/** The sizes of the table (20,000 ORs, 2,000 aliases, 40,000 recipients...): the manual run's defaults. */
export const FULL: StallOptions = {
  mode: "representative",
  mcp: true,
  bodyBytes: 256 * 1024,
  // The default MAX_MOCK_BODY_BYTES is 20 MiB; a body just under it must be read without stalling anyone.
  hugeBodyBytes: 19 * MIB,
  jsonDepth: 100_000,
  queryChars: 6_000,
  orTerms: 20_000,
  // Bun reads request heads up to 16 KiB (the query, percent-encoded, grows by about half): a longer URL is refused before any pack sees it (the url-too-long case).
  urlQueryChars: 9_000,
  aliases: 2_000,
  soslTerms: 600,
  searchTerms: 5_000,
  recipients: 40_000,
  redosLength: 25,
  redosRows: 100,
  answerPatterns: 20,
  containsAssertions: 2_000,
  containsRows: 5_000,
  uploadBytes: Math.round(15.5 * MIB),
  datasetTasks: 2_000,
  budgetMs: 250,
  hardCapMs: 15_000,
  settleMs: 30,
};

/**
 * The in-suite run (fixed sizes; the generator has no randomness): queries smaller than the table's, yet
 * each still holds today's code for most of a second (2,500 ORs ~0.7 s, 150 aliases ~1 s, 150 SOSL terms ~1 s, 10,000
 * recipients ~1-2 s on 2 cores), so a case fails until its fix and every stalled case costs little time.
 */
export const IN_SUITE: StallOptions = {
  ...FULL,
  // A JSON body costs the service's thread its decoding and parsing, ~6 ms per MiB on the 2-core CI
  // machine where the sender shares the cores; 8 MiB still reads a body far past any request a client
  // sends, and the full run keeps 19 MiB.
  hugeBodyBytes: 8 * MIB,
  orTerms: 2_500, aliases: 150, soslTerms: 150, recipients: 10_000, redosLength: 20, redosRows: 60, answerPatterns: 2, containsAssertions: 200, containsRows: 2_000, hardCapMs: 8_000, settleMs: 20 };

const USAGE = `bun tests/stall/run-stall.ts [--suite] [--all] [--only PREFIX] [--database-url URL] [--no-mcp]
  [--body-bytes N] [--huge-body-bytes N] [--json-depth N] [--or-terms N] [--aliases N] [--sosl-terms N] [--search-terms N]
  [--recipients N] [--redos-length N] [--redos-rows N] [--answer-patterns N]
  [--contains-assertions N] [--contains-rows N]
  [--upload-bytes N] [--dataset-tasks N] [--budget MS] [--hard-cap MS] [--settle MS] [--seed-rows N]`;

/** `--name value` or `--name=value` from the command line; undefined when absent. */
export function optionValue(argv: string[], name: string): string | undefined {
  const inline = argv.find((a) => a.startsWith(`${name}=`));
  const index = argv.indexOf(name);
  return inline ? inline.slice(name.length + 1) : index >= 0 ? argv[index + 1] : undefined;
}

export function parseStallArgs(argv: string[]): StallOptions {
  const value = (name: string) => optionValue(argv, name);
  const number = (name: string, fallback: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}\n${USAGE}`);
    return parsed;
  };
  const seedRows = value("--seed-rows");
  const base = argv.includes("--suite") ? IN_SUITE : FULL;
  return {
    mode: argv.includes("--all") ? "all" : "representative",
    mcp: !argv.includes("--no-mcp"),
    only: value("--only"),
    databaseUrl: value("--database-url"),
    seedRows: seedRows === undefined ? undefined : number("--seed-rows", 0),
    bodyBytes: number("--body-bytes", base.bodyBytes),
    hugeBodyBytes: number("--huge-body-bytes", base.hugeBodyBytes),
    jsonDepth: number("--json-depth", base.jsonDepth),
    queryChars: number("--query-chars", base.queryChars),
    orTerms: number("--or-terms", base.orTerms),
    urlQueryChars: number("--url-query-chars", base.urlQueryChars),
    aliases: number("--aliases", base.aliases),
    soslTerms: number("--sosl-terms", base.soslTerms),
    searchTerms: number("--search-terms", base.searchTerms),
    recipients: number("--recipients", base.recipients),
    redosLength: number("--redos-length", base.redosLength),
    redosRows: number("--redos-rows", base.redosRows),
    answerPatterns: number("--answer-patterns", base.answerPatterns),
    containsAssertions: number("--contains-assertions", base.containsAssertions),
    containsRows: number("--contains-rows", base.containsRows),
    uploadBytes: number("--upload-bytes", base.uploadBytes),
    datasetTasks: number("--dataset-tasks", base.datasetTasks),
    budgetMs: number("--budget", base.budgetMs),
    hardCapMs: number("--hard-cap", base.hardCapMs),
    settleMs: number("--settle", base.settleMs),
  };
}

export const STALL_USAGE = USAGE;
