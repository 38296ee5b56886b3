// The model's typed reasons (`why` of a break-even, a payback, spot's stops-paying and a hybrid
// fleet's break-even share) hold a kind and numbers; lib/present words them in the reader's
// currency and language, and only there.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  breakEvenHours,
  breakEvenHoursFixedTco,
  type BreakEvenReason,
  paybackMonth,
  REASON_MONEY,
} from "../../lib/model/breakeven.ts";
import { breakEvenUtilization, perGpuCosts } from "../../lib/model/hybrid.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { SPOT_REASON_MONEY, type SpotReason, spotStopsPaying } from "../../lib/model/spot.ts";
import {
  sayBreakEvenReason,
  sayBreakEvenShareReason,
  sayPaybackReason,
  saySpotReason,
} from "../../lib/present/findings.ts";
import { CNY, type Money } from "../../lib/present/format.ts";
import { englishWords } from "../../lib/report/lint.ts";
import { arbInputs, MANY } from "../model/arbitrary.ts";
import { ROOT } from "../helpers.ts";

// data/fx.csv: USD,6.7758,2026-06
const USD_EN: Money = { currency: "USD", cnyPerUnit: 6.7758, lang: "en" };
const USD_ZH: Money = { ...USD_EN, lang: "zh" };
const CNY_ZH: Money = { ...CNY, lang: "zh" };
const HAN = /\p{Script=Han}/u;

/** A seed case billed as a 1-month commitment at `cnyPerGpuHour`. */
const committed = (cnyPerGpuHour: number) => ({
  ...SEED_3090,
  rentBilling: "committed" as const,
  rentMinimumMonths: 1,
  rentCnyPerGpuHour: cnyPerGpuHour,
});

/** One break-even reason of each kind, each from the model on the document's 3090. */
const BREAK_EVEN_REASONS: readonly BreakEvenReason[] = [
  breakEvenHours(SEED_3090).why, // saving-pays-fixed: 3.5 against 0.65 CNY/h, 4.30 h/day (B14)
  breakEvenHours(committed(0.9)).why, // commitment-flat: 0.9 × 26,280 h = 23,652 CNY a term
  // owned-hour-dearer: renting at 0.9 CNY/h, the idle hours rented out at 1.25: an owned hour
  // costs 0.65 + 0.6 forgone = 1.25 CNY, owning cheaper below 6.11 h/day
  breakEvenHours({ ...SEED_3090, rentCnyPerGpuHour: 0.9, rentOutCnyPerGpuHour: 1.25 }).why,
  breakEvenHoursFixedTco(25_273, 3, 3.5).why, // fixed-tco: 6.59 h/day (B13)
  breakEvenHours({ ...SEED_3090, storageGb: 1e6 }).why, // cheaper-at-zero
  breakEvenHours(committed(1052 / 730)).why, // cheaper-at-24h: 37,872 against 13,428 CNY
  breakEvenHours({ ...SEED_3090, horizonYears: 0 }).why, // no-horizon
  breakEvenHours({ ...SEED_3090, rentCnyPerGpuHour: 0.8 }).why, // over-24h: 0.15 CNY/h saved
  breakEvenHours({ ...SEED_3090, rentCnyPerGpuHour: 0.6 }).why, // rent-hour-cheaper
  breakEvenHoursFixedTco(25_273, 0, 3.5).why, // fixed-tco-undefined
  breakEvenHoursFixedTco(25_273, 3, 0.5).why, // fixed-tco-over-24h: 46.16 h/day
];

/** One spot reason of each kind. */
const SPOT_REASONS: readonly SpotReason[] = [
  spotStopsPaying(2, 1, { writeHours: 0.1, restartHours: 0.1 }), // spot-not-cheaper
  spotStopsPaying(1, 2, { writeHours: 0, restartHours: 0 }), // interruptions-free
].flatMap((s) => s.kind === "interval" ? [] : [s.why]);

/** The numbers a text states, sorted: "4.30 h/day, 1,638 USD" → ["1,638", "4.30"]. */
function numbers(text: string): string[] {
  return (text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []).sort();
}

/**
 * `en` states money in USD exactly when its reason has money, and never in CNY; `zh` is Chinese,
 * with no English word beyond units, and states `en`'s numbers.
 */
function assertWordedInUsd(en: string, zh: string, hasMoney: boolean): void {
  assert.equal(en.includes("USD"), hasMoney, en);
  assert.equal(zh.includes("USD"), hasMoney, zh);
  for (const text of [en, zh]) assert.doesNotMatch(text, /CNY|\bNaN\b|Infinity|–/, text);
  assert.match(zh, HAN, zh);
  assert.deepEqual(englishWords(zh), [], zh);
  assert.deepEqual(numbers(zh), numbers(en), `${en}\n${zh}`);
}

Deno.test("the examples cover every kind of break-even and spot reason", () => {
  assert.deepEqual(
    BREAK_EVEN_REASONS.map((w) => w.kind).sort(),
    Object.keys(REASON_MONEY).sort(),
  );
  assert.deepEqual(SPOT_REASONS.map((w) => w.kind).sort(), Object.keys(SPOT_REASON_MONEY).sort());
});

