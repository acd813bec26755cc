"""A premise sentence stating several rows of one table is cut into one sentence per row (``hedgehub.slot_rows``),
the slot parser reads the rows as one variable's run, and the user-text problems' gold programs solve."""

from __future__ import annotations

import doctest
import math
import re

import pytest

import hedgehub.slot_rows as slot_rows
from hedgehub.evaluation.user_text import (
    FRESH,
    FRESH_2,
    FRESH_3,
    FRESH_4,
    FRESH_5,
    FRESH_6,
    FRESH_7,
    FRESH_10,
    FRESH_11,
    FRESH_15,
    FRESH_16,
    FRESH_17,
    FRESH_18,
    FRESH_19,
    FRESH_20,
    FRESH_21,
    FRESH_22,
    FRESH_23,
    FRESH_24,
    FRESH_25,
    FRESH_26,
    FRESH_27,
    FRESH_28,
    FRESH_29,
    FRESH_30,
    FRESH_31,
    FRESH_32,
    FRESH_33,
    FRESH_34,
    FRESH_35,
    FRESH_36,
    FRESH_37,
    FRESH_38,
    FRESH_39,
    FRESH_40,
    FRESH_41,
    FRESH_42,
    FRESH_43,
    FRESH_44,
    FRESH_45,
    FRESH_46,
    FRESH_47,
    FRESH_48,
    FRESH_49,
    FRESH_50,
    FRESH_51,
    FRESH_52,
    FRESH_53,
    FRESH_54,
    FRESH_55,
    FRESH_56,
    FRESH_57,
    FRESH_58,
    FRESH_59,
    FRESH_60,
    FRESH_61,
    FRESH_62,
    FRESH_63,
    FRESH_64,
    FRESH_65,
    FRESH_66,
    FRESH_67,
    FRESH_68,
    FRESH_69,
    FRESH_70,
    FRESH_71,
    FRESH_72,
    FRESH_73,
    FRESH_74,
    FRESH_75,
    FRESH_76,
    FRESH_77,
    FRESH_78,
    FRESH_79,
    FRESH_80,
    FRESH_81,
    PROBLEMS,
    QUESTIONS,
    QUESTIONS_2,
    QUESTIONS_6,
    QUESTIONS_7,
    QUESTIONS_8,
    QUESTIONS_9,
    QUESTIONS_10,
    QUESTIONS_11,
    QUESTIONS_12,
    QUESTIONS_13,
    QUESTIONS_14,
    QUESTIONS_15,
    QUESTIONS_16,
    QUESTIONS_17,
    QUESTIONS_18,
    QUESTIONS_19,
    QUESTIONS_20,
    QUESTIONS_21,
    QUESTIONS_22,
    QUESTIONS_23,
    QUESTIONS_24,
    QUESTIONS_25,
    QUESTIONS_26,
    QUESTIONS_27,
    gold_answers,
)
from hedgehub.slot_parser import SlotParser
from hedgehub.slot_rows import premise_rows
from tests.test_slots import _keyword_chooser


def test_doctests():
    assert doctest.testmod(slot_rows, raise_on_error=False).failed == 0


@pytest.mark.parametrize("problem", PROBLEMS, ids=lambda p: f"{p.name}: {p.wording}")
def test_each_problem_is_cut_into_its_gold_rows(problem):
    rows = [row for sentence in problem.premises for row in premise_rows(sentence)]
    assert len(rows) == len(problem.program), rows
    assert all(len(premise_rows(row)) == 1 for row in rows)  # a row is not cut again


@pytest.mark.parametrize(
    "sentence",
    [
        # the states of one variable under one condition (QUITE's and bn-reasoning's premises)
        "If the flow is low, the pressure is high in 70% of cases and normal in 30%.",
        "When A is old and S is m, there is a 88% chance that E is high and a 12% chance that it is uni.",
        # states said with "when" or "if" after a first state that names no condition
        "There's a 42% chance that the activity is low, when it's average, there's a 48% chance, and when it's high, "
        "there's a 10% chance.",
        "If the car is a sports car, there is a 10% chance that it is worth 10,000 dollars; if it's worth 20,000 "
        "dollars, there's an 80% chance; if it's worth 50,000 dollars, a 10% chance.",
        # "otherwise" naming the other state, and "with" saying the probability
        "The rate is 0.8 mmol/kg/h with a probability of 0.3, and 0.4 mmol/kg/h otherwise.",
        "When the driver is careful, the home base is in the city with a probability of 0.8, in the suburbs with a "
        "probability of 0.15 and in the country with a probability of 0.05.",
        # the first row's number in its condition: no clause for "it is unlikely" to take (it used to raise)
        "If it rains 90% of the time, the grass is wet; otherwise it is unlikely.",
        # one number
        "The test is positive in 90% of people with the disease.",
        # "not" in a second clause that names no condition
        "When a patient is not obese, they have a 24% chance of having steatosis, and a 76% chance of not having it.",
    ],
)
def test_a_sentence_of_one_row_stays_whole(sentence):
    assert premise_rows(sentence) == [sentence]


def test_rows_say_conditions_and_negations_as_the_parser_does():
    """The words that begin a row's own condition and those that deny the first row's are the parser's
    (``slot_parser._FORWARD_CUE``, ``slot_parser._NEGATION``), not a second list that knew fewer: "cannot" and
    "neither … nor" deny the first row as "does not" does, and "assuming" begins a condition as "if" does."""
    assert premise_rows("If the pump runs, the tank fills in 90% of cases, and if the pump cannot run, in 5%.") == [
        "If the pump runs, the tank fills in 90% of cases.",
        "If the pump cannot run, in 5%.",
    ]
    assert premise_rows("If the pump runs, the tank fills in 90% of cases, and if the pump is on, in 95%.") == [
        "If the pump runs, the tank fills in 90% of cases, and if the pump is on, in 95%."
    ]  # a second state under a condition that denies nothing: one row, as before
    assert slot_rows._LEADING.match("Assuming the pump runs, the tank fills in 90% of cases.")
    # a later row that begins with its own group keeps it, not the first row's as well
    assert premise_rows("Of the students who study, 85% pass the exam, and of those who do not, 40% pass.") == [
        "Of the students who study, 85% pass the exam.",
        "Of those who do not, 40% pass.",
    ]
    # an "otherwise" row that says the subject again as a pronoun with the first row's verb takes the first row's
    # clause with its own number, not the first row's words before a number and then its own again
    assert premise_rows("A machine that overheats stops in 70% of cases; otherwise it stops in 1% of cases.") == [
        "A machine that overheats stops in 70% of cases.",
        "A machine that overheats stops in 1% of cases otherwise.",
    ]


def test_rows_of_one_sentence_are_read_as_one_run():
    """A premise "… in 90% of people with the disease and in 5% of people without it" is read as one run: the second
    row continues the test's with the other parent assignment, and its *without* is the condition's, not the test's
    *not*."""
    premises = [
        "1% of people have the disease.",
        "The test is positive in 90% of people with the disease and in 5% of people without it.",
    ]

    def namer(prompts, grammars):
        return [" disease" if "have the disease" in p.split("\n")[0] else " positive" for p in prompts]

    parsed = SlotParser(namer, _keyword_chooser).parse_premises(premises)
    assert parsed.clauses == ["0.01::disease.", "0.9::positive :- disease.", "0.05::positive :- \\+disease."]
    assert parsed.sentences == [
        "1% of people have the disease.",
        "Among people with the disease, the test is positive in 90%.",
        "Among people without it, the test is positive in 5%.",
    ]
    assert parsed.notes[:3] == [
        "introduces disease",
        "introduces positive given disease=true",
        "continues positive given disease=false",
    ]
    assert any(note.startswith("(premise 2 states 2 rows") for note in parsed.notes[3:])
    program = SlotParser(namer, _keyword_chooser).parse(premises, ["The test is positive."], "Has the disease?")
    assert program.premises == parsed.sentences and len(program.premise_clauses) == 3
    # no evidence sentence: the question's own "given …" is the evidence, and the notes say so
    asked = SlotParser(namer, _keyword_chooser).parse(
        premises, [], "Given that the test is positive, has the disease?"
    )
    assert asked.evidences == ["The test is positive."]
    assert asked.evidence_clauses == ["evidence(positive, true)."]
    assert asked.notes[-1] == "(evidence read from the question: The test is positive.)"
    # evidence sentences given: the question adds none
    assert SlotParser(namer, _keyword_chooser).parse(
        premises, ["The test is positive."], "Given it, has the disease?"
    ).evidences == ["The test is positive."]


def test_gold_answers_are_solved_from_the_gold_programs():
    """Bayes' rule by hand for two of the problems; every problem's gold program solves."""
    answers = {(p.name, p.wording): a for p, a in zip(PROBLEMS, gold_answers(PROBLEMS), strict=True)}
    assert math.isclose(answers["test", "one row per sentence"], 0.009 / (0.009 + 0.99 * 0.05), rel_tol=1e-6)
    assert math.isclose(answers["alarm", "rows joined by and"], 0.0095 / (0.0095 + 0.99 * 0.02), rel_tol=1e-6)
    for name in {p.name for p in PROBLEMS}:  # each wording of one problem has the same gold answer
        assert len({round(a, 9) for (n, _), a in answers.items() if n == name}) == 1


def test_questions_asked_another_way_are_solved_from_the_gold_programs():
    """Each network of QUESTIONS is one of PROBLEMS' with its one-row-per-sentence premises; Bayes' rule by hand for
    a negative test and for a question negated."""
    assert {(q.name, q.premises) for q in QUESTIONS} <= {(p.name, p.premises) for p in PROBLEMS}
    answers = {(q.name, q.wording): a for q, a in zip(QUESTIONS, gold_answers(QUESTIONS), strict=True)}
    negative = 0.01 * 0.1 / (0.01 * 0.1 + 0.99 * 0.95)
    assert math.isclose(answers["test", "asked: evidence said by its opposite"], negative, rel_tol=1e-6)
    positive = 0.009 / (0.009 + 0.99 * 0.05)
    assert math.isclose(answers["test", "asked: question negated"], 1 - positive, rel_tol=1e-6)


def test_questions_with_a_false_boolean_are_solved_from_the_gold_programs():
    """QUESTIONS_2 reuses each network's one-row-per-sentence premises; every atom it asks is false, or asked
    false; Bayes' rule by hand for an alarm that failed to go off and a car whose battery is charged and tank full."""
    problems = FRESH + FRESH_2 + FRESH_3 + FRESH_4
    written = {(p.name, p.premises) for p in (*PROBLEMS, *problems) if p.wording == "one row per sentence"}
    assert {(q.name, q.premises) for q in QUESTIONS_2} <= written
    for question in QUESTIONS_2:
        assert any(", false)" in c for c in question.evidence_clauses) or "\\+" in question.query_clause
    answers = {q.wording: a for q, a in zip(QUESTIONS_2, gold_answers(QUESTIONS_2), strict=True)}
    silent = 0.01 * 0.05 / (0.01 * 0.05 + 0.99 * 0.98)
    assert math.isclose(answers["asked: a verb that fails"], silent, rel_tol=1e-6)
    assert math.isclose(answers["asked: charged and full"], 0.95, rel_tol=1e-6)


@pytest.mark.parametrize(
    ("problems", "name", "answer"),
    [
        (FRESH_10, "tumour", 0.98 * 0.9 / (0.98 * 0.9 + 0.02 * 0.3)),  # grows slowly: benign?
        (FRESH_10, "trial", 0.3 * 0.1 / (0.3 * 0.1 + 0.7 * 0.95)),  # acquitted: guilty?
        (FRESH_11, "soil", 0.7 * 0.2 / (0.7 * 0.2 + 0.3 * 0.6)),  # a sick crop: alkaline soil?
        (FRESH_11, "belt", 0.25 * 0.2 / (0.25 * 0.2 + 0.75 * 0.9)),  # a quiet engine: a worn belt?
    ],
)
def test_booleans_said_false_by_an_opposite_are_solved_from_the_gold_programs(problems, name, answer):
    """FRESH_10 and FRESH_11 ask each network with a boolean that is false, or asked false, by an opposite word, no
    *not*; Bayes' rule by hand for two networks of each."""
    for problem in problems:
        assert any(", false)" in c for c in problem.evidence_clauses) or "\\+" in problem.query_clause
        assert not any(word in problem.evidences[0].lower().split() for word in ("not", "no", "never"))
    answers = dict(zip((p.name for p in problems), gold_answers(problems), strict=True))
    assert math.isclose(answers[name], answer, rel_tol=1e-6)


