"""SALib's Sobol' indices for tests/model/sobol_test.ts and global_sensitivity_test.ts.

Writes tests/reference/salib_sobol.json: SALib's S1, ST and their 95 % bootstrap half-widths of
the Ishigami function (a = 7, b = 0.1) and of the workbook's two answers for the shipped
scenario, on SALib's own sample (scrambled Sobol', its own estimators and bootstrap), and the
first points of SciPy's unscrambled Sobol' sequence in 40 dimensions (the direction numbers
lib/model/sobol.ts embeds).

The workbook is priced by Deno (tests/reference/sobol_answers.ts) on SALib's sample of the unit
cube, each uniform mapped to its input's triangular draw as the workbook maps it.

Run from the repository's root, with SALib, NumPy and SciPy in a venv outside the repository:

    python3 -m venv /tmp/salib
    /tmp/salib/bin/pip install 'SALib==1.6.*'
    /tmp/salib/bin/python tests/reference/salib_sobol.py

The stored file was made where pip's mirror had no SALib: NumPy, SciPy, pandas, matplotlib and
multiprocess from pip, and SALib from its GitHub source at commit 1c37548 (`pip install --no-deps`
of that tree, version written as 1.6.0.dev0+g1c37548). Rerun it after data/ranges.csv or the
shipped scenario changes: tests/model/global_sensitivity_test.ts says so when the ranges differ.
"""

import json
from importlib.metadata import version
import os
import subprocess
import sys
import tempfile

import numpy as np
from SALib.analyze import sobol as sobol_analyze
from SALib.sample import sobol as sobol_sample
from SALib.test_functions import Ishigami
from scipy.stats import qmc
import scipy

SEED = 2026
RESAMPLES = 100
CONFIDENCE = 0.95
SCENARIO = "seed-3090-autodl"
ISHIGAMI_N = 2**14
WORKBOOK_N = 2**12
DENO = ["npx", "-y", "deno@2", "run", "--allow-read", "--allow-write", "--allow-env"]
HERE = os.path.dirname(os.path.abspath(__file__))


def indices(problem, Y):
    """SALib's S1, ST and their half-widths, as lists."""
    Si = sobol_analyze.analyze(
        problem,
        Y,
        calc_second_order=False,
        num_resamples=RESAMPLES,
        conf_level=CONFIDENCE,
        seed=SEED,
    )
    return {key: [float(v) for v in Si[key]] for key in ("S1", "S1_conf", "ST", "ST_conf")}


def ishigami():
    problem = {"num_vars": 3, "names": ["x1", "x2", "x3"], "bounds": [[-np.pi, np.pi]] * 3}
    X = sobol_sample.sample(problem, ISHIGAMI_N, calc_second_order=False, seed=SEED)
    return {"n": ISHIGAMI_N, "a": 7, "b": 0.1, **indices(problem, Ishigami.evaluate(X, A=7, B=0.1))}


def workbook():
    ranges = json.loads(subprocess.run(
        [*DENO, os.path.join(HERE, "sobol_answers.ts"), "names", SCENARIO],
        check=True, capture_output=True, text=True,
    ).stdout)
    names = [r["name"] for r in ranges]
    problem = {"num_vars": len(names), "names": names, "bounds": [[0.0, 1.0]] * len(names)}
    U = sobol_sample.sample(problem, WORKBOOK_N, calc_second_order=False, seed=SEED)
    with tempfile.TemporaryDirectory() as tmp:
        given, priced = os.path.join(tmp, "u.csv"), os.path.join(tmp, "y.csv")
        np.savetxt(given, U, delimiter=",", fmt="%.17g")
        subprocess.run(
            [*DENO, os.path.join(HERE, "sobol_answers.ts"), "price", SCENARIO, given, priced],
            check=True,
        )
        Y = np.loadtxt(priced, delimiter=",")
    return {
        "scenario": SCENARIO,
        "n": WORKBOOK_N,
        "names": names,
        "ranges": ranges,
        "ownMinusRent": indices(problem, Y[:, 0]),
        "breakEvenHours": indices(problem, Y[:, 1]),
    }


def main():
    result = {
        "made_by": "tests/reference/salib_sobol.py",
        "salib": version("SALib"),
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "python": sys.version.split()[0],
        "seed": SEED,
        "resamples": RESAMPLES,
        "confidence": CONFIDENCE,
        "sobol_sequence_40d": qmc.Sobol(40, scramble=False).random(16).tolist(),
        "ishigami": ishigami(),
        "workbook": workbook(),
    }
    path = os.path.join(HERE, "salib_sobol.json")
    with open(path, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")
    # as `deno fmt --check` (deno task check) wants it
    subprocess.run(["npx", "-y", "deno@2", "fmt", "--quiet", path], check=True)


if __name__ == "__main__":
    main()
