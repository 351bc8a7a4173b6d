// A seeded user, completed with Slack's defaults to the field set users.info returns.
import type { JsonRecord } from "../../core/pack/index.ts";
import { appIdFor, botIdFor } from "./slack-ids.ts";

/** Slack's palette for user colours, picked by the user's position so worlds stay deterministic. */
const COLORS = ["9f69e7", "4bbe2e", "e7392d", "3c989f", "674b1b", "e96699", "e0a729", "684b6c", "5b89d5", "53b759"];
const AVATAR = "https://a.slack-edge.com/80588/img/avatars/ava_0010";
const IMAGE_SIZES = [24, 32, 48, 72, 192, 512] as const;

const str = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);
const bool = (value: unknown): boolean => value === true;

/** Slack's normalisation of a display name: accents and punctuation kept, but plain ASCII spacing. */
export function normalizeName(value: string): string {
  return value.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

export interface UserDefaults {
  teamId: string;
  /** Seconds since the epoch, for `updated`. */
  now: number;
  /** Position of the user in the seed, for the colour. */
  index: number;
  /** Domain of made-up addresses for users seeded without an email. */
  emailDomain: string;
}

/** The stored record: every field users.info shows for a member of a standard (non-Enterprise) workspace. */
export function completeUser(input: JsonRecord, { teamId, now, index, emailDomain }: UserDefaults): JsonRecord {
  const id = String(input.id);
  const name = String(input.name);
  const isBot = bool(input.is_bot);
  const given = (input.profile ?? {}) as JsonRecord;
  const realName = str(input.real_name, str(given.real_name, isBot ? name : ""));
  const displayName = str(given.display_name, isBot ? "" : name);
  const [first = "", ...rest] = realName.split(" ");
  const images = Object.fromEntries(IMAGE_SIZES.map((size) => [`image_${size}`, `${AVATAR}-${size}.png`]));
  const profile: JsonRecord = {
    title: str(given.title),
    phone: str(given.phone),
    skype: str(given.skype),
    real_name: realName,
    real_name_normalized: normalizeName(realName),
    display_name: displayName,
    display_name_normalized: normalizeName(displayName),
    fields: null,
    status_text: str(given.status_text),
    status_emoji: str(given.status_emoji),
    status_emoji_display_info: [],
    status_expiration: typeof given.status_expiration === "number" ? given.status_expiration : 0,
    avatar_hash: `g${id.slice(1).toLowerCase().padEnd(11, "0").slice(0, 11)}`,
    ...(isBot ? { api_app_id: appIdFor(id), always_active: false, bot_id: botIdFor(id) } : { email: str(given.email, `${name}@${emailDomain}`) }),
    first_name: str(given.first_name, first),
    last_name: str(given.last_name, rest.join(" ")),
    ...images,
    status_text_canonical: "",
    team: teamId,
  };
  return {
    id,
    team_id: teamId,
    name,
    deleted: bool(input.deleted),
    color: str(input.color, COLORS[index % COLORS.length]),
    real_name: realName,
    tz: str(input.tz, "America/Los_Angeles"),
    tz_label: str(input.tz_label, "Pacific Standard Time"),
    tz_offset: typeof input.tz_offset === "number" ? input.tz_offset : -28800,
    profile,
    is_admin: bool(input.is_admin),
    is_owner: bool(input.is_owner),
    is_primary_owner: bool(input.is_primary_owner),
    is_restricted: bool(input.is_restricted),
    is_ultra_restricted: bool(input.is_ultra_restricted),
    is_bot: isBot,
    is_app_user: bool(input.is_app_user),
    updated: typeof input.updated === "number" ? input.updated : now,
    is_email_confirmed: !isBot,
    who_can_share_contact_card: "EVERYONE",
    locale: str(input.locale, "en-US"),
    has_2fa: bool(input.has_2fa),
  };
}
