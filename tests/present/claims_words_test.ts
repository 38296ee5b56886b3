// The claims' verdicts and the decision flow's steps in words: English as the reports have always
// printed it, Chinese with the same numbers and no English word, on random findings.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  checkFullLoadClaim,
  checkMarkupClaim,
  checkPaybackClaim,
  checkPeakUtilizationClaim,
  checkResaleClaim,
  checkShortProjectClaim,
  checkSpotClaim,
  type Verdict,
} from "../../lib/model/claims.ts";
import { decide, type DecisionAnswers } from "../../lib/model/decision.ts";
import { sayDecisionStep, sayVerdict, verdictLine } from "../../lib/present/charts/claims.ts";

/** The numbers a text states, sorted: both languages must state the same. */
const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

/** Latin words in a Chinese text, less the ids and labels it may quote. */
const englishWords = (text: string, allowed: readonly string[]) => {
  let rest = text;
  for (const a of allowed) rest = rest.replaceAll(a, "");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
};

const ratio = (r: number) => ({
  provider: "P",
  gpuModel: "G",
  spotId: "s",
  onDemandId: "o",
  spotCnyPerGpuHour: 10 * r,
  onDemandCnyPerGpuHour: 10,
  ratio: r,
});
const saving = (s: number) => ({ label: "x", years: 3, own: 1, rent: 2, saving: s });
const project = (months: number, rentCheaper: boolean) => ({
  months,
  ownNetOfResale: 1,
  rentCheaper,
  rent: 2,
});

Deno.test("sayVerdict() in English is the text the reports have always printed", () => {
  const en = (v: Verdict) => {
    const s = sayVerdict(v);
    return `${s.claim} | ${s.finding}`;
  };
  assert.equal(
    en(checkFullLoadClaim([saving(0.37), saving(0.4), saving(0.89)])),
    "D1: at 7×24 full load for more than 2–3 years, owning is 30–50 % cheaper than renting | Owning saves from 37 % to 89 % across 3 comparisons; 2 fall in 30–50 %",
  );
  assert.equal(
    en(checkSpotClaim([ratio(0.4), ratio(0.5), ratio(0.6)])),
    "D2: spot / preemptible instances cost 10–20 % of on-demand | 0 of 3 spot prices fall in 10–20 % of on-demand; they range from 40 % to 60 %, median 50 %",
  );
  assert.equal(
    sayVerdict(checkSpotClaim([])).finding,
    "The price data has no provider listing both spot and on-demand prices",
  );
  assert.equal(
    en(checkPaybackClaim({ kind: "month", month: 9 }, {
      kind: "notWithinHorizon",
      lastMonthSearched: 36,
      why: { kind: "not-within-horizon", months: 36 },
    })),
    "C3: at 10 h/day or more, owning pays off after half a year to a year | At 10 h/day owning pays back in cash in month 9, and not within the horizon counting what the hardware would sell for",
  );
  assert.equal(
    en(checkResaleClaim([
      { label: "a", years: 5, share: 0.2, fromTheEssay: false },
      { label: "b", years: 5, share: 0.35, fromTheEssay: false },
      { label: "c", years: 5, share: 0.35, fromTheEssay: true },
    ])),
    "D3: a server keeps 30–40 % of its value after 5 years (5 年后残值可能还有 30%-40%) | After 5 years the data's machines sell for 20 % to 35 % of their price; 1 of 2 fall in 30–40 % (1 more take their residual value from the essay itself and are left out)",
  );
  assert.equal(
    en(checkPeakUtilizationClaim([
      { label: "team-1-16", utilization: 0.26, assumed: true },
      { label: "spiky", utilization: 0.1, assumed: false },
    ])),
    "D4: a cluster sized for its peak is often under 20 % utilised (利用率可能低于 20%) | A fleet sized for the peak is used on average: team-1-16 26 % (an assumed profile), spiky 10 %; 1 of 2 below 20 %",
  );
  assert.equal(
    en(checkMarkupClaim([
      { label: "a", years: 3, ownPerGpuHour: 1, rentPerGpuHour: 1.6, markup: 0.6 },
      { label: "b", years: 3, ownPerGpuHour: 1, rentPerGpuHour: 7.94, markup: 6.94 },
    ])),
    "001: the cloud's price carries a premium over owning for operations, power, cooling, support and profit (运维、电力、冷却、技术支持以及利润) | At 7×24 over 3 years the cloud charges 60 % to 694 % more than owning costs with power, cooling and maintenance (2 of 2 above it)",
  );
});

