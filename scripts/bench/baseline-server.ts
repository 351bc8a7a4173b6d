// The limit: a bare Bun.serve answering a fixed JSON body, measured under the same load.
// Usage: bun scripts/bench/baseline-server.ts <port>
const body = JSON.stringify({ attributes: { type: "Account", url: "/services/data/v67.0/sobjects/Account/001000000000001AAA" }, Id: "001000000000001AAA", Name: "Acme" });
const server = Bun.serve({ port: Number(process.argv[2]), hostname: "127.0.0.1", fetch: () => new Response(body, { headers: { "content-type": "application/json" } }) });
console.log(`baseline listening on ${server.port}`);
