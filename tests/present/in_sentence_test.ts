import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { sayCrossovers } from "../../lib/present/findings.ts";
import { words } from "../../lib/words/messages.ts";
import { inSentence } from "../../lib/words/messages/message.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const en = words("en");

/** The catalogue's plain words that open a label ("On demand", "Spot", "Own"): lower case inside a sentence. */
const LABEL_WORDS = [...Object.values(en.common.pricing), en.common.own, en.common.rent]
  .map((l) => /^[A-Z][a-z]+/.exec(l)?.[0]).filter((w): w is string => w !== undefined);

/** A label word written with its capital inside a sentence: not at its start nor after a stop. */
function capitalsMidSentence(sentence: string): string[] {
  const found: string[] = [];
  for (const w of LABEL_WORDS) {
    for (const m of sentence.matchAll(new RegExp(`(?<!^|[.!?]\\s)\\b${w}\\b`, "g"))) {
      found.push(`${m[0]} at ${m.index}`);
    }
  }
  return found;
}

Deno.test("inSentence() lowers a catalogue word that opens a label and keeps names", () => {
  assert.equal(inSentence("On demand: AutoDL"), "on demand: AutoDL");
  assert.equal(inSentence("Spot: Gongji"), "spot: Gongji");
  assert.equal(inSentence("AutoDL RTX 4090"), "AutoDL RTX 4090");
  assert.equal(inSentence("RTX 3090 workstation"), "RTX 3090 workstation");
});

Deno.test("sentences that name the ways of renting write them in lower case mid-sentence, for every shipped scenario", () => {
  assert.ok(LABEL_WORDS.includes("On") && LABEL_WORDS.includes("Spot"));
  for (const s of dataset.scenarios) {
    const labels = resolveScenario(dataset, s.id).options.map((o) => o.label);
    assert.ok(labels.length > 0, s.id);
    const crossings = labels.map((b, i) => ({
      a: en.common.own,
      b,
      hours: 100 + i,
      cost: 1,
      ownCheaper: i % 2 === 0 ? "above" as const : "below" as const,
    }));
    const sentences = [
      sayCrossovers(crossings, { lang: "en" }),
      ...labels.map((l) => en.notebooks.nb07.onSpot(l, 2, "1,000 CNY", "1,200 CNY")),
    ];
    for (const sentence of sentences) {
      assert.deepEqual(capitalsMidSentence(sentence), [], sentence);
    }
  }
  // the check finds what it is for
  assert.deepEqual(capitalsMidSentence("Owning is cheaper than On demand: AutoDL."), ["On at 23"]);
});
