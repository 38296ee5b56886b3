/**
 * Metamorphic tests: where no reference number exists, change one input and state what must move
 * and what must not. Scenarios are random variations of the shipped data: any machine, any of its
 * GPU model's offerings as the scenario's, random prices, storage prices (or none), schedules,
 * fractional horizons, spot rates, demand profiles, and the costs beside hardware and rent
 * (people, site, data transfer, failures, a moving cloud price) blank or counted.
 */
import { type InputName, inputUnitOf } from "../../lib/model/cost_inputs.ts";
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import type { Dataset, Offering } from "../../lib/data/load.ts";
import { lastPaybackMonth, paybackMonth } from "../../lib/model/breakeven.ts";
import { costLines, LINE, priceTrendFactor } from "../../lib/model/cost.ts";
import { type RentTerms, withTerms } from "../../lib/model/monthly.ts";
import { hybridFleet, perGpuCosts } from "../../lib/model/hybrid.ts";
import { machineGpusOf } from "../../lib/model/inputs.ts";
import { acceptsOffering } from "../../lib/scenario/cheapest.ts";
import { interruptionOverhead } from "../../lib/model/spot.ts";
import {
  demandProfileOf,
  resolveScenario,
  type ScenarioResults,
  scenarioResults,
  storagePrices,
} from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

const SHIPPED = (await loadDatasetOrThrow(`${ROOT}data`)).dataset;
const ID = "random-scenario";

