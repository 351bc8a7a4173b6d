// Linear-time look-ups over one line of wiki markup. Jira's parser finds a formatter's closing
// symbol by scanning forward from every opening, which is quadratic on a line like "*a *a *a ...";
// here each question ("where is the next `]`?", "where does a `*` opened at p close?") is answered
// from a table filled in one backward pass, built the first time the line asks it.

const NOT_FOUND = -1;

/** Letters, digits and any non-ASCII character (bar NBSP) glue a formatter symbol to a word. */
export function isWordChar(char: string | undefined): boolean {
  if (char === undefined || char === "" || char === "\u00a0") return false;
  const code = char.charCodeAt(0);
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127;
}

export class LineScanner {
  private readonly nextTables = new Map<string, Int32Array>();
  private readonly closeTables = new Map<string, Int32Array>();

  constructor(readonly line: string) {}

  /** The first index >= from where `needle` starts, or -1; O(1) after one O(n) pass per needle. */
  nextIndexOf(needle: string, from: number): number {
    if (from >= this.line.length) return NOT_FOUND;
    let table = this.nextTables.get(needle);
    if (!table) {
      table = new Int32Array(this.line.length + 1).fill(NOT_FOUND);
      for (let i = this.line.length - needle.length; i >= 0; i--) {
        table[i] = this.line.startsWith(needle, i) ? i : (table[i + 1] ?? NOT_FOUND);
      }
      this.nextTables.set(needle, table);
    }
    return table[Math.max(0, from)] ?? NOT_FOUND;
  }

  /** Length of a `[link]` at `at` (`[` then no `[`, `]` up to a `]`), or 0. */
  linkLength(at: number): number {
    if (this.line[at] !== "[") return 0;
    const open = this.nextIndexOf("[", at + 1);
    const close = this.nextIndexOf("]", at + 1);
    if (close <= at + 1 || (open !== NOT_FOUND && open < close)) return 0;
    return close - at + 1;
  }

  /**
   * Where a formatter whose content starts at `from` closes with `closing`, or -1. Mirrors Jira's
   * scan: `{{`, `[links]`, `{color}` and escapes are stepped over; a closing symbol glued to a
   * following word is text; one after a space, or any block macro, ends the attempt.
   */
  closingOf(closing: string, from: number, step: (at: number) => number): number {
    let table = this.closeTables.get(closing);
    if (!table) {
      table = this.buildCloseTable(closing, step);
      this.closeTables.set(closing, table);
    }
    return table[from] ?? NOT_FOUND;
  }

  private buildCloseTable(closing: string, step: (at: number) => number): Int32Array {
    const { line } = this;
    const wrapped = closing.startsWith("{") && closing.endsWith("}");
    const table = new Int32Array(line.length + 1).fill(NOT_FOUND);
    for (let p = line.length - 1; p >= 0; p--) {
      if (line.startsWith(closing, p)) {
        const after = p + closing.length;
        if (!wrapped && after < line.length && isWordChar(line[after])) {
          table[p] = table[after] ?? NOT_FOUND;
        } else {
          table[p] = line[p - 1] === " " ? NOT_FOUND : p;
        }
        continue;
      }
      const next = step(p);
      table[p] = next === NOT_FOUND ? NOT_FOUND : (table[next] ?? NOT_FOUND);
    }
    return table;
  }
}
