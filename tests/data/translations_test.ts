import assert from "node:assert/strict";
import { readDataFiles } from "../../lib/data/files.ts";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { localizeDataset, parseDataset } from "../../lib/data/load.ts";
import { ROOT } from "../helpers.ts";
import { TRANSLATED_LANGS } from "../../lib/data/localize.ts";
import { LANGS } from "../../lib/lang.ts";

const files = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-01");

Deno.test("translations.csv: an unknown id, a column no reader sees and a cell given twice are errors with file, row and column", () => {
  const result = parseDataset({
    ...files,
    "translations.csv": [
      "file,id,column,zh",
      "scenarios.csv,seed-3090-autodl,description,文档中的案例",
      "hardware.csv,rtx9090,name,不存在的机器",
      "hardware.csv,rtx3090-doc,source,来源",
      "scenarios.csv,seed-3090-autodl,description,又一次",
      "prices.csv,x,name,无",
    ].join("\n"),
  }, { now: NOW });
  assert.equal(result.ok, false);
  const lines = result.ok ? [] : result.issues.map(formatIssue);
  const mine = lines.filter((l) => l.startsWith("translations.csv"));
  for (
    const start of [
      'translations.csv row 3, column id: found "rtx9090", expected an id of hardware.csv',
      'translations.csv row 4, column column: found "source", expected a column of hardware.csv',
      'translations.csv row 5, column id: found "seed-3090-autodl", expected each cell translated once (row 2',
      'translations.csv row 6, column file: found "prices.csv", expected one of',
    ]
  ) {
    assert.ok(mine.some((l) => l.startsWith(start)), `${start}\nin\n${mine.join("\n")}`);
  }
  assert.equal(mine.length, 4, mine.join("\n"));
});

Deno.test("the shipped translations.csv names only rows that exist and gives Chinese for every scenario and machine", () => {
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const d = result.dataset;
  const zh = localizeDataset(d, "zh");
  const han = /[\u4e00-\u9fff]/;
  for (const s of zh.scenarios) assert.match(s.description, han, s.id);
  for (const h of zh.hardware) assert.match(h.name, han, h.id);
  for (const s of zh.sites) assert.match(s.name, han, s.id);
  for (const j of zh.jobs) assert.match(j.description, han, j.id);
  for (const p of zh.demand) assert.match(p.notes + p.source, han, p.id);
  for (const w of zh.works) {
    assert.match(w.description, han, w.id);
    assert.match(w.notes, han, w.id);
  }
  // English is the data itself; ids, numbers and the dataset's other rows are untouched
  assert.equal(localizeDataset(d, "en"), d);
  assert.deepEqual(zh.scenarios.map((s) => s.id), d.scenarios.map((s) => s.id));
  assert.deepEqual(zh.hardware.map((h) => h.purchaseCny), d.hardware.map((h) => h.purchaseCny));
});

Deno.test("translations.csv names rows of work.csv: their description and notes in Chinese, the figures untouched; another column or an unknown work is an error", () => {
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok);
  const d = result.dataset;
  const zh = localizeDataset(d, "zh");
  const en = d.works.find((w) => w.id === "lora-7b-2b-tokens")!;
  const said = zh.works.find((w) => w.id === "lora-7b-2b-tokens")!;
  assert.notEqual(said.description, en.description);
  assert.match(said.description, /LoRA/);
  // only the words: the model, the tokens and the source as the data has them
  assert.deepEqual({ ...said, description: en.description, notes: en.notes }, en);
  const bad = parseDataset({
    ...files,
    "translations.csv": [
      "file,id,column,zh",
      "work.csv,lora-70b,description,不存在的工作",
      "work.csv,lora-7b-2b-tokens,source,来源",
    ].join("\n"),
  }, { now: NOW });
  assert.equal(bad.ok, false);
  const lines = bad.ok ? [] : bad.issues.map(formatIssue);
  assert.ok(
    lines.some((l) =>
      l.startsWith(
        'translations.csv row 2, column id: found "lora-70b", expected an id of work.csv',
      )
    ),
    lines.join("\n"),
  );
  assert.ok(
    lines.some((l) =>
      l.startsWith(
        'translations.csv row 3, column column: found "source", expected a column of work.csv a reader sees: description, notes',
      )
    ),
    lines.join("\n"),
  );
});

Deno.test("translations.csv has a column of words per report language but English, each of which may be left out or blank: the data's own words stay there", () => {
  const withWords = (lines: string[]) => {
    const result = parseDataset({ ...files, "translations.csv": lines.join("\n") }, { now: NOW });
    assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
    return result.dataset;
  };
  const id = "seed-3090-autodl";
  const english = withWords(["file,id,column"]).scenarios.find((s) => s.id === id)!.description;
  for (const lang of TRANSLATED_LANGS) {
    const none = withWords(["file,id,column", `scenarios.csv,${id},description`]);
    assert.equal(
      localizeDataset(none, lang).scenarios.find((s) => s.id === id)!.description,
      english,
    );
    const blank = withWords([`file,id,column,${lang}`, `scenarios.csv,${id},description,`]);
    assert.deepEqual(blank.translations[0]!.words, {}, lang);
    assert.equal(
      localizeDataset(blank, lang).scenarios.find((s) => s.id === id)!.description,
      english,
    );
    const said = withWords([`file,id,column,${lang}`, `scenarios.csv,${id},description,${lang}!`]);
    assert.equal(
      localizeDataset(said, lang).scenarios.find((s) => s.id === id)!.description,
      `${lang}!`,
    );
  }
  assert.deepEqual(TRANSLATED_LANGS, LANGS.filter((l) => l !== "en"));
});