/** A random valid dataset: one scenario of a shipped machine against its GPU model's offerings. */
const arbDataset: fc.Arbitrary<Dataset> = fc.record({
  hardware: fc.constantFrom(
    ...SHIPPED.hardware.filter((h) => SHIPPED.offerings.some((o) => o.gpuModel === h.gpuModel)),
  ),
  pick: fc.nat(),
  priceFactors: fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), {
    minLength: 60,
    maxLength: 60,
  }),
  storage: fc.array(
    fc.option(fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 0.01, noNaN: true })), {
      nil: undefined,
    }),
    { minLength: 60, maxLength: 60 },
  ),
  idleShare: fc.option(fc.oneof(fc.constant(0), fc.double({ min: 1e-3, max: 1, noNaN: true })), {
    nil: undefined,
  }),
  residualYears: fc.double({ min: 0.5, max: 10, noNaN: true }),
  haircut: fc.double({ min: 0, max: 0.9, noNaN: true }),
  hoursPerDay: fc.oneof(fc.constant(0), fc.double({ min: 1e-3, max: 24, noNaN: true })),
  horizonYears: fc.oneof(
    fc.integer({ min: 1, max: 8 }),
    fc.double({ min: 0.05, max: 8, noNaN: true }),
  ),
  storageGb: fc.oneof(fc.constant(0), fc.double({ min: 1, max: 5000, noNaN: true })),
  interruptionsPerHour: fc.option(
    fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 0.5, noNaN: true })),
    { nil: undefined },
  ),
  // 0 (the optimum) or at least a minute, as scenarios.csv allows
  checkpointIntervalHours: fc.option(
    fc.oneof(fc.constant(0), fc.double({ min: 1 / 60, max: 24, noNaN: true })),
    { nil: undefined },
  ),
  capacityWaitHours: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: undefined }),
  site: fc.constantFrom(...SHIPPED.sites),
  finance: fc.constantFrom(...SHIPPED.finance),
  demand: fc.boolean(),
  // the costs beside hardware and rent: blank (undefined) or counted
  hidden: fc.option(
    fc.record({
      opsHours: fc.double({ min: 0, max: 40, noNaN: true }),
      labour: fc.double({ min: 0, max: 1000, noNaN: true }),
      space: fc.double({ min: 0, max: 2000, noNaN: true }),
      setup: fc.double({ min: 0, max: 1e5, noNaN: true }),
      dataGb: fc.double({ min: 0, max: 5000, noNaN: true }),
      egress: fc.double({ min: 0, max: 1, noNaN: true }),
      bandwidth: fc.double({ min: 1, max: 10_000, noNaN: true }),
      failures: fc.double({ min: 0, max: 0.3, noNaN: true }),
      downtime: fc.double({ min: 0, max: 500, noNaN: true }),
      change: fc.double({ min: -0.5, max: 0.3, noNaN: true }),
    }),
    { nil: undefined },
  ),
}).map((r) => {
  const mine = SHIPPED.offerings.filter((o) => o.gpuModel === r.hardware.gpuModel);
  const offerings = mine.map((o, i): Offering => ({
    ...o,
    cnyPerGpuHour: o.cnyPerGpuHour * r.priceFactors[i % 60]!,
    cnyPerGpuMonth: o.cnyPerGpuMonth * r.priceFactors[i % 60]!,
    storageCnyPerGbHour: r.storage[i % 60],
    egressCnyPerGb: r.hidden?.egress,
    priceChangePerYear: r.hidden?.change,
  }));
  const offering = offerings[r.pick % offerings.length]!;
  const hardware = {
    ...r.hardware,
    idlePowerKw: r.idleShare === undefined ? undefined : r.idleShare * r.hardware.wallPowerKw,
    residualYears: r.residualYears,
    resaleHaircut: r.haircut,
    inputs: r.hidden
      ? {
        gpuFailuresPerYear: r.hidden.failures,
        repairShare: 1,
        downtimeHoursPerFailure: r.hidden.downtime,
      }
      : {},
  };
  const site = {
    ...r.site,
    inputs: r.hidden
      ? {
        peopleCnyPerHour: r.hidden.labour,
        siteSetupCny: r.hidden.setup,
        siteCnyPerKwMonth: r.hidden.space,
        bandwidthMbps: r.hidden.bandwidth,
      }
      : {},
  };
  const base = SHIPPED.scenarios[0]!;
  return {
    ...SHIPPED,
    offerings,
    hardware: [hardware],
    sites: [site],
    finance: [r.finance],
    scenarios: [{
      ...base,
      id: ID,
      hardwareId: hardware.id,
      offeringId: offering.id,
      siteId: r.site.id,
      financeId: r.finance.id,
      scheduledHoursPerDay: r.hoursPerDay,
      daysPerWeek: 7,
      utilization: 1,
      horizonYears: r.horizonYears,
      storageGb: r.storageGb,
      interruptionsPerHour: r.interruptionsPerHour,
      checkpointIntervalHours: r.checkpointIntervalHours,
      capacityWaitHours: r.capacityWaitHours,
      demandProfile: r.demand ? SHIPPED.demand[0]!.id : undefined,
      ownPeopleHoursPerMonth: r.hidden?.opsHours,
      rentPeopleHoursPerMonth: r.hidden && r.hidden.opsHours / 4,
      dataInGbPerMonth: r.hidden?.dataGb,
      dataOutGbPerMonth: r.hidden && r.hidden.dataGb / 10,
      currency: "CNY",
    }],
  };
});

const results = (d: Dataset) => scenarioResults(resolveScenario(d, ID));

/** Every money figure of the results (CNY), in a fixed order; the document's rounded method aside. */
function money(r: ScenarioResults): number[] {
  const t = r.consistent.tco;
  const hybrid = r.hybrid?.kind === "fleet"
    ? r.hybrid.costs.flatMap((f) => [f.own, f.rent, f.total])
    : [];
  return [
    ...Object.values(t.own).filter((v): v is number => typeof v === "number"),
    ...Object.values(t.rent).filter((v): v is number => typeof v === "number"),
    t.ownMinusRent,
    r.presentValue.tco.own,
    r.presentValue.tco.rent,
    ...r.monthly.map((m) => m.cost),
    r.commitment?.cnyPerMonth ?? 0,
    r.commitment?.totalCny ?? 0,
    ...hybrid,
  ];
}

