import assert from "node:assert/strict";
import fc from "fast-check";
import {
  optimalPortfolio,
  type PortfolioDemand,
  type PortfolioTiers,
  pricePortfolio,
  reservedPaidHours,
  spotAdmitted,
} from "../../lib/model/portfolio.ts";

const YEAR = 8760;

/** A demand of up to `maxLevels` levels of at most `peak` GPUs, shares summing to 1. */
function demandArb(peak: number, maxLevels: number): fc.Arbitrary<PortfolioDemand> {
  return fc.record({
    levels: fc.uniqueArray(fc.integer({ min: 0, max: peak }), {
      minLength: 1,
      maxLength: maxLevels,
    })
      .chain((gpus) =>
        fc.array(fc.integer({ min: 1, max: 100 }), {
          minLength: gpus.length,
          maxLength: gpus.length,
        })
          .map((w) => {
            const sum = w.reduce((a, x) => a + x, 0);
            return gpus.map((g, i) => ({ gpus: g, share: w[i]! / sum }));
          })
      ),
    hours: fc.constantFrom(YEAR, 3 * YEAR),
    kind: fc.constantFrom("work" as const, "serving" as const),
    interruptibleShare: fc.constantFrom(0, 0.25, 0.5, 1),
    maxStretch: fc.constantFrom(null, 1, 1.2, 2),
  });
}

const unit = fc.constantFrom(1, 1, 2, 4, 8);
const price = (min: number, max: number) => fc.double({ min, max, noNaN: true });
/** A rented tier's fixed costs over the horizon: none, or storage and people's hours. */
const fixedArb = fc.constantFrom(0, 0, 2_000, 5_000);

/** Tiers of random prices and units: owning, one or two reservations, on demand, spot, an API. */
const tiersArb: fc.Arbitrary<PortfolioTiers> = fc.record({
  own: fc.option(
    fc.record({
      hostGpus: unit,
      fixedPerMachine: price(1_000, 200_000),
      ownedMachineFixed: fc.constant(null),
      perGpuHour: price(0, 3), // running an owned GPU may cost more than spot or on demand
    }),
    { nil: null },
  ),
  reserved: fc.array(
    fc.record({
      id: fc.constantFrom("r1", "r2"),
      termMonths: fc.constantFrom(1, 12, 36),
      unitGpus: unit,
      perGpuHour: price(0.5, 3),
      rentFixed: fixedArb,
    }),
    { maxLength: 2 },
  ).map((rs) => rs.map((r, i) => ({ ...r, id: `r${i}` }))),
  onDemand: fc.record({
    id: fc.constant("od"),
    unitGpus: unit,
    perGpuHour: price(1, 4),
    rentFixed: fixedArb,
  }),
  spot: fc.option(
    fc.record({
      id: fc.constant("spot"),
      unitGpus: unit,
      perGpuHour: price(0.3, 3),
      calendarPerUsefulHour: price(1, 1.5),
      rentFixed: fixedArb,
    }),
    { nil: null },
  ),
  api: fc.option(
    fc.record({
      id: fc.constant("api"),
      perMillionTokens: price(0.5, 20),
      millionTokensPerGpuHour: price(0.05, 0.5),
    }),
    { nil: null },
  ),
});

Deno.test("optimalPortfolio() never costs more than the best single tier, for 500 random demands", () => {
  fc.assert(
    fc.property(demandArb(24, 6), tiersArb, (demand, tiers) => {
      const r = optimalPortfolio(demand, tiers);
      assert.ok(Number.isFinite(r.best.total), "on demand always serves");
      for (const s of r.singles) {
        assert.ok(r.best.total <= s.total + 1e-6, `${r.best.total} > ${s.tier} ${s.total}`);
      }
      // on demand alone is always among the singles: every demand can be rented
      assert.ok(r.singles.some((s) => s.tier === "onDemand"));
    }),
    { numRuns: 500 },
  );
});

/**
 * The cheapest portfolio by brute force, written apart from the model: every capacity of every
 * tier up to `maxUnits` units (spot's and on demand's too, paid only when used), and every hour
 * served by trying every number of owned GPUs, spot and on-demand instances it could use, the API
 * taking the rest. The rented side's fixed costs: the dearest of the renting tiers with capacity.
 */
