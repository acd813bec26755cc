"""The states an introducing premise says, read by rules (:func:`hedgehub.slot_states.read_states`): booleans,
categorical words, numbers with units, ranges and bounds, ``each`` / ``respectively`` / ``no chance`` lists, the
unsure case, and the harness (:func:`hedgehub.evaluation.slot_states.state_report`)."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

import hedgehub.evaluation.slot_choices as slot_choices
from hedgehub.evaluation.slot_states import run_report, state_report
from hedgehub.slot_parser import read_probabilities
from hedgehub.slot_states import read_states, run_states
from hedgehub.slots import Variable


@pytest.mark.parametrize(
    "sentence",
    [
        "30% of the entire population are smokers.",
        "There is a 50% chance that the phytophthora species produces chlamydospores.",
        "The probability of a baby being free from birth asphyxia is 0.9, whereas the probability of a baby "
        "experiencing birth asphyxia is 0.1.",
        "If a child is sick, there is a 20% chance they will grunt and an 80% chance they will not.",
        "If someone has diabetes, the probability that they are obese is 24%, and the probability that they are not "
        "obese is 76%.",
        "When the score is low, there is a 67% probability that the species is not found in nurseries, and a 33% "
        "chance that it is.",
        "When a driver is a prole, they are equally likely to either own another car or not.",
        "It is unlikely that a child suffers from birth asphyxia.",
    ],
)
def test_booleans(sentence):
    assert read_states(sentence) == ()


@pytest.mark.parametrize(
    ("sentence", "states"),
    [
        (
            "There's a 60% probability that their lung parenchyma will appear normal, a 10% probability it will be "
            "congested, and a 30% chance it will appear abnormal.",
            ("normal", "congested", "abnormal"),
        ),
        (
            "The sky is cloudy with 21% probability, partly cloudy in 41% of the cases, and clear in 38% of cases.",
            ("cloudy", "partly_cloudy", "clear"),
        ),
        (  # the condition's "low" is no state
            "If the levels of ERK and PKA are both low, there is a 67.1% probability that the level of Akt is also "
            "low, a 32.8% probability that it is average, and a 0.01% chance that Akt's level is high.",
            ("low", "average", "high"),
        ),
        (  # words of estimative probability, "A or B"
            "It is unlikely that a driver is an adolescent or senior, whereas there is a better than even chance "
            "that the driver is an adult.",
            ("adolescent", "senior", "adult"),
        ),
        (  # an abbreviation in brackets names the state
            "If a baby has asphyxia, there is a 20% chance of Persistent Fetal Circulation (PFC), a 30% probability "
            "of Transposition of the Great Arteries (TGA), and a 50% probability of lung issues.",
            ("pfc", "tga", "lung_issues"),
        ),
        (  # decimals that are probabilities are no states
            "Their home base is in the city with a probability of 0.8, in the suburbs with a probability of 0.05, "
            "and in rural areas with a probability of 0.15.",
            ("city", "suburbs", "rural_areas"),
        ),
        (  # the count a frequency is said of names no state, nor does "otherwise"
            "The weather is sunny in 50% of days, cloudy in 30% and rainy otherwise.",
            ("sunny", "cloudy", "rainy"),
        ),
        (  # "otherwise it is …" names the last state, even after a semicolon; "on time" is one state
            "The bus is early in 10% of cases and late in 30%; otherwise it is on time.",
            ("early", "late", "on_time"),
        ),
        (  # one-letter states that "is" says (bn-reasoning's survey), not the article
            "There is a 60% chance that s is m and a 40% chance that it is f.",
            ("m", "f"),
        ),
        (  # one-letter states on a list, A and I among them; "a probability" is the article
            "The scenario is A with a probability of 10%, B with 8%, C with 12%, D with 9%, E with 7%, F with 11%, "
            "G with 10%, H with 8%, I with 9%, J with 10% and K with 6%.",
            tuple("abcdefghijk"),
        ),
        (
            "The day's scenario is one of four types: A (40%), B (30%), C (20%) and D (10%).",
            ("a", "b", "c", "d"),
        ),
        (  # "the other 30%" says the rest, not a state; "other" with its own number is one
            "On 70% of nights, the star is visible, while on the other 30% of nights, it is invisible.",
            ("visible", "invisible"),
        ),
        ("Payment is by card in 50% of cases, cash in 30% and other in 20%.", ("card", "cash", "other")),
    ],
)
def test_categorical_words(sentence, states):
    assert read_states(sentence) == states


def test_a_word_every_state_ends_with_is_no_state_of_its_own():
    """child0's WEP premise calls the states "normal results", "congested results", "abnormal results", then says
    "It's not certain what the results will be": "results" is what they are, not a fourth state."""
    assert read_states(
        "If a baby has PFC, then examination of their lung parenchyma may show normal results, it may also show "
        "congested results, or it may show abnormal results. It's not certain what the results will be, but it's "
        "more likely for the lung parenchyma to appear normal than congested or abnormal.",
        "lung_parenchyma",
    ) == ("normal", "congested", "abnormal")


def test_five_levels_are_five_states():
    sentence = (
        "The probability of a species having a very low invasive score (BH) is 21%, low is 19%, moderate is also "
        "19%, high is 18%, and very high is 21%."
    )
    states = read_states(sentence)
    assert len(states) == 5 and states[1:] == ("low", "moderate", "high", "very_high")
    assert "very" in states[0] and "low" in states[0]


def test_a_run_whose_first_premise_names_one_state():
    """The first row of a three-state child gives one state a number and leaves the rest unnamed: the states most of
    the run's other premises read, not a boolean; a boolean whose rows each say both values stays one."""
    rows = [
        "If both kinases are low, Raf is in a low state in 99% of cases.",
        "If the kinases are low and average, Raf is low with 0.22, average with 0.49 and high with 0.29.",
        "If the kinases are low and high, the chances are 87% that Raf is low, 12% average and 1% high.",
        "If both kinases are average, Raf is low in 8% of cases, average in 39% and high in 53%.",
    ]
    assert read_states(rows[0]) == ()
    assert set(run_states(rows)) == {"low", "average", "high"}
    assert run_states([rows[0], rows[1], "If both kinases are high, Raf is in a low state in 10% of cases."]) == ()
    bulbs = [
        "A bulb is working in 90% of lamps.",
        "If the switch is on, the bulb is working in 95% of cases and broken in 5%.",
        "If the switch is off, the bulb is working in 80% of cases and broken in 20%.",
    ]
    assert run_states(bulbs) == ()


