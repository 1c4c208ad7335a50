// The browser tests drive Debian's Chromium; test tools may not download browsers here. The
// journeys run in Debian's headless shell of it (chromium-headless-shell: the same engine without
// the desktop browser's processes around it, so a page costs far less processor time); Lighthouse
// and the social card run in the full browser (chromium). Both are installed with apt when missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's package of each binary the project drives. */
const BROWSERS = { "/usr/bin/chromium": "chromium", "/usr/bin/chromium-headless-shell": "chromium-headless-shell" };

const missing = Object.entries(BROWSERS).filter(([binary]) => !existsSync(binary));
if (missing.length) {
  const packages = missing.map(([, name]) => name).join(" ");
  console.log(`Installing Debian's ${packages} (missing)…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: "inherit",
  });
}
const stillMissing = Object.keys(BROWSERS).filter((binary) => !existsSync(binary));
if (stillMissing.length) {
  console.error(`Still missing: ${stillMissing.join(", ")}`);
  process.exit(1);
}
