// The small workspace an omitted or empty seed gives, and the pieces a partial seed borrows from it.
import type { JsonRecord } from "../../core/pack/index.ts";

export const DEFAULT_TEAM = { id: "T0UNDERSTUDY", name: "Understudy", domain: "understudy" } as const;
export const DEFAULT_BOT = { id: "U0UNDERBOT", name: "understudy-bot", real_name: "Understudy Bot", is_bot: true } as const;
export const DEFAULT_BOT_TOKEN = "xoxb-understudy-bot";
export const DEFAULT_GENERAL = { id: "C0GENERAL", name: "general", topic: "", purpose: "This channel is for workspace-wide communication and announcements." } as const;

/** team.info's team: the seeded id, name and domain, and Slack's defaults for a workspace without an icon. */
export function completeTeam(input: JsonRecord | undefined): JsonRecord {
  const id = String(input?.id ?? DEFAULT_TEAM.id);
  const name = String(input?.name ?? DEFAULT_TEAM.name);
  const domain = typeof input?.domain === "string" ? input.domain : slugOf(name);
  return {
    id,
    name,
    url: `https://${domain}.slack.com/`,
    domain,
    email_domain: typeof input?.email_domain === "string" ? input.email_domain : "",
    icon: { image_default: true, image_34: "https://a.slack-edge.com/80588/img/avatars-teams/ava_0001-34.png", image_44: "https://a.slack-edge.com/80588/img/avatars-teams/ava_0001-44.png" },
    avatar_base_url: "https://ca.slack-edge.com/",
    is_verified: false,
    lob_sales_home_enabled: false,
    is_sfdc_auto_slack: false,
  };
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || DEFAULT_TEAM.domain;
}