def test_numbers_with_units_are_states_and_probabilities_are_not():
    assert read_states(
        "The CKNI at 12:00 is equally likely to be 20 mg/L, 30 mg/L, or 40 mg/L, each with a 33.33% probability."
    ) == ("20", "30", "40")
    assert read_states("The car has a mileage of twenty thousand (40%), fifty thousand miles (50%) or a million.") == (
        "20000",
        "50000",
        "1000000",
    )
    # the condition's 20 mmol/l is a parent's value, not a state
    assert read_states(
        "If the blood glucose is 20 mmol/l, then the utility is fully realized at a rate of 0.8 mmol/kg/h, with no "
        "utility at 0.4 mmol/kg/h or 0.0 mmol/kg/h."
    ) == ("0.8", "0.4", "0")


def test_ranges_and_bounds_are_one_state_each():
    assert read_states(
        "There is a 10% chance that the index is between 2.5 and 3.5, 20% for 3.5-4.5, 60% for 4.5 to 5.5, and 10% "
        "for >6.5."
    ) == ("2.5_3.5", "3.5_4.5", "4.5_5.5", "above_6.5")
    assert read_states(
        "There's a 10% chance of less than 5 on the oxygen scale, a 30% chance of a score between 5-12, and a 60% "
        "probability of a score of 12 or higher."
    ) == ("less_than_5", "5_12", "12_or_higher")


def test_each_and_respectively():
    assert read_states(
        "The vertical motion is equally likely to be strong up, weak up, neutral, or down, each with a 25% "
        "probability."
    ) == ("strong_up", "weak_up", "neutral", "down")
    assert read_states(
        "If PKA is low, there is a 79% probability that the level of Raf is high, and only a 6% and 15% chance "
        "that it is low or average, respectively."
    ) == ("high", "low", "average")


def test_states_with_no_chance_are_states():
    assert read_states(
        "The nitrification rate at 12:00 is certainly 1 mg/L, whereas 0.5 mg/L and 2 mg/L are not possible."
    ) == ("1", "0.5", "2")
    assert read_states(
        "There is a 100% probability of no cloud shading. There is no chance of some or marked cloud shading."
    ) == ("none", "some", "marked")
    assert read_states(
        "There is a 90% chance of no severity, a 10% chance of mild severity, and no chance of moderate or severe "
        "severity."
    ) == ("none", "mild", "moderate", "severe")


@pytest.mark.parametrize(
    "sentence",
    [
        "The weather is nice.",
        "It is probably not the case that the species is associated with horticultural, forest, or perennial "
        "environments.",
    ],
)
def test_unsure(sentence):
    assert read_states(sentence) is None


def test_names_are_state_names():
    sentences = [
        "A car with a current-year model has a 14% chance of being a sport car, 38% for economy, 38% for the "
        "family sedan, 9.8% for luxury, and 0.2% for super-luxury.",
        "The temperature is around 13.0°C (13.3% likelihood), between 13.0°C and 14.9°C (56.7% likelihood), or "
        "above 17.0°C (30% likelihood).",
        "There's a 40% chance of no cardiac mixing, 43% likelihood of mild mixing, 15% chance of complete mixing, "
        "and a 2% probability of transposition mixing.",
        "The value is $5,000 with a 10% chance, $10.000 with an 80% chance, and 10.000.000 dollars otherwise.",
    ]
    for sentence in sentences:
        states = read_states(sentence)
        assert states and len(states) >= 2, sentence
        assert all(re.fullmatch(r"[a-z0-9_]+(?:\.[0-9][a-z0-9_]*)*", s) for s in states), states
        assert len(set(states)) == len(states), states


def test_state_report(monkeypatch):
    """Counts per wording: a boolean read as a boolean is right; a wrong count is listed with the sentence."""
    flow = Variable("lung_flow", ("low", "normal", "high"))
    smoker = Variable("smoker")
    slots = SimpleNamespace(
        variables={"smoker": smoker, "lung_flow": flow},
        premises=[SimpleNamespace(child="smoker"), SimpleNamespace(child="lung_flow")],
    )
    row = {
        "numeric_premises": [
            "30% of people are smokers.",
            "If someone smokes, there's a 65% likelihood of low lung flow and a 35% chance of a normal flow.",
        ],
        "wep_premises": ["Few people are smokers.", "The weather is nice."],
    }
    monkeypatch.setattr(slot_choices, "_networks", lambda rows: [(row, slots)])
    report = state_report([row])
    numeric, wep = report["numeric"], report["wep"]
    assert (numeric["n"], numeric["answered"], numeric["right_count"], numeric["confused"]) == (2, 100.0, 50.0, 0.0)
    # given the name lung_flow, "low lung flow" is the state low; "high" is never said, so the count is short
    assert numeric["wrong"][0]["read"] == ["low", "normal"] and numeric["names"] == 0.0
    assert (wep["answered"], wep["right_count"]) == (50.0, 100.0)


