export { definePack, defineOperation, defineTool, SeedError, json } from "./define-pack.ts";
export type * from "./types.ts";
