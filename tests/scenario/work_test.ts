// The work as users state it, on the shipped data: the three shipped examples (a 7 B LoRA run,
// a 1 B pre-training run, a 70 B serving load) against arithmetic written beside them and the
// figures of docs/work.md, and properties over random work: cost per run linear in tokens on hourly ways,
// half the MFU twice the GPU-hours, a run never ranked on GPUs too small for it.
import assert from "node:assert/strict";
import fc from "fast-check";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { InputError } from "../../lib/cli/main.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { dayShape } from "../../lib/model/work.ts";
import { openCase } from "../../lib/scenario.ts";
import {
  rankTraining,
  serveLoad,
  workHoursPerDay,
  workMemoryGb,
  workOf,
  workSpeedOf,
} from "../../lib/scenario/work.ts";
import { jobWays } from "../../lib/scenario/jobs.ts";
import { workOnGpus } from "../../lib/scenario/work_fit.ts";
import { storagePrices } from "../../lib/scenario/market.ts";
import { billedHoursPerUsefulHour, canSpread } from "../../lib/model/job.ts";
import { hoursToFinish } from "../../lib/model/spot.ts";
import type { TrainingWork } from "../../lib/data/load.ts";
import { near, ROOT } from "../helpers.ts";
import { MANY } from "../model/arbitrary.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });
/** CNY per USD on 2026-12-04: June 2026's FRED average (fx.csv). */
const USD = 6.7758;
/**
 * A serving load served at the measured maximum: no latency target (0 sets none) and no input
 * tokens counted, so the 70 B FP8 load's H100 serves throughput.csv's 2,102.5 tokens a second and
 * an API costs its output price (the target's figures: tests/scenario/serving_target_test.ts).
 */
const MAX = { ttft_ms: 0, tpot_ms: 0, input_tokens: 0 };

// deno-lint-ignore no-explicit-any
const json = (p: Record<string, string | number>): any =>
  JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p))));

Deno.test("the 7 B LoRA run: 16.8 GB, 39.3 H100-hours, cheapest on Gongji's preemptible RTX 4090", () => {
  // the document's case renting in CN, and the neocloud index (global) for an H100's hours
  const j = json({ work: "lora-7b-2b-tokens", region: "CN; global" });
  // 4 × 7e9 × 2e9 = 5.6e19 FLOPs; 2 × 7e9 × 1.2 = 16.8 GB: one 24 GB card holds it
  assert.equal(j.work.flops, 5.6e19);
  assert.equal(j.work.memoryGb, 16.8);
  const row = (id: string) => j.rows.find((r: { id: string }) => r.id === id);
  // H100 (989 TFLOP/s) at 40 % MFU: 5.6e19 ÷ (989e12 × 0.4 × 3,600) = 39.32 GPU-hours
  near(row("neocloud-h100-od").gpuHours, 5.6e19 / (989e12 * 0.4 * 3600), 1e-9, "H100-hours");
  // RTX 4090 (165.2): 235.40 h; on Gongji's preemptible 4090 at 1.19 CNY/h and the flat 10 %
  // spot overhead: 235.40 × 1.1 h billed × 1.19 = 308.15 CNY, the cheapest way
  const h4090 = 5.6e19 / (165.2e12 * 0.4 * 3600);
  assert.equal(j.rows[0].id, "gongji-4090-preempt");
  near(j.rows[0].cost, h4090 * 1.1 * 1.19, 1e-6, "308.15 CNY");
  // the document's 3090 (71 TFLOP/s) takes 547.7 h: over 3 years 547.7 ÷ 1,095 = 0.50 h/day
  near(j.machineHoursPerDay, 5.6e19 / (71e12 * 0.4 * 3600) / 1095, 1e-9, "busy hours a day");
});

