"""Hand-made probes of the served engine: claims an agent would send, each with the call it should get.

Usage: python bench/probes.py [--engine auto] [--verbose]

Each probe set is a made-up context with true and false claims written by hand (never taken from a data
set). A probe is right when the engine's supported / not-supported call matches. The sets were written in
session 20 to find what the engine gets wrong on the shapes of real answers (attributions, discourse
markers, numbered lists, remarks that the sources leave something out, rounded figures, units, clock
times, per-period prices, opposite words); the unit tests pin the behaviours fixed since, and this script
prints how many probes each engine still gets wrong, as a figure to compare across sessions.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from verifier.registry import load_engine  # noqa: E402

BRIDGE = ("The Sydney Harbour Bridge is a steel through arch bridge across Sydney Harbour. It was designed and built "
          "by Dorman Long of Middlesbrough and opened in 1932. The bridge is 1,149 metres long. It carries rail, "
          "vehicle, bicycle and pedestrian traffic. Tolls are charged to southbound vehicles only.")
COMPANY = ("Acme Cloud was founded in 2014 by Maria Chen in Austin, Texas. The company employs 320 people and reported "
           "revenue of $48 million in 2023, up 12% from 2022. Its Growth plan costs $49 per month and includes 5 "
           "users. Customers can cancel at any time. Support is available by email from 9 am to 5 pm on weekdays.")
TRIAL = ("In a randomised trial of 1,204 adults with hypertension, daily use of drug X lowered systolic blood pressure "
         "by 8.1 mmHg after 12 weeks, compared with 2.3 mmHg for placebo. Side effects were mild; 4% of patients "
         "reported dizziness. The trial was run at 14 hospitals in Canada and funded by the manufacturer. Patients "
         "over 80 were excluded. The authors call for longer studies before the drug is approved for children.")

# (context, claim, should be supported)
PROBES: dict[str, list[tuple[str, str, bool]]] = {
    "answer shapes": [(BRIDGE, c, True) for c in (
        "The Sydney Harbour Bridge opened in 1932.",
        "It is worth noting that the Sydney Harbour Bridge opened in 1932.",
        "However, the Sydney Harbour Bridge opened in 1932.",
        "Passage 2 says the Sydney Harbour Bridge opened in 1932.",
        "The Sydney Harbour Bridge opened in 1932, as mentioned in Passage 1.",
        "1. The bridge opened in 1932.\n2. It is 1,149 metres long.",
        "The bridge is approximately 1.1 km long.",
        "The bridge opened in 1932. The passages do not mention when it closed.",
        "Yes, tolls apply only to vehicles heading south.",
        "The Sydney Harbour Bridge was opened in the year 1932.",
        "Cyclists can use the bridge.",
        "The bridge opened in **1932**.",
    )] + [(BRIDGE, c, False) for c in (
        "The bridge is 1.6 km long.",
        "The passages do not mention when the bridge opened.",
        "The context does not specify the length of the bridge.",
        "Northbound vehicles pay a toll.",
    )],
    "company record": [(COMPANY, c, True) for c in (
        "Acme Cloud was founded in 2014.", "Maria Chen founded Acme Cloud.", "Acme Cloud has a total of 320 employees.",
        "Revenue grew by 12% in 2023.", "The Growth plan is priced at $49 per month.", "You can cancel at any time.",
        "Support hours are 9 am to 5 pm.", "Acme Cloud is based in Austin, Texas.",
    )] + [(COMPANY, c, False) for c in (
        "Acme Cloud was founded in 2015.", "Acme Cloud was founded by John Smith.", "Revenue fell 12% in 2023.",
        "The Growth plan costs $59 per month.", "Customers cannot cancel their plan.", "Support is available by phone.",
        "Support is available on weekends.", "Acme Cloud is a public company.",
        "Acme Cloud was acquired by Oracle in 2022.", "The Growth plan includes unlimited users.",
        "Acme Cloud has offices in London.",
        "Maria Chen is the CEO of Acme Cloud.", "The Growth plan costs $49 per year.",
        "Acme Cloud was founded in Austin in 2014 and went public in 2020.", "Support is available from 9 am to 9 pm.",
    )],
    "drug trial": [(TRIAL, c, True) for c in (
        "Drug X lowered systolic blood pressure by 8.1 mmHg.", "The trial enrolled 1,204 adults.",
        "The trial lasted 12 weeks.", "About 4% of patients felt dizzy.", "The trial took place in Canada.",
        "The manufacturer funded the trial.", "Patients older than 80 were not included.",
        "Placebo lowered blood pressure by 2.3 mmHg.",
    )] + [(TRIAL, c, False) for c in (
        "Drug X lowered diastolic blood pressure by 8.1 mmHg.", "The trial lasted 12 months.",
        "The trial was run at 41 hospitals.", "Side effects were severe.", "The trial was run in the United States.",
        "Patients over 80 were included.", "The drug is approved for children.",
        "The trial was funded by the government.",
        "40% of patients reported dizziness.", "Drug X raised systolic blood pressure by 8.1 mmHg.",
        "The trial was not randomised.", "Drug X cures hypertension.",
    )],
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="auto")
    ap.add_argument("--verbose", action="store_true", help="print every probe, not only the wrong ones")
    a = ap.parse_args()
    engine = load_engine(a.engine)
    total_wrong = total = 0
    for name, probes in PROBES.items():
        wrong = 0
        for context, claim, should in probes:
            v = engine.check(claim, context)
            right = (v.verdict == "supported") == should
            wrong += not right
            if a.verbose or not right:
                print(f"  {'  ' if right else 'XX'} {v.confidence_score:.3f} {v.verdict:12s} {claim!r}")
        print(f"{name}: {wrong} wrong of {len(probes)}")
        total_wrong, total = total_wrong + wrong, total + len(probes)
    print(f"engine={a.engine} model={engine.model_used}: {total_wrong} wrong of {total}")


if __name__ == "__main__":
    main()
