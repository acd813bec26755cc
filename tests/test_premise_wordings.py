"""Premises as people type them into the Space: one three-state and one boolean variable, each probability stated in
many ways (percent, decimals, odds, notation, fractions, *always* / *never*, lists, remainders). The rules' reading
(:func:`hedgehub.slot_parser.read_probabilities`) must give the numbers below; the wordings it does not read yet are
marked ``xfail(strict=True)``, so reading one of them fails the test until the mark is removed. Then the states a
premise introduces (:func:`hedgehub.slot_states.read_states`) and a boolean said by its opposite ("the test is
negative", "if the battery is fine")."""

from __future__ import annotations

import pytest

from hedgehub.evaluation.user_text import (
    FRESH,
    FRESH_3,
    FRESH_4,
    FRESH_5,
    FRESH_8,
    FRESH_10,
    FRESH_11,
    FRESH_14,
    score,
)
from hedgehub.slot_parser import (
    SlotParser,
    condition_sides,
    read_probabilities,
    said_against,
    said_opposite,
    spell_numbers,
    state_match,
    stated_values,
)
from hedgehub.slot_states import read_states
from hedgehub.slots import PremiseSlots, Variable
from tests.test_slots import _keyword_chooser


PRESSURE = Variable("pressure", ("high", "medium", "low"))
RAIN = Variable("rain")
LEVEL = Variable("level", ("20", "30", "40"))
RAF = Variable("raf", ("low", "average", "high"))
SKY = Variable("sky", ("sunny", "rainy", "cloudy"))
COUGH = Variable("cough", parents=("flu",))


