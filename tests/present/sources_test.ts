import assert from "node:assert/strict";
import { sourcedParagraph, sourceHtml } from "../../lib/present/sources.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { workOf } from "../../lib/scenario/work_stated.ts";
import { ROOT } from "../helpers.ts";

Deno.test("a work stated by parameters alone says its source in the page's language: 来源：参数, not parameters", async () => {
  const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
  const work = workOf(dataset, { model_params: 7e9, tokens: 2e9, method: "lora" })!;
  const zh = sourcedParagraph("一个工作", work.source, work.notes, "zh").html;
  assert.match(zh, /来源：参数。/);
  assert.doesNotMatch(zh, /parameters/);
  const en = sourcedParagraph("A work.", work.source, work.notes, "en").html;
  assert.match(en, /Source: parameters\./);
});

Deno.test("sourceHtml() cites what the data cites and words the workbook's own: assumption, parameters", () => {
  assert.equal(
    sourceHtml("Uptime Institute 2023 survey", "zh"),
    "<cite>Uptime Institute 2023 survey</cite>",
  );
  assert.equal(sourceHtml("assumption (your rate)", "zh"), "假设（<cite>your rate</cite>）");
  assert.equal(sourceHtml("parameters", "zh"), "参数");
  // a citation that only mentions the word is still cited
  assert.equal(
    sourceHtml("parameters of the vendor", "zh"),
    "<cite>parameters of the vendor</cite>",
  );
});

Deno.test("a work of work.csv the workbook made up says so in the page's language: 来源：示例（假设）, its citation cited", async () => {
  const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
  const examples = dataset.works.filter((w) => /^example \(assumption\)/.test(w.source));
  assert.ok(examples.length > 0, "work.csv has examples");
  for (const w of examples) {
    const zh = sourcedParagraph("一个工作", w.source, "", "zh").html;
    assert.match(zh, /来源：示例（假设）/, zh);
    assert.doesNotMatch(zh, /example|assumption/, zh);
  }
  assert.equal(sourceHtml("example (assumption)", "en"), "example (assumption)");
  assert.equal(
    sourceHtml("example (assumption); Hoffmann et al. 2022 for the 20 tokens a parameter", "zh"),
    "示例（假设）；<cite>Hoffmann et al. 2022 for the 20 tokens a parameter</cite>",
  );
});
