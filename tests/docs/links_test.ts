// Every relative link of the documentation reaches a file of the project, and its anchor a
// heading of that file; every page of docs/ is reachable from README.md.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { anchors, docPages, readPage, relativeLinks, ROOT } from "./pages.ts";

Deno.test("every relative link of README.md, docs/*.md and bench/README.md names a file that exists, and its anchor a heading of it", () => {
  const broken: string[] = [];
  for (const page of docPages()) {
    for (const link of relativeLinks(page)) {
      if (!existsSync(join(ROOT, link.path))) {
        broken.push(`${page}: ${link.target} (no file ${link.path})`);
      } else if (link.anchor !== undefined) {
        if (!link.path.endsWith(".md")) {
          broken.push(`${page}: ${link.target} (an anchor into a file that is not Markdown)`);
        } else if (!anchors(readPage(link.path)).has(link.anchor)) {
          broken.push(`${page}: ${link.target} (no heading #${link.anchor} in ${link.path})`);
        }
      }
    }
  }
  assert.deepEqual(broken, []);
});

Deno.test("every page of docs/ and bench/README.md is reachable from README.md by links", () => {
  const reached = new Set(["README.md"]);
  const queue = ["README.md"];
  while (queue.length > 0) {
    const page = queue.shift()!;
    for (const { path } of relativeLinks(page)) {
      if (path.endsWith(".md") && !reached.has(path) && existsSync(join(ROOT, path))) {
        reached.add(path);
        queue.push(path);
      }
    }
  }
  assert.deepEqual(docPages().filter((p) => !reached.has(p)), []);
});

Deno.test("anchors() gives GitHub's anchors: lower case, punctuation dropped, repeats numbered", () => {
  const actual = anchors(
    "# Why there is no `@std` import\n## Add a parameter\n## Add a parameter\n## 中文说明\n```\n# not a heading\n```",
  );
  assert.deepEqual([...actual], [
    "why-there-is-no-std-import",
    "add-a-parameter",
    "add-a-parameter-1",
    "中文说明",
  ]);
});
