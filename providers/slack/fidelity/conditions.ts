// Why a key of a recorded sample may be missing from a faithful answer. The samples merge many recorded
// calls (failures, Enterprise Grid workspaces, huddles, file shares, images…) into one object per method, so
// "every key of the sample" is the union of what Slack ever sent, not what one success carries.
// `conditional`: Slack sends the key only in situations the test's call does not create (type-checked when
// answered). `notModelled`: the pack never sends it (the answer must lack it, so the entry goes stale, and the
// test fails, when the pack starts sending it).
export interface KeyGroup {
  conditional: Record<string, string>;
  notModelled: Record<string, string>;
}

/** Keys every sample has because the recordings merge failed and warned calls into it: never on a plain success. */
export const ERROR_ONLY_KEYS: Record<string, string> = {
  error: "ok:false answers only",
  needed: "missing_scope answers only",
  provided: "missing_scope answers only",
  warning: "answers with a warning only (deprecated or superfluous arguments)",
  errors: "partial-failure answers only (conversations.invite/kick with several users, chat.postMessage's invalid blocks)",
  arg: "invalid_arguments answers only",
  callstack: "internal_error answers only",
  detail: "invalid_name answers only",
  deprecated_argument: "answers to deprecated arguments only",
  "response_metadata.warnings": "answers with a warning only",
  "response_metadata.messages": "invalid_arguments answers only",
};

const THREAD = "thread parents and replies only";
const FILE_SHARE = "file-share messages only";
const BOT = "messages by bots and apps only";
export const MESSAGE: KeyGroup = {
  conditional: {
    subtype: "bot_message, thread_broadcast and system messages only",
    root: "thread_broadcast replies only",
    thread_ts: THREAD, reply_count: THREAD, reply_users_count: THREAD, latest_reply: THREAD, reply_users: THREAD, subscribed: THREAD, is_locked: THREAD,
    parent_user_id: "thread replies only",
    bot_id: BOT, bot_profile: BOT, app_id: BOT,
    upload: FILE_SHARE, display_as_bot: FILE_SHARE, x_files: FILE_SHARE, files: FILE_SHARE,
    edited: "edited messages only",
    client_msg_id: "messages sent from Slack's own clients only",
    metadata: "messages posted with metadata only",
    blocks: "messages posted with blocks only (Slack's clients add rich_text blocks; a text-only API post has none)",
    attachments: "messages posted with attachments only",
    reactions: "messages with reactions only",
    room: "huddle (call) messages only",
    assistant_app_thread: "AI-assistant app threads only",
  },
  notModelled: {
    username: "custom bot username / icon_* arguments are not modelled (README)",
    icons: "custom bot username / icon_* arguments are not modelled (README)",
    topic: "the channel_topic / channel_purpose / channel_join system messages are not posted (README)",
    purpose: "the channel_topic / channel_purpose / channel_join system messages are not posted (README)",
    inviter: "the channel_topic / channel_purpose / channel_join system messages are not posted (README)",
    last_read: "per-thread read state (a thread parent's last_read in conversations.replies) is not modelled",
  },
};

const GRID = "Enterprise Grid and Slack Connect conversations only";
export const CONVERSATION: KeyGroup = {
  conditional: {
    is_moved: GRID, internal_team_ids: GRID, conversation_host_id: GRID, is_global_shared: GRID, is_org_default: GRID,
    is_org_mandatory: GRID, enterprise_id: GRID, connected_team_ids: GRID, connected_limited_team_ids: GRID,
    is_read_only: "posting-restricted (announcement-only) channels only",
    is_thread_only: "posting-restricted (thread-only) channels only",
    is_non_threadable: "posting-restricted (non-threadable) channels only",
    properties: "channels with tabs, canvases or posting settings only",
    parent_conversation: "conversations with a parent conversation only",
    is_starred: "channels the calling user starred only",
    locale: "include_locale=true only",
    is_open: "ims (the pack sends it there) and some recorded channel answers (the pack does not)",
    priority: "ims (the pack sends it there) and some recorded channel answers (the pack does not)",
  },
  notModelled: {
    latest: "a conversation's latest message is not modelled on conversation objects",
    unread_count: "unread counts are not modelled",
    unread_count_display: "unread counts are not modelled",
  },
};

