// The permalink page's path (../permalink-page.ts): what chat.getPermalink and search.messages link to.
export const permalinkPaths: Record<string, unknown> = {
  "/archives/{channel}/{message}": {
    get: {
      operationId: "archivesPermalink",
      summary: "The page a message's permalink opens (public channels only: a browser carries no token)",
      tags: ["chat"],
      externalDocs: { url: "https://api.slack.com/methods/chat.getPermalink" },
      security: [],
      "x-understudy-validate": ["path"],
      parameters: [
        { name: "channel", in: "path", required: true, description: "The channel id", schema: { type: "string" } },
        { name: "message", in: "path", required: true, description: "`p` and the ts's digits, e.g. p1700000100000100", schema: { type: "string" } },
        { name: "thread_ts", in: "query", required: false, description: "A reply's thread parent (ignored: the page shows the thread)", schema: { type: "string" } },
        { name: "cid", in: "query", required: false, description: "The channel again (ignored)", schema: { type: "string" } },
      ],
      responses: {
        "200": { description: "The message, its author and time, and its thread", content: { "text/html": { schema: { type: "string" } } } },
        "404": { description: "No such message in a public channel", content: { "text/html": { schema: { type: "string" } } } },
      },
    },
  },
};
