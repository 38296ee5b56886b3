import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { rankDatasetJob } from "../../lib/scenario/jobs.ts";
import { priceTrendFactor, tco } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import {
  type JobMachine,
  type JobOffering,
  jobPriceFactor,
  type JobRanking,
  type JobSpec,
  rankJob,
  termPriceFactor,
} from "../../lib/model/job.ts";
import { billedPerUsefulHour, optimalCheckpointHours } from "../../lib/model/spot.ts";
import { rankJobOf } from "../../lib/cli/job.ts";
import { sayReason } from "../../lib/present/job_ranking.ts";
import { PRICING_TERMS } from "../../lib/model/monthly.ts";
import { applyOverrides, overridesFromParameters, resolveScenario } from "../../lib/scenario.ts";
import { near, ROOT } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });
// the document's case renting from any region: these tests price offerings sold outside its CN
// (RunPod, Lambda, the neocloud index), which its own `region` leaves out of its ranking
const anywhere = (id: string) => ({ ...resolveScenario(dataset, id), accepts: [] });
const seed = rankDatasetJob(dataset, "swin-b-imagenet-run", anywhere("seed-3090-autodl"));
// the document's case as it is written: renting in CN
const seedCn = rankDatasetJob(
  dataset,
  "swin-b-imagenet-run",
  resolveScenario(dataset, "seed-3090-autodl"),
);
const rowOf = (r: JobRanking, id: string) => {
  const row = r.rows.find((x) => x.id === id);
  assert.ok(row, `${id} is ranked`);
  return row;
};

// A2: an epoch takes 4 h 52 min locally and 5 h 02 min on AutoDL; the throughput rows are those
// epochs' images a second, so one epoch takes exactly those times
const LOCAL_HOURS = 4 + 52 / 60; // 4.8667 h
const CLOUD_HOURS = 5 + 2 / 60; // 5.0333 h

Deno.test("the Swin-B run on autodl-3090-doc reproduces A4: 5.03 h × 3.5 CNY/h = 17.61 CNY", () => {
  const row = rowOf(seed.ranking, "autodl-3090-doc");
  near(row.hours, CLOUD_HOURS, 1e-9, "hours");
  near(row.hours, 5.03, 0.005, "hours as printed (rounded to 0.01 h)");
  near(row.cny, CLOUD_HOURS * 3.5, 1e-9, "5.0333 h × 3.5 CNY/h = 17.617");
  // the document rounds the hours to 5.03 first (17.605, printed 17.61): ± 3.5 × 0.005 h
  near(row.cny, 17.61, 3.5 * 0.005, "A4 as printed");
});

Deno.test("the Swin-B run on the local RTX 3090 reproduces A7 as electricity only: 0.65 kW × 4.87 h × 1 CNY/kWh", () => {
  const row = rowOf(seed.ranking, "rtx3090-doc");
  near(row.hours, LOCAL_HOURS, 1e-9, "hours");
  // runningCny is electricity above idle only, as A7 counts it: 0.65 kW × 4.8667 h × 1 CNY/kWh
  near(row.runningCny!, 0.65 * LOCAL_HOURS * 1, 1e-9, "electricity = 3.163");
  // printed 3.17 from 4.87 h (3.1655): ± 0.65 × 0.005 h of the hours' rounding + 0.005 of the print
  near(row.runningCny!, 3.17, 0.65 * 0.005 + 0.005, "A7 as printed");
});

Deno.test("the local RTX 3090 is ranked at its full cost per used hour, not electricity only", () => {
  const row = rowOf(seed.ranking, "rtx3090-doc");
  // B14 with exact compounding over 4 h/day × 365 × 3 = 4,380 h used:
  // (13,500 − 2,700 + 2,847 + 500 + 13,500 × (1.05³ − 1)) / 4,380 = 3.716 CNY/h, × 4.8667 h = 18.08
  const perHour = (13_500 - 2700 + 2847 + 500 + 13_500 * (1.05 ** 3 - 1)) / 4380;
  near(row.cny, perHour * LOCAL_HOURS, 1e-6, "full cost of the run");
  near(perHour, tco(SEED_3090).own.total / 4380, 1e-9, "the same as tco()");
});

Deno.test("the scenario's own machine is priced as the scenario prices it, with what the parameters changed: -p purchase_price=5000 moves its run as tco() moves", () => {
  const base = resolveScenario(dataset, "seed-3090-autodl");
  const cheaper = applyOverrides(base, overridesFromParameters({ purchase_price: 5000 }, 1));
  const row = rowOf(rankDatasetJob(dataset, "swin-b-imagenet-run", cheaper).ranking, "rtx3090-doc");
  // the 3090 at 5,000 CNY instead of 9,000 (the host's 4,500 kept): tco()'s owning total over its
  // 4,380 h used, per hour, × the 4.8667 h of the run; before, the run kept hardware.csv's price
  const perHour = tco(cheaper.inputs).own.total / 4380;
  near(row.cny, perHour * LOCAL_HOURS, 1e-9, "the run at the changed price");
  assert.ok(row.cny < rowOf(seed.ranking, "rtx3090-doc").cny - 3, `${row.cny}`);
  // another machine of the data keeps its own row's price
  const other = (r: JobRanking) => rowOf(r, "rtx4090-cn").cny;
  assert.equal(
    other(rankDatasetJob(dataset, "swin-b-imagenet-run", cheaper).ranking),
    other(seed.ranking),
  );
});