const ENTERPRISE = "Enterprise Grid workspaces only";
export const USER: KeyGroup = {
  conditional: {
    enterprise_user: ENTERPRISE, enterprise_id: ENTERPRISE, enterprise_name: ENTERPRISE, teams: ENTERPRISE,
    is_stranger: "users of other workspaces (Slack Connect) only",
    is_invited_user: "invited users who have not joined only",
    two_factor_type: "users with two-factor authentication on, shown to admins, only",
    locale: "include_locale=true only",
    has_2fa: "shown to admins and owners only",
  },
  notModelled: {
    is_workflow_bot: "the newer bot-kind flags are not modelled",
    is_connector_bot: "the newer bot-kind flags are not modelled",
  },
};

const PHOTO = "users with a custom profile photo only";
export const PROFILE: KeyGroup = {
  conditional: {
    image_original: PHOTO, is_custom_image: PHOTO, image_1024: PHOTO,
    status_emoji_url: "custom-emoji statuses only",
    status_clear_on_focus_end: "statuses set from focus mode only",
    pronouns: "users who set pronouns only",
    start_date: "users whose admin set a start date only",
    huddle_state: "users in a huddle only",
    huddle_state_expiration_ts: "users in a huddle only",
    always_active: "bot users only",
  },
  notModelled: {},
};

// A file (the pack's is a text file uploaded with files.getUploadURLExternal + files.completeUploadExternal):
// the samples merge images, videos, PDFs, emails, canvases and lists into one object; most keys belong to one kind.
const each = (names: string, reason: string): Record<string, string> => Object.fromEntries(names.trim().split(/\s+/).map((k) => [k, reason]));
const sizes = [64, 80, 160, 360, 480, 720, 800, 960, 1024].flatMap((n) => [`thumb_${n}`, `thumb_${n}_gif`, `thumb_${n}_w`, `thumb_${n}_h`]).join(" ");

export const FILE: KeyGroup = {
  conditional: {
    ...each(`${sizes} thumb_tiny original_w original_h image_exif_rotation deanimate deanimate_gif pjpeg alt_txt`, "image files only"),
    ...each("transcription mp4 mp4_low vtt hls hls_embed duration_ms thumb_video thumb_video_w thumb_video_h thumb_gif url_static_preview media_progress", "video and audio files only"),
    ...each("thumb_pdf thumb_pdf_w thumb_pdf_h converted_pdf", "PDFs and converted documents only"),
    ...each("subject to from cc headers sent_to_self simplified_html plain_text preview_plain_text original_attachment_count", "email files only"),
    ...each(
      `subtype non_owner_editable editor last_editor updated editors edit_timestamp quip_thread_id is_channel_space linked_channel_id title_blocks
       update_notification canvas_template_mode template_conversion_ts template_name template_title template_description template_icon
       team_pref_version_history_enabled show_badge list_metadata list_limits list_csv_download_url can_toggle_canvas_lock
       is_restricted_sharing_enabled canvas_printing_enabled channel_actions_ts channel_actions_count access teams_shared_with
       private_channels_with_file_access_count private_file_with_access_count dm_mpdm_users_with_file_access org_or_workspace_access`,
      "canvases, lists and Quip documents only",
    ),
    ...each("external_id external_url", "external (remote) files only"),
    ...each("reactions", "files with reactions only"),
    ...each("pinned_to", "pinned files only"),
    ...each("num_stars", "starred files only (legacy stars)"),
    ...each("initial_comment", "legacy files.upload with initial_comment only (completeUploadExternal posts the comment as a message)"),
  },
  notModelled: {
    ...each("preview preview_highlight preview_is_truncated lines lines_more has_more edit_link", "a text file's preview and line counts are not modelled"),
    ...each("source_team app_id app_name bot_id media_display_type last_read saved favorites is_modified_by_ai", "not modelled"),
  },
};

export const GROUPS = { message: MESSAGE, conversation: CONVERSATION, user: USER, profile: PROFILE, file: FILE } as const;
export type GroupName = keyof typeof GROUPS;
