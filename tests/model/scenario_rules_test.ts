/** Scenario-level rules: the hybrid overflow, the commitment as a fact, spot's calendar, clusters. */
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import type { Dataset } from "../../lib/data/load.ts";
import {
  hoursToFinish,
  optimalCheckpointHours,
  ratePerHour,
  spotStopsPaying,
} from "../../lib/model/spot.ts";
import { applyOverrides, resolveScenario, scenarioResults } from "../../lib/scenario.ts";
import { near, ROOT } from "../helpers.ts";

const SHIPPED = (await loadDatasetOrThrow(`${ROOT}data`)).dataset;

function withScenario(id: string, change: Partial<Dataset["scenarios"][number]>): Dataset {
  return {
    ...SHIPPED,
    scenarios: SHIPPED.scenarios.map((s) => s.id === id ? { ...s, ...change } : s),
  };
}

Deno.test("a hybrid fleet against 包月 rents its overflow by the hour, on the 4090 of its region that makes the cheapest fleet", () => {
  const d = withScenario("team-4090-burst", { offeringId: "autodl-4090-monthly" });
  const r = scenarioResults(resolveScenario(d, "team-4090-burst"));
  assert.equal(r.hybrid?.kind, "fleet");
  if (r.hybrid?.kind !== "fleet") return;
  // the cheapest hourly 4090 of CN: Gongji's preemptible at 1.19 CNY/h and the scenario's flat
  // 10 % spot overhead, 1.309 CNY a useful hour, below AutoDL's lowest on demand 1.98
  assert.equal(r.hybrid.overflowOfferingId, "gongji-4090-preempt");
  // rent all: 4.16 GPUs wanted on average (0.3 + 0.5 + 0.8 + 1.2 + 0.72 + 0.64) × 8,760 h × 3
  // years × 1.19 × 1.1 CNY = 143,106.16 CNY (no storage or set-up in this scenario)
  const rentAll = 4.16 * 8760 * 3 * 1.19 * 1.1;
  near(r.hybrid.costs[0]!.total, rentAll, 1e-6, "rent all");
  near(rentAll, 143_106.16, 0.01, "143,106.16 CNY");
  assert.equal(r.hybrid.costs.length, 17, "every fleet size from 0 to the 16-GPU peak");
  // the commitment is a separate fact: 1,052 CNY a GPU-month, at least 1 month, 36 paid
  assert.deepEqual(
    { ...r.commitment!, cnyPerMonth: Math.round(r.commitment!.cnyPerMonth * 100) / 100 },
    {
      minimumMonths: 1,
      monthsPaid: 36,
      cnyPerMonth: 1052,
      totalCny: r.consistent.tco.rent.commitment,
    },
  );
});

Deno.test("cash payback against a reserved term is paid by the month: the term is not charged in month 1", () => {
  // the 8x H100 server at 24 h/day against GCP's 3-year reservation: month 1 is not a payback
  const d = withScenario("team-8xh100-247", { offeringId: "gcp-h100-3y" });
  const r = scenarioResults(resolveScenario(d, "team-8xh100-247"));
  assert.equal(r.commitment?.minimumMonths, 36);
  assert.ok(r.payback.kind !== "month" || r.payback.month > 1, JSON.stringify(r.payback));
  assert.equal(r.paybackLastMonthSearched, 36);
});

Deno.test("a cluster of 17 eight-GPU nodes costs 17 times one node, on both sides", () => {
  const node = resolveScenario(SHIPPED, "team-8xh100-247");
  const hw = SHIPPED.hardware.find((h) => h.id === node.hardware.id)!;
  const cluster: Dataset = {
    ...SHIPPED,
    hardware: SHIPPED.hardware.map((h) =>
      h.id === hw.id
        ? {
          ...h,
          gpuCount: 136,
          purchaseCny: 17 * h.purchaseCny,
          hostShareCny: 17 * h.hostShareCny,
          wallPowerKw: 17 * h.wallPowerKw,
          idlePowerKw: h.idlePowerKw === undefined ? undefined : 17 * h.idlePowerKw,
          maintenanceCnyPerYear: 17 * h.maintenanceCnyPerYear,
        }
        : h
    ),
    // storage is kept once for the whole cluster: leave it out of the comparison
    scenarios: SHIPPED.scenarios.map((s) =>
      s.id === "team-8xh100-247" ? { ...s, storageGb: 0 } : s
    ),
  };
  const one = scenarioResults(
    resolveScenario({ ...cluster, hardware: SHIPPED.hardware }, "team-8xh100-247"),
  );
  const many = scenarioResults(resolveScenario(cluster, "team-8xh100-247"));
  near(many.consistent.tco.own.total, 17 * one.consistent.tco.own.total, 1e-4, "own");
  near(many.consistent.tco.rent.total, 17 * one.consistent.tco.rent.total, 1e-4, "rent");
  assert.deepEqual(many.consistent.breakEven.kind, one.consistent.breakEven.kind);
});