@pytest.mark.parametrize(
    ("sentence", "name", "states"),
    [
        (  # the words right before the name; "no" is none
            "There's a 40% chance of no cardiac mixing, 43% likelihood of mild mixing, 15% chance of complete "
            "mixing, and a 2% probability of transposition mixing.",
            "cardiac_mixing",
            ("none", "mild", "complete", "transposition"),
        ),
        (  # a state is not the name itself
            "Mountainous areas have an equal chance of experiencing no (33.33%), weak (33.33%), or strong (33.34%) "
            "atmospheric instability.",
            "atmospheric_instability",
            ("none", "weak", "strong"),
        ),
        (  # "holding a 100% probability" and "in this scenario" name no state
            "In the absence of instability in the mountains and with DCVZ-favorable wind conditions, the outflow "
            "from the mountains will be nonexistent, holding a 100% probability. Weak and strong outflow is not "
            "possible in this scenario.",
            "mountain_outflow",
            ("none", "weak", "strong"),
        ),
        (  # a state word sharing a stem with the name ("severe" / "severity") is no name; "rarely" names nothing
            "The severity of a differential diagnosis is rarely severe or moderate, specifically a 90% chance of no "
            "severity and a 5% chance of mild severity, while severe and moderate diagnoses are quite unlikely with "
            "only 2% and 3% chances, respectively.",
            "differential_diagnosis_severity",
            ("severe", "moderate", "none", "mild"),
        ),
        (  # "not present" is none, when no other state says "no"
            "When a child suffers from PFC, the flow through the ductus arteriosus is likely to be from the right "
            "to the left side in 80% of the cases, and less likely to be not present or from the left to the right "
            "side, with 5% and 15% probability, respectively.",
            "duct_flow",
            ("right_to_left", "none", "left_to_right"),
        ),
        (  # "being present" says a state is there, not which one: the word before the name does
            "When the sky is cloudy and there is no instability in the atmosphere, the likelihood of no instability "
            "in the mountains is 90%, with a weak instability being present in the remaining 10%. A strong "
            "instability is not a possibility under these conditions.",
            "instability",
            ("none", "weak", "strong"),
        ),
        (  # "both structures are present": "both", beside a plural of the name's word
            "If a Phytophthora species has a very low invasive score, then the amphigynous reproductive structure "
            "is found in 30% of cases, while both structures are present in 50% of cases, and the paragynous "
            "structure is observed in 20% of cases.",
            "reproductive_structure",
            ("amphigynous", "both", "paragynous"),
        ),
        (  # the name, spelt out before its abbreviation, is no state even where another state shares a word
            "The latest convective inhibition (LatestCIN) is nonexistent 40% of the time, provides partial "
            "inhibition another 40%, stifles convection in 15% of cases, and completely inhibits in 5% of the "
            "occurrences.",
            "latest_cin",
            ("none", "provides_partial_inhibition", "stifles_convection", "completely_inhibits"),
        ),
    ],
)
def test_states_beside_the_name_and_none(sentence, name, states):
    assert read_states(sentence, name) == states


def test_a_run_adds_the_numbers_its_first_premise_leaves_out_but_not_its_conditions():
    run = [
        "With a LAI of 1.5-2.5, the biomass is 0.20 kg/m2 in 40% of cases, 0.25 kg/m2 in 50% and 0.30 kg/m2 in 10%.",
        "With a LAI of 2.5-3.5, the biomass is 0.25 kg/m2 in 20% of cases, 0.30 kg/m2 in 30% and 0.35 kg/m2 in 50%.",
        "With a LAI of 3.5-4.5, the biomass is 0.30 kg/m2 in 20% of cases, 0.35 kg/m2 in 30% and 0.40 kg/m2 in 50%.",
        "In the scenario where the indicator is 20 mg/L, the biomass is 0.20 kg/m2 in 10% of cases and 0.25 in 90%.",
    ]
    assert read_states(run[0]) == ("0.2", "0.25", "0.3")
    assert run_states(run) == ("0.2", "0.25", "0.3", "0.35", "0.4")
    words = ["There's a 60% chance it will appear normal, and a 40% chance it will be abnormal.", "Nothing, 12 or 14."]
    assert run_states(words) == ("normal", "abnormal")


def test_states_two_share_and_states_a_later_premise_of_the_run_adds():
    """ "normal and low state only have a 1% chance" gives both states the chance ("state" names none); where the
    first premise leaves states out ("whereas LOW, NORMAL and HIGH have equal likelihood"), the run's premises that
    read them all and as many as most of the run add the others, after the first premise's."""
    machine = (
        "If the minimum volume of the ventilator machine is set to high, there is a 93% chance that the machine "
        "finds itself also in state high, whereas normal and low state only have a 1% chance. State zero has a 5% "
        "chance."
    )
    assert read_states(machine, "ventilatormachine") == ("high", "normal", "low", "0")
    first = (
        "If the tube is kinked and the ventilator tube is in state ZERO, the pressure in the system will also be "
        "ZERO with likelihood 97%, whereas LOW, NORMAL and HIGH have equal likelihood."
    )
    later = (
        "If the tube is kinked and the ventilator tube is in state HIGH, the pressure in the system will be in LOW "
        "state with a probability of 75%, ZERO with 20%, NORMAL with 4% and HIGH with 1%."
    )
    assert len(read_states(first, "pressure")) < 4
    assert run_states([first, later, later], "pressure") == ("0", "low", "normal", "high")
    assert run_states([first, later, first, first], "pressure") == read_states(first, "pressure")  # most read fewer


def test_thousands_with_dots_are_money_not_decimals():
    value = Variable("car_value", ("5000", "10000", "20000"))
    sentence = (
        "There is a 10% chance that it is worth 10.000 dollars, an 90% chance of $20.000, and none of 5.000 dollars."
    )
    assert read_probabilities(sentence, value) == (0.0, 0.1, 0.9)