Deno.test("the 1 B pre-training run: 19.2 GB, 84.3 H100-hours, 1.2e20 FLOPs", () => {
  const j = json({ work: "pretrain-1b-20b-tokens", region: "CN; global" });
  // 6 × 1e9 × 20e9 = 1.2e20 FLOPs; 16 × 1e9 × 1.2 = 19.2 GB
  assert.equal(j.work.flops, 1.2e20);
  assert.equal(j.work.memoryGb, 19.2);
  const row = (id: string) => j.rows.find((r: { id: string }) => r.id === id);
  near(row("neocloud-h100-od").gpuHours, 1.2e20 / (989e12 * 0.4 * 3600), 1e-9, "84.26 H100-h");
  // on Gongji's preemptible 4090: 504.44 h × 1.1 × 1.19 = 660.31 CNY
  assert.equal(j.rows[0].id, "gongji-4090-preempt");
  near(j.rows[0].cost, 1.2e20 / (165.2e12 * 0.4 * 3600) * 1.1 * 1.19, 1e-6, "660.31 CNY");
  // the neocloud H100 on demand: 84.26 h × 3.789 USD × 6.7758 = 2,163.3 CNY
  near(row("neocloud-h100-od").cost, 1.2e20 / (989e12 * 0.4 * 3600) * 3.789 * USD, 1e-6);
});

Deno.test("the 70 B serving load at the measured maximum: 78.5 GB in FP8, two H100s a replica, the team's server at 0.48 USD a million tokens", () => {
  const j = json({ scenario: "team-8xh100-247", work: "serve-70b-500m-tokens", ...MAX });
  assert.equal(j.currency, "USD");
  // Llama 3.3 70B (models.csv): 70.55e9 weights of 1 byte and one request's KV cache of 500
  // tokens at 2 × 80 layers × 8 KV heads × 128 × 1 byte = 163,840 bytes a token, over 0.9
  near(j.work.memoryGb, (70.55e9 + 500 * 163_840) / 0.9 / 1e9, 1e-9, "78.48 GB a replica");
  // measured on two 80 GB H100s a replica (throughput.csv): 2 × 2,102.5 = 4,205 tokens/s
  // the team rents in the US: AWS's p5 of 8 H100s, whole instances every hour it serves
  const p5 = j.ways.find((w: { id: string }) => w.id === "aws-p5-od");
  assert.equal(p5.basis, "measured");
  assert.equal(p5.replicaGpus, 2);
  assert.equal(p5.unitGpus, 8);
  // 500 M tokens a day: 5,787 a second on average, 11,574 at the peak (× 2): 3 replicas, 6 GPUs,
  // one whole p5 of 8
  assert.equal(p5.peakGpus, 8);
  // a live service wants a replica in 23 of the 24 hours (none at 02:00, where the day's shape is
  // 0), each of them a whole p5: 23 × 8 = 184 GPU-hours a day, never squeezed into fewer hours
  const hoursServed = dayShape(2).filter((x) => x > 0).length;
  assert.equal(hoursServed, 23);
  assert.equal(p5.gpuHoursPerDay, 23 * 8);
  // 23 × 55.04 USD × 365 ÷ 12 = 38,505.07 USD a month, and 2,000 GB kept on EBS at 0.08 USD a
  // GB-month: 38,665.07 USD a month, 1,391,942 USD over the 36 months
  near(p5.costPerMonth, 23 * 55.04 * 365 / 12 + 2000 * 0.08, 1e-6, "on demand a month");
  near(p5.total, 23 * 55.04 * 365 * 3 + 2000 * 0.08 * 36, 1e-6, "over 3 years");
  near(p5.costPerMillionTokens, p5.total / (500 * 365 * 3), 1e-12, "a million tokens");
  // no way of another region is ranked: the neocloud index (global) is left out, with where
  const neo = j.excluded.find((e: { id: string }) => e.id === "neocloud-h100-od");
  assert.deepEqual([neo.reason, neo.region], ["region", "global"]);
  // the team's 8×H100 server covers the busiest hour's 6 GPUs: it serves all of it
  assert.equal(j.fleet.ownedGpus, 8);
  assert.equal(j.fleet.ownedShare, 1);
  near(j.fleet.totalCostPerMillion, 0.4838, 0.00005, "0.48 USD a million tokens");
  // every API for a 70 B model, cheapest first: DeepInfra 0.40, Groq 0.79, Together 0.88 USD
  assert.deepEqual(
    j.apis.map((a: { id: string; outputPerMillion: number }) => [a.id, a.outputPerMillion]),
    [
      ["deepinfra-llama-3.1-70b", 0.40],
      ["groq-llama-3.3-70b", 0.79],
      ["together-llama-3.1-70b", 0.88],
    ],
  );
  assert.equal(j.api.id, "deepinfra-llama-3.1-70b");
  // at 0.40 USD a token sent beats 0.48 owned: the owned fleet with the rest sent owns nothing
  assert.deepEqual([j.toApi.ownedGpus, j.toApi.ownedShare, j.toApi.apiCostPerMillion], [0, 0, 0.4]);
  // the answer: DeepInfra for every token, 500 M × 1,095 days × 0.40 USD ÷ 1e6 = 219,000 USD
  assert.equal(j.answer.verdict, "api");
  assert.equal(j.answer.cheapest.apiId, "deepinfra-llama-3.1-70b");
  near(j.answer.cheapest.total, 500 * 1095 * 0.40, 1e-6, "219,000 USD");
  // owning the server is the case's own way: 0.4838 × 547,500 M tokens
  near(j.answer.own.way.total, j.fleet.total, 1e-6, "the server alone");
  // the measured ways are shown before the estimated ones
  const firstEstimate = j.ways.findIndex((w: { basis: string }) => w.basis === "estimate");
  assert.ok(j.ways.slice(firstEstimate).every((w: { basis: string }) => w.basis === "estimate"));
});

