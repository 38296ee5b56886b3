// The labels of the ways of renting follow the report's language; English as before. The scenario
// returns keys (offering ids, pricing models, providers); lib/present/labels.ts words them.
import { sayHybridUnavailable } from "../../lib/present/findings.ts";
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  allScenarios,
  applyChoices,
  caseKey,
  fullLoadCases,
  hybridResults,
  scenarioResults,
} from "../../lib/scenario.ts";
import {
  caseDescriber,
  fullLoadLabel,
  labelledFullLoadCases,
  monthlyLabel,
  optionLabel,
  overflowLabel,
} from "../../lib/present/labels.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });
const HAN = /\p{Script=Han}/u;

Deno.test("option labels in English are as they were, in Chinese the documents' terms", () => {
  assert.equal(optionLabel({ pricingModel: "on_demand", provider: "AutoDL" }), "On demand: AutoDL");
  assert.equal(
    optionLabel({ pricingModel: "monthly", provider: "AutoDL" }),
    "Monthly rental (包月): AutoDL",
  );
  assert.equal(
    optionLabel({ pricingModel: "reserved_3y", provider: "GCP" }),
    "Reserved 3 years: GCP",
  );
  assert.equal(optionLabel({ pricingModel: "monthly", provider: "AutoDL" }, "zh"), "包月：AutoDL");
  assert.equal(optionLabel({ pricingModel: "spot", provider: "AutoDL" }, "zh"), "竞价实例：AutoDL");
  const machine = { machineName: "8×H100 server", provider: "AWS" };
  assert.equal(
    fullLoadLabel({ ...machine, pricingModel: "on_demand" }),
    "8×H100 server vs AWS on demand",
  );
  assert.equal(
    fullLoadLabel({ ...machine, pricingModel: "reserved_1y" }, "zh"),
    "8×H100 server 对比 AWS 预留 1 年",
  );
});

Deno.test("every shipped scenario's options and lines are keys, labelled in English as before and in Chinese", () => {
  for (const r of allScenarios(dataset)) {
    for (const o of r.options) {
      assert.equal(o.label, o.offering.id);
      const zh = optionLabel(o.offering, "zh");
      assert.match(zh, HAN, zh);
      assert.ok(zh.endsWith(`：${o.offering.provider}`), zh);
    }
    const results = scenarioResults(r);
    assert.equal(results.monthly[0]!.label, "own");
    assert.equal(monthlyLabel(results.monthly[0]!), "Own");
    for (const m of results.monthly) assert.match(monthlyLabel(m, "zh"), HAN);
    results.monthly.slice(1).forEach((m, i) => {
      assert.equal(monthlyLabel(m), optionLabel(r.options[i]!.offering));
    });
    const h = hybridResults(r);
    if (h?.kind === "fleet") {
      // the overflow is an offering of the data, named as its option
      const o = dataset.offerings.find((x) => x.id === h.overflowOfferingId)!;
      assert.equal(overflowLabel(h), optionLabel(o));
      assert.match(overflowLabel(h, "zh"), HAN);
    } else if (h?.kind === "unavailable") {
      assert.match(sayHybridUnavailable(h.why, "zh"), HAN);
    }
  }
});

Deno.test("the D1 comparisons are keys, labelled in English and in Chinese", () => {
  const { cases } = fullLoadCases(dataset);
  assert.ok(cases.length > 0);
  const en = labelledFullLoadCases(cases), zh = labelledFullLoadCases(cases, "zh");
  assert.deepEqual(zh.map((c) => c.offeringId), cases.map((c) => c.offeringId));
  zh.forEach((c, i) => {
    assert.match(c.label, / 对比 /, c.label);
    assert.match(en[i]!.label, / vs .* (on demand|reserved \d years?)$/, en[i]!.label);
  });
});

Deno.test("a case of the reader's choices is described by the describer given: the catalogue's words in lib/present", () => {
  const values = { offering: "autodl-4090-median" };
  const said = (describe?: Parameters<typeof applyChoices>[3]) => {
    const c = applyChoices(dataset, "seed-3090-autodl", values, describe);
    return c.dataset.scenarios.find((s) => s.id === c.scenarioId)!.description;
  };
  assert.match(
    said({ describe: caseDescriber("en") }),
    / at .* against AutoDL RTX 4090 \(On demand\)$/,
  );
  const zh = said({ describe: caseDescriber("zh") });
  assert.match(zh, /对比 AutoDL RTX 4090（按量计费）$/);
  assert.doesNotMatch(zh, / at | against /);
  // without one, the names and the pricing model's key: no words of any language
  assert.match(said(), / @ .* \/ AutoDL RTX 4090 on_demand$/);
  const seed = dataset.scenarios.find((s) => s.id === "seed-3090-autodl")!;
  assert.equal(
    said(),
    caseKey({
      machineName: dataset.hardware.find((h) => h.id === seed.hardwareId)!.name,
      siteName: dataset.sites.find((s) => s.id === seed.siteId)!.name,
      offering: dataset.offerings.find((o) => o.id === "autodl-4090-median")!,
    }),
  );
});
