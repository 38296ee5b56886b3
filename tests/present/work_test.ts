// The sentences and rows of notebook 10 (lib/present/work.ts), checked against the numbers they
// state: calc --work's, on the shipped data, in English and Chinese.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { localizeDataset } from "../../lib/data/localize.ts";
import { calculateWork } from "../../lib/cli/work.ts";
import { openCase } from "../../lib/scenario/case.ts";
import { scenarioResults } from "../../lib/scenario.ts";
import { workOnGpus } from "../../lib/scenario/work_fit.ts";
import { serveLoad } from "../../lib/scenario/work.ts";
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatPerMillion,
  type Money,
} from "../../lib/present/format.ts";
import {
  sayBusy,
  sayFit,
  sayNotServing,
  sayServingFleet,
  sayServingWays,
  sayWork,
  servingFleetRows,
} from "../../lib/present/work.ts";
import { words } from "../../lib/words/messages.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const HAN = /\p{Script=Han}/u;

Deno.test("the catalogue counts parameters and tokens as a reader says them: 7 B and 500 M, 70 亿 and 5 亿", () => {
  const en = words("en").notebooks.nb10.count, zh = words("zh").notebooks.nb10.count;
  assert.deepEqual([7e9, 500e6, 1.5e12, 20e9].map(en), ["7 B", "500 M", "1.5 T", "20 B"]);
  assert.deepEqual([7e9, 500e6, 1.5e12, 20e9].map(zh), ["70 亿", "5 亿", "1.5 万亿", "200 亿"]);
});

Deno.test("sayWork() states a training run's FLOPs and memory from k × N × D and bytes × N × 1.2", () => {
  const work = openCase(dataset, { work: "lora-7b-2b-tokens" }).work!;
  const en = sayWork(work);
  // 4 × 7e9 × 2e9 = 5.6e19; 2 × 7e9 × 1.2 = 16.8 GB
  assert.match(en, /4 × 7 B × 2 B = 5\.6 × 10¹⁹ FLOPs/);
  assert.match(en, /16\.8 GB of GPU memory in all \(2 bytes a parameter × 7 B × 1\.2\)/);
  assert.match(en, /by LoRA at 40 % MFU, once over the horizon/);
  const zh = sayWork(localizeDataset(dataset, "zh").works.find((w) => w.id === work.id)!, {
    lang: "zh",
  });
  assert.match(zh, /4 × 70 亿 × 20 亿 = 5\.6 × 10¹⁹ 次浮点运算/);
  assert.match(zh, /^lora-7b-2b-tokens：用 LoRA/);
});

Deno.test("sayFit() lists the GPU models that hold a work alone, those it spreads over and how many, from the rows", () => {
  const work = openCase(dataset, { model_params: 70e9, tokens: 5e8, method: "qlora" }).work!;
  const rows = workOnGpus(dataset, work);
  const said = sayFit(rows, work);
  // 0.5 × 70e9 × 1.2 = 42 GB: one 48 or 80 GB GPU, two of 24 or 40 GB
  assert.match(
    said,
    /^It needs 42\.0 GB in all \(bf16\), spread over the GPUs it runs on\. On one GPU: A100 80GB, H100 80GB, H200 141GB and L40S 48GB\./,
  );
  assert.match(said, /Only over several: RTX 3090 \(2\), RTX 4090 \(2\) and A100 40GB \(2\)\./);
  const fastest = rows.filter((r) => r.gpuHours !== undefined).sort((a, b) =>
    a.gpuHours! - b.gpuHours!
  )[0]!;
  assert.ok(said.includes(`Fewest GPU-hours: ${fastest.gpuModel}`), said);
  assert.match(sayFit(rows, work, { lang: "zh" }), /^所需显存：共 42\.0 GB（bf16）/);
});