def test_fresh_problems_are_solved_from_the_gold_programs():
    """Bayes' rule by hand for six of the later networks: a car that does not start with a battery that is fine
    (the tank empty), a plant that is not healthy (watered), a car that does not start (its battery dead), a
    missed connection (a storm), a complaint (the parcel lost) and a low grade (studied); each wording of one
    network has one answer."""
    problems = FRESH + FRESH_2 + FRESH_3 + FRESH_4 + FRESH_5 + FRESH_6
    answers = {(p.name, p.wording): a for p, a in zip(problems, gold_answers(problems), strict=True)}
    empty = 0.1 * 0.97 / (0.1 * 0.97 + 0.9 * 0.05)  # P(empty | not starts, not dead)
    assert math.isclose(answers["car", "one row per sentence"], empty, rel_tol=1e-6)
    watered = 0.7 * 0.05 / (0.7 * 0.05 + 0.3 * 0.4)
    assert math.isclose(answers["plant", "one row per sentence"], watered, rel_tol=1e-6)
    dead = 0.1 / (0.7 * 0.02 + 0.2 * 0.4 + 0.1)  # a dead battery never starts the car
    assert math.isclose(answers["battery", "rows said of groups"], dead, rel_tol=1e-6)
    storm = 0.1 * (0.7 * 0.5 + 0.3 * 0.05)  # P(storm, missed): the delay unobserved
    no_storm = 0.9 * (0.15 * 0.5 + 0.85 * 0.05)
    assert math.isclose(answers["flight", "several rows per sentence"], storm / (storm + no_storm), rel_tol=1e-6)
    lost = 0.1 * 0.9 / (0.6 * 0.02 + 0.3 * 0.3 + 0.1 * 0.9)
    assert math.isclose(answers["parcel", "numbers said respectively"], lost, rel_tol=1e-6)
    studied = 0.7 * 0.1 / (0.7 * 0.1 + 0.3 * 0.6)
    assert math.isclose(answers["grades", "states in another order per row"], studied, rel_tol=1e-6)
    for name in {p.name for p in problems}:
        assert len({round(a, 9) for (n, _), a in answers.items() if n == name}) == 1
    ticket = 0.25 * 0.2 / (0.5 * 0.8 + 0.25 * 0.5 + 0.25 * 0.2)  # FRESH_7: the rest split evenly
    assert math.isclose(gold_answers(FRESH_7[:1])[0], ticket, rel_tol=1e-9)
    for problem in FRESH_6:  # the same numbers as the network's other wordings: the same answer
        same = next(p for p in (*PROBLEMS, *FRESH, *FRESH_2) if p.name == problem.name)
        assert math.isclose(answers[problem.name, problem.wording], gold_answers([same])[0], rel_tol=1e-9)


def _answers_by_name(*problem_sets) -> dict[str, float]:
    """Each problem's gold answer by its network's name, after checking that it says one premise sentence per clause
    of its gold program."""
    problems = [problem for problems in problem_sets for problem in problems]
    for problem in problems:
        assert len(problem.premises) == len(problem.program), problem.name
    return dict(zip((p.name for p in problems), gold_answers(problems), strict=True))


def test_runs_next_to_runs_are_solved_from_the_gold_programs():
    """FRESH_15: one row per sentence; two children of the same parents stand one run after the other, or a root
    premise right before a run; Bayes' rule by hand for two of them."""
    answers = _answers_by_name(FRESH_15)
    sea = (0.6, 0.3, 0.1)  # calm, rough, stormy
    evening_stays = [sea[i] * (1 - (0.95, 0.7, 0.2)[i]) for i in range(3)]
    morning_sails = sum(e * (0.98, 0.8, 0.3)[i] for i, e in enumerate(evening_stays))
    assert math.isclose(answers["ferries"], morning_sails / sum(evening_stays), rel_tol=1e-6)
    fails = {
        tray: p * (0.4 * new + 0.6 * old)
        for tray, p, new, old in (("full", 0.5, 0.01, 0.05), ("low", 0.3, 0.05, 0.1), ("empty", 0.2, 0.6, 0.7))
    }
    assert math.isclose(answers["print job"], fails["empty"] / sum(fails.values()), rel_tol=1e-6)
    programs = {p.name: p.program for p in FRESH_15}
    bodies = [clause.split(":-")[1] for clause in programs["city traffic"][3:21]]
    assert bodies[:9] == bodies[9:]  # traffic's nine rows, then the bus delay's nine, of the same parents


def test_abbreviated_names_are_solved_from_the_gold_programs():
    """FRESH_16 and FRESH_17: one row per sentence, the gold programs naming the variables as bnlearn abbreviates
    them; Bayes' rule by hand for the cloud shading and the pressures."""
    answers = _answers_by_name(FRESH_16, FRESH_17)
    failure = 0.05 * 0.6 * 0.7  # the central venous and the wedge pressure high, with and without the failure
    healthy = 0.95 * 0.1 * 0.1
    low = (failure * 0.6 + healthy * 0.1) / (failure + healthy)
    assert math.isclose(answers["pressures"], low, rel_tol=1e-6)
    marked = {"none": 0.5 * 0.1, "partial": 0.3 * 0.2, "total": 0.2 * 0.5}
    assert math.isclose(answers["cloud shading"], marked["total"] / sum(marked.values()), rel_tol=1e-6)
    named = {w for p in FRESH_16 for c in p.program for w in re.findall(r"[a-z]\w*(?=\(|\.| :-|,)", c)}
    assert {"kinktube", "strkvol", "gdiok", "amcin"} <= named


def test_lettered_states_are_solved_from_the_gold_programs():
    """FRESH_18 to FRESH_22: states named by letters (FRESH_23: ranges of dates), one premise sentence per clause of
    the gold program; Bayes' rule by hand for the blood types and the risk classes."""
    answers = _answers_by_name(FRESH_18, FRESH_19, FRESH_20, FRESH_21, FRESH_22, FRESH_23)
    types = {"o": (0.45, 0.02), "a": (0.4, 0.9), "b": (0.11, 0.3), "ab": (0.04, 0.95)}
    reacts = {t: p * r for t, (p, r) in types.items()}
    assert math.isclose(answers["blood types"], reacts["ab"] / sum(reacts.values()), rel_tol=1e-6)
    claim = (0.02, 0.05, 0.1, 0.2)
    young, old = (0.1, 0.2, 0.3, 0.4), (0.4, 0.3, 0.2, 0.1)
    joint = [0.2 * y * c + 0.8 * o * c for y, o, c in zip(young, old, claim, strict=True)]
    assert math.isclose(answers["risk classes"], joint[0] / sum(joint), rel_tol=1e-6)


def test_introductions_said_in_words_are_solved_from_the_gold_programs():
    """FRESH_24: one premise sentence per clause; Bayes' rule by hand for a boolean and a three-state sky."""
    answers = _answers_by_name(FRESH_24)
    assert math.isclose(answers["hypovolemia"], 0.2 * 0.6 / (0.2 * 0.6 + 0.8 * 0.1), rel_tol=1e-6)
    assert math.isclose(answers["embolism"], 0.01 * 0.8 / (0.01 * 0.8 + 0.99 * 0.1), rel_tol=1e-6)
    frost = {"clear": 0.3 * 0.4, "partly_cloudy": 0.45 * 0.2, "overcast": 0.25 * 0.05}
    assert math.isclose(answers["sky at dawn"], frost["overcast"] / sum(frost.values()), rel_tol=1e-6)


def test_lettered_rows_with_fewer_numbers_than_letters_are_solved_from_the_gold_programs():
    """FRESH_25: one premise sentence per clause; Bayes' rule by hand for both networks."""
    answers = _answers_by_name(FRESH_25)
    hail = {"dry": (0.2 * 0.1 + 0.1 * 0.2 + 0.25 * 0.3 + 0.15 * (0.5 + 0.6 + 0.7), 0.25 * 0.3)}
    hail["wet"] = (0.4 * 0.3 + 0.2 * (0.5 + 0.6 + 0.7), 0.4 * 0.3)
    scenario_c = (0.6 * hail["dry"][1] + 0.4 * hail["wet"][1]) / (0.6 * hail["dry"][0] + 0.4 * hail["wet"][0])
    assert math.isclose(answers["season scenarios"], scenario_c, rel_tol=1e-6)
    new, old = 0.5 * 0.95 + 0.125 * (0.8 + 0.6 + 0.4 + 0.1), 0.4 * 0.95 + 0.3 * 0.8 + 0.1 * (0.6 + 0.4 + 0.1)
    assert math.isclose(answers["batch grades"], 0.3 * new / (0.3 * new + 0.7 * old), rel_tol=1e-6)


