// Random readers' cases for the tests of the choices (tests/scenario/choices_test.ts) and of the
// what-if page in a browser (tests/e2e/full/whatif_choices_test.ts): a scenario, a machine (of the
// data or the reader's own), a site, an offering, a job and some numbers, drawn with a seed.
import type { Dataset } from "../../lib/data/load.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { seededRandom } from "../../lib/model/random.ts";
import { gpuModelsOf } from "../../lib/scenario.ts";

/** `n` cases of `d`, every third with a machine of the reader's own. */
export function randomCases(d: Dataset, n: number, seed: number): ParameterValues[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const round = (x: number, digits: number) => Number(x.toFixed(digits));
  const models = gpuModelsOf(d).filter((m) => d.throughput.some((t) => t.gpuModel === m));
  return Array.from({ length: n }, (_, i) => {
    const scenario = pick(d.scenarios);
    const own = i % 3 === 0;
    const offering = pick(d.offerings);
    const values: ParameterValues = {
      scenario: scenario.id,
      ...(own ? {} : { machine: pick(d.hardware).id }),
      site: pick(d.sites).id,
      offering: offering.id,
      job: pick(d.jobs).id,
      hours_per_day: round(1 + random() * 23, 1),
      horizon_years: pick([1, 2, 3, 4, 5]),
    };
    if (own) {
      values.gpu_model = pick(models);
      values.gpu_count = pick([1, 2, 4, 8]);
      values.machine_power = round(0.3 + random() * 4, 2);
      values.purchase_price = round(5_000 + random() * 200_000, 0);
    }
    if (random() < 0.5) values.electricity_price = round(0.3 + random(), 2);
    if (random() < 0.3) values.utilization = round(0.2 + random() * 0.8, 2);
    if (random() < 0.3) values.discount_rate = round(random() * 0.12, 3);
    if (random() < 0.3) values.residual_fraction = round(random() * 0.6, 2);
    if (random() < 0.3) values.cloud_price = round(0.5 + random() * 20, 2);
    return values;
  });
}
