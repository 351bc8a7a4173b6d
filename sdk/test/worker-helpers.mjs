// What the worker suites share: a worker's options against a fake, and an event recorder.
export const base = (url, extra = {}) => ({ baseUrl: url, apiKey: "usk_test", runId: "run1", model: "m", runAgent: async () => {}, pollIntervalMs: 20, ...extra });

export const recorder = () => {
  const events = [];
  return { events, onEvent: (event, data) => events.push([event, data]), of: (name) => events.filter(([e]) => e === name).map(([, d]) => d) };
};
