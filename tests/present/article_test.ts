import assert from "node:assert/strict";
import { article } from "../../lib/words/messages/message.ts";
import { words } from "../../lib/words/messages.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { ROOT } from "../helpers.ts";

Deno.test("article() says an before a vowel sound, letters and numbers as they are said", () => {
  const cases: [string, "a" | "an"][] = [
    ["RTX 3090", "an"],
    ["H100 80GB", "an"],
    ["A100 80GB", "an"],
    ["GPU", "a"],
    ["TPU", "a"],
    ["4090", "a"],
    ["8-GPU server", "an"],
    ["11 GB card", "an"],
    ["hour", "an"],
    ["server", "a"],
    ["user", "a"],
    ["owned GPU", "an"],
  ];
  for (const [word, expected] of cases) assert.equal(article(word), expected, word);
});

Deno.test("no English chart title of the shipped GPU models says 'a' before a vowel sound", async () => {
  const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
  const models = new Set([...dataset.hardware, ...dataset.offerings].map((x) => x.gpuModel));
  for (const gpu of models) {
    const title = words("en").charts.monthly.title(gpu, "CNY");
    assert.doesNotMatch(title, /\ba (?:RTX|H\d|A\d|[AEFHILMNORSX][A-Z\d])/, title);
  }
});