def test_run_report(monkeypatch):
    """Premises read right with the read states beside gold's, per wording and per whole run."""
    flow = Variable("lung_flow", ("low", "normal"))
    slots = SimpleNamespace(
        variables={"lung_flow": flow},
        premises=[
            SimpleNamespace(child="lung_flow", probabilities=(0.65, 0.35)),
            SimpleNamespace(child="lung_flow", probabilities=(0.2, 0.8)),
        ],
    )
    row = {
        "file_name": "toy",
        "numeric_premises": [
            "There's a 65% likelihood of low lung flow and a 35% chance of a normal flow.",
            "Otherwise, there's a 20% likelihood of low lung flow and an 80% chance of a normal flow.",
        ],
        "wep_premises": [
            "It is likely that the lung flow is low.",
            "It is unlikely that the lung flow is low, and likely that it is normal.",
        ],
    }
    monkeypatch.setattr(slot_choices, "_networks", lambda rows: [(row, slots)])
    monkeypatch.setattr(slot_choices, "_runs", lambda slots: [(0, 2)])
    report = run_report([row])
    assert report["numeric"]["read"] == 100.0 and report["numeric"]["gold"] == 100.0
    # words say 0.7 ("likely"), not gold's 0.65; and one word for one state reads as a boolean; the second premise's
    # "unlikely" (0.2) leaves "likely" the rest (0.8), gold's numbers (words_to_one)
    assert (report["wep"]["read"], report["wep"]["gold"], report["wep"]["runs"]) == (0.0, 50.0, 1)
    assert read_states(row["wep_premises"][0]) == ()


def test_highly_activated_is_the_high_state_and_highly_likely_says_none():
    jnk = (
        "If Protein Kinase A (PKA) and Protein Kinase C (PKC) both have low activation levels, then there is a 46.43% "
        "probability that the c-Jun N-terminal kinases (Jnk) are highly activated, a 24.58% probability that Jnk "
        "activation is average, and a 28.99% probability that Jnk activation is low."
    )
    assert read_states(jnk) == ("high_activated", "average", "low")
    assert read_states("It is highly likely (90%) that the grass is wet, and 10% that it is dry.") == ("wet", "dry")
    assert read_states("Given cloudy skies, it is highly probable (95%) that it rains.") == ()


def test_a_condition_after_the_probabilities_names_no_state():
    """A condition after the last probability goes on through ``and`` to the sentence's end (bn-reasoning's
    template text, "… high is 0.01% if erk is low and pka is low", read ``pka`` as a state)."""
    sentence = (
        "The probability that akt is low is 67.21%, that it is avg is 32.78% and that it is high is 0.01% if erk is "
        "low and pka is low."
    )
    assert read_states(sentence) == ("low", "avg", "high")
    assert read_probabilities(sentence, Variable("akt", ("low", "avg", "high"))) == (0.6721, 0.3278, 0.0001)
    # a probability after the condition starts a state again
    assert read_states(
        "There is a 5% chance it is low, a 90% chance it is normal if the patient smokes and a 5% chance it is high."
    ) == ("low", "normal", "high")


def test_a_strong_break_ends_a_condition_after_the_probability():
    """QUITE train's alarm0 in words says a row's first state, then the condition, then the others after *whereas*:
    "… in state NORMAL if A is present, whereas LOW and HIGH are highly unlikely". The words after the condition
    were left out up to the next probability, so ``low`` was lost (user text ``fresh_71``). *Whereas* / *while* end
    the condition; *and* still goes on with it."""
    said = "It is almost certain that the volume is in state NORMAL if hypovolemia is present, whereas LOW and HIGH"
    assert read_states(said + " are highly unlikely.") == ("normal", "low", "high")
    assert read_states(said + ", MEDIUM and VERY HIGH are highly unlikely.") == (
        "normal",
        "low",
        "high",
        "medium",
        "very_high",
    )
    assert read_states(
        "There is a very good chance that the pressure of the water is low when the pump fails, while normal and high "
        "are both improbable."
    ) == ("low", "normal", "high")
    sentence = (
        "The probability that akt is low is 67.21%, that it is avg is 32.78% and that it is high is 0.01% if erk is "
        "low and pka is low."
    )
    assert read_states(sentence) == ("low", "avg", "high")


def test_a_number_word_joined_by_a_hyphen_to_a_word_is_a_word():
    """A state such as *one-sided* (alarm's intubation) was spelt ``1-sided`` and read as a probability of 1 (or a
    number), so the state was lost (user text ``fresh_70``). A number word joined by a hyphen to a word that is no
    fraction, count or unit stays a word; *one-third*, *forty-percent*, *twenty-five* and *five-year* stay numbers."""
    from hedgehub.slot_parser import said_numbers

    assert said_numbers("It is one-sided, one-way or two-way.") == "It is one-sided, one-way or two-way."
    assert said_numbers("In one-third of cases, a forty-percent chance, twenty-five days, a five-year plan.") == (
        "In 1 third of cases, a 40% chance, 25 days, a 5-year plan."
    )
    for sentence in (
        "The intubation is normal in 92% of cases, esophageal in 3% and one-sided in 5%.",
        "It is very likely that the intubation is normal, while it is improbable that it is esophageal or one-sided.",
    ):
        assert read_states(sentence) == ("normal", "esophageal", "one_sided"), sentence
    intubation = Variable("intubation", ("normal", "esophageal", "one_sided"))
    assert read_probabilities(
        "If the patient is a child, the intubation is normal in 70% of cases, esophageal in 10% and one-sided in 20%.",
        intubation,
    ) == (0.7, 0.1, 0.2)


def test_a_condition_after_under_names_no_state():
    """*Under* begins a condition as *if* and *with* do ("Under good preparation and low stress, …"): the states are
    what the clause after it says, not the parent's states beside the child's (user text ``fresh_56``)."""
    sentence = "Under good preparation and low stress, a student passes the exam in 95% of cases and fails in 5%."
    assert "low_stress" not in read_states(sentence, "exam") and "fails" in read_states(sentence, "exam")
    assert len(read_states(sentence, "exam")) == 2
    # a state said with *under* is still a state ("under 30")
    assert read_states("The age is under 30 in 40% of cases, 30 to 60 in 45% and over 60 in 15%.", "age") == (
        "under_30",
        "30_60",
        "over_60",
    )


