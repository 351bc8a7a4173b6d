// Schemas of the world-control API's answers (docs/worlds.md).
export const worldSchemas = {};