Deno.test("the 70 B load at 2 B tokens a day at the measured maximum: the team owns 16 H100s and sends the busiest hours' rest to the API", () => {
  const p = {
    scenario: "team-8xh100-247",
    work: "serve-70b-500m-tokens",
    tokens_per_day: 2e9,
    ...MAX,
  };
  const j = json(p);
  const a = j.toApi;
  // two 8-GPU servers hold 8 replicas of 2 H100s: 8 × 2 × 2,102.5 = 33,640 tokens a second;
  // 2e9 ÷ 86,400 = 23,148 a second on average, twice that at 14:00: the hours above 33,640
  // send the rest to the API, billed by the token
  assert.equal(a.ownedGpus, 16);
  assert.equal(a.machines, 2);
  const mean = 2e9 / 86_400;
  const shape = dayShape(2);
  const sent = shape.reduce((x, s) => x + Math.max(0, mean * s - 33_640), 0) /
    shape.reduce((x, s) => x + mean * s, 0);
  near(a.ownedShare, 1 - sent, 1e-12, "share the owned GPUs serve");
  // the rest sent to the cheapest API for the model: DeepInfra's 0.40 USD
  assert.equal(a.apiCostPerMillion, 0.4);
  // the whole load's million is each part's million by its share of the tokens
  near(
    a.totalCostPerMillion,
    a.ownedShare * a.ownedCostPerMillion + (1 - a.ownedShare) * a.apiCostPerMillion,
    1e-12,
    "parts by share",
  );
  // cheaper than the API alone, and than the 24 GPUs that cover the peak with nothing sent
  const c = openCase(dataset, p);
  const s = serveLoad(c.dataset, c.work as never, c.applied);
  const sizes = s.toApi!.costs;
  assert.equal(
    sizes[0]!.total / (12 * 3) / (2e9 * 365 / 12 / 1e6),
    0.4 * USD,
    "none owned: the API",
  );
  const peak = sizes.find((f) => f.servedByOwned === 1)!;
  assert.equal(peak.owned, 24);
  assert.ok(s.toApi!.best.total < peak.total && s.toApi!.best.total < sizes[0]!.total);
  // each size owns what the rented hybrid fleet owns at that size, at the same cost
  sizes.forEach((f, i) => near(f.own, s.fleet!.costs[i]!.own, 1e-9, `own ${f.owned}`));
});