def test_a_count_beside_a_percentage_is_no_odds():
    """The words "zero in 91.62% of cases" are the state ``0`` with 91.62 %, not the odds "0 in 91"; "1 in 100"
    still is."""
    sentence = (
        "When disconnect is true, venttube is zero in 91.62% of cases, low in 1%, normal in 6.38% and high in 1%."
    )
    states = read_states(sentence)
    assert states == ("0", "low", "normal", "high")
    assert read_probabilities(sentence, Variable("venttube", states)) == (0.9162, 0.01, 0.0638, 0.01)
    assert read_probabilities("The chance of a blizzard is 1 in 100.", Variable("blizzard")) == (0.01,)


def test_a_tie_among_the_run_keeps_the_first_premise_s_states():
    """Where the run's other premises read the first premise's three states and four equally often, the first
    premise's count wins: one premise that names a fourth thing adds no state."""
    run = [
        "If a child has PFC, then chances are slight that the blood flow is from left to right, whereas it is highly "
        "unlikely that there is no flow. Moreover, if a child has PFC, there is a very good chance that the blood "
        "flow is from right to left.",
        "If a child has TGA, then it is improbable that the blood flow is from left to right, whereas there is a very "
        "good chance that there is no flow, and it is unlikely that the blood flow is from right to left.",
        "If a child has Fallot, then there is a very good chance that the blood flow is from left to right, whereas "
        "it is unlikely that there is no flow, a mixed flow is impossible and it is improbable that the blood flow "
        "is from right to left.",
    ]
    assert len(read_states(run[2], "duct_flow")) == 4
    assert run_states(run, "duct_flow") == ("left_to_right", "none", "right_to_left")
    assert run_states([run[0], run[2]], "duct_flow") == ("left_to_right", "none", "right_to_left", "mixed")


def test_a_later_sentence_s_condition_names_no_state():
    """child2's duct flow (WEP): "… Furthermore, if a child has Tetralogy of Fallot, it is impossible …" conditions
    its last state; "Tetralogy of Fallot" is no state."""
    assert read_states(
        "If a child has Tetralogy of Fallot, then there is a very good chance that the blood flow is from left to "
        "right, whereas it is unlikely that there is no flow. Furthermore, if a child has Tetralogy of Fallot, it is "
        "impossible that the blood flow is from right to left.",
        "duct_flow",
    ) == ("left_to_right", "none", "right_to_left")


def test_the_rest_names_a_state_of_its_own():
    """ "… half are medium and the rest are large": the clause after *and* says a verb and no probability, but *the
    rest* makes it a state of its own, not more words of medium's clause."""
    assert read_states("A quarter of the cups are small, half are medium and the rest are large.") == (
        "small",
        "medium",
        "large",
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "With a front, regimes A, B, C, D and E have probabilities of 40%, 25%, 15%, 10% and 10% respectively.",
        "For a young driver, the risk class is as follows: Class A: 10%, Class B: 20%, Class C: 30%, Class D: 40%.",
        "With snowmelt, Pattern A occurs with a probability of 20%, Pattern B with 35%, Pattern C with 15%, Pattern D "
        "with 20%, and Pattern E with 10%.",
        "On an irrigated farm, there is a 30% probability of Zone A, 30% of Zone B, 20% of Zone C, 10% of Zone D, and "
        "10% of Zone E.",
    ],
)
def test_states_named_by_capital_letters_in_order(sentence):
    """fresh_19's tables of lettered states: a boolean, a state missing, ``zone_a`` beside ``b`` … before; now the
    letters, however the sentence says them."""
    letters = tuple("abcde"[: len(re.findall(r"\d+%", sentence))])
    assert read_states(sentence, "x") == letters


def test_numbers_said_of_no_state_go_to_the_states_without_one_in_order():
    """Eleven scenarios whose *A* and *I* read as an article and a pronoun: their numbers, said of no state, are the
    remainder, and go to them in order rather than sharing it equally; a remainder that is rounding is not given."""
    scenario = Variable("scenario", tuple("abcdefghijk"))
    numbers = (10, 16, 11, 8, 5, 9, 11, 6, 7, 8, 9)
    listed = ", ".join(f"{letter.upper()} ({n}%)" for letter, n in zip(scenario.states, numbers, strict=True))
    assert read_probabilities(f"If the date is early, the scenarios are {listed}.", scenario) == pytest.approx(
        tuple(n / 100 for n in numbers)
    )
    cost = Variable("cost", ("1000", "10000", "100000", "1000000"))
    text = (
        "If the accident is mild, there is a 99.9% probability that the cost will be one thousand dollars. Meanwhile, "
        "the likelihood of the cost ranging from ten thousand to a million dollars is quite remote, with all three "
        "probabilities being 0.0998%, 0.001% and 0.001%, respectively."
    )
    assert read_probabilities(text, cost)[2] == 0.0