function bruteForce(demand: PortfolioDemand, t: PortfolioTiers, maxUnits: number): number {
  const H = demand.hours;
  const f = demand.interruptibleShare ?? 0;
  const spotOk = spotAdmitted(demand, t.spot);
  const apiPrice = t.api && demand.kind === "serving"
    ? t.api.perMillionTokens * t.api.millionTokensPerGpuHour
    : null;
  const range = (present: boolean) => present ? maxUnits : 0;
  let best = Infinity;
  for (let m = 0; m <= range(t.own !== null); m++) {
    for (let r0 = 0; r0 <= range(t.reserved.length > 0); r0++) {
      for (let sc = 0; sc <= range(t.spot !== null); sc++) {
        for (let qc = 0; qc <= range(t.onDemand !== null); qc++) {
          const reserved = t.reserved[0];
          const rGpus = reserved ? r0 * reserved.unitGpus : 0;
          const oGpus = t.own ? m * t.own.hostGpus : 0;
          let cost = (t.own ? m * t.own.fixedPerMachine : 0) +
            (reserved ? rGpus * reserved.perGpuHour * reservedPaidHours(reserved, H) : 0);
          cost += Math.max(
            0,
            rGpus > 0 ? reserved!.rentFixed ?? 0 : 0,
            sc > 0 ? t.spot!.rentFixed ?? 0 : 0,
            qc > 0 ? t.onDemand!.rentFixed ?? 0 : 0,
          );
          for (const l of demand.levels) {
            let hour = Infinity;
            const rUsed = Math.min(l.gpus, rGpus); // a reserved GPU is paid for whether it runs or not
            for (let x = 0; x <= oGpus; x++) {
              for (let s = 0; s <= sc; s++) {
                if (s > 0 && !spotOk) continue;
                for (let q = 0; q <= qc; q++) {
                  // spot runs interruptible GPUs only: ⌊f·d⌋ of them, an instance idle in part
                  const onSpot = Math.min(
                    s * (t.spot?.unitGpus ?? 0),
                    Math.floor(f * l.gpus + 1e-9),
                  );
                  const covered = rUsed + x + onSpot + q * (t.onDemand?.unitGpus ?? 0);
                  const rest = Math.max(0, l.gpus - covered);
                  if (rest > 0 && apiPrice === null) continue;
                  const c = x * (t.own?.perGpuHour ?? 0) +
                    s * (t.spot?.unitGpus ?? 0) * (t.spot?.perGpuHour ?? 0) +
                    q * (t.onDemand?.unitGpus ?? 0) * (t.onDemand?.perGpuHour ?? 0) +
                    rest * (apiPrice ?? 0);
                  hour = Math.min(hour, c);
                }
              }
            }
            cost += l.share * H * hour;
          }
          best = Math.min(best, cost);
        }
      }
    }
  }
  return best;
}

/** Three tiers of at most 8 units against a demand of at most 6 GPUs. */
const smallArb = fc.record({
  demand: demandArb(6, 4),
  tiers: tiersArb,
  pick: fc.shuffledSubarray(["own", "reserved", "onDemand", "spot", "api"] as const, {
    minLength: 1,
    maxLength: 3,
  }),
}).map(({ demand, tiers, pick }) => {
  const has = (k: (typeof pick)[number]) => pick.includes(k);
  const small = (u: number) => Math.min(u, 2);
  const t: PortfolioTiers = {
    own: has("own")
      ? {
        hostGpus: small(tiers.own?.hostGpus ?? 1),
        fixedPerMachine: tiers.own?.fixedPerMachine ?? 20_000,
        ownedMachineFixed: null,
        perGpuHour: tiers.own?.perGpuHour ?? 0.5,
      }
      : null,
    reserved: has("reserved")
      ? [{
        id: "r0",
        termMonths: 12,
        unitGpus: small(tiers.reserved[0]?.unitGpus ?? 1),
        perGpuHour: tiers.reserved[0]?.perGpuHour ?? 1.5,
        rentFixed: tiers.reserved[0]?.rentFixed ?? 3_000,
      }]
      : [],
    onDemand: has("onDemand")
      ? { ...tiers.onDemand!, unitGpus: small(tiers.onDemand!.unitGpus) }
      : null,
    spot: has("spot")
      ? {
        id: "spot",
        unitGpus: small(tiers.spot?.unitGpus ?? 1),
        perGpuHour: tiers.spot?.perGpuHour ?? 1,
        calendarPerUsefulHour: tiers.spot?.calendarPerUsefulHour ?? 1.1,
        rentFixed: tiers.spot?.rentFixed ?? 1_000,
      }
      : null,
    api: has("api")
      ? tiers.api ?? { id: "api", perMillionTokens: 5, millionTokensPerGpuHour: 0.2 }
      : null,
  };
  return { demand, tiers: t };
});

Deno.test("optimalPortfolio() equals a brute force over fleets of up to 3 tiers of 8 units, to the cent", () => {
  fc.assert(
    fc.property(smallArb, ({ demand, tiers }) => {
      const brute = bruteForce(demand, tiers, 8);
      const r = optimalPortfolio(demand, tiers);
      if (!Number.isFinite(brute)) {
        assert.equal(r.best.total, Infinity);
        return;
      }
      assert.equal(r.best.total.toFixed(2), brute.toFixed(2));
      // and the optimum priced again by its sizes costs what the search said
      assert.equal(pricePortfolio(demand, tiers, r.best.sizes).total.toFixed(2), brute.toFixed(2));
    }),
    { numRuns: 400 },
  );
});