Deno.test("D6 names each scenario where owning wins once, with the project lengths it wins at", () => {
  const v = checkShortProjectClaim([
    { label: "seed", projects: [project(3, true), project(6, true)] },
    { label: "team-8xh100-247", projects: [project(3, false), project(6, false)] },
    { label: "lab", projects: [project(3, true), project(6, false)] },
  ]);
  assert.equal(
    sayVerdict(v).finding,
    "The cloud is cheaper in 3 of 6 short projects; owning wins for team-8xh100-247 at 3 and 6 months, lab at 6 months",
  );
  assert.equal(
    sayVerdict(v, { lang: "zh" }).finding,
    "6 个短期项目中有 3 个上云更便宜；自建更划算的是 team-8xh100-247 的 3、6 个月项目，lab 的 6 个月项目",
  );
});

Deno.test("verdictLine() puts a Chinese colon after the verdict in Chinese, an English one in English", () => {
  const v = checkSpotClaim([ratio(0.15)]);
  assert.match(verdictLine(v).html, /<\/span>: 1 of 1 spot prices/);
  assert.match(verdictLine(v, { lang: "zh" }).html, /成立<\/span>：1 个竞价实例价格中有 1 个/);
});

const share = fc.double({ min: -0.5, max: 8, noNaN: true });
const label = fc.constantFrom("team-1-16", "seed-3090-autodl", "team-8xh100-247", "lab");

/** Random verdicts of every claim, with the labels they quote. */
const verdicts: fc.Arbitrary<{ v: Verdict; labels: string[] }> = fc.oneof(
  fc.array(share, { maxLength: 6 }).map((s) => ({
    v: checkFullLoadClaim(s.map(saving)),
    labels: [],
  })),
  fc.array(fc.double({ min: 0.01, max: 1.5, noNaN: true }), { maxLength: 6 }).map((r) => ({
    v: checkSpotClaim(r.map(ratio)),
    labels: [],
  })),
  fc.array(
    fc.record({
      label,
      projects: fc.array(
        fc.record({ months: fc.integer({ min: 1, max: 12 }), cheaper: fc.boolean() }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 4 },
  ).map((rs) => ({
    v: checkShortProjectClaim(
      rs.map((r) => ({
        label: r.label,
        projects: r.projects.map((p) => project(p.months, p.cheaper)),
      })),
    ),
    labels: rs.map((r) => r.label),
  })),
  fc.tuple(fc.integer({ min: 1, max: 60 }), fc.option(fc.integer({ min: 1, max: 60 }))).map((
    [cash, net],
  ) => ({
    v: checkPaybackClaim(
      { kind: "month", month: cash },
      net === null
        ? {
          kind: "notWithinHorizon",
          lastMonthSearched: 60,
          why: { kind: "not-within-horizon", months: 60 },
        }
        : { kind: "month", month: net },
    ),
    labels: [],
  })),
  fc.array(
    fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), fromTheEssay: fc.boolean() }),
    {
      maxLength: 5,
    },
  ).map((s) => ({
    v: checkResaleClaim(s.map((x) => ({ label: "m", years: 5, ...x }))),
    labels: [],
  })),
  fc.array(
    fc.record({
      label,
      utilization: fc.double({ min: 0, max: 1, noNaN: true }),
      assumed: fc.boolean(),
    }),
    { maxLength: 4 },
  ).map((profiles) => ({
    v: checkPeakUtilizationClaim(profiles),
    labels: profiles.map((p) => p.label),
  })),
  fc.array(share, { maxLength: 5 }).map((m) => ({
    v: checkMarkupClaim(
      m.map((markup) => ({
        label: "a",
        years: 3,
        ownPerGpuHour: 1,
        rentPerGpuHour: 1 + markup,
        markup,
      })),
    ),
    labels: [],
  })),
);

Deno.test("sayVerdict() in Chinese states the English numbers and no English word, for random findings", () => {
  fc.assert(fc.property(verdicts, ({ v, labels }) => {
    const en = sayVerdict(v), zh = sayVerdict(v, { lang: "zh" });
    assert.deepEqual(numbers(zh.finding), numbers(en.finding), `${en.finding}\n${zh.finding}`);
    assert.deepEqual(englishWords(zh.claim + zh.finding, labels), [], zh.claim + zh.finding);
    const line = verdictLine(v, { lang: "zh" }).html.replace(/<[^>]*>/g, "");
    assert.deepEqual(englishWords(line, labels), [], line);
  }));
});

