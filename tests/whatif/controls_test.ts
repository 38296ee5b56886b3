import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { ParameterError, PARAMETERS, parseAssignment } from "../../lib/params.ts";
import {
  applyOverrides,
  CHOICE_PARAMETERS,
  overridesFromParameters,
  resolveScenario,
} from "../../lib/scenario.ts";
import { words } from "../../lib/words/messages.ts";
import {
  controlsFor,
  readControl,
  readHash,
  shownValue,
  spotInPlay,
  writeHash,
} from "../../lib/whatif/controls.ts";
import { sayRefusal } from "../../lib/whatif/refusals.ts";
import { sayParameterReason } from "../../lib/params/reasons.ts";
import { CHOICES } from "../../lib/whatif/figures.ts";
import { applyChoices } from "../../lib/scenario/choices.ts";
import { WORK_PARAMETERS } from "../../lib/scenario/work.ts";
import { englishWords } from "../../lib/report/lint.ts";
import { ROOT } from "../helpers.ts";
import { arbSetting } from "./settings.ts";
import { MANY } from "../model/arbitrary.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const CNY = { currency: "CNY", cnyPerUnit: 1, lang: "en" } as const;
const seed = resolveScenario(dataset, "seed-3090-autodl");

Deno.test("controlsFor() gives every number parameter of the registry a control, in its order, spot's marked", () => {
  const controls = controlsFor(seed, {}, CNY);
  const work: readonly string[] = WORK_PARAMETERS;
  assert.deepEqual(
    controls.map((c) => c.name),
    PARAMETERS.filter((p) => p.type === "number" && !work.includes(p.name)).map((p) => p.name),
  );
  // the records that bind a spot field of the scenario (lib/params.ts) are the spot controls
  assert.deepEqual(
    controls.filter((c) => c.spot).map((c) => c.name),
    ["interruptions_per_day", "capacity_wait_minutes"],
  );
});

Deno.test("controlsFor() leaves a work's fields to the work section: no slider states a work", () => {
  // model_params and the work's counts and factors are numbers, but a
  // slider from 1e6 to 1e13 parameters would state nothing: they are typed in "Your work"
  const names = controlsFor(seed, {}, CNY).map((c) => c.name);
  const numbers = PARAMETERS.filter((p) =>
    p.type === "number" && WORK_PARAMETERS.includes(p.name as never)
  );
  assert.deepEqual(
    numbers.map((p) => p.name),
    [
      "model_params",
      "tokens",
      "mfu",
      "runs_per_month",
      "tokens_per_day",
      "peak_factor",
      "input_tokens",
      "output_tokens",
      "context_tokens",
      "ttft_ms",
      "tpot_ms",
      "batch_tokens",
      "deadline_hours",
    ],
  );
  for (const p of numbers) assert.ok(!names.includes(p.name), p.name);
  // the rest of the number parameters keep their sliders
  assert.ok(names.includes("hours_per_day") && names.includes("gpu_count"));
});

Deno.test("spotInPlay(): a case's spot option, or a spot way of its job, brings spot's controls", () => {
  // seed-3090-autodl rents a 3090, and the data has no 3090 spot offering
  assert.equal(seed.options.some((o) => o.kind === "spot"), false);
  assert.equal(spotInPlay(seed), false);
  // the same scenario renting Gongji's preemptible 4090 has a spot option
  const chosen = applyChoices(dataset, "seed-3090-autodl", { offering: "gongji-4090-preempt" });
  assert.equal(spotInPlay(resolveScenario(chosen.dataset, chosen.scenarioId)), true);
  // a job ranked on the data's spot offerings is billed with the case's spot settings
  assert.equal(spotInPlay(seed, [{ pricingModel: "on_demand" }, { pricingModel: "spot" }]), true);
  assert.equal(spotInPlay(seed, [{ pricingModel: "on_demand" }]), false);
});