/** The dataset with every price and cost × k: offerings, storage, purchase, maintenance, energy. */
function scaled(d: Dataset, k: number): Dataset {
  return {
    ...d,
    offerings: d.offerings.map((o) => ({
      ...o,
      cnyPerGpuHour: o.cnyPerGpuHour * k,
      cnyPerGpuMonth: o.cnyPerGpuMonth * k,
      storageCnyPerGbHour: o.storageCnyPerGbHour === undefined
        ? undefined
        : o.storageCnyPerGbHour * k,
      ingressCnyPerGb: o.ingressCnyPerGb === undefined ? undefined : o.ingressCnyPerGb * k,
      egressCnyPerGb: o.egressCnyPerGb === undefined ? undefined : o.egressCnyPerGb * k,
    })),
    hardware: d.hardware.map((h) => ({
      ...h,
      purchaseCny: h.purchaseCny * k,
      hostShareCny: h.hostShareCny * k,
      maintenanceCnyPerYear: h.maintenanceCnyPerYear * k,
    })),
    sites: d.sites.map((s) => ({
      ...s,
      electricityCnyPerKwh: s.electricityCnyPerKwh * k,
      // labour, site set-up and space are money; the bandwidth is not
      inputs: Object.fromEntries(
        Object.entries(s.inputs).map((
          [n, v],
        ) => [n, inputUnitOf(n as InputName).money ? v * k : v]),
      ),
    })),
  };
}

Deno.test("metamorphic: one offering's storage price moves the lines billed at it and nothing else", () => {
  fc.assert(
    fc.property(
      arbDataset,
      fc.nat(),
      fc.double({ min: 1e-4, max: 0.02, noNaN: true }),
      (d, which, price) => {
        const before = resolveScenario(d, ID);
        const option = before.options[which % before.options.length]!;
        const own = option.offering.id === before.offering.id;
        const changed = {
          ...d,
          offerings: d.offerings.map((o) =>
            o.id === option.offering.id ? { ...o, storageCnyPerGbHour: price } : o
          ),
        };
        const a = results(d), b = results(changed);
        const storageGb = d.scenarios[0]!.storageGb;
        // an offering is billed its own storage price, else its provider's lowest (storagePrices())
        const [before_, after_] = [storagePrices(d.offerings), storagePrices(changed.offerings)];
        const priceOf = (at: typeof before_, ds: Dataset, id: string) => {
          const p = at(ds.offerings.find((o) => o.id === id)!);
          return p.kind === "unpriced" ? 0 : p.cnyPerGbHour;
        };
        const moved = (id: string) => priceOf(before_, d, id) !== priceOf(after_, changed, id);
        for (let i = 0; i < a.monthly.length; i++) {
          const line = a.monthly[i]!;
          const id = line.offeringId;
          if (id !== undefined && moved(id)) {
            // the line's storage is now storage_gb × its price × 730 h a month
            const was = priceOf(before_, d, id) * storageGb * 730;
            const now = priceOf(after_, changed, id) * storageGb * 730;
            const months = 12 * d.scenarios[0]!.horizonYears;
            if (months > 0 && !agree(b.monthly[i]!.cost - line.cost, now - was, line.cost)) {
              return false;
            }
          } else if (b.monthly[i]!.cost !== line.cost) return false;
        }
        // the owning side never moves; the rent side only when its offering's storage moved
        const ownMoved = own || moved(before.offering.id);
        if (b.consistent.tco.own.total !== a.consistent.tco.own.total) return false;
        if (!ownMoved && b.consistent.tco.rent.total !== a.consistent.tco.rent.total) {
          return false;
        }
        if (!ownMoved && JSON.stringify(b.payback) !== JSON.stringify(a.payback)) return false;
        // the hybrid fleet pays its overflow offering's storage whenever it rents anything, all
        // of it, and none when it rents nothing; another offering's storage moves no fleet
        // unless it makes that offering the overflow of a cheaper fleet
        const fleetA = a.hybrid?.kind === "fleet" ? a.hybrid : undefined;
        const fleetB = b.hybrid?.kind === "fleet" ? b.hybrid : undefined;
        if (fleetA && fleetB && fleetB.overflowOfferingId !== fleetA.overflowOfferingId) {
          return moved(fleetB.overflowOfferingId) || moved(fleetA.overflowOfferingId);
        }
        if (fleetA === undefined || !moved(fleetA.overflowOfferingId) || !fleetB) {
          return JSON.stringify(b.hybrid) === JSON.stringify(a.hybrid);
        }
        // storage_gb × (new − old price) × 8,760 h × years
        const id = fleetA.overflowOfferingId;
        const stored = storageGb * (priceOf(after_, changed, id) - priceOf(before_, d, id)) *
          8760 * d.scenarios[0]!.horizonYears;
        return fleetA.costs.every((f, i) => {
          const after = fleetB.costs[i]!;
          return agree(after.total - f.total, after.rent > 0 ? stored : 0, f.total) &&
            after.own === f.own;
        });
      },
    ),
    MANY,
  );
});

