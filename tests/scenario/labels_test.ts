// The labels of the ways of renting follow the report's language; English as before.
import { sayHybridUnavailable } from "../../lib/present/findings.ts";
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  allScenarios,
  fullLoadCases,
  fullLoadLabel,
  hybridResults,
  optionLabel,
  scenarioResults,
} from "../../lib/scenario.ts";
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
  assert.equal(
    fullLoadLabel("8×H100 server", { pricingModel: "on_demand", provider: "AWS" }),
    "8×H100 server vs AWS on demand",
  );
  assert.equal(
    fullLoadLabel("8×H100 server", { pricingModel: "reserved_1y", provider: "AWS" }, "zh"),
    "8×H100 server 对比 AWS 预留 1 年",
  );
});

Deno.test("every shipped scenario resolved in Chinese: the same options, lines and costs, labelled in Chinese", () => {
  const en = allScenarios(dataset), zh = allScenarios(dataset, { lang: "zh" });
  assert.equal(zh.length, en.length);
  zh.forEach((z, i) => {
    const e = en[i]!;
    assert.deepEqual(z.options.map((o) => o.offering.id), e.options.map((o) => o.offering.id));
    z.options.forEach((o, j) => {
      assert.match(o.label, HAN, o.label);
      assert.ok(o.label.endsWith(`：${o.offering.provider}`), o.label);
      assert.equal(e.options[j]!.label, optionLabel(o.offering));
    });
    const rz = scenarioResults(z), re = scenarioResults(e);
    assert.deepEqual(rz.monthly.map((m) => m.cost), re.monthly.map((m) => m.cost));
    for (const m of rz.monthly) assert.match(m.label, HAN, m.label);
    assert.equal(re.monthly[0]!.label, "Own");
    const hz = hybridResults(z), he = hybridResults(e);
    if (hz?.kind === "fleet" && he?.kind === "fleet") {
      assert.match(hz.overflowLabel, HAN);
      assert.deepEqual(hz.best, he.best);
    } else if (hz?.kind === "unavailable") {
      assert.match(sayHybridUnavailable(hz.why, "zh"), HAN);
    }
  });
});

Deno.test("the D1 comparisons in Chinese: the same cases, labelled in Chinese", () => {
  const en = fullLoadCases(dataset), zh = fullLoadCases(dataset, { lang: "zh" });
  assert.ok(en.cases.length > 0);
  assert.deepEqual(zh.cases.map((c) => c.offeringId), en.cases.map((c) => c.offeringId));
  zh.cases.forEach((c, i) => {
    assert.match(c.label, / 对比 /, c.label);
    assert.match(en.cases[i]!.label, / vs .* (on demand|reserved \d years?)$/, en.cases[i]!.label);
  });
});
