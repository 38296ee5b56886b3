/**
 * The controls of the what-if page: one for each number parameter of `lib/params.ts` (a
 * parameter added there gets a control by itself; a work's fields are the work section's), its unit in the report's currency, the value
 * the report was built with, and the state of the page as the URL's hash
 * (`#hours_per_day=6&cloud_price=2`). Pure: no DOM, no `Deno`.
 *
 * @module
 */
import { type Parameter, ParameterError, PARAMETERS, parseAssignment } from "../params.ts";
import type { ResolvedScenario } from "../scenario.ts";
import { caseSchedule } from "../scenario/overrides.ts";
import { WORK_PARAMETERS } from "../scenario/work.ts";
import type { Money } from "../present/format.ts";
import { parameterUnit } from "../present/parameters.ts";
import { unitKind } from "../parameter_units.ts";
import { type Refusal, refusalOf } from "./refusals.ts";

/** Parameter values the reader set on the page, numbers in the units of the controls. */
export type WhatIfValues = Record<string, number>;

/** One control: a number parameter with its unit, range and built value. */
export interface Control {
  /** The parameter's name, as `-p` and the address write it. */
  name: string;
  /**
   * The unit shown beside the value, in the page's language, money in the report's currency
   * (`USD per GPU-hour`, `CNY`); `""` for a fraction or a count without one.
   */
  unit: string;
  /**
   * The slider's range and step: the plausible span of the parameter's unit (`sliderMax` of
   * `lib/params.ts`), holding the built value, its steps falling on the built value.
   */
  sliderMin: number;
  /** The slider's top (see `sliderMin`). */
  sliderMax: number;
  /** The slider's step. */
  step: number;
  /** The value the report was built with; `undefined` when the page cannot tell (a new parameter). */
  built: number | undefined;
  /**
   * Whether the control is spot's (its record's binding says `spot`): shown only while spot is in
   * play in the case ({@linkcode spotInPlay}).
   */
  spot: boolean;
  /**
   * The term without which the control changes nothing (its record's `appliesWith`): shown only
   * while the machine is owned, or paid by a loan or lease (`termsInPlay()` of `terms.ts`).
   */
  appliesWith?: "owned" | "financing";
  /**
   * Whether it is a part of the schedule (its record's binding): the demand of a case without a
   * work, hidden and showing the case's hours while a work sets them.
   */
  schedule: boolean;
  /**
   * Whether a chosen machine, site or offering sets its value (its record's `followsCase`): it
   * then shows the case's value where the reader set none.
   */
  followsCase: boolean;
}

/**
 * The value of parameter `p` in `applied` (the scenario with the build's parameters applied),
 * read back through its binding, money in the display currency; the schedule as the build gave
 * it or the case has it (`caseSchedule()`).
 */
export function builtValue(
  p: Parameter,
  applied: ResolvedScenario,
  built: WhatIfValues,
  money: Money,
): number | undefined {
  if (built[p.name] !== undefined) return built[p.name];
  const { inputs: x, scenario: s } = applied;
  const b = p.binding;
  switch (b.kind) {
    case "input":
      return x[b.input] * (b.per ?? 1) / (p.money ? money.cnyPerUnit : 1);
    case "schedule":
      // a scenario that names its jobs a month works the hours they take: shown as that many
      // hours every day at full use
      return caseSchedule(applied)[b.field];
    case "scenario": {
      const value = s[b.field] ?? b.blank;
      return value === undefined ? undefined : value * (b.per ?? 1);
    }
    case "choice":
      return b.input === undefined ? undefined : x[b.input];
    default:
      return undefined;
  }
}

/** A slider step of about a hundredth of `span`, rounded to 1, 2 or 5 × a power of ten. */
function niceStep(span: number): number {
  const raw = span / 100;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : 5) * power;
}

/** A round number at or above `x` (> 0): 1, 1.5, 2, 3, 5 or 7.5 × a power of ten (295 → 300). */
function niceCeil(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const unit = Number((x / power).toPrecision(12));
  return ([1, 1.5, 2, 3, 5, 7.5].find((u) => unit <= u) ?? 10) * power;
}

