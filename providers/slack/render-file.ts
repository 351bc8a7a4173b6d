// A stored file as files.info / files.list / a message's `files` show it (no previews or thumbnails).
import type { JsonRecord } from "../../core/pack/index.ts";

export interface FileView {
  /** Public base URL of the pack in its world: downloads and permalinks point at the mock. */
  baseUrl: string;
  teamDomain: string;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Where the file's bytes are served (by file-transfer.ts): Slack's `files-pri/<team>-<file>/<name>`. */
export function fileUrls(record: JsonRecord, baseUrl: string): { url_private: string; url_private_download: string } {
  const key = `${record.user_team}-${record.id}`;
  const name = encodeURIComponent(String(record.name ?? "file"));
  return { url_private: `${baseUrl}/files-pri/${key}/${name}`, url_private_download: `${baseUrl}/files-pri/${key}/download/${name}` };
}

/**
 * The stored record: id, created, name, title, mimetype, filetype, user, size, mode, `channels` (public
 * channels), `groups` (private channels, mpims), `ims`, `shares`. A deleted file is Slack's tombstone.
 */
export function renderFile(record: JsonRecord, { baseUrl, teamDomain }: FileView): JsonRecord {
  const id = String(record.id);
  if (record.deleted === true) return { id, mode: "tombstone" };
  const name = String(record.name ?? "file");
  const channels = list(record.channels);
  const created = Number(record.created ?? 0);
  const optional: JsonRecord = {};
  if (typeof record.alt_txt === "string") optional.alt_txt = record.alt_txt;
  return {
    id,
    created,
    timestamp: created,
    name,
    title: String(record.title ?? name),
    mimetype: String(record.mimetype ?? "application/octet-stream"),
    filetype: String(record.filetype ?? "binary"),
    pretty_type: String(record.pretty_type ?? "Binary"),
    user: record.user,
    user_team: record.user_team,
    editable: false,
    size: Number(record.size ?? 0),
    mode: String(record.mode ?? "hosted"),
    is_external: false,
    external_type: "",
    is_public: channels.length > 0,
    public_url_shared: false,
    display_as_bot: false,
    username: "",
    ...fileUrls(record, baseUrl),
    permalink: `https://${teamDomain}.slack.com/files/${record.user}/${id}/${encodeURIComponent(name)}`,
    permalink_public: `https://slack-files.com/${record.user_team}-${id}-0000000000`,
    comments_count: 0,
    is_starred: false,
    channels: [...channels],
    groups: [...list(record.groups)],
    ims: [...list(record.ims)],
    shares: structuredClone((record.shares ?? {}) as JsonRecord),
    has_more_shares: false,
    has_rich_preview: false,
    file_access: "visible",
    ...optional,
  };
}
