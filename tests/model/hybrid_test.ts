import assert from "node:assert/strict";
import fc from "fast-check";
import { tco } from "../../lib/model/cost.ts";
import {
  breakEvenUtilization,
  fleetCosts,
  hybridFleet,
  type PerGpu,
  perGpuCosts,
  reachShares,
} from "../../lib/model/hybrid.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

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
/** Machines of 1 to 8 GPUs (a workstation to an HGX server). */
const arbMachine = fc.integer({ min: 1, max: 8 });

// no idle hour rented out: the fleet's rule takes an owned GPU's fixed cost as a cost, and idle
// hours rented out can earn more than it (a machine bought to be rented out, not the fleet's case)
const hourly = arbInputs.map((x) => ({
  ...x,
  rentBilling: "hourly" as const,
  rentOutCnyPerGpuHour: 0,
}));

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
  near(none!.total, tco(x).rent.total, 1e-6, "rent it instead");
});

Deno.test("renting everything costs what tco() says renting costs, storage and set-up included", () => {
  // the document's 3090 at its 4 h/day (one GPU wanted 1/6 of the hours), with 100 GB kept on
  // the cloud and 2 set-up hours a month: the rented side's fixed costs over 3 years are
  // 100 GB × 0.0007 CNY/GB-h × 26,280 h + 2 h × 36 months × 3.5 CNY/h = 1,839.6 + 252 = 2,091.6
  const x = { ...SEED_3090, storageGb: 100, setupHoursPerMonth: 2 };
  const c = perGpuCosts(x);
  near(c.rentFixed, 2_091.6, 1e-9, "storage and set-up");
  const actual = hybridFleet([{ gpus: 0, share: 5 / 6 }, { gpus: 1, share: 1 / 6 }], c);
  // 26,280 h / 6 = 4,380 GPU-hours × 3.5 CNY = 15,330, plus 2,091.6: 17,421.6 CNY
  near(actual.allRented.total, 17_421.6, 1e-6, "rent all");
  near(actual.allRented.total, tco(x).rent.total, 1e-6, "tco().rent.total at 4 h/day");
  // owning the GPU rents nothing: 13,427.9375 + 0.65 × 4,380 = 16,274.9375, no storage or set-up
  near(actual.allOwned.total, 16_274.9375, 1e-6, "own it");
  assert.equal(actual.allOwned.rent, 0);
});

Deno.test("the machine that ends all renting saves the rented side's fixed costs: it pays from a lower share", () => {
  // one GPU wanted 17 % of the hours, under one GPU's break-even of 17.9 %: alone it loses
  // 13,427.9375 − (3.5 − 0.65) × 26,280 × 0.17 = 13,427.9375 − 12,732.66 = 695.2775 CNY; with
  // 500 GB stored at 0.0007 CNY/GB-h renting also pays 500 × 0.0007 × 26,280 = 9,198 CNY, which
  // owning saves: owned, it pays above (13,427.9375 − 9,198) / 74,898 = 5.65 % of the hours
  const profile = [{ gpus: 0, share: 0.83 }, { gpus: 1, share: 0.17 }];
  const stored = hybridFleet(profile, perGpuCosts({ ...SEED_3090, storageGb: 500 }));
  assert.equal(stored.best.owned, 1);
  near(stored.machineSavings[0]!, -695.2775, 1e-6, "what it loses by its hours");
  assert.equal(stored.endsRenting.kind, "owns");
  if (stored.endsRenting.kind === "owns") {
    near(stored.endsRenting.shortfall, 695.2775, 1e-6, "shortfall");
    near(stored.endsRenting.rentFixed, 9_198, 1e-9, "storage");
    near(stored.endsRenting.breakEven!, (13_427.9375 - 9_198) / 74_898, 1e-12, "break-even");
  }
  // without the storage the same GPU is rented: 74,898 × 0.17 × 3.5 / 2.85 = 15,636.18 CNY
  // against 13,427.9375 + 0.65 × 4,467.6 = 16,331.88 owned
  const bare = hybridFleet(profile, perGpuCosts(SEED_3090));
  assert.equal(bare.best.owned, 0);
  assert.equal(bare.endsRenting.kind, "none");
});