Deno.test("a typed reason holds its kind and numbers only, never a sentence", () => {
  const payback = paybackMonth(SEED_3090);
  const share = breakEvenUtilization(perGpuCosts({ ...SEED_3090, rentCnyPerGpuHour: 0.65 }));
  assert.ok(payback.kind === "notWithinHorizon" && share.kind === "never");
  for (const why of [...BREAK_EVEN_REASONS, ...SPOT_REASONS, payback.why, share.why]) {
    const { kind, ...figures } = why;
    assert.match(kind, /^[a-z0-9-]+$/, kind);
    for (const [field, value] of Object.entries(figures)) {
      assert.ok(typeof value === "number" && Number.isFinite(value), `${kind}.${field}: ${value}`);
    }
  }
});

Deno.test("the reasons' modules write no sentence and no currency for them", async () => {
  for (const file of ["breakeven.ts", "spot.ts", "hybrid.ts"]) {
    const code = (await Deno.readTextFile(`${ROOT}lib/model/${file}`))
      .replace(/\/\*\*[\s\S]*?\*\//g, "") // doc comments, whose examples state CNY
      .replace(/\/\/.*$/gm, "");
    assert.doesNotMatch(code, /\breason:/, `${file} returns a reason as text`);
    assert.doesNotMatch(code, /\bCNY\b/, `${file} writes a currency outside its comments`);
  }
});

Deno.test("sayBreakEvenReason() of the document's 3090 states B14's per-hour costs and hours", () => {
  // B14: 3.5 CNY/h rented, 0.65 kW × 1 CNY/kWh = 0.65 CNY/h owned, break-even 4.30 h/day
  const why = breakEvenHours(SEED_3090).why;
  assert.equal(
    sayBreakEvenReason(why, CNY),
    "Each hour used costs 3.50 CNY/h rented against 0.65 CNY/h owned: the saving pays the fixed cost of owning above 4.30 h/day",
  );
  assert.equal(
    sayBreakEvenReason(why, CNY_ZH),
    "每使用一小时，租用花 3.50 CNY，自购花 0.65 CNY：每天使用超过 4.30 小时，省下的钱就足以抵消自购的固定成本",
  );
  // 3.5 / 6.7758 = 0.52 USD/h, 0.65 / 6.7758 = 0.10 USD/h; the hours do not move
  assert.equal(
    sayBreakEvenReason(why, USD_EN),
    "Each hour used costs 0.52 USD/h rented against 0.10 USD/h owned: the saving pays the fixed cost of owning above 4.30 h/day",
  );
});

Deno.test("sayBreakEvenReason() of a cloud too cheap to beat states the saving and the fixed gap in USD", () => {
  // 0.8 − 0.65 = 0.15 CNY/h = 0.02 USD/h; 13,427.94 CNY / 6.7758 = 1,982 USD more fixed
  const why = breakEvenHours({ ...SEED_3090, rentCnyPerGpuHour: 0.8 }).why;
  assert.equal(
    sayBreakEvenReason(why, USD_EN),
    "Owning would need more than 24 hours a day: each hour saves only 0.02 USD/h against fixed costs of 1,982 USD more",
  );
});

Deno.test("every break-even reason in USD says USD where it states money, never CNY, and its Chinese twin is Chinese", () => {
  for (const why of BREAK_EVEN_REASONS) {
    assertWordedInUsd(
      sayBreakEvenReason(why, USD_EN),
      sayBreakEvenReason(why, USD_ZH),
      REASON_MONEY[why.kind].length > 0,
    );
  }
});

Deno.test("every spot reason in USD says USD where it states money, never CNY, and its Chinese twin is Chinese", () => {
  for (const why of SPOT_REASONS) {
    assertWordedInUsd(
      saySpotReason(why, USD_EN),
      saySpotReason(why, USD_ZH),
      SPOT_REASON_MONEY[why.kind].length > 0,
    );
  }
  // 2 CNY/h spot against 1 CNY/h on demand: 0.30 and 0.15 USD/h
  assert.equal(
    saySpotReason(SPOT_REASONS[0]!, USD_EN),
    "Spot at 0.30 USD/h is not cheaper than on demand at 0.15 USD/h",
  );
});

Deno.test("sayPaybackReason() and sayBreakEvenShareReason() word their reasons in both languages", () => {
  const p = paybackMonth(SEED_3090); // 4 h/day, below B14's 4.30: none within 36 months
  assert.ok(p.kind === "notWithinHorizon");
  assert.equal(sayPaybackReason(p.why), "Owning does not pay back within the horizon's 36 months");
  assertWordedInUsd(sayPaybackReason(p.why), sayPaybackReason(p.why, { lang: "zh" }), false);
  assert.equal(
    sayPaybackReason({ kind: "not-within-horizon", months: 1 }),
    "Owning does not pay back within the horizon's 1 month",
  );
  const share = breakEvenUtilization(perGpuCosts({ ...SEED_3090, rentCnyPerGpuHour: 0.65 }));
  assert.ok(share.kind === "never");
  assertWordedInUsd(
    sayBreakEvenShareReason(share.why),
    sayBreakEvenShareReason(share.why, { lang: "zh" }),
    false,
  );
});

Deno.test("property: a break-even reason of random inputs reads in USD and in Chinese with the same numbers", () => {
  fc.assert(
    fc.property(arbInputs, fc.boolean(), (x, pv) => {
      const why = breakEvenHours(x, { view: pv ? "presentValue" : "undiscounted" }).why;
      assertWordedInUsd(
        sayBreakEvenReason(why, USD_EN),
        sayBreakEvenReason(why, USD_ZH),
        REASON_MONEY[why.kind].length > 0,
      );
    }),
    MANY,
  );
});
