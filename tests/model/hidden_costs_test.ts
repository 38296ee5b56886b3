import assert from "node:assert/strict";
import fc from "fast-check";
import {
  costLines,
  LINE,
  presentValueLines,
  priceTrendFactor,
  tco,
  tcoPresentValue,
  trendedSpread,
  usedHours,
} from "../../lib/model/cost.ts";
import { breakEvenHours, cumulativeCosts, paybackMonth } from "../../lib/model/breakeven.ts";
import { type CostInputs, NOT_COUNTED, SEED_3090 } from "../../lib/model/inputs.ts";
import { perGpuCosts } from "../../lib/model/hybrid.ts";
import { monteCarlo } from "../../lib/model/montecarlo.ts";
import { countedCostInputs, defaultRanges, tornado } from "../../lib/model/sensitivity.ts";
import { ownMinusRent } from "../../lib/model/sensitivity.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

// The document's case: 1 GPU, 4 h/day for 3 years (4,380 h used), 3.5 CNY/h, 0.65 kW, 5 %.
const X = SEED_3090;
const USED = 4 * 365 * 3; // 4,380 h
const MONTHS = 36;

Deno.test("with every new cost blank, tco() is the document's B14 and the rent 15,330 CNY", () => {
  const t = tco({ ...X, ...NOT_COUNTED });
  // B14 with exact compounding: 13,500 − 2,700 + 2,847 + 500 + 13,500 × 0.157625
  near(t.own.total, 13_500 - 2_700 + 2_847 + 500 + 13_500 * 0.157625, 1e-9, "own");
  near(t.rent.total, 3.5 * USED, 1e-9, "rent"); // 15,330
  assert.equal(t.own.people + t.own.site + t.own.failures + t.rent.people + t.rent.transfer, 0);
});

Deno.test("people: 10 h a month on the owned machine and 2 on the rented side at 100 CNY/h", () => {
  const t = tco({
    ...X,
    ownPeopleHoursPerMonth: 10,
    rentPeopleHoursPerMonth: 2,
    peopleCnyPerHour: 100,
  });
  const base = tco(X);
  near(t.own.total - base.own.total, 10 * 100 * MONTHS, 1e-9, "own: 36,000");
  near(t.rent.total - base.rent.total, 2 * 100 * MONTHS, 1e-9, "rent: 7,200");
});

Deno.test("site: 1,000 CNY set-up (with its cost of capital) and 500 CNY/kW-month for 0.65 kW", () => {
  const t = tco({ ...X, siteSetupCny: 1000, siteCnyPerKwMonth: 500 });
  const base = tco(X);
  // 1,000 + 1,000 × (1.05³ − 1) = 1,157.625; 500 × 0.65 × 36 = 11,700
  near(t.own.site, 1000 + 11_700, 1e-9, "site item");
  near(t.own.total - base.own.total, 1000 * 1.157625 + 11_700, 1e-9, "own");
  near(t.rent.total, base.rent.total, 1e-12, "rent unchanged");
  // in present value the set-up is paid now and the space monthly: 11,700 × a(5 %, 36) / 36
  const pv = tcoPresentValue({ ...X, siteSetupCny: 1000, siteCnyPerKwMonth: 500 });
  const v = 1.05 ** (-1 / 12);
  let annuity = 0;
  for (let m = 1; m <= MONTHS; m++) annuity += v ** m;
  near(pv.own - tcoPresentValue(X).own, 1000 + 11_700 * annuity / MONTHS, 1e-9, "present value");
});

Deno.test("data transfer: 100 GB in and 50 GB out a month, egress 0.8 CNY/GB, 100 Mbit/s", () => {
  const x = {
    ...X,
    transferInGbPerMonth: 100,
    transferOutGbPerMonth: 50,
    ingressCnyPerGb: 0,
    egressCnyPerGb: 0.8,
    bandwidthMbps: 100,
  };
  const t = tco(x);
  // fees 50 × 0.8 × 36 = 1,440; hours 150 GB × 8,000 Mbit ÷ (100 Mbit/s × 3,600 s) = 3.333 h a
  // month, × 36 × 3.5 CNY/h = 420
  near(t.rent.transfer, 1440 + 420, 1e-9, "transfer");
  near(t.rent.total - tco(X).rent.total, 1860, 1e-9, "rent");
  // committed billing pays the month whatever runs: the hours cost nothing more
  const committed = tco({ ...x, rentBilling: "committed", rentMinimumMonths: 1 });
  near(committed.rent.transfer, 1440, 1e-9, "committed: fees only");
});