Deno.test("a fleet whose overflow costs without bound owns what covers the demand, and no cost is NaN", () => {
  // rented hours at an unbounded price: every fleet that rents costs Infinity, the one that
  // covers the peak rents nothing and costs what it owns (Infinity × 0 GPU-hours is no NaN)
  const c = { ...perGpuCosts(SEED_3090), rentPerHour: Infinity };
  const actual = hybridFleet([{ gpus: 1, share: 0.5 }, { gpus: 2, share: 0.5 }], c);
  assert.deepEqual(actual.costs.map((f) => f.total), [
    Infinity,
    Infinity,
    actual.allOwned.own,
  ]);
  assert.equal(actual.best.owned, 2);
  assert.equal(actual.allOwned.rent, 0);
  assert.ok(actual.machineSavings.every((x) => !Number.isNaN(x)));
  // spot interrupted so often that it never finishes prices an hour without bound too
  const neverFinishes = {
    ...SEED_3090,
    rentInterruptionsPerHour: 1e4,
    checkpointIntervalHours: 1,
    restartHours: 0.5,
  };
  const spot = perGpuCosts(neverFinishes);
  assert.equal(spot.rentPerHour, Infinity);
  const onSpot = hybridFleet([{ gpus: 0, share: 0.9 }, { gpus: 1, share: 0.1 }], spot);
  assert.equal(onSpot.best.owned, 1);
  assert.ok(Number.isFinite(onSpot.best.total));
});

Deno.test("property: owning none is renting all, owning the peak leaves no overflow", () => {
  fc.assert(
    fc.property(hourly, arbProfile, (x, profile) => {
      const c = perGpuCosts(x);
      const r = hybridFleet(profile, c);
      const wanted = profile.reduce((n, l) => n + l.gpus * l.share, 0);
      const scale = r.allRented.total + r.allOwned.total;
      return agree(r.allRented.total, c.rentFixed + c.rentPerHour * c.hours * wanted, scale) &&
        agree(r.allRented.own, 0, scale) && agree(r.allOwned.rent, 0, scale) &&
        agree(r.allOwned.servedByOwned, 1, 1);
    }),
    MANY,
  );
});

Deno.test("property: the cheapest fleet is no dearer than owning all or renting all, and the rule in machines holds there", () => {
  fc.assert(
    fc.property(hourly, arbProfile, arbMachine, (x, profile, g) => {
      const r = hybridFleet(profile, { ...perGpuCosts(x), machineGpus: g });
      const tol = 1e-9 * (r.allRented.total + r.allOwned.total + 1);
      if (r.best.total > r.allOwned.total + tol || r.best.total > r.allRented.total + tol) {
        return false;
      }
      const m = r.best.machines, e = r.endsRenting;
      const covers = r.best.rent === 0;
      // the machines that pay by their hours lead; past them only ending all renting can pay
      const paying = r.machineSavings.findIndex((saved) => !(saved > 0));
      const byHours = paying === -1 ? r.machineSavings.length : paying;
      const slack = 1e-9 * Math.max(1, Math.abs(r.allRented.total), Math.abs(r.allOwned.total));
      if (!covers) {
        // a fleet that still rents owns the machines that pay by their hours (any between its
        // size and theirs saving nothing either way: a tie)
        const between = r.machineSavings.slice(Math.min(m, byHours), Math.max(m, byHours));
        if (!between.every((saved) => Math.abs(saved) <= slack)) return false;
        // and owning the rest would lose more than the fixed costs it saves
        return e.kind === "none" ? r.rentFixed === 0 : e.kind === "rents" &&
          e.first === m + 1 && e.shortfall >= e.rentFixed - slack;
      }
      // the fleet that covers the demand: every machine pays by its hours, or those that do not
      // lose less together than the rented side's fixed costs they save
      if (e.kind === "none") return byHours >= m;
      return e.kind === "owns" && e.first === byHours + 1 && e.shortfall <= e.rentFixed + slack &&
        (e.breakEven === null || e.reach >= e.breakEven - 1e-9);
    }),
    MANY,
  );
});

/**
 * A fleet of n owned GPUs priced straight from the profile: GPU-hours served Σ s_k min(k, n),
 * rented Σ s_k max(0, k − n), and the rented side's fixed costs when any is rented.
 */
function fleetByHand(profile: readonly { gpus: number; share: number }[], c: PerGpu, n: number) {
  const served = profile.reduce((a, l) => a + l.share * Math.min(l.gpus, n), 0);
  const over = profile.reduce((a, l) => a + l.share * Math.max(0, l.gpus - n), 0);
  // the first machine's GPUs at the owned machine's fixed cost, when one is owned
  const first = Math.min(n, c.machineGpus);
  const fixed = c.ownedFixed === null
    ? n * c.ownFixed
    : first * c.ownedFixed + (n - first) * c.ownFixed;
  return fixed + c.ownPerHour * c.hours * served +
    (over > 0 ? c.rentFixed + c.rentPerHour * c.hours * over : 0);
}

/** The inputs of `hourly` with the machine already owned, 0 to 8 years old. */
const hourlyOwned = fc.tuple(hourly, fc.double({ min: 0, max: 8, noNaN: true })).map((
  [x, age],
) => ({ ...x, alreadyOwned: 1, ownedAgeYears: age }));

