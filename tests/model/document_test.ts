// Every figure of document 000 (seed-figures.md ids A1–C3), pinned to the printed value.
import assert from "node:assert/strict";
import {
  auditDocument,
  DOCUMENT_000,
  documentTco,
  MEASURED_000,
} from "../../lib/model/document.ts";
import { breakEvenHours, breakEvenHoursFixedTco, paybackMonth } from "../../lib/model/breakeven.ts";
import { runCost } from "../../lib/model/run.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

// 5.03 h on the cloud at 3.5 CNY/h, 200 GB at 0.0007 CNY/GB-h; 4.87 h at home at 0.65 kW, 1 CNY/kWh
const RUN = MEASURED_000.run;

Deno.test("A6: the cloud total with storage is 18.31 CNY, not the printed 17.6", () => {
  near(runCost(RUN).rentTotal, 18.309, 0.0005, "A6");
  const slip = auditDocument().find((s) => s.id === "A6")!;
  assert.equal(slip.printed, 17.6);
  near(slip.difference, 0.709, 0.0005, "A6 slip");
});

Deno.test("B1–B3: GPU 9,000, host share 4,500, hardware 13,500", () => {
  const t = documentTco(DOCUMENT_000);
  assert.equal(t.gpu, 9000);
  assert.equal(t.host, 4500);
  assert.equal(t.hardware, 13_500);
});

Deno.test("B4–B5: electricity 949 a year and 2,847 over 3 years", () => {
  const t = documentTco(DOCUMENT_000);
  assert.equal(t.electricityPerYear, 949); // 0.65 × 8 × 365 × 0.5 × 1 = 949.0
  assert.equal(t.electricity, 2847);
});

Deno.test("B6–B8: maintenance 500, residual 2,700, depreciation 6,300", () => {
  const t = documentTco(DOCUMENT_000);
  assert.equal(t.maintenance, 500);
  assert.equal(t.residual, 2700);
  assert.equal(t.depreciation, 6300);
});

Deno.test("B9: opportunity cost 2,126 as printed; 2,127.94 with exact compounding", () => {
  assert.equal(documentTco(DOCUMENT_000).opportunity, 2126); // 13,500 × 0.1575 = 2,126.25
  const exact = documentTco({ ...DOCUMENT_000, printedGrowthFactor: undefined });
  assert.equal(exact.opportunity, 2128); // 13,500 × 0.157625 = 2,127.94, rounded
  near(auditDocument().find((s) => s.id === "B9")!.mended, 2127.94, 0.005, "B9 exact");
});

Deno.test("B10–B11: maintenance and opportunity 2,626, three-year TCO 25,273", () => {
  const t = documentTco(DOCUMENT_000);
  assert.equal(t.maintenanceAndOpportunity, 2626);
  assert.equal(t.total, 25_273);
});

Deno.test("B11: the audit finds the purchase counted twice: 9,000 too much", () => {
  const slip = auditDocument().find((s) => s.id === "B11")!;
  assert.equal(slip.printed, 25_273);
  assert.equal(slip.mended, 16_273); // 13,500 − 2,700 + 2,847 + 500 + 2,126 (B14)
  assert.equal(slip.difference, -9000); // 6,300 depreciation + 2,700 residual never credited
});

Deno.test("B12: the cost per hour is 5.77 CNY/h at 4 h/day, not the printed 2.4", () => {
  near(documentTco(DOCUMENT_000).costPerHour, 5.77, 0.005, "B12"); // 25,273 / 4,380 h
  const at8 = documentTco({ ...DOCUMENT_000, utilization: 1 }); // 8 h/day used, 5,694 CNY power
  near(at8.costPerHour, (25_273 + 2847) / (8 * 365 * 3), 0.005, "B12 at 8 h/day, its own power");
  const slip = auditDocument().find((s) => s.id === "B12")!;
  assert.equal(slip.printed, 2.4);
});

Deno.test("B13: break-even 6.6 h/day; 7.19 h/day with electricity following the hours", () => {
  near(documentTco(DOCUMENT_000).breakEvenHoursPerDay, 6.594, 0.0005, "B13"); // 25,273 / 3,832.5
  const slip = auditDocument().find((s) => s.id === "B13")!;
  near(slip.mended, 7.19, 0.005, "B13 mended"); // (25,273 − 2,847) / (1,095 × 2.85)
});

Deno.test("B14: the consistent 3-year TCO is 16,273 and breaks even at 4.25 h/day (4.30 with electricity following)", () => {
  const b14 = auditDocument().find((s) => s.id === "B11")!.mended; // 13,500 − 2,700 + 2,847 + 500 + 2,126
  assert.equal(b14, 16_273);
  const fixed = breakEvenHoursFixedTco(b14, 3, 3.5);
  assert.equal(fixed.kind, "hours");
  if (fixed.kind === "hours") near(fixed.breakEvenHoursPerDay, 4.25, 0.005, "B14 fixed"); // 16,273 / 3,832.5
  const following = breakEvenHours(SEED_3090); // (16,274.94 − 2,847) / (1,095 × 2.85)
  assert.equal(following.kind, "hours");
  if (following.kind === "hours") {
    near(following.breakEvenHoursPerDay, 4.30, 0.005, "B14 following");
  }
});

Deno.test("C3: at 10 h/day owning pays back in cash after 17 months, 9 counting resale", () => {
  const x = { ...SEED_3090, usedHoursPerDay: 10 };
  // cash: 13,500 capital against (10 × 365 / 12) × (3.5 − 0.65) ≈ 867 CNY/month saved, plus cost of capital
  assert.deepEqual(paybackMonth(x), { kind: "month", month: 17 });
  assert.deepEqual(paybackMonth(x, { netOfResale: true }), { kind: "month", month: 9 });
});

Deno.test("A3: GPU utilisation and memory are kept as measured (98 % vs 95–98 %, 22.1 GB vs 21.8 GB)", () => {
  assert.deepEqual(MEASURED_000.utilisation, { local: "98 %", cloud: "95–98 %" });
  assert.deepEqual(MEASURED_000.memory, { local: "22.1 GB", cloud: "21.8 GB" });
});