Deno.test("rankDatasetJob() ranks every offering and machine of data/: each ranked or left out with a reason", () => {
  const ids = [...seed.ranking.rows, ...seed.ranking.excluded].map((x) => x.id).sort();
  const all = [...dataset.offerings.map((o) => o.id), ...dataset.hardware.map((h) => h.id)].sort();
  assert.deepEqual(ids, all);
  for (const e of seed.ranking.excluded) assert.ok(sayReason(e).length > 0);
});

Deno.test("a spot row takes its interruption overhead in time and money", () => {
  const row = rowOf(seed.ranking, "gongji-4090-preempt");
  const od = rowOf(seed.ranking, "gongji-4090-od");
  // the seed scenario's flat spot_overhead is 10 %: 1.1 × the on-demand row's hours
  near(row.hours, od.hours * 1.1, 1e-9, "hours");
  near(row.cny, 1.19 * od.hours * 1.1, 1e-9, "1.19 CNY/h × billed hours");
});

Deno.test("a one-off job on a monthly rental pays the whole month it commits to: 1,052 CNY", () => {
  const row = rowOf(seed.ranking, "autodl-4090-monthly");
  // 包月: 1,052 CNY a month, the least anyone can rent it for, whatever the job's 3.39 h
  near(row.cny, 1052, 1e-9, "one month");
  near(row.oneJobCny, 1052, 1e-9, "one job");
  near(row.termCny!, 1052, 1e-9, "the term");
  assert.equal(row.commitment, "term");
  assert.equal(row.perJobOverTermCny, null, "the seed scenario runs no job repeatedly");
});

Deno.test("a one-off job on a 1-year reservation pays the year: 8,760 h at its hourly rate", () => {
  const row = rowOf(seed.ranking, "neocloud-h100-reserved");
  const perHour = dataset.offerings.find((o) => o.id === "neocloud-h100-reserved")!.cnyPerGpuHour;
  near(row.cny, perHour * 12 * 730, 1e-6, "12 months of 730 h");
  // the job's 1.68 h of it, 25.55 CNY, was ranked the fastest way before; nobody sells those hours
  near(perHour * row.hours, 25.55, 0.005, "the hourly share");
  assert.equal(row.pareto, false);
});

Deno.test("no one-off job ranks a monthly or reserved offering below its minimum term's price", () => {
  for (const name of dataset.jobs.map((j) => j.id)) {
    const r = rankDatasetJob(dataset, name, resolveScenario(dataset, "seed-3090-autodl"));
    for (const row of r.ranking.rows.filter((x) => x.pricingModel !== "on_demand")) {
      if (row.kind !== "offering" || row.pricingModel === "spot") continue;
      const o = dataset.offerings.find((x) => x.id === row.id)!;
      const months = { monthly: 1, reserved_1y: 12, reserved_3y: 36 }[o.pricingModel as string]!;
      // the instance's month (730 h at its price a GPU-hour × its GPUs) × the minimum months
      const least = o.cnyPerGpuHour * o.gpuCount * 730 * months;
      assert.ok(row.cny >= least * (1 - 1e-12), `${name} on ${row.id}: ${row.cny} < ${least}`);
    }
  }
});

/** The data with scenario `id` changed by `patch` (its offering, its jobs a month). */
function withScenario(id: string, patch: Partial<(typeof dataset.scenarios)[number]>) {
  return {
    ...dataset,
    scenarios: dataset.scenarios.map((s) => s.id === id ? { ...s, ...patch } : s),
  };
}

Deno.test("a scenario that already holds the monthly rental pays the job's hours of it at its hourly rate", () => {
  const d = withScenario("researcher-intermittent", { offeringId: "autodl-4090-monthly" });
  const r = rankDatasetJob(d, "swin-b-imagenet-run", resolveScenario(d, "researcher-intermittent"));
  const row = rowOf(r.ranking, "autodl-4090-monthly");
  assert.equal(row.commitment, "held");
  near(row.cny, 1052 / 730 * row.hours, 1e-9, "1,052 CNY a month / 730 h × 3.39 h = 4.88");
  near(row.termCny!, 1052, 1e-9, "its month, shown beside it");
});

Deno.test("a scenario running the job 20 times a month spreads the monthly rental over them", () => {
  const d = withScenario("researcher-intermittent", {
    jobsPerMonth: [{ job: "swin-b-imagenet-run", count: 20 }],
  });
  const r = rankDatasetJob(d, "swin-b-imagenet-run", resolveScenario(d, "researcher-intermittent"));
  const row = rowOf(r.ranking, "autodl-4090-monthly");
  // 20 × 3.39 h = 68 h a month fit one rental (⌈68 / 730⌉ = 1): 1,052 CNY a month over 20 jobs
  near(row.perJobOverTermCny!, 1052 / 20, 1e-9, "52.60 CNY a job");
  near(row.cny, 1052 / 20, 1e-9, "ranked by it");
  near(row.oneJobCny, 1052, 1e-9, "one job alone still pays the month");
  const od = rowOf(r.ranking, "autodl-4090-median");
  assert.equal(od.perJobOverTermCny, od.oneJobCny, "by the hour, each job pays its own hours");
});

