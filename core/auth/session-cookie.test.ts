import { expect, test } from "bun:test";
import { clearedSessionCookie, readSessionToken, SESSION_COOKIE, sessionCookie } from "./session-cookie.ts";

test("the session cookie is HttpOnly, SameSite=Strict, for every path, Secure when asked", () => {
  expect(SESSION_COOKIE).toBe("understudy_session");
  expect(sessionCookie("tok", { secure: false, maxAgeSeconds: 43_200 })).toBe("understudy_session=tok; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict");
  expect(sessionCookie("tok", { secure: true, maxAgeSeconds: 1.9 })).toBe("understudy_session=tok; Path=/; Max-Age=1; HttpOnly; SameSite=Strict; Secure");
  expect(clearedSessionCookie()).toBe("understudy_session=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict");
  expect(clearedSessionCookie({ secure: true })).toEndWith("; Secure");
});

test("readSessionToken finds the cookie among others, and nothing in an empty or foreign one", () => {
  const read = (cookie?: string) => readSessionToken(new Headers(cookie === undefined ? {} : { cookie }));
  expect(read("theme=dark; understudy_session=abc-_1; other=x")).toBe("abc-_1");
  expect(read("understudy_session=abc")).toBe("abc");
  expect(read("understudy_session=")).toBeUndefined();
  expect(read("xunderstudy_session=abc; understudy_sessionx=def")).toBeUndefined();
  expect(read()).toBeUndefined();
});