Deno.test("optimalPortfolio() holds every tier in whole units", () => {
  fc.assert(
    fc.property(demandArb(24, 6), tiersArb, (demand, tiers) => {
      const r = optimalPortfolio(demand, tiers);
      assert.ok(Number.isInteger(r.best.sizes.machines));
      for (const u of r.best.sizes.reserved) assert.ok(Number.isInteger(u) && u >= 0);
      for (const l of r.best.lines) {
        if (l.tier === "api") continue;
        assert.ok(Number.isInteger(l.units) && l.units! >= 1, `${l.tier} ${l.units}`);
        assert.equal(l.gpus, l.units! * l.unitGpus!);
        // a tier billed by use bills whole instances: its GPU-hours are a whole number of its
        // instances' hours in each level, so at most its most instances running every hour
        assert.ok(l.gpuHours <= l.gpus * demand.hours * (1 + 1e-12));
      }
    }),
    { numRuns: 200 },
  );
});

const LEVELS = [{ gpus: 2, share: 0.5 }, { gpus: 6, share: 0.5 }];
const SPOT_TIERS: PortfolioTiers = {
  own: null,
  reserved: [],
  onDemand: { id: "od", unitGpus: 1, perGpuHour: 2 },
  spot: { id: "spot", unitGpus: 1, perGpuHour: 1, calendarPerUsefulHour: 1.3 },
  api: null,
};

Deno.test("optimalPortfolio() puts no GPU on spot when spot cannot meet the work's deadline", () => {
  // spot takes 1.3 calendar hours per hour of work; the work may take 1.2: none on spot
  const r = optimalPortfolio(
    { levels: LEVELS, hours: YEAR, kind: "work", interruptibleShare: 0.5, maxStretch: 1.2 },
    SPOT_TIERS,
  );
  assert.equal(r.best.lines.find((l) => l.tier === "spot"), undefined);
  // all on demand: (0.5 × 2 + 0.5 × 6) × 8,760 × 2 = 70,080
  assert.equal(r.best.total.toFixed(2), "70080.00");
  assert.ok(!r.singles.some((s) => s.tier === "spot"));
});

Deno.test("optimalPortfolio() runs on spot only the interruptible share whose deadline holds", () => {
  // the deadline allows 1.5 calendar hours per hour, spot needs 1.3: half the GPUs go to spot,
  // ⌊0.5 × 2⌋ = 1 of 2 and ⌊0.5 × 6⌋ = 3 of 6; the rest on demand:
  // spot (0.5 × 1 + 0.5 × 3) × 8,760 × 1 = 17,520;
  // on demand (0.5 × 1 + 0.5 × 3) × 8,760 × 2 = 35,040
  const r = optimalPortfolio(
    { levels: LEVELS, hours: YEAR, kind: "work", interruptibleShare: 0.5, maxStretch: 1.5 },
    SPOT_TIERS,
  );
  const spot = r.best.lines.find((l) => l.tier === "spot")!;
  assert.equal(spot.gpuHours, 2 * YEAR);
  assert.equal(spot.cost.toFixed(2), "17520.00");
  assert.equal(r.best.total.toFixed(2), "52560.00");
  // a serving demand never runs on spot
  const serving = optimalPortfolio(
    { levels: LEVELS, hours: YEAR, kind: "serving", interruptibleShare: 0.5, maxStretch: null },
    SPOT_TIERS,
  );
  assert.equal(serving.best.lines.find((l) => l.tier === "spot"), undefined);
});

Deno.test("reservedPaidHours() pays whole terms over the horizon", () => {
  assert.equal(reservedPaidHours({ termMonths: 12 }, 3 * YEAR), 3 * YEAR);
  assert.equal(reservedPaidHours({ termMonths: 36 }, YEAR), 3 * YEAR); // a 3-year term paid whole over 1 year
  assert.equal(reservedPaidHours({ termMonths: 1 }, 3 * YEAR), 36 * 730);
});

Deno.test("optimalPortfolio() sends to the API what would leave an on-demand instance mostly idle", () => {
  // nine GPUs served every hour; on demand in instances of 8 at 1 a GPU-hour, the API at 10 a
  // million tokens × 0.2 million tokens a GPU-hour = 2 a GPU-hour: one instance and the ninth GPU's
  // tokens
  // on the API, 8 + 2 = 10 an hour, against 16 for two instances and 18 all on the API
  const r = optimalPortfolio(
    { levels: [{ gpus: 9, share: 1 }], hours: 1000, kind: "serving" },
    {
      own: null,
      reserved: [],
      onDemand: { id: "od", unitGpus: 8, perGpuHour: 1 },
      spot: null,
      api: { id: "api", perMillionTokens: 10, millionTokensPerGpuHour: 0.2 },
    },
  );
  assert.deepEqual(r.best.lines.map((l) => [l.tier, l.gpus, l.cost.toFixed(2)]), [
    ["onDemand", 8, "8000.00"],
    ["api", 1, "2000.00"],
  ]);
  assert.equal(r.best.total.toFixed(2), "10000.00");
});