Deno.test("rankJob(): n jobs a month keep ⌈n × hours / 730⌉ instances of a reservation busy", () => {
  const job = { id: "j", work: 400 * 3600, memoryGb: 1, maxGpus: 1 }; // 400 h at 1 a second
  const reserved: JobOffering = {
    id: "r1y",
    label: "reserved",
    gpuModel: "g",
    gpuCount: 1,
    pricingModel: "reserved_1y",
    terms: {
      rentCnyPerGpuHour: 2,
      rentBilling: "committed",
      rentMinimumMonths: 12,
      rentOverhead: 0,
      rentInterruptionsPerHour: 0,
    },
    speed: { perSecond: 1, memoryGb: 80 },
  };
  const base = { ...SEED_3090, horizonYears: 3 };
  const ranked = (n: number | undefined) =>
    rankJob(job, { base, offerings: [reserved], machines: [], jobsPerMonth: n }).rows[0]!;
  // once: the year, 2 CNY × 730 h × 12 = 17,520 CNY
  near(ranked(undefined).cny, 2 * 730 * 12, 1e-9, "one job pays the year");
  // 3 jobs a month of 400 h = 1,200 h: 2 instances, 2 × 1,460 CNY a month over 3 jobs = 973.33
  near(ranked(3).cny, 2 * 2 * 730 / 3, 1e-9, "three a month");
  // 1 job a month of 400 h: 1 instance a month for it, 1,460 CNY, over the 3 years paid and run
  near(ranked(1).cny, 2 * 730, 1e-9, "one a month");
});

Deno.test("rankJob(): a 1-year reservation bought for a job follows its price trend as the commitment does", () => {
  const job = { id: "j", work: 10 * 3600, memoryGb: 1, maxGpus: 1 }; // 10 h at 1 a second
  const reserved = (change: number): JobOffering => ({
    id: "r1y",
    label: "reserved",
    gpuModel: "g",
    gpuCount: 1,
    pricingModel: "reserved_1y",
    terms: {
      rentCnyPerGpuHour: 2,
      rentBilling: "committed",
      rentMinimumMonths: 12,
      rentOverhead: 0,
      rentInterruptionsPerHour: 0,
      rentPriceChangePerYear: change,
    },
    speed: { perSecond: 1, memoryGb: 80 },
  });
  // the scenario's own trend is flat: the offering's −25 % a year is the one that counts
  const base = { ...SEED_3090, horizonYears: 3, rentPriceChangePerYear: 0 };
  const row = rankJob(job, { base, offerings: [reserved(-0.25)], machines: [] }).rows[0]!;
  // 12 months at q^m, q = 0.75^(1/12): 2 CNY × 730 h × 12 × (q¹² − 1) / (12 (q − 1))
  //   = 17,520 × 0.879473 = 15,408.37 CNY (flat: 17,520)
  const q = 0.75 ** (1 / 12);
  near(row.cny, 2 * 730 * 12 * (q ** 12 - 1) / (12 * (q - 1)), 1e-9, "the year at its prices");
  near(row.cny, 15_408.37, 0.005, "15,408.37 CNY");
  near(row.termCny!, row.cny, 1e-12, "the term is what the job pays");
  assert.equal(row.termMonths, 12);
  // the same as the cost model's commitment item for that year of that offering
  const commitment = tco({
    ...SEED_3090,
    gpuCount: 1,
    rentCnyPerGpuHour: 2,
    rentBilling: "committed",
    rentMinimumMonths: 12,
    horizonYears: 1,
    rentPriceChangePerYear: -0.25,
  }).rent.commitment;
  near(row.cny, commitment, 1e-9, "tco()'s commitment over the term");
  near(priceTrendFactor(-0.25, 12), termPriceFactor(-0.25, 12, 36), 1e-15, "one factor");
  // a month's rental is the month's price whatever the trend: (q¹ − 1) / (q − 1) = 1
  const monthly: JobOffering = {
    ...reserved(0.5),
    id: "m",
    pricingModel: "monthly",
    terms: { ...reserved(0.5).terms, rentMinimumMonths: 1 },
  };
  near(
    rankJob(job, { base, offerings: [monthly], machines: [] }).rows[0]!.cny,
    2 * 730,
    1e-9,
    "one month at month 0's price",
  );
});

Deno.test("the 1-year H100 reservation whose price falls 25 % a year costs a job 87.95 % of its flat year", () => {
  const id = "neocloud-h100-reserved";
  const falling = {
    ...dataset,
    offerings: dataset.offerings.map((o) => o.id === id ? { ...o, priceChangePerYear: -0.25 } : o),
  };
  const flat = rowOf(seed.ranking, id);
  const moving = rowOf(
    rankDatasetJob(falling, "swin-b-imagenet-run", {
      ...resolveScenario(falling, "seed-3090-autodl"),
      accepts: [],
    }).ranking,
    id,
  );
  // 2.24 USD/h × the day's rate × 730 h × 12 (132,957 CNY flat) × 0.879473
  near(moving.cny, flat.cny * 0.879473, 1e-6 * flat.cny, "the year at its falling prices");
  assert.equal(moving.hours, flat.hours, "the trend moves no hours");
  assert.equal(moving.charge, "term");
});