Deno.test("property: sending the rest to the API never costs more than the API alone or owning the peak", () => {
  const serving = dataset.works.filter((w) => w.kind === "serving").map((w) => w.id);
  fc.assert(
    fc.property(
      fc.record({
        scenario: fc.constantFrom(...dataset.scenarios.map((s) => s.id)),
        work: fc.constantFrom(...serving),
        tokens_per_day: fc.double({ min: 1e6, max: 2e10, noNaN: true }),
        peak_factor: fc.double({ min: 1, max: 6, noNaN: true }),
      }),
      (p) => {
        const c = openCase(dataset, p);
        const s = serveLoad(c.dataset, c.work as never, c.applied);
        const a = s.toApi;
        if (a === undefined) return;
        // the API alone costs its output price and the input each output token brings
        const price = s.apiSplits[s.api!.id]!.allInOutput;
        assert.ok(a.totalCnyPerMillion <= price * (1 + 1e-12), "no dearer than the API alone");
        assert.ok(a.best.total <= a.costs.at(-1)!.total, "no dearer than owning the peak");
        assert.equal(a.costs.at(-1)!.servedByOwned, 1, "the largest size serves it all");
        // more GPUs owned serve no fewer tokens
        a.costs.forEach((f, i) =>
          assert.ok(i === 0 || f.servedByOwned >= a.costs[i - 1]!.servedByOwned)
        );
      },
    ),
    { ...MANY, numRuns: Math.min(MANY.numRuns, 200) },
  );
});

Deno.test("a work stated by its parameters is the row's figures when they are the row's", () => {
  const row = json({ work: "lora-7b-2b-tokens" });
  const stated = json({ model_params: 7e9, tokens: 2e9, method: "lora" });
  assert.deepEqual(
    stated.rows.map((r: { id: string; cost: number }) => [r.id, r.cost.toFixed(6)]),
    row.rows.map((r: { id: string; cost: number }) => [r.id, r.cost.toFixed(6)]),
  );
  // a work the parameters leave unstated is refused, naming what to give
  assert.throws(
    () => calculateWork(dataset, { model_params: 7e9 }),
    (e: Error) => e instanceof InputError && /Parameter tokens: .*trains on/.test(e.message),
  );
});

Deno.test("a 70 B run trained fully needs 1,344 GB: it runs only on as many whole units as hold it", () => {
  // the document's case renting in CN and the US
  const j = json({ model_params: 70e9, tokens: 1e9, region: "CN; US" });
  // 16 × 70e9 × 1.2 = 1,344 GB: 17 H100s, so three 8-GPU instances; never one 80 GB card
  assert.equal(j.work.memoryGb, 1344);
  const p5 = j.rows.find((r: { id: string }) => r.id === "aws-p5-od");
  assert.equal(p5.units, 3);
  assert.equal(p5.gpusUsed, 24);
  for (const r of j.rows) {
    const memory = dataset.gpus.find((g) => g.gpuModel === r.gpuModel)!.memoryGb;
    assert.ok(memory * r.gpusUsed >= 1344, `${r.id}: ${r.gpusUsed} × ${memory} GB`);
    // over more than one host only on 8-GPU nodes
    assert.ok(r.gpusUsed / r.units >= 8, `${r.id}: ${r.units} units of ${r.gpusUsed / r.units}`);
  }
  // 56 RTX 4090s of 24 GB would hold it, but as 56 separate instances: no way to train one model
  const gongji = j.excluded.find((e: { id: string }) => e.id === "gongji-4090-preempt");
  assert.equal(gongji.reason, "spread");
  assert.equal(gongji.gpus, Math.ceil(1344 / 24));
  assert.match(
    gongji.message,
    /needs 1,344\.0 GB over 56 RTX 4090 GPUs; more than one instance links \(1 GPU of a host\): instances of 1 GPU are joined only as 8-GPU nodes/,
  );
  // the document's 3090 workstation is one machine of one GPU
  const own = j.excluded.find((e: { id: string }) => e.id === "rtx3090-doc");
  assert.match(own.message, /the machine has 1, and separate machines are not joined/);
});