def test_lettered_states_said_out_of_order_and_numbers_shared_by_several():
    """fresh_21: letters said out of alphabetical order are the states *A* to *K* all the same, and a number shared
    with *each* goes to the letters on its own side, up to the next number ("G and H 10% each, and I, J and K 6.67%
    each": not I and J; "a 5% chance each of B, C and D")."""
    gold = (0.2, 0.05, 0.05, 0.05, 0.1, 0.15, 0.1, 0.1, 0.0667, 0.0667, 0.0667)
    scenario = Variable("scenario", tuple("abcdefghijk"))
    for sentence in (
        "If the date is early, scenario A is the most likely at 20%, followed by scenario F at 15%, scenarios E, G "
        "and H at 10% each, scenarios I, J and K at 6.67% each, and scenarios B, C and D at 5% each.",
        "If the date is early, scenario A has a 20% probability, scenarios B, C and D have 5% each, scenario E 10%, "
        "scenario F 15%, scenarios G and H 10% each, and scenarios I, J and K 6.67% each.",
        "If the date is early, there is a 20% chance of scenario A, a 5% chance each of scenarios B, C and D, a 10% "
        "chance of scenario E, a 15% chance of scenario F, a 10% chance each of scenarios G and H, and a 6.67% "
        "chance each of scenarios I, J and K.",
    ):
        assert read_states(sentence, "scenario") == scenario.states
        assert read_probabilities(sentence, scenario) == pytest.approx(gold)


def test_a_range_of_letters_names_each_letter():
    """fresh_22: "sectors B to D in 10% each", "codes D through F", "classes B-D" name every letter between."""
    sector = Variable("sector", tuple("abcdefg"))
    text = (
        "In a gale, the wind comes from sector A in 30% of cases, from sectors B to D in 10% each, from sector E in "
        "20%, and from sectors F and G in 10% each."
    )
    assert read_states(text, "sector") == sector.states
    assert read_probabilities(text, sector) == pytest.approx((0.3, 0.1, 0.1, 0.1, 0.2, 0.1, 0.1))
    code = Variable("code", tuple("abcdef"))
    text = "A claim gets codes A through C with 10% each, code D with 20%, and codes E-F with 25% each."
    assert read_probabilities(text, code) == pytest.approx((0.1, 0.1, 0.1, 0.2, 0.25, 0.25))


def test_letters_said_in_words_are_states():
    """fresh_73 and hailfinder's scenarios in words: without numbers, letters were states only with a cue word
    (*each*, *rest* …), so "It is likely that the scenario is A; B, C and D have little chance" read as a boolean.
    Each word of likelihood counts as a stated probability, and each letter of a list before *are* / *have* as
    one; a letter of the condition still starts no run."""
    scenario = Variable("scenario", tuple("abcd"))
    for text in (
        "It is likely that the weather scenario is A, while scenarios B, C and D are improbable.",
        "It is likely that the scenario is A; B, C and D have little chance.",
    ):
        assert read_states(text, "scenario") == scenario.states, text
        assert read_probabilities(text, scenario) == pytest.approx((0.7, 0.1, 0.1, 0.1)), text
    text = (
        "If the date is between May 15 and June 14, scenario A is unlikely, scenario B is improbable, scenario C has "
        "almost no chance, and scenarios D to K are highly unlikely."
    )
    assert read_states(text, "scenario") == tuple("abcdefghijk")
    assert read_states("In scenario A, it is unlikely that it rains.") == ()


def test_a_range_of_dates_is_one_state():
    """fresh_23 and hailfinder's date: "between May 15 and June 14" is one state, not the numbers 15 and 14."""
    text = (
        "The date falls between May 15 and June 14 in 25% of cases, between June 15 and July 1 in 15%, between July 2 "
        "and July 15 in 15%, between July 16 and August 10 in 20%, between August 11 and August 20 in 10%, and "
        "between August 21 and September 15 in 15%."
    )
    states = read_states(text, "date")
    assert states == (
        "may_15_june_14",
        "june_15_july_1",
        "july_2_july_15",
        "july_16_august_10",
        "august_11_august_20",
        "august_21_september_15",
    )
    assert read_probabilities(text, Variable("date", states)) == pytest.approx((0.25, 0.15, 0.15, 0.2, 0.1, 0.15))
    held = "The festival is held from June 1 to June 15 in 50% of years, and from June 16 to June 30 in 50%."
    assert read_states(held, "festival") == ("june_1_june_15", "june_16_june_30")


def test_accounts_for_and_the_remaining_name_no_state_words_of_their_own():
    """ "cash accounts for 35 percent" names cash; "the remaining customers pay by phone" names phone, the last words
    of its clause; sachs1's "… or high only accounts for 2.41 % and 0.09 %, respectively" names high."""
    assert read_states(
        "Forty percent of customers pay by card, cash accounts for 35 percent, and the remaining customers pay by "
        "phone."
    ) == ("card", "cash", "phone")


def test_two_words_joined_by_or_before_one_number_are_one_state():
    """One state per number where the numbers sum to 1; not where a state goes without one (0%) or no list is cut."""
    text = "The engine is cold or cool in 30% of starts, warm in 50% and hot in 20%."
    assert read_states(text) == ("cold_cool", "warm", "hot")
    engine = Variable("engine", read_states(text))
    assert read_probabilities(text, engine) == pytest.approx((0.3, 0.5, 0.2))
    said = "Insufficient anesthesia or analgesia is found in 10% of patients, while 90% have sufficient anesthesia."
    assert read_states(said) == ("insufficient_analgesia", "sufficient")
    # states with no chance of their own: "or" lists them, and they stay apart
    zero = "The motion is strongly upward in 90% of cases and weakly upward in 10%; neutral or downward are 0%."
    assert len(read_states(zero)) == 4
    # two numbers that do not sum to 1: the rules cannot tell, so the names stay as read
    assert read_states("The engine is cold or cool in 30% of starts and warm in 50%.") != ("cold_cool", "warm")


