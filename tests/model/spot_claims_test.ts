// The documents' claim of spot prices checked against the price data (seed-figures.md D2).
import assert from "node:assert/strict";
import {
  checkSpotClaim,
  spotBreakEvens,
  spotCostCurve,
  spotPairOf,
  spotRatios,
} from "../../lib/model/spot_claims.ts";
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