/** The decimals `x` is written with (`0.967` → 3); 20 for a number written with an exponent. */
function decimalsOf(x: number): number {
  const text = String(x);
  if (/e/i.test(text)) return 20;
  return text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
}

/**
 * The slider's least value: `value` less as many whole steps as stay at or above `low` (above,
 * when `low` is excluded), so that the slider's steps fall on `value` itself and a step right and
 * back returns to it exactly (a range input's steps count from its `min`). Rounded to the
 * decimals of the value and the step, as the browser reads the attribute in decimal.
 */
function alignedMin(value: number, low: number, step: number, exclusive: boolean): number {
  let n = Math.floor((value - low) / step + 1e-9);
  const decimals = Math.min(20, Math.max(decimalsOf(value), decimalsOf(step)));
  const at = (k: number) => Number((value - k * step).toFixed(decimals));
  while (n > 0 && (at(n) < low || exclusive && at(n) <= low)) n--;
  return at(n);
}

/**
 * The slider of parameter `p`: from its least value to the plausible top of its unit (its
 * `sliderMax`, money converted to the report's currency and rounded up to a round number),
 * widened to hold the built value with a step beyond it (unless `p.max` allows none: 7 days a
 * week) and, for a ratio, 1; about a hundred steps that fall on the built value, whole ones for a
 * whole-number parameter.
 */
function sliderOf(p: Parameter, value: number | undefined, money: Money) {
  const low = p.min ?? 0;
  const isMoney = p.money === true;
  const plausible = p.sliderMax === undefined
    ? p.max !== undefined && p.max <= 30 ? p.max : Math.max(3 * (value ?? 1), 1)
    : isMoney
    ? niceCeil(p.sliderMax / money.cnyPerUnit)
    : p.sliderMax;
  const ratio = unitKind(p.unit) === "ratio";
  const held = Math.max(plausible, value ?? low, ratio ? 1 : low);
  // a whole-number parameter (a count of GPUs, months of a loan) steps by whole numbers
  const stepTo = (top: number) =>
    p.integer ? Math.max(1, niceStep(top - low)) : niceStep(top - low);
  // a built value at the top, or less than a step below it, leaves no step right: the slider then
  // reaches half as much again (8 GPUs to 15), where the workbook takes more
  const atTop = value !== undefined && value > 0 && value + stepTo(held) * (1 - 1e-9) > held;
  const high = Math.min(p.max ?? Infinity, atTop ? Math.max(held, niceCeil(1.5 * value)) : held);
  const step = stepTo(high);
  const from = value ?? (p.minExclusive ? low + step : low);
  return {
    sliderMin: alignedMin(from, low, step, p.minExclusive === true),
    sliderMax: high,
    step,
  };
}

/**
 * The controls of the page for a scenario: every number parameter of the registry in its order
 * but those that state a work (`WORK_PARAMETERS` of `lib/scenario/work_stated.ts`: their fields are the
 * work section's, `work_panel.ts`), the spot ones marked `spot` (the page shows them while
 * {@linkcode spotInPlay}).
 *
 * @param applied the scenario with the build's parameters applied
 * @param built the build's number parameters, money in `money.currency`
 */
export function controlsFor(
  applied: ResolvedScenario,
  built: WhatIfValues,
  money: Money,
): Control[] {
  const work: readonly string[] = WORK_PARAMETERS;
  return PARAMETERS.filter((p) => p.type === "number" && !work.includes(p.name)).map((p) => {
    const value = builtValue(p, applied, built, money);
    return {
      name: p.name,
      unit: parameterUnit(p, money),
      ...sliderOf(p, value, money),
      built: value,
      spot: p.binding.kind === "scenario" && p.binding.spot === true,
      schedule: p.binding.kind === "schedule",
      followsCase: p.followsCase === true,
      ...(p.appliesWith === undefined ? {} : { appliesWith: p.appliesWith }),
    };
  });
}

/**
 * Whether spot's inputs (its interruptions, the wait for capacity) move a figure of the case: it
 * has a spot option (its own offering, or the cheapest spot offering of its GPU model), or its
 * job's ranking holds a spot way, which is billed with the case's spot settings.
 *
 * @param applied the case resolved, the reader's values applied
 * @param jobRows the rows of its job's ranking, when it has a job
 */
