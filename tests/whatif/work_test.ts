import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { ParameterError, PARAMETERS, parseAssignment } from "../../lib/params.ts";
import { WORK_PARAMETERS, workOf } from "../../lib/scenario/work.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { caseParametersOf, computeWhatIf, type WhatIfData } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { sayRefusal } from "../../lib/whatif/refusals.ts";
import { joinHash, splitHash } from "../../lib/whatif/hash.ts";
import {
  fieldText,
  fleetRows,
  priceWork,
  rankedRows,
  readWorkField,
  readWorkLink,
  sayWorkStated,
  servingRows,
  typedNumber,
  WORK_FIELDS,
  WORK_KINDS,
  WORK_NEEDS,
  workFigures,
  type WorkKind,
  workLink,
  workNamesOf,
  workParameters,
  type WorkState,
} from "../../lib/whatif/work.ts";
import { offeringName } from "../../lib/whatif/case_data.ts";
import { englishWords } from "../../lib/report/lint.ts";
import { words } from "../../lib/words/messages.ts";
import { ROOT } from "../helpers.ts";
import { assertSameWork, randomWorkCases, type ShownWork } from "./work_cases.ts";
import { MANY } from "../model/arbitrary.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const lora = dataset.works.find((w) => w.id === "lora-7b-2b-tokens")!;
const serve = dataset.works.find((w) => w.id === "serve-70b-500m-tokens")!;

/** The page's data for `scenario` in `currency` and `lang`, built as the report builds it. */
const pages = new Map<string, WhatIfData>();
function pageData(scenario: string, currency: string, lang: "en" | "zh" = "en"): WhatIfData {
  const key = `${scenario} ${currency} ${lang}`;
  if (!pages.has(key)) pages.set(key, whatIfData(dataset, { currency, lang }, scenario));
  return pages.get(key)!;
}

/** What the page shows of the work of `values`, made as the page makes it, without a browser. */
function shownOf(
  data: WhatIfData,
  values: Record<string, number>,
  state: WorkState,
  choices: Record<string, string> = {},
) {
  const computed = computeWhatIf(data, values, choices, workParameters(state).parameters);
  const p = priceWork(computed)!;
  const m = data.money;
  const figures = Object.fromEntries(
    workFigures(p, m, { machine: "" }).map((f) => [f.key, f.value]),
  );
  const ways: ShownWork["ways"] = p.ranked
    ? rankedRows(p.ranked, m).map(({ cells: _c, gpusUsed, ...x }) => ({ ...x, gpus: gpusUsed }))
    : servingRows(p.serving!, m).map(({ cells: _c, replicaGpus, peakGpus, split, ...x }) => ({
      ...x,
      splitInput: split.input,
      splitOutput: split.output,
      splitBlended: split.blended,
      replica: replicaGpus,
      peak: peakGpus,
      gpuHours: x.gpuHoursPerDay,
    }));
  const fleet = p.serving
    ? fleetRows(p.serving, m, { machine: "", overflow: "" }).map(({ part, perMillion, api }) => ({
      part,
      perMillion,
      ...(api === undefined ? {} : { api: api.id, ...api }),
    }))
    : [];
  return { shown: { figures, ways, fleet }, computed, priced: p };
}

/** A case's values split as the page holds them: numbers, and the work's state. */
function asPage(values: Record<string, string | number | undefined>) {
  const numbers: Record<string, number> = {};
  const choices: Record<string, string> = {};
  const pairs: Record<string, string> = {};
  for (const [name, v] of Object.entries(values)) {
    if (name === "scenario" || name === "currency" || v === undefined) continue;
    if ((WORK_PARAMETERS as readonly string[]).includes(name)) pairs[name] = fieldText(v);
    else if (typeof v === "number") numbers[name] = v;
    else choices[name] = v;
  }
  const { state, refusals } = readWorkLink(pairs, dataset);
  assert.deepEqual(refusals, []);
  return { numbers, choices, state };
}

