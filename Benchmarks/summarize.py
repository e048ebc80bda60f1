#!/usr/bin/env python3
"""Turns one Benchmarks/run into a single markdown table: measurement, baseline, ratio, target.

Usage: summarize.py WORK_DIR [CONTENT_TESTS_SECONDS]
WORK_DIR holds hyperfine's startup-LEARNER-ROUND.json, memory.txt and package-benchmark's percentile TSVs.
"""
import glob
import json
import os
import re
import sys

work = sys.argv[1]
tests_fresh = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None
tests_quick = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] else None
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = []


def row(name, value, baseline, ratio, target, met):
    mark = "" if met is None else ("yes" if met else "**no**")
    rows.append((name, value, baseline, ratio, target, mark))


def print_table():
    print()
    print("| Measurement | unwrap | Baseline | Ratio | Target | Met |")
    print("| --- | --- | --- | --- | --- | --- |")
    for r in rows:
        print("| " + " | ".join(r) + " |")


def median_ms(path_pattern):
    """The p50 of a package-benchmark percentile file, in milliseconds (or per second for throughput)."""
    paths = glob.glob(os.path.join(work, path_pattern))
    if not paths:
        return None
    with open(paths[0]) as handle:
        header = handle.readline()
        values = dict(line.split("\t") for line in handle.read().splitlines() if "\t" in line)
    value = float(values["50"])
    scale = {"(ns)": 1e-6, "(μs)": 1e-3, "(ms)": 1.0, "(s)": 1000.0, "(K)": 1e3, "(M)": 1e6}
    for unit, factor in scale.items():
        if unit in header:
            return value * factor
    return value


def bench(name, metric="wallClock"):
    safe = name.replace(" ", "_")
    return median_ms(f"Current_run.UnwrapBenchmarks.{glob.escape(safe)}*.{metric}.histogram.percentiles.tsv")


# Start-up: medians from hyperfine over every round (Benchmarks/run measures each learner in several
# short rounds, alternating learners, so a change in the machine's speed during the run reaches the
# hello world as much as every command), each against the FoundationEssentials hello world measured
# in the same rounds. Memory: the largest of 5 runs.
COMMANDS = (("help", "unwrap --help"), ("home", "unwrap"), ("learn", "unwrap learn"),
            ("glossary", "unwrap glossary closure"),
            ("content-show", "unwrap content show predict-the-output"),
            ("practice", "unwrap practice"), ("challenge", "unwrap challenge < /dev/null"),
            ("review", "unwrap review < /dev/null"))
WHO = {"fresh": "first run", "seasoned": "every lesson read"}


def startup_medians(learner):
    """Each command's median start-up in ms over every round's runs."""
    times = {}
    for path in sorted(glob.glob(os.path.join(work, f"startup-{learner}-*.json"))):
        for result in json.load(open(path))["results"]:
            times.setdefault(result["command"], []).extend(result["times"])
    medians = {}
    for command, values in times.items():
        values.sort()
        middle = len(values) // 2
        medians[command] = 1000 * (values[middle] if len(values) % 2 else
                                   (values[middle - 1] + values[middle]) / 2)
    return medians


for learner in ("fresh", "seasoned"):
    results = startup_medians(learner)
    hello = results["hello"]
    for command, label in COMMANDS:
        if command not in results:
            continue
        ms = results[command]
        row(f"Start-up: `{label}` ({WHO[learner]})", f"{ms:.1f} ms", f"hello world {hello:.1f} ms",
            f"{ms / hello:.2f}×", "≤ 1.2×", ms / hello <= 1.2)
# Like for like: the same commands against a hello world linked as unwrap is (the Swift runtime
# linked in on Linux). No target: this is what unwrap's own work costs.
for learner in ("fresh", "seasoned"):
    results = startup_medians(learner)
    if "hello-static" not in results:
        continue
    hello = results["hello-static"]
    for command, label in COMMANDS:
        if command not in results:
            continue
        ms = results[command]
        row(f"Start-up, like for like: `{label}` ({WHO[learner]})", f"{ms:.1f} ms",
            f"hello world linked like unwrap {hello:.1f} ms", f"{ms / hello:.2f}×", "", None)

memory = dict(line.split() for line in open(os.path.join(work, "memory.txt")))
hello_mb = int(memory["hello"]) / 1024
for learner in ("fresh", "seasoned"):
    for command, label in COMMANDS:
        key = f"{command}-{learner}"
        if key not in memory:
            continue
        mb = int(memory[key]) / 1024
        row(f"Peak memory: `{label}` ({WHO[learner]})", f"{mb:.1f} MB",
            f"hello world {hello_mb:.1f} MB", f"{mb / hello_mb:.2f}×", "≤ 20 MB", mb <= 20)

# An exercise check as the learner runs it (a whole process: start-up, judge, record, solution
# written), against a bare Swift 6 -Onone compile and run of the same file.
check_path = os.path.join(work, "exercise-check.json")
if os.path.exists(check_path):
    results = {r["command"]: r for r in json.load(open(check_path))["results"]}
    check, bare = results["check"]["median"] * 1000, results["bare"]["median"] * 1000
    row("Exercises: `unwrap exercises check` of a solved file", f"{check:.0f} ms",
        f"bare `swiftc -swift-version 6 -Onone` + run {bare:.0f} ms", f"{check / bare:.2f}×",
        "≤ 1.5×", check / bare <= 1.5)
    first_path = os.path.join(work, "exercise-check-first.json")
    if os.path.exists(first_path):
        first_check = json.load(open(first_path))["results"][0]["median"] * 1000
        row("Exercises: the first check on a machine (no compile plans kept yet)",
            f"{first_check:.0f} ms", f"bare `swiftc -swift-version 6 -Onone` + run {bare:.0f} ms",
            f"{first_check / bare:.2f}×", "", None)