export function spotInPlay(
  applied: Pick<ResolvedScenario, "options">,
  jobRows: readonly { pricingModel: string }[] = [],
): boolean {
  return applied.options.some((o) => o.kind === "spot") ||
    jobRows.some((r) => r.pricingModel === "spot");
}

/** The value a control shows: the reader's, else the built one. */
export function shownValue(
  control: Control,
  values: WhatIfValues,
  _built: WhatIfValues,
): number | undefined {
  return values[control.name] ?? control.built;
}

/**
 * Where the slider of `c` rests as built: at the built value, or at its start when the page cannot
 * tell one (spot's interruption rate of a scenario that gives none, "as the scenario").
 */
export function restsAt(c: Control): number {
  return c.built ?? c.sliderMin;
}

/**
 * The reader's values once the slider of `c` has moved to `text` (its value as the browser writes
 * it), when that is back where it rests as built ({@linkcode restsAt}): without a value of `c`'s
 * own, since a slider moved back is no change (the hours a day slid back to 8 keep the scenario's
 * schedule, they do not mean 8 h at full use; spot's rate slid back to its start keeps the
 * scenario's flat spot overhead, it does not mean a modelled rate of 0). "Back" within a
 * millionth of a step: Chromium writes a range's value with 15 digits.
 *
 * @returns `values` without `c`'s, or `undefined` when the slider is elsewhere (the page reads
 * `text` as typed, {@linkcode readControl})
 */
export function slidBack(
  c: Control,
  text: string,
  values: WhatIfValues,
): WhatIfValues | undefined {
  const { [c.name]: _own, ...others } = values;
  return Math.abs(Number(text) - restsAt(c)) <= c.step * 1e-6 ? others : undefined;
}

/**
 * Reads what a reader typed into the control of `name`, with the rules and words of `-p`.
 *
 * @returns `{ok: true, value}` or `{ok: false, message}` (the message `-p` gives)
 */
export function readControl(
  name: string,
  text: string,
): { ok: true; value: number } | { ok: false; message: string; refusal: Refusal } {
  const refused = (error: ParameterError) => ({
    ok: false as const,
    message: error.message,
    refusal: refusalOf(name, error),
  });
  try {
    const [, value] = parseAssignment(`${name}=${text}`);
    if (typeof value !== "number") {
      // a text parameter has no control: refused as -p refuses text for a number
      return refused(
        new ParameterError({ kind: "value", name, found: value, expected: { kind: "number" } }),
      );
    }
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ParameterError) return refused(error);
    throw error;
  }
}

/**
 * Reads the page's state from a URL hash, `#hours_per_day=6&cloud_price=2`. A pair that is not
 * a known number parameter or not a valid value is left out and listed in `refused` with the
 * words of `-p`, and in `refusals` as values for the page to word in its language.
 */
export function readHash(
  hash: string,
  controls: readonly Control[],
): { values: WhatIfValues; refused: string[]; refusals: Refusal[] } {
  const values: WhatIfValues = {};
  const refusals: Refusal[] = [];
  const body = hash.replace(/^#/, "");
  if (body === "") return { values, refused: [], refusals };
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    const text = at < 0 ? "" : decodeURIComponent(pair.slice(at + 1));
    if (!controls.some((c) => c.name === name)) {
      const names = controls.map((c) => c.name);
      refusals.push({
        kind: "unknown",
        name,
        names,
        message: `Unknown parameter "${name}" in the link: the page has ${names.join(", ")}`,
      });
      continue;
    }
    const read = readControl(name, text);
    if (read.ok) values[name] = read.value;
    else refusals.push(read.refusal);
  }
  return { values, refused: refusals.map((r) => r.message), refusals };
}

/** The URL hash of `values`, in the order of the controls: `#hours_per_day=6&cloud_price=2`. */
export function writeHash(values: WhatIfValues, controls: readonly Control[]): string {
  const pairs = controls.filter((c) => values[c.name] !== undefined).map((c) =>
    `${encodeURIComponent(c.name)}=${encodeURIComponent(String(values[c.name]))}`
  );
  return pairs.length === 0 ? "" : `#${pairs.join("&")}`;
}
