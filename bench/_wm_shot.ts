import { chromium } from "playwright-core";
const [file, out, ...sel] = Deno.args;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1000, height: 900 } });
await p.goto("file://" + Deno.cwd() + "/" + file);
const figs = await p.$$("figure");
let i = 0;
for (const f of figs) {
  const t = await f.textContent();
  if (sel.length === 0 || sel.some((s) => t?.includes(s))) {
    await f.screenshot({ path: `${out}-${i}.png` });
    i++;
  }
}
console.log(i, "shots");
await b.close();
