import { expect, test } from "bun:test";
import { BodyTooLargeError, readBodyBytes, readBodyText } from "./request-checks.ts";

// A Request built in process (an app's `handle`, the fuzzer) may carry more than its Content-Length
// says; over HTTP the framing prevents it. Either way no body past the limit is handed on.
const lying = (size: number) => new Request("http://localhost/x", { method: "PUT", headers: { "content-length": "5" }, body: "x".repeat(size) });

test("a body over the limit is refused whatever its declared length; one within it is read whole", async () => {
  await expect(readBodyText(lying(1000), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  await expect(readBodyBytes(lying(1000), 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  expect(await readBodyText(lying(50), 100)).toBe("x".repeat(50));
  expect((await readBodyBytes(lying(50), 100)).byteLength).toBe(50);
});
