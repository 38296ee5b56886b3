import assert from "node:assert/strict";
import { CATALOGUE, words } from "../../lib/words/messages.ts";
import { messagesOf } from "../../lib/words/messages/message.ts";
import { LANGS } from "../../lib/lang.ts";
import { LATIN_ALLOWED } from "../../lib/report/lint.ts";

const all = messagesOf(CATALOGUE);
const HAN = /\p{Script=Han}/u;

Deno.test("every message of the catalogue has English and Chinese of the same kind and parameters", () => {
  assert.ok(all.length > 20, `${all.length} messages`);
  for (const { path, message } of all) {
    assert.equal(typeof message.en, typeof message.zh, path);
    assert.ok(["string", "function"].includes(typeof message.en), path);
    if (typeof message.en === "function" && typeof message.zh === "function") {
      assert.equal(message.zh.length, message.en.length, `${path}: parameters`);
    } else {
      assert.notEqual(String(message.en).trim(), "", `${path}: English is empty`);
      assert.notEqual(String(message.zh).trim(), "", `${path}: Chinese is empty`);
    }
  }
});

Deno.test("the Chinese texts are Chinese: each has a Han character, but for units written alike and punctuation", () => {
  for (const { path, message } of all) {
    if (typeof message.zh !== "string") continue;
    if (message.zh === message.en && LATIN_ALLOWED.has(message.en.toLowerCase())) continue;
    if (/^[\p{P}\s]+$/u.test(message.zh)) continue; // punctuation: "：" for ": "
    assert.match(message.zh, HAN, `${path}: "${message.zh}" has no Chinese`);
  }
});

Deno.test("words() reads the catalogue in one language, section by section", () => {
  assert.equal(words("zh").common.pricing.monthly, "包月");
  assert.equal(words("en").common.pricing.on_demand, "On demand");
  assert.equal(words("zh").common.hoursPerDay("4.30"), "每天 4.30 小时");
  assert.equal(words("en").common.hoursPerDay("4.30"), "4.30 h/day");
  assert.equal(words("zh"), words("zh"), "read once per language");
});

/** Every text of a catalogue read in one language, by its path (`common.pricing.spot`). */
function textsOf(section: object, path = ""): Map<string, unknown> {
  return new Map(
    Object.entries(section).flatMap(([key, value]) =>
      typeof value === "object" && value !== null
        ? [...textsOf(value, `${path}${key}.`)]
        : [[`${path}${key}`, value] as const]
    ),
  );
}

Deno.test("every report language has every key of the catalogue, of English's kind and parameters", () => {
  const en = textsOf(words("en"));
  assert.equal(en.size, all.length, "the English read has one text per message");
  for (const lang of LANGS) {
    const read = textsOf(words(lang));
    assert.deepEqual([...read.keys()].sort(), [...en.keys()].sort(), lang);
    for (const [path, english] of en) {
      const text = read.get(path);
      assert.equal(typeof text, typeof english, `${lang} ${path}`);
      if (typeof text === "function" && typeof english === "function") {
        assert.equal(text.length, english.length, `${lang} ${path}: parameters`);
      } else assert.notEqual(String(text).trim(), "", `${lang} ${path} is empty`);
    }
  }
});
