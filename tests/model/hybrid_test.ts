import assert from "node:assert/strict";
import fc from "fast-check";
import { tco } from "../../lib/model/cost.ts";
import {
  breakEvenUtilization,
  fleetCosts,
  hybridFleet,
  perGpuCosts,
  reachShares,
} from "../../lib/model/hybrid.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs } from "./arbitrary.ts";

/** Random demand profiles: up to 6 levels of 1–16 GPUs, shares summing to 1. */
const arbProfile = fc.uniqueArray(fc.integer({ min: 1, max: 16 }), { minLength: 1, maxLength: 6 })
  .chain((levels) =>
    fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
      minLength: levels.length,
      maxLength: levels.length,
    }).map((weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      return levels.map((gpus, i) => ({ gpus, share: weights[i]! / total }));
    })
  );
const hourly = arbInputs.map((x) => ({ ...x, cloudBilling: "hourly" as const }));

Deno.test("reachShares(): the share of hours demand reaches each GPU", () => {
  // 1 GPU 50 %, 2 GPUs 30 %, 4 GPUs 20 %: GPU 1 always, GPU 2 half the time, GPUs 3 and 4 a fifth
  const u = reachShares([{ gpus: 1, share: 0.5 }, { gpus: 2, share: 0.3 }, {
    gpus: 4,
    share: 0.2,
  }]);
  assert.equal(u.length, 4);
  near(u[0]!, 1, 1e-12, "u1");
  near(u[1]!, 0.5, 1e-12, "u2");
  near(u[3]!, 0.2, 1e-12, "u4");
});

Deno.test("one owned GPU of a one-GPU profile costs what tco() says owning it costs", () => {
  const x = { ...SEED_3090, hoursPerDay: 24 * 0.3 };
  const [, one] = fleetCosts([{ gpus: 1, share: 0.3 }, { gpus: 0, share: 0.7 }], perGpuCosts(x));
  near(one!.total, tco(x).own.total, 1e-6, "own one GPU 30 % of the hours");
  const [none] = fleetCosts([{ gpus: 1, share: 0.3 }, { gpus: 0, share: 0.7 }], perGpuCosts(x));
  near(none!.total, tco(x).cloud.compute, 1e-6, "rent it instead");
});

Deno.test("property: owning none is renting all, owning the peak leaves no overflow", () => {
  fc.assert(
    fc.property(hourly, arbProfile, (x, profile) => {
      const c = perGpuCosts(x);
      const r = hybridFleet(profile, c);
      const wanted = profile.reduce((n, l) => n + l.gpus * l.share, 0);
      const scale = r.allRented.total + r.allOwned.total;
      return agree(r.allRented.total, c.rentPerHour * c.hours * wanted, scale) &&
        agree(r.allRented.own, 0, scale) && agree(r.allOwned.rent, 0, scale) &&
        agree(r.allOwned.servedByOwned, 1, 1);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("property: the cheapest fleet is no dearer than owning all or renting all, and the marginal rule holds there", () => {
  fc.assert(
    fc.property(hourly, arbProfile, (x, profile) => {
      const r = hybridFleet(profile, perGpuCosts(x));
      const tol = 1e-9 * (r.allRented.total + r.allOwned.total + 1);
      if (r.best.total > r.allOwned.total + tol || r.best.total > r.allRented.total + tol) {
        return false;
      }
      const n = r.best.owned, last = r.reach[n - 1], next = r.reach[n];
      if (r.breakEvenUtilization.kind === "never") return n === 0; // no owned GPU pays
      const b = r.breakEvenUtilization.utilization;
      // the next GPU would work no more than the break-even share; the last one owned, no less
      const slack = 1e-9 * Math.max(1, b);
      return (next === undefined || next <= b + slack) && (last === undefined || last >= b - slack);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("breakEvenUtilization() of the document's 3090 is its break-even hours over 24 (B14)", () => {
  const actual = breakEvenUtilization(perGpuCosts(SEED_3090));
  const b = breakEvenHours(SEED_3090);
  assert.equal(actual.kind, "share");
  // 13,427.94 / ((3.5 − 0.65) × 26,280 h) = 4.30 / 24
  if (actual.kind === "share" && b.kind === "hours") {
    near(actual.utilization, b.hoursPerDay / 24, 1e-12);
  }
});

Deno.test("breakEvenUtilization() is never, with its reason, when an hour rented costs no more than one owned", () => {
  const actual = breakEvenUtilization(perGpuCosts({ ...SEED_3090, cloudCnyPerGpuHour: 0.65 }));
  assert.equal(actual.kind, "never");
  if (actual.kind === "never") assert.match(actual.reason, /no more than an hour owned/);
  const fleet = hybridFleet(
    [{ gpus: 2, share: 1 }],
    perGpuCosts({ ...SEED_3090, cloudCnyPerGpuHour: 0.5 }),
  );
  assert.equal(fleet.best.owned, 0); // busy every hour, still cheaper rented
});