@pytest.mark.parametrize(
    ("variable", "sentence", "expected"),
    [
        (PRESSURE, "The probability that the pressure is high is 0.2, medium 0.5, and low 0.3.", (0.2, 0.5, 0.3)),
        (
            PRESSURE,
            "The pressure is high with a probability of 0.2, medium with 0.5 and low otherwise.",
            (0.2, 0.5, 0.3),
        ),
        (
            PRESSURE,
            "Twenty percent of the time the pressure is high, thirty percent medium, and fifty percent low.",
            (0.2, 0.3, 0.5),
        ),
        (
            PRESSURE,
            "The pressure is high in 20 out of 100 cases, medium in 30 out of 100 and low in the rest.",
            (0.2, 0.3, 0.5),
        ),
        (
            PRESSURE,
            "The pressure is high 20% of the time, medium 30% of the time, and low the rest of the time.",
            (0.2, 0.3, 0.5),
        ),
        (PRESSURE, "Probabilities for the pressure: high 20%, medium 30%, low 50%.", (0.2, 0.3, 0.5)),
        (PRESSURE, "Pressure: 20% high, 30% medium, 50% low.", (0.2, 0.3, 0.5)),
        (PRESSURE, "The pressure is never high, medium in 40% of cases and low in 60%.", (0.0, 0.4, 0.6)),
        (PRESSURE, "The pressure is always low.", (0.0, 0.0, 1.0)),
        (PRESSURE, "The pressure is certainly low.", (0.0, 0.0, 1.0)),
        (PRESSURE, "There is no way the pressure is high; it is medium with 40% and low with 60%.", (0.0, 0.4, 0.6)),
        (PRESSURE, "The pressure cannot be high, but it is medium in 40% of cases and low in 60%.", (0.0, 0.4, 0.6)),
        (PRESSURE, "The pressure is fully low, with no chance of high or medium.", (0.0, 0.0, 1.0)),
        (
            PRESSURE,
            "The pressure is high at a rate of 20%, and it is not high otherwise, being medium and low equally.",
            (0.2, 0.4, 0.4),
        ),
        (
            PRESSURE,
            "High pressure has a likelihood of 20%, medium pressure 30%, while low pressure 50%.",
            (0.2, 0.3, 0.5),
        ),
        (PRESSURE, "The chances of high, medium and low pressure are 20%, 30% and 50%.", (0.2, 0.3, 0.5)),
        (PRESSURE, "The chances of high, medium and low pressure are 0.2, 0.3 and 0.5.", (0.2, 0.3, 0.5)),
        (
            PRESSURE,
            "The pressure is high with 20% probability; the remaining 80% is split evenly between medium and low.",
            (0.2, 0.4, 0.4),
        ),
        (
            PRESSURE,
            "The pressure is low half of the time, and high or medium a quarter of the time each.",
            (0.25, 0.25, 0.5),
        ),
        (
            PRESSURE,
            "The pressure will be high with a probability of 20 percent, medium with a probability of 30 percent, "
            "or low.",
            (0.2, 0.3, 0.5),
        ),
        (RAIN, "There is a 30% chance that it rains.", (0.3,)),
        (RAIN, "It does not rain with a probability of 70%.", (0.3,)),
        (RAIN, "The chance of no rain is 70%.", (0.3,)),
        (RAIN, "Rain is absent in 70% of cases.", (0.3,)),
        (RAIN, "It rains on 3 out of 10 days.", (0.3,)),
        (RAIN, "It will not rain, with 100% certainty.", (0.0,)),
        (RAIN, "It never rains.", (0.0,)),
        (RAIN, "It always rains.", (1.0,)),
        (RAIN, "It is impossible for it to rain.", (0.0,)),
        (RAIN, "There is a 30% chance of rain and a 70% chance of no rain.", (0.3,)),
        (RAIN, "Rain occurs with a probability of 0.3.", (0.3,)),
        (RAIN, "The probability of rain is 0.3.", (0.3,)),
        (RAIN, "The probability that it does not rain is 0.7.", (0.3,)),
        (RAIN, "Rain is 30% likely.", (0.3,)),
        (RAIN, "In 70% of cases there is no rain.", (0.3,)),
        (RAIN, "It is 70% likely that there will be no rain.", (0.3,)),
        pytest.param(
            RAIN, "It is 70% unlikely to rain.", (0.3,), marks=pytest.mark.xfail(strict=True, reason="not read yet")
        ),
        (RAIN, "Rain happens 30% of the time.", (0.3,)),
        (RAIN, "It rains with certainty.", (1.0,)),
        (RAIN, "Rain never occurs.", (0.0,)),
        (RAIN, "One in four days it rains.", (0.25,)),
        (RAIN, "It rains a quarter of the time.", (0.25,)),
        (RAIN, "There is a three in ten chance of rain.", (0.3,)),
        (RAIN, "It won't rain in 70% of cases.", (0.3,)),
        (RAIN, "It rains in 30 percent of the cases.", (0.3,)),
        (RAIN, "The likelihood of it raining is 30 per cent.", (0.3,)),
        (RAIN, "Rain is guaranteed.", (1.0,)),
        pytest.param(
            RAIN,
            "There's no rain at all in this case.",
            (0.0,),
            marks=pytest.mark.xfail(strict=True, reason="not read yet"),
        ),
        # a condition said between the name and the number is not the variable's "not"
        (RAIN, "P(rain | not cloudy) = 0.1.", (0.1,)),
        (RAIN, "The probability of rain given no clouds is 0.1.", (0.1,)),
        (RAIN, "Chance of rain if it is not cloudy: 10%.", (0.1,)),
        (RAIN, "It rains 3 times out of 10.", (0.3,)),
        # states said equally likely, and nothing else stated: 1/n each
        (PRESSURE, "High, medium and low pressure have equal probabilities.", (1 / 3, 1 / 3, 1 / 3)),
        (PRESSURE, "The pressure is high, medium or low with the same probability.", (1 / 3, 1 / 3, 1 / 3)),
        (RAIN, "It is as likely as not to rain.", (0.5,)),  # not "likely", then "not"
        # a decimal beside words of likelihood: the decimal, and the "not" of "than not" is no negation
        (RAIN, "Rain is more likely than not, with a probability of 0.8.", (0.8,)),
        (RAIN, "Rain is less likely than not: it rains with a probability of 0.3 and stays dry with 0.7.", (0.3,)),
        (RAIN, "It is very unlikely to rain, at a probability of 0.05.", (0.05,)),
        (
            PRESSURE,
            "The pressure is likely high (0.6), possibly medium (0.3) and unlikely low (0.1).",
            (0.6, 0.3, 0.1),
        ),
        # two states said with one number: that number each, where the rest is just that (not QUITE's rounding)
        (
            PRESSURE,
            "The pressure is high with a probability of 98%, while it is medium or low with 1%.",
            (0.98, 0.01, 0.01),
        ),
        (PRESSURE, "Pressure: high in 98% of cases, and medium or low in 1%.", (0.98, 0.01, 0.01)),
        (PRESSURE, "The pressure is high with 33.3%, medium with 33.3% and low with 33.3%.", (0.333, 0.333, 0.333)),
        # a number said for each of states listed far from it: that number, not the 0.3334 it leaves (water0)
        (
            PRESSURE,
            "The pressure is equally likely to be high, medium or low, each of the three with a probability of "
            "33.33%.",
            (0.3333, 0.3333, 0.3333),
        ),
        (LEVEL, "The level is 20 m, 30 m, or 40 m, each with a 33.33% chance.", (0.3333, 0.3333, 0.3333)),
        (
            PRESSURE,
            "The pressure is high in 99% of cases; medium and low have an equal remaining chance.",
            (0.99, 0.005, 0.005),
        ),
        (
            PRESSURE,
            "The pressure is high in 99.97% of cases, and the other states are virtually impossible.",
            (0.9997, 0, 0),
        ),
        # "of all cases" and "if both A and B" say no "each" (the condition's "average" is no state of the number's)
        (
            RAF,
            "Raf is in a low state in 98.7% of all cases when PKC is in an average state and PKA is in a low state. "
            "Average and high states are each 0.65% likely.",
            (0.987, 0.0065, 0.0065),
        ),
        (
            RAF,
            "Raf is in a low state with a probability of 0.957 if both PKC and PKA are in an average state, whereas "
            "average and high states each have a probability of 0.0215.",
            (0.957, 0.0215, 0.0215),
        ),
        # a ratio against the other value
        (RAIN, "It is 4 times more likely to rain than not.", (0.8,)),
        (RAIN, "It is 1.5 times more likely to rain than not.", (0.6,)),
        (RAIN, "Rain is three times less likely than not.", (0.25,)),
        (RAIN, "It is 3 times less likely to rain than to stay dry.", (0.25,)),
        (RAIN, "It is twice as likely to rain as not.", (2 / 3,)),
        # one value against another of the same thing: two shares of what the other numbers leave (FRESH_9)
        (SKY, "Sunny days are twice as common as rainy days.", (2 / 3, 1 / 3, 0)),
        (
            SKY,
            "It is cloudy on 40% of days, and sunny days are three times as common as rainy days.",
            (0.45, 0.15, 0.4),
        ),
        (SKY, "It is cloudy on 40% of days, and rain is half as likely as sun.", (0.4, 0.2, 0.4)),
        # a negation said of a parent is the condition's, not the variable's
        (COUGH, "Patients without the flu cough in 20% of cases.", (0.2,)),
        (COUGH, "Patients with the flu do not cough in 30% of cases.", (0.7,)),
        (COUGH, "Patients without the flu do not cough in 80% of cases.", (0.2,)),
    ],
)
def test_wording(variable, sentence, expected):
    assert read_probabilities(sentence, variable) == pytest.approx(expected, abs=1e-6)