Deno.test("a 3090 already owned is the fleet's first GPU at its own cost; a second is bought and does not pay at 10 % of the hours", () => {
  // the document's 3090 owned for 4 years: keeping it 3 more gives up its value today, 1,807.47
  // CNY, less its resale at 7 years, 542.24, plus upkeep 3 × 166.67 = 500 and the cost of capital
  // on its value, 1,807.47 × (1.05³ − 1) = 284.90: 2,050.13 CNY against 13,427.94 bought
  const x = { ...SEED_3090, alreadyOwned: 1, ownedAgeYears: 4 };
  const c = perGpuCosts(x);
  near(c.ownedFixed!, 1807.4690 - 542.2407 + 500 + 1807.4690 * (1.05 ** 3 - 1), 1e-3, "owned");
  near(c.ownFixed, 13427.9375, 1e-6, "a GPU bought, as without the one owned");
  assert.equal(perGpuCosts(SEED_3090).ownedFixed, null);
  // one GPU busy every hour, a second 10 % of them (2,628 h in 3 years): the second, bought,
  // costs 13,427.94 + 0.65 × 2,628 = 15,136.14 CNY against 3.5 × 2,628 = 9,198 rented, so the
  // fleet keeps the one owned and rents the burst (with both priced as owned it had bought the
  // second: 2,050.13 + 1,708.20 < 9,198)
  const fleet = hybridFleet([{ gpus: 1, share: 0.9 }, { gpus: 2, share: 0.1 }], c);
  assert.equal(fleet.best.owned, 1);
  near(
    fleet.costs[1]!.total,
    c.ownedFixed! + 0.65 * 26_280 + 9198,
    1e-6,
    "keep one, rent the burst",
  );
  near(fleet.costs[2]!.own, c.ownedFixed! + 13427.9375 + 0.65 * (26_280 + 2628), 1e-6, "own both");
  near(fleet.machineSavings[1]!, 2.85 * 2628 - 13427.9375, 1e-6, "the second, bought");
  // the owned GPU breaks even at 2,050.13 / (2.85 × 26,280) = 2.7 % of the hours, one bought at
  // 13,427.94 / (2.85 × 26,280) = 17.9 %
  const owned = fleet.ownedBreakEven;
  assert.equal(
    owned?.kind === "share" && owned.utilization.toFixed(4),
    (c.ownedFixed! / (2.85 * 26_280)).toFixed(4),
  );
  const b = fleet.breakEvenUtilization;
  assert.equal(b.kind === "share" && b.utilization.toFixed(3), "0.179");
});

Deno.test("property: with the machine owned, one machine wanted s of the hours costs what tco() of the owned case says, and a fleet of m machines what it costs bought less the first's purchase", () => {
  fc.assert(
    fc.property(hourlyOwned, arbProfile, (x, profile) => {
      const owned = perGpuCosts(x);
      const bought = perGpuCosts({ ...x, alreadyOwned: 0, ownedAgeYears: 0 });
      const g = x.gpuCount;
      if (!agree(owned.ownFixed, bought.ownFixed) || owned.ownedFixed === null) return false;
      // the owned case's own machine, wanted whole the share of hours tco() prices
      const s = x.usedHoursPerDay / 24;
      const [, one] = fleetCosts([{ gpus: g, share: s }, { gpus: 0, share: 1 - s }], owned);
      const own = tco(x).own.total;
      if (!agree(one!.own, own, own + one!.own)) return false;
      // a fleet with the first machine owned costs G · (F − F₁) less than one all bought
      const a = fleetCosts(profile, owned), z = fleetCosts(profile, bought);
      const gap = g * (bought.ownFixed - owned.ownedFixed);
      const scale = z[z.length - 1]!.total + z[0]!.total;
      return a.every((f, m) =>
        agree(f.total, z[m]!.total - (m > 0 ? gap : 0), scale) &&
        agree(f.total, fleetByHand(profile, owned, f.owned), scale)
      );
    }),
    MANY,
  );
});

Deno.test("property: owning a machine never makes the cheapest fleet own fewer machines, and moves it only from renting all", () => {
  fc.assert(
    fc.property(hourlyOwned, arbProfile, (x, profile) => {
      const owned = hybridFleet(profile, perGpuCosts(x));
      const bought = hybridFleet(profile, perGpuCosts({ ...x, alreadyOwned: 0, ownedAgeYears: 0 }));
      // every fleet of one machine or more is cheaper by the same amount: among them the cheapest
      // is the same, and only owning none can lose its place
      return owned.best.machines >= bought.best.machines &&
        (bought.best.machines === 0 || owned.best.machines === bought.best.machines);
    }),
    MANY,
  );
});

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
    MANY,
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
    MANY,
  );
});