for (const lang of ["en", "zh"] as const) {
  Deno.test(`sayServingFleet() and the fleet's rows state calc --work's fleet and API figures (${lang})`, () => {
    // at the measured maximum: no target, no input tokens (an API at its output price)
    const values = {
      scenario: "team-8xh100-247",
      work: "serve-70b-500m-tokens",
      currency: "USD",
      lang,
      ttft_ms: 0,
      tpot_ms: 0,
      input_tokens: 0,
    };
    const calc = calculateWork(dataset, values);
    const money: Money = { currency: "USD", cnyPerUnit: calc.cnyPerUnit, lang };
    const served = calc.serving!;
    const fleet = served.fleet!;
    const said = sayServingFleet(served, "HGX", money);
    assert.ok(said.includes(formatPerMillion(fleet.totalCnyPerMillion, money)), said);
    assert.ok(said.includes(formatPerMillion(served.api!.outputCnyPerMillion, money)), said);
    assert.ok(said.includes(served.api!.model), said);
    // the 8-GPU server covers the busiest hour's 6 GPUs: nothing is rented
    assert.equal(fleet.best.owned, 8);
    assert.equal(fleet.rentedCnyPerMillion, null);
    assert.ok(!said.includes("aws-p5-od"), said);
    // DeepInfra's 0.40 USD against the server's 0.4838: the API is (0.4838 − 0.40) ÷ 0.4838 =
    // 17 % cheaper, said as a share of the dearer of the two
    const api = served.api!.outputCnyPerMillion;
    assert.equal(served.api!.id, "deepinfra-llama-3.1-70b");
    const gap = (fleet.totalCnyPerMillion - api) / fleet.totalCnyPerMillion;
    assert.ok(gap > 0, "the API is cheaper");
    assert.ok(said.includes(words(lang).tables.percent(formatNumber(gap * 100, 0, lang))), said);
    if (lang === "zh") assert.match(said, HAN);
    // with the API taking the rest instead, owning none is cheapest: the API serves it all
    const toApi = served.toApi!;
    assert.equal(toApi.best.owned, 0);
    assert.equal(toApi.apiCnyPerMillion, api);
    assert.ok(
      said.endsWith(
        words(lang).notebooks.nb10.fleetWithApi({
          owned: 0,
          machines: 0,
          machine: "HGX",
          ownedShare: formatPercent(0, 0, lang),
          total: formatPerMillion(toApi.totalCnyPerMillion, money),
        }),
      ),
      said,
    );
    // owned and the whole load; the API taking all the rest and the whole load so; the API;
    // the cheapest way alone: each at calc's figure
    const rows = servingFleetRows(served, { lang });
    assert.deepEqual(rows.map((r) => r.perMillion), [
      fleet.ownedCnyPerMillion,
      fleet.totalCnyPerMillion,
      toApi.apiCnyPerMillion,
      toApi.totalCnyPerMillion,
      api,
      served.ways[0]!.cnyPerMillion,
    ]);
  });
}

Deno.test("sayServingWays() names the cheapest measured way, the cheapest estimated one, and the ways the model leaves unpriced", () => {
  // at the measured maximum (no target), where H100s are measured and A100s estimated
  const c = openCase(dataset, {
    scenario: "team-8xh100-247",
    work: "serve-70b-500m-tokens",
    ttft_ms: 0,
    tpot_ms: 0,
  });
  if (c.work?.kind !== "serving") throw new Error("a serving load");
  const served = serveLoad(c.dataset, c.work, c.applied);
  const said = sayServingWays(served);
  const measured = served.ways.find((w) => w.basis === "measured")!;
  const estimated = served.ways.find((w) => w.basis === "estimate")!;
  assert.ok(
    said.includes(`measured speed, the cheapest way to serve it all alone is ${measured.id}`),
  );
  assert.ok(said.includes(`estimated speed the cheapest is ${estimated.id}`));
  for (const w of served.ways.filter((w) => !Number.isFinite(w.cnyPerMonth))) {
    assert.ok(said.includes(w.id), `${w.id} named as unpriced`);
  }
});

Deno.test("sayBusy() states the hours calc --work says the work keeps the machine busy, and one machine's break-even against the cheapest way at them", () => {
  for (
    const values of [
      { work: "lora-7b-2b-tokens" },
      { scenario: "team-8xh100-247", work: "serve-70b-500m-tokens", currency: "USD" },
      { model_params: 70e9, tokens: 1e9 },
    ]
  ) {
    const calc = calculateWork(dataset, values);
    const c = openCase(dataset, values);
    const money: Money = { currency: calc.currency, cnyPerUnit: calc.cnyPerUnit, lang: "en" };
    const { tco } = scenarioResults(c.applied).consistent;
    const said = sayBusy({
      work: calc.work,
      machine: c.applied.hardware.name,
      gpus: c.applied.inputs.gpuCount,
      gpuMemoryGb: dataset.gpus.find((g) => g.gpuModel === c.applied.hardware.gpuModel)?.memoryGb,
      busy: calc.machineHoursPerDay,
      breakEven: calc.answer.breakEven,
      ownCny: tco.own.total,
      years: tco.horizonYears,
    }, money);
    if (calc.machineHoursPerDay === undefined) {
      // 1,344 GB against the 3090's 24 GB: not priced at the machine's hours
      assert.match(
        said,
        /cannot run on the case's machine, .*: it needs 1,344\.0 GB and the machine holds 24 GB\. It is not priced/,
      );
    } else {
      assert.ok(said.includes(`busy ${formatNumber(calc.machineHoursPerDay, 2)} h a day`), said);
      assert.ok(said.includes(formatMoney(tco.own.total, money)), said);
      assert.ok(said.includes("Against the cheapest way to rent"), said);
    }
  }
});

Deno.test("sayNotServing() offers the serving loads of work.csv, by id, as code", () => {
  const work = openCase(dataset, { work: "lora-7b-2b-tokens" }).work!;
  const said = sayNotServing(work, dataset.works);
  assert.match(said, /\(`serve-70b-500m-tokens`\)/);
  assert.match(sayNotServing(work, dataset.works, { lang: "zh" }), HAN);
});
