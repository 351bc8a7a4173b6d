export { definePack, defineOperation, defineTool, SeedError, ToolError, json } from "./define-pack.ts";
export type * from "./types.ts";