Deno.test("property: demand k·G bought in machines of G costs G times demand k bought one GPU at a time", () => {
  fc.assert(
    fc.property(hourly, arbProfile, arbMachine, (x, profile, g) => {
      const c = perGpuCosts(x);
      const one = hybridFleet(profile, { ...c, machineGpus: 1 });
      // the rented side's fixed costs are paid once, whatever the fleet's size: scaled as well
      const scaled = hybridFleet(
        profile.map((l) => ({ gpus: l.gpus * g, share: l.share })),
        { ...c, machineGpus: g, rentFixed: c.rentFixed * g },
      );
      const scale = one.allRented.total * g;
      return scaled.costs.length === one.costs.length &&
        scaled.costs.every((f, i) => agree(f.total, one.costs[i]!.total * g, scale)) &&
        agree(scaled.best.total, one.best.total * g, scale) &&
        scaled.machineReach.every((u, i) => agree(u, one.reach[i]!, 1));
    }),
    MANY,
  );
});

Deno.test("property: a machine wanted whole s of the hours is owned exactly when tco() says owning it is cheaper, and breaks even where breakEvenHours() does", () => {
  fc.assert(
    fc.property(hourly, fc.double({ min: 1e-6, max: 1, noNaN: true }), (x, s) => {
      const g = x.gpuCount;
      const profile = [{ gpus: 0, share: 1 - s }, { gpus: g, share: s }];
      const r = hybridFleet(profile, perGpuCosts(x));
      const used = { ...x, usedHoursPerDay: 24 * s };
      const t = tco(used);
      const [none, one] = r.costs;
      const scale = t.own.total + t.rent.total;
      // owning the machine is the TCO of owning it s of the hours; renting it, the TCO of renting
      // those hours, storage, set-up, people and data transfer included
      if (!agree(one!.total, t.own.total, scale) || !agree(none!.total, t.rent.total, scale)) {
        return false;
      }
      if (Math.abs(t.own.total - t.rent.total) > 1e-9 * scale) {
        if (r.best.owned !== (t.own.total < t.rent.total ? g : 0)) return false;
      }
      // the one machine ends all renting: where its GPUs lose by their hours, it breaks even at
      // the scenario's break-even hours over 24
      const e = r.endsRenting, b = breakEvenHours(used);
      return e.kind === "none" || e.breakEven === null || b.kind !== "hours" ||
        Math.abs(e.breakEven * 24 - b.breakEvenHoursPerDay) <= 1e-9 * Math.max(1, 24 * e.breakEven);
    }),
    MANY,
  );
});

Deno.test("property: renting everything costs tco().rent.total of the same inputs when the profile's GPU-hours are the scenario's", () => {
  fc.assert(
    fc.property(hourly, arbProfile, (x0, profile) => {
      // some hours used (a day of none rents nothing, where tco() still pays storage and set-up)
      fc.pre(x0.usedHoursPerDay >= 1e-3);
      // the profile's GPU-hours an hour, w, against the scenario's, T = hours a day / 24 × GPUs:
      // the profile spread over a share α = T / w of the hours, idle otherwise; where w < T the
      // scenario's hours come down to the profile's instead
      const wanted = profile.reduce((n, l) => n + l.gpus * l.share, 0);
      const target = x0.usedHoursPerDay / 24 * x0.gpuCount;
      const x = target <= wanted ? x0 : { ...x0, usedHoursPerDay: 24 * wanted / x0.gpuCount };
      const alpha = Math.min(1, target / wanted);
      const spread = [
        { gpus: 0, share: 1 - alpha },
        ...profile.map((l) => ({ gpus: l.gpus, share: l.share * alpha })),
      ];
      const c = perGpuCosts(x);
      const r = hybridFleet(spread, { ...c, machineGpus: 1 });
      const t = tco(x);
      return agree(r.allRented.total, t.rent.total, t.rent.total) &&
        agree(r.allRented.rent, t.rent.total, t.rent.total) && r.allRented.own === 0;
    }),
    MANY,
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
  const actual = breakEvenUtilization(perGpuCosts({ ...SEED_3090, rentCnyPerGpuHour: 0.65 }));
  assert.deepEqual(actual, { kind: "never", why: { kind: "rent-not-dearer" } });
  const fleet = hybridFleet(
    [{ gpus: 2, share: 1 }],
    perGpuCosts({ ...SEED_3090, rentCnyPerGpuHour: 0.5 }),
  );
  assert.equal(fleet.best.owned, 0); // busy every hour, still cheaper rented
});