def test_equal_shares_need_every_state_named():
    """ "Equally common" of two of three states says nothing the rules can read alone."""
    assert read_probabilities("High pressure is equally common as low pressure.", PRESSURE) is None


@pytest.mark.parametrize(
    ("sentence", "states"),
    [
        ("The bus is late on a quarter of mornings.", ()),  # a fraction in words is the number: a boolean
        ("It rains on one fifth of days.", ()),
        ("One third of cars are red, one third blue and one third green.", ("red", "blue", "green")),
        ("The road is icy on 10% of winter days, wet on 30% and dry on 60%.", ("icy", "wet", "dry")),
        ("The road is icy on 10% of days, wet on 30% and dry on 60%.", ("icy", "wet", "dry")),
        ("The battery is good in 70% of cars, weak in 20% and dead in 10%.", ("good", "weak", "dead")),
        # a list of states, then one number for each: the list is no condition's, and *early* no adverb (FRESH_26)
        (
            "The spinner lands on red, blue, green, yellow, white or black, each with a probability of 16.66%.",
            ("red", "blue", "green", "yellow", "white", "black"),
        ),
        (
            "The bus is early, on time, late or cancelled, each with a 25% chance.",
            ("early", "on_time", "late", "cancelled"),
        ),
        ("In 70% of cars the battery is good, in 20% it is weak and in 10% it is dead.", ("good", "weak", "dead")),
        # one number and the rest shared evenly among states the sentence lists: not a boolean (FRESH_7)
        (
            "A quarter of the days are cold, and the rest are split evenly between mild and hot days.",
            ("cold", "mild", "hot"),
        ),
        # each value said by two words, each group with one number, the two summing to 1 (FRESH_14)
        (
            "In 90% of cases, the file is complete and correct, while in 10% of cases it is incomplete or incorrect.",
            ("complete_correct", "incomplete_incorrect"),
        ),
        ("The link is up and stable in 97% of cases, and down or unstable in 3%.", ("up_stable", "down_unstable")),
        (
            "The link is up and stable in 97 out of 100 cases, and down or unstable in 3 out of 100.",
            ("up_stable", "down_unstable"),
        ),
        ("In 60% of cases the road is dry, while in 40% of cases it is wet or icy.", ("dry", "wet_icy")),
        # ... but two states that share one number, a zero said of two states, or a list: a state per word
        ("The level is low with 90%, while it is medium or high with 5%.", ("low", "medium", "high")),
        (
            "The level is low in 80% of cases, high in 20%, and very high or extreme in 0%.",
            ("low", "high", "very_high", "extreme"),
        ),
        (
            "The cushioning is 0% for poor and fair, 70% for good, and 30% for excellent.",
            ("poor", "fair", "good", "excellent"),
        ),
    ],
)
def test_states_of_a_premise_as_people_type_it(sentence, states):
    """The state reader: a fraction in words counts as the number where none is stated, and what a share or a
    frequency counts ("10% of winter days", "70% of cars") names no state."""
    assert read_states(sentence) == states


@pytest.mark.parametrize(
    ("text", "words", "opposite"),
    [
        ("The test is negative.", {"test", "positive"}, True),
        ("The test is positive.", {"test", "positive"}, False),
        ("The battery is fine.", {"battery", "car", "dead"}, True),
        ("The alarm is silent.", {"alarm", "ring"}, True),
        ("If the bus is on time, I miss my train in 10% of cases.", {"bus", "late"}, True),
        ("The grass is dry.", {"grass", "wet"}, True),
        ("The grass is not dry.", {"grass", "wet"}, True),  # the opposite said; negated() adds the not
        ("The grass is wet and dry.", {"grass", "wet"}, False),  # both sides said: no opposite
        ("The test is negative.", {"test"}, True),  # the premises say neither side: negative says false (fresh_79)
        ("The test is negative, not positive.", {"test"}, False),  # both sides said: no opposite
        ("The test is negative.", {"test", "positive", "negative"}, False),  # the premises say both
        ("The plant was left unwatered.", {"plant", "watered"}, True),  # a prefix that says not
        ("The ventilator is connected.", {"ventilator", "disconnected"}, True),  # the premises say the prefix
        ("The code is bug-free.", {"code", "bug"}, True),
        ("The plant is well watered.", {"plant", "watered"}, False),
        ("The alarm failed to go off.", {"alarm", "ring"}, True),  # a verb that says what follows is not so
        ("The patient quit smoking last year.", {"patient", "smoke"}, True),
        ("The email lacks a link.", {"email", "link"}, True),
        ("The flu was ruled out.", {"patient", "flu"}, True),
        ("The machine stopped working.", {"machine", "stops"}, False),  # the premises' own verb
        ("The child has a lack of oxygen.", {"child", "oxygen"}, False),  # a lack of: a name, not a verb
        ("The dog stayed silent.", {"dog", "barks"}, True),
        ("How likely is it that the person is healthy?", {"person", "disease"}, True),
        ("The flight left on schedule.", {"flight", "delayed"}, True),
        ("The server stayed up all day.", {"server", "crash"}, True),
        ("She is a first-time customer.", {"regular", "customer"}, True),
        ("The fund lost value.", {"fund", "gains", "value"}, True),
        ("The detector stayed quiet.", {"smoke", "sets", "off", "detector"}, False),  # "goes off" needs its text
        # WordNet's antonyms (hedgehub.antonyms): direct, an adjective said with one (drunk), an irregular form
        ("The driver is sober.", {"driver", "drunk"}, True),
        ("How likely is it that the tumour is benign?", {"tumour", "malignant"}, True),
        ("The queue is short.", {"queue", "long"}, True),
        ("The market fell.", {"market", "rises"}, True),
        ("The tumour grows slowly.", {"tumour", "grows", "fast"}, True),  # an adverb said of slow
        ("The driver is sober, not drunk.", {"driver", "drunk"}, False),  # the premises' own word said too
        ("There is a high chance of rain.", {"rain", "low"}, False),  # how likely, not which value
        # a device said not working by a word of its own (fresh_32, questions_3)
        ("The headlights stay dark.", {"headlight", "come", "case"}, True),
        ("The radio is silent.", {"radio", "play", "case"}, True),
        ("How likely is it that the battery is flat?", {"battery", "charged", "morning"}, True),
        ("The video keeps stalling.", {"video", "play", "smoothly", "case"}, True),
        ("The router is unplugged.", {"router", "power", "day"}, True),
        ("The internet is out.", {"internet", "connection", "work", "case"}, True),
        ("If the internet connection fails, email arrives in 1% of cases.", {"internet", "connection", "works"}, True),
        ("The tank is empty.", {"tank", "hold", "fuel", "morning"}, True),
        ("The video plays smoothly.", {"video", "play", "smoothly"}, False),
        ("The headlights come on.", {"headlight", "come", "case"}, False),
        ("The level light is off.", {"level", "light", "glow", "day"}, True),
        ("The lamp goes off at night.", {"lamp", "glow", "case"}, False),  # goes off: not one of the phrases
        ("The battery is charged.", {"battery", "charged"}, False),
        ("The road is flat.", {"road", "steep"}, False),  # flat of no working thing
    ],
)
def test_a_boolean_said_by_its_opposite(text, words, opposite):
    assert said_opposite(text, words) is opposite


