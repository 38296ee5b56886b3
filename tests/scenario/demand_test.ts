// A case is its demand: one answer, priced on whole units of what is rented and bought, in the
// case's regions. Each test is a finding of a reader who tried the workbook as a new user would
// (the work squeezed into fewer hours, a schedule scaling a work, a machine too small priced at
// its hours, two cheapest answers, fractions of instances, one API of several, other regions
// ranked, a market price change that moved one offering), with the arithmetic beside it.
import assert from "node:assert/strict";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { dayShape } from "../../lib/model/work.ts";
import { priceTrendFactor } from "../../lib/model/cost.ts";
import { perGpuCosts } from "../../lib/model/hybrid.ts";
import { servingFleetSize } from "../../lib/model/serving_fleet.ts";
import { openCase } from "../../lib/scenario.ts";
import { hourlyLoad, ownedSupply } from "../../lib/scenario/serving.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { near, ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });
/** CNY per USD: June 2026's FRED average (fx.csv), the rate of every USD figure below. */
const USD = 6.7758;
const DAYS = 365 * 3;
/**
 * The team's 70 B load served at the measured maximum: no latency target and no input tokens
 * counted, so each H100 serves throughput.csv's 2,102.5 tokens a second (the figures below are
 * about whole units and the headline, not the target; tests/scenario/serving_target_test.ts
 * holds the target's).
 */
const TEAM = {
  scenario: "team-8xh100-247",
  work: "serve-70b-500m-tokens",
  ttft_ms: 0,
  tpot_ms: 0,
  input_tokens: 0,
};

// deno-lint-ignore no-explicit-any
const calc = (p: ParameterValues): any =>
  JSON.parse(JSON.stringify(calcJson(calculate(dataset, p))));
// deno-lint-ignore no-explicit-any
const work = (p: ParameterValues): any =>
  JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p))));

/** The 70 B FP8 load's tokens a second in each hour: the day's mean shaped by its peak factor. */
const loadOf = (tokensPerDay: number, peak = 2) =>
  dayShape(peak).map((x) => tokensPerDay / 86_400 * x);

Deno.test("a serving load's headline is its whole-unit answer, never its tokens squeezed into fewer hours of a machine", () => {
  const j = calc({ ...TEAM, tokens_per_day: 1e8 });
  const w = work({ ...TEAM, tokens_per_day: 1e8 });
  // the same answer in calc and calc --work
  assert.deepEqual(j.answer, w.answer);
  // one H100 replica of 2 GPUs serves 2 × 2,102.5 = 4,205 tokens a second; the busiest hour
  // wants 2 × 1e8 ÷ 86,400 = 2,315: one replica in each of the 23 hours with tokens (none at 02:00)
  const p5 = j.answer.ways.find((x: { offeringId: string }) => x.offeringId === "aws-p5-od");
  // a whole p5 of 8 H100s in each of them: 23 × 55.04 USD × 1,095 days, and 2,000 GB of EBS at
  // 0.08 USD a GB-month for 36 months: 1,391,942.40 USD (the squeezed headline said 352,306)
  near(p5.total, 23 * 55.04 * DAYS + 2000 * 0.08 * 36, 1e-6, "aws-p5-od over 3 years");
  // the one machine's hours stay what they are: 2 GPUs × 23 h ÷ 8 = 5.75 h a day of one server
  near(j.answer.machineHoursPerDay, 2 * 23 / 8, 1e-12, "hours a day of one machine");
  // the cheapest: DeepInfra's 0.40 USD a million output tokens, 1e8 × 1,095 × 0.40 ÷ 1e6
  assert.equal(j.answer.verdict, "api");
  assert.equal(j.answer.cheapest.apiId, "deepinfra-llama-3.1-70b");
  near(j.answer.cheapest.total, 1e8 * DAYS * 0.4 / 1e6, 1e-6, "43,800 USD");
});

