// Paths of the world-control API (docs/worlds.md): summary, records, diff, journal, checkpoints, restore, fork.
export const worldPaths = {};
