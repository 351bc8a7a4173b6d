// Canvases: the pack has no canvases (no canvases.* method, no canvas files), so the three canvas tools
// say so as an error instead of pretending to keep a document no other surface could see.
import type { ProfileToolSpec } from "../profile-tools.ts";
import { refuse } from "./answers.ts";

const unsupported: ProfileToolSpec = {
  run: () => refuse("canvases_not_supported: this mock workspace has no canvases; it cannot create, update or read one. Share the content as a message instead."),
};

export const canvasTools: Record<string, ProfileToolSpec> = {
  slack_create_canvas: unsupported,
  slack_update_canvas: unsupported,
  slack_read_canvas: unsupported,
};