Deno.test("WORK_FIELDS: a kind's fields are the parameters that state it, and a work stated by them is of that kind", () => {
  const fields = new Set([...WORK_KINDS.flatMap((k) => WORK_FIELDS[k]), "work"]);
  assert.deepEqual([...fields].sort(), [...WORK_PARAMETERS].sort());
  // the fields each kind needs, and nothing more, state it (workOf() of lib/scenario/work.ts)
  const needed = { model_params: 7e9, tokens: 2e9, tokens_per_day: 5e7, batch_tokens: 2e9 };
  assert.deepEqual(WORK_KINDS, ["training", "serving", "batch", "mix"]);
  // a mix is rows of work.csv: it has no fields, and a row states it
  assert.deepEqual(WORK_FIELDS.mix, []);
  assert.equal(workOf(dataset, { work: "mix-lora-7b-13b" })?.kind, "mix");
  for (const kind of WORK_KINDS.filter((k) => k !== "mix")) {
    const values = Object.fromEntries(WORK_NEEDS[kind].map((n) => [n, needed[n as "tokens"]]));
    assert.equal(workOf(dataset, values)?.kind, kind);
    for (const n of WORK_NEEDS[kind]) assert.ok(WORK_FIELDS[kind].includes(n), n);
  }
});

Deno.test("workParameters() passes a row with the fields of its kind given, and a work of one's own only once it has what it needs", () => {
  // a serving load of work.csv: a training run's field typed before is not passed (it would make
  // the load a training run)
  assert.deepEqual(
    workParameters({ id: serve.id, kind: "serving", fields: { tokens: 2e9, peak_factor: 3 } }),
    { parameters: { work: serve.id, peak_factor: 3 }, missing: [] },
  );
  assert.deepEqual(workParameters({ kind: "serving", fields: { model_params: 7e9 } }), {
    parameters: {},
    missing: ["tokens_per_day"],
  });
  assert.deepEqual(workParameters({ fields: { model_params: 7e9 } }), {
    parameters: {},
    missing: [],
  });
});

Deno.test("readWorkField() reads 7e9 and 40% as -p does, and refuses a bad value with -p's words, in English and Chinese", () => {
  assert.deepEqual(readWorkField("model_params", "7e9"), { ok: true, value: 7e9 });
  assert.deepEqual(readWorkField("mfu", "40%"), { ok: true, value: 0.4 });
  assert.deepEqual(readWorkField("method", "qlora"), { ok: true, value: "qlora" });
  for (
    const [name, text] of [
      ["model_params", "7 B"],
      ["model_params", "1e5"],
      ["tokens", "0"],
      ["mfu", "1.5"],
      ["mfu", "0"],
      ["runs_per_month", "-1"],
      ["tokens_per_day", "50%"],
      ["peak_factor", "0.5"],
      ["method", "sgd"],
      ["precision", "fp64"],
    ] as const
  ) {
    const read = readWorkField(name, text);
    assert.ok(!read.ok, `${name}=${text}`);
    assert.throws(
      () => parseAssignment(`${name}=${text}`),
      (e: Error) => e instanceof ParameterError && e.message === read.refusal.message,
    );
    // English: -p's words up to its help; Chinese: the catalogue's, names and values aside
    const en = sayRefusal(read.refusal, "en");
    const percent = " (% only for fractions and rates)";
    assert.ok(read.refusal.message.startsWith(en.replace(percent, "")), en);
    assert.equal(en.endsWith(percent), read.refusal.message.endsWith(percent), en);
    const zh = sayRefusal(read.refusal, "zh");
    assert.match(zh, /^参数 \w+：收到 .*，应为/, zh);
    assert.deepEqual(
      englishWords(zh.replace(text, ""), new Set([name, "full", "lora", "qlora"])),
      [],
      zh,
    );
  }
  // a list's values are said as -p says them
  const method = readWorkField("method", "sgd");
  assert.ok(!method.ok);
  assert.equal(
    sayRefusal(method.refusal, "en"),
    'Parameter method: found "sgd", expected one of full, lora, qlora',
  );
});

