import { defineOperation } from "../../../core/pack/index.ts";
import { requestScope } from "./request-scope.ts";
import { objectLook } from "./object-look.ts";

/**
 * GET /tabs: the tabs available to the user: Home, then one per object with a page layout that can be
 * queried (a standard object's tab is `standard-<Object>`, a custom object's is its API name), each
 * opening the object's list at `/<keyPrefix>/o` on the instance.
 */
export const tabs = defineOperation((ctx) => {
  const { describes } = requestScope(ctx);
  const home = {
    colors: [], custom: false, iconUrl: "", icons: [], label: "Home", miniIconUrl: "", name: "standard-home", sobjectName: null,
    url: `${ctx.baseUrl}/home/home.jsp`,
  };
  const objectTabs = describes
    .list()
    .filter((d) => d.layoutable && d.queryable && d.keyPrefix)
    .map((describe) => {
      const { colors, icons, iconUrl, miniIconUrl } = objectLook(describe, ctx.baseUrl);
      return {
        colors, custom: describe.custom, iconUrl, icons, label: describe.labelPlural, miniIconUrl,
        name: describe.custom ? describe.name : `standard-${describe.name}`, sobjectName: describe.name,
        url: `${ctx.baseUrl}/${describe.keyPrefix}/o`,
      };
    });
  return [home, ...objectTabs];
});
