import assert from "node:assert/strict";
import fc from "fast-check";
import { tco, usedHours } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import {
  cheapestAt,
  crossovers,
  monthlyCost,
  monthlyCurves,
  ownMonthlyLine,
  PRICING_TERMS,
  type PricingModel,
  rentMonthlyLine,
  type RentOption,
} from "../../lib/model/monthly.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

const option = (kind: PricingModel, cnyPerGpuHour: number, overhead = 0): RentOption => ({
  label: kind,
  kind,
  terms: {
    rentCnyPerGpuHour: cnyPerGpuHour,
    rentBilling: PRICING_TERMS[kind].billing,
    rentMinimumMonths: PRICING_TERMS[kind].minimumMonths,
    rentOverhead: overhead,
    rentInterruptionsPerHour: 0,
    checkpointIntervalHours: 0,
    storageCnyPerGbHour: 0,
    ingressCnyPerGb: 0,
    egressCnyPerGb: 0,
    rentPriceChangePerYear: 0,
    rentSpeed: 1,
  },
});
const onDemand = option("on_demand", 3.5);
const spot = option("spot", 2, 0.1);
const monthly = option("monthly", 1052 / 730);

Deno.test("ownMonthlyLine() is the horizon's TCO spread over its months", () => {
  const own = ownMonthlyLine(SEED_3090);
  const hoursPerMonth = 4 * 365 / 12;
  near(monthlyCost(own, hoursPerMonth) * 36, tco(SEED_3090).own.total, 1e-6, "36 months");
  assert.equal(own.perHour, 0.65); // 0.65 kW × PUE 1 × 1 CNY/kWh
});

Deno.test("rentMonthlyLine() bills spot hours with the interruption overhead and monthly rental flat", () => {
  near(monthlyCost(rentMonthlyLine(SEED_3090, onDemand), 100), 350, 1e-9, "100 h × 3.5");
  near(monthlyCost(rentMonthlyLine(SEED_3090, spot), 100), 220, 1e-9, "100 h × 1.1 × 2");
  near(monthlyCost(rentMonthlyLine(SEED_3090, monthly), 0), 1052, 1e-9, "flat");
  near(monthlyCost(rentMonthlyLine(SEED_3090, monthly), 730), 1052, 1e-9, "flat");
});

Deno.test("crossovers() finds where owning meets on-demand: the break-even in hours a month", () => {
  const own = ownMonthlyLine(SEED_3090);
  const [c] = crossovers(own, [rentMonthlyLine(SEED_3090, onDemand)]);
  assert.ok(c);
  const perDay = (13_500 - 2700 + 500 + 13_500 * (1.05 ** 3 - 1)) / 3120.75; // B14, 4.30 h/day
  near(c.hours, perDay * 365 / 12, 1e-6, "4.30 h/day in hours a month");
  assert.equal(c.ownCheaper, "above");
});

Deno.test("monthlyCurves() run over the hours given and cheapestAt() picks the lowest line", () => {
  const lines = [
    ownMonthlyLine(SEED_3090),
    rentMonthlyLine(SEED_3090, onDemand),
    rentMonthlyLine(SEED_3090, monthly),
  ];
  const curves = monthlyCurves(lines, [0, 365, 730]);
  assert.equal(curves.length, 9);
  assert.equal(cheapestAt(lines, 0).label, "on_demand");
  assert.equal(cheapestAt(lines, 730).label, "own");
});

Deno.test("property: a monthly line × the horizon's months is the TCO, for every pricing model", () => {
  fc.assert(
    fc.property(
      arbInputs,
      fc.constantFrom<PricingModel>("on_demand", "spot", "monthly", "reserved_1y", "reserved_3y"),
      (x, kind) => {
        const o = option(kind, x.rentCnyPerGpuHour, x.rentOverhead);
        const withOption = { ...x, ...o.terms };
        const t = tco(withOption);
        const months = 12 * x.horizonYears;
        const perMonth = usedHours(x) / months;
        // the owner's downtime is rented at the option's price, so both lines see the option's terms
        const own = ownMonthlyLine(withOption), rent = rentMonthlyLine(x, o);
        const scale = t.own.capital + t.own.costOfCapital + t.rent.total + t.own.electricity;
        return agree(monthlyCost(own, perMonth) * months, t.own.total, scale) &&
          agree(monthlyCost(rent, perMonth) * months, t.rent.total, scale);
      },
    ),
    MANY,
  );
});