Deno.test("a run spread over several nodes of spot is interrupted by any of them: n nodes, n times the rate", () => {
  const base = json({ model_params: 13e9, tokens: 1e9, scenario: "team-8xh100-247" });
  // 16 × 13e9 × 1.2 = 249.6 GB: one 8-GPU H100 node (640 GB) holds it; 70 B takes three
  const one = base.rows.find((r: { id: string }) => r.id === "aws-p5-spot");
  assert.equal(one.units, 1);
  const c = openCase(dataset, { scenario: "team-8xh100-247", model_params: 70e9, tokens: 1e9 });
  const r = rankTraining(c.dataset, c.work as TrainingWork, c.applied);
  const three = r.ranking.rows.find((x) => x.id === "aws-p5-spot")!;
  assert.equal(three.units, 3);
  const o = jobWays(c.dataset, c.applied, workSpeedOf(c.dataset, c.work!)).offerings
    .find((x) => x.id === "aws-p5-spot")!;
  const terms = { ...c.applied.inputs, ...o.terms };
  // its billed hours a useful hour: those of a single node interrupted three times as often
  const billed = billedHoursPerUsefulHour({
    ...terms,
    rentInterruptionsPerHour: 3 * o.terms.rentInterruptionsPerHour,
  });
  assert.ok(o.terms.rentInterruptionsPerHour > 0, "a spot rate");
  const useful = 70e9 * 1e9 * 6 / (989e12 * 0.4 * 24) / 3600;
  near(
    three.hours,
    hoursToFinish(
      useful,
      billed,
      3 * o.terms.rentInterruptionsPerHour,
      c.applied.scenario.capacityWaitHours ?? 0,
    ),
    1e-9,
    "its hours",
  );
});

Deno.test("a 70 B model served on the document's single 3090: no replica of four GPUs in one workstation, and none at the chat target", () => {
  const c = openCase(dataset, { work: "serve-70b-500m-tokens", ...MAX });
  const s = serveLoad(c.dataset, c.work as never, c.applied);
  // 78.5 GB ÷ 24 GB: four GPUs linked a replica, on separate workstations: not a way
  const own = s.excluded.find((e) => e.id === "rtx3090-doc")!;
  assert.deepEqual(
    { reason: own.reason, gpus: own.reason === "spread" ? own.gpus : 0 },
    { reason: "spread", gpus: 4 },
  );
  assert.equal(s.fleet, undefined);
  assert.equal(workHoursPerDay(c.dataset, c.work!, c.applied), undefined);
  // four RTX 4090s of one host, rented by the GPU, still serve it
  assert.ok(s.ways.some((w) => w.gpuModel === "RTX 4090" && w.replicaGpus === 4));
  // at the row's target (1 s to the first of 2,000 input tokens) no 3090 replica is fast enough:
  // 2,000 × 2 × 70.55e9 FLOPs over four 3090s at 71 TFLOP/s × 0.5 × 0.9² is 2.45 s for one request
  const t = openCase(dataset, { work: "serve-70b-500m-tokens" });
  const at = serveLoad(t.dataset, t.work as never, t.applied);
  assert.equal(at.excluded.find((e) => e.id === "rtx3090-doc")!.reason, "target");
  assert.ok(2000 * 2 * 70.55e9 / (4 * 71e12 * 0.5 * 0.9 ** 2) > 1, "2.45 s > 1 s");
});

/** A random training run, as -p states it. */
const arbRun = fc.record({
  model_params: fc.double({ min: 1e8, max: 2e11, noNaN: true }),
  tokens: fc.double({ min: 1e8, max: 1e12, noNaN: true }),
  method: fc.constantFrom("full", "lora", "qlora"),
  mfu: fc.double({ min: 0.1, max: 0.8, noNaN: true }),
  scenario: fc.constantFrom(...dataset.scenarios.map((s) => s.id)),
});

/** The training ranking of `p` under its case. */
function ranked(p: Record<string, string | number>) {
  const c = openCase(dataset, p);
  return rankTraining(c.dataset, workOf(dataset, p) as TrainingWork, c.applied);
}