Deno.test("metamorphic: every price and cost × k multiplies money by k; break-even and payback stay", () => {
  fc.assert(
    fc.property(arbDataset, fc.constantFrom(0.25, 0.5, 2, 4, 1024), (d, k) => {
      // k a power of 2: the scaled sums are exact, so every comparison falls the same way
      const a = results(d), b = results(scaled(d, k));
      const ma = money(a), mb = money(b);
      if (ma.length !== mb.length) return false;
      for (let i = 0; i < ma.length; i++) if (!agree(mb[i]!, ma[i]! * k, ma[i]! * k)) return false;
      return sameBreakEven(a, b) &&
        JSON.stringify(b.payback) === JSON.stringify(a.payback) &&
        JSON.stringify(b.paybackNetOfResale) === JSON.stringify(a.paybackNetOfResale) &&
        (a.hybrid?.kind !== "fleet" ||
          (b.hybrid?.kind === "fleet" && b.hybrid.best.owned === a.hybrid.best.owned)) &&
        sameStopsPaying(a, b);
    }),
    MANY,
  );
  // any k, within a tolerance: money × k, break-even hours the same
  fc.assert(
    fc.property(arbDataset, fc.double({ min: 0.01, max: 100, noNaN: true }), (d, k) => {
      const a = results(d), b = results(scaled(d, k));
      const ma = money(a), mb = money(b);
      const scale = Math.max(...ma.map(Math.abs)) * k;
      const moneyScales = ma.every((v, i) => agree(mb[i]!, v * k, scale * 1e3));
      const ea = a.consistent.breakEven, eb = b.consistent.breakEven;
      const hoursStay = ea.kind !== "hours" || eb.kind !== "hours" ||
        Math.abs(ea.breakEvenHoursPerDay - eb.breakEvenHoursPerDay) <=
          1e-6 * Math.max(1, ea.breakEvenHoursPerDay);
      return moneyScales && hoursStay;
    }),
    MANY,
  );
});

/** Where spot stops paying agrees (its reasons quote CNY, which scale). */
function sameStopsPaying(a: ScenarioResults, b: ScenarioResults): boolean {
  const x = a.spot?.stopsPaying ?? null, y = b.spot?.stopsPaying ?? null;
  if (x === null || y === null) return x === y;
  if (x.kind !== y.kind) return false;
  return x.kind !== "interval" || y.kind !== "interval" ||
    Math.abs(x.hoursBetweenInterruptions - y.hoursBetweenInterruptions) <=
      1e-9 * x.hoursBetweenInterruptions;
}