Deno.test("spot's time to finish: the billed hours plus the wait for capacity after each interruption", () => {
  // 3 interruptions a day, 5-minute checkpoints, 10-minute restarts, 2 hours' wait each time
  const rate = 3 / 24;
  const d = withScenario("team-8xh100-247", {
    interruptionsPerMonth: undefined,
    interruptionsPerHour: rate,
    capacityWaitHours: 2,
  });
  const r = scenarioResults(resolveScenario(d, "team-8xh100-247"));
  assert.ok(r.spot);
  // e^{λR} (e^{λ(τ + δ)} − 1) / (λτ) at the interval the results report
  const tau = r.spot!.checkpointIntervalHours!;
  const billed = Math.exp(rate * 10 / 60) * Math.expm1(rate * (tau + 5 / 60)) / (rate * tau);
  near(r.spot!.billedPerUsefulHour, billed, 1e-12, "billed hours per useful hour");
  near(r.spot!.calendarHoursPerUsefulHour, billed * (1 + rate * 2), 1e-12, "calendar hours");
  near(r.spot!.hoursToFinishMonth, r.hoursPerMonth * billed * 1.25, 1e-9, "a month's work");
  assert.equal(r.spot!.hoursBetweenInterruptions, 8);
  near(
    hoursToFinish(100, 1.0049, ratePerHour(0.1), 2),
    100.49 * (1 + 2 * ratePerHour(0.1)),
    1e-12,
    "",
  );
});

Deno.test("spotStopsPaying(): the interval below which spot costs more than on demand", () => {
  // spot at half of on demand, 5-minute checkpoints, 10-minute restarts: at the rate where it
  // stops paying, e^{λR} (e^{λ(τ + δ)} − 1) / (λτ) = 2 at the best interval τ
  const s = spotStopsPaying(1, 2, { writeHours: 5 / 60, restartHours: 10 / 60 });
  assert.equal(s.kind, "interval");
  if (s.kind !== "interval") return;
  const rate = 1 / s.hoursBetweenInterruptions;
  const tau = optimalCheckpointHours(rate, 5 / 60);
  const billed = Math.exp(rate * 10 / 60) * Math.expm1(rate * (tau + 5 / 60)) / (rate * tau);
  near(billed, 2, 1e-9, "the overhead eats the discount");
  // the first-order √(2λ/12) + λ/6 = 1 puts it later: √λ = (√30 − √6) / 2, 55 a day
  assert.ok(s.interruptionsPerDay < 24 * ((Math.sqrt(30) - Math.sqrt(6)) / 2) ** 2);
  near(s.interruptionsPerDay, 24 * rate, 1e-12, "a day");
  assert.equal(spotStopsPaying(2, 2, { writeHours: 0.1, restartHours: 0.1 }).kind, "never");
  assert.equal(spotStopsPaying(1, 2, { writeHours: 0, restartHours: 0 }).kind, "always");
});

Deno.test("applyOverrides() sets spot's rate as interruptions a day and the wait for capacity", () => {
  const base = resolveScenario(
    withScenario("researcher-intermittent", { offeringId: "gongji-4090-preempt" }),
    "researcher-intermittent",
  );
  assert.equal(scenarioResults(base).spot, null, "no rate in the data: the flat overhead");
  const r = applyOverrides(base, { interruptions_per_day: 6, capacity_wait_minutes: 30 });
  const rate = 6 / 24;
  assert.equal(r.inputs.rentInterruptionsPerHour, rate);
  assert.equal(r.inputs.rentOverhead, 0, "the modelled rate replaces the flat overhead");
  const spot = scenarioResults(r).spot!;
  const tau = spot.checkpointIntervalHours!;
  const billed = Math.exp(rate * 10 / 60) * Math.expm1(rate * (tau + 5 / 60)) / (rate * tau);
  near(spot.billedPerUsefulHour, billed, 1e-12, "billed hours");
  near(spot.calendarHoursPerUsefulHour, billed * (1 + rate * 0.5), 1e-12, "with the wait");
  // the TCO bills the same hours: hours used × price × billed / speed
  const hours = r.inputs.usedHoursPerDay * 365 * r.inputs.horizonYears;
  near(
    scenarioResults(r).consistent.tco.rent.compute,
    hours * r.inputs.rentCnyPerGpuHour * billed / r.inputs.rentSpeed,
    1e-6,
    "compute",
  );
});
