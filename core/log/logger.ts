export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  /** Off unless LOG_LEVEL=debug: what a user reads to see what their client sent. */
  debug(area: string, message: string): void;
  /** Whether debug lines are written, so hot paths build them only then (absent: assume not). */
  readonly debugEnabled?: boolean;
  info(area: string, message: string): void;
  warn(area: string, message: string): void;
  error(area: string, message: string, error?: unknown): void;
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** One line per event: time, area, message. Plain text, because people read it first. */
export function createLogger(level: LogLevel = "info", write: (line: string) => void = (line) => console.log(line)): Logger {
  const emit = (at: LogLevel, area: string, message: string) => {
    if (RANK[at] >= RANK[level]) write(`${new Date().toISOString()} ${at.padEnd(5)} [${area}] ${message}`);
  };
  return {
    debugEnabled: RANK[level] <= RANK.debug,
    debug: (area, message) => emit("debug", area, message),
    info: (area, message) => emit("info", area, message),
    warn: (area, message) => emit("warn", area, message),
    error: (area, message, error) => emit("error", area, error ? `${message}: ${error instanceof Error ? error.stack : String(error)}` : message),
  };
}