Deno.test("controlsFor() starts at the scenario's values, money in the report's currency", () => {
  // seed-3090-autodl (scenarios.csv): 8 h a day, 7 days, 50 %, 3 years, 3.5 CNY/h, 9,000 CNY
  const usd = { currency: "USD", cnyPerUnit: 7, lang: "en" } as const;
  const built = Object.fromEntries(controlsFor(seed, {}, usd).map((c) => [c.name, c.built]));
  assert.equal(built.hours_per_day, 8);
  assert.equal(built.days_per_week, 7);
  assert.equal(built.utilization, 0.5);
  assert.equal(built.horizon_years, 3);
  assert.equal(built.cloud_price, 3.5 / 7);
  assert.equal(built.purchase_price, 9000 / 7);
  const cloud = controlsFor(seed, {}, usd).find((c) => c.name === "cloud_price")!;
  assert.equal(cloud.unit, "USD per GPU-hour");
});

Deno.test("controlsFor() starts at the build's parameters where the build gave them", () => {
  const built = { hours_per_day: 6, cloud_price: 2 };
  const controls = controlsFor(seed, built, CNY);
  const at = (name: string) => controls.find((c) => c.name === name)!.built;
  assert.equal(at("hours_per_day"), 6);
  assert.equal(at("cloud_price"), 2);
  // the schedule's other parts stay the case's: the document's 7 days at 50 % use
  assert.equal(at("days_per_week"), 7);
  assert.equal(at("utilization"), 0.5);
});

Deno.test("shownValue() shows the reader's value, else the built one: the hours a day leave the rest of the schedule", () => {
  const controls = controlsFor(seed, {}, CNY);
  const days = controls.find((c) => c.name === "days_per_week")!;
  const use = controls.find((c) => c.name === "utilization")!;
  assert.equal(shownValue(use, {}, {}), 0.5);
  assert.equal(shownValue(use, { hours_per_day: 6 }, {}), 0.5);
  assert.equal(shownValue(days, { hours_per_day: 6 }, {}), 7);
  assert.equal(shownValue(use, { hours_per_day: 6, utilization: 0.3 }, {}), 0.3);
});

Deno.test("readControl() refuses a bad value with the words of -p", () => {
  for (
    const [name, text] of [
      ["hours_per_day", "30"],
      ["hours_per_day", "six"],
      ["hours_per_day", "50%"],
      ["cloud_price", "0"],
      ["cloud_price", "-1"],
      ["utilization", "1.5"],
      ["purchase_price", ""],
    ]
  ) {
    const read = readControl(name!, text!);
    assert.equal(read.ok, false, `${name}=${text}`);
    assert.throws(
      () => parseAssignment(`${name}=${text}`),
      (e: Error) => e instanceof ParameterError && !read.ok && e.message === read.message,
    );
  }
  assert.deepEqual(readControl("utilization", "50%"), { ok: true, value: 0.5 });
});

Deno.test("writeHash() and readHash() give back any setting", () => {
  const controls = controlsFor(seed, {}, CNY);
  fc.assert(
    fc.property(arbSetting(), (setting) => {
      const { values, refused } = readHash(writeHash(setting, controls), controls);
      assert.deepEqual(refused, []);
      assert.deepEqual(values, setting);
    }),
    MANY,
  );
});

Deno.test("readHash() leaves out an unknown name and a bad value, saying why", () => {
  const controls = controlsFor(seed, {}, CNY);
  const { values, refused } = readHash(
    "#hours_per_day=6&cloud_price=2&colour=red&utilization=7",
    controls,
  );
  assert.deepEqual(values, { hours_per_day: 6, cloud_price: 2 });
  assert.equal(refused.length, 2);
  assert.match(refused[0]!, /^Unknown parameter "colour"/);
  assert.match(refused[1]!, /^Parameter utilization: found 7, expected a number from 0 to 1/);
  assert.equal(
    writeHash({ cloud_price: 2, hours_per_day: 6 }, controls),
    "#hours_per_day=6&cloud_price=2",
  );
});

