// Shared by the Node suites: runs named cases in order and prints one JSON line per case.
export function createSuite() {
  const cases = [];
  return {
    check: (name, run) => cases.push({ name, run }),
    async run() {
      for (const { name, run } of cases) {
        try {
          await run();
          console.log(JSON.stringify({ name, ok: true }));
        } catch (error) {
          console.log(JSON.stringify({ name, ok: false, error: String(error?.stack ?? error) }));
        }
      }
    },
  };
}