Deno.test("at 1e9 tokens a day owning the case's machines is two servers: the busiest hour wants 12 H100s", () => {
  const j = calc({ ...TEAM, tokens_per_day: 1e9 });
  const own = j.answer.own.way;
  // 2 × 1e9 ÷ 86,400 = 23,148 tokens a second at the peak: 6 replicas of 2 H100s, 12 GPUs
  assert.equal(own.machines, 2);
  // by hand: each server's fixed costs over 3 years, and the GPUs that work each hour (whole
  // replicas) × 1,095 days × an owned GPU's cost an hour worked (the cost lines of cost.ts)
  const c = openCase(dataset, { ...TEAM, tokens_per_day: 1e9 });
  const per = perGpuCosts({ ...c.applied.inputs, rentBilling: "hourly", rentMinimumMonths: 0 });
  const working = loadOf(1e9).reduce((a, w) => a + Math.ceil(w / 4205 - 1e-9) * 2, 0);
  near(own.total * USD, 2 * 8 * per.ownFixed + working * DAYS * per.ownPerHour, 1e-6, "by hand");
  near(own.total, 526_092, 1, "526,092 USD (the issue's 14,613.66 a month)");
});

Deno.test("a training run's GPU-hours do not depend on the schedule: setting it changes no figure and says so", () => {
  const base = calc({ work: "lora-7b-2b-tokens" });
  // 4 × 7e9 × 2e9 = 5.6e19 FLOPs ÷ (71e12 × 0.4 × 3,600) = 547.7 h on the 3090, ÷ 1,095 days
  near(base.answer.machineHoursPerDay, 5.6e19 / (71e12 * 0.4 * 3600) / DAYS, 1e-12, "0.50 h/day");
  for (const given of [{ utilization: 0.5 }, { days_per_week: 5 }, { hours_per_day: 2 }]) {
    const j = calc({ work: "lora-7b-2b-tokens", ...given });
    assert.equal(
      j.answer.machineHoursPerDay,
      base.answer.machineHoursPerDay,
      JSON.stringify(given),
    );
    assert.equal(j.usedHoursPerDay, base.usedHoursPerDay, JSON.stringify(given));
    assert.deepEqual(j.answer.cheapest, base.answer.cheapest, JSON.stringify(given));
    assert.deepEqual(j.tco, base.tco, JSON.stringify(given));
    assert.deepEqual(j.answer.scheduleIgnored, Object.keys(given));
  }
  // doubling the tokens doubles the run's hours on the machine, whatever the schedule
  const twice = calc({ work: "lora-7b-2b-tokens", tokens: 4e9, utilization: 0.3 });
  near(twice.answer.machineHoursPerDay, 2 * base.answer.machineHoursPerDay, 1e-12, "× 2");
});

Deno.test("a work the case's machine cannot hold is never priced at the machine's hours: the answer says so and prices the ways that can", () => {
  const p = { method: "qlora", model_params: 70e9, tokens: 1e9 };
  const j = calc(p);
  // 0.5 bytes × 70e9 × 1.2 = 42 GB: more than the document's one 24 GB 3090
  assert.equal(j.answer.own.kind, "cannot");
  assert.deepEqual(j.answer.own.why, { kind: "memory", neededGb: 42, gpus: 1, gpuMemoryGb: 24 });
  assert.equal(j.answer.machineHoursPerDay, null);
  assert.equal(j.usedHoursPerDay, 0, "no hours of the schedule's 4 a day");
  // 4 × 70e9 × 1e9 = 2.8e20 FLOPs ÷ (165.2e12 × 0.4 × 3,600) = 1,177 RTX 4090-hours, over two
  // linked 4090s of one AutoDL host 588.5 h each: within one month of AutoDL's 包月 at 1,052 CNY
  const hours = 2.8e20 / (165.2e12 * 0.4 * 3600);
  assert.ok(hours / 2 < 730);
  assert.equal(j.answer.cheapest.offeringId, "autodl-4090-monthly");
  near(j.answer.cheapest.total, 2 * 1052, 1e-6, "2 GPUs × one month");
  // and the text says the machine cannot, instead of the one machine's figures at its hours
  const text = calcText(calculate(dataset, p));
  assert.match(text, /the machine cannot do this work: it needs 42\.0 GB over linked GPUs/);
  assert.doesNotMatch(text, /Hours used/);
});