def test_an_opposite_phrase_in_the_text_the_words_were_said_by():
    """*Goes off* is a phrase: it is looked for in the text the premises said the boolean by (``said_by``)."""
    words = {"smoke", "sets", "off", "detector"}
    assert said_opposite("The detector stayed quiet.", words, "Smoke sets off the detector in 95% of cases.")
    assert not said_opposite("The detector went off.", words, "Smoke sets off the detector in 95% of cases.")


def test_evidence_and_conditions_said_by_an_opposite():
    """A battery the premises call dead: "If the battery is fine" is the false row, and the evidence "The battery is
    fine" says it is false (before, both read true: no *not* is said)."""
    premises = [
        "The battery is dead with a probability of 5%.",
        "If the battery is dead, the car starts with a probability of 2%.",
        "If the battery is fine, the car starts with a probability of 95%.",
    ]
    namer = _namer({"dead with": " battery"}, " starts")
    program = SlotParser(namer, _keyword_chooser).parse(premises, ["The battery is fine."], "Does the car start?")
    assert program.premise_clauses == ["0.05::battery.", "0.02::starts :- battery.", "0.95::starts :- \\+battery."]
    assert program.evidence_clauses == ["evidence(battery, false)."]


@pytest.mark.parametrize(
    ("name", "names", "other"),
    [("party driver", {"are drunk": " drunk"}, " accident"), ("field", {"are fertile": " fertile"}, " large_harvest")],
)
def test_evidence_and_question_said_by_a_wordnet_antonym(name, names, other):
    """FRESH_10's drunk driver and barren field: "sober" and "small" are WordNet antonyms of the premises' *drunk*
    and *large*, "barren" of *fertile*; before, each atom read true (no *not* is said)."""
    problem = next(p for p in FRESH_10 if p.name == name)
    parser = SlotParser(_namer(names, other), _keyword_chooser)
    program = parser.parse(list(problem.premises), list(problem.evidences), problem.question)
    assert program.evidence_clauses == list(problem.evidence_clauses)
    assert program.query_clause == problem.query_clause


@pytest.mark.parametrize(
    ("name", "names", "other", "clauses"),
    [
        # the not of "A torch whose battery is not weak gives a dim light in 5% …" is the relative clause's, where
        # the parent's name does not say weak (before: 95 %)
        (
            "torch",
            {"battery is weak": " battery_strength"},
            " torch_power",
            [
                "0.25::battery_strength.",
                "0.7::torch_power :- battery_strength.",
                "0.05::torch_power :- \\+battery_strength.",
            ],
        ),
        # "At a deep spot, fish are abundant in 50% …": a leading at / on / during phrase with no number is a
        # condition up to its comma (before: the premise introduced a variable of its own)
        (
            "lake",
            {"lake is deep": " lake_depth"},
            " fish_species",
            ["0.6::lake_depth.", "0.5::fish_species :- lake_depth.", "0.2::fish_species :- \\+lake_depth."],
        ),
    ],
)
def test_conditions_said_in_a_whose_clause_or_a_leading_at_phrase(name, names, other, clauses):
    """FRESH_10's torch and lake, with the stand-in namer and the keyword chooser."""
    assert _parsed(FRESH_10, name, "one row per sentence", names, other).clauses == clauses


def test_a_boolean_said_both_ways_in_every_row():
    """FRESH_11 with its gold premises: every premise says both values of a boolean by opposite words, each with its
    own number ("the crop is healthy in 40% of fields and sick in 60%"), so the evidence "The crop is sick" is the
    boolean false (:func:`hedgehub.slot_parser.row_sides`). Before, *sick* was one of the words the premises say of
    the crop, no opposite, and six of the seven read true."""
    parser = SlotParser(_namer({}, " x"), _keyword_chooser)
    scores, records = score(parser, FRESH_11, gold_premises=True)
    assert scores["correct"] == 100.0 and {r["mode"] for r in records} == {"gold premises"}


