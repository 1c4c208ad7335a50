// `npm test`: every check, in the order a failure is cheapest to find.
import { execSync } from "node:child_process";

const steps = [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["formatting", "npm run format:check"],
  ["unit and integration tests", "npm run test:unit"],
  ["build", "npm run build"],
  ["end-to-end tests in Chromium, then the endpoint fuzz", "npm run test:e2e"],
];

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: "inherit" });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