Deno.test("one cheapest answer: the hybrid fleet rents where the case's cheapest way rents", () => {
  // the document's 3090 already owned for 4 years: renting Gongji's preemptible 4090 at its 4 h a
  // day (3,988 CNY) beats keeping it (4,897 CNY), and the fleet of its schedule says the same
  const owned = calc({ owned: "true", owned_years: 4 });
  assert.equal(owned.answer.verdict, "rent");
  near(owned.hybrid.allRented.total, owned.answer.rent.total, 1e-6, "rent all = the cheapest way");
  assert.equal(owned.hybrid.bestOwnedGpus, 0);
  // eight H100s of the reader's own in CN: owning is the answer, and the fleet owns its server
  const h100 = calc({ gpu_model: "H100 80GB", gpu_count: 8 });
  assert.equal(h100.answer.verdict, "own");
  near(h100.hybrid.allRented.total, h100.answer.rent.total, 1e-6, "rent all = the cheapest way");
  near(h100.hybrid.allOwned.total, h100.answer.own.way.total, 1e-6, "own all = the answer's own");
  assert.equal(h100.hybrid.bestOwnedGpus, 8);
});

Deno.test("whole units: 16 H100s are two servers in the fleet, and an 8-GPU instance rents its overflow whole", () => {
  const j = calc({ scenario: "team-8xh100-247", gpu_model: "H100 80GB", gpu_count: 16 });
  assert.equal(j.hybrid.machineGpus, 8);
  assert.deepEqual(j.hybrid.costs.slice(0, 3).map((f: { owned: number }) => f.owned), [0, 8, 16]);
  // one server of the team and the rest on AWS p5 on demand at 1e9 tokens a day: one server holds
  // 4 replicas, 4 × 4,205 = 16,820 tokens a second; the hours above it rent whole p5s of 8 GPUs
  const c = openCase(dataset, { ...TEAM, tokens_per_day: 1e9 });
  const machine = { inputs: c.applied.inputs };
  const own = ownedSupply(machine, 2, 2102.5);
  const p5 = dataset.offerings.find((o) => o.id === "aws-p5-od")!;
  const rest = {
    kind: "rent" as const,
    unitGpus: 8,
    replicaGpus: 2,
    perGpuPerSecond: 2102.5,
    cnyPerGpuHour: p5.cnyPerGpuHour,
    // the team's 2,000 GB on EBS at 0.08 USD a GB-month while anything is rented
    fixedCny: 2000 * 0.08 * 36 * USD,
  };
  const s = servingFleetSize(hourlyLoad(c.work as never, 3), own, 1, rest);
  const above = loadOf(1e9).filter((w) => w > 16_820);
  // 9 hours of the day want more than one server: each a whole p5 (their rest wants at most 3
  // replicas, 6 GPUs), 9 × 8 = 72 GPU-hours a day
  assert.equal(above.length, 9);
  assert.equal(s.rentedGpuHoursPerDay, 72);
  // the rest: 72 × 1,095 days × 55.04 ÷ 8 USD a GPU-hour = 542,419 USD over 3 years, and 5,760 USD
  // of storage
  near(s.restCny / USD, 72 * DAYS * 55.04 / 8 + 5760, 1e-6, "whole p5s by hand");
  // the whole load on the server and the whole p5s: 0.747 USD a million tokens, the issue's
  // figure (renting fractions of a p5, 6.88 USD a GPU-hour, had said 0.444)
  near(s.totalCny / USD / (1e9 * DAYS / 1e6), 0.747, 0.0005, "0.747 USD a million tokens");
});

Deno.test("a load stated in one's own words ranks no offering outside the case's regions, and no replica over GPUs they do not link", () => {
  const w = work({ scenario: "team-8xh100-247", model_params: 70e9, tokens_per_day: 1e9 });
  const outside = w.excluded.filter((e: { reason: string }) => e.reason === "region");
  assert.ok(outside.some((e: { id: string }) => e.id === "gongji-4090-preempt"));
  for (const way of w.ways.filter((x: { kind: string }) => x.kind === "offering")) {
    const o = dataset.offerings.find((x) => x.id === way.id)!;
    assert.ok(["US", "us-east-1", "us-central1"].includes(o.region), `${o.id} in ${o.region}`);
    // a replica within one instance's linked GPUs, or over whole nodes of 8
    assert.ok(way.replicaGpus <= o.hostGpus || o.gpuCount >= 8, `${o.id}: ${way.replicaGpus}`);
  }
  assert.ok(
    w.answer.ways.every((x: { offeringId: string | null }) =>
      x.offeringId === null || !outside.some((e: { id: string }) => e.id === x.offeringId)
    ),
  );
});

