// Shared by the jsforce suites: the assertion every one of them makes about a refused call.
import assert from "node:assert/strict";

/**
 * Awaits a call that must fail with `errorCode` (jsforce puts Salesforce's code on the error) and
 * returns the error.
 * @param {PromiseLike<unknown>} promise
 * @param {string} errorCode
 */
export const failsWith = async (promise, errorCode) => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof Error, `expected an Error, got ${error}`);
    const code = "errorCode" in error ? error.errorCode : error.name;
    assert.equal(code, errorCode, `expected ${errorCode}, got ${code}: ${error.message}`);
    return error;
  }
  assert.fail(`expected ${errorCode}, but the call succeeded`);
};
