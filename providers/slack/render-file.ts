// A stored file as files.info / files.list / a message's `files` show it (no previews or thumbnails).
import type { JsonRecord } from "../../core/pack/index.ts";

export interface FileView {
  /** Public base URL of the pack in its world: downloads and permalinks point at the mock. */
  baseUrl: string;
  teamDomain: string;
}

/** The stored record: id, created, name, title, mimetype, filetype, user, size, channels, ... */
export function renderFile(record: JsonRecord, { baseUrl, teamDomain }: FileView): JsonRecord {
  const id = String(record.id);
  const name = String(record.name ?? "file");
  const channels = Array.isArray(record.channels) ? (record.channels as string[]) : [];
  const created = Number(record.created ?? 0);
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
    mode: "hosted",
    is_external: false,
    external_type: "",
    is_public: channels.some((c) => c.startsWith("C")),
    public_url_shared: false,
    display_as_bot: false,
    username: "",
    url_private: `${baseUrl}/files-pri/${id}/${encodeURIComponent(name)}`,
    url_private_download: `${baseUrl}/files-pri/${id}/download/${encodeURIComponent(name)}`,
    permalink: `https://${teamDomain}.slack.com/files/${record.user}/${id}/${encodeURIComponent(name)}`,
    permalink_public: `https://slack-files.com/${record.user_team}-${id}-0000000000`,
    comments_count: 0,
    is_starred: false,
    channels: channels.filter((c) => c.startsWith("C")),
    groups: channels.filter((c) => c.startsWith("G")),
    ims: channels.filter((c) => c.startsWith("D")),
    has_rich_preview: false,
    file_access: "visible",
  };
}
