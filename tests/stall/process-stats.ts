// What the soak script reads of the service process from /proc (Linux): its resident memory and its
// open file descriptors (sockets, database files, pipes: the handles a leak would pile up).
import { readdirSync, readFileSync } from "node:fs";

/** The pid of the child of this process running `bun core/main.ts` (the service process helper does not expose it). */
export function servicePid(): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("core/main.ts")) return Number(entry);
    } catch {}
  }
  return undefined;
}

/** Resident memory in MiB (VmRSS). */
export function rssMiB(pid: number): number {
  const line = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export const openHandles = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

/** The q-quantile (0..1) of a list of numbers, 0 for none. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