Deno.test("every job row says what its cost pays for: the hours, a term, a held term or a share", () => {
  assert.equal(rowOf(seed.ranking, "autodl-3090-doc").charge, "hours");
  assert.equal(rowOf(seed.ranking, "gongji-4090-preempt").charge, "hours");
  assert.equal(rowOf(seed.ranking, "autodl-4090-monthly").charge, "term");
  assert.equal(rowOf(seed.ranking, "neocloud-h100-reserved").charge, "term");
  assert.equal(rowOf(seed.ranking, "rtx3090-doc").charge, "share");
  const d = withScenario("researcher-intermittent", { offeringId: "autodl-4090-monthly" });
  const held = rankDatasetJob(
    d,
    "swin-b-imagenet-run",
    resolveScenario(d, "researcher-intermittent"),
  );
  assert.equal(rowOf(held.ranking, "autodl-4090-monthly").charge, "held");
  // one field, read off the two it sums up
  for (const r of [seed.ranking, held.ranking]) {
    for (const x of r.rows) {
      const expected = x.paysFor === "share" ? "share" : x.commitment ?? "hours";
      assert.equal(x.charge, expected, x.id);
    }
  }
});

Deno.test("a job on 8 GPUs takes work / (throughput × 8 × 0.9)", () => {
  const r = rankDatasetJob(dataset, "resnet50-imagenet-90", anywhere("seed-3090-autodl"));
  const row = rowOf(r.ranking, "lambda-h100-8x");
  assert.equal(row.gpusUsed, 8);
  near(row.hours, 90 * 1_281_167 / (2616 * 8 * 0.9) / 3600, 1e-9, "hours");
  // 3.99 USD a GPU-hour at the data's rate, for the 8 GPUs of the instance
  const cnyPerGpuHour = dataset.offerings.find((o) => o.id === "lambda-h100-8x")!.cnyPerGpuHour;
  near(row.cny, row.hours * 8 * cnyPerGpuHour, 1e-9, "cost");
});

Deno.test("the cheapest within the deadline meets it, and nothing cheaper does", () => {
  const r = rankDatasetJob(
    dataset,
    "bert-large-squad",
    resolveScenario(dataset, "seed-3090-autodl"),
  );
  assert.equal(r.ranking.cheapest.kind, "found");
  if (r.ranking.cheapest.kind !== "found") return;
  const pick = r.ranking.cheapest.row;
  assert.ok(pick.hours <= 0.5);
  for (const x of r.ranking.rows) if (x.cny < pick.cny) assert.ok(x.hours > 0.5, x.id);
});

// random jobs on random offerings and machines
const arbSpeed = fc.option(
  fc.record({
    perSecond: fc.double({ min: 0.1, max: 1e5, noNaN: true }),
    memoryGb: fc.constantFrom(8, 16, 24, 40, 48, 80, 141),
  }),
  { nil: undefined },
);
const arbTerms = fc.record({
  rentCnyPerGpuHour: fc.double({ min: 0.01, max: 200, noNaN: true }),
  pricingModel: fc.constantFrom(...Object.keys(PRICING_TERMS) as (keyof typeof PRICING_TERMS)[]),
  rentOverhead: fc.double({ min: 0, max: 0.5, noNaN: true }),
  rentInterruptionsPerHour: fc.oneof(
    fc.constant(0),
    fc.double({ min: 1e-5, max: 0.05, noNaN: true }),
  ),
});
const arbOffering = fc.record({
  n: fc.nat(),
  gpuCount: fc.integer({ min: 1, max: 16 }),
  speed: arbSpeed,
  terms: arbTerms,
}).map(({ n, gpuCount, speed, terms }): JobOffering => {
  const t = PRICING_TERMS[terms.pricingModel];
  const spot = terms.pricingModel === "spot";
  return {
    id: `o${n}`,
    label: `offering ${n}`,
    gpuModel: speed ? `gpu-${speed.memoryGb}` : "unknown",
    gpuCount,
    pricingModel: terms.pricingModel,
    terms: {
      rentCnyPerGpuHour: terms.rentCnyPerGpuHour,
      rentBilling: t.billing,
      rentMinimumMonths: t.minimumMonths,
      rentOverhead: spot ? terms.rentOverhead : 0,
      rentInterruptionsPerHour: spot ? terms.rentInterruptionsPerHour : 0,
    },
    speed,
  };
});
const arbMachine = fc.record({ n: fc.nat(), inputs: arbInputs, speed: arbSpeed }).map((
  { n, inputs, speed },
): JobMachine => ({
  id: `m${n}`,
  label: `machine ${n}`,
  gpuModel: speed ? `gpu-${speed.memoryGb}` : "unknown",
  inputs,
  speed,
}));
const arbJob: fc.Arbitrary<JobSpec> = fc.record({
  id: fc.constant("job"),
  work: fc.double({ min: 1, max: 1e12, noNaN: true }),
  memoryGb: fc.double({ min: 1, max: 160, noNaN: true }),
  maxGpus: fc.integer({ min: 1, max: 16 }),
  deadlineHours: fc.option(fc.double({ min: 0.01, max: 1e4, noNaN: true }), { nil: undefined }),
});
const arbCase = fc.record({
  job: arbJob,
  base: arbInputs,
  offerings: fc.uniqueArray(arbOffering, { selector: (o) => o.id, maxLength: 30 }),
  machines: fc.uniqueArray(arbMachine, { selector: (m) => m.id, maxLength: 5 }),
  scalingEfficiency: fc.double({ min: 0.1, max: 1, noNaN: true }),
});

