/** Salesforce REST renders datetimes as `2024-01-15T10:00:00.000+0000`. */
export function formatSfDateTime(date: Date): string {
  return date.toISOString().replace("Z", "+0000");
}