/** The break-even kinds, sides and hours agree (the reasons quote CNY, which scale). */
function sameBreakEven(a: ScenarioResults, b: ScenarioResults): boolean {
  for (const view of ["consistent", "presentValue"] as const) {
    const x = a[view].breakEven, y = b[view].breakEven;
    if (x.kind !== y.kind) return false;
    if (x.kind === "hours" && y.kind === "hours") {
      if (x.ownCheaper !== y.ownCheaper) return false;
      if (
        Math.abs(x.breakEvenHoursPerDay - y.breakEvenHoursPerDay) >
          1e-9 * Math.max(1, x.breakEvenHoursPerDay)
      ) {
        return false;
      }
    }
  }
  return true;
}

Deno.test("metamorphic: the hybrid fleet rents its overflow with the hourly offering of the case's regions that makes the cheapest fleet", () => {
  fc.assert(
    fc.property(arbDataset.filter((d) => d.scenarios[0]!.demandProfile !== undefined), (d) => {
      const resolved = resolveScenario(d, ID);
      const r = scenarioResults(resolved);
      if (r.hybrid === null) return false;
      // every hourly offering of the case's regions that can do its machine's work
      const candidates = resolved.market.filter((o) =>
        o.offering.billing === "hourly" && acceptsOffering(resolved.accepts, o.offering)
      );
      if (r.hybrid.kind === "unavailable") return candidates.length === 0 && !resolved.overflow;
      const overflowId = r.hybrid.overflowOfferingId;
      const used = d.offerings.find((o) => o.id === overflowId)!;
      if (used.billing !== "hourly") return false;
      const levels = demandProfileOf(resolved).profile.levels;
      const g = machineGpusOf(resolved.inputs);
      const fleetOn = (terms: RentTerms, unit: number) =>
        hybridFleet(levels, {
          ...perGpuCosts(withTerms(resolved.inputs, terms)),
          machineGpus: g,
          rentUnitGpus: unit,
        });
      if (candidates.length > 0) {
        if (!candidates.some((o) => o.offering.id === overflowId)) return false;
        // no other candidate makes a cheaper fleet
        for (const o of candidates) {
          const other = fleetOn(o.terms, o.offering.gpuCount).best.total;
          if (other < r.hybrid.best.total * (1 - 1e-12)) return false;
        }
      }
      // fleets in whole machines of the hardware's GPUs, up to the first covering the peak
      const peak = Math.max(...levels.map((l) => l.gpus));
      if (r.hybrid.costs.length !== Math.ceil(peak / g) + 1) return false;
      if (r.hybrid.costs.some((f, m) => f.owned !== m * g)) return false;
      if (used.pricingModel !== "on_demand" || used.gpuCount !== 1) return true;
      // renting everything on a 1-GPU on-demand offering costs the wanted GPU-hours at its
      // hourly price over its speed on the machine's work, the price moving by its yearly change,
      // and the rented side's fixed costs of its terms once (storage, set-up, people, transfer)
      const wanted = levels.reduce((n, l) => n + l.gpus * l.share, 0);
      const hours = 8760 * d.scenarios[0]!.horizonYears;
      const trend = priceTrendFactor(
        used.priceChangePerYear ?? 0,
        12 * d.scenarios[0]!.horizonYears,
      );
      const terms = candidates.find((o) => o.offering.id === overflowId)?.terms ??
        resolved.overflow!.terms;
      const rentFixed = costLines(withTerms(resolved.inputs, terms))[LINE.rentFixed]!;
      const rentAll = (wanted > 0 ? rentFixed : 0) +
        wanted * hours * used.cnyPerGpuHour * trend / terms.rentSpeed;
      return agree(r.hybrid.costs[0]!.total, rentAll, rentAll);
    }),
    MANY,
  );
});