Deno.test("rankJob() never ranks a GPU with less memory than the job needs", () => {
  fc.assert(
    fc.property(arbCase, ({ job, base, offerings, machines, scalingEfficiency }) => {
      const r = rankJob(job, { base, offerings, machines }, { scalingEfficiency });
      const memory = new Map(
        [...offerings, ...machines].map((x) => [x.id, x.speed?.memoryGb] as const),
      );
      for (const row of r.rows) {
        const gb = memory.get(row.id);
        assert.ok(gb !== undefined && gb >= job.memoryGb, `${row.id}: ${gb} GB < ${job.memoryGb}`);
      }
      for (const [id, gb] of memory) {
        if (gb !== undefined && gb < job.memoryGb) {
          assert.equal(r.excluded.find((e) => e.id === id)?.reason, "memory", id);
        }
      }
    }),
    MANY,
  );
});

Deno.test("rankJob() is sorted by cost, finite everywhere, and covers every way once", () => {
  fc.assert(
    fc.property(arbCase, ({ job, base, offerings, machines, scalingEfficiency }) => {
      const r = rankJob(job, { base, offerings, machines }, { scalingEfficiency });
      for (let i = 1; i < r.rows.length; i++) assert.ok(r.rows[i - 1]!.cny <= r.rows[i]!.cny);
      for (const row of r.rows) {
        for (
          const v of [
            row.cny,
            row.hours,
            row.cnyPerMillion,
            row.runningCny ?? 0,
            row.termCny ?? 0,
            row.oneJobCny,
            row.perJobOverTermCny ?? 0,
          ]
        ) {
          assert.ok(Number.isFinite(v) && v >= 0, `${row.id}: ${v}`);
        }
      }
      const seen = [...r.rows, ...r.excluded].map((x) => x.id).sort();
      assert.deepEqual(seen, [...offerings, ...machines].map((x) => x.id).sort());
    }),
    MANY,
  );
});

Deno.test("rankJob()'s Pareto front: no row is both no dearer and faster than a front row", () => {
  fc.assert(
    fc.property(arbCase, ({ job, base, offerings, machines }) => {
      const r = rankJob(job, { base, offerings, machines });
      for (const p of r.pareto) {
        for (const x of r.rows) {
          if (x !== p) assert.ok(!(x.cny <= p.cny && x.hours < p.hours), `${x.id} beats ${p.id}`);
        }
      }
      for (const x of r.rows.filter((x) => !x.pareto)) {
        assert.ok(r.pareto.some((p) => p.cny <= x.cny && p.hours <= x.hours), `${x.id} dominated`);
      }
    }),
    MANY,
  );
});

Deno.test("rankJob(): twice the throughput halves every hourly row's hours and, at a flat price, cost", () => {
  fc.assert(
    fc.property(arbCase, ({ job, base: trended, offerings }) => {
      // a price that changes prices the months after a job's first (jobPriceFactor), not its hours
      const base = { ...trended, rentPriceChangePerYear: 0 };
      const hourly = offerings.filter((o) => o.terms.rentBilling === "hourly");
      const faster = hourly.map((o) =>
        o.speed ? { ...o, speed: { ...o.speed, perSecond: o.speed.perSecond * 2 } } : o
      );
      const a = rankJob(job, { base, offerings: hourly, machines: [] });
      const b = rankJob(job, { base, offerings: faster, machines: [] });
      for (const x of a.rows) {
        const y = b.rows.find((r) => r.id === x.id)!;
        near(y.hours, x.hours / 2, 1e-9 * x.hours, "hours");
        near(y.cny, x.cny / 2, 1e-9 * x.cny, "cost");
      }
    }),
    MANY,
  );
});

Deno.test("property: a one-off job pays a monthly or reserved offering's whole term, and one bought for it never ranks cheapest by its hourly rate", () => {
  fc.assert(
    fc.property(arbCase, fc.nat(), ({ job, base, offerings, machines }, pickHeld) => {
      const committed = offerings.filter((o) => o.terms.rentBilling === "committed");
      const held = committed.length > 0 ? committed[pickHeld % committed.length]!.id : undefined;
      const r = rankJob(job, { base, offerings, machines, heldOfferingId: held });
      const change = base.rentPriceChangePerYear;
      const horizonMonths = 12 * base.horizonYears;
      for (const row of r.rows) {
        const o = offerings.find((x) => x.id === row.id);
        if (!o || o.terms.rentBilling !== "committed") continue;
        const month = o.gpuCount * o.terms.rentCnyPerGpuHour * 730;
        const share = o.gpuCount * o.terms.rentCnyPerGpuHour * row.hours *
          jobPriceFactor(change, row.hours, horizonMonths);
        const term = Math.max(o.terms.rentMinimumMonths, 1);
        if (row.id === held) {
          if (row.commitment !== "held" || row.charge !== "held" || !agree(row.cny, share)) {
            return false;
          }
        } else if (
          row.commitment !== "term" || row.charge !== "term" || !agree(row.cny, row.termCny!) ||
          // the minimum term, each month at its price
          row.cny < month * term * termPriceFactor(change, term, Math.max(horizonMonths, term)) *
              (1 - 1e-12) ||
          // a falling price beyond the horizon prices the job's hours at its last month's
          (row.hours <= horizonMonths * 730 && row.cny < share * (1 - 1e-12))
        ) return false;
      }
      // the cheapest row costs no more than any other, a term bought for the job included
      if (r.cheapest.kind === "found" && job.deadlineHours === undefined) {
        return r.rows.every((x) => r.cheapest.kind === "found" && r.cheapest.row.cny <= x.cny);
      }
      return true;
    }),
    MANY,
  );
});