Deno.test("failures: 6.1 % of GPUs a year (Llama 3), replaced, 72 h each rented instead", () => {
  // Llama 3: 148 faulty-GPU interruptions in 54 days on 16,384 H100s = 0.0611 a GPU-year
  const rate = 148 / 16_384 * 365 / 54;
  near(rate, 0.0611, 1e-3, "Llama 3 rate");
  const t = tco({ ...X, gpuFailuresPerYear: rate, repairShare: 1, downtimeHoursPerFailure: 72 });
  // repairs rate × 3 years × 9,000; downtime rate × 72 h × 3.5 CNY/h × (4,380 h used ÷ 8,760)
  const repairs = rate * 3 * 9000;
  const downtime = rate * 72 * 3.5 * USED / 8760;
  near(t.own.failures, repairs + downtime, 1e-9, "failures");
  near(t.own.total - tco(X).own.total, repairs + downtime, 1e-9, "own");
});

Deno.test("failures: a failed GPU's downtime is rented at the cloud's speed, twice the hours at half the speed", () => {
  const failing = { ...X, gpuFailuresPerYear: 0.1, repairShare: 0, downtimeHoursPerFailure: 72 };
  const t = tco({ ...failing, rentSpeed: 0.5 });
  // 0.1 failures a GPU-year × 3 years × 72 h = 21.6 h out, 4,380 of the horizon's 26,280 h used:
  // 21.6 × 4,380 ÷ 26,280 = 3.6 h of the hours used; an hour owned is 1 ÷ 0.5 = 2 hours rented,
  // at 3.5 CNY/h: 3.6 × 2 × 3.5 = 25.20 CNY (12.60 as fast as the machine)
  near(t.own.failures, 25.2, 1e-9, "25.20 CNY rented");
  near(tco(failing).own.failures, 12.6, 1e-9, "12.60 CNY at speed 1");
});

Deno.test("priceTrendFactor() is the mean of the monthly prices: 0.678 over 3 years at −25 %", () => {
  for (const [g, months] of [[-0.25, 36], [0.1, 12], [-0.5, 7.5], [0, 24]] as const) {
    // Σ_{m=0}^{M−1} (1 + g)^(m/12) ÷ M, with a part month weighted by its share
    let sum = 0;
    for (let m = 0; m < Math.ceil(months); m++) {
      sum += (1 + g) ** (m / 12) * Math.min(1, months - m);
    }
    if (Number.isInteger(months)) near(priceTrendFactor(g, months), sum / months, 1e-12, `${g}`);
  }
  // (0.75³ − 1) ÷ (36 × (0.75^(1/12) − 1)) = −0.578125 ÷ (36 × −0.0236884) = 0.67793
  near(priceTrendFactor(-0.25, 36), 0.67793, 1e-5, "worked number");
  assert.equal(priceTrendFactor(0, 36), 1);
  assert.equal(priceTrendFactor(-0.25, 0), 1);
});

Deno.test("a cloud price falling 25 % a year cuts the rent to 67.79 % of flat and moves break-even and payback", () => {
  const x = { ...X, rentPriceChangePerYear: -0.25 };
  near(tco(x).rent.total, 3.5 * USED * priceTrendFactor(-0.25, 36), 1e-9, "rent");
  const before = breakEvenHours(X), after = breakEvenHours(x);
  assert.equal(before.kind, "hours");
  assert.equal(after.kind, "hours");
  if (before.kind === "hours" && after.kind === "hours") {
    // owning's fixed 13,500 − 2,700 + 500 + 2,127.94 = 13,427.94 over the rent less energy per
    // hour, 365 × 3 × (3.5 × F − 0.65) at F = 0.67793: 7.12 h/day (4.30 at a flat price)
    const f = priceTrendFactor(-0.25, 36);
    near(
      after.breakEvenHoursPerDay,
      (13_500 - 2_700 + 500 + 2_127.9375) / (1095 * (3.5 * f - 0.65)),
      1e-9,
      "break-even",
    );
    assert.ok(after.breakEvenHoursPerDay > before.breakEvenHoursPerDay);
  }
  // a month's rent in the cumulative curve is the price of that month
  const points = cumulativeCosts(x, 36);
  near(points[12]!.rent, 3.5 * 4 * 365 / 12 * 12 * priceTrendFactor(-0.25, 12), 1e-9, "year 1");
  near(points[36]!.rent, tco(x).rent.total, 1e-9, "horizon");
  const atFull = { ...X, usedHoursPerDay: 24 };
  const p0 = paybackMonth(atFull), p1 = paybackMonth({ ...atFull, rentPriceChangePerYear: -0.25 });
  assert.ok(p0.kind === "month" && p1.kind === "month" && p1.month > p0.month);
});

