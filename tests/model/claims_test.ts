// The documents' claims checked against the model and the price data (seed-figures.md D1, D2, D6).
import assert from "node:assert/strict";
import {
  checkFullLoadClaim,
  checkShortProjectClaim,
  checkSpotClaim,
  fullLoadSavings,
  shortProjects,
  spotBreakEvens,
  spotCostCurve,
  spotPairOf,
  spotRatios,
} from "../../lib/model/claims.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

Deno.test("spotRatios() and checkSpotClaim(): spot at 40–60 % refutes D2's 10–20 %", () => {
  const prices = [
    {
      id: "a",
      provider: "P",
      gpuModel: "G",
      region: "r",
      pricingModel: "on_demand",
      cnyPerGpuHour: 10,
    },
    { id: "b", provider: "P", gpuModel: "G", region: "r", pricingModel: "spot", cnyPerGpuHour: 4 },
    {
      id: "c",
      provider: "Q",
      gpuModel: "G",
      region: "r",
      pricingModel: "on_demand",
      cnyPerGpuHour: 10,
    },
    { id: "d", provider: "Q", gpuModel: "G", region: "r", pricingModel: "spot", cnyPerGpuHour: 6 },
  ];
  const ratios = spotRatios(prices);
  assert.deepEqual(ratios.map((r) => r.ratio), [0.4, 0.6]);
  assert.equal(checkSpotClaim(ratios).verdict, "refuted");
  assert.equal(checkSpotClaim([{ ...ratios[0]!, ratio: 0.15 }]).verdict, "confirmed");
});

Deno.test("fullLoadSavings() is 1 − own / rent at 24 h/day", () => {
  const [s] = fullLoadSavings([{ label: "3090", inputs: SEED_3090 }], [3]);
  assert.ok(s);
  near(s.rent, 91_980, 1e-6, "rent"); // 24 h × 365 × 3 = 26,280 h × 3.5
  // 13,500 − 2,700 resale + 0.65 kW × 26,280 h × 1 CNY/kWh (17,082) + 500 maintenance
  // + 13,500 × (1.05³ − 1) (2,127.94) = 30,509.94
  near(s.own, 30_509.9375, 1e-6, "own");
  near(s.saving, 0.668298, 1e-6, "saving: 1 − 30,509.94 / 91,980");
  assert.equal(checkFullLoadClaim([{ ...s, saving: 0.4 }]).verdict, "confirmed");
  assert.equal(checkFullLoadClaim([{ ...s, saving: 0.1 }]).verdict, "refuted");
});

Deno.test("shortProjects(): at 4 h/day the 3090 costs more to buy and resell than to rent for 3 and 6 months", () => {
  const p = shortProjects(SEED_3090);
  assert.deepEqual(p.map((x) => x.rentCheaper), [true, true]);
  // renting 4 h × 365 / 12 = 121.67 h a month at 3.5 CNY/h: 425.83 CNY a month
  near(p[0]!.rent, 1277.5, 1e-6, "3 months"); // 3 × 425.83
  near(p[1]!.rent, 2555, 1e-6, "6 months"); // 6 × 425.83
  // owning 3 months costs at least the purchase less its resale: 13,500 − 9,000 × 0.3^(3/36) = 5,359.16
  assert.ok(p[0]!.ownNetOfResale >= 5359.15, String(p[0]!.ownNetOfResale));
  assert.equal(checkShortProjectClaim([{ label: "seed", projects: p }]).verdict, "confirmed");
});

Deno.test("spotPairOf() and spotCostCurve(): the scenario's GPU's pair, else the smallest discount", () => {
  const point = (id: string, gpuModel: string, pricingModel: string, cnyPerGpuHour: number) => ({
    id,
    provider: "P",
    gpuModel,
    region: "r",
    pricingModel,
    cnyPerGpuHour,
  });
  const checkpointing = { intervalHours: 0, writeHours: 0.1, restartHours: 0.1 };
  const pairs = spotBreakEvens(
    spotRatios([
      point("a-od", "A", "on_demand", 10),
      point("a-spot", "A", "spot", 3),
      point("b-od", "B", "on_demand", 10),
      point("b-spot", "B", "spot", 6),
    ]),
    checkpointing,
  );
  assert.equal(spotPairOf(pairs, "A")!.spotId, "a-spot");
  assert.equal(spotPairOf(pairs, "C")!.spotId, "b-spot", "60 % is the smallest discount");
  assert.equal(spotPairOf([], "A"), undefined);
  const b = spotPairOf(pairs, "B")!;
  assert.equal(b.spotCnyPerGpuHour, 6);
  assert.equal(b.onDemandCnyPerGpuHour, 10);
  const curve = spotCostCurve(b, checkpointing, 11);
  assert.equal(curve.length, 11);
  // no interruption: 6 CNY an hour, no checkpoint written (the best interval at λ = 0 is endless)
  assert.equal(curve[0]!.perDay, 0);
  near(curve[0]!.cnyPerUsefulGpuHour, 6, 1e-12, "spot's price at no interruption");
  // the curve runs to 1.5 × the rate at which spot's price per useful hour reaches on demand's,
  // and crosses 10 CNY there
  assert.ok(b.stopsPaying.kind === "interval");
  near(curve.at(-1)!.perDay, 1.5 * b.stopsPaying.interruptionsPerDay, 1e-9, "the curve's end");
  const crossing = curve.findIndex((p) => p.cnyPerUsefulGpuHour > 10);
  assert.ok(curve[crossing - 1]!.perDay <= b.stopsPaying.interruptionsPerDay);
  assert.ok(curve[crossing]!.perDay > b.stopsPaying.interruptionsPerDay);
});