Deno.test("property: run n times a month, a job pays no more than alone and no less than its hours; more jobs never raise it", () => {
  fc.assert(
    fc.property(arbCase, fc.integer({ min: 1, max: 500 }), ({ job, base, offerings }, n) => {
      const alone = rankJob(job, { base, offerings, machines: [] });
      const many = rankJob(job, { base, offerings, machines: [], jobsPerMonth: n });
      const more = rankJob(job, { base, offerings, machines: [], jobsPerMonth: 2 * n });
      for (const x of many.rows) {
        const a = alone.rows.find((r) => r.id === x.id)!;
        const m = more.rows.find((r) => r.id === x.id)!;
        const o = offerings.find((r) => r.id === x.id)!;
        // the job's hours at month 0's price: a rising price only adds to a commitment
        const share = o.gpuCount * o.terms.rentCnyPerGpuHour * x.hours;
        if (x.perJobOverTermCny === null || x.cny !== x.perJobOverTermCny) return false;
        if (x.cny > a.cny * (1 + 1e-12)) return false; // never more than the job alone
        if (
          o.terms.rentBilling === "committed" && base.rentPriceChangePerYear >= 0 &&
          x.cny < share * (1 - 1e-12)
        ) return false;
        if (m.cny > x.cny * (1 + 1e-12)) return false; // twice the jobs: no dearer a job
      }
      return true;
    }),
    MANY,
  );
});

