import assert from "node:assert/strict";
import fc from "fast-check";
import { DOCUMENT_000, documentInputsFrom } from "../../lib/model/document.ts";
import { documentSums, isDocumentCase } from "../../lib/model/document_sums.ts";
import { tco } from "../../lib/model/cost.ts";
import { NOT_COUNTED, SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

Deno.test("documentSums() gives the document's figures as printed: B11 25,273 and B14 16,273", () => {
  const actual = documentSums(DOCUMENT_000).asPrinted;
  // B11 = 13,500 + 2,847 + 6,300 + 500 + 2,126 (B9 = 13,500 × 0.1575, rounded)
  assert.equal(actual?.countedTwiceCny, 25_273);
  // B14 = 13,500 − 2,700 + 2,847 + 500 + 2,126
  assert.equal(actual?.summedOnceCny, 16_273);
});

Deno.test("documentSums() gives the exact figures with 1.05³: 25,274.94 and 16,274.94", () => {
  const { exact } = documentSums(DOCUMENT_000);
  // B9 exact = 13,500 × (1.157625 − 1) = 2,127.9375
  near(exact.countedTwiceCny, 13_500 + 2_847 + 6_300 + 500 + 2_127.9375, 1e-9, "B11 exact");
  near(exact.summedOnceCny, 13_500 - 2_700 + 2_847 + 500 + 2_127.9375, 1e-9, "B14 exact");
});

Deno.test("documentSums() has no as-printed sums when the inputs print no growth factor", () => {
  const { printedGrowthFactor: _, ...exactOnly } = DOCUMENT_000;
  assert.equal(documentSums(exactOnly).asPrinted, null);
});

Deno.test("the exact B14 is the consistent model's TCO of owning where the model makes the document's assumptions", () => {
  fc.assert(
    fc.property(arbInputs, fc.integer({ min: 1, max: 10 }), (random, years) => {
      // none of the costs beside hardware and rent, no idle hour rented out, no idle power, no PUE, resale at the horizon at the residual fraction, no haircut
      const inputs = {
        ...random,
        ...NOT_COUNTED,
        rentOutCnyPerGpuHour: 0,
        idlePowerKw: 0,
        pue: 1,
        horizonYears: years,
        residualYears: years,
        resaleHaircut: 0,
      };
      const actual = documentSums(documentInputsFrom(inputs)).exact.summedOnceCny;
      const own = tco(inputs).own;
      return agree(actual, own.total, own.capital);
    }),
    MANY,
  );
});

Deno.test("the exact B11 exceeds the exact B14 by the GPU's purchase price (B8 + B7 = B1)", () => {
  fc.assert(fc.property(arbInputs, (inputs) => {
    const d = documentInputsFrom(inputs);
    const { exact } = documentSums(d);
    return agree(exact.countedTwiceCny - exact.summedOnceCny, d.gpuCny, d.gpuCny);
  }));
});

Deno.test("isDocumentCase() holds for the document's inputs and fails when one figure moves", () => {
  assert.ok(isDocumentCase(documentInputsFrom(SEED_3090)));
  assert.ok(!isDocumentCase({ ...documentInputsFrom(SEED_3090), rentCnyPerHour: 2 }));
  // a cost the document does not have: its printed figures are no longer the scenario's
  assert.ok(
    !isDocumentCase(
      documentInputsFrom({ ...SEED_3090, ownPeopleHoursPerMonth: 4, peopleCnyPerHour: 100 }),
    ),
  );
  assert.ok(!isDocumentCase(documentInputsFrom({ ...SEED_3090, rentPriceChangePerYear: -0.25 })));
  // a bandwidth or an egress price with no data moved counts nothing: still the document's case
  assert.ok(
    isDocumentCase(documentInputsFrom({ ...SEED_3090, bandwidthMbps: 133, egressCnyPerGb: 0.8 })),
  );
  assert.ok(!isDocumentCase({ ...documentInputsFrom(SEED_3090), scheduledHoursPerDay: 6 }));
});
