import { fileURLToPath } from "node:url";
// Timing script (not a unit test): does the report build grow with the price file?
// Builds notebooks 03 and 06 (the ones that draw offerings) from data/ and from a copy with
// 100,000 more offering rows in an imported-style file (cloud_offerings.bulk.csv, beside the
// hand-kept cloud_offerings.csv), and prints both times.
//   deno run --allow-read --allow-write --allow-run --allow-env bench/report_scale.ts
const root = fileURLToPath(new URL("../", import.meta.url));
const big = await Deno.makeTempDir({ prefix: "workbook-scale-" });
for (const e of Deno.readDirSync(`${root}data`)) {
  await Deno.copyFile(`${root}data/${e.name}`, `${big}/${e.name}`);
}
const lines = (await Deno.readTextFile(`${big}/cloud_offerings.csv`)).trimEnd().split("\n");
const rows = [lines[0]!];
for (let i = 0; rows.length <= 100_000; i++) {
  rows.push(lines[1 + (i % (lines.length - 1))]!.replace(/^[^,]+/, (id) => `${id}-bulk-${i}`));
}
await Deno.writeTextFile(`${big}/cloud_offerings.bulk.csv`, rows.join("\n") + "\n");

async function build(data: string): Promise<number> {
  const out = await Deno.makeTempDir({ prefix: "workbook-scale-out-" });
  const t0 = performance.now();
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      `${root}lib/cli/report.ts`,
      "--data",
      data,
      "--out",
      out,
      "--only",
      "03,06",
      "--force",
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (code !== 0) throw new Error(new TextDecoder().decode(stderr));
  return (performance.now() - t0) / 1000;
}

const small = await build(`${root}data`);
const large = await build(big);
console.log(
  `reports 03 and 06: ${small.toFixed(1)} s with data/ (${lines.length - 1} offerings), ${
    large.toFixed(1)
  } s with ${rows.length - 1} offerings`,
);
