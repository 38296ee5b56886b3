import assert from "node:assert/strict";
import { join } from "node:path";
import { hashFolder, ReportCache, sha256 } from "../../lib/report/cache.ts";

Deno.test("sha256() hashes each part length-prefixed: the lists ['ab','c'] and ['a','bc'] differ", async () => {
  // SHA-256 of the empty input, and of "3:abc" (the one part "abc" with its length)
  assert.equal(
    await sha256([]),
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  );
  assert.equal(
    await sha256(["abc"]),
    "aab5f9ae99b2e38fb462025c8f72f570c9c811705d2a4277dc855d7fa293fe97",
  );
  // "2:ab1:c" and "1:a2:bc"
  assert.equal(
    await sha256(["ab", "c"]),
    "430fb1b4ac43316eca81fab27a1930ab8eff8fef6a1dc7903dce44bbc2790dc5",
  );
  assert.equal(
    await sha256(["a", "bc"]),
    "5310a58788781ab25d5ad7c3f85035824b4eb7bdfa394e0ac2186271472b5492",
  );
  // bytes and text of the same content hash alike
  assert.equal(await sha256([new TextEncoder().encode("abc")]), await sha256(["abc"]));
});

Deno.test("hashFolder() changes with a file's name or content, not with the order files were written", async () => {
  const a = await Deno.makeTempDir(), b = await Deno.makeTempDir();
  await Deno.writeTextFile(join(a, "x.ts"), "1");
  await Deno.writeTextFile(join(a, "y.ts"), "2");
  await Deno.writeTextFile(join(b, "y.ts"), "2");
  await Deno.writeTextFile(join(b, "x.ts"), "1");
  assert.equal(await hashFolder(a), await hashFolder(b));
  await Deno.mkdir(join(b, "__pycache__"));
  await Deno.writeTextFile(join(b, "__pycache__", "z.pyc"), "compiled");
  assert.equal(await hashFolder(a), await hashFolder(b), "__pycache__ is not a source");
  await Deno.writeTextFile(join(b, "x.ts"), "3");
  assert.notEqual(await hashFolder(a), await hashFolder(b));
  await Deno.remove(a, { recursive: true });
  await Deno.remove(b, { recursive: true });
});

Deno.test("ReportCache keeps one entry a notebook: a new key drops the old one", async () => {
  const dir = await Deno.makeTempDir();
  const cache = new ReportCache(join(dir, "cache"));
  const page = (text: string) => new TextEncoder().encode(text);
  assert.equal(await cache.get("01_seed_case", "k1"), undefined);
  await cache.put("01_seed_case", "k1", page("one"));
  await cache.put("02_tco_scenarios", "k1", page("two"));
  assert.deepEqual(await cache.get("01_seed_case", "k1"), page("one"));
  await cache.put("01_seed_case", "k2", page("one again"));
  assert.equal(await cache.get("01_seed_case", "k1"), undefined);
  assert.deepEqual(await cache.get("01_seed_case", "k2"), page("one again"));
  assert.deepEqual(
    await cache.get("02_tco_scenarios", "k1"),
    page("two"),
    "another notebook stays",
  );
  const names = [...Deno.readDirSync(join(dir, "cache"))].map((e) => e.name).sort();
  assert.deepEqual(names, ["01_seed_case-k2.html", "02_tco_scenarios-k1.html"]);
  await Deno.remove(dir, { recursive: true });
});
