import { defineOperation } from "../../../core/pack/index.ts";
import { requestScope } from "./request-scope.ts";
import { objectLook } from "./object-look.ts";

/** GET /theme: each object's colors and icons, `{ themeItems: [{ colors, icons, name }] }`. */
export const theme = defineOperation((ctx) => {
  const { describes } = requestScope(ctx);
  return {
    themeItems: describes.list().map((describe) => {
      const { colors, icons } = objectLook(describe, ctx.baseUrl);
      return { colors, icons, name: describe.name };
    }),
  };
});