Deno.test("a market price change moves every rented offering: the cheapest way, the lines, the fleet and a work's ways", () => {
  const base = calc({ scenario: "team-8xh100-247" });
  const moved = calc({ scenario: "team-8xh100-247", cloud_price_change: 0.4 });
  // the cheapest way to rent, AWS's spot p5: its compute over 36 months at +40 % a year costs
  // priceTrendFactor(0.4, 36) = (1.4³ − 1) ÷ (36 (1.4^(1/12) − 1)) = 1.7036 times the flat, its storage stays
  assert.equal(moved.cheapest.way.offeringId, "aws-p5-spot");
  const factor = priceTrendFactor(0.4, 36);
  const storage = 2000 * 0.08 * 36;
  near(moved.cheapest.way.total - storage, (base.cheapest.way.total - storage) * factor, 1e-6);
  base.monthly.forEach((m: { offeringId: string | null; costPerMonth: number }, i: number) => {
    const after = moved.monthly[i].costPerMonth;
    if (m.offeringId === null) assert.equal(after, m.costPerMonth, "owning stays");
    else assert.ok(after > m.costPerMonth, `${m.offeringId} rises`);
  });
  assert.ok(moved.hybrid.allRented.total > base.hybrid.allRented.total);
  // a work's rented ways too
  const w0 = work(TEAM), w1 = work({ ...TEAM, cloud_price_change: 0.4 });
  for (const way of w0.ways.filter((x: { kind: string }) => x.kind === "offering")) {
    const after = w1.ways.find((x: { id: string }) => x.id === way.id);
    assert.ok(after.total > way.total, `${way.id} rises`);
  }
});

Deno.test("the fleet's rented share is a share of tokens: its cost a million is the rented cost over the rented tokens", () => {
  const p = {
    scenario: "researcher-intermittent",
    model_params: 3.2081178e9,
    tokens_per_day: 9.2297382e8,
    peak_factor: 1.5,
    precision: "int4",
  };
  const w = work(p);
  // the owned 4090, its speed estimated at the load's target (one GPU a replica): the rented
  // share is what the owned GPUs leave of each hour's tokens
  const own = w.ways.find((x: { id: string }) => x.id === "rtx4090-cn");
  assert.deepEqual([own.basis, own.replicaGpus], ["estimate", 1]);
  const owned = w.fleet.ownedGpus * own.perSecondPerGpu;
  const load = loadOf(9.2297382e8, 1.5);
  const wanted = load.reduce((a, x) => a + x, 0);
  const rented = load.reduce((a, x) => a + Math.max(0, x - owned), 0);
  assert.ok(rented > 0 && rented < wanted, "some of it rented");
  near(w.fleet.ownedShare, 1 - rented / wanted, 1e-12, "a share of tokens");
  // the rented part's cost over its own tokens (never over a share of GPU-hours)
  const months = 36;
  const tokensPerMonth = 9.2297382e8 * 365 / 12;
  const rentedPerMonth = tokensPerMonth * (1 - w.fleet.ownedShare);
  const rentCost = w.fleet.total - w.fleet.ownedCostPerMillion * (tokensPerMonth - rentedPerMonth) /
      1e6 * months;
  near(w.fleet.rentedCostPerMillion, rentCost / months / (rentedPerMonth / 1e6), 1e-9, "its own");
});

Deno.test("a serving way pays its price's trend over the horizon, as the fleet renting it does", () => {
  const p = { ...TEAM, scenario: "researcher-intermittent", cloud_price_change: -0.25 };
  const flat = work({ ...p, cloud_price_change: 0 });
  const falling = work(p);
  // AutoDL's median 4090 serving the 70 B load alone (4 linked 4090s of one host a replica): its
  // compute and set-up hours fall to priceTrendFactor(−0.25, 36) = 0.678 of the flat; the 100 GB
  // it keeps at 0.0066 CNY a GB-day do not: 100 × 0.0066 ÷ 24 × 26,280 h = 722.70 CNY
  const way = (j: typeof flat) => j.ways.find((x: { id: string }) => x.id === "autodl-4090-median");
  assert.equal(way(flat).replicaGpus, 4);
  const factor = priceTrendFactor(-0.25, 36);
  const storage = 100 * 0.0066 / 24 * 26_280;
  near(way(falling).total - storage, (way(flat).total - storage) * factor, 1e-6, "× 0.678");
});
