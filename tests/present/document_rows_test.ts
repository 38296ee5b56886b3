// Document 000's tables in the report's language (lib/present/document_rows.ts): the English rows
// are the model's own, the Chinese ones name every row in Chinese and keep every number.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  auditDocument,
  DOCUMENT_000,
  type DocumentInputs,
  documentTco,
  MEASURED_000,
} from "../../lib/model/document.ts";
import { documentTcoFigures, runFigures, speedFigures } from "../../lib/model/figures.ts";
import type { JobExclusion } from "../../lib/model/job.ts";
import { runCost } from "../../lib/model/run.ts";
import { runRows, slipRows, speedRows, tcoFigureRows } from "../../lib/present/document_rows.ts";
import { sayExcluded } from "../../lib/present/job_ranking.ts";
import { englishWords } from "../../lib/report/lint.ts";

const HAN = /\p{Script=Han}/u;
/** Latin words the document's rows may keep in Chinese: the data set, a tool, the console's name. */
const KEPT = new Set(["imagenet", "epoch", "rsync", "web"]);

/** The Latin words of a Chinese label that are neither units nor the kept names. */
const english = (text: string) => englishWords(text, KEPT);

/** Document-like inputs: positive prices and powers, a horizon of 1–6 years. */
const arbDocument: fc.Arbitrary<DocumentInputs> = fc.record({
  gpuCny: fc.double({ min: 1_000, max: 300_000, noNaN: true }),
  hostShareCny: fc.double({ min: 0, max: 50_000, noNaN: true }),
  wallPowerKw: fc.double({ min: 0.1, max: 10, noNaN: true }),
  scheduledHoursPerDay: fc.double({ min: 1, max: 24, noNaN: true }),
  utilization: fc.double({ min: 0.05, max: 1, noNaN: true }),
  electricityCnyPerKwh: fc.double({ min: 0.1, max: 3, noNaN: true }),
  maintenanceCny: fc.double({ min: 0, max: 10_000, noNaN: true }),
  residualFraction: fc.double({ min: 0, max: 0.8, noNaN: true }),
  costOfCapital: fc.double({ min: 0, max: 0.15, noNaN: true }),
  years: fc.integer({ min: 1, max: 6 }),
  rentCnyPerHour: fc.double({ min: 0.5, max: 40, noNaN: true }),
}).map((d) => ({ ...DOCUMENT_000, ...d }));

Deno.test("in English the document's rows keep the model's ids, numbers and order, each named", () => {
  const speed = speedFigures();
  assert.deepEqual(
    speedRows(speed, "en").map(({ measure: _, ...r }) => r),
    speed.map(({ key: _, ...r }) => r),
  );
  assert.equal(speedRows(speed, "en")[0]!.measure, "Mean iteration time (s)");
  const run = runFigures(runCost(MEASURED_000.run));
  assert.deepEqual(
    runRows(run, "en").map(({ item: _, ...r }) => r),
    run.map(({ key: _, ...r }) => r),
  );
  assert.equal(runRows(run, "en")[0]!.item, "Cloud compute (CNY)");
  const tco = documentTcoFigures(documentTco(DOCUMENT_000));
  assert.deepEqual(tcoFigureRows(tco, "en").map(({ item: _, ...r }) => r), tco);
  assert.equal(tcoFigureRows(tco, "en")[0]!.item, "GPU purchase");
  const slips = auditDocument(DOCUMENT_000);
  assert.deepEqual(slipRows(slips, "en").map(({ what: _, ...r }) => r), slips);
  assert.match(slipRows(slips, "en")[3]!.what, /^2\.4 CNY\/h does not follow from 8 h\/day/);
});

Deno.test("in Chinese every row of the document's tables is named in Chinese", () => {
  const labels = [
    ...speedRows(speedFigures(), "zh").map((r) => r.measure),
    ...runRows(runFigures(runCost(MEASURED_000.run)), "zh").map((r) => r.item),
    ...tcoFigureRows(documentTcoFigures(documentTco(DOCUMENT_000)), "zh").map((r) => r.item),
    ...slipRows(auditDocument(DOCUMENT_000), "zh").flatMap((r) => [r.what, r.unit]),
  ];
  for (const label of labels.filter((l) => l !== "CNY" && l !== "CNY/h")) {
    assert.match(label, HAN, label);
    assert.deepEqual(english(label), [], label);
  }
  // the document prints 五分之一 for A8; the model writes it in English
  const a8 = runRows(runFigures(runCost(MEASURED_000.run)), "zh").find((r) => r.id === "A8")!;
  assert.equal(a8.printed, "五分之一");
  assert.equal(runRows(runFigures(runCost(MEASURED_000.run)), "en")[4]!.printed, "one fifth");
  // ImageNet-1k / 32 = 40,036.47: the iteration count is stated in both languages
  assert.match(speedRows(speedFigures(), "zh")[2]!.measure, /ImageNet-1k \/ 32 = 40036/);
  assert.match(speedRows(speedFigures(), "en")[2]!.measure, /ImageNet-1k \/ 32 = 40036\)/);
});

Deno.test("the Chinese rows keep the model's ids, numbers and order on any document-like inputs", () => {
  fc.assert(
    fc.property(arbDocument, (d) => {
      const tco = documentTcoFigures(documentTco(d));
      const zh = tcoFigureRows(tco, "zh");
      const en = tcoFigureRows(tco, "en");
      assert.deepEqual(zh.map(({ item: _, ...r }) => r), tco);
      zh.forEach((r, i) => assert.notEqual(r.item, en[i]!.item));
      const slips = auditDocument(d);
      const slipsZh = slipRows(slips, "zh");
      assert.deepEqual(
        slipsZh.map(({ id, printed, mended, difference }) => [id, printed, mended, difference]),
        slips.map(({ id, printed, mended, difference }) => [id, printed, mended, difference]),
      );
      slipsZh.forEach((r) => assert.match(r.what, HAN));
    }),
    { numRuns: 50 },
  );
});

Deno.test("a way left out is explained in Chinese with the figures the reason states", () => {
  const base = { kind: "offering" as const, id: "x", label: "X", gpuModel: "L40S 48GB" };
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 0, max: 24 }),
      (neededGb, hasGb, hoursPerDay) => {
        const excluded: JobExclusion[] = [
          { ...base, reason: "memory", neededGb, hasGb },
          { ...base, reason: "no-throughput" },
          { ...base, kind: "machine", reason: "unused", hoursPerDay },
        ];
        const [memory, throughput, unused] = sayExcluded(excluded, { lang: "zh" });
        assert.ok(memory!.includes(`需要 ${neededGb} GB`) && memory!.includes(`只有 ${hasGb} GB`));
        assert.ok(throughput!.includes("没有该任务在 L40S 48GB 上的吞吐量数据"), throughput);
        assert.ok(unused!.includes(`每天使用 ${hoursPerDay} 小时`), unused);
        for (const line of [memory!, throughput!, unused!]) {
          assert.ok(line.endsWith("。"), line);
          assert.deepEqual(englishWords(line, new Set(["l40s", "48gb"])), [], line);
        }
        // in English the catalogue's words from the typed reason, with the same figures
        assert.deepEqual(
          sayExcluded(excluded).map((l) => l.split(", ").slice(1).join(", ")),
          [
            `needs ${neededGb} GB on each GPU; L40S 48GB has ${hasGb} GB`,
            "no throughput figure for the workload on L40S 48GB",
            `the scenario uses the machine ${hoursPerDay} hours a day: it has no cost per hour used`,
          ],
        );
      },
    ),
    { numRuns: 30 },
  );
});
