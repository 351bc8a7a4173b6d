import { describe, expect, test } from "bun:test";
import { csvText, CsvError, joinCells, parseCsv, quoted, quotedIfNeeded } from "./csv-format.ts";

const LF = { columnDelimiter: "COMMA", lineEnding: "LF" } as const;

describe("parseCsv", () => {
  test("quoted cells keep delimiters, doubled quotes and line breaks", async () => {
    const text = 'Name,Description\n"Acme, Inc.","Says ""hi""\nand bye"\nPlain,\n';
    expect(await parseCsv(text, LF)).toEqual([["Name", "Description"], ["Acme, Inc.", 'Says "hi"\nand bye'], ["Plain", ""]]);
  });

  test("every delimiter and CRLF line endings; blank lines and a byte-order mark are skipped", async () => {
    expect(await parseCsv("\uFEFFa\tb\r\n1\t2\r\n\r\n3\t\r\n", { columnDelimiter: "TAB", lineEnding: "CRLF" })).toEqual([["a", "b"], ["1", "2"], ["3", ""]]);
    for (const [name, char] of [["PIPE", "|"], ["SEMICOLON", ";"], ["CARET", "^"], ["BACKQUOTE", "`"]] as const)
      expect(await parseCsv(`a${char}b\n1${char}"x${char}y"\n`, { columnDelimiter: name, lineEnding: "LF" })).toEqual([["a", "b"], ["1", `x${char}y`]]);
  });

  test("the last row needs no line ending; an empty quoted cell is a row", async () => {
    expect(await parseCsv('Id\n""', LF)).toEqual([["Id"], [""]]);
    expect(await parseCsv("a,b\n1,2", LF)).toEqual([["a", "b"], ["1", "2"]]);
  });

  test("data whose line ending is not the job's, an unterminated quote, or text after a closing quote is refused", async () => {
    await expect(parseCsv("a,b\r\n1,2\r\n", LF)).rejects.toThrow(new CsvError("ClientInputError : LineEnding is invalid on user data. Current LineEnding setting is LF"));
    await expect(parseCsv("a,b\n1,2\n", { ...LF, lineEnding: "CRLF" })).rejects.toThrow("Current LineEnding setting is CRLF");
    await expect(parseCsv('a\n"open', LF)).rejects.toThrow("Unterminated quoted field in row 2");
    await expect(parseCsv('a\n"x"y\n', LF)).rejects.toThrow("Unexpected character after a closing quote in row 2");
  });
});

test("reading stops once past maxRows rows, so an oversized upload is refused without reading it all", async () => {
  expect(await parseCsv("a\n1\n2\n3\n4\n", LF, 2)).toEqual([["a"], ["1"], ["2"]]);
});

test("a large upload gives the event loop turns while it is read", async () => {
  let turns = 0;
  const timer = setInterval(() => turns++, 0);
  try {
    const rows = await parseCsv(`Name,Size\n${"Acme Incorporated,12\n".repeat(300_000)}`, LF);
    expect(rows.length).toBe(300_001);
  } finally {
    clearInterval(timer);
  }
  expect(turns).toBeGreaterThan(0);
});

test("a cell of megabytes is read whole, quoted or not, with doubled quotes and line breaks kept", async () => {
  const big = "x".repeat(5_000_000);
  const rows = await parseCsv(`a,b\n${big},"${big}""\n${big}"\n`, LF);
  expect(rows[1]![0]).toBe(big);
  expect(rows[1]![1]).toBe(`${big}"\n${big}`);
});

describe("writing", () => {
  test("values are always quoted; header names only when they must be", () => {
    expect(joinCells([quoted('say "hi"'), quoted("")], LF)).toBe('"say ""hi""",""');
    expect([quotedIfNeeded("Name", LF), quotedIfNeeded("a,b", LF)]).toEqual(["Name", '"a,b"']);
    expect(csvText(["a", "b"], { columnDelimiter: "COMMA", lineEnding: "CRLF" })).toBe("a\r\nb\r\n");
  });
});
