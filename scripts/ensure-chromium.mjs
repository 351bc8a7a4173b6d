// Installs Debian's `chromium` package when /usr/bin/chromium is missing, for the browser tests (a UI
// pack's pages driven by playwright-core). Plain Node, no dependencies. `.ci/run` calls it before the
// tests, so CI always runs them; on a user's machine the tests skip with one line naming this script.
// Needs root, or sudo that asks no password; otherwise it says what to run and exits 1.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const CHROMIUM_PATH = "/usr/bin/chromium";

if (existsSync(CHROMIUM_PATH)) {
  console.error(`ensure-chromium: ${CHROMIUM_PATH} is present`);
  process.exit(0);
}

const run = (command) => {
  console.error(`ensure-chromium: ${command}`);
  execSync(command, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
};
const succeeds = (command) => {
  try {
    execSync(command, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const prefix = isRoot ? "" : succeeds("sudo -n true") ? "sudo -n " : null;
if (prefix === null || !succeeds("command -v apt-get")) {
  console.error(
    `ensure-chromium: ${CHROMIUM_PATH} is missing and cannot be installed here (needs apt-get and root or password-less sudo); ` +
      "install it with: sudo apt-get update && sudo apt-get install -y chromium",
  );
  process.exit(1);
}

console.error(`ensure-chromium: ${CHROMIUM_PATH} is missing; installing Debian's chromium package (once)...`);
try {
  run(`${prefix}apt-get update`);
  run(`${prefix}apt-get install -y chromium`);
} catch (error) {
  console.error(`ensure-chromium: the install failed (${error.message.split("\n")[0]})`);
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`ensure-chromium: apt-get finished but ${CHROMIUM_PATH} is still missing`);
  process.exit(1);
}
console.error(`ensure-chromium: installed ${execSync(`${CHROMIUM_PATH} --version`, { encoding: "utf8" }).trim()}`);
