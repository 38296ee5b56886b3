import assert from "node:assert/strict";
import { compareShapes, fleetChoice, savedShare } from "../../lib/model/fleet_shapes.ts";
import { perGpuCosts } from "../../lib/model/per_gpu.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

Deno.test("compareShapes(): each shape's cheapest fleet, choice and saving, the document's 3090 per GPU", () => {
  // perGpuCosts(SEED_3090) over 3 years: owning a GPU 13,500 − 2,700 + 500 + 2,127.9375 (B9
  // exact) = 13,427.9375 CNY plus 0.65 CNY an hour it works; renting 3.5 CNY an hour.
  const [steady, burst, idle] = compareShapes({
    steady: [{ gpus: 2, share: 1 }],
    burst: [{ gpus: 1, share: 0.9 }, { gpus: 2, share: 0.1 }],
    idle: [{ gpus: 0, share: 0.5 }, { gpus: 1, share: 0.5 }],
  }, perGpuCosts(SEED_3090));
  // two GPUs at 26,280 h each: own 13,427.9375 + 0.65 × 26,280 = 30,509.9375, rent 91,980 each
  assert.deepEqual([steady!.shape, steady!.choice, steady!.owned, steady!.saved], [
    "steady",
    "own all",
    2,
    0,
  ]);
  near(steady!.best, 2 * 30_509.9375, 1e-6, "own both");
  near(steady!.rentAll, 2 * 91_980, 1e-6, "rent both");
  // the second GPU works 10 %: 2,628 h, owned 13,427.9375 + 1,708.20 = 15,136.1375, rented 9,198
  assert.deepEqual([burst!.choice, burst!.owned], ["hybrid", 1]);
  near(burst!.best, 30_509.9375 + 9_198, 1e-6, "own one, rent the burst");
  near(burst!.ownAll, 30_509.9375 + 15_136.1375, 1e-6, "own both");
  near(burst!.rentAll, 91_980 + 9_198, 1e-6, "rent both");
  // saved against owning both, the cheaper extreme: 1 − 39,707.9375 / 45,646.075
  near(burst!.saved, 1 - 39_707.9375 / 45_646.075, 1e-12, "saved");
  // one GPU half the time, 13,140 h: owned 13,427.9375 + 8,541 = 21,968.9375, rented 45,990
  assert.deepEqual([idle!.choice, idle!.owned], ["own all", 1]);
  near(idle!.best, 21_968.9375, 1e-6, "own it");
});

Deno.test("fleetChoice() and savedShare(): renting all, owning all and a hybrid", () => {
  const fleet = (best: number, total: number, ownAll: number, rentAll: number) => ({
    best: { owned: best, total },
    allOwned: { owned: 4, total: ownAll },
    allRented: { owned: 0, total: rentAll },
  });
  assert.equal(fleetChoice(fleet(0, 80, 100, 80)), "rent all");
  assert.equal(fleetChoice(fleet(4, 70, 70, 90)), "own all");
  assert.equal(fleetChoice(fleet(2, 60, 75, 80)), "hybrid");
  // 60 against the cheaper extreme, 75: 20 % saved
  near(savedShare(fleet(2, 60, 75, 80) as never), 0.2, 1e-12, "hybrid saves 20 %");
  assert.equal(
    savedShare(fleet(0, 80, 100, 80) as never),
    0,
    "renting all saves nothing on itself",
  );
  assert.equal(savedShare(fleet(0, 0, 0, 0) as never), 0, "nothing to save on nothing");
});
