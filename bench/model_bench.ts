import { fileURLToPath } from "node:url";
// deno task bench: speed of the model on this machine (numbers recorded in the README).
import { breakEvenHours } from "../lib/model/breakeven.ts";
import { SEED_3090 } from "../lib/model/inputs.ts";
import { monteCarlo } from "../lib/model/montecarlo.ts";
import { globalSensitivity } from "../lib/model/global_sensitivity.ts";
import {
  defaultRanges,
  grid,
  hoursPriceGrid,
  linspace,
  ownMinusRent,
} from "../lib/model/sensitivity.ts";
import { tco } from "../lib/model/cost.ts";
import { parseDataset } from "../lib/data/load.ts";
import { DATA_FILES } from "../lib/data/load.ts";

const hours = linspace(0, 24, 1000);
const prices = linspace(0.1, 10, 1000);
const ranges = defaultRanges(SEED_3090);

Deno.bench(
  "one scenario: tco() and breakEvenHours()",
  { group: "scenario", baseline: true },
  () => {
    tco(SEED_3090);
    breakEvenHours(SEED_3090);
  },
);

const cells = new Float64Array(hours.length * prices.length);
Deno.bench(
  "grid 1,000 × 1,000: hours a day × cloud price (into a reused array)",
  { group: "grid", n: 200, warmup: 20 },
  () => {
    hoursPriceGrid(SEED_3090, hours, prices, { out: cells });
  },
);

const small = linspace(0, 24, 100);
Deno.bench("grid 100 × 100 over any two inputs (one tco() per cell)", { group: "grid" }, () => {
  grid(
    SEED_3090,
    ownMinusRent,
    "usedHoursPerDay",
    small,
    "electricityCnyPerKwh",
    linspace(0.3, 1.2, 100),
  );
});

Deno.bench(
  "Monte Carlo 1,000,000 samples over 12 inputs",
  { group: "montecarlo", n: 10, warmup: 3 },
  () => {
    monteCarlo(SEED_3090, ranges, { samples: 1_000_000, seed: 1 });
  },
);

Deno.bench(
  "Sobol' indices, N = 1,024 over 12 inputs (14,336 runs, 100 bootstrap resamples)",
  { group: "sobol", n: 10, warmup: 3 },
  () => {
    globalSensitivity(SEED_3090, ranges, { n: 1024, seed: 1 });
  },
);

// Scale: a price file of 100,000 offering rows.
const dataDir = fileURLToPath(new URL("../data/", import.meta.url));
const files: Record<string, string> = {};
for (const n of DATA_FILES) files[n] = Deno.readTextFileSync(dataDir + n);
const lines = files["cloud_offerings.csv"]!.trimEnd().split("\n");
const body = lines.slice(1);
const big = [...lines];
for (let i = 0; big.length <= 100_000; i++) {
  const row = body[i % body.length]!;
  big.push(row.replace(/^[^,]+/, (id) => `${id}-${i}`));
}
const bigFiles = { ...files, "cloud_offerings.csv": big.join("\n") + "\n" };

Deno.bench(
  "validate a data folder with 100,000 offering rows",
  { group: "scale", n: 3, warmup: 1 },
  () => {
    const r = parseDataset(bigFiles);
    if (!r.ok) throw new Error("the scaled data must be valid");
  },
);
