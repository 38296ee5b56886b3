// Document 000's figures as the rows notebook 01 shows (lib/model/figures.ts), beside the printed.
import assert from "node:assert/strict";
import { DOCUMENT_000, documentTco, MEASURED_000 } from "../../lib/model/document.ts";
import {
  documentTcoFigures,
  documentTcoItems,
  runFigures,
  speedFigures,
} from "../../lib/model/figures.ts";
import { runCost } from "../../lib/model/run.ts";
import { near } from "../helpers.ts";

Deno.test("speedFigures() recomputes A1 and A2 from what the document measured", () => {
  const [a1, a2, iterations] = speedFigures();
  near(a1!.rentSlower!, 0.031325, 0.0000005, "A1: (0.428 − 0.415) / 0.415");
  assert.equal(a1!.printed, "≈3.1 %");
  near(a2!.local, 4.8667, 0.00005, "4 h 52 m"); // 4 + 52/60
  near(a2!.cloud, 5.0333, 0.00005, "5 h 02 m"); // 5 + 2/60
  near(a2!.rentSlower!, 0.03425, 0.000005, "A2: 302 min / 292 min − 1 = 0.034247");
  // 292 min × 60 s / 0.415 s = 42,217 iterations; 302 min × 60 / 0.428 = 42,336
  near(iterations!.local, 42_217, 1, "local iterations");
  near(iterations!.cloud, 42_336, 1, "cloud iterations");
});

Deno.test("runFigures() sets one run's A4–A9 and C1 beside the printed figures", () => {
  const rows = runFigures(runCost(MEASURED_000.run));
  const at = (id: string, n = 0) => rows.filter((r) => r.id === id)[n]!.computed;
  near(at("A4"), 17.605, 1e-9, "A4: 5.03 h × 3.5");
  near(at("A5"), 0.7042, 0.00005, "A5: 200 GB × 0.0007 × 5.03 h");
  near(at("A6"), 18.3092, 0.00005, "A6: 17.605 + 0.7042");
  near(at("A7"), 3.1655, 1e-9, "A7: 0.65 kW × 4.87 h × 1");
  near(at("A8"), 0.1798, 0.00005, "A8: 3.1655 / 17.605");
  near(at("A9"), 0.65, 1e-12, "A9: 0.65 kW × 1 CNY/kWh");
  near(at("C1", 0), 6.944, 0.0005, "C1 web console: 150,000 MB / 21,600 s");
  near(at("C1", 1), 16.667, 0.0005, "C1 rsync: 150,000 MB / 9,000 s");
  assert.equal(rows.find((r) => r.id === "A6")!.printed, "约 17.6");
});

Deno.test("documentTcoFigures() recomputes B1–B13 the document's way", () => {
  const rows = documentTcoFigures(documentTco(DOCUMENT_000));
  const at = (id: string) => rows.find((r) => r.id === id)!.recomputed;
  assert.deepEqual(rows.map((r) => r.id), [
    "B1",
    "B2",
    "B3",
    "B4",
    "B5",
    "B6",
    "B7",
    "B8",
    "B9",
    "B10",
    "B11",
    "B12",
    "B13",
  ]);
  assert.equal(at("B3"), 13_500); // 9,000 + 4,500
  near(at("B4"), 949, 0.05, "0.65 kW × 4 h × 365 × 1 CNY/kWh = 949");
  assert.equal(at("B8"), 6300); // 9,000 − 2,700
  assert.equal(at("B9"), 2126); // the document's ≈2,126 (13,500 × 0.1575, rounded)
  // B11 = B3 + B5 + B8 + B6 + B9: 13,500 + 2,847 + 6,300 + 500 + 2,126 = 25,273
  assert.equal(at("B11"), 25_273);
  near(at("B12"), 5.7701, 0.00005, "B12: 25,273 / (4 h × 365 × 3 = 4,380 h)");
  near(at("B13"), 6.5944, 0.00005, "B13: 25,273 / (1,095 days × 3.5 CNY/h = 3,832.5)");
});

Deno.test("documentTcoItems() are B11's terms: they add up to B11", () => {
  const t = documentTco(DOCUMENT_000);
  const items = documentTcoItems(t);
  // 13,500 + 6,300 + 2,847 + 500 + B9
  near(items.reduce((s, i) => s + i.cny, 0), 23_147 + t.opportunity, 1e-6, "B11");
  near(t.total, 23_147 + t.opportunity, 1e-6, "B11 as documentTco() sums it");
});