Deno.test("docs/findings.md's finding on the Swin-B epoch states the numbers the ranking gives", async () => {
  const { formatMoney, formatNumber } = await import("../../lib/present/format.ts");
  const readme = (await Deno.readTextFile(`${ROOT}docs/findings.md`)).replace(/\s+/g, " ");
  const r = seedCn.ranking;
  assert.equal(r.cheapest.kind, "found");
  const pick = r.cheapest.kind === "found" ? r.cheapest.row : r.rows[0]!;
  const local = rowOf(r, "rtx3090-doc");
  for (
    const text of [
      `Of the ${r.rows.length} offerings and machines`,
      `**${formatMoney(pick.cny)}** in ${formatNumber(pick.hours, 2)} h`,
      `${formatMoney(rowOf(r, "autodl-3090-doc").cny)} on the document's AutoDL 3090`,
      `${formatMoney(local.cny)} on the owned 3090`,
      `(${formatMoney(local.runningCny!)} of it electricity`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
  assert.equal(pick.id, "gongji-4090-preempt");
  // a one-off job pays a commitment's whole term, so the fastest way is on demand
  const fastest = r.fastest.kind === "found" ? r.fastest.row : r.rows[0]!;
  for (
    const text of [
      `包月 ${formatMoney(rowOf(r, "autodl-4090-monthly").cny)}`,
      `the fastest way is Alibaba Cloud's A100 80GB on demand, ${formatMoney(fastest.cny)} in ${
        formatNumber(fastest.hours, 2)
      } h`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
  assert.equal(fastest.id, "aliyun-a100-80");
  // every offering sold outside CN is left out, with where it is sold
  const outside = dataset.offerings.filter((o) => !o.region.startsWith("CN"));
  for (const o of outside) {
    const e = r.excluded.find((x) => x.id === o.id);
    assert.equal(e?.reason, "region", o.id);
  }
  assert.ok(r.rows.every((x) => !outside.some((o) => o.id === x.id)), "none ranked");
});

Deno.test("the 13B job leaves every 24 GB card out for memory, with the reason", () => {
  const r = rankDatasetJob(dataset, "llama-13b-1m-tokens", anywhere("seed-3090-autodl"));
  const small = [...dataset.offerings, ...dataset.hardware].filter((x) =>
    x.gpuModel === "RTX 3090" || x.gpuModel === "RTX 4090"
  );
  assert.ok(small.length > 0);
  for (const x of small) {
    const e = r.ranking.excluded.find((e) => e.id === x.id);
    assert.equal(e?.reason, "memory", x.id);
    assert.match(sayReason(e!), /needs 25\.9 GB on each GPU; RTX [34]090 has 24 GB/);
  }
});

Deno.test("rankJob(): a price trend moves no job's hours, and a job within its first month pays month 0's price", () => {
  fc.assert(
    fc.property(
      arbCase,
      fc.double({ min: -0.9, max: 1, noNaN: true }),
      ({ job, base, offerings, machines }, change) => {
        const flat = rankJob(job, {
          base: { ...base, rentPriceChangePerYear: 0 },
          offerings: offerings.map((o) => ({
            ...o,
            terms: { ...o.terms, rentPriceChangePerYear: 0 },
          })),
          machines,
        });
        const moving = rankJob(job, {
          base: { ...base, rentPriceChangePerYear: change },
          offerings: offerings.map((o) => ({
            ...o,
            terms: { ...o.terms, rentPriceChangePerYear: change },
          })),
          machines,
        });
        for (const x of flat.rows) {
          const y = moving.rows.find((r) => r.id === x.id && r.kind === x.kind)!;
          assert.equal(y.hours, x.hours, `${x.id}: hours`);
          if (x.charge === "hours" && x.hours <= 730) {
            near(y.cny, x.cny, 1e-12 * x.cny, `${x.id}: within the first month`);
          }
        }
      },
    ),
    MANY,
  );
});

Deno.test("jobPriceFactor(): month 0's price for a month, then each month's price in turn", () => {
  assert.equal(jobPriceFactor(-0.5, 5.03), 1); // A2's epoch at −50 % a year: today's price
  assert.equal(jobPriceFactor(-0.5, 730), 1);
  // 1,000 hours at −50 % a year: 730 h at month 0's price, 270 h at month 1's, 0.5^(1/12)
  near(jobPriceFactor(-0.5, 1000), (730 + 270 * 0.5 ** (1 / 12)) / 1000, 1e-12, "two months");
  // 3 whole months at +20 % a year: (1 + q + q²) / 3, q = 1.2^(1/12)
  const q = 1.2 ** (1 / 12);
  near(jobPriceFactor(0.2, 3 * 730), (1 + q + q * q) / 3, 1e-12, "three months");
  // beyond a 2-month horizon, the price of its last month: (1 + q + q) / 3
  near(jobPriceFactor(0.2, 3 * 730, 2), (1 + 2 * q) / 3, 1e-12, "after the horizon");
});

Deno.test("rankJob(): spot's hours are its billed hours plus the wait for capacity after each interruption", () => {
  const job = { id: "j", work: 3600 * 10, memoryGb: 1, maxGpus: 1 }; // 10 useful hours at 1/s
  const rate = 3 / 24; // three interruptions a day
  const offering: JobOffering = {
    id: "s",
    label: "spot",
    gpuModel: "g",
    gpuCount: 1,
    pricingModel: "spot",
    terms: {
      rentCnyPerGpuHour: 2,
      rentBilling: "hourly",
      rentMinimumMonths: 0,
      rentOverhead: 0,
      rentInterruptionsPerHour: rate,
    },
    speed: { perSecond: 1, memoryGb: 80 },
  };
  const base = { ...SEED_3090, checkpointWriteHours: 5 / 60, restartHours: 10 / 60 };
  const r = rankJob(job, { base, capacityWaitHours: 2, offerings: [offering], machines: [] });
  const row = r.rows[0]!;
  // e^{λR} (e^{λ(τ + δ)} − 1) / (λτ) at the best interval τ, (1 − λτ) e^{λ(τ + δ)} = 1
  const tau = optimalCheckpointHours(rate, 5 / 60);
  const billed = Math.exp(rate * 10 / 60) * Math.expm1(rate * (tau + 5 / 60)) / (rate * tau);
  near(row.cny, 10 * 2 * billed, 1e-9, "10 useful hours × 2 CNY × billed hours");
  near(row.hours, 10 * billed * (1 + rate * 2), 1e-9, "with 2 h of waiting after each");
});

Deno.test("rankJob(): billedHours are the hours paid: spot's without the wait for capacity, a machine's and a commitment's the useful hours", () => {
  const job = { id: "j", work: 3600 * 10, memoryGb: 1, maxGpus: 1 }; // 10 useful hours at 1/s
  const rate = 0.5; // an interruption every 2 hours
  const hourly = (id: string, interruptions: number, overhead: number): JobOffering => ({
    id,
    label: id,
    gpuModel: "g",
    gpuCount: 1,
    pricingModel: interruptions > 0 ? "spot" : "on_demand",
    terms: {
      rentCnyPerGpuHour: 2,
      rentBilling: "hourly",
      rentMinimumMonths: 0,
      rentOverhead: overhead,
      rentInterruptionsPerHour: interruptions,
    },
    speed: { perSecond: 1, memoryGb: 80 },
  });
  const monthly: JobOffering = {
    ...hourly("m", 0, 0),
    pricingModel: "monthly",
    terms: { ...hourly("m", 0, 0).terms, rentBilling: "committed", rentMinimumMonths: 1 },
  };
  const machine: JobMachine = {
    id: "own",
    label: "own",
    gpuModel: "g",
    inputs: SEED_3090,
    speed: { perSecond: 1, memoryGb: 80 },
  };
  // no checkpoint to write, 12 minutes to restart: b = 1 + (e^{λR} − 1) = e^{0.5 × 0.2} = 1.1052
  const base = { ...SEED_3090, checkpointWriteHours: 0, restartHours: 0.2 };
  const r = rankJob(job, {
    base,
    capacityWaitHours: 3,
    offerings: [hourly("spot", rate, 0), hourly("od", 0, 0.1), monthly],
    machines: [machine],
  });
  const spot = rowOf(r, "spot");
  // 10 useful hours × 1.1052 = 11.052 h billed; 5.53 interruptions × 3 h of waiting more to finish
  near(spot.billedHours, 10 * Math.exp(0.1), 1e-9, "spot: 11.05 h billed");
  near(spot.hours, 10 * Math.exp(0.1) * (1 + 0.5 * 3), 1e-9, "spot: 27.63 h to finish");
  // on demand with a 10 % flat overhead: 11 h billed, nothing to wait for
  near(rowOf(r, "od").billedHours, 11, 1e-9, "on demand");
  assert.equal(rowOf(r, "od").hours, rowOf(r, "od").billedHours);
  // the month held and the machine run the 10 useful hours
  assert.equal(rowOf(r, "m").billedHours, 10);
  assert.equal(rowOf(r, "own").billedHours, 10);
});

Deno.test("calc --job: the scenario's spot rate in any of its forms prices the spot rows", () => {
  const spotRows = (parameters: Record<string, string | number>) =>
    rankJobOf(dataset, "swin-b-imagenet-run", parameters).ranking.rows.filter((r) =>
      r.pricingModel === "spot"
    );
  const flat = spotRows({});
  const daily = spotRows({ interruptions_per_day: 3 });
  assert.ok(flat.length > 0);
  for (const x of flat) {
    const y = daily.find((r) => r.id === x.id)!;
    assert.notEqual(y.cny, x.cny, `${x.id}: 3 interruptions a day change its cost`);
    // 10 % flat overhead against the exact billed hours at 3 a day (5-minute writes, 10-minute restarts)
    const billed = billedPerUsefulHour(3 / 24, {
      intervalHours: 0,
      writeHours: 5 / 60,
      restartHours: 10 / 60,
    });
    near(y.cny / x.cny, billed / 1.1, 1e-9, `${x.id}: billed hours over the flat overhead`);
  }
  // hours between interruptions in scenarios.csv: the same rate, the same rows
  const hoursBetween = {
    ...dataset,
    scenarios: dataset.scenarios.map((s) =>
      s.id === "seed-3090-autodl"
        ? { ...s, interruptionsPerMonth: undefined, interruptionsPerHour: 1 / 8 }
        : s
    ),
  };
  const fromData = rankJobOf(hoursBetween, "swin-b-imagenet-run", {}).ranking.rows.filter((r) =>
    r.pricingModel === "spot"
  );
  for (const x of daily) near(fromData.find((r) => r.id === x.id)!.cny, x.cny, 1e-12, x.id);
});

Deno.test("rankDatasetJob(): a machine with its own site pays that site's labour, set-up and space", () => {
  const h = dataset.hardware.find((x) => x.siteId !== undefined && x.siteId !== "")!;
  assert.ok(h, "the data has a machine with its own site");
  const site = dataset.sites.find((s) => s.id === h.siteId)!;
  const scenarioSite = {
    ...site,
    id: "elsewhere",
    inputs: { ...site.inputs, peopleCnyPerHour: 1000, siteSetupCny: 1e6, siteCnyPerKwMonth: 1e4 },
  };
  const d = {
    ...dataset,
    sites: [...dataset.sites, scenarioSite],
    scenarios: dataset.scenarios.map((s) =>
      s.id === "seed-3090-autodl" ? { ...s, siteId: "elsewhere", ownPeopleHoursPerMonth: 10 } : s
    ),
  };
  const own = rankJobOf(d, "swin-b-imagenet-run", {}).ranking.rows.find((r) => r.id === h.id);
  const there = rankJobOf(
    { ...d, sites: d.sites.map((s) => s.id === site.id ? { ...scenarioSite, id: site.id } : s) },
    "swin-b-imagenet-run",
    {},
  ).ranking.rows.find((r) => r.id === h.id);
  assert.ok(own && there, `${h.id} is ranked`);
  // the scenario's dear site leaves the machine's cost alone; its own site made dear moves it
  assert.ok(there.cny > own.cny, `${there.cny} against ${own.cny}`);
});

Deno.test("rankJob(): runningCny is the electricity above idle alone, not the downtime after failures", () => {
  const job = { id: "j", work: 3600 * 10, memoryGb: 1, maxGpus: 1 };
  const inputs = {
    ...SEED_3090,
    gpuFailuresPerYear: 0.5,
    downtimeHoursPerFailure: 100,
    idlePowerKw: 0.1,
  };
  const r = rankJob(job, {
    base: inputs,
    offerings: [],
    machines: [{
      id: "m",
      label: "m",
      gpuModel: "g",
      inputs,
      speed: { perSecond: 1, memoryGb: 80 },
    }],
  });
  // (0.65 − 0.1) kW above idle × 1 CNY/kWh × 10 h
  near(r.rows[0]!.runningCny!, (0.65 - 0.1) * 1 * 10, 1e-12, "electricity above idle");
});

Deno.test("a 50 % yearly price drop leaves every shipped job's hours unchanged", () => {
  for (const job of dataset.jobs) {
    for (const scenario of dataset.scenarios) {
      const flat = rankJobOf(dataset, job.id, { scenario: scenario.id }).ranking;
      const falling = rankJobOf(dataset, job.id, {
        scenario: scenario.id,
        cloud_price_change: -0.5,
      }).ranking;
      for (const x of flat.rows) {
        const y = falling.rows.find((r) => r.id === x.id && r.kind === x.kind)!;
        assert.equal(y.hours, x.hours, `${job.id} on ${x.id} under ${scenario.id}`);
      }
    }
  }
});