@pytest.mark.parametrize(
    ("sentence", "introduction", "condition_words", "against"),
    [
        ("A new bulb lasts the year in 97% of cases.", "An old bulb burns out within a year in 30%.", {"old"}, True),
        ("Of those not vaccinated, 40% fall ill.", "A vaccinated person stays healthy in 90%.", {"vaccinated"}, True),
        (
            "On calm days the ferry runs in 98% of cases.",
            "On windy days the ferry is cancelled in 60%.",
            {"wind"},
            True,
        ),
        (
            "The scan gives a false positive in 8% of healthy people.",
            "The scan misses 15% of tumours.",
            {"tumour"},
            True,
        ),
        (
            "On calm days the ferry is cancelled in 2% of cases.",
            "On windy days the ferry is cancelled in 60%.",
            (),
            False,
        ),
        # a negation word is read as not by the rows already: no second turn
        ("The valve is absent in 60% of old pumps.", "The valve is present in 30% of new pumps.", {"pump"}, False),
        # the opposite is the parent's: "hot" against "cold" says the weather
        (
            "The heater is on in 5% of hot weeks.",
            "The heater is on in 90% of cold weeks.",
            {"weather", "hot", "cold"},
            False,
        ),
    ],
)
def test_a_later_row_said_against_its_introduction(sentence, introduction, condition_words, against):
    assert said_against(sentence, introduction, condition_words) is against


def test_rows_and_evidence_said_against_the_introduction():
    """A bulb that "burns out" in its first row and "lasts" in its second: the second states P(burns out) = 3%, and
    evidence said by the second row's words ("The bulb lasted the year") is the false atom. Before, the second row
    read 97 % and the evidence read true. Without ``opposite_rows`` both read as before."""
    premises = [
        "Only 5% of the bulbs are old.",
        "An old bulb burns out within a year with a probability of 30%.",
        "A new bulb lasts the year in 97% of cases.",
    ]
    namer = _namer({"bulbs are old": " old_bulb"}, " burns_out")
    for opposite_rows, second, evidence in ((True, "0.03", "false"), (False, "0.97", "true")):
        parser = SlotParser(namer, _keyword_chooser, opposite_rows=opposite_rows)
        program = parser.parse(premises, ["The bulb lasted the year."], "Was the bulb old?")
        assert program.premise_clauses == [
            "0.05::old_bulb.",
            "0.3::burns_out :- old_bulb.",
            f"{second}::burns_out :- \\+old_bulb.",
        ]
        assert program.evidence_clauses == [f"evidence(burns_out, {evidence})."]


def test_evidence_said_absent_is_false_once():
    """A valve its first premise calls absent (read as present in 70 %): the evidence "The valve is absent" is false
    by its negation alone, and "present" is no opposite of the first premise's words."""
    premises = [
        "The valve is absent in 30% of pumps.",
        "A pump without the valve leaks in 50% of cases.",
        "A pump with the valve leaks in 5% of cases.",
    ]
    namer = _namer({"valve is absent": " valve"}, " leaks")
    parser = SlotParser(namer, _keyword_chooser)
    for evidence, value in (("The valve is absent.", "false"), ("The valve is present.", "true")):
        program = parser.parse(premises, [evidence], "Does the pump leak?")
        assert program.premise_clauses[0] == "0.7::valve."
        assert program.evidence_clauses == [f"evidence(valve, {value})."]
    # both values said in one premise (row_sides): "absent" is still turned once, by its negation
    both = ["The valve is present in 70% of pumps and absent in 30%.", *premises[1:]]
    for evidence, value in (("The valve is absent.", "false"), ("The valve is present.", "true")):
        gold = ["0.7::valve.", "0.5::leaks :- \\+valve.", "0.05::leaks :- valve."]
        program = parser.parse(both, [evidence], "Does the pump leak?", premise_program=gold)
        assert program.evidence_clauses == [f"evidence(valve, {value})."]


def _premises(problems, name, wording="one row per sentence"):
    """The premises of one user-text problem (:mod:`hedgehub.evaluation.user_text`)."""
    return next(p.premises for p in problems if p.name == name and p.wording == wording)


def _namer(names, other=" other"):
    """A stand-in namer: the name of the first key the premise (the prompt's first line) holds, else ``other``."""

    def namer(prompts, grammars):
        return [next((name for key, name in names.items() if key in p.split("\n")[0]), other) for p in prompts]

    return namer


def _parsed(problems, name, wording, names, other=" other"):
    """One user-text problem's premises parsed with the stand-in namer (:func:`_namer`) and the keyword chooser."""
    return SlotParser(_namer(names, other), _keyword_chooser).parse_premises(_premises(problems, name, wording))


def test_one_row_per_state_of_a_declared_variable():
    """A sentence that gives the accident a chance on each kind of road is three rows of a boolean accident, not an
    accident with the road's states."""
    names = {"winter": " road(icy|wet|dry)", "accident": " accident(icy|wet|dry)"}
    parsed = _parsed(FRESH, "road", "rows in one sentence", names)
    assert parsed.clauses == [
        "0.1::road(icy); 0.3::road(wet); 0.6::road(dry).",
        "0.2::accident :- road(icy).",
        "0.05::accident :- road(wet).",
        "0.01::accident :- road(dry).",
    ]
    assert any("one row per state of road" in note for note in parsed.notes)