Deno.test("typedNumber() writes a number as a person types it", () => {
  assert.equal(typedNumber(7e9), "7e9");
  assert.equal(typedNumber(500e6), "5e8");
  assert.equal(typedNumber(1.5e10), "1.5e10");
  assert.equal(typedNumber(0.4), "0.4");
  assert.equal(typedNumber(2000), "2000");
  assert.equal(typedNumber(123456789), "123456789");
});

Deno.test("property: a work's link gives the work back, beside the page's other pairs and case A's", () => {
  const number = (name: string) => {
    const p = PARAMETERS.find((x) => x.name === name)!;
    // a decimal a person types, within the parameter's range
    return fc.integer({ min: 1, max: 99 }).chain((m) =>
      fc.integer({ min: 0, max: 12 }).map((k) => m * 10 ** k)
    ).filter((v) => (p.min === undefined || v > p.min) && (p.max === undefined || v <= p.max));
  };
  const fields = (kind: WorkKind) =>
    fc.record(
      Object.fromEntries(
        WORK_FIELDS[kind].map((n) => {
          const p = PARAMETERS.find((x) => x.name === n)!;
          return [n, p.type === "text" ? fc.constantFrom(...p.choices!) : number(n)];
        }),
      ),
      { requiredKeys: [] },
    );
  const state: fc.Arbitrary<WorkState> = fc.oneof(
    fc.constantFrom(...dataset.works).chain((w) =>
      fields(w.kind).map((f) => ({ id: w.id, kind: w.kind, fields: f }))
    ),
    fields("training").map((f) => ({ kind: "training" as const, fields: f })),
    fields("serving").filter((f) => f.tokens_per_day !== undefined || f.peak_factor !== undefined)
      .map((f) => ({ kind: "serving" as const, fields: f })),
    fields("batch").filter((f) => f.batch_tokens !== undefined || f.deadline_hours !== undefined)
      .map((f) => ({ kind: "batch" as const, fields: f })),
  );
  fc.assert(
    fc.property(state, state, (work, a) => {
      const hash = joinHash("#hours_per_day=6", { job: "bert-large-squad" }, {
        values: { hours_per_day: 3 },
        choices: {},
        work: a,
      }, work);
      const split = splitHash(hash);
      assert.equal(split.numbers, "hours_per_day=6");
      assert.deepEqual(split.choices, { job: "bert-large-squad" });
      const back = readWorkLink(split.work, dataset);
      assert.deepEqual(back.refusals, []);
      const given = (s: WorkState) => workParameters(s).parameters;
      // the same parameters, whichever order the link holds them in
      assert.deepEqual(given(back.state), given(work));
      assert.deepEqual(workLink(back.state), workLink(work));
      assert.deepEqual(given(readWorkLink(split.a!.work, dataset).state), given(a));
    }),
    MANY,
  );
});

Deno.test("readWorkLink() leaves out a work the data lacks and a value -p refuses, saying why", () => {
  const { state, refusals } = readWorkLink({ work: "no-such-work", mfu: "2", tokens: "2e9" }, {
    works: dataset.works,
  });
  assert.deepEqual(state, { kind: "training", fields: { tokens: 2e9 } });
  assert.deepEqual(refusals.map((r) => r.name), ["work", "mfu"]);
  assert.equal(
    sayRefusal(refusals[0]!, "en"),
    `Parameter work: found "no-such-work", expected one of ${
      dataset.works.map((w) => w.id).join(", ")
    }`,
  );
});