Deno.test("property: a run's cost on a way billed by the hour scales with its tokens", () => {
  fc.assert(
    fc.property(arbRun, fc.double({ min: 0.1, max: 10, noNaN: true }), (p, k) => {
      const a = ranked(p), b = ranked({ ...p, tokens: k * p.tokens });
      for (
        const r of a.ranking.rows.filter((x) => x.kind === "offering" && x.commitment === null)
      ) {
        const s = b.ranking.rows.find((x) => x.id === r.id)!;
        // the hours the price trend covers do not move: the shipped offerings have none
        near(s.cny, k * r.cny, 1e-9 * k * r.cny, `${r.id}: k × tokens`);
      }
    }),
    { ...MANY, numRuns: Math.min(MANY.numRuns, 200) },
  );
});

Deno.test("property: halving the MFU doubles a run's GPU-hours on every way", () => {
  fc.assert(
    fc.property(arbRun, (p) => {
      const a = ranked(p), b = ranked({ ...p, mfu: p.mfu / 2 });
      for (const r of a.ranking.rows) {
        const s = b.ranking.rows.find((x) => x.id === r.id && x.kind === r.kind)!;
        near(s.hours * s.gpusUsed, 2 * r.hours * r.gpusUsed, 1e-9 * r.hours * r.gpusUsed, r.id);
      }
    }),
    { ...MANY, numRuns: Math.min(MANY.numRuns, 200) },
  );
});

Deno.test("property: a run is never ranked on GPUs too small for it, and every GPU that holds it is ranked", () => {
  fc.assert(
    fc.property(arbRun, (p) => {
      const r = ranked(p);
      const needed = r.memoryGb;
      for (const row of r.ranking.rows) {
        const memory = dataset.gpus.find((g) => g.gpuModel === row.gpuModel)!.memoryGb;
        assert.ok(memory * row.gpusUsed >= needed * (1 - 1e-12), `${row.id} holds ${needed} GB`);
      }
      for (const row of r.ranking.rows) {
        // a model is spread over the GPUs one instance or machine links, or over 8-GPU nodes
        assert.ok(
          canSpread(row.gpusPaid, row.gpusInUnit, row.hostGpus),
          `${row.id}: ${row.gpusPaid} GPUs`,
        );
      }
      for (const e of r.ranking.excluded) {
        if (e.reason === "memory") assert.ok(e.hasGb < needed, `${e.id} left out rightly`);
        if (e.reason === "spread") {
          assert.ok(
            !canSpread(e.gpus, e.unitGpus, e.mostGpus),
            `${e.id}: ${e.gpus} GPUs do spread`,
          );
          assert.equal(e.neededGb, needed, e.id);
        }
      }
      // every way whose GPUs hold it on one host or on 8-GPU nodes is ranked or left out for
      // another reason
      const ids = new Set(r.ranking.rows.map((x) => x.id));
      for (const e of r.ranking.excluded) assert.ok(!ids.has(e.id), e.id);
    }),
    { ...MANY, numRuns: Math.min(MANY.numRuns, 200) },
  );
});

Deno.test("serveLoad(): a month of a way billed by the hour is its GPU-hours at its price and the storage kept", () => {
  const c = openCase(dataset, { scenario: "team-8xh100-247", work: "serve-70b-500m-tokens" });
  const s = serveLoad(c.dataset, c.work as never, c.applied);
  assert.equal(workMemoryGb(s.work, dataset), s.memoryGb);
  const ways = s.ways.filter((x) => x.kind === "offering" && x.pricingModel === "on_demand");
  assert.ok(ways.length > 0);
  for (const w of ways) {
    const o = dataset.offerings.find((x) => x.id === w.id)!;
    // the case's 2,000 GB kept on the offering's disk (else its provider's), 730 h a month
    const disk = storagePrices(dataset.offerings)(o);
    const perGbHour = disk.kind === "unpriced" ? 0 : disk.cnyPerGbHour;
    const storage = c.applied.inputs.storageGb * perGbHour * 730;
    near(w.cnyPerMonth, w.gpuHoursPerDay * 365 / 12 * o.cnyPerGpuHour + storage, 1e-6, w.id);
  }
});

