import assert from "node:assert/strict";
import fc from "fast-check";
import { tco } from "../../lib/model/cost.ts";
import {
  breakEvenUtilization,
  compareShapes,
  fleetChoice,
  fleetCosts,
  hybridFleet,
  type PerGpu,
  perGpuCosts,
  reachShares,
  savedShare,
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
  const x = { ...SEED_3090, usedHoursPerDay: 24 * 0.3 };
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

Deno.test("property: the cheapest fleet is no dearer than owning all or renting all, and the rule in machines holds there", () => {
  fc.assert(
    fc.property(hourly, arbProfile, (x, profile) => {
      const r = hybridFleet(profile, perGpuCosts(x));
      const tol = 1e-9 * (r.allRented.total + r.allOwned.total + 1);
      if (r.best.total > r.allOwned.total + tol || r.best.total > r.allRented.total + tol) {
        return false;
      }
      const m = r.best.machines, last = r.machineReach[m - 1], next = r.machineReach[m];
      if (r.breakEvenUtilization.kind === "never") return m === 0; // no owned machine pays
      const b = r.breakEvenUtilization.utilization;
      // the next machine's GPUs would work on average no more than the break-even share; the
      // last one owned, no less
      const slack = 1e-9 * Math.max(1, b);
      return (next === undefined || next <= b + slack) && (last === undefined || last >= b - slack);
    }),
    { numRuns: 1000 },
  );
});

/** Machines of 1 to 8 GPUs (a workstation to an HGX server). */
const arbMachine = fc.integer({ min: 1, max: 8 });

/** A fleet of n owned GPUs priced straight from the profile: GPU-hours served Σ s_k min(k, n). */
function fleetByHand(profile: readonly { gpus: number; share: number }[], c: PerGpu, n: number) {
  const served = profile.reduce((a, l) => a + l.share * Math.min(l.gpus, n), 0);
  const over = profile.reduce((a, l) => a + l.share * Math.max(0, l.gpus - n), 0);
  return n * c.ownFixed + c.ownPerHour * c.hours * served + c.rentPerHour * c.hours * over;
}

Deno.test("property: fleets come in whole machines, up to the first that covers the peak, each priced as by hand", () => {
  fc.assert(
    fc.property(hourly, arbProfile, arbMachine, (x, profile, g) => {
      const c = { ...perGpuCosts(x), machineGpus: g };
      const costs = fleetCosts(profile, c);
      const peak = Math.max(...profile.map((l) => l.gpus));
      const sizes = costs.map((f) => f.owned);
      const expected = Array.from({ length: Math.ceil(peak / g) + 1 }, (_, m) => m * g);
      if (JSON.stringify(sizes) !== JSON.stringify(expected)) return false;
      const scale = costs[0]!.total + costs[costs.length - 1]!.total;
      return costs.every((f) =>
        f.machines * g === f.owned && agree(f.total, fleetByHand(profile, c, f.owned), scale)
      );
    }),
    { numRuns: 1000 },
  );
});

Deno.test("property: the cheapest fleet is the cheapest whole number of machines, tried one by one", () => {
  fc.assert(
    fc.property(hourly, arbProfile, arbMachine, (x, profile, g) => {
      const c = { ...perGpuCosts(x), machineGpus: g };
      const r = hybridFleet(profile, c);
      const peak = Math.max(...profile.map((l) => l.gpus));
      let least = Infinity;
      for (let n = 0; n <= Math.ceil(peak / g) * g; n += g) {
        least = Math.min(least, fleetByHand(profile, c, n));
      }
      return r.best.owned % g === 0 && agree(r.best.total, least, r.allRented.total);
    }),
    { numRuns: 1000 },
  );
});

Deno.test("property: demand k·G bought in machines of G costs G times demand k bought one GPU at a time", () => {
  fc.assert(
    fc.property(hourly, arbProfile, arbMachine, (x, profile, g) => {
      const c = perGpuCosts(x);
      const one = hybridFleet(profile, { ...c, machineGpus: 1 });
      const scaled = hybridFleet(
        profile.map((l) => ({ gpus: l.gpus * g, share: l.share })),
        { ...c, machineGpus: g },
      );
      const scale = one.allRented.total * g;
      return scaled.costs.length === one.costs.length &&
        scaled.costs.every((f, i) => agree(f.total, one.costs[i]!.total * g, scale)) &&
        agree(scaled.best.total, one.best.total * g, scale) &&
        scaled.machineReach.every((u, i) => agree(u, one.reach[i]!, 1));
    }),
    { numRuns: 1000 },
  );
});

Deno.test("property: a machine wanted whole s of the hours is owned exactly when s exceeds the break-even, as tco() says", () => {
  fc.assert(
    fc.property(hourly, fc.double({ min: 0, max: 1, noNaN: true }), (x, s) => {
      const g = x.gpuCount;
      const profile = [{ gpus: 0, share: 1 - s }, { gpus: g, share: s }];
      const c = perGpuCosts(x);
      const r = hybridFleet(profile, c);
      const used = { ...x, usedHoursPerDay: 24 * s, storageGb: 0, setupHoursPerMonth: 0 };
      const t = tco(used);
      const [none, one] = r.costs;
      const scale = t.own.total + t.cloud.total;
      // owning the machine is the TCO of owning it s of the hours; renting it, the rent of those
      // hours' compute (storage, set-up and the rented side's other costs are the same for every fleet)
      if (!agree(one!.total, t.own.total, scale)) return false;
      if (!agree(none!.total, t.cloud.compute, scale)) {
        return false;
      }
      const b = r.breakEvenUtilization;
      if (b.kind === "never") return r.best.owned === 0;
      const margin = Math.abs(s - b.utilization);
      return margin < 1e-9 || (r.best.owned === (s > b.utilization ? g : 0));
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
    near(actual.utilization, b.breakEvenHoursPerDay / 24, 1e-12);
  }
});

Deno.test("breakEvenUtilization() is never, with its reason, when an hour rented costs no more than one owned", () => {
  const actual = breakEvenUtilization(perGpuCosts({ ...SEED_3090, cloudCnyPerGpuHour: 0.65 }));
  assert.deepEqual(actual, { kind: "never", why: { kind: "rent-not-dearer" } });
  const fleet = hybridFleet(
    [{ gpus: 2, share: 1 }],
    perGpuCosts({ ...SEED_3090, cloudCnyPerGpuHour: 0.5 }),
  );
  assert.equal(fleet.best.owned, 0); // busy every hour, still cheaper rented
});

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
