// The documents' claims checked against the model and the price data (seed-figures.md D1, D6).
import assert from "node:assert/strict";
import {
  checkFullLoadClaim,
  checkShortProjectClaim,
  fullLoadSavings,
  shortProjects,
} from "../../lib/model/claims.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

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