Deno.test("trendedSpread() is the present value of the moving rent per CNY of it, month by month", () => {
  for (const [r, g, months] of [[0.05, -0.25, 36], [0.08, 0.1, 60], [0, -0.3, 24]] as const) {
    const v = (1 + r) ** (-1 / 12), q = (1 + g) ** (1 / 12);
    let pv = 0, cash = 0;
    for (let m = 1; m <= months; m++) {
      pv += v ** m * q ** (m - 1);
      cash += q ** (m - 1);
    }
    near(trendedSpread(r, g, months), pv / cash, 1e-12, `${r} ${g}`);
  }
  const x = { ...X, rentPriceChangePerYear: -0.25 };
  const l = presentValueLines(x);
  near(
    l[LINE.rentPerHour]!,
    3.5 * priceTrendFactor(-0.25, 36) * trendedSpread(0.05, -0.25, 36),
    1e-12,
    "line",
  );
});

Deno.test("countedCostInputs() names the new inputs that count, so the tornado and Monte Carlo vary them", () => {
  assert.deepEqual(countedCostInputs(X), []);
  const x = {
    ...X,
    ownPeopleHoursPerMonth: 10,
    peopleCnyPerHour: 100,
    rentPriceChangePerYear: -0.25,
  };
  assert.deepEqual(countedCostInputs(x), [
    "peopleCnyPerHour",
    "ownPeopleHoursPerMonth",
    "rentPriceChangePerYear",
  ]);
  const bars = tornado(x, ownMinusRent, defaultRanges(x, [], { names: countedCostInputs(x) }));
  const trend = bars.find((b) => b.name === "rentPriceChangePerYear")!;
  // from −30 % to −20 % a year: the rent from F(−0.3) to F(−0.2), owning unchanged
  near(
    trend.atLow - trend.atHigh,
    3.5 * USED * (priceTrendFactor(-0.2, 36) - priceTrendFactor(-0.3, 36)),
    1e-6,
    "bar",
  );
});

Deno.test("property: the Monte Carlo and the lines agree with tco() when the new costs count", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const names = countedCostInputs(x);
      const r = monteCarlo(x, defaultRanges(x, [], { names, spread: 0 }), { samples: 2, seed: 3 });
      const t = tco(x);
      const l = costLines(x), h = usedHours(x);
      const scale = t.own.total + t.rent.total + t.own.capital + t.own.costOfCapital;
      return r.ownMinusRent.every((v) => agree(v, t.ownMinusRent, scale)) &&
        agree(l[LINE.ownFixed]! + l[LINE.ownPerHour]! * h, t.own.total, scale);
    }),
    MANY,
  );
});

Deno.test("property: each new cost only raises its own side, and the blank case is unchanged", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const blank = tco({ ...x, ...NOT_COUNTED });
      const withPeople = tco({
        ...x,
        ...NOT_COUNTED,
        ownPeopleHoursPerMonth: 5,
        peopleCnyPerHour: 50,
      });
      const withTransfer = tco({
        ...x,
        ...NOT_COUNTED,
        transferOutGbPerMonth: 10,
        egressCnyPerGb: 1,
      });
      const months = 12 * x.horizonYears;
      return agree(withPeople.own.total - blank.own.total, 5 * 50 * months, blank.own.total) &&
        withPeople.rent.total === blank.rent.total &&
        agree(withTransfer.rent.total - blank.rent.total, 10 * months, blank.rent.total) &&
        withTransfer.own.total === blank.own.total;
    }),
    MANY,
  );
});

Deno.test("property: halving the rented GPU's speed doubles the downtime's rent in the TCO, its present value, the lines and a GPU of the fleet", () => {
  fc.assert(
    fc.property(
      arbInputs,
      fc.double({ min: 0.01, max: 0.3, noNaN: true }),
      fc.double({ min: 1, max: 500, noNaN: true }),
      (drawn, failures, downtime) => {
        // failures counted in every draw (arbInputs leaves them blank in most)
        const x = { ...drawn, gpuFailuresPerYear: failures, downtimeHoursPerFailure: downtime };
        const slow = { ...x, rentSpeed: x.rentSpeed / 2 };
        const none = { ...x, downtimeHoursPerFailure: 0 };
        // what the downtime adds to owning, by each path that prices it
        const added = (y: CostInputs) => {
          const pv = presentValueLines(y), pvNone = presentValueLines(none);
          const lines = costLines(y), linesNone = costLines(none);
          return [
            tco(y).own.total - tco(none).own.total,
            tcoPresentValue(y).own - tcoPresentValue(none).own,
            lines[LINE.ownPerHour]! - linesNone[LINE.ownPerHour]!,
            pv[LINE.ownPerHour]! - pvNone[LINE.ownPerHour]!,
            ...(y.rentBilling === "hourly"
              ? [perGpuCosts(y).ownPerHour - perGpuCosts(none).ownPerHour]
              : []),
          ];
        };
        const once = added(x), twice = added(slow);
        const scale = tco(slow).own.total;
        // nothing else of owning depends on the rented GPU's speed
        return tco({ ...none, rentSpeed: slow.rentSpeed }).own.total === tco(none).own.total &&
          once.every((a, i) => agree(twice[i]!, 2 * a, scale));
      },
    ),
    MANY,
  );
});