Deno.test("sayWorkStated() says the work in the page's language: 7 B parameters are 70 亿", () => {
  // 7e9 = 7 × 10⁹ (English billions) = 70 × 10⁸ (亿)
  assert.equal(
    sayWorkStated(lora, "en"),
    "train a model of 7 B parameters on 2 B tokens (LoRA adapters, MFU 40 %)",
  );
  assert.equal(
    sayWorkStated(lora, "zh"),
    "训练 70 亿参数的模型，20 亿词元（LoRA 适配器，MFU 40%）",
  );
  assert.equal(
    sayWorkStated(serve, "en"),
    "serve a model of 70 B parameters, 500 M output tokens a day, the busiest hour 2× the mean",
  );
  assert.deepEqual(englishWords(sayWorkStated(serve, "zh")), []);
});

Deno.test("priceWork(): the document's case fine-tunes the 7 B model on its 3090 half an hour a day", () => {
  const data = pageData("seed-3090-autodl", "CNY");
  const { priced: p, computed } = shownOf(data, {}, { id: lora.id, kind: "training", fields: {} });
  // 7e9 weights × 2 bytes (LoRA: frozen BF16 weights) × 1.2 (activations, adapters) = 16.8 GB
  assert.ok(Math.abs(p.memoryGb - 16.8) < 1e-9);
  // 4 FLOPs a parameter a token (LoRA) × 7e9 × 2e9 = 5.6e19 FLOPs
  assert.equal(
    workFigures(p, data.money, { machine: "" }).find((f) => f.key === "compute")!.value,
    5.6e19,
  );
  // a 3090 at 71 TFLOP/s × 0.4 MFU: 28.4e12 / (4 × 7e9) = 1,014.3 tokens/s; 2e9 tokens take
  // 547.7 h, once over the scenario's 3 years: 547.7 / 1,095 days = 0.50 h/day
  const hours = 2e9 / (0.4 * 71e12 / (4 * 7e9)) / 3600;
  assert.ok(Math.abs(p.machineHoursPerDay! - hours / (3 * 365)) < 1e-9);
  // and those are the case's hours used a day: every day at full use
  assert.ok(Math.abs(computed.results.usedHoursPerDay - p.machineHoursPerDay!) < 1e-9);
  const figures = workFigures(p, data.money, { machine: "RTX 3090" });
  assert.equal(figures.find((f) => f.key === "busy")!.text, "0.50 h/day on RTX 3090");
  assert.equal(figures.find((f) => f.key === "compute")!.text, "5.60e19 FLOPs");
});

Deno.test("property: 40 random cases with a work show calc --work --json's rows for the parameters the page copies, to the cent", () => {
  for (const [i, values] of randomWorkCases(dataset, 40, 7).entries()) {
    const data = pageData(String(values.scenario), String(values.currency), i % 3 ? "en" : "zh");
    const { numbers, choices, state } = asPage(values);
    const { shown, computed } = shownOf(data, numbers, state, choices);
    const copied = caseParametersOf(data, numbers, choices, workParameters(state).parameters);
    // the copy states the case's work as set
    for (const n of WORK_PARAMETERS) assert.equal(copied[n], values[n], `case ${i + 1} ${n}`);
    const j = JSON.parse(JSON.stringify(workJson(calculateWork(dataset, copied))));
    assertSameWork(shown, j, `case ${i + 1} ${JSON.stringify(values)}`);
    // the work moves the headline hours as calc's do: every day at full use, 24 at most
    if (values.hours_per_day === undefined && j.machineHoursPerDay !== null) {
      const used = computed.results.usedHoursPerDay;
      assert.ok(Math.abs(used - Math.min(24, j.machineHoursPerDay)) < 1e-9, `case ${i + 1}`);
    }
  }
});