const answers: fc.Arbitrary<DecisionAnswers> = fc.record({
  needsInterconnectOrLargeMemory: fc.boolean(),
  projectMonths: fc.integer({ min: 1, max: 60 }),
  highFrequency: fc.boolean(),
  dataMayLeave: fc.boolean(),
  hasOpsStaff: fc.boolean(),
  breakEven: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant("hours" as const),
        breakEvenHoursPerDay: fc.double({ min: 0.1, max: 23.9, noNaN: true }),
        utilization: fc.constant(1),
        ownCheaper: fc.constantFrom("above" as const, "below" as const),
        why: fc.constant({ kind: "fixed-tco" as const }),
      }),
      fc.constantFrom(
        { kind: "always" as const, why: { kind: "cheaper-at-zero" as const } },
        { kind: "never" as const, why: { kind: "no-horizon" as const } },
      ),
    ),
    { nil: undefined },
  ),
  expectedHoursPerDay: fc.option(fc.double({ min: 0, max: 24, noNaN: true }), { nil: undefined }),
});

Deno.test("sayDecisionStep() in Chinese states the English numbers and no English word, on random answers", () => {
  fc.assert(fc.property(answers, (a) => {
    for (const step of decide(a).reasons) {
      const en = sayDecisionStep(step), zh = sayDecisionStep(step, { lang: "zh" });
      assert.deepEqual(numbers(zh), numbers(en), `${en}\n${zh}`);
      assert.deepEqual(englishWords(zh, ["TCO", "GPU"]), [], zh);
    }
  }));
});

Deno.test("sayDecisionStep() in English is the text the decision guide has always printed", () => {
  const steps = decide({
    needsInterconnectOrLargeMemory: false,
    projectMonths: 36,
    highFrequency: true,
    dataMayLeave: true,
    hasOpsStaff: false,
    breakEven: {
      kind: "hours",
      breakEvenHoursPerDay: 4.3,
      utilization: 1,
      ownCheaper: "above",
      why: {
        kind: "saving-pays-fixed",
        rentedPerHour: 3.5,
        ownedPerHour: 0.65,
        breakEvenHoursPerDay: 4.3,
      },
    },
    expectedHoursPerDay: 8,
  }).reasons.map((s) => sayDecisionStep(s));
  assert.deepEqual(steps, [
    "A project of 36 months at high frequency: compute the local TCO (002 step 2)",
    "The model says owning is cheaper above 4.3 h/day; at the expected 8.0 h/day owning is cheaper",
    "There is no one to run the hardware: keep steady work on owned GPUs only if someone can maintain them; burst to the cloud (001 mid-size → hybrid)",
  ]);
  assert.equal(
    sayDecisionStep({ kind: "shortProject", months: 4 }),
    "A project of 4 months is shorter than 6: renting avoids a purchase it cannot pay back (002 step 2; 001 D6)",
  );
});

Deno.test("verdictLine() qualifies a verdict on an assumed profile and never calls it refuted, in both languages", () => {
  fc.assert(fc.property(
    fc.array(
      fc.record({
        label: fc.constantFrom("team-1-16", "spiky"),
        utilization: fc.double({ min: 0, max: 1, noNaN: true }),
        assumed: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    (profiles) => {
      const v = checkPeakUtilizationClaim(profiles);
      const en = verdictLine(v).html.replace(/<[^>]*>/g, "");
      const zh = verdictLine(v, { lang: "zh" }).html.replace(/<[^>]*>/g, "");
      if (profiles.some((p) => p.assumed)) {
        assert.doesNotMatch(en, /\b(refuted|confirmed|partly)\b/, en);
        assert.match(en, /(holds|does not hold) on (part of )?the assumed profiles?:/, en);
        assert.match(zh, /假设的需求曲线上(不)?成立：/, zh);
      } else {
        assert.match(en, /^D4: .*\n?(confirmed|refuted|partly): /s, en);
        assert.doesNotMatch(en + zh, /assumed profile|假设的需求曲线上/);
      }
    },
  ));
});

Deno.test("verdictLine() on the shipped, assumed team-1-16 profile: does not hold on it, not refuted", () => {
  // data/demand.csv team-1-16 (source: assumption): mean 4.16 of a 16-GPU peak, 26 %
  const v = checkPeakUtilizationClaim([{ label: "team-1-16", utilization: 0.26, assumed: true }]);
  assert.match(
    verdictLine(v).html,
    /color:#616161[^>]*>does not hold on the assumed profile<\/span>: A fleet sized for the peak is used on average: team-1-16 26 % \(an assumed profile\); 0 of 1 below 20 %/,
  );
  assert.match(verdictLine(v, { lang: "zh" }).html, />在假设的需求曲线上不成立<\/span>：/);
});