Deno.test("metamorphic: a payback month never exceeds the horizon's whole months", () => {
  fc.assert(
    fc.property(arbInputs, fc.boolean(), (x, netOfResale) => {
      const p = paybackMonth(x, { netOfResale });
      const last = lastPaybackMonth(x.horizonYears);
      // ⌊12 × years⌋, a billionth of a month allowed for 12 × (1 / 12)
      return last <= 12 * x.horizonYears + 1e-9 &&
        (p.kind === "month" ? p.month >= 1 && p.month <= last : p.lastMonthSearched === last);
    }),
    MANY,
  );
  fc.assert(
    fc.property(arbDataset, (d) => {
      const r = results(d);
      const last = Math.floor(12 * d.scenarios[0]!.horizonYears + 1e-9);
      return r.paybackLastMonthSearched === last &&
        [r.payback, r.paybackNetOfResale].every((p) =>
          p.kind === "month" ? p.month <= last : p.lastMonthSearched === last
        );
    }),
    MANY,
  );
});

Deno.test("metamorphic: spot's billed hours fall to 1 + write/interval as the rate falls to 0", () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 2, noNaN: true }),
      fc.double({ min: 0, max: 2, noNaN: true }),
      fc.oneof(fc.constant(0), fc.double({ min: 0.05, max: 100, noNaN: true })),
      fc.double({ min: 1e-4, max: 1, noNaN: true }),
      (write, restart, interval, rate) => {
        const limit = interval > 0 ? write / interval : 0;
        const at = (r: number) => interruptionOverhead(r, interval, write, restart);
        // exactly the limit at 0, and within the first-order terms of it near 0: the exact
        // form's λ((τ + δ)²/(2τ) + R(τ + δ)/τ), or √(2λδ) + λ(R + δ) at the best interval,
        // plus a share of the order of λ × (interval + write + restart)
        if (at(0) !== limit) return false;
        const small = rate * 1e-6;
        const bound = interval > 0
          ? small *
            ((interval + write) ** 2 / (2 * interval) + restart * (interval + write) / interval)
          : Math.sqrt(2 * small * write) + small * (restart + write);
        return Math.abs(at(small) - limit) <= bound * 1.001 + 1e-14 * (1 + limit);
      },
    ),
    MANY,
  );
});

Deno.test("metamorphic: spot's billed hours rise without bound as the rate grows", () => {
  fc.assert(
    fc.property(
      fc.double({ min: 1e-3, max: 2, noNaN: true }),
      fc.double({ min: 0, max: 2, noNaN: true }),
      fc.oneof(fc.constant(0), fc.double({ min: 0.05, max: 100, noNaN: true })),
      fc.double({ min: 1e-4, max: 10, noNaN: true }),
      fc.double({ min: 1, max: 1e6, noNaN: true }),
      (write, restart, interval, rate, ceiling) => {
        const at = (r: number) => interruptionOverhead(r, interval, write, restart);
        // rising: a higher rate bills more (until the expected hours overflow a number)
        if (!(at(rate * 2) > at(rate)) && at(rate) !== Infinity) return false;
        // unbounded: beyond some rate it exceeds any ceiling (the first-order λ·max(τ/2, R) or
        // √(2λδ) alone does, and the exact form is above the first-order one)
        const beyond = interval > 0
          ? 2 * ceiling / interval + ceiling
          : ceiling * ceiling / (2 * write) + ceiling;
        return at(beyond) > ceiling;
      },
    ),
    MANY,
  );
});

Deno.test("metamorphic: the shipped team-8xh100-247 bills GCP's reserved 3 years at GCP's storage price", () => {
  // 8 × 4.858 USD × 730 × rate + 2,000 GB × 0.02 USD/GB-month × rate, with the data's USD rate
  const r = scenarioResults(resolveScenario(SHIPPED, "team-8xh100-247"));
  const gcp = r.monthly.find((m) => m.offeringId === "gcp-h100-3y")!;
  const usd = SHIPPED.offerings.find((o) => o.id === "gcp-h100-3y")!.cnyPerGpuHour / 4.858;
  const expected = 8 * 4.858 * usd * 730 + 2000 * 0.02 * usd;
  assert.ok(Math.abs(gcp.cost - expected) < 1e-6, `${gcp.cost} against ${expected}`);
  assert.ok(Math.abs(gcp.cost - 192_505.36) < 0.01, "192,505.36 CNY a month at 6.7758 CNY/USD");
});