def test_rows_per_state_when_the_new_name_adds_a_word_the_sentence_does_not_say():
    """Rows said of groups of cars name the whole battery; a new ``battery_type`` with the battery's states, whose
    ``type`` the sentence never says, is the battery's rows of starting, not a variable of its own."""
    names = {"in 70% of cars": " battery(good|weak|dead)", "cases, cars": " battery_type(good|weak)"}
    parsed = _parsed(FRESH_3, "battery", "rows said of groups", names, " starts")
    assert parsed.clauses == [
        "0.7::battery(good); 0.2::battery(weak); 0.1::battery(dead).",
        "0.98::starts :- battery(good).",
        "0.6::starts :- battery(weak).",
        "0::starts :- battery(dead).",
    ]
    assert any("one row per state of battery" in note for note in parsed.notes)


def test_no_rows_per_state_for_a_variable_said_with_the_same_words():
    """A second variable with the first one's states whose sentence names it only by words the new name shares
    ("vertical motion") introduces its own states; it is no set of rows (hailfinder0, QUITE train)."""
    premises = [
        "The 10.7mu vertical motion is strong up in 20%, weak up in 20%, neutral in 40% and down in 20% of cases.",
        "The quasi-geostrophic vertical motion is strong up in 15%, weak up in 15%, neutral in 50% and down in 20%.",
    ]
    states = "(strong_up|weak_up|neutral|down)"
    namer = _namer(
        {"10.7mu": f" n0_7mu_vertical_motion{states}", "quasi": f" quasigeostrophic_vertical_motion{states}"}
    )
    parsed = SlotParser(namer, _keyword_chooser).parse_premises(premises)
    assert len(parsed.clauses) == 2
    assert not any("one row per state" in note for note in parsed.notes)


def test_a_parent_said_by_its_state_alone():
    """ "On sunny days the family goes for a picnic …" never says the sky, only its state: the picnic's parent is
    the sky. The stand-in namer gives the boolean premise two states, as the trained one did; the rules' reading (a
    boolean) is what the parent choice keeps out of the parents' states, not the namer's."""
    names = {"sky": " sky(sunny|cloudy|rainy)", "sunny days": " picnic(sunny|family)"}
    parsed = _parsed(FRESH_5, "picnic weather", "numbers in brackets", names, " picnic")
    assert parsed.clauses == [
        "0.5::sky(sunny); 0.3::sky(cloudy); 0.2::sky(rainy).",
        "0.9::picnic :- sky(sunny).",
        "0.6::picnic :- sky(cloudy).",
        "0.1::picnic :- sky(rainy).",
    ]


def test_evidence_said_false_by_the_words_of_the_false_rows():
    """The premises say a flight domestic in the true row and international in the false row: "the flight is
    international" says the boolean false, though no list of opposites has the pair (before
    :func:`condition_sides`, it read true); "domestic" still reads true."""
    premises = [
        "40% of flights are domestic.",
        "A domestic flight is delayed with a probability of 10%.",
        "An international flight is delayed with a probability of 30%.",
    ]
    program = ["0.4::domestic.", "0.1::delayed :- domestic.", "0.3::delayed :- \\+domestic."]
    parser = SlotParser(None, _keyword_chooser)
    for said, value in (("international", "false"), ("domestic", "true")):
        parsed = parser.parse(premises, [f"The flight is {said}."], "How likely is a delay?", premise_program=program)
        assert parsed.evidence_clauses == [f"evidence(domestic, {value})."]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("One out of every four patients has a fever.", 0.25),
        ("A fever is seen in 35 out of every 100 patients.", 0.35),
        ("In 7 of 20 cases the patient has a fever.", 0.35),
        ("Fever occurs in 15 per 100 patients.", 0.15),
        ("A patient has a fever 1 day in 20.", 0.05),
        ("The chance of a fever is 1/8.", 0.125),
        ("80 pct of patients have a fever.", 0.8),
        ("There is a 12-percent chance of a fever.", 0.12),
        ("There is a fifty-fifty chance of a fever.", 0.5),
        ("The odds of a fever are 1 to 3.", 0.25),
        ("The odds are 3 to 1 against a fever.", 0.25),
        ("A fever occurs in one-third of patients.", 1 / 3),
        ("Every second patient has a fever.", 0.5),
    ],
)
def test_probabilities_said_as_counts_odds_and_slashes(text, value):
    """Counts per so many, odds, slash fractions, pct and fifty-fifty are read as probabilities by the rules and are
    among the chooser's candidates (:func:`said_numbers`); before, each read nothing and most read a state."""
    assert read_probabilities(text, Variable("fever")) == pytest.approx((value,))
    assert stated_values(text) == pytest.approx([value])


def test_a_count_of_categories_is_no_probability():
    """ "One of four categories" counts states; the probabilities are the percentages."""
    text = "The temperature falls into one of four categories: cold (10%), mild (50%), warm (30%) or hot (10%)."
    assert stated_values(text) == pytest.approx([0.1, 0.5, 0.3, 0.1])


def test_a_parent_said_by_the_words_it_was_introduced_with():
    """The namer called the stranger's variable ``night`` (its premise says "on 5% of nights"); "When a stranger
    comes by, …" says it by a word only its introducing premise had (:func:`described_mentions`), so the dog's
    barking has it as parent (before, the barking was introduced twice, without parents)."""
    premises = _premises(FRESH_4, "dog")
    namer = _namer({"stranger comes by the house": " night", "barks with": " barks"})
    parsed = SlotParser(namer, _keyword_chooser).parse_premises(premises)
    assert parsed.clauses == ["0.05::night.", "0.9::barks :- night.", "0.2::barks :- \\+night."]
    blind = SlotParser(namer, _keyword_chooser, described_parents=False).parse_premises(premises)
    assert blind.clauses != parsed.clauses