Deno.test("controlsFor() shows a scenario that names its jobs as the hours they take, every day", () => {
  const jobs = {
    ...seed,
    scenario: { ...seed.scenario, jobsPerMonth: [{ job: "any", count: 3 }] },
    inputs: { ...seed.inputs, usedHoursPerDay: 2.5 },
  };
  const at = (name: string) => controlsFor(jobs, {}, CNY).find((c) => c.name === name)!.built;
  assert.equal(at("hours_per_day"), 2.5);
  assert.equal(at("days_per_week"), 7);
  assert.equal(at("utilization"), 1);
});

Deno.test("controlsFor() gives a slider the plausible span of its unit, not a multiple of the built value", () => {
  // seed-3090-autodl keeps no storage and counts no people: built at 0, the sliders still reach
  // tens of TB, a few hundred an hour and a full-time month (176 h = 22 days of 8 h)
  const usd = { currency: "USD", cnyPerUnit: 6.7758, lang: "en" } as const;
  const span = (money: typeof CNY | typeof usd) =>
    Object.fromEntries(
      controlsFor(seed, {}, money).map((c) => [c.name, [c.built, c.sliderMin, c.sliderMax]]),
    );
  const cny = span(CNY);
  assert.deepEqual(cny.storage_gb, [0, 0, 50_000]);
  assert.deepEqual(cny.labour_rate, [0, 0, 2_000]);
  assert.deepEqual(cny.own_ops_hours, [0, 0, 176]);
  assert.deepEqual(cny.cloud_ops_hours, [0, 0, 176]);
  // money follows the report's currency: 2,000 CNY / 6.7758 = 295.2 USD, shown up to 300;
  // 100 CNY a GPU-hour / 6.7758 = 14.8 USD, up to 15; 5 CNY/kWh = 0.74 USD, up to 0.75
  const inUsd = span(usd);
  assert.equal(inUsd.labour_rate![2], 300);
  assert.equal(inUsd.cloud_price![2], 15);
  assert.equal(inUsd.electricity_price![2], 0.75);
  assert.deepEqual(inUsd.storage_gb, cny.storage_gb, "GB are GB in any currency");
  // the cloud speed of a ratio reaches 1 and the built 0.967 (A2: 4.867 h / 5.033 h)
  const [speed, low, high] = cny.cloud_speed as number[];
  assert.ok(low! <= speed! && speed! <= 1 && 1 <= high!, JSON.stringify(cny.cloud_speed));
});

Deno.test("controlsFor() widens a slider to hold a built value beyond its plausible span, with steps right of it", () => {
  const controls = controlsFor(seed, { storage_gb: 80_000, labour_rate: 5_000 }, CNY);
  const at = (name: string) => controls.find((c) => c.name === name)!;
  // half as much again, rounded up to a round number: 120,000 → 150,000 GB; 7,500 CNY/h
  assert.equal(at("storage_gb").sliderMax, 150_000);
  assert.equal(at("labour_rate").sliderMax, 7_500);
  // at the plausible top (gpu_count's is 8), as team-8xh100-247's 8 H100s are
  const gpus = controlsFor(seed, { gpu_count: 8 }, CNY).find((c) => c.name === "gpu_count")!;
  assert.deepEqual([gpus.sliderMin, gpus.built, gpus.sliderMax, gpus.step], [1, 8, 15, 1]);
  // where the workbook takes nothing beyond, the slider ends there: 7 days a week
  const days = controlsFor(seed, {}, CNY).find((c) => c.name === "days_per_week")!;
  assert.deepEqual([days.built, days.sliderMax], [7, 7]);
});

