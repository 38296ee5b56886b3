import assert from "node:assert/strict";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import {
  cheapestAt,
  cloudMonthlyLine,
  crossovers,
  monthlyCost,
  monthlyCurves,
  ownMonthlyLine,
} from "../../lib/model/monthly.ts";
import { tco } from "../../lib/model/tco.ts";
import { near } from "../helpers.ts";

const onDemand = { label: "On demand", kind: "on_demand", cnyPerGpuHour: 3.5 } as const;
const spot = { label: "Spot", kind: "spot", cnyPerGpuHour: 2, overhead: 0.1 } as const;
const monthly = { label: "Monthly", kind: "monthly", cnyPerGpuHour: 1052 / 730 } as const;

Deno.test("ownMonthlyLine() is the horizon's TCO spread over its months", () => {
  const own = ownMonthlyLine(SEED_3090);
  const hoursPerMonth = 4 * 365 / 12;
  near(monthlyCost(own, hoursPerMonth) * 36, tco(SEED_3090).own.total, 1e-6, "36 months");
  assert.equal(own.perHour, 0.65); // 0.65 kW × PUE 1 × 1 CNY/kWh
});

Deno.test("cloudMonthlyLine() bills spot hours with the interruption overhead and monthly rental flat", () => {
  assert.equal(monthlyCost(cloudMonthlyLine(SEED_3090, onDemand), 100), 350);
  near(monthlyCost(cloudMonthlyLine(SEED_3090, spot), 100), 220, 1e-9, "100 h × 1.1 × 2");
  near(monthlyCost(cloudMonthlyLine(SEED_3090, monthly), 0), 1052, 1e-9, "flat");
  near(monthlyCost(cloudMonthlyLine(SEED_3090, monthly), 730), 1052, 1e-9, "flat");
});

Deno.test("crossovers() finds where owning meets on-demand: the break-even in hours a month", () => {
  const own = ownMonthlyLine(SEED_3090);
  const [c] = crossovers(own, [cloudMonthlyLine(SEED_3090, onDemand)]);
  assert.ok(c);
  near(c.hours, (13_427.9375 / 3120.75) * 365 / 12, 1e-6, "4.30 h/day in hours a month");
});

Deno.test("monthlyCurves() run from 0 to 730 hours and cheapestAt() picks the lowest line", () => {
  const lines = [
    ownMonthlyLine(SEED_3090),
    cloudMonthlyLine(SEED_3090, onDemand),
    cloudMonthlyLine(SEED_3090, monthly),
  ];
  const curves = monthlyCurves(lines, 10);
  assert.equal(curves.length, 33);
  assert.equal(Math.max(...curves.map((p) => p.hours)), 730);
  assert.equal(cheapestAt(lines, 0).label, "On demand");
  assert.equal(cheapestAt(lines, 730).label, "Own");
});
