import { describe, expect, test } from "bun:test";
import { ADF_INVALID_INPUT, ADF_NOT_A_DOCUMENT, checkAdf, explainAdf, isAdfDocument } from "./check-adf.ts";

const doc = (...content: object[]) => ({ type: "doc", version: 1, content });
const p = (...content: object[]) => ({ type: "paragraph", content });

describe("checkAdf", () => {
  test("a value that is not an object gets Jira's field error", () => {
    // Jira Cloud: 400 {"errorMessages":[],"errors":{"description":"Operation value must be an
    // Atlassian Document (see the Atlassian Document Format)"}} for a string on v3.
    for (const value of ["plain text", 42, null, undefined, [doc()], true]) expect(checkAdf(value)).toBe(ADF_NOT_A_DOCUMENT);
    expect(ADF_NOT_A_DOCUMENT).toBe("Operation value must be an Atlassian Document (see the Atlassian Document Format)");
  });
  test("an object that is not valid ADF gets INVALID_INPUT", () => {
    expect(checkAdf({})).toBe(ADF_INVALID_INPUT);
    expect(checkAdf(doc(p({ type: "text", text: "" })))).toBe(ADF_INVALID_INPUT);
  });
  test("a valid document passes", () => {
    expect(checkAdf(doc())).toBeUndefined();
    expect(checkAdf(doc(p({ type: "text", text: "hi", marks: [{ type: "strong" }] })))).toBeUndefined();
    expect(isAdfDocument(doc(p()))).toBe(true);
    expect(isAdfDocument("x")).toBe(false);
  });
});

describe("explainAdf says what is wrong and where", () => {
  const cases: [string, unknown, string][] = [
    ["root type", { type: "paragraph", version: 1, content: [] }, 'the root node\'s type must be "doc"'],
    ["version", { type: "doc", version: 2, content: [] }, "the document's version must be 1"],
    ["content", { type: "doc", version: 1 }, "the document needs a content array"],
    ["unknown node", doc({ type: "marquee" }), 'doc.content[0]: unknown node type "marquee"'],
    ["empty text", doc(p({ type: "text", text: "" })), "doc.content[0].content[0]: text must be a non-empty string"],
    ["text at block level", doc({ type: "text", text: "x" }), "doc.content[0]: doc cannot hold a text"],
    ["block inside paragraph", doc(p(p())), "doc.content[0].content[0]: paragraph cannot hold a paragraph"],
    ["heading level", doc({ type: "heading", attrs: { level: 7 }, content: [] }), "doc.content[0]: heading has an invalid attrs.level"],
    ["heading without attrs", doc({ type: "heading", content: [] }), "doc.content[0]: heading needs attrs"],
    ["mention without id", doc(p({ type: "mention", attrs: { text: "@x" } })), "doc.content[0].content[0]: mention needs attrs.id"],
    ["empty list", doc({ type: "bulletList", content: [] }), "doc.content[0]: bulletList needs at least 1 child"],
    ["list item text", doc({ type: "bulletList", content: [{ type: "listItem", content: [{ type: "text", text: "x" }] }] }), "doc.content[0].content[0].content[0]: listItem cannot hold a text"],
    ["unknown mark", doc(p({ type: "text", text: "x", marks: [{ type: "blink" }] })), 'doc.content[0].content[0].marks[0]: unknown mark type "blink"'],
    ["link without href", doc(p({ type: "text", text: "x", marks: [{ type: "link", attrs: {} }] })), "doc.content[0].content[0].marks[0]: link needs attrs.href"],
    ["bad colour", doc(p({ type: "text", text: "x", marks: [{ type: "textColor", attrs: { color: "red" } }] })), "doc.content[0].content[0].marks[0]: textColor has an invalid attrs.color"],
    ["code with strong", doc(p({ type: "text", text: "x", marks: [{ type: "code" }, { type: "strong" }] })), "doc.content[0].content[0]: code text can carry no mark but link"],
    ["marks in code block", doc({ type: "codeBlock", content: [{ type: "text", text: "x", marks: [{ type: "strong" }] }] }), "doc.content[0].content[0]: code block text has no marks"],
    ["panel type", doc({ type: "panel", attrs: { panelType: "shout" }, content: [p()] }), "doc.content[0]: panel has an invalid attrs.panelType"],
    ["extra property", doc(p({ type: "text", text: "x", style: "bold" })), 'doc.content[0].content[0]: text has no property "style"'],
    ["taskList without localId", doc({ type: "taskList", attrs: {}, content: [] }), "doc.content[0]: taskList needs attrs.localId"],
  ];
  for (const [name, value, message] of cases) test(name, () => expect(explainAdf(value)).toBe(message));

  test("deep nesting is refused, not walked", () => {
    let node: object = { type: "bulletList", content: [{ type: "listItem", content: [p({ type: "text", text: "x" })] }] };
    for (let i = 0; i < 200; i++) node = { type: "bulletList", content: [{ type: "listItem", content: [node] }] };
    expect(explainAdf(doc(node))).toContain("nested more than");
  });
});
