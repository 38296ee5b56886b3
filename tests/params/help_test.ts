/** What each parameter changes, from the catalogue, in every language. */
import assert from "node:assert/strict";
import { parameterHelp, PARAMETERS } from "../../lib/params.ts";
import { LANGS } from "../../lib/lang.ts";
import { words } from "../../lib/words/messages.ts";
import { dataNames, englishWords } from "../../lib/report/lint.ts";
import { ROOT } from "../helpers.ts";

Deno.test("every parameter has help in every language of the catalogue, and the catalogue none for another name", () => {
  for (const lang of LANGS) {
    for (const p of PARAMETERS) {
      assert.notEqual(parameterHelp(p.name, lang).trim(), "", `${lang} ${p.name}`);
    }
    const names = new Set<string>(PARAMETERS.map((p) => p.name));
    const extra = Object.keys(words(lang).params.help).filter((name) => !names.has(name));
    assert.deepEqual(extra, [], `${lang}: help for a parameter the list lacks`);
  }
  assert.equal(parameterHelp("colour", "en"), "");
});

Deno.test("a record's help is the catalogue's English, which --help and -p's refusals say", () => {
  for (const p of PARAMETERS) assert.equal(p.help, parameterHelp(p.name, "en"), p.name);
});

Deno.test("the Chinese help reads as Chinese, as the report lint reads a tooltip: no English word but identifiers, the data's names and the parameter's own choices and keywords", async () => {
  const names = await dataNames(`${ROOT}data`);
  for (const p of PARAMETERS) {
    const zh = parameterHelp(p.name, "zh");
    const own = new Set([...names, ...(p.choices ?? []), ...(p.keywords ?? [])]);
    assert.match(zh, /\p{Script=Han}/u, p.name);
    assert.deepEqual(englishWords(zh, own), [], `${p.name}: ${zh}`);
  }
});