def test_equal_shares_and_two_times_are_solved_from_the_gold_programs():
    """FRESH_26: one premise sentence per clause; Bayes' rule by hand for all five networks."""
    answers = _answers_by_name(FRESH_26)
    expected = {
        "tank levels": 0.5 / (0.9 + 0.5 + 0.1),  # the three levels are equally likely
        "spinner": 0.5 / (0.5 + 0.4 + 0.3 + 0.2 + 0.1 + 0.05),
        "bus arrival": 0.6 / (0.7 + 0.95 + 0.6 + 0.0),
        "river inflow": 0.3 * 0.2 / (0.3 * 0.2 + 0.7 * 0.9),
        "nitrate readings": 0.5 * 0.1 / (0.2 * 0.0 + 0.5 * 0.1 + 0.3 * 0.8),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_runs_a_parent_set_can_cut_wrong_are_solved_from_the_gold_programs():
    """FRESH_27: one premise sentence per clause; Bayes' rule by hand for all three networks."""
    answers = _answers_by_name(FRESH_27)
    pressure, speed = {"low": 0.3, "high": 0.7}, {"slow": 0.4, "fast": 0.6}
    weak = {("low", "slow"): 0.9, ("low", "fast"): 0.5, ("high", "slow"): 0.4, ("high", "fast"): 0.05}
    vibrates = {("low", "slow"): 0.1, ("low", "fast"): 0.3, ("high", "slow"): 0.2, ("high", "fast"): 0.6}
    both = {p: pressure[p] * sum(speed[s] * weak[p, s] * vibrates[p, s] for s in speed) for p in pressure}
    fails = {True: 0.3 * 0.7 + 0.7 * 0.3, False: 0.3 * 0.1 + 0.7 * 0.02}  # by a weak battery, cold 30% of mornings
    taxi = {True: 0.4 * 0.9 + 0.6 * 0.4, False: 0.4 * 0.1 + 0.6 * 0.01}  # by a failed start, in a hurry 40%
    by_battery = {w: fails[w] * taxi[True] + (1 - fails[w]) * taxi[False] for w in (True, False)}
    temperature = {"low": 0.2, "medium": 0.5, "high": 0.3}
    normal = {"low": 0.2, "medium": 0.7, "high": 0.95}
    noise = {("low", True): 0.3, ("low", False): 0.05, ("medium", True): 0.5, ("medium", False): 0.1}
    noise |= {("high", True): 0.8, ("high", False): 0.2}
    by_age = {old: sum(temperature[t] * normal[t] * noise[t, old] for t in temperature) for old in (True, False)}
    expected = {
        "filter station": both["low"] / sum(both.values()),
        "car start": 0.2 * by_battery[True] / (0.2 * by_battery[True] + 0.8 * by_battery[False]),
        "old boiler": 0.4 * by_age[True] / (0.4 * by_age[True] + 0.6 * by_age[False]),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_states_said_in_two_words_joined_by_or_are_solved_from_the_gold_programs():
    """FRESH_28: one premise sentence per clause; Bayes' rule by hand for all four networks."""
    answers = _answers_by_name(FRESH_28)
    expected = {
        "analgesia": 0.1 * 0.7 / (0.1 * 0.7 + 0.9 * 0.2),
        "icy road": 0.85 * 0.1 / (0.15 * 0.6 + 0.85 * 0.1),
        "parcel box": 0.92 * 0.05 / (0.08 * 0.5 + 0.92 * 0.05),
        "engine start": 0.2 * 0.1 / (0.3 * 0.2 + 0.5 * 0.05 + 0.2 * 0.1),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_subjects_cut_by_commas_are_solved_from_the_gold_programs():
    """FRESH_29: one premise sentence per clause; Bayes' rule by hand for all three networks."""
    answers = _answers_by_name(FRESH_29)
    expected = {
        "plains wind": 0.3 * 0.6 / (0.3 * 0.6 + 0.3 * 0.2 + 0.4 * 0.1),
        "cloud cover": 0.25 * 0.1 / (0.4 * 0.8 + 0.35 * 0.5 + 0.25 * 0.1),
        "moisture area": 0.25 * 0.7 / (0.25 * 0.7 + 0.45 * 0.3 + 0.3 * 0.05),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_runs_a_reading_can_leave_short_are_solved_from_the_gold_programs():
    """FRESH_30: one premise sentence per clause; Bayes' rule by hand for all four networks."""
    answers = _answers_by_name(FRESH_30)
    high_pressure = 0.4 * 0.3 + 0.6 * 0.1
    expected = {
        "stuck valve": 0.1
        * (0.2 * 0.9 + 0.8 * 0.6)
        / (0.1 * (0.2 * 0.9 + 0.8 * 0.6) + 0.9 * (0.2 * 0.3 + 0.8 * 0.02)),
        "weather strike": 0.05
        * (0.15 * 0.95 + 0.85 * 0.8)
        / (0.05 * (0.15 * 0.95 + 0.85 * 0.8) + 0.95 * (0.15 * 0.4 + 0.85 * 0.1)),
        "shift defect": 0.25
        * (0.3 * 0.02 + 0.5 * 0.06 + 0.2 * 0.2)
        / (0.25 * (0.3 * 0.02 + 0.5 * 0.06 + 0.2 * 0.2) + 0.75 * (0.3 * 0.01 + 0.5 * 0.03 + 0.2 * 0.1)),
        "stroke risk": 0.2
        * (high_pressure * 0.12 + (1 - high_pressure) * 0.04)
        / (
            0.2 * (high_pressure * 0.12 + (1 - high_pressure) * 0.04)
            + 0.8 * (high_pressure * 0.06 + (1 - high_pressure) * 0.01)
        ),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_two_children_of_one_parent_are_solved_from_the_gold_programs():
    """FRESH_31: one premise sentence per clause; Bayes' rule by hand for all three networks."""
    answers = _answers_by_name(FRESH_31)
    expected = {
        "blood volume": 0.1 * 0.6 / (0.2 * 0.05 + 0.7 * 0.1 + 0.1 * 0.6),
        "truck load": 0.2 * 0.5 / (0.5 * 0.1 + 0.3 * 0.2 + 0.2 * 0.5),
        "shop weather": 0.4 * 0.05 / (0.4 * 0.05 + 0.6 * 0.5),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def _by_enumeration(tables: dict, evidence: dict, query: tuple[str, bool]) -> float:
    """P(query | evidence) of a network of booleans by summing its joint over every assignment: ``tables`` maps each
    variable, in an order that puts parents first, to (parents, P(true) per tuple of the parents' values)."""
    as_states = {
        name: (parents, {key: {True: p, False: 1 - p} for key, p in table.items()})
        for name, (parents, table) in tables.items()
    }
    return _by_states(as_states, evidence, query)


def test_many_booleans_are_solved_from_the_gold_programs():
    """FRESH_32: one premise sentence per clause; both networks summed over their joint by hand (no ProbLog)."""
    answers = _answers_by_name(FRESH_32)
    both = [(True, True), (True, False), (False, True), (False, False)]
    car = {
        "battery": ((), {(): 0.9}),
        "fuel": ((), {(): 0.95}),
        "starter": ((), {(): 0.97}),
        "lights": (("battery",), {(True,): 0.99, (False,): 0.05}),
        "cranks": (("battery", "starter"), dict(zip(both, (0.98, 0.01, 0.1, 0.01), strict=True))),
        "starts": (("cranks", "fuel"), dict(zip(both, (0.95, 0.02, 0.03, 0.01), strict=True))),
        "radio": (("battery",), {(True,): 0.98, (False,): 0.04}),
    }
    internet = {
        "power": ((), {(): 0.98}),
        "line": ((), {(): 0.95}),
        "wifi": (("power",), {(True,): 0.99, (False,): 0.01}),
        "internet": (("power", "line"), dict(zip(both, (0.97, 0.02, 0.01, 0.01), strict=True))),
        "video": (("internet", "wifi"), dict(zip(both, (0.9, 0.3, 0.05, 0.02), strict=True))),
        "email": (("internet",), {(True,): 0.99, (False,): 0.01}),
    }
    expected = {
        "morning car": _by_enumeration(car, {"lights": False}, ("battery", True)),
        "home internet": _by_enumeration(internet, {"video": False}, ("line", True)),
    }
    assert expected["morning car"] == pytest.approx(0.9 * 0.01 / (0.9 * 0.01 + 0.1 * 0.95))
    assert answers == pytest.approx(expected, rel=1e-6)


def test_variables_that_share_words_are_solved_from_the_gold_programs():
    """FRESH_33: one premise sentence per clause; Bayes' rule by hand for the pulse, the joint summed by hand for the
    server room (no ProbLog)."""
    answers = _answers_by_name(FRESH_33)
    high = 0.2 * 0.7 + 0.8 * 0.1  # P(pulse high)
    both = [(True, True), (True, False), (False, True), (False, False)]
    server = {
        "outage": ((), {(): 0.02}),
        "charged": ((), {(): 0.9}),
        "serverup": (("outage", "charged"), dict(zip(both, (0.95, 0.01, 0.99, 0.98), strict=True))),
        "website": (("serverup",), {(True,): 0.97, (False,): 0.1}),
        "server_alert": (("serverup",), {(True,): 0.01, (False,): 0.9}),
        "battery_alert": (("charged",), {(True,): 0.02, (False,): 0.8}),
    }
    expected = {
        "pulse readings": high * 0.85 / (high * 0.85 + (1 - high) * 0.05),
        "server room": _by_enumeration(server, {"server_alert": True}, ("outage", True)),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_abbreviated_booleans_are_solved_from_the_gold_program():
    """FRESH_34: one premise sentence per clause; the joint summed by hand (no ProbLog)."""
    both = [(True, True), (True, False), (False, True), (False, False)]
    irrigation = {
        "pmpok": ((), {(): 0.95}),
        "tnkful": ((), {(): 0.8}),
        "vlvopn": ((), {(): 0.9}),
        "flwsns": (("pmpok", "vlvopn"), dict(zip(both, (0.98, 0.02, 0.05, 0.01), strict=True))),
        "soilwet": (("flwsns",), {(True,): 0.9, (False,): 0.2}),
        "lvllgt": (("tnkful",), {(True,): 0.95, (False,): 0.1}),
    }
    expected = {"irrigation": _by_enumeration(irrigation, {"soilwet": False}, ("pmpok", True))}
    assert _answers_by_name(FRESH_34) == pytest.approx(expected, rel=1e-6)


def _by_states(tables: dict, evidence: dict, query: tuple[str, str | bool]) -> float:
    """P(query | evidence) of a network of many-state variables by summing its joint: ``tables`` maps each variable,
    parents first, to (parents, {tuple of the parents' states: {state: probability}}); a boolean's states are True
    and False."""
    import itertools

    names = list(tables)
    states = [list(next(iter(table.values()))) for _, table in tables.values()]
    joint_evidence = joint_both = 0.0
    for values in itertools.product(*states):
        world = dict(zip(names, values, strict=True))
        p = 1.0
        for name, (parents, table) in tables.items():
            p *= table[tuple(world[q] for q in parents)][world[name]]
        if all(world[n] == v for n, v in evidence.items()):
            joint_evidence += p
            joint_both += p if world[query[0]] == query[1] else 0.0
    return joint_both / joint_evidence


def _table(states, parent_states, *rows: tuple[int, ...]) -> dict[tuple, dict[str, float]]:
    """A child's table for :func:`_by_states`: one row of percentages per tuple of its parents' states."""
    return {
        parents: dict(zip(states, (n / 100 for n in row), strict=True))
        for parents, row in zip(parent_states, rows, strict=True)
    }


def _each(states) -> list[tuple]:
    """One parent's states as the parent tuples :func:`_table` takes."""
    return [(state,) for state in states]


def _lnh(*rows: tuple[int, int, int]) -> list[dict[str, float]]:
    return [dict(zip(("low", "normal", "high"), (n / 100 for n in row), strict=True)) for row in rows]


def _yes(p: float) -> dict[bool, float]:
    return {True: p, False: 1 - p}


def test_three_state_monitors_are_solved_from_the_gold_programs():
    """FRESH_35 and QUESTIONS_6: one premise sentence per clause; both networks' joints summed by hand over every
    assignment of their three-state variables (no ProbLog), with the tables typed from the sentences. FRESH_38 and
    QUESTIONS_9 name the same networks' variables in words: the same answers."""
    lnh = ("low", "normal", "high")
    by_error = [(h, e) for e in (True, False) for h in lnh]
    heart = {
        "errcauter": ((), {(): _yes(0.1)}),
        "errlowoutput": ((), {(): _yes(0.05)}),
        "catechol": ((), {(): {"high": 0.3, "normal": 0.7}}),
        "hr": (("catechol",), dict(zip([("high",), ("normal",)], _lnh((5, 25, 70), (10, 80, 10)), strict=True))),
        "hrekg": (
            ("hr", "errcauter"),
            dict(
                zip(
                    by_error,
                    _lnh((30, 40, 30), (30, 40, 30), (30, 30, 40), (98, 1, 1), (1, 98, 1), (1, 1, 98)),
                    strict=True,
                )
            ),
        ),
        "hrsat": (
            ("hr", "errcauter"),
            dict(
                zip(
                    by_error,
                    _lnh((35, 35, 30), (30, 35, 35), (30, 30, 40), (95, 3, 2), (2, 95, 3), (2, 3, 95)),
                    strict=True,
                )
            ),
        ),
        "hrbp": (
            ("hr", "errlowoutput"),
            dict(
                zip(
                    by_error,
                    _lnh((98, 1, 1), (40, 58, 2), (30, 10, 60), (98, 1, 1), (1, 98, 1), (1, 1, 98)),
                    strict=True,
                )
            ),
        ),
    }
    lung = {
        "fio2": ((), {(): {"low": 0.05, "normal": 0.95}}),
        "ventalv": ((), {(): {"low": 0.2, "normal": 0.7, "high": 0.1}}),
        "shunt": ((), {(): {"high": 0.1, "normal": 0.9}}),
        "pvsat": (
            ("ventalv", "fio2"),
            dict(
                zip(
                    [(v, f) for v in lnh for f in ("low", "normal")],
                    _lnh((98, 1, 1), (95, 4, 1), (90, 9, 1), (1, 98, 1), (60, 30, 10), (1, 9, 90)),
                    strict=True,
                )
            ),
        ),
        "sao2": (
            ("pvsat", "shunt"),
            dict(
                zip(
                    [(v, s) for s in ("normal", "high") for v in lnh],
                    _lnh((98, 1, 1), (1, 98, 1), (1, 1, 98), (98, 1, 1), (98, 1, 1), (69, 30, 1)),
                    strict=True,
                )
            ),
        ),
        "artco2": (
            ("ventalv",),
            dict(zip([(v,) for v in lnh], _lnh((2, 8, 90), (4, 92, 4), (90, 8, 2)), strict=True)),
        ),
        "expco2": (("artco2",), dict(zip([(v,) for v in lnh], _lnh((95, 4, 1), (2, 96, 2), (1, 4, 95)), strict=True))),
    }
    expected = [
        _by_states(heart, {"hrekg": "high"}, ("catechol", "high")),
        _by_states(lung, {"sao2": "low"}, ("ventalv", "low")),
        _by_states(heart, {"hrsat": "low", "errcauter": False}, ("hr", "low")),
        _by_states(heart, {"hr": "high"}, ("hrbp", "high")),
        _by_states(heart, {"hrbp": "normal", "hrekg": "normal"}, ("errlowoutput", True)),
        _by_states(heart, {"catechol": "normal"}, ("hrsat", "high")),
        _by_states(heart, {"errcauter": True, "hrekg": "low"}, ("hr", "normal")),
        _by_states(lung, {"expco2": "high"}, ("artco2", "high")),
        _by_states(lung, {"pvsat": "normal", "shunt": "high"}, ("sao2", "low")),
        _by_states(lung, {"fio2": "normal"}, ("pvsat", "high")),
        _by_states(lung, {"artco2": "low", "sao2": "high"}, ("ventalv", "normal")),
        _by_states(lung, {"expco2": "normal", "sao2": "low"}, ("shunt", "high")),
    ]
    problems = [*FRESH_35, *QUESTIONS_6]
    _answers_by_name(FRESH_35)  # one premise sentence per clause
    assert gold_answers(problems) == pytest.approx(expected, rel=1e-6)
    _answers_by_name(FRESH_38)  # the same networks named in words: the same answers
    assert gold_answers([*FRESH_38, *QUESTIONS_9]) == pytest.approx(expected, rel=1e-6)


def test_abbreviated_printing_booleans_are_solved_from_the_gold_program():
    """FRESH_36 and QUESTIONS_7: one premise sentence per clause; the joint summed by hand (no ProbLog)."""
    both = [(True, True), (True, False), (False, True), (False, False)]
    printing = {
        "appok": ((), {(): 0.99}),
        "datafile": ((), {(): 0.98}),
        "appdata": (("appok", "datafile"), dict(zip(both, (0.99, 0.1, 0.05, 0.01), strict=True))),
        "prtdrvr": ((), {(): 0.95}),
        "prtdata": (("appdata", "prtdrvr"), dict(zip(both, (0.99, 0.2, 0.02, 0.01), strict=True))),
        "prtcbl": ((), {(): 0.97}),
        "prtdataout": (("prtdata", "prtcbl"), dict(zip(both, (0.99, 0.03, 0.01, 0.01), strict=True))),
        "prtpaper": ((), {(): 0.9}),
        "prtout": (("prtdataout", "prtpaper"), dict(zip(both, (0.98, 0.02, 0.04, 0.01), strict=True))),
    }
    expected = [
        _by_enumeration(printing, {"prtdata": False, "prtpaper": False}, ("appdata", True)),
        _by_enumeration(printing, {"prtdataout": False}, ("prtcbl", False)),
        _by_enumeration(printing, {"appdata": False}, ("prtdata", True)),
        _by_enumeration(printing, {"prtout": False, "prtcbl": True}, ("prtdrvr", False)),
        _by_enumeration(printing, {"datafile": False}, ("prtout", True)),
        _by_enumeration(printing, {"appok": False, "prtdataout": True}, ("datafile", True)),
        _by_enumeration(printing, {"prtpaper": False}, ("prtout", True)),
    ]
    _answers_by_name(FRESH_36)  # one premise sentence per clause
    assert gold_answers([*FRESH_36, *QUESTIONS_7]) == pytest.approx(expected, rel=1e-6)


def test_causes_described_in_other_words_are_solved_from_the_gold_programs():
    """FRESH_37 and QUESTIONS_8: one premise sentence per clause; both joints summed by hand (no ProbLog), the
    tables typed from the sentences; the circulation named in words asks as the one named as bnlearn does."""
    lnh = ("low", "normal", "high")
    both = [(True, True), (True, False), (False, True), (False, False)]
    circulation = {
        "hypovolemia": ((), {(): _yes(0.2)}),
        "lvfailure": ((), {(): _yes(0.05)}),
        "lvedvolume": (
            ("hypovolemia", "lvfailure"),
            dict(zip(both, _lnh((95, 4, 1), (80, 15, 5), (5, 25, 70), (5, 90, 5)), strict=True)),
        ),
        "strokevolume": (
            ("hypovolemia", "lvfailure"),
            dict(zip(both, _lnh((98, 1, 1), (50, 49, 1), (95, 4, 1), (5, 90, 5)), strict=True)),
        ),
        "history": (("lvfailure",), {(True,): _yes(0.9), (False,): _yes(0.01)}),
        "cvp": (
            ("lvedvolume",),
            dict(zip([(v,) for v in lnh], _lnh((95, 4, 1), (4, 95, 1), (1, 29, 70)), strict=True)),
        ),
    }
    status = {
        "prtpaper": ((), {(): _yes(0.95)}),
        "tnrspply": ((), {(): _yes(0.9)}),
        "prtmem": ((), {(): _yes(0.97)}),
        "prtstatpaper": (("prtpaper",), {(True,): _yes(0.01), (False,): _yes(0.95)}),
        "prtstattoner": (("tnrspply",), {(True,): _yes(0.02), (False,): _yes(0.9)}),
        "prtstatmem": (("prtmem",), {(True,): _yes(0.03), (False,): _yes(0.85)}),
        "prtout": (
            ("prtpaper", "tnrspply"),
            dict(zip(both, (_yes(0.97), _yes(0.01), _yes(0.02), _yes(0.0)), strict=True)),
        ),
    }
    asked = [  # the same answers whichever names the gold program gives the circulation's variables
        _by_states(circulation, {"hypovolemia": True}, ("cvp", "high")),
        _by_states(circulation, {"strokevolume": "low"}, ("lvfailure", True)),
        _by_states(circulation, {"history": True, "lvedvolume": "high"}, ("hypovolemia", True)),
        _by_states(circulation, {"cvp": "low"}, ("hypovolemia", True)),
        _by_states(circulation, {"hypovolemia": False, "strokevolume": "low"}, ("history", True)),
        _by_states(circulation, {"lvfailure": False, "strokevolume": "normal"}, ("lvedvolume", "low")),
    ]
    expected = [
        *[_by_states(circulation, {"cvp": "high"}, ("hypovolemia", True))] * 2,
        _by_states(status, {"prtstattoner": True}, ("prtout", True)),
        *asked,
        *asked,
        _by_states(status, {"prtstatpaper": True}, ("prtout", True)),
        _by_states(status, {"prtpaper": False}, ("prtstattoner", True)),
        _by_states(status, {"prtstattoner": True}, ("tnrspply", True)),
        _by_states(status, {"prtmem": False}, ("prtstatmem", True)),
        _by_states(status, {"prtout": False, "prtpaper": True}, ("tnrspply", False)),
        _by_states(status, {"prtstatpaper": False}, ("prtpaper", True)),
    ]
    _answers_by_name(FRESH_37)  # one premise sentence per clause
    assert gold_answers([*FRESH_37, *QUESTIONS_8]) == pytest.approx(expected, rel=1e-6)


def test_two_readings_after_a_boolean_their_words_name_are_solved_from_the_gold_programs():
    """FRESH_39: one premise sentence per clause; each joint summed by hand (no ProbLog), the tables typed from the
    sentences (percentages, one row per parent state)."""
    lnh = ("low", "normal", "high")
    cwh = ("cold", "warm", "hot")
    ward = {
        "anxious": ((), {(): _yes(0.3)}),
        "rate": (("anxious",), _table(lnh, [(True,), (False,)], (5, 45, 50), (10, 80, 10))),
        "shown": (("rate",), _table(lnh, _each(lnh), (90, 8, 2), (5, 90, 5), (2, 8, 90))),
        "wrist": (("rate",), _table(lnh, _each(lnh), (80, 15, 5), (10, 80, 10), (5, 15, 80))),
    }
    boiler = {
        "running": ((), {(): _yes(0.6)}),
        "water": (("running",), _table(cwh, [(True,), (False,)], (10, 30, 60), (70, 25, 5))),
        "shown": (("water",), _table(cwh, _each(cwh), (85, 10, 5), (10, 80, 10), (5, 10, 85))),
        "tap": (("water",), _table(cwh, _each(cwh), (90, 8, 2), (15, 75, 10), (2, 13, 85))),
    }
    weather = ("clear", "rainy", "stormy")
    trains = {
        "weather": ((), {(): dict(zip(weather, (0.6, 0.3, 0.1), strict=True))}),
        "evening": (
            ("weather",),
            _table(("on_time", "late", "very_late"), _each(weather), (85, 10, 5), (55, 30, 15), (10, 40, 50)),
        ),
    }
    answers = _answers_by_name(FRESH_39)  # the booleans and the other reading are d-separated from the question
    assert answers["ward monitor"] == pytest.approx(_by_states(ward, {"wrist": "high"}, ("anxious", True)), rel=1e-6)
    assert answers["boiler sensor"] == pytest.approx(_by_states(boiler, {"shown": "hot"}, ("running", True)), rel=1e-6)
    stormy = 0.1 * 0.5 / (0.6 * 0.05 + 0.3 * 0.15 + 0.1 * 0.5)
    assert answers["train delays"] == pytest.approx(stormy, rel=1e-6)
    assert _by_states(trains, {"evening": "very_late"}, ("weather", "stormy")) == pytest.approx(stormy, rel=1e-9)


def test_user_text_scores_only_the_sets_asked_for(monkeypatch, tmp_path):
    """``--sets``: the named sets alone, in both modes (``problems`` for the textbook problems); a set that does not
    exist is named in the error before any model loads."""
    import hedgehub.evaluation.user_text as user_text
    import hedgehub.slot_parser as slot_parser

    scored = []

    def fake_score(parser, problems=user_text.PROBLEMS, timeout_s=10.0, gold_premises=False):
        scored.append((problems[0].name, gold_premises))
        return {"correct": 100.0}, [{"name": problems[0].name, "gold_premises": gold_premises}]

    monkeypatch.setattr(user_text, "score", fake_score)
    monkeypatch.setattr(slot_parser, "load_slot_parser", lambda *a, **k: object())
    args = user_text.UserTextArguments(output_dir=str(tmp_path), sets=["fresh_29"])
    scores = user_text.main(args)
    first = FRESH_29[0].name
    assert scored == [(first, False), (first, True)]
    assert set(scores) == {"fresh_29", "gold_premises"} and set(scores["gold_premises"]) == {"fresh_29"}
    assert len((tmp_path / "predictions.jsonl").read_text().splitlines()) == 2
    scored.clear()
    user_text.main(user_text.UserTextArguments(sets=["problems", "fresh_28"]))
    assert [name for name, _ in scored] == [user_text.PROBLEMS[0].name, FRESH_28[0].name] * 2
    with pytest.raises(ValueError, match="no set \\['fresh_99'\\]"):
        user_text.main(user_text.UserTextArguments(sets=["fresh_99"]))


def test_two_readings_of_a_parent_named_like_a_boolean_are_solved_from_the_gold_programs():
    """FRESH_40: one premise sentence per clause; each joint summed by hand (no ProbLog), the tables typed from the
    sentences (percentages, one row per parent state)."""
    lnh = ("low", "normal", "high")
    by_lnh = _each(lnh)
    both = [(True, True), (True, False), (False, True), (False, False)]
    ventricle = {
        "lvfailure": ((), {(): _yes(0.05)}),
        "hypovolemia": ((), {(): _yes(0.2)}),
        "lvedvolume": (
            ("hypovolemia", "lvfailure"),
            _table(lnh, both, (95, 4, 1), (80, 15, 5), (5, 25, 70), (5, 90, 5)),
        ),
        "pcwp": (("lvedvolume",), _table(lnh, by_lnh, (95, 4, 1), (4, 95, 1), (1, 4, 95))),
    }
    oil = {
        "leak": ((), {(): _yes(0.1)}),
        "serviced": ((), {(): _yes(0.7)}),
        "level": (("leak", "serviced"), _table(lnh, both, (30, 65, 5), (70, 28, 2), (5, 85, 10), (25, 70, 5))),
        "dipstick": (("level",), _table(lnh, by_lnh, (95, 4, 1), (3, 94, 3), (1, 9, 90))),
    }
    tank = {
        "rain": ((), {(): _yes(0.4)}),
        "level": (("rain",), _table(lnh, [(True,), (False,)], (10, 50, 40), (50, 40, 10))),
        "pressure": (("level",), _table(lnh, by_lnh, (80, 18, 2), (10, 80, 10), (5, 25, 70))),
    }
    answers = _answers_by_name(FRESH_40)  # the history, the stroke volume and the other reading: d-separated
    expected = {
        "ventricle": _by_states(ventricle, {"pcwp": "high"}, ("lvfailure", True)),
        "engine oil": _by_states(oil, {"dipstick": "high"}, ("leak", True)),
        "water tank": _by_states(tank, {"pressure": "high"}, ("rain", True)),
    }
    assert answers == pytest.approx(expected, rel=1e-6)


def test_booleans_whose_premises_name_both_states_are_solved_from_the_gold_programs():
    """FRESH_41, QUESTIONS_10, QUESTIONS_11 and QUESTIONS_15: one premise sentence per clause; the joint of the four
    booleans summed by hand (no ProbLog), the tables typed from the sentences."""
    both = [(True, True), (True, False), (False, True), (False, False)]
    path = {
        "appok": ((), {(): _yes(0.95)}),
        "spooler": ((), {(): _yes(0.9)}),
        "dataok": (("appok", "spooler"), dict(zip(both, map(_yes, (0.99, 0.2, 0.1, 0.01)), strict=True))),
        "prtout": (("dataok",), {(True,): _yes(0.95), (False,): _yes(0.1)}),
    }
    expected = [
        _by_states(path, {"prtout": False}, ("dataok", True)),
        _by_states(path, {"appok": True}, ("prtout", True)),
        _by_states(path, {"prtout": True}, ("appok", True)),
        _by_states(path, {"dataok": False}, ("spooler", True)),
        _by_states(path, {"spooler": True, "prtout": False}, ("dataok", False)),
        _by_states(path, {"prtout": True}, ("spooler", True)),
    ]
    expected += [
        _by_states(path, {"dataok": True}, ("appok", True)),
        _by_states(path, {"spooler": True}, ("prtout", True)),
        _by_states(path, {"appok": True, "prtout": False}, ("spooler", True)),
        _by_states(path, {"spooler": False}, ("dataok", False)),
    ]
    expected += [
        _by_states(path, {"dataok": False}, ("spooler", True)),
        _by_states(path, {"dataok": True}, ("prtout", True)),
        _by_states(path, {"prtout": False}, ("appok", True)),
        _by_states(path, {"prtout": False, "spooler": True}, ("dataok", True)),
    ]
    _answers_by_name(FRESH_41)  # one premise sentence per clause
    problems = [*FRESH_41, *QUESTIONS_10, *QUESTIONS_11, *QUESTIONS_15]
    assert gold_answers(problems) == pytest.approx(expected, rel=1e-6)


def test_readings_called_by_their_parents_names_are_solved_from_the_gold_programs():
    """FRESH_42, QUESTIONS_12 and QUESTIONS_13: one premise sentence per clause; each joint summed by hand (no
    ProbLog), the tables typed from the sentences (percentages, one row per parent state)."""
    cmh = ("cold", "mild", "hot")
    lnh = ("low", "normal", "high")
    by_fault = [(f, t) for f in (True, False) for t in cmh]
    thermometer = {
        "sensor_fault": ((), {(): _yes(0.05)}),
        "temperature": ((), {(): dict(zip(cmh, (0.3, 0.5, 0.2), strict=True))}),
        "thermometric_display": (
            ("sensor_fault", "temperature"),
            _table(cmh, by_fault, (40, 30, 30), (30, 40, 30), (30, 30, 40), (90, 8, 2), (5, 90, 5), (2, 8, 90)),
        ),
    }
    pressure = {
        "arterial_stiffness": ((), {(): _yes(0.2)}),
        "blood_pressure": (("arterial_stiffness",), _table(lnh, [(True,), (False,)], (5, 45, 50), (10, 80, 10))),
        "manometric_value": (("blood_pressure",), _table(lnh, _each(lnh), (90, 8, 2), (5, 90, 5), (2, 13, 85))),
    }
    river = {
        "heavy_rain": ((), {(): _yes(0.1)}),
        "river_level": (("heavy_rain",), _table(lnh, [(True,), (False,)], (5, 35, 60), (30, 60, 10))),
        "gauging_record": (("river_level",), _table(lnh, _each(lnh), (85, 10, 5), (10, 80, 10), (5, 10, 85))),
    }
    expected = [
        _by_states(thermometer, {"thermometric_display": "hot"}, ("sensor_fault", True)),
        _by_states(pressure, {"manometric_value": "high"}, ("arterial_stiffness", True)),
        _by_states(river, {"gauging_record": "low"}, ("heavy_rain", True)),
        _by_states(thermometer, {"temperature": "hot"}, ("thermometric_display", "hot")),
        _by_states(thermometer, {"thermometric_display": "cold"}, ("temperature", "cold")),
        _by_states(pressure, {"blood_pressure": "normal", "manometric_value": "high"}, ("arterial_stiffness", True)),
        _by_states(river, {"heavy_rain": True}, ("gauging_record", "high")),
        _by_states(thermometer, {"thermometric_display": "hot"}, ("sensor_fault", True)),
        _by_states(river, {"gauging_record": "low"}, ("heavy_rain", True)),
        _by_states(river, {"heavy_rain": True}, ("river_level", "high")),
        _by_states(pressure, {"arterial_stiffness": True}, ("blood_pressure", "low")),
    ]
    _answers_by_name(FRESH_42)  # one premise sentence per clause
    assert gold_answers([*FRESH_42, *QUESTIONS_12, *QUESTIONS_13]) == pytest.approx(expected, rel=1e-6)


def test_a_root_said_by_its_own_words_is_solved_from_the_gold_program():
    """FRESH_43 and QUESTIONS_14: one premise sentence per clause; the joint of the four booleans summed by hand (no
    ProbLog), the tables typed from the sentences."""
    both = [(True, True), (True, False), (False, True), (False, False)]
    job = {
        "appok": ((), {(): _yes(0.95)}),
        "application_font_settings": ((), {(): _yes(0.9)}),
        "dataok": (
            ("appok", "application_font_settings"),
            dict(zip(both, map(_yes, (0.99, 0.6, 0.2, 0.05)), strict=True)),
        ),
        "prtout": (("dataok",), {(True,): _yes(0.95), (False,): _yes(0.1)}),
    }
    expected = [
        _by_states(job, {"appok": True}, ("prtout", True)),
        _by_states(job, {"appok": True}, ("dataok", True)),
        _by_states(job, {"appok": False, "prtout": True}, ("application_font_settings", True)),
    ]
    _answers_by_name(FRESH_43)  # one premise sentence per clause
    assert gold_answers([*FRESH_43, *QUESTIONS_14]) == pytest.approx(expected, rel=1e-6)


def test_a_boolean_named_by_a_child_and_its_state_is_solved_from_the_gold_programs():
    """FRESH_44 and QUESTIONS_16: one premise sentence per clause; both networks' joints summed by hand over every
    assignment (no ProbLog), the tables typed from the sentences."""
    lnh, sns, wns, lmh = (
        ("low", "normal", "high"),
        ("slow", "normal", "fast"),
        ("weak", "normal", "strong"),
        (
            "low",
            "medium",
            "high",
        ),
    )
    both = [(True, s) for s in sns] + [(False, s) for s in sns]
    pump = {
        "motor_speed": ((), {(): dict(zip(sns, (0.2, 0.6, 0.2), strict=True))}),
        "pipe_pressure": ((), {(): dict(zip(wns, (0.25, 0.5, 0.25), strict=True))}),
        "false_alarm_low_output": ((), {(): _yes(0.05)}),
        "water_output": (
            ("motor_speed", "pipe_pressure"),
            _table(
                lnh,
                [(m, p) for m in sns for p in wns],
                (90, 8, 2),
                (70, 25, 5),
                (50, 40, 10),
                (40, 50, 10),
                (10, 80, 10),
                (5, 60, 35),
                (20, 60, 20),
                (5, 45, 50),
                (2, 18, 80),
            ),
        ),
        "flow_reading": (
            ("false_alarm_low_output", "motor_speed"),
            _table(lnh, both, (60, 30, 10), (50, 40, 10), (40, 40, 20), (70, 25, 5), (10, 80, 10), (5, 25, 70)),
        ),
        "pressure_reading": (
            ("false_alarm_low_output", "pipe_pressure"),
            _table(
                lnh,
                [(a, p) for a in (True, False) for p in wns],
                (50, 30, 20),
                (40, 40, 20),
                (30, 40, 30),
                (80, 15, 5),
                (10, 85, 5),
                (5, 15, 80),
            ),
        ),
    }
    by_heat = [(w, h) for w in (True, False) for h in lmh]
    by_moisture = [(w, m) for w in (True, False) for m in lmh]
    bakery = {
        "oven_heat": ((), {(): dict(zip(lmh, (0.1, 0.7, 0.2), strict=True))}),
        "dough_moisture": ((), {(): dict(zip(lmh, (0.3, 0.5, 0.2), strict=True))}),
        "quality_warning": ((), {(): _yes(0.04)}),
        "bread_quality": (
            ("oven_heat", "dough_moisture"),
            _table(
                lmh,
                [(h, m) for h in lmh for m in lmh],
                (80, 15, 5),
                (60, 30, 10),
                (70, 25, 5),
                (30, 50, 20),
                (5, 35, 60),
                (20, 50, 30),
                (50, 40, 10),
                (15, 45, 40),
                (30, 50, 20),
            ),
        ),
        "batch_discarded": (
            ("quality_warning", "oven_heat"),
            dict(zip(by_heat, map(_yes, (0.6, 0.4, 0.5, 0.1, 0.02, 0.05)), strict=True)),
        ),
        "customer_complaint": (
            ("quality_warning", "dough_moisture"),
            dict(zip(by_moisture, map(_yes, (0.3, 0.2, 0.25, 0.08, 0.01, 0.06)), strict=True)),
        ),
    }
    expected = [
        _by_states(pump, {"flow_reading": "low", "motor_speed": "normal"}, ("false_alarm_low_output", True)),
        _by_states(bakery, {"batch_discarded": True, "oven_heat": "high"}, ("quality_warning", True)),
        _by_states(pump, {"water_output": "low"}, ("pipe_pressure", "strong")),
        _by_states(pump, {"pressure_reading": "high"}, ("water_output", "high")),
        _by_states(bakery, {"bread_quality": "low"}, ("dough_moisture", "high")),
        _by_states(bakery, {"customer_complaint": True, "oven_heat": "medium"}, ("bread_quality", "high")),
    ]
    _answers_by_name(FRESH_44)  # one premise sentence per clause
    assert gold_answers([*FRESH_44, *QUESTIONS_16]) == pytest.approx(expected, rel=1e-6)


def test_a_boolean_named_by_a_parent_in_a_state_is_solved_from_the_gold_programs():
    """FRESH_47 and QUESTIONS_18: one premise sentence per clause; both networks' joints summed by hand over every
    assignment (no ProbLog), the tables typed from the sentences."""
    lnh, lmh = ("low", "normal", "high"), ("low", "medium", "high")
    rotor, inlet, clay, demand = (
        ("slow", "normal", "fast"),
        ("weak", "normal", "strong"),
        ("dry", "damp", "wet"),
        (
            "weak",
            "steady",
            "strong",
        ),
    )
    turbine = {
        "rotor_speed": ((), {(): dict(zip(rotor, (0.2, 0.6, 0.2), strict=True))}),
        "inlet_pressure": ((), {(): dict(zip(inlet, (0.25, 0.5, 0.25), strict=True))}),
        "grid_demand": ((), {(): dict(zip(lnh, (0.3, 0.5, 0.2), strict=True))}),
        "output_alarm": ((), {(): _yes(0.05)}),
        "power_output": (
            ("rotor_speed", "inlet_pressure"),
            _table(
                lnh,
                [(r, i) for r in rotor for i in inlet],
                (90, 8, 2),
                (70, 25, 5),
                (50, 40, 10),
                (40, 50, 10),
                (10, 80, 10),
                (5, 60, 35),
                (20, 60, 20),
                (5, 45, 50),
                (2, 18, 80),
            ),
        ),
        "meter_reading": (
            ("output_alarm", "rotor_speed"),
            _table(
                lnh,
                [(a, r) for a in (True, False) for r in rotor],
                (60, 30, 10),
                (50, 40, 10),
                (40, 40, 20),
                (70, 25, 5),
                (10, 80, 10),
                (5, 25, 70),
            ),
        ),
        "grid_voltage": (
            ("power_output", "grid_demand"),
            _table(
                lnh,
                [(o, g) for o in lnh for g in lnh],
                (50, 40, 10),
                (70, 25, 5),
                (80, 15, 5),
                (20, 70, 10),
                (10, 80, 10),
                (30, 60, 10),
                (5, 35, 60),
                (10, 50, 40),
                (20, 60, 20),
            ),
        ),
    }
    kiln = {
        "kiln_heat": ((), {(): dict(zip(lmh, (0.2, 0.6, 0.2), strict=True))}),
        "clay": ((), {(): dict(zip(clay, (0.3, 0.5, 0.2), strict=True))}),
        "buyer_demand": ((), {(): dict(zip(demand, (0.25, 0.5, 0.25), strict=True))}),
        "glaze_warning": ((), {(): _yes(0.04)}),
        "glaze_quality": (
            ("kiln_heat", "clay"),
            _table(
                lmh,
                [(k, c) for k in lmh for c in clay],
                (80, 15, 5),
                (60, 30, 10),
                (70, 25, 5),
                (30, 50, 20),
                (5, 35, 60),
                (20, 50, 30),
                (50, 40, 10),
                (15, 45, 40),
                (30, 50, 20),
            ),
        ),
        "firing_inspected": (
            ("glaze_warning", "kiln_heat"),
            dict(
                zip(
                    [(w, k) for w in (True, False) for k in lmh],
                    map(_yes, (0.7, 0.5, 0.6, 0.1, 0.02, 0.08)),
                    strict=True,
                )
            ),
        ),
        "sale_price": (
            ("glaze_quality", "buyer_demand"),
            _table(
                lmh,
                [(q, b) for q in lmh for b in demand],
                (70, 25, 5),
                (60, 30, 10),
                (50, 35, 15),
                (30, 50, 20),
                (20, 60, 20),
                (10, 50, 40),
                (20, 50, 30),
                (10, 40, 50),
                (5, 25, 70),
            ),
        ),
    }
    expected = [
        _by_states(turbine, {"grid_voltage": "high"}, ("power_output", "low")),
        _by_states(kiln, {"firing_inspected": True, "sale_price": "high"}, ("glaze_quality", "high")),
        _by_states(turbine, {"power_output": "low"}, ("grid_voltage", "low")),
        _by_states(turbine, {"meter_reading": "low", "grid_demand": "high"}, ("output_alarm", True)),
        _by_states(kiln, {"glaze_quality": "low"}, ("sale_price", "low")),
        _by_states(kiln, {"glaze_warning": True, "kiln_heat": "high"}, ("firing_inspected", True)),
    ]
    _answers_by_name(FRESH_47)  # one premise sentence per clause
    assert gold_answers([*FRESH_47, *QUESTIONS_18]) == pytest.approx(expected, rel=1e-6)


def test_a_boolean_said_by_its_greek_adjective_is_solved_from_the_gold_programs():
    """FRESH_48 and QUESTIONS_19: one premise sentence per clause; the three networks' joints summed by hand over
    every assignment (no ProbLog), the tables typed from the sentences."""
    lnh, ages = ("low", "normal", "high"), ("young", "adult", "senior")
    ward = {
        "fluid_balance": ((), {(): {"normal": 0.75, "overloaded": 0.25}}),
        "sepsis": ((), {(): _yes(0.06)}),
        "lactate_level": (("sepsis",), _table(lnh, [(True,), (False,)], (5, 25, 70), (20, 70, 10))),
        "blood_pressure": (
            ("sepsis", "fluid_balance"),
            _table(
                lnh,
                [(s, f) for s in (True, False) for f in ("normal", "overloaded")],
                (60, 35, 5),
                (40, 40, 20),
                (10, 80, 10),
                (5, 55, 40),
            ),
        ),
        "intensive_care": (
            ("lactate_level",),
            dict(zip(_each(lnh), map(_yes, (0.1, 0.05, 0.5)), strict=True)),
        ),
    }
    clinic = {
        "malaria_region": ((), {(): _yes(0.4)}),
        "prophylaxis": ((), {(): _yes(0.55)}),
        "malaria": (
            ("prophylaxis", "malaria_region"),
            {
                (True, True): _yes(0.02),
                (False, True): _yes(0.15),
                (True, False): _yes(0.005),
                (False, False): _yes(0.01),
            },
        ),
        "temperature": (
            ("malaria",),
            {
                (True,): {"normal": 0.1, "raised": 0.3, "high": 0.6},
                (False,): {"normal": 0.8, "raised": 0.15, "high": 0.05},
            },
        ),
    }
    dogs = {
        "age": ((), {(): dict(zip(ages, (0.3, 0.5, 0.2), strict=True))}),
        "epilepsy": ((), {(): _yes(0.04)}),
        "seizure": (
            ("epilepsy", "age"),
            dict(
                zip(
                    [(e, a) for e in (True, False) for a in ages],
                    map(_yes, (0.4, 0.3, 0.5, 0.01, 0.02, 0.05)),
                    strict=True,
                )
            ),
        ),
        "medication": (("seizure",), {(True,): _yes(0.7), (False,): _yes(0.05)}),
    }
    expected = [
        _by_states(ward, {"intensive_care": True, "blood_pressure": "low"}, ("sepsis", True)),
        _by_states(clinic, {"temperature": "high", "prophylaxis": True}, ("malaria_region", True)),
        _by_states(dogs, {"medication": True}, ("epilepsy", True)),
        _by_states(ward, {"sepsis": True, "fluid_balance": "overloaded"}, ("blood_pressure", "high")),
        _by_states(clinic, {"temperature": "raised"}, ("prophylaxis", True)),
        _by_states(dogs, {"epilepsy": False, "age": "senior"}, ("medication", True)),
    ]
    _answers_by_name(FRESH_48)  # one premise sentence per clause
    assert gold_answers([*FRESH_48, *QUESTIONS_19]) == pytest.approx(expected, rel=1e-6)


def test_states_compared_with_an_average_and_states_joined_by_and_are_solved_from_the_gold_programs():
    """FRESH_49 and QUESTIONS_20, FRESH_50 and QUESTIONS_21: one premise sentence per clause; the four networks'
    joints summed by hand over every assignment (no ProbLog), the tables typed from the sentences."""
    lmh, average = ("low", "medium", "high"), ("less_than_average", "average", "more_than_average")
    sun, seasons = ("below_average", "average", "above_average"), ("short", "normal", "long")
    visits = ("fewer_than_expected", "as_expected", "more_than_expected")
    yields = [(60, 30, 10), (50, 35, 15), (40, 40, 20), (35, 45, 20), (20, 55, 25), (15, 50, 35), (25, 50, 25)]
    yields += [(10, 50, 40), (5, 40, 55)]  # the farm's crop yield and the storm desk's first nine rows
    farm = {
        "rainfall": ((), {(): dict(zip(average, (0.34, 0.43, 0.23), strict=True))}),
        "sunshine": ((), {(): dict(zip(sun, (0.25, 0.5, 0.25), strict=True))}),
        "frost": ((), {(): {"light": 0.6, "moderate": 0.3, "hard": 0.1}}),
        "crop_yield": (
            ("rainfall", "sunshine"),
            _table(
                lmh,
                [(r, s) for r in average for s in sun],
                *yields,
            ),
        ),
        "low_market_price": (("crop_yield",), dict(zip(_each(lmh), map(_yes, (0.2, 0.5, 0.8)), strict=True))),
    }
    ski = {
        "snowfall": ((), {(): dict(zip(average, (0.3, 0.45, 0.25), strict=True))}),
        "holiday_season": ((), {(): dict(zip(seasons, (0.2, 0.5, 0.3), strict=True))}),
        "visitor_numbers": (
            ("snowfall", "holiday_season"),
            _table(
                visits,
                [(s, h) for s in average for h in seasons],
                (70, 25, 5),
                (55, 35, 10),
                (45, 40, 15),
                (30, 55, 15),
                (20, 60, 20),
                (10, 60, 30),
                (15, 50, 35),
                (10, 40, 50),
                (5, 25, 70),
            ),
        ),
        "profit": (("visitor_numbers",), dict(zip(_each(visits), map(_yes, (0.1, 0.5, 0.9)), strict=True))),
    }
    forecasts = ("increasing_cap_decreasing_instability", "little_change", "decreasing_cap_increasing_instability")
    winds, outlooks = (
        ("calm", "light", "strong", "gusty"),
        ("rising_demand_falling_supply", "stable", "falling_demand_rising_supply"),
    )
    storm = {
        "plains_forecast": ((), {(): dict(zip(forecasts, (0.4, 0.36, 0.24), strict=True))}),
        "wind": ((), {(): dict(zip(winds, (0.12, 0.28, 0.3, 0.3), strict=True))}),
        "hail_risk": (
            ("plains_forecast", "wind"),
            _table(
                lmh,
                [(f, w) for f in forecasts for w in winds],
                *yields,
                (30, 40, 30),
                (20, 40, 40),
                (10, 30, 60),
            ),
        ),
        "storm_warning": (("plains_forecast",), dict(zip(_each(forecasts), map(_yes, (0.7, 0.2, 0.05)), strict=True))),
    }
    market = {
        "outlook": ((), {(): dict(zip(outlooks, (0.3, 0.45, 0.25), strict=True))}),
        "strike": ((), {(): _yes(0.2)}),
        "goods_price": (
            ("outlook", "strike"),
            _table(
                lmh,
                [(o, s) for s in (True, False) for o in outlooks],
                (10, 30, 60),
                (30, 50, 20),
                (60, 30, 10),
                (5, 20, 75),
                (20, 60, 20),
                (50, 40, 10),
            ),
        ),
        "profit_warning": (("goods_price",), dict(zip(_each(lmh), map(_yes, (0.1, 0.3, 0.6)), strict=True))),
    }
    expected = [
        _by_states(farm, {"low_market_price": True}, ("rainfall", "more_than_average")),
        _by_states(ski, {"profit": True}, ("snowfall", "less_than_average")),
        _by_states(farm, {"rainfall": "less_than_average", "sunshine": "above_average"}, ("crop_yield", "high")),
        _by_states(farm, {"crop_yield": "medium"}, ("sunshine", "below_average")),
        _by_states(ski, {"visitor_numbers": "more_than_expected"}, ("holiday_season", "long")),
        _by_states(ski, {"snowfall": "more_than_average"}, ("profit", True)),
        _by_states(storm, {"storm_warning": True}, ("hail_risk", "high")),
        _by_states(market, {"profit_warning": True}, ("outlook", "falling_demand_rising_supply")),
        _by_states(storm, {"plains_forecast": forecasts[2], "wind": "gusty"}, ("hail_risk", "low")),
        _by_states(market, {"goods_price": "high", "strike": False}, ("outlook", "rising_demand_falling_supply")),
    ]
    _answers_by_name(FRESH_49, FRESH_50)  # one premise sentence per clause
    problems = [*FRESH_49, *QUESTIONS_20, *FRESH_50, *QUESTIONS_21]
    assert gold_answers(problems) == pytest.approx(expected, rel=1e-6)


def test_a_state_joined_by_or_and_said_by_one_word_is_solved_from_the_gold_programs():
    """FRESH_51 and QUESTIONS_22: one premise sentence per clause; both networks' joints summed by hand over every
    assignment (no ProbLog), the tables typed from the sentences."""
    clean, dirty = ("clean", "dirty_or_contaminated"), ("safe_to_drink", "dirty_or_contaminated")
    motors, times = ("fully_working", "barely_working"), ("on_time", "delayed_or_cancelled")
    tap = {
        "pump_motor": ((), {(): dict(zip(motors, (0.95, 0.05), strict=True))}),
        "tank_water": ((), {(): dict(zip(dirty, (0.7, 0.3), strict=True))}),
        "tap_water": (
            ("pump_motor", "tank_water"),
            _table(clean, [(m, t) for m in motors for t in dirty], (98, 2), (0, 100), (0, 100), (10, 90)),
        ),
        "stomach_ache": (("tap_water",), dict(zip(_each(clean), map(_yes, (0.01, 0.3)), strict=True))),
    }
    flight = {
        "weather": ((), {(): {"clear": 0.8, "stormy": 0.2}}),
        "crew": ((), {(): {"rested": 0.9, "tired_or_sick": 0.1}}),
        "flight": (
            ("weather", "crew"),
            _table(
                times,
                [(w, c) for w in ("clear", "stormy") for c in ("rested", "tired_or_sick")],
                (90, 10),
                (0, 100),
                (40, 60),
                (5, 95),
            ),
        ),
        "missed_connection": (("flight",), dict(zip(_each(times), map(_yes, (0.02, 0.7)), strict=True))),
    }
    expected = [
        _by_states(tap, {"stomach_ache": True}, ("pump_motor", "barely_working")),
        _by_states(flight, {"missed_connection": True}, ("weather", "stormy")),
        _by_states(tap, {"pump_motor": "barely_working", "tank_water": "safe_to_drink"}, ("tap_water", dirty[1])),
        _by_states(flight, {"flight": "delayed_or_cancelled"}, ("crew", "tired_or_sick")),
    ]
    _answers_by_name(FRESH_51)  # one premise sentence per clause
    assert gold_answers([*FRESH_51, *QUESTIONS_22]) == pytest.approx(expected, rel=1e-6)


def test_a_boolean_said_existent_and_non_existent_is_solved_from_the_gold_programs():
    """FRESH_52, QUESTIONS_23 and QUESTIONS_24: one premise sentence per clause; both networks' joints summed by
    hand over every assignment (no ProbLog), the tables typed from the sentences."""
    lmh = ("low", "medium", "high")
    fire = {
        "sprinkler_system": ((), {(): _yes(0.3)}),
        "wiring": ((), {(): {"old": 0.4, "new": 0.6}}),
        "fire_damage": (
            ("wiring", "sprinkler_system"),
            _table(
                lmh,
                [(w, s) for w in ("old", "new") for s in (True, False)],
                (70, 20, 10),
                (30, 30, 40),
                (85, 10, 5),
                (50, 30, 20),
            ),
        ),
    }
    coverage = {
        "cell_coverage": ((), {(): _yes(0.45)}),
        "storm": ((), {(): _yes(0.25)}),
        "call_fails": (
            ("cell_coverage", "storm"),
            dict(
                zip(
                    [(c, s) for c in (True, False) for s in (True, False)],
                    map(_yes, (0.2, 0.05, 0.9, 0.8)),
                    strict=True,
                )
            ),
        ),
    }
    expected = [
        _by_states(fire, {"fire_damage": "high"}, ("sprinkler_system", True)),
        _by_states(coverage, {"call_fails": True}, ("cell_coverage", False)),
        _by_states(fire, {"sprinkler_system": False, "wiring": "new"}, ("fire_damage", "low")),
        _by_states(coverage, {"storm": True}, ("cell_coverage", True)),
        _by_states(fire, {"fire_damage": "high"}, ("sprinkler_system", True)),
        _by_states(fire, {"sprinkler_system": True}, ("fire_damage", "low")),
        _by_states(coverage, {"storm": True}, ("cell_coverage", True)),
        _by_states(coverage, {"cell_coverage": True}, ("call_fails", True)),
    ]
    _answers_by_name(FRESH_52)  # one premise sentence per clause
    assert gold_answers([*FRESH_52, *QUESTIONS_23, *QUESTIONS_24]) == pytest.approx(expected, rel=1e-6)


def test_letter_states_named_in_part_first_are_solved_from_the_gold_programs():
    """FRESH_53 and QUESTIONS_25: one premise sentence per clause; both networks' joints summed by hand over every
    assignment (no ProbLog), the tables typed from the sentences (the letters the first premise leaves out share
    what is left equally)."""
    scenarios, grades = tuple("abcdefg"), tuple("abcde")
    hail = {
        "season": ((), {(): {"summer": 0.5, "winter": 0.5}}),
        "storm_scenario": (
            ("season",),
            _table(scenarios, _each(("summer", "winter")), (10, 30, 10, 20, 10, 10, 10), (5, 10, 20, 25, 15, 15, 10)),
        ),
        "hail_falls": (
            ("storm_scenario",),
            dict(zip(_each(scenarios), (_yes(k / 20) for k in range(1, 8)), strict=True)),
        ),
    }
    rest = 0.4 / 3
    course = {
        "study_time": ((), {(): {"long": 0.4, "short": 0.6}}),
        "exam_grade": (
            ("study_time",),
            {
                ("long",): dict(zip(grades, (0.3, 0.3, rest, rest, rest), strict=True)),
                ("short",): dict(zip(grades, (0.05, 0.15, 0.3, 0.3, 0.2), strict=True)),
            },
        ),
        "passes_course": (
            ("exam_grade",),
            dict(zip(_each(grades), map(_yes, (0.99, 0.95, 0.85, 0.6, 0.2)), strict=True)),
        ),
    }
    expected = [
        _by_states(hail, {"hail_falls": True}, ("season", "summer")),
        _by_states(course, {"passes_course": True}, ("study_time", "long")),
        _by_states(hail, {"storm_scenario": "c"}, ("hail_falls", True)),
        _by_states(course, {"study_time": "long"}, ("exam_grade", "e")),
    ]
    _answers_by_name(FRESH_53)  # one premise sentence per clause
    assert gold_answers([*FRESH_53, *QUESTIONS_25]) == pytest.approx(expected, rel=1e-6)


def test_joined_states_said_after_there_is_ask_fresh_50s_networks():
    """FRESH_54 and QUESTIONS_26 say FRESH_50's two networks' roots otherwise and ask QUESTIONS_21's questions: one
    premise sentence per clause, the same gold programs but for *capping* in the storm desk's names, so the answers
    solved by hand for FRESH_50 and QUESTIONS_21."""
    _answers_by_name(FRESH_54)  # one premise sentence per clause
    uncapped = [tuple(c.replace("_capping_", "_cap_") for c in p.program) for p in FRESH_54]
    assert uncapped == [p.program for p in FRESH_50]
    assert gold_answers([*FRESH_54, *QUESTIONS_26]) == gold_answers([*FRESH_50, *QUESTIONS_21])


def _later_parent_network(root, given, later, child, child_rows, later_rows) -> dict:
    """FRESH_55 to FRESH_57's shape for :func:`_by_states`: a ``root`` (name, states, shares) and a ``child`` (name,
    its two states) given the root and ``later`` (name, states), the variable the text introduces after the child's
    run; ``later`` is given ``given``: the root's name, or another root (name, states, shares). ``child_rows``: % of
    the child's first state per (root state, later state), the later state fastest; ``later_rows``: % of each later
    state per state of what it is given."""
    name, states, shares = root
    network = {name: ((), {(): dict(zip(states, shares, strict=True))})}
    if given == name:
        given_states = states
    else:
        given, given_states, given_shares = given
        network[given] = ((), {(): dict(zip(given_states, given_shares, strict=True))})
    (later, later_states), (kid, kid_states) = later, child
    network[later] = ((given,), _table(later_states, _each(given_states), *later_rows))
    rows = [(v, x) for v in states for x in later_states]
    network[kid] = ((name, later), _table(kid_states, rows, *((g, 100 - g) for g in child_rows)))
    return network


_LMH = ("low", "medium", "high")


def test_a_parent_introduced_after_its_childs_run_is_solved_from_the_gold_programs():
    """FRESH_55 and QUESTIONS_27: one premise sentence per clause; both networks' joints summed by hand over every
    assignment (no ProbLog), the tables typed from the sentences (the later parent's own run after its child's)."""
    harvest = _later_parent_network(
        ("season", ("dry", "normal", "wet"), (0.3, 0.5, 0.2)),
        "season",
        ("irrigation", _LMH),
        ("harvest", ("good", "poor")),
        (10, 30, 60, 40, 60, 80, 70, 80, 85),
        ((20, 30, 50), (40, 40, 20), (70, 20, 10)),
    )
    delivery = _later_parent_network(
        ("weather", ("clear", "rainy", "snowy"), (0.6, 0.3, 0.1)),
        ("day", ("weekday", "weekend"), (0.7, 0.3)),
        ("traffic", ("light", "moderate", "heavy")),
        ("delivery", ("on_time", "late")),
        (95, 85, 60, 85, 70, 40, 60, 40, 20),
        ((20, 50, 30), (60, 30, 10)),
    )
    expected = [
        _by_states(harvest, {"season": "dry"}, ("harvest", "good")),
        _by_states(delivery, {"traffic": "heavy"}, ("delivery", "late")),
        _by_states(harvest, {"irrigation": "high"}, ("harvest", "poor")),
        _by_states(delivery, {"delivery": "late"}, ("traffic", "light")),
    ]
    assert expected[:2] == pytest.approx([0.2 * 0.1 + 0.3 * 0.3 + 0.5 * 0.6, 0.6 * 0.4 + 0.3 * 0.6 + 0.1 * 0.8])
    _answers_by_name(FRESH_55)  # one premise sentence per clause
    assert gold_answers([*FRESH_55, *QUESTIONS_27]) == pytest.approx(expected, rel=1e-6)


def test_a_later_parent_after_with_and_under_is_solved_from_the_gold_programs():
    """FRESH_56: one premise sentence per clause; both networks' joints summed by hand over every assignment (no
    ProbLog), the tables typed from the sentences."""
    cafe = _later_parent_network(
        ("weather", ("sunny", "cloudy", "rainy"), (0.5, 0.3, 0.2)),
        "weather",
        ("promotion", ("none", "small", "big")),
        ("sales", ("high", "low")),
        (40, 60, 80, 30, 45, 65, 10, 25, 50),
        ((50, 30, 20), (40, 40, 20), (20, 40, 40)),
    )
    exam = _later_parent_network(
        ("preparation", ("good", "average", "poor"), (0.3, 0.5, 0.2)),
        ("sleep", ("enough", "little"), (0.6, 0.4)),
        ("stress", _LMH),
        ("exam", ("pass", "fail")),
        (95, 90, 75, 80, 70, 50, 50, 35, 20),
        ((50, 35, 15), (20, 40, 40)),
    )
    expected = {
        "cafe promotion": _by_states(cafe, {"promotion": "big"}, ("sales", "high")),
        "exam stress": _by_states(exam, {"sleep": "little"}, ("exam", "fail")),
    }
    assert expected["cafe promotion"] == pytest.approx((0.1 * 0.8 + 0.06 * 0.65 + 0.08 * 0.5) / 0.24)
    assert _answers_by_name(FRESH_56) == pytest.approx(expected, rel=1e-6)


def test_a_later_parent_sharing_a_roots_words_is_solved_from_the_gold_programs():
    """FRESH_57: one premise sentence per clause; both networks' joints summed by hand over every assignment (no
    ProbLog), the tables typed from the sentences (a root of the later parent's words and states comes before)."""
    harvest = _later_parent_network(
        ("season", ("dry", "normal", "wet"), (0.3, 0.5, 0.2)),
        ("rainfall_level", _LMH, (0.4, 0.4, 0.2)),
        ("irrigation_level", _LMH),
        ("harvest", ("good", "poor")),
        (10, 30, 60, 40, 60, 80, 70, 80, 85),
        ((10, 30, 60), (30, 40, 30), (70, 20, 10)),
    )
    sleep = _later_parent_network(
        ("workload", ("light", "normal", "heavy"), (0.3, 0.5, 0.2)),
        ("night_noise", _LMH, (0.5, 0.3, 0.2)),
        ("stress_level", _LMH),
        ("sleep", ("good", "poor")),
        (90, 75, 50, 85, 65, 40, 70, 50, 20),
        ((60, 30, 10), (30, 40, 30), (10, 30, 60)),
    )
    expected = {
        "rainfall irrigation": _by_states(harvest, {"rainfall_level": "high"}, ("harvest", "poor")),
        "night noise": _by_states(sleep, {"night_noise": "high"}, ("sleep", "poor")),
    }
    assert _answers_by_name(FRESH_57) == pytest.approx(expected, rel=1e-6)


def test_a_root_equally_likely_among_a_long_list_is_solved_by_hand():
    """FRESH_58: one premise sentence per clause; a root equally likely among its states and a boolean child, so
    Bayes' rule is the child's rate over the sum of its rates."""
    noticed = {"red": 0.9, "blue": 0.7, "green": 0.6, "white": 0.8, "black": 0.3, "grey": 0.2}
    claims = {"very_low": 0.02, "low": 0.05, "moderate": 0.1, "high": 0.2, "very_high": 0.4}
    expected = {
        "car colour": noticed["red"] / sum(noticed.values()),
        "risk score": claims["very_high"] / sum(claims.values()),
    }
    assert _answers_by_name(FRESH_58) == pytest.approx(expected, rel=1e-6)


def _bayes_chain(p: float, given_yes: float, given_no: float) -> float:
    """P(cause | effect) in a boolean chain: P(cause) = ``p``, P(effect | cause) = ``given_yes``, P(effect | not
    cause) = ``given_no``."""
    return p * given_yes / (p * given_yes + (1 - p) * given_no)


def test_words_of_frequency_are_solved_by_hand():
    """FRESH_59: the networks written one premise sentence per clause, their numbers said by words of frequency on
    ``slot_parser.FREQUENCY_VALUES``' scale (*usually*, *often* 0.7; *sometimes*, *occasionally* 0.25; *rarely* 0.1;
    *very rarely* 0.05; *almost never* 0.02; *almost always* 0.95); Bayes' rule by hand."""
    one_row = [problem for problem in FRESH_59 if problem.wording.endswith("one row per sentence")]
    weather = {"sunny": (0.7, 0.02), "cloudy": (0.25, 0.25), "stormy": (0.05, 0.95)}  # P(state), P(cancelled | it)
    expected = {
        "late bus": _bayes_chain(0.7, 0.7, 0.1),
        "mountain hike": 0.05 * 0.95 / sum(p * cancelled for p, cancelled in weather.values()),
        "rainy traffic": _bayes_chain(0.3, 0.7, 0.05),  # P(heavy | rain), P(heavy | no rain)
    }
    assert _answers_by_name(one_row) == pytest.approx(expected, rel=1e-6)


@pytest.mark.parametrize(
    ("problems", "chains"),
    [
        # words of amount: most, the majority of 0.7; almost all 0.95; few, a small number of 0.1; very few 0.05;
        # hardly any, almost no 0.02
        (FRESH_60, {"studying": (0.7, 0.95, 0.1), "city cars": (0.7, 0.02, 0.1), "medicine": (0.7, 0.05, 0.02)}),
        # very likely 0.9, extremely unlikely 0.05, almost certainly / virtually certain 0.95, not likely 0.2, a high
        # chance 0.7, a very low chance 0.05; a small or slight chance 0.1 (the scale's little chance)
        (FRESH_61, {"umbrella": (0.9, 0.95, 0.2), "server outage": (0.1, 0.7, 0.05), "bridge": (0.05, 0.95, 0.1)}),
        # not usually, usually not, does not often, usually does not: 1 - 0.7; often 0.7 (both wordings)
        (FRESH_62, {"barking dog": (0.3, 0.3, 0.7)}),
        # 30% lack an airbag: 0.7 have one; likely lacks a charger: 0.3 has one; little chance 0.1, likely 0.7
        (FRESH_64, {"airbag": (0.7, 0.1, 0.4), "phone charger": (0.3, 0.1, 0.7)}),
        # doubtful 0.2, a near certainty 0.95, highly improbable 0.05; less likely than not 0.3, likely 0.7 (the
        # meeting not missed: 1 - 0.7), out of the question 0 (not missed: 1)
        (FRESH_67, {"night frost": (0.2, 0.95, 0.05), "late train": (0.3, 0.3, 1.0)}),
    ],
    ids=["fresh_60", "fresh_61", "fresh_62", "fresh_64", "fresh_67"],
)
def test_boolean_chains_said_in_words_are_solved_by_hand(problems, chains):
    """FRESH_60 to FRESH_62, FRESH_64 and FRESH_67: boolean chains, one premise sentence per clause; Bayes' rule by
    hand with the numbers the words say on the scale."""
    expected = {name: _bayes_chain(*chain) for name, chain in chains.items()}
    assert _answers_by_name(problems) == pytest.approx(expected, rel=1e-6)


def _posterior(root: dict, child: dict, state: str) -> float:
    """P(``state`` | a boolean child) with P(root) and P(child | root) given per state of the root."""
    return root[state] * child[state] / sum(root[s] * child[s] for s in root)


def test_a_root_said_by_one_word_for_each_list_of_states_is_solved_by_hand():
    """FRESH_63: a root of four states said in words (*probably not* 0.3, *unlikely* 0.2, one word for each list of
    two states) and a boolean child of it, one premise sentence per clause; Bayes' rule by hand."""

    bill = {"low": 0.3, "medium": 0.3, "high": 0.2, "extreme": 0.2}
    claim = {"low": 0.1, "medium": 0.2, "high": 0.7, "extreme": 0.9}  # improbable, unlikely, likely, highly likely
    crowd = {"small": 0.2, "medium": 0.3, "large": 0.3, "huge": 0.2}
    police = {"small": 0.02, "medium": 0.1, "large": 0.2, "huge": 0.7}  # almost no chance … likely
    expected = {"repair bill": _posterior(bill, claim, "extreme"), "crowd size": _posterior(crowd, police, "huge")}
    assert _answers_by_name(FRESH_63) == pytest.approx(expected, rel=1e-6)


def test_a_root_said_by_two_ratios_is_solved_by_hand():
    """FRESH_65: a root of three states said by two ratios against the same state (factors 2, 2, 1: 0.4, 0.4, 0.2;
    4, 3, 1: 0.5, 0.375, 0.125), FRESH_66 by a chain of two (1, 2, 1), FRESH_68 with *as common as* (1, 2, 1), and a
    boolean child, one premise sentence per clause; Bayes' rule by hand."""

    sky = {"sunny": 2 / 5, "cloudy": 2 / 5, "rainy": 1 / 5}
    picnic = {"sunny": 0.9, "cloudy": 0.5, "rainy": 0.1}
    traffic = {"light": 4 / 8, "moderate": 3 / 8, "heavy": 1 / 8}
    late = {"light": 0.05, "moderate": 0.2, "heavy": 0.6}
    expected = {"picnic sky": _posterior(sky, picnic, "rainy"), "bus traffic": _posterior(traffic, late, "heavy")}
    assert _answers_by_name(FRESH_65) == pytest.approx(expected, rel=1e-6)
    cup = {"small": 1 / 4, "medium": 2 / 4, "large": 1 / 4}  # FRESH_66: medium 2 × small, large medium / 2
    spilled = {"small": 0.1, "medium": 0.2, "large": 0.4}
    assert _answers_by_name(FRESH_66) == pytest.approx({"coffee cups": _posterior(cup, spilled, "large")}, rel=1e-6)
    commute = {"bike": 1 / 4, "bus": 2 / 4, "car": 1 / 4}  # FRESH_68: bus 2 × car, bike as common as car
    late = {"bike": 0.1, "bus": 0.3, "car": 0.2}
    assert _answers_by_name(FRESH_68) == pytest.approx({"commute mode": _posterior(commute, late, "bus")}, rel=1e-6)


def test_a_root_of_short_plural_states_is_solved_by_hand():
    """FRESH_69: a root of three states said as nouns of three letters, plural in one premise and singular in the
    other (*cats*, *a cat*), and a boolean child, one premise sentence per clause; Bayes' rule by hand."""
    pet = {"cat": 0.5, "dog": 0.3, "rat": 0.2}
    allergy = {"cat": 0.2, "dog": 0.1, "rat": 0.05}
    assert _answers_by_name(FRESH_69) == pytest.approx({"pet allergy": _posterior(pet, allergy, "cat")}, rel=1e-6)


def test_rows_said_by_words_of_frequency_are_cut():
    """A second row said by a word of frequency after *otherwise* is cut off as one said by a number is; beside a
    number or a word of estimative probability a word of frequency says nothing, so those sentences stay whole."""
    assert premise_rows("If the bus is late, I often miss my train; otherwise I rarely miss it.") == [
        "If the bus is late, I often miss my train.",
        "If it is not the case that the bus is late, I rarely miss it.",
    ]
    for whole in (
        "If the bus is late, I often miss my train, in 70% of cases.",
        "If the bus is late, it is likely that I usually miss my train.",
    ):
        assert premise_rows(whole) == [whole]


def _reading_chain(names: tuple[str, ...], p: float, causes, states, rows, child: tuple, grandchild: tuple) -> dict:
    """FRESH_45's and FRESH_46's shape for :func:`_by_states`: a boolean (``names[0]``, P = ``p``) and a cause
    (``names[1]``, ``causes``: its states and their probabilities) with a three-state reading of both (``names[2]``,
    ``states``; ``rows``: percentages per (boolean, cause state), the boolean's true rows first), a boolean child of
    the reading (``names[3]``, P per reading state) and a boolean grandchild (``names[4]``, P given the child, not)."""
    boolean, cause, reading, kid, grandkid = names
    cause_states, cause_probabilities = causes
    return {
        boolean: ((), {(): _yes(p)}),
        cause: ((), {(): dict(zip(cause_states, cause_probabilities, strict=True))}),
        reading: ((boolean, cause), _table(states, [(a, q) for a in (True, False) for q in cause_states], *rows)),
        kid: ((reading,), dict(zip(_each(states), map(_yes, child), strict=True))),
        grandkid: ((kid,), {(True,): _yes(grandchild[0]), (False,): _yes(grandchild[1])}),
    }


_ERRATIC = ((20, 30, 50), (30, 40, 30), (25, 35, 40))
"""The three rows of FRESH_45's and FRESH_46's readings whose boolean (a loose cuff, a faulty sensor) is true."""


def test_a_reading_introduced_among_more_words_is_solved_from_the_gold_programs():
    """FRESH_45 and QUESTIONS_17: one premise sentence per clause; both networks' joints summed by hand over every
    assignment (no ProbLog), the tables typed from the sentences."""
    lnh, lmh = ("low", "normal", "high"), ("low", "medium", "high")
    names = ("loose_cuff", "pulse", "cuff_reading", "nurse_checks", "doctor_called")
    pulses = (("slow", "normal", "fast"), (0.2, 0.6, 0.2))
    cuff = _reading_chain(
        names, 0.1, pulses, lnh, (*_ERRATIC, (85, 10, 5), (5, 90, 5), (5, 10, 85)), (0.7, 0.1, 0.6), (0.4, 0.05)
    )
    names = ("sensor_fault", "room", "sensor_reading", "heating_on", "high_bill")
    rooms = (("cold", "mild", "hot"), (0.3, 0.5, 0.2))
    room = _reading_chain(
        names, 0.05, rooms, lmh, (*_ERRATIC, (90, 8, 2), (5, 90, 5), (2, 8, 90)), (0.9, 0.2, 0.02), (0.7, 0.1)
    )
    expected = [
        _by_states(cuff, {"doctor_called": True}, ("loose_cuff", True)),
        _by_states(room, {"high_bill": True}, ("sensor_fault", True)),
        _by_states(cuff, {"cuff_reading": "high", "pulse": "normal"}, ("loose_cuff", True)),
        _by_states(room, {"sensor_fault": True}, ("heating_on", True)),
    ]
    _answers_by_name(FRESH_45)  # one premise sentence per clause
    assert gold_answers([*FRESH_45, *QUESTIONS_17]) == pytest.approx(expected, rel=1e-6)


def test_a_reading_said_by_its_parents_name_and_states_is_solved_from_the_gold_programs():
    """FRESH_46: one premise sentence per clause; both networks' joints summed by hand over every assignment (no
    ProbLog), the tables typed from the sentences."""
    lnh, lmh = ("low", "normal", "high"), ("low", "medium", "high")
    names = ("loose_cuff", "pulse", "cuff_reading", "nurse_alerted", "doctor_comes")
    rows = (*_ERRATIC, (85, 10, 5), (5, 90, 5), (5, 10, 85))
    cuff = _reading_chain(names, 0.1, (lnh, (0.2, 0.6, 0.2)), lnh, rows, (0.8, 0.05, 0.7), (0.5, 0.05))
    names = ("faulty_probe", "oven_temperature", "probe_reading", "heat_up", "bread_burns")
    rows = (*_ERRATIC, (90, 8, 2), (5, 90, 5), (2, 8, 90))
    probe = _reading_chain(names, 0.05, (lmh, (0.3, 0.5, 0.2)), lmh, rows, (0.9, 0.1, 0.02), (0.3, 0.04))
    expected = [
        _by_states(cuff, {"doctor_comes": True}, ("loose_cuff", True)),
        _by_states(probe, {"bread_burns": True}, ("faulty_probe", True)),
    ]
    _answers_by_name(FRESH_46)  # one premise sentence per clause
    assert gold_answers(list(FRESH_46)) == pytest.approx(expected, rel=1e-6)


def test_a_user_text_network_name_is_taken_once():
    """A set that names its network as an earlier set did would ask that set's problems its own evidence and
    question: adding it is an error."""
    from hedgehub.evaluation import user_text

    with pytest.raises(ValueError, match="print job"):
        user_text._new_networks({"print job": user_text._NETWORKS["print application"]})


def test_hyphenated_number_word_states_and_a_condition_before_whereas_are_solved_by_hand():
    """FRESH_70: a child of a boolean whose states are a number word joined by a hyphen to another word
    (*one-sided*, *one-way*, *two-way*), with a boolean grandchild; FRESH_71: a child of three states said after a
    condition and *whereas* / *while*, with a boolean grandchild. One premise sentence per clause; by hand."""

    def through(middle: dict, end: dict) -> float:  # P(end | a row of the middle variable's states)
        return sum(p * end[state] for state, p in middle.items())

    low = {"normal": 0.05, "esophageal": 0.95, "one_sided": 0.7}
    child = _bayes_chain(
        0.5,
        through({"normal": 0.7, "esophageal": 0.1, "one_sided": 0.2}, low),
        through({"normal": 0.9, "esophageal": 0.05, "one_sided": 0.05}, low),
    )
    expected = {"one-sided intubation": child, "two-way road": _bayes_chain(0.3, 0.4, 0.9)}
    assert _answers_by_name(FRESH_70) == pytest.approx(expected, rel=1e-6)
    alarm = {"low": 0.9, "normal": 0.05, "high": 0.7}
    failed = _bayes_chain(
        0.1, through({"low": 0.8, "normal": 0.1, "high": 0.1}, alarm), through({"normal": 0.5, "high": 0.5}, alarm)
    )
    assert _answers_by_name(FRESH_71) == pytest.approx({"pump pressure": failed}, rel=1e-6)


def test_two_runs_of_the_same_two_parents_are_solved_by_hand():
    """FRESH_72: two booleans (failure 0.05, hypovolemia 0.2), a boolean child of the first (the history), two
    children of three states with both as parents, one run after the other (the end-diastolic volume, the stroke
    volume), and a child of the volume (the venous pressure); P(stroke volume low | pressure high) by enumeration."""
    volume = {  # (hypovolemia, failure) → P(low, normal, high)
        (True, True): (0.1, 0.1, 0.8),
        (True, False): (0.7, 0.2, 0.1),
        (False, True): (0.1, 0.2, 0.7),
        (False, False): (0.1, 0.8, 0.1),
    }
    stroke_low = {(True, True): 0.9, (True, False): 0.7, (False, True): 0.8, (False, False): 0.05}
    pressure_high = (0.05, 0.1, 0.7)  # given the volume low, normal, high
    weights = {
        (h, f): (0.2 if h else 0.8)
        * (0.05 if f else 0.95)
        * sum(map(math.prod, zip(volume[h, f], pressure_high, strict=True)))
        for h in (True, False)
        for f in (True, False)
    }
    expected = sum(w * stroke_low[key] for key, w in weights.items()) / sum(weights.values())
    assert _answers_by_name(FRESH_72) == pytest.approx({"heart volumes": expected}, rel=1e-6)


def test_a_root_of_letters_said_in_words_is_solved_by_hand():
    """FRESH_73: a root of four letters (*likely* A, *improbable* / *little chance* B, C and D) and a boolean child,
    one premise sentence per clause; Bayes' rule by hand."""
    scenario = {"a": 0.7, "b": 0.1, "c": 0.1, "d": 0.1}
    rain = {"a": 0.2, "b": 0.7, "c": 0.9, "d": 0.05}  # unlikely, likely, highly likely, highly unlikely
    expected = {"weather scenario": _posterior(scenario, rain, "c")}
    assert _answers_by_name(FRESH_73) == pytest.approx(expected, rel=1e-6)


def test_a_chain_said_by_all_but_and_next_to_is_solved_by_hand():
    """FRESH_74: a boolean chain said three times by words the scale has in other words (*unlikely* 0.2; *all but
    certain*, *with near* or *almost certainty* 0.95; *next to* or *close to impossible* 0.02); Bayes' rule by hand."""
    assert _answers_by_name(FRESH_74) == pytest.approx({"storm flight": _bayes_chain(0.2, 0.95, 0.02)}, rel=1e-6)


def test_roots_said_equally_are_solved_by_hand():
    """FRESH_75: a root of three states, one *almost certain* (0.95) and two *equally unlikely* (sharing the 0.05
    left), or all three *equally likely* (a third each), and a boolean child; Bayes' rule by hand."""
    load = {"low": 0.025, "normal": 0.95, "high": 0.025}
    slow = {"low": 0.05, "normal": 0.1, "high": 0.95}  # highly unlikely, improbable, almost certain
    shirt = dict.fromkeys(("red", "green", "blue"), 1 / 3)
    faded = {"red": 0.7, "green": 0.2, "blue": 0.1}
    expected = {"server load": _posterior(load, slow, "high"), "shirt colour": _posterior(shirt, faded, "red")}
    assert _answers_by_name(FRESH_75) == pytest.approx(expected, rel=1e-6)


def test_a_root_said_with_a_very_high_probability_is_solved_by_hand():
    """FRESH_76: a root of three states, one *with a very high probability* (0.9) and two *in very rare occasions* or
    *with a very low probability* (0.05 each), and a boolean child; Bayes' rule by hand."""
    supply = {"normal": 0.9, "low": 0.05, "high": 0.05}
    low_saturation = {"normal": 0.05, "low": 0.95, "high": 0.1}
    expected = {"oxygen supply": _posterior(supply, low_saturation, "low")}
    assert _answers_by_name(FRESH_76) == pytest.approx(expected, rel=1e-6)


def test_a_report_said_by_initials_and_a_ranked_root_are_solved_by_hand():
    """FRESH_77: a long flight (*unlikely*, 0.2), deep vein thrombosis given it (*unlikely* 0.2, *highly unlikely*
    0.05) and its report (*almost certain* 0.95, *highly unlikely* 0.05), asked of the report; FRESH_78: a root of four
    states said by words (*probably not* 0.3, *highly unlikely* 0.05 for each of two, *better than even* 0.6), then
    ranked, and a boolean child of it; the chain and Bayes' rule by hand."""
    thrombosis = {True: 0.2, False: 0.05}  # given a long flight or none

    def report(flight: bool) -> float:
        return thrombosis[flight] * 0.95 + (1 - thrombosis[flight]) * 0.05

    vehicle = {"van": 0.3, "bike": 0.05, "truck": 0.05, "car": 0.6}
    late = {"van": 0.7, "bike": 0.2, "truck": 0.7, "car": 0.05}  # likely, unlikely, likely, highly unlikely
    expected = {
        "vein report": report(True),
        "vein reported": report(False),
        "ranked fleet": _posterior(vehicle, late, "van"),
    }
    assert _answers_by_name(FRESH_77, FRESH_78) == pytest.approx(expected, rel=1e-6)


def test_a_negative_report_is_solved_by_hand():
    """FRESH_79: a tumour (*unlikely* / 20%, 0.2) and a report of a mass (*almost certain* / 95% given the tumour,
    *highly unlikely* / 5% without), the report negative; Bayes' rule by hand, the same in words and in numbers."""
    expected = _bayes_chain(0.2, 1 - 0.95, 1 - 0.05)
    answers = gold_answers(FRESH_79)
    assert answers == pytest.approx([expected, expected], rel=1e-6)
    assert all(len(problem.premises) == len(problem.program) for problem in FRESH_79)


def test_a_report_asked_by_initials_is_solved_by_hand():
    """FRESH_80: a smoker (*unlikely*, 0.2), COPD given smoking (*unlikely* 0.2, *highly unlikely* 0.05) and its
    documented report (*very likely* 0.9, *highly unlikely* 0.05); the report's chance given a smoker, and Bayes' rule
    for the smoker given the report."""
    copd = {True: 0.2, False: 0.05}  # given a smoker or not

    def report(smoker: bool) -> float:
        return copd[smoker] * 0.9 + (1 - copd[smoker]) * 0.05

    expected = {"copd reported": report(True), "copd report given": _bayes_chain(0.2, report(True), report(False))}
    assert _answers_by_name(FRESH_80) == pytest.approx(expected, rel=1e-6)


def test_a_report_asked_as_documented_is_solved_by_hand():
    """FRESH_81: pneumonia (*unlikely*, 0.2), ARDS given it (*unlikely* 0.2, *highly unlikely* 0.05) and its report
    (*almost certain* 0.95, *highly unlikely* 0.05); the report's absence given pneumonia or none, and Bayes' rule for
    pneumonia given no report; the same in both wordings."""
    ards = {True: 0.2, False: 0.05}  # given pneumonia or none

    def no_report(pneumonia: bool) -> float:
        return 1 - (ards[pneumonia] * 0.95 + (1 - ards[pneumonia]) * 0.05)

    expected = {
        "ards undocumented": no_report(True),
        "ards unrecorded": no_report(False),
        "ards unassessed": _bayes_chain(0.2, no_report(True), no_report(False)),
    }
    answers = gold_answers(FRESH_81)
    assert answers == pytest.approx([expected[p.name] for p in FRESH_81], rel=1e-6)
    assert all(len(problem.premises) == len(problem.program) for problem in FRESH_81)