Deno.test("property: 40 random serving loads (requests' tokens, context, TTFT, TPOT) show calc --work --json's ways, fleet and APIs, to the cent", () => {
  for (const [i, values] of randomWorkCases(dataset, 40, 48, { servingOnly: true }).entries()) {
    const data = pageData(String(values.scenario), String(values.currency), i % 3 ? "en" : "zh");
    const { numbers, choices, state } = asPage(values);
    const { shown } = shownOf(data, numbers, state, choices);
    const copied = caseParametersOf(data, numbers, choices, workParameters(state).parameters);
    for (const n of WORK_PARAMETERS) assert.equal(copied[n], values[n], `load ${i + 1} ${n}`);
    const j = JSON.parse(JSON.stringify(workJson(calculateWork(dataset, copied))));
    assert.ok(j.target !== undefined, `load ${i + 1} is a serving load`);
    assertSameWork(shown, j, `load ${i + 1} ${JSON.stringify(values)}`);
  }
});

Deno.test("the serving fleet's rented row names the offering the fleet rents, by its id, not the case's own overflow", () => {
  // the US team's own overflow is its scenario's offering; the 70 B load's fleet chooses its own
  // (the offering whose cheapest size costs least): the row says that one's name beside its id
  const data = pageData("team-8xh100-247", "USD");
  const { numbers, choices, state } = asPage({ work: serve.id });
  const computed = computeWhatIf(data, numbers, choices, workParameters(state).parameters);
  const priced = priceWork(computed)!;
  const id = priced.serving!.fleet!.overflowOfferingId;
  assert.notEqual(id, computed.applied.overflow?.offering.id, "a case where the two differ");
  const names = workNamesOf(computed, priced, "en");
  const rented = dataset.offerings.find((o) => o.id === id)!;
  assert.equal(names.overflow, offeringName(rented, "en"));
  const row = fleetRows(priced.serving!, data.money, names).find((r) => r.part === "rented")!;
  assert.equal(row.cells[0], words("en").whatIf.work.fleetRented(`${names.overflow} (${id})`));
});

Deno.test("the page shows calc --work's GPU-hours billed where spot waits for capacity: the wait bills nothing", () => {
  // 24 interruptions a day, 30 minutes waited after each: the hours to finish grow by half on
  // AWS p5 spot, its GPU-hours billed do not (tests/cli/work_test.ts works them by hand)
  const values = {
    scenario: "team-8xh100-247",
    currency: "USD",
    work: lora.id,
    interruptions_per_day: 24,
    capacity_wait_minutes: 30,
  };
  const data = pageData(values.scenario, values.currency);
  const { numbers, choices, state } = asPage(values);
  const { shown } = shownOf(data, numbers, state, choices);
  const copied = caseParametersOf(data, numbers, choices, workParameters(state).parameters);
  assert.equal(copied.capacity_wait_minutes, 30);
  const j = JSON.parse(JSON.stringify(workJson(calculateWork(dataset, copied))));
  assertSameWork(shown, j, "a wait for spot capacity");
});

Deno.test("workFigures() says hours beyond a day as such: the case counts 24", () => {
  const data = pageData("seed-3090-autodl", "CNY");
  // four runs a month: 4 × 547.7 h × 12 ÷ 365 = 72.0 h a day on the document's 3090
  const { priced, computed } = shownOf(data, {}, {
    id: lora.id,
    kind: "training",
    fields: { runs_per_month: 4 },
  });
  assert.ok(Math.abs(priced.machineHoursPerDay! - 4 * 547.7 * 12 / 365) < 0.01);
  assert.equal(computed.results.usedHoursPerDay, 24);
  const busy = workFigures(priced, data.money, { machine: "RTX 3090" })
    .find((f) => f.key === "busy")!;
  assert.equal(
    busy.text,
    "72.03 h/day on RTX 3090: more than a day has, so the figures above count 24 h/day",
  );
});

Deno.test("computeWhatIf(): the reader's work replaces the build's, and none keeps the build's", () => {
  const built = whatIfData(dataset, { work: lora.id }, "seed-3090-autodl");
  assert.equal(built.chosen.work, lora.id);
  assert.equal(computeWhatIf(built, {}).work?.id, lora.id);
  assert.equal(computeWhatIf(built, {}, {}, { work: serve.id }).work?.id, serve.id);
  assert.equal(computeWhatIf(built, {}, {}, {}).work, undefined);
});