def test_readings_dump_counts_changes_and_hides_test_text(staged_main, tmp_path):
    """The all-rows check: every premise text's readings dumped twice, the second after a change to the rules, and
    compared: changes counted per split, shown for every split but test."""
    from hedgehub.evaluation.slot_states import compare_readings, main, premise_readings

    readings = premise_readings(str(staged_main), ["validation", "test"])
    splits = {r["split"] for r in readings}
    assert splits == {"validation", "test", "user"}
    spool = next(r for r in readings if r["text"].startswith("In 90% of cases, the spool file"))
    assert spool["stated_values"] == [0.9, 0.1] and spool["states"] == spool["named_states"]
    printer = next(r for r in readings if r["text"] == "The printer is switched on in 80% of cases.")
    assert printer["states"] == [] and printer["split"] == "user"

    changed = [
        dict(r, states=["x"]) if r["split"] in ("validation", "test") and i % 50 == 0 else r
        for i, r in enumerate(readings)
    ]
    report = compare_readings(readings, changed)
    for split in ("validation", "test"):
        expected = sum(1 for i, r in enumerate(readings) if r["split"] == split and i % 50 == 0)
        assert report[split]["changed"] == expected > 0
    assert report["user"]["changed"] == 0
    assert report["test"]["changes"] == [] and len(report["validation"]["changes"]) == report["validation"]["changed"]
    assert all("states" in c and "text" in c for c in report["validation"]["changes"])

    old = tmp_path / "old.jsonl"
    main(["--dataset_name", str(staged_main), "--splits", "validation", "--readings_out", str(old)])
    assert len(old.read_text().splitlines()) == len([r for r in readings if r["split"] != "test"])
    report = main(
        [
            "--dataset_name",
            str(staged_main),
            "--splits",
            "validation",
            "--readings_out",
            str(tmp_path / "new.jsonl"),
            "--compare",
            str(old),
        ]
    )
    assert report["validation"]["changed"] == 0 and report["validation"]["texts"] > 100


def test_boundary_report_counts_where_gold_runs_start(staged_main):
    """Validation's 12 numeric runs with parents, 3 of whose first premises say no condition word (*With a LAI of
    1.5-2.5, …*); disjoint state readings counted inside runs and at their starts."""
    from hedgehub.evaluation.slot_states import main

    report = main(
        ["--dataset_name", str(staged_main), "--splits", "validation", "--premise_types", "numeric", "--boundaries"]
    )["validation"]["numeric"]
    assert (report["parent_runs"], report["no_cue"]) == (12, 3)
    for where in ("inside", "start"):
        assert 0 < report[where]["disjoint"] < report[where]["both"]


def test_a_name_word_said_apart_from_the_name_is_a_state():
    """With the namer's ``heart_rate_low`` (the declared heart rate with a state of its condition), *low* in "the
    heart rate shown on the EKG is low in 30% …" stands apart from the name's mention (*heart rate*), so it is a
    state; where the name's words are all together (*cardiac mixing*), the words before the name are the state."""
    premise = (
        "If the heart rate is low and an electrocautery error occurs, the heart rate shown on the EKG is low in 30% "
        "of operations, normal in 40% and high in 30%."
    )
    assert read_states(premise, "heart_rate_low") == ("low", "normal", "high")
    mixing = (
        "There is a 40% chance of no cardiac mixing, a 43% chance of mild cardiac mixing and a 17% chance of complete "
        "cardiac mixing."
    )
    assert read_states(mixing, "cardiac_mixing") == ("none", "mild", "complete")


def test_an_introduction_that_says_its_states_among_more_words_takes_the_runs_states():
    """FRESH_45's shape (test's alarm2, a counts-only diagnostic of run 157): the first premise of a reading's run
    reads "low readings" and "whatever" for states where the five after it read low, normal and high; its fourth
    state made the next run one premise too long. The run's states are the ones the others agree on, where the first
    reads each of them or says it inside a longer piece; a first premise with a state of its own stays whole."""
    from hedgehub.evaluation.user_text import FRESH_45

    for problem, states in zip(FRESH_45, (("low", "normal", "high"), ("low", "medium", "high")), strict=True):
        run = list(problem.premises[2:8])
        assert read_states(run[0]) == ("low_readings", *states[1:], "whatever")
        assert run_states(run) == states
        assert run_states(run[:2]) == read_states(run[0])  # one other premise is no majority
    others = [f"If the pump is {p}, the flow is low in 20% of cases, normal in 50% and high in 30%." for p in "ab"]
    own = "If the pump is c, the flow is very low in 5% of cases, low in 15%, normal in 50% and high in 30%."
    assert run_states([own, *others]) == read_states(own)


def test_a_name_that_restates_a_parent_in_a_state_reads_the_states_without_them():
    """FRESH_46's shape (test's alarm2, a counts-only diagnostic of run 158): the namer calls a reading introduced by
    "…, 20% of the cuff's readings of the pulse are low, 30% are normal and 50% are high" ``pulse_low`` (the declared
    pulse and its state), and no words come before its numbers to name it otherwise. Read with that name, *low* is a
    name word and "cuff readings" a state; read with the name less the restated state, the run says low, normal and
    high."""
    from hedgehub.evaluation.user_text import FRESH_46
    from hedgehub.slot_parser import unrestated_name

    run = list(FRESH_46[0].premises[2:8])
    pulse = {"pulse": Variable("pulse", ("low", "normal", "high")), "loose_cuff": Variable("loose_cuff")}
    assert run_states(run, "pulse_low") != ("low", "normal", "high")
    assert run_states(run, unrestated_name("pulse_low", pulse)) == ("low", "normal", "high")
    assert unrestated_name("cuff_reading", pulse) == "cuff_reading"


