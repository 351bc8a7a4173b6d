// A file's mimetype, filetype and pretty_type from its name, the way Slack labels uploads (Slack sniffs
// content too; the mock goes by the extension), and files.list's `types` filter.
import type { JsonRecord } from "../../core/pack/index.ts";

export interface FileType {
  mimetype: string;
  filetype: string;
  pretty_type: string;
}

const BY_EXTENSION: Record<string, FileType> = {
  txt: { mimetype: "text/plain", filetype: "text", pretty_type: "Plain Text" },
  md: { mimetype: "text/plain", filetype: "markdown", pretty_type: "Markdown (raw)" },
  csv: { mimetype: "text/csv", filetype: "csv", pretty_type: "CSV" },
  tsv: { mimetype: "text/tab-separated-values", filetype: "tsv", pretty_type: "TSV" },
  json: { mimetype: "application/json", filetype: "json", pretty_type: "JSON" },
  html: { mimetype: "text/html", filetype: "html", pretty_type: "HTML" },
  xml: { mimetype: "text/xml", filetype: "xml", pretty_type: "XML" },
  yaml: { mimetype: "text/plain", filetype: "yaml", pretty_type: "YAML" },
  yml: { mimetype: "text/plain", filetype: "yaml", pretty_type: "YAML" },
  js: { mimetype: "text/javascript", filetype: "javascript", pretty_type: "JavaScript" },
  ts: { mimetype: "text/plain", filetype: "typescript", pretty_type: "TypeScript" },
  py: { mimetype: "text/plain", filetype: "python", pretty_type: "Python" },
  sh: { mimetype: "text/plain", filetype: "shell", pretty_type: "Shell" },
  sql: { mimetype: "text/plain", filetype: "sql", pretty_type: "SQL" },
  log: { mimetype: "text/plain", filetype: "text", pretty_type: "Plain Text" },
  pdf: { mimetype: "application/pdf", filetype: "pdf", pretty_type: "PDF" },
  png: { mimetype: "image/png", filetype: "png", pretty_type: "PNG" },
  jpg: { mimetype: "image/jpeg", filetype: "jpg", pretty_type: "JPEG" },
  jpeg: { mimetype: "image/jpeg", filetype: "jpg", pretty_type: "JPEG" },
  gif: { mimetype: "image/gif", filetype: "gif", pretty_type: "GIF" },
  svg: { mimetype: "image/svg+xml", filetype: "svg", pretty_type: "SVG" },
  webp: { mimetype: "image/webp", filetype: "webp", pretty_type: "WebP" },
  zip: { mimetype: "application/zip", filetype: "zip", pretty_type: "Zip" },
  gz: { mimetype: "application/gzip", filetype: "gzip", pretty_type: "GZip" },
  docx: { mimetype: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", filetype: "docx", pretty_type: "Word Document" },
  xlsx: { mimetype: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", filetype: "xlsx", pretty_type: "Excel Spreadsheet" },
  pptx: { mimetype: "application/vnd.openxmlformats-officedocument.presentationml.presentation", filetype: "pptx", pretty_type: "PowerPoint Presentation" },
  mp4: { mimetype: "video/mp4", filetype: "mp4", pretty_type: "MPEG 4 Video" },
  mp3: { mimetype: "audio/mpeg", filetype: "mp3", pretty_type: "MP3" },
};

const BINARY: FileType = { mimetype: "application/octet-stream", filetype: "binary", pretty_type: "Binary" };

export function fileTypeOf(name: string): FileType {
  const dot = name.lastIndexOf(".");
  const extension = dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
  return BY_EXTENSION[extension] ?? BINARY;
}

/** files.list's `types` values; "all" (or none) keeps everything. */
export const FILE_LIST_TYPES = ["all", "spaces", "snippets", "images", "gdocs", "zips", "pdfs"] as const;

export function fileHasListType(file: JsonRecord, type: string): boolean {
  switch (type) {
    case "all":
      return true;
    case "snippets":
      return file.mode === "snippet";
    case "images":
      return String(file.mimetype ?? "").startsWith("image/");
    case "zips":
      return file.filetype === "zip";
    case "pdfs":
      return file.filetype === "pdf";
    default:
      return false; // spaces (posts) and gdocs are not modelled
  }
}