def test_booleans_whose_values_are_each_said_by_two_words():
    """FRESH_14's networks, parsed with a stand-in namer and the keyword chooser: each value of the first boolean is
    said by two words (*complete and correct* … *incomplete or incorrect*), so the rules read two states, not four,
    and the later rows, the evidence and the question find them by either word; with gold premises (booleans) the
    two values' words say the boolean true and false (:func:`hedgehub.slot_parser.row_sides`)."""
    names = {
        "spool file is complete": " spool_file",
        "document prints": " prints",
        "network link is up and": " network_link",
        "backup succeeds": " backup",
        "printer is switched on in": " printer",
        "driver is installed": " driver",
        "blood sample is clean": " blood_sample",
        "valid result": " valid_result",
        "parcel arrives intact and": " parcel",
        "customer is satisfied": " satisfied",
        "road is dry, while": " road",
        "accident happens": " accident",
        "engine is warm and": " engine",
        "car starts": " car_starts",
    }
    parser = SlotParser(_namer(names), _keyword_chooser)
    scores, records = score(parser, FRESH_14)
    assert [r["name"] for r in records if r["status"] != "correct"] == []
    # with gold premises (booleans): "The driver is broken" is false by the words of the row's second value
    _, gold_records = score(parser, FRESH_14, gold_premises=True)
    assert [r["name"] for r in gold_records if r["status"] != "correct"] == []
    spool = next(r for r in records if r["name"] == "spool file")
    assert (
        spool["program"].splitlines()[0] == "0.9::spool_file(complete_correct); 0.1::spool_file(incomplete_incorrect)."
    )


def test_a_boolean_said_true_or_false_is_turned_once():
    """Template text that names a boolean's values *true* and *false* (bn-reasoning's): *false* is a negation, so
    the two values the state reader reads give no side, and "Smoker is false" is false once, not twice."""
    premises = [
        "Smoker is true with a probability of 30% and false with a probability of 70%.",
        "If smoker is true, then cancer is true with a probability of 5% and false with a probability of 95%.",
        "If smoker is false, then cancer is true with a probability of 1% and false with a probability of 99%.",
    ]
    gold = ["0.3::smoker.", "0.05::cancer :- smoker.", "0.01::cancer :- \\+smoker."]
    parser = SlotParser(_namer({}), _keyword_chooser)
    for evidence, value in (("Smoker is false.", "false"), ("Smoker is true.", "true")):
        program = parser.parse(premises, [evidence], "Is cancer true?", premise_program=gold)
        assert program.evidence_clauses == [f"evidence(smoker, {value})."]


def test_evidence_saying_the_name_is_not_turned_by_the_introducing_words():
    """Gold premises whose boolean is named by the opposite of the words its introducing premise says it by
    (``scan_positive`` introduced by "The scan misses 15% of tumours", ``ill`` by "A vaccinated person stays healthy
    …"): evidence that says the name ("The scan is positive", "The person fell ill") is true; the introducing
    words turn only evidence that says their opposite without the name."""
    problems = tuple(p for p in FRESH_8 if p.name in ("scan", "vaccine"))
    assert {p.name for p in problems} == {"scan", "vaccine"}
    _, records = score(SlotParser(_namer({}), _keyword_chooser), problems, gold_premises=True)
    assert [(r["name"], r["status"]) for r in records] == [(p.name, "correct") for p in problems]
    assert "evidence(scan_positive, true)." in next(r["program"] for r in records if r["name"] == "scan")


def test_states_written_as_identifiers():
    """bn-reasoning's template text writes a state as one identifier (``No____TIF___WMF___BMP_``,
    ``Greater_than_2_Mb``): its *no* is a word of the state, not a negation, so a boolean introduced by it reads the
    stated number as P(true), as the evidence "… is No____TIF___WMF___BMP_" is read true (before, the premise read
    ``1 − p`` and the evidence ``true``, and the pairs of bn-reasoning train's win95pts_0 were wrong); the words of a
    categorical variable's identifiers still name its states."""
    assert read_probabilities("Epsgrphc is No____TIF___WMF___BMP_ in 99% of cases.", Variable("epsgrphc")) == (
        pytest.approx(0.99),
    )
    assert read_probabilities("Prt mem is Greater_than_2_Mb in 95% of cases.", Variable("prt_mem")) == (
        pytest.approx(0.95),
    )
    flow = Variable("duct_flow", ("lt_to_rt", "none", "rt_to_lt"))
    text = (
        "If disease is pfc, then the probability that duct flow is Lt_to_Rt is 15%, that it is none is 5% and that it "
        "is Rt_to_Lt is 80%."
    )
    assert read_probabilities(text, flow) == pytest.approx((0.15, 0.05, 0.8))


