// Shared by the Node suites: prints the plan (every case's name) first, then runs the cases in order
// and prints one JSON line per case, so a suite that dies half-way shows as cases without a result.

/** @typedef {() => unknown} CaseBody A case passes when it returns (or its promise resolves) without throwing. */

export function createSuite() {
  /** @type {Array<{ name: string; run: CaseBody }>} */
  const cases = [];
  return {
    /** @param {string} name @param {CaseBody} run */
    check: (name, run) => cases.push({ name, run }),
    async run() {
      console.log(JSON.stringify({ plan: cases.map((c) => c.name) }));
      for (const { name, run } of cases) {
        try {
          await run();
          console.log(JSON.stringify({ name, ok: true }));
        } catch (error) {
          console.log(JSON.stringify({ name, ok: false, error: String(error instanceof Error ? error.stack ?? error : error) }));
        }
      }
    },
  };
}