Deno.test("property: every slider holds its built value on one of its steps, within the parameter's range", async () => {
  const { resolveScenario: resolve } = await import("../../lib/scenario.ts");
  const checkSlider = (
    c: ReturnType<typeof controlsFor>[number],
    what: string,
  ) => {
    const p = PARAMETERS.find((x) => x.name === c.name)!;
    // a spot scenario without an interruption rate has none: its slider starts at the least value
    if (c.built === undefined) return assert.equal(c.sliderMin, p.min ?? 0, what);
    assert.ok(c.sliderMin <= c.built && c.built <= c.sliderMax, `${what}: ${JSON.stringify(c)}`);
    assert.ok(p.minExclusive ? c.sliderMin > p.min! : c.sliderMin >= (p.min ?? 0), what);
    assert.ok(c.sliderMax <= (p.max ?? Infinity), what);
    const steps = (c.built - c.sliderMin) / c.step;
    assert.ok(Math.abs(steps - Math.round(steps)) < 1e-6, `${what}: ${steps} steps`);
    assert.ok((c.sliderMax - c.sliderMin) / c.step <= 1001, `${what}: too many steps`);
    // a step right of the built value, but where the workbook takes no whole step more (7 days)
    if (c.built + c.step <= (p.max ?? Infinity)) {
      assert.ok(c.built + c.step <= c.sliderMax * (1 + 1e-12), `${what}: no step right`);
    }
    // the browser reads the attribute in decimal: no float noise in it
    assert.ok(String(c.sliderMin).length <= 22, `${what}: min ${c.sliderMin}`);
  };
  for (const s of dataset.scenarios) {
    for (const money of [CNY, { currency: "USD", cnyPerUnit: 6.7758, lang: "en" } as const]) {
      for (const c of controlsFor(resolve(dataset, s.id), {}, money)) {
        checkSlider(c, `${s.id} ${money.currency} ${c.name}`);
      }
    }
  }
  fc.assert(
    fc.property(arbSetting(), fc.double({ min: 1, max: 10, noNaN: true }), (setting, rate) => {
      const money = { currency: "USD", cnyPerUnit: rate, lang: "en" } as const;
      for (const c of controlsFor(seed, setting, money)) {
        checkSlider(c, `${c.name} ${setting[c.name]}`);
      }
    }),
    MANY,
  );
});

Deno.test("sayRefusal() words a refusal from the catalogue: -p's words in English, Chinese in Chinese", () => {
  const controls = controlsFor(seed, {}, CNY);
  for (
    const [name, text] of [
      ["hours_per_day", "30"],
      ["hours_per_day", "six"],
      ["cloud_price", "0"],
      ["utilization", "1.5"],
    ]
  ) {
    const read = readControl(name!, text!);
    assert.ok(!read.ok);
    const en = sayRefusal(read.refusal, "en");
    assert.ok(read.message.startsWith(en), `${en}\n${read.message}`);
    const zh = sayRefusal(read.refusal, "zh");
    assert.match(zh, /^参数 \w+：收到 .*，应为.*的数/, zh);
    assert.deepEqual(englishWords(zh.replace(text!, ""), new Set([name!])), [], zh);
  }
  const { refusals } = readHash("#colour=red&hours_per_day=abc", controls);
  const zh = refusals.map((r) => sayRefusal(r, "zh"));
  assert.match(zh[0]!, /^链接中的参数“colour”不存在：本页的参数是 hours_per_day, /);
  assert.equal(zh[1], "参数 hours_per_day：收到 “abc”，应为0 到 24 之间的数（小时/天）");
  const ids = new Set(["colour", "abc", ...controls.map((c) => c.name)]);
  assert.deepEqual(zh.flatMap((z) => englishWords(z, ids)), []);
});

