import { describe, expect, test } from "bun:test";
import { csvText, CsvError, joinCells, parseCsv, quoted, quotedIfNeeded } from "./csv-format.ts";

const LF = { columnDelimiter: "COMMA", lineEnding: "LF" } as const;

describe("parseCsv", () => {
  test("quoted cells keep delimiters, doubled quotes and line breaks", () => {
    const text = 'Name,Description\n"Acme, Inc.","Says ""hi""\nand bye"\nPlain,\n';
    expect(parseCsv(text, LF)).toEqual([["Name", "Description"], ["Acme, Inc.", 'Says "hi"\nand bye'], ["Plain", ""]]);
  });

  test("every delimiter and CRLF line endings; blank lines and a byte-order mark are skipped", () => {
    expect(parseCsv("\uFEFFa\tb\r\n1\t2\r\n\r\n3\t\r\n", { columnDelimiter: "TAB", lineEnding: "CRLF" })).toEqual([["a", "b"], ["1", "2"], ["3", ""]]);
    for (const [name, char] of [["PIPE", "|"], ["SEMICOLON", ";"], ["CARET", "^"], ["BACKQUOTE", "`"]] as const)
      expect(parseCsv(`a${char}b\n1${char}"x${char}y"\n`, { columnDelimiter: name, lineEnding: "LF" })).toEqual([["a", "b"], ["1", `x${char}y`]]);
  });

  test("the last row needs no line ending; an empty quoted cell is a row", () => {
    expect(parseCsv('Id\n""', LF)).toEqual([["Id"], [""]]);
    expect(parseCsv("a,b\n1,2", LF)).toEqual([["a", "b"], ["1", "2"]]);
  });

  test("data whose line ending is not the job's, an unterminated quote, or text after a closing quote is refused", () => {
    expect(() => parseCsv("a,b\r\n1,2\r\n", LF)).toThrow(new CsvError("ClientInputError : LineEnding is invalid on user data. Current LineEnding setting is LF"));
    expect(() => parseCsv("a,b\n1,2\n", { ...LF, lineEnding: "CRLF" })).toThrow("Current LineEnding setting is CRLF");
    expect(() => parseCsv('a\n"open', LF)).toThrow("Unterminated quoted field in row 2");
    expect(() => parseCsv('a\n"x"y\n', LF)).toThrow("Unexpected character after a closing quote in row 2");
  });
});

describe("writing", () => {
  test("values are always quoted; header names only when they must be", () => {
    expect(joinCells([quoted('say "hi"'), quoted("")], LF)).toBe('"say ""hi""",""');
    expect([quotedIfNeeded("Name", LF), quotedIfNeeded("a,b", LF)]).toEqual(["Name", '"a,b"']);
    expect(csvText(["a", "b"], { columnDelimiter: "COMMA", lineEnding: "CRLF" })).toBe("a\r\nb\r\n");
  });
});