def test_states_compared_with_an_average_are_three():
    """FRESH_49's shape (test's hailfinder4, a counts-only diagnostic of run 166): a root whose states compare with
    an average ("less than average in 34% of years, average in 43% and more than average in 23%") was read with two
    states, *less* and *than* being function words and *average* a word every state shares, so its two nine-premise
    runs were read as one. A comparative before *than* and a word, or before a word, says a state; a word the other
    states only compare with is a state, not what they are."""
    from hedgehub.evaluation.user_text import FRESH_49

    assert read_states(FRESH_49[0].premises[0]) == ("less_than_average", "average", "more_than_average")
    assert read_states(FRESH_49[0].premises[1]) == ("below_average", "average", "above_average")
    assert read_states(FRESH_49[1].premises[0]) == ("less_than_average", "average", "more_than_average")
    unstable = "The instability is less unstable in 33% of cases, average in 33% and more unstable in 34%."
    assert read_states(unstable) == ("less_unstable", "average", "more_unstable")
    # a bound and a word of estimative probability are read as before
    bound = "The dose is less than 5 mg in 20% of cases, 5 to 10 mg in 50% and more than 10 mg in 30%."
    assert read_states(bound) == ("less_than_5", "5_10", "more_than_10")
    assert read_states("It is more likely that it rains (60%) than not (40%).") == ()


def test_states_of_two_things_joined_by_and_are_one_state_each():
    """FRESH_50's shape (test's hailfinder4, a counts-only diagnostic of run 168): a root whose states are two things
    joined by *and* ("increasing cap and decreasing instability in 40% of cases, little change in 36% and
    decreasing cap and increasing instability in 24%") was read with four states for three numbers: the piece
    before *and* went alone, the subject's piece was lost. Joined, with the number before or after the pair, each
    pair is one state; where the states are as many as the numbers, or a piece says a number that is no
    probability, nothing is joined."""
    from hedgehub.evaluation.user_text import FRESH_50

    forecasts = ("increasing_cap_decreasing_instability", "little_change", "decreasing_cap_increasing_instability")
    assert read_states(FRESH_50[0].premises[0]) == forecasts
    outlooks = ("rising_demand_falling_supply", "stable", "falling_demand_rising_supply")
    assert read_states(FRESH_50[1].premises[0]) == outlooks
    assert read_states("The road is wet and icy in 10% of cases, wet in 30% and dry in 60%.") == ("icy", "wet", "dry")
    tiny = (
        "The level is low with a probability of 99.7%, average with a probability of 0.002, and high with a "
        "probability of 0.003%."
    )
    assert "average_high" not in read_states(tiny)


def test_a_state_joined_by_or_stays_one_when_later_premises_say_one_of_its_words():
    """FRESH_51's connecting flight: "… on time with a probability of 90% and delayed or cancelled with a
    probability of 10%" introduces two states; the run's later premises say "cancelled" alone ("… cancelled with a
    probability of 60% and on time with 40%"), and that most-read pair used to replace the first premise's, because
    *cancelled* is a word of its longer piece. Said as words joined by *or*, the piece is one state and stays."""
    from hedgehub.evaluation.user_text import FRESH_51

    run = next(p for p in FRESH_51 if p.name == "connecting flight").premises[2:6]
    assert run_states(run) == ("on_time", "delayed_cancelled")
    from hedgehub.slot_states import _agreed_states

    others = [("cancelled", "on_time")] * 2
    assert _agreed_states(("on_time", "delayed_cancelled"), others, run[0]) is None
    said_apart = "The flight is on time in 90% of cases and delayed, then cancelled, in 10%."
    assert _agreed_states(("on_time", "delayed_cancelled"), others, said_apart) == ("cancelled", "on_time")


def test_a_run_whose_first_premise_names_some_letters_takes_the_letters_the_others_read():
    """HAILFINDER's shape (test's hailfinder1, a counts-only diagnostic of run 174, session 52): an 11-letter
    scenario whose run's first premise says 8 of the letters and leaves the rest to share what is left was read with
    11 states of words and letters (``scenario_b``, ``scenarios_e``, ``f`` …), and the run's later premises, which
    say every letter with its number, did not mend it. FRESH_53's two networks have that shape: the run takes the
    letters most of its other premises read, where the first premise says only letters among them."""
    from hedgehub.evaluation.user_text import FRESH_53
    from hedgehub.slot_states import lettered_states

    hail = next(p for p in FRESH_53 if p.name == "hail scenarios").premises
    assert lettered_states(hail[1]) is None and read_states(hail[1]) != tuple("abcdefg")
    assert run_states(hail[1:3]) == tuple("abcdefg")
    grades = next(p for p in FRESH_53 if p.name == "course grades").premises
    assert run_states(grades[1:3]) == tuple("abcde")  # "A student …" starts with the article, no letter
    # a first premise that says a letter the others do not read keeps its own reading
    other = ["In summer, scenario B has 30% and scenario Q 70%.", hail[2]]
    assert run_states(other) == read_states(other[0])


def test_a_name_made_of_state_words_said_apart_does_not_cut_the_states():
    """HAILFINDER's shape (test's hailfinder4, a counts-only diagnostic of run 175, session 52): the namer named a
    root whose states are things joined by *and* by two of their words, which the sentence says only apart
    (FRESH_54's ``capping_instability``); read with that name, the states were cut apart (``increasing`` /
    ``decreasing`` / ``little_change``; four states in test), and its 12-premise child took another root as parent.
    Such a name is left out of the reading; a name the sentence says in a row, or one a state says in a row, or one
    with a word no state has, is kept."""
    from hedgehub.evaluation.user_text import FRESH_54

    storm = next(p for p in FRESH_54 if p.name == "capping storm desk").premises[0]
    joined = (
        "increasing_capping_decreasing_instability",
        "little_change",
        "decreasing_capping_increasing_instability",
    )
    assert read_states(storm, "capping_instability") == read_states(storm) == joined
    score = "A very low invasive score occurs in 10% of cases, a low one in 60% and a high one in 30%."
    assert read_states(score, "invasive_score") == ("very_low", "low", "high")
    xray = "A normal chest X-ray yields a normal X-ray report in 80% of cases and an oligaemic one in 20%."
    assert read_states(xray, "xray_report") != read_states(xray)  # the name's words in a row inside a state
    year = "There is a 35% chance that a vehicle is from the current year, whereas a 65% chance that it is older."
    assert read_states(year, "vehicle_year") != read_states(year)