Deno.test("the page refuses gpu_count 2.5 with calc's reason, a whole number of GPUs, in English and Chinese", () => {
  // calc's refusal of -p gpu_count=2.5 (lib/params/check.ts), as calc words it in each language
  const calc = (() => {
    try {
      parseAssignment("gpu_count=2.5");
    } catch (error) {
      if (error instanceof ParameterError) return error.reason;
    }
    throw new Error("calc takes gpu_count=2.5");
  })();
  const typed = readControl("gpu_count", "2.5");
  const linked = readHash("#gpu_count=2.5", controlsFor(seed, {}, CNY)).refusals;
  assert.ok(!typed.ok);
  assert.equal(linked.length, 1);
  const said = {
    en: "Parameter gpu_count: found 2.5, expected a whole number from 1 to 1024 (GPUs)",
    zh: "参数 gpu_count：收到 2.5，应为1 到 1024 之间的整数（块 GPU）",
  };
  for (const lang of ["en", "zh"] as const) {
    for (const refusal of [typed.refusal, linked[0]!]) {
      const actual = sayRefusal(refusal, lang);
      assert.equal(actual, said[lang]);
      // calc's words up to what gpu_count is, which the control's label says
      assert.ok(
        sayParameterReason(calc, lang).startsWith(`${actual}${lang === "en" ? ":" : "："}`),
      );
    }
  }
});

/** Scenario `id` with the reader's choices applied, resolved as `-p` resolves it. */
function choiceApplied(id: string, values: Record<string, number>) {
  const chosen = applyChoices(dataset, id, values);
  return resolveScenario(chosen.dataset, chosen.scenarioId);
}

Deno.test("controlsFor() reads back through each record's binding the value -p set, money in the report's currency", () => {
  const usd = { currency: "USD", cnyPerUnit: 6.7758, lang: "en" } as const;
  let read = 0;
  for (const s of dataset.scenarios) {
    const r = resolveScenario(dataset, s.id);
    for (const c of controlsFor(r, {}, usd)) {
      const p = PARAMETERS.find((x) => x.name === c.name)!;
      // the schedule reads back the scenario row's hours (shownValue() and its own test)
      if (p.binding.kind === "schedule") continue;
      const low = p.min ?? 0, high = Math.min(p.max ?? 1e6, 1e6);
      // a count of GPUs in whole machines of the scenario's machine (hardware.csv prices them)
      const value = p.name === "gpu_count"
        ? 3 * r.hardware.gpuCount
        : (p.integer ? Math.round : Number)(low + (high - low) * 0.37);
      // a choice picks rows before the scenario is resolved (applyChoices), as -p does
      const applied = p.binding.kind === "choice"
        ? choiceApplied(s.id, { [p.name]: value })
        : applyOverrides(r, overridesFromParameters({ [p.name]: value }, 6.7758));
      const back = controlsFor(applied, {}, usd).find((x) => x.name === c.name)!.built!;
      // money: × 6.7758 ÷ 6.7758; spot's rate: ÷ 24 × 24
      assert.ok(Math.abs(back - value) <= 1e-9 * Math.max(1, value), `${s.id} ${c.name}: ${back}`);
      read++;
    }
  }
  assert.ok(read > dataset.scenarios.length * 10, `${read} read back`);
});

Deno.test("every control and every field of the work has its label and its unit in the catalogue, in English and Chinese, keyed by the parameter", () => {
  const work: readonly string[] = WORK_PARAMETERS;
  for (const lang of ["en", "zh"] as const) {
    const t = words(lang).whatIf;
    for (const p of PARAMETERS.filter((p) => p.type === "number" || work.includes(p.name))) {
      const label = (t.parameter as Record<string, string>)[p.name];
      assert.ok(label !== undefined && label !== "", `${lang}: no label for ${p.name}`);
      // a unit's words are held to its key by the compiler (lib/words/messages/units.ts)
      assert.ok(p.unit === undefined || t.unit[p.unit] !== "", `${lang}: no words for ${p.unit}`);
    }
    const names = new Set<string>(PARAMETERS.map((p) => p.name));
    for (const key of Object.keys(t.parameter)) assert.ok(names.has(key), `${lang}: ${key}`);
  }
});

// the choices the page offers are the parameters' own
Deno.test("the page's choices are parameters applied before the scenario is resolved", () => {
  for (const name of CHOICES) {
    assert.ok(
      (CHOICE_PARAMETERS as readonly string[]).includes(name) || name === "job",
      name,
    );
  }
});
