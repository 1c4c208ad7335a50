// Renders public/social-card.png (1200x630, the Open Graph image) with the local Chromium.
// Run by hand when the design changes: node scripts/render-social-card.mjs
import { chromium } from "@playwright/test";

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:center;gap:28px;
  background:radial-gradient(circle at 80% 20%,#3b2f8f 0,#16143a 45%,#0b0a1f 100%);color:#ecebff;font-family:Georgia,serif;position:relative;overflow:hidden">
  ${Array.from({ length: 60 }, (_, i) => `<span style="position:absolute;left:${(i * 197) % 1200}px;top:${(i * 89) % 630}px;width:${1 + (i % 3)}px;height:${1 + (i % 3)}px;border-radius:50%;background:#fff;opacity:${0.3 + (i % 5) / 10}"></span>`).join("")}
  <div style="font-size:34px;letter-spacing:6px;color:#f5c451">✦ COSMIC DAILY</div>
  <div style="font-size:76px;line-height:1.1;max-width:900px">Your daily horoscope, written from the real sky</div>
  <div style="font-size:30px;color:#bdb9e6;font-family:sans-serif">♈ ♉ ♊ ♋ ♌ ♍ ♎ ♏ ♐ ♑ ♒ ♓</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL("../public/social-card.png", import.meta.url).pathname });
await browser.close();
console.log("wrote public/social-card.png");
