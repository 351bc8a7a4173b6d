export { connectInProcess } from "../../core/mcp/in-process-client.ts";
