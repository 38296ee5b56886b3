import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DOC_ENTRY,
  judgeDocFindings,
  libSources,
  lintDocs,
  parseDocLint,
} from "../../lib/cli/doc_lint.ts";

// two findings as `deno doc --lint` prints them (colours removed)
const OUTPUT = `error[private-type-ref]: public type 'Row' references private type 'output'
   --> /p/lib/data/schema.ts:510:1
    |
510 | export type Row = z.output<typeof row>;
    | ^

error[private-type-ref]: public type 'CHAINS' references private type 'Chain'
  --> /p/lib/cli/run.ts:60:14
   |

error[missing-jsdoc]: exported symbol is missing JSDoc documentation
  --> /p/lib/present/table.ts:33:18

error: Found 3 documentation lint errors.
`;

const SOURCES = new Map([
  ["/p/lib/data/schema.ts", `import { z } from "zod";\nconst row = z.object({});`],
  ["/p/lib/cli/run.ts", `import { runTask } from "./main.ts";\ninterface Chain { does: string }`],
  ["/p/lib/present/table.ts", `export interface TableOptions {}`],
]);

Deno.test("doc lint: each finding is read with its rule, place and referenced type", () => {
  const findings = parseDocLint(OUTPUT);
  assert.deepEqual(findings.map((f) => [f.rule, f.at, f.referenced]), [
    ["private-type-ref", "/p/lib/data/schema.ts:510:1", "output"],
    ["private-type-ref", "/p/lib/cli/run.ts:60:14", "Chain"],
    ["missing-jsdoc", "/p/lib/present/table.ts:33:18", undefined],
  ]);
});

Deno.test("doc lint: only a type of an imported npm package is let through", () => {
  const { errors, external } = judgeDocFindings(parseDocLint(OUTPUT), SOURCES);
  assert.deepEqual(external.map((f) => f.referenced), ["output"]);
  // Chain is declared in lib/, so naming it unexported is an error; a missing doc always is
  assert.deepEqual(errors.map((f) => f.rule), ["private-type-ref", "missing-jsdoc"]);
});

Deno.test("doc lint: a type no file declares is still an error in a file importing no package", () => {
  const sources = new Map([["/p/lib/data/schema.ts", `const row = 1;`]]);
  const { errors } = judgeDocFindings(parseDocLint(OUTPUT).slice(0, 1), sources);
  assert.equal(errors.length, 1);
});

Deno.test("doc lint: a row type may name the zod schema its module keeps; any other private value is an error", () => {
  const output = `error[private-type-ref]: public type 'SiteRow' references private type 'siteRow'
  --> /p/lib/data/schema.ts:9:1

error[private-type-ref]: public type 'Limits' references private type 'LIMITS'
  --> /p/lib/data/cells.ts:3:1
`;
  const sources = new Map([
    ["/p/lib/data/schema.ts", `import { z } from "zod";\nconst siteRow = z.object({});`],
    ["/p/lib/data/cells.ts", `import { z } from "zod";\nconst LIMITS = { low: 0 };`],
  ]);
  const { errors, external, schemas } = judgeDocFindings(parseDocLint(output), sources);
  assert.deepEqual(schemas.map((f) => f.referenced), ["siteRow"]);
  assert.deepEqual(errors.map((f) => f.referenced), ["LIMITS"]);
  assert.deepEqual(external, []);
});

Deno.test("doc lint: the entry lib/mod.ts exports every type its exports name", async () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const sources = libSources(root);
  const { errors } = await lintDocs([join(root, DOC_ENTRY)], sources);
  assert.deepEqual(errors.map((e) => e.message), []);
});

Deno.test("doc lint: a type named by an export of the entry alone is found when the entry does not export it", async () => {
  // an entry exporting a function whose result names a type that only another module exports
  const dir = await Deno.makeTempDir();
  try {
    const inner = join(dir, "inner.ts");
    const entry = join(dir, "mod.ts");
    await Deno.writeTextFile(
      inner,
      `/** A reason. */\nexport type Reason = "never";\n/** The reason. */\nexport function why(): Reason {\n  return "never";\n}\n`,
    );
    await Deno.writeTextFile(
      entry,
      `/** The entry. @module */\nexport { why } from "./inner.ts";\n`,
    );
    const sources = new Map([[inner, await Deno.readTextFile(inner)], [entry, ""]]);
    const alone = await lintDocs([entry], sources);
    assert.deepEqual(alone.errors.map((e) => e.referenced), ["Reason"]);
    const both = await lintDocs([entry, inner], sources);
    assert.deepEqual(both.errors, []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