def test_a_no_among_the_childs_values_keeps_the_parents_sides():
    """The child's own *no* ("ready in 99% of cases and no in 1%") is no negation of the condition: the parent's
    rows still say it true by *greater* and false by *less*, so the evidence "memory is Less_than_2Mb" is false
    (before, any *no* in a child's premises dropped its runs from :func:`condition_sides`, and the evidence read
    true). A *not* in a condition still drops them."""
    premises = [
        PremiseSlots("ready", (("memory", "true"),)),
        PremiseSlots("ready", (("memory", "false"),)),
    ]
    sides = condition_sides(
        [
            "If memory is Greater_than_2_Mb, the printer is ready in 99% of cases and no in 1%.",
            "If memory is Less_than_2Mb, the printer is ready in 30% of cases and no in 70%.",
        ],
        premises,
    )
    assert "greater" in sides["memory"][0] and "les" in sides["memory"][1]
    negative = condition_sides(
        [
            "If the memory is large, the printer is ready in 99% of cases.",
            "If the memory is not large, the printer is ready in 30% of cases.",
        ],
        premises,
    )
    assert negative == {}
    parser = SlotParser(None, _keyword_chooser)
    program = ["0.95::memory.", "0.99::ready :- memory.", "0.3::ready :- \\+memory."]
    parsed = parser.parse(
        [
            "Memory is Greater_than_2_Mb in 95% of cases.",
            *(
                "If memory is Greater_than_2_Mb, the printer is ready in 99% of cases and no in 1%.",
                "If memory is Less_than_2Mb, the printer is ready in 30% of cases and no in 70%.",
            ),
        ],
        ["We know that memory is Less_than_2Mb."],
        "How likely is the printer ready?",
        premise_program=program,
    )
    assert parsed.evidence_clauses == ["evidence(memory, false)."]


def test_one_letter_states_get_their_own_numbers():
    """A state of one letter (bn-reasoning's "it is b", hailfinder's scenarios *A* … *K*) is a mention of that state,
    so its number is its own; *a* only where a state on a list stands, not the article of "a 40% chance". Before,
    no one-letter word named a state: b and d shared what the other states left (0.10705 each), and bn-reasoning's
    hailfinder_2 and survey pairs were wrong."""
    scenario = Variable("scen_rel3_4", ("acefk", "b", "d", "gj", "hi"))
    text = (
        "There is a 44.73% chance that scen rel3 4 is acefk, a 13.57% chance that it is b, a 7.84% chance that it is "
        "d, a 19.72% chance that it is gj and a 14.14% chance that it is hi."
    )
    assert read_probabilities(text, scenario) == pytest.approx((0.4473, 0.1357, 0.0784, 0.1972, 0.1414))
    letters = Variable("scenario", ("a", "b", "c"))
    for text in (
        "There is a 40% chance that the scenario is a, a 35% chance that it is b and a 25% chance that it is c.",
        "The scenario is a in 40% of cases, b in 35% and c in 25%.",
        "Scenario A with 40%, B with 35% and C with 25%.",
    ):
        assert read_probabilities(text, letters) == pytest.approx((0.4, 0.35, 0.25)), text
    assert read_probabilities("A 40% chance of B, and a 35% chance of C.", letters) == pytest.approx((0.25, 0.4, 0.35))


def test_states_with_digits_inside_are_split_as_the_sentence_is():
    """hailfinder's *N1GtLIGt_4* and *LIGt0* write letters and digits together. The sentence is read with them apart
    (``n``, 1, ``gtligt``, 4), so the state's words are too; before, the state was ``n1gtligt`` and 4, named nowhere,
    and the two states' numbers (52 % and 30 %) were shared out as 41 % each."""
    lifted = Variable("lifr12_zdensd", ("ligt0", "n1gtligt_4", "n5gtligt_8", "lilt_8"))
    text = (
        "The probability that lifr12 zdensd is LIGt0 is 10%, that it is N1GtLIGt_4 is 52%, that it is N5GtLIGt_8 is "
        "30% and that it is LILt_8 is 8%."
    )
    assert read_probabilities(text, lifted) == pytest.approx((0.1, 0.52, 0.3, 0.08))


def test_a_scale_word_alone_names_a_state():
    """bn-reasoning's insurance states are *thousand*, *TenThou*, *HundredThou* and *million*. Read as 1000 and
    1000000, two of the four states were found and the other two lost (before, ``read_states`` gave ('1000',
    '1000000')). A scale word before a noun is still a number, and an evidence sentence saying *Million* alone still
    names QUITE's state ``1000000``."""
    text = "If accident is none, then other car cost is thousand in 97% of cases, TenThou in 2%, HundredThou in 1% "
    text += "and million in 0%."
    assert read_states(text, "other_car_cost") == ("thousand", "tenthou", "hundredthou", "million")
    cost = Variable("other_car_cost", ("thousand", "tenthou", "hundredthou", "million"))
    assert read_probabilities(text, cost) == pytest.approx((0.97, 0.02, 0.01, 0.0))
    assert spell_numbers("One in every hundred people pays a million dollars or 5 per thousand.") == (
        "1 in every 100 people pays 1000000 dollars or 5 per 1000."
    )
    liability = Variable("insurance_liability_cost", ("1000", "10000", "100000", "1000000"))
    said = "The insurance liability cost in case of an accident is set to Million."
    assert [state_match(said, liability, s) for s in liability.states] == [0.0, 0.0, 0.0, 1.0]
    assert [state_match("Other car cost is million.", cost, s) for s in cost.states] == [0.0, 0.0, 0.0, 1.0]


def test_a_not_in_a_condition_after_the_number_is_no_complement():
    """win95pts_2: "problem6 is no is 0%, that it is yes is 100% if prt pscript is no …": the *no* after 100% is the
    condition's, so the two numbers are not a "p, and 1 − p that it is not" pair; each says problem6 true 100%."""
    text = "The probability that problem6 is no is 0%, that it is yes is 100% if prt pscript is no and grbld is yes."
    assert read_probabilities(text, Variable("problem6")) == (1.0,)
    said_not = "There is a 67% probability that they are not distributed, and a 33% chance that they are."
    assert read_probabilities(said_not, Variable("distributed")) == (0.33,)