Deno.test("docs/work.md's figures of the three shipped works are what calc --work gives", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}docs/work.md`)).replace(/\s+/g, " ");
  const money = (x: number, digits: number) =>
    x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const lora = json({ work: "lora-7b-2b-tokens" });
  const row = (j: typeof lora, id: string) => j.rows.find((r: { id: string }) => r.id === id);
  const pre = json({ work: "pretrain-1b-20b-tokens" });
  const serve = json({ scenario: "team-8xh100-247", work: "serve-70b-500m-tokens" });
  const busy = json({
    scenario: "team-8xh100-247",
    work: "serve-70b-500m-tokens",
    tokens_per_day: 2e9,
  });
  const way = (id: string) => serve.ways.find((w: { id: string }) => w.id === id);
  const allIn = (id: string) => serve.apisAtLoad[id].allInOutput;
  // a GPU model's hours on a run, the same on every way of it (workOnGpus(), notebook 10's table)
  const gpuHours = (id: string, gpu: string) =>
    workOnGpus(dataset, workOf(dataset, { work: id })!).find((g) => g.gpuModel === gpu)!.gpuHours!;
  for (
    const text of [
      `${money(gpuHours("lora-7b-2b-tokens", "H100 80GB"), 1)} H100-hours or ${
        money(gpuHours("lora-7b-2b-tokens", "RTX 4090"), 1)
      } RTX 4090-hours`,
      `RTX 4090: **${money(lora.rows[0].cost, 2)} CNY**`,
      `RTX 3090 (${money(row(lora, "rtx3090-doc").hours, 1)} h of it, ${
        money(lora.machineHoursPerDay, 2)
      } h a day over 3 years) costs ${money(row(lora, "rtx3090-doc").cost, 0)} CNY`,
      `${money(gpuHours("pretrain-1b-20b-tokens", "H100 80GB"), 1)} H100-hours; **${
        money(pre.rows[0].cost, 2)
      } CNY** on Gongji's preemptible 4090, ${
        money(row(pre, "autodl-a100-40").cost, 2)
      } CNY on AutoDL's A100 40GB`,
      `${
        money(serve.work.memoryGb, 1)
      } GB a replica at the least, two H100s a replica at an estimated ${
        money(way("server-8xh100").perSecondPerGpu, 0)
      } tokens a second each (${way("server-8xh100").batch} requests in flight)`,
      `**${money(way("server-8xh100").costPerMillionTokens, 2)} USD** on its own two servers`,
      `${money(way("aws-p5-spot").costPerMillionTokens, 2)} USD on AWS's spot p5 and ${
        money(way("aws-p5-od").costPerMillionTokens, 2)
      } USD on its on-demand p5`,
      `**${money(allIn("deepinfra-llama-3.1-70b"), 2)} USD** from DeepInfra's API`,
      `Groq ${money(allIn("groq-llama-3.3-70b"), 2)}, Together ${
        money(allIn("together-llama-3.1-70b"), 2)
      }`,
      `on AWS's spot A100 p4d, ${money(serve.answer.cheapest.total, 0)} USD over 3 years`,
      `the team owns ${busy.toApi.ownedGpus} H100s (six servers) serving ${
        money(busy.toApi.ownedShare * 100, 1)
      } % of the tokens at ${money(busy.toApi.ownedCostPerMillion, 3)} USD a million`,
      `**${money(busy.toApi.totalCostPerMillion, 3)} USD** a million in all`,
      `against ${money(busy.fleet.totalCostPerMillion, 3)} USD owning four`,
    ]
  ) assert.ok(readme.includes(text), `docs/work.md should say: ${text}`);
  assert.deepEqual(
    [serve.answer.verdict, serve.answer.cheapest.machines, serve.answer.cheapest.offeringId],
    ["hybrid", 1, "aws-p4d-spot"],
  );
  assert.equal(busy.answer.verdict, "hybrid");
  assert.deepEqual([busy.toApi.machines, busy.fleet.machines], [6, 4]);
});