if not glob.glob(os.path.join(work, "*.percentiles.tsv")):
    # Benchmarks/run --startup-only: no in-process figures.
    print_table()
    sys.exit(0)

# Content.
validate = bench("Content: load and validate all")
read_all = bench("Baseline: read every content file")
row("Load and validate all content", f"{validate:.0f} ms", f"read every file {read_all:.1f} ms",
    f"{validate / read_all:.0f}×", "", None)
render = bench("Lesson: parse and render the longest")
read_one = bench("Baseline: read the longest lesson")
row("Parse, mark and render the longest lesson", f"{render:.2f} ms", f"read it {read_one:.3f} ms",
    f"{render / read_one:.0f}×", "", None)

# Placeholder generation, against the target rate. The rate comes from the median time per question:
# package-benchmark's percentile export drops the K/M scale of its throughput column.
for path in sorted(glob.glob(os.path.join(work, "*Generate:_*.wallClock.histogram.percentiles.tsv"))):
    name = re.search(r"Generate:_(.*)\.wallClock", path).group(1).replace("_", " ")
    rate = 1000 / median_ms(os.path.basename(path))
    row(f"Generate: {name}", f"{rate:,.0f} /s", "target 10,000 /s", f"{rate / 10000:.1f}×",
        "> 10,000 /s", rate > 10000)
# The same with the item's decoding included (a command's first question from a bank).
for path in sorted(glob.glob(os.path.join(work, "*Generate,_first_use:_*.wallClock.histogram.percentiles.tsv"))):
    name = re.search(r"first_use:_(.*)\.wallClock", path).group(1).replace("_", " ")
    rate = 1000 / median_ms(os.path.basename(path))
    row(f"Generate, first use (item decoded): {name}", f"{rate:,.0f} /s", "target 10,000 /s",
        f"{rate / 10000:.1f}×", "> 10,000 /s", rate > 10000)

# The matcher.
one = bench("Matcher: one answer against its question")
row("Matcher: one answer against its question", f"{one:.3f} ms", "", "", "median < 2 ms", one < 2)
bank = json.load(open(os.path.join(root, "Content/Practice/FreeCoding.json")))["questions"]
pairs = len(bank) * sum(len(q["references"]) for q in bank)
corpus = bench("Matcher: whole corpus against every question")
row(f"Matcher: whole corpus ({pairs:,} checks)", f"{corpus:.0f} ms",
    "", f"{corpus / pairs:.3f} ms/check", "", None)

# A Free Coding match as a session makes it, against the original app's regex approach on the same answers.
session = bench("Matcher: session match")
regex = bench("Baseline: regex matcher (original app's approach)")
if session and regex:
    row("Matcher: a session match (matcher built, one answer matched)", f"{session:.3f} ms",
        f"regex matcher {regex:.3f} ms", f"{regex / session:.0f}× faster",
        "≥ 20× faster, median ≤ 0.1 ms", regex / session >= 20 and session <= 0.1)

# Judging by running: the judge's verdict on an answer (with a compiler, every answer's verdict, matched
# or not: the matcher only picks what a right answer is shown), against exactly
# `swiftc -swift-version 6 -Onone` and a run of the same program.
judge = bench("Judge: verdict by running")
first = bench("Judge: first verdict by running (fresh toolchain)")
first_kept = bench("Judge: first verdict by running (plans kept by an earlier run)")
bare = bench("Baseline: bare swiftc -swift-version 6 -Onone compile and run of the same program")
if judge and bare:
    row("Judge: a Free Coding verdict by running", f"{judge:.0f} ms",
        f"bare `swiftc -swift-version 6 -Onone` + run {bare:.0f} ms",
        f"{judge / bare:.2f}×", "≤ 0.8×", judge / bare <= 0.8)
    if first:
        row("Judge: the first verdict of a session (asks the driver for its jobs)", f"{first:.0f} ms",
            f"bare `swiftc -swift-version 6 -Onone` + run {bare:.0f} ms", f"{first / bare:.2f}×", "", None)
    if first_kept:
        row("Judge: the first verdict of a later session (plans kept by an earlier run)",
            f"{first_kept:.0f} ms", f"bare `swiftc -swift-version 6 -Onone` + run {bare:.0f} ms",
            f"{first_kept / bare:.2f}×", "≤ 0.8×", first_kept / bare <= 0.8)
    compile_paths = glob.glob(os.path.join(work, "*Content_compile:*wallClock*"))
    if compile_paths:
        samples = int(re.search(r"\((\d+)_samples\)", compile_paths[0]).group(1))
        seconds = median_ms(os.path.basename(compile_paths[0])) / 1000
        per100 = seconds / samples * 100
        row(f"Content compile, one core ({samples} samples)", f"{per100:.1f} s / 100 samples",
            f"100 bare swiftc + runs {bare / 10:.1f} s", f"{per100 / (bare / 10):.2f}×", "", None)
if tests_fresh:
    minutes = int(tests_fresh) / 60
    row("Tests: `swift test` in a fresh clone (build included)",
        f"{minutes:.1f} min", "", "", "≤ 3 min", minutes <= 3)
if tests_quick:
    seconds = int(tests_quick)
    row("Tests: the quick run, `swift test --skip ContentTests` (after the build)",
        f"{seconds} s", "", "", "≤ 60 s", seconds <= 60)

print_table()
