import type { PicklistSpec } from "../spec-types.ts";

// Standard picklist values of a fresh org, shared by several objects.

export const INDUSTRY = [
  "Agriculture",
  "Apparel",
  "Banking",
  "Biotechnology",
  "Chemicals",
  "Communications",
  "Construction",
  "Consulting",
  "Education",
  "Electronics",
  "Energy",
  "Engineering",
  "Entertainment",
  "Environmental",
  "Finance",
  "Food & Beverage",
  "Government",
  "Healthcare",
  "Hospitality",
  "Insurance",
  "Machinery",
  "Manufacturing",
  "Media",
  "Not For Profit",
  "Recreation",
  "Retail",
  "Shipping",
  "Technology",
  "Telecommunications",
  "Transportation",
  "Utilities",
  "Other",
] as const;

export const LEAD_SOURCE = ["Web", "Phone Inquiry", "Partner Referral", "Purchased List", "Other"] as const;

export const RATING = ["Hot", "Warm", "Cold"] as const;

export const SALUTATION = ["Mr.", "Ms.", "Mrs.", "Dr.", "Prof."] as const;

export const CLEAN_STATUS: readonly PicklistSpec[] = [
  ["Matched", "In Sync"],
  "Different",
  ["Acknowledged", "Reviewed"],
  ["NotFound", "Not Found"],
  "Inactive",
  ["Pending", "Not Compared"],
  ["SelectMatch", "Select Match"],
  "Skipped",
];

export const TIME_ZONE: readonly PicklistSpec[] = [
  ["Pacific/Honolulu", "(GMT-10:00) Hawaii-Aleutian Standard Time (Pacific/Honolulu)"],
  ["America/Anchorage", "(GMT-09:00) Alaska Standard Time (America/Anchorage)"],
  ["America/Los_Angeles", "(GMT-08:00) Pacific Standard Time (America/Los_Angeles)"],
  ["America/Denver", "(GMT-07:00) Mountain Standard Time (America/Denver)"],
  ["America/Phoenix", "(GMT-07:00) Mountain Standard Time (America/Phoenix)"],
  ["America/Chicago", "(GMT-06:00) Central Standard Time (America/Chicago)"],
  ["America/New_York", "(GMT-05:00) Eastern Standard Time (America/New_York)"],
  ["America/Sao_Paulo", "(GMT-03:00) Brasilia Standard Time (America/Sao_Paulo)"],
  ["GMT", "(GMT+00:00) Greenwich Mean Time (GMT)"],
  ["Europe/London", "(GMT+00:00) Greenwich Mean Time (Europe/London)"],
  ["Europe/Paris", "(GMT+01:00) Central European Standard Time (Europe/Paris)"],
  ["Europe/Berlin", "(GMT+01:00) Central European Standard Time (Europe/Berlin)"],
  ["Africa/Johannesburg", "(GMT+02:00) South Africa Standard Time (Africa/Johannesburg)"],
  ["Europe/Moscow", "(GMT+03:00) Moscow Standard Time (Europe/Moscow)"],
  ["Asia/Dubai", "(GMT+04:00) Gulf Standard Time (Asia/Dubai)"],
  ["Asia/Kolkata", "(GMT+05:30) India Standard Time (Asia/Kolkata)"],
  ["Asia/Singapore", "(GMT+08:00) Singapore Standard Time (Asia/Singapore)"],
  ["Asia/Shanghai", "(GMT+08:00) China Standard Time (Asia/Shanghai)"],
  ["Asia/Tokyo", "(GMT+09:00) Japan Standard Time (Asia/Tokyo)"],
  ["Australia/Sydney", "(GMT+10:00) Australian Eastern Standard Time (Australia/Sydney)"],
  ["Pacific/Auckland", "(GMT+12:00) New Zealand Standard Time (Pacific/Auckland)"],
];

export const LOCALE: readonly PicklistSpec[] = [
  ["en_US", "English (United States)"],
  ["en_GB", "English (United Kingdom)"],
  ["en_CA", "English (Canada)"],
  ["en_AU", "English (Australia)"],
  ["en_IN", "English (India)"],
  ["de_DE", "German (Germany)"],
  ["fr_FR", "French (France)"],
  ["es_ES", "Spanish (Spain)"],
  ["it_IT", "Italian (Italy)"],
  ["nl_NL", "Dutch (Netherlands)"],
  ["pt_BR", "Portuguese (Brazil)"],
  ["ja_JP", "Japanese (Japan)"],
  ["zh_CN", "Chinese (China)"],
];

export const LANGUAGE: readonly PicklistSpec[] = [
  ["en_US", "English"],
  ["de", "German"],
  ["es", "Spanish"],
  ["fr", "French"],
  ["it", "Italian"],
  ["ja", "Japanese"],
  ["ko", "Korean"],
  ["nl_NL", "Dutch"],
  ["pt_BR", "Portuguese (Brazil)"],
  ["zh_CN", "Chinese (Simplified)"],
];

export const EMAIL_ENCODING: readonly PicklistSpec[] = [
  ["UTF-8", "Unicode (UTF-8)"],
  ["ISO-8859-1", "General US & Western Europe (ISO-8859-1, ISO-LATIN-1)"],
  ["Shift_JIS", "Japanese (Shift-JIS)"],
  ["ISO-2022-JP", "Japanese (JIS)"],
  ["EUC-JP", "Japanese (EUC)"],
  ["ks_c_5601-1987", "Korean (ks_c_5601-1987)"],
  ["Big5", "Traditional Chinese (Big5)"],
  ["GB2312", "Simplified Chinese (GB2312)"],
];
