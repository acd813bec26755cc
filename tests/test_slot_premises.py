"""Premise probabilities and parent assignments: the rules beside the chooser (number → state alignment,
``respectively``, ``each``, complements, the remainder, words of estimative probability, the parents' state words),
checked with uninformative or misleading stand-in choosers, and the premise report of ``slot_choices``."""

from __future__ import annotations

import doctest
import re

import pytest

import hedgehub.evaluation.slot_choices as slot_choices
from hedgehub.evaluation.slot_choices import PREMISE_VARIANTS, flat_chooser, premise_report, probability_error
from hedgehub.slot_parser import (
    RunContinuity,
    SlotParser,
    condition_match,
    lexical_scores,
    premise_consequents,
    premise_mentions,
    read_probabilities,
    variable_descriptions,
    words_to_one,
)
from hedgehub.slots import PremiseSlots, Variable


LUNG_FLOW = Variable("lung_flow", ("low", "normal", "high"))
MOTION = Variable("combined_vertical_motion", ("strong_up", "weak_up", "neutral", "down"))
DISTRIBUTED = Variable("distributed_in_urban_area")


def _first_chooser(texts, candidates):
    """Misleading: sure that every state has the first number the sentence states (the "stated numbers in order"
    mistake), and that a premise conditions on a parent's first value (``true``, ``low``, ``very_low``)."""
    scores = []
    for text, candidate in zip(texts, candidates, strict=True):
        numbers = re.findall(r"(\d+(?:\.\d+)?)%", text)
        if candidate.startswith("probability:"):
            scores.append(0.9 if numbers and candidate.endswith(f"= {numbers[0]}%") else 0.05)
        else:
            scores.append(0.9 if candidate.endswith(("true", "low")) else 0.05)
    return scores


@pytest.mark.parametrize(
    ("sentence", "variable", "expected"),
    [
        # each number goes to the state named beside it, not to the states in order
        (
            "In TGA cases there's only a 5% probability of low lung flow, and a high lung flow is more likely, with a "
            "75% chance, while a normal lung flow still has a 20% probability.",
            LUNG_FLOW,
            (0.05, 0.2, 0.75),
        ),
        # "no low flow": 1 - p
        ("There is a 97% probability of no low flow, a 90% chance of normal flow.", LUNG_FLOW, (0.03, 0.9, 0.07)),
        # states, then numbers, respectively
        (
            "The motion is strongly upward with 70% and weakly upward with 20%. The probabilities of it being "
            "neutral or downward are 10% and 0%, respectively.",
            MOTION,
            (0.7, 0.2, 0.1, 0.0),
        ),
        # numbers, then states, respectively
        (
            "Normal flow has a 10% likelihood, and a 60% and 30% chance go to high and low flow, respectively.",
            LUNG_FLOW,
            (0.3, 0.1, 0.6),
        ),
        # one number for each of the states it names
        (
            "The motion is neutral with 60%, and strongly upward or weakly upward with a 15% probability for each.",
            MOTION,
            (0.15, 0.15, 0.6, 0.1),
        ),
        # "no chance" for the states named after it; "certainly" when no number is stated
        (
            "The motion is certainly downward, and there is no chance of it being strongly or weakly upward or "
            "neutral.",
            MOTION,
            (0.0, 0.0, 0.0, 1.0),
        ),
        # the state left unnamed gets the remainder; numbers that sum to 1 leave nothing for the rest
        ("Low lung flow is 65% likely, and normal flow 30%.", LUNG_FLOW, (0.65, 0.3, 0.05)),
        ("Low flow: 33.33%, normal flow: 33.34%, high flow: 33.33%.", LUNG_FLOW, (0.3333, 0.3334, 0.3333)),
        ("There is a 60% chance of low flow and a 39.99% chance of normal flow.", LUNG_FLOW, (0.6, 0.3999, 0.0)),
        # a list of states beside a list of as many numbers pairs them in order, "respectively" or not
        ("The chances of low, normal and high flow are 20%, 30% and 50%.", LUNG_FLOW, (0.2, 0.3, 0.5)),
        ("With 0.2, 0.3 and 0.5 the flow is low, normal or high.", LUNG_FLOW, (0.2, 0.3, 0.5)),
        # QUITE's "an 18%.23%" is 18.23%
        ("There is an 18%.23% chance of low flow, and 81.77% of normal flow.", LUNG_FLOW, (0.1823, 0.8177, 0.0)),
        # booleans: the words that tie the number to the variable say "not", or do not
        (
            "When the score is low, there is a 62% probability that it is not distributed in urban areas, and a 38% "
            "chance that it is.",
            DISTRIBUTED,
            (0.38,),
        ),
        ("If it does not produce spores, it is distributed in urban areas in 71% of cases.", DISTRIBUTED, (0.71,)),
        (
            "If it is not cautious, it will not be distributed in an urban area, with 100% certainty.",
            DISTRIBUTED,
            (0.0,),
        ),
        # ... and where a verb phrase stands between the "not" and the name, the name's whole clause counts
        (
            "If an adolescent is a psychopath, they will not have taken a senior driving training or safety course, "
            "with 100% certainty.",
            Variable("senior_driver_training"),
            (0.0,),
        ),
        # words of estimative probability at their medians (hedgehub.wep)
        (
            "It is highly unlikely that the flow is low, and almost certain that it is normal.",
            LUNG_FLOW,
            (0.05, 0.95, 0.0),
        ),
        # "certainly" in its own clause beside numbers; a 0% chance for the list right after it
        (
            "At 12:00 the CBODD is certainly 20 mg/L, as there is a zero percent chance it is 15, 25, or 30 mg/L.",
            Variable("cbodd", ("15", "20", "25", "30")),
            (0.0, 1.0, 0.0, 0.0),
        ),
        # ... but a 0% chance is not for what follows a break: the rest is shared
        (
            "There is a 0% chance that the flow is low. The flow is normal or high, 50% each.",
            LUNG_FLOW,
            (0.0, 0.5, 0.5),
        ),
        # "no severity" is the state none, not severe
        (
            "Given no severity, the involvement is guaranteed to be of no severity, carrying a 100% probability.",
            Variable("involvement", ("none", "mild", "moderate", "severe")),
            (1.0, 0.0, 0.0, 0.0),
        ),
        # a "not" in a condition after the number is not the number's
        (
            "There is a 100% chance that a patient suffers from both if tuberculosis is not diagnosed, but lung "
            "cancer is.",
            Variable("either"),
            (1.0,),
        ),
        # a "not" in a relative clause of the subject is a condition, not the variable's; the main verb's still counts
        ("People who do not smoke get lung cancer with a probability of 1%.", Variable("lung_cancer"), (0.01,)),
        ("People who smoke don't get lung cancer with a probability of 90%.", Variable("lung_cancer"), (0.1,)),
        # a decimal right after "probability" is one, even beside percentages
        (
            "Raf is low, so MEK is low with a probability of 99.7%, average with a probability of 0.002, and high "
            "with a probability of 0.001.",
            Variable("mek", ("low", "average", "high")),
            (0.997, 0.002, 0.001),
        ),
        # "equally likely", alone (a boolean) or beside a list: the list shares the whole (each said 0.5 before
        # session 57, and the parser made the reading sum 1, words_to_one)
        ("They are equally likely to either own another car or not.", Variable("other_car"), (0.5,)),
        ("The motion is equally likely to be strong up, weak up, neutral, or down.", MOTION, (0.25,) * 4),
        # a list that goes on past twelve words from the word still shares it (it read 0.5, 0.5 and four 0s)
        (
            "It is equally likely that the colour of the new car is red, blue, green, white, black or grey.",
            Variable("colour", ("red", "blue", "green", "white", "black", "grey")),
            (1 / 6,) * 6,
        ),
        (
            "It is equally likely that the risk score is very low, low, moderate, high, or very high.",
            Variable("risk_score", ("very_low", "low", "moderate", "high", "very_high")),
            (0.2,) * 5,
        ),
        # fractions in words, in a premise that states no number
        ("Out of all people, half of them are smokers.", Variable("smokes"), (0.5,)),
        (
            "The flow is high half of the time, and low or normal a quarter of the time each.",
            LUNG_FLOW,
            (0.25,) * 2 + (0.5,),
        ),
        ("Two thirds of the patients have low flow, and a third normal flow.", LUNG_FLOW, (2 / 3, 1 / 3, 0.0)),
        # ... but only words beside stated numbers: "half" is the remainder here
        ("In half of the cases the flow is low, in 35% normal and in 15% high.", LUNG_FLOW, (0.5, 0.35, 0.15)),
        # "always" / "never" when nothing else is said; not "almost never", nor a relative clause's "never"
        ("It never rains.", Variable("rain"), (0.0,)),
        ("It always rains.", Variable("rain"), (1.0,)),
        ("The flow is always low.", LUNG_FLOW, (1.0, 0.0, 0.0)),
        ("The flow is never high, normal in 40% of cases and low in 60%.", LUNG_FLOW, (0.6, 0.4, 0.0)),
        # the remainder said again and shared out is not one state's number ...
        (
            "The flow is low with 20% probability; the remaining 80% is split evenly between normal and high.",
            LUNG_FLOW,
            (0.2, 0.4, 0.4),
        ),
        # ... but a remainder said of one state is
        ("The flow is high in 90% of cases, and normal in the remaining 10%.", LUNG_FLOW, (0.0, 0.1, 0.9)),
    ],
)
def test_read_probabilities(sentence, variable, expected):
    assert read_probabilities(sentence, variable) == pytest.approx(expected, abs=1e-9)


def test_nothing_stated_reads_nothing():
    assert read_probabilities("The lung flow depends on the disease.", LUNG_FLOW) is None
    assert read_probabilities("People who never smoke get lung cancer.", Variable("lung_cancer")) is None
    # "almost never" is not "never": a word of frequency (``FREQUENCY_VALUES``), 0.02, not 0
    assert read_probabilities("People almost never get lung cancer.", Variable("lung_cancer")) == (0.02,)
    # a number that names a state is no probability
    assert read_probabilities("The flow is 0.5 mg/L.", Variable("flow", ("0.5", "1", "2"))) is None


def test_words_do_not_count_beside_numbers():
    """ "highly likely" in a premise that states numbers is neither a probability nor the state "high"."""
    sentence = "Erk is highly likely to be high (93.33%) and has a 3.33% chance of being either low or average."
    erk = Variable("erk", ("low", "average", "high"))
    assert read_probabilities(sentence, erk) == pytest.approx((0.0333, 0.0333, 0.9333))


def test_reading_overrides_a_misleading_chooser():
    sentence = "There's only a 5% probability of low lung flow, a 75% chance of high flow, and 20% of normal flow."
    parser = SlotParser(None, _first_chooser)
    assert parser.choose_probabilities(sentence, LUNG_FLOW) == pytest.approx((0.05, 0.2, 0.75), abs=1e-8)
    chooser_only = SlotParser(None, _first_chooser, **PREMISE_VARIANTS["chooser only"])
    assert chooser_only.choose_probabilities(sentence, LUNG_FLOW) != pytest.approx((0.05, 0.2, 0.75), abs=1e-8)


def test_numbers_that_overflow_leave_the_rest_unread():
    """Two numbers for three states that sum above 1: the third state is not read (the chooser decides it, beside
    the two the rules read)."""
    assert read_probabilities("Low flow has a 70% chance, and normal flow 40%.", LUNG_FLOW) == (0.7, 0.4, None)


def test_words_are_read_at_their_medians_and_the_most_likely_state_takes_the_rest():
    """QUITE's words say a small probability more exactly than a large one: the less likely states keep their
    words' medians and the most likely takes what they leave (train and validation premises in words whose medians
    do not sum to 1: 12 of 66 then read exactly as gold, none when all are scaled; BENCHMARKS, session 53)."""
    parser = SlotParser(None, flat_chooser)
    sentence = "It is likely that the flow is low, probably not the case that it is normal, and unlikely it is high."
    expected = (0.5, 0.3, 0.2)  # "probably not" is 0.3 (QUITE's words), "unlikely" 0.2; "likely" takes the rest
    assert parser.choose_probabilities(sentence, LUNG_FLOW) == pytest.approx(expected, abs=1e-8)
    highly = "It is highly likely that the flow is normal, and highly unlikely that it is low or high."
    assert parser.choose_probabilities(highly, LUNG_FLOW) == pytest.approx((0.05, 0.9, 0.05), abs=1e-8)
    below = "It is highly likely that the flow is normal, and highly unlikely that it is low."
    assert parser.choose_probabilities(below, LUNG_FLOW)[:2] == pytest.approx((0.05, 0.9), abs=1e-8)
    # scaled, as before, only where the others alone exceed 1
    assert words_to_one((0.9, 0.7, 0.5)) == pytest.approx([0.9 / 2.1, 0.7 / 2.1, 0.5 / 2.1], abs=1e-9)
    assert words_to_one((0.7, 0.6, 0.1)) == pytest.approx([0.3, 0.6, 0.1], abs=1e-9)  # a *not* read the wrong way
    # without the word reading the (flat) chooser decides: an equal split
    no_words = SlotParser(None, flat_chooser, read_words=False)
    assert no_words.choose_probabilities(sentence, LUNG_FLOW) == pytest.approx([1 / 3] * 3, abs=1e-8)


def test_words_of_frequency_are_read_where_nothing_else_says_a_probability():
    """*usually*, *sometimes*, *very rarely* … (``FREQUENCY_VALUES``) say a probability in a premise that states no
    number and no word of estimative probability; beside either they are only words, as before."""
    weather = Variable("mountain_weather", ("sunny", "cloudy", "stormy"))
    sentence = "In the mountains the weather is usually sunny, sometimes cloudy and very rarely stormy."
    assert read_probabilities(sentence, weather) == pytest.approx((0.7, 0.25, 0.05))
    assert read_probabilities("The bus is usually late.", Variable("bus_late")) == pytest.approx((0.7,))
    assert read_probabilities("If the bus is on time, I almost never miss my train.", Variable("miss")) == (0.02,)
    low = "A child with PFC has low lung flow commonly, normal flow uncommonly, and high flow extremely rarely."
    assert read_probabilities(low, LUNG_FLOW) == pytest.approx((0.7, 0.25, 0.05))  # "uncommonly": none; the rest
    # beside a word of estimative probability, only that word says the probability
    rare = "Tuberculosis is a rare disease that a person is highly unlikely to have."
    assert read_probabilities(rare, Variable("tuberculosis")) == pytest.approx((0.05,))
    # beside a number, as before: the number, and the rest for the states it leaves
    assert read_probabilities("Low flow is common (65%), and normal flow is rare.", LUNG_FLOW) == pytest.approx(
        (0.65, 0.175, 0.175)
    )
    assert read_probabilities("The bus is late on many days.", Variable("bus_late")) is None


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("it is very likely", 0.9),  # the scale's "highly likely", not "likely"
        ("it is extremely unlikely", 0.05),
        ("it is almost certainly the case", 0.95),  # "almost certain", not "certainly" (1)
        ("it is virtually certain", 0.95),
        ("it is nearly impossible", 0.02),  # "almost no chance", not "impossible" (0)
        ("it is not likely", 0.2),  # "unlikely", not "likely"
        ("there is a high chance", 0.7),
        ("there is a very high chance", 0.9),
        ("there is a slim chance", 0.05),
        ("there is a very good chance", 0.8),  # the scale's own phrase
    ],
)
def test_words_the_scale_has_in_other_words_are_read_as_those(words, expected):
    """``WEP_VARIANTS``: a person's *very likely*, *almost certainly*, *not likely*, *a small chance* read as the
    scale's *highly likely*, *almost certain*, *unlikely*, *little chance*."""
    sentence = f"If it rains, {words} that the grass is wet."
    assert read_probabilities(sentence, Variable("wet_grass")) == pytest.approx((expected,))


def test_a_chance_said_high_or_low_beside_numbers_leaves_the_states_their_words():
    """Beside stated numbers *a high chance* and *a low chance* are words, as before: their *high* and *low* still
    name the states the numbers go to. Without numbers *a high chance* is *likely*; *a low chance* is no word of the
    scale (``WEP_VARIANTS`` says why), so the states it leaves share the rest."""
    pressure = Variable("pressure", ("low", "normal", "high"))
    numbers = "There is a high chance (80%) that the pressure is high, and a low chance (5%) that it is low."
    assert read_probabilities(numbers, pressure) == pytest.approx((0.05, 0.15, 0.8))
    words = "There is a high chance that the pressure is high, and a low chance that it is low."
    assert read_probabilities(words, pressure) == pytest.approx((0.15, 0.15, 0.7))  # "a low chance": the rest


@pytest.mark.parametrize(
    "sentence",
    [
        "The neighbour is not usually at home.",
        "The neighbour is usually not at home.",
        "The neighbour is likely not at home.",
        "The neighbour usually doesn't stay at home.",
    ],
)
def test_a_not_beside_a_word_of_likelihood_or_frequency_is_its_own(sentence):
    """ "not usually", "usually not", "usually doesn't": 1 − 0.7, wherever the variable's name is said."""
    assert read_probabilities(sentence, Variable("neighbour_home")) == pytest.approx((0.3,))


def test_the_verb_lack_says_not():
    """ "30% of cars lack an airbag" says 0.7 have one; *lacks*, *lacking* beside a word of likelihood too; the noun
    "a lack of" names a state and says no *not*."""
    airbag = Variable("airbag")
    assert read_probabilities("30% of cars lack an airbag.", airbag) == pytest.approx((0.7,))
    assert read_probabilities("It is likely that the car lacks an airbag.", airbag) == pytest.approx((0.3,))
    assert read_probabilities("The car is almost certainly lacking an airbag.", airbag) == pytest.approx((0.05,))
    oxygen = Variable("lack_of_oxygen")
    assert read_probabilities("10% of babies have a lack of oxygen at birth.", oxygen) == pytest.approx((0.1,))


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Rain is highly improbable.", 0.05),
        ("Rain is a near certainty.", 0.95),
        ("Rain is less likely than not.", 0.3),
        ("It is doubtful that it rains.", 0.2),
        ("Rain is out of the question.", 0.0),
    ],
)
def test_more_words_the_scale_has_in_other_words(sentence, value):
    """*highly improbable* (before: 0.1), *a near certainty* (1), *less likely than not* (0.7), *doubtful* and *out
    of the question* (nothing) as the scale's *highly unlikely*, *almost certain*, *probably not*, *we doubt*,
    *impossible*."""
    assert read_probabilities(sentence, Variable("rain")) == pytest.approx((value,))


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("It is all but certain that it rains.", 0.95),
        ("It is close to certain that it rains.", 0.95),
        ("It rains with near certainty.", 0.95),
        ("It rains with almost certainty.", 0.95),
        ("It is next to impossible that it rains.", 0.02),
        ("It is close to impossible that it rains.", 0.02),
        ("It is certain that it rains.", 1.0),
        ("It is impossible that it rains.", 0.0),
    ],
)
def test_all_but_close_to_and_next_to_say_almost(sentence, value):
    """fresh_74 and QUITE train's alarm0 ("close to impossible", "with almost certainty"): *all but*, *close to* and
    *next to* before *certain* or *impossible*, and *with near* or *almost certainty*, read as the word alone (1 and
    0); they are *almost certain* (0.95) and *almost no chance* (0.02), as *nearly* and *virtually* are."""
    assert read_probabilities(sentence, Variable("rain")) == pytest.approx((value,))


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("It rains with a very high probability.", 0.9),
        ("It rains with a high probability.", 0.7),
        ("There is a high likelihood of rain.", 0.7),
        ("It rains with a very low probability.", 0.05),
        ("There is a 30% probability that it rains.", 0.3),
    ],
)
def test_a_probability_or_likelihood_said_by_its_size(sentence, value):
    """fresh_76 and QUITE train's alarm0 ("With very high probability, the minimum volume … is set to normal, only in
    very rare occasions …"): *a (very) high probability* or *likelihood* is read as *a (very) high chance* is (0.7,
    0.9), *a very low probability* as *a very low chance* (0.05); before, none of them was read. A stated number stays
    the number."""
    assert read_probabilities(sentence, Variable("rain")) == pytest.approx((value,))


def test_states_said_equally_share_what_the_others_leave():
    """fresh_75 and QUITE train's alarm0 ("ZERO with almost certainty, whereas LOW, NORMAL and HIGH are equally
    unlikely to appear": gold 0.97, 0.01 each) and insurance1 ("It is improbable that the car is worth $5,000. It is
    equally likely the car is worth $10,000, $20,000 or $50,000 …": 0.1, 0.3 each): each state of the list took the
    word's own number (0.2 for *unlikely*, 0.5 for *equally likely*). States said *equally* anything share what the
    others leave; said alone, each takes its share of the whole."""
    load = Variable("load", ("normal", "low", "high"))
    for sentence, expected in (
        ("The load is normal with almost certainty, whereas low and high are equally unlikely.", (0.95, 0.025, 0.025)),
        (
            "It is almost certain that the load is normal, whereas low and high are equally likely.",
            (0.95, 0.025, 0.025),
        ),
        ("The load is normal with almost certainty, and low or high with an equal chance.", (0.95, 0.025, 0.025)),
        ("The load is normal with a very good chance, whereas low and high are equally improbable.", (0.8, 0.1, 0.1)),
        ("The load is equally likely to be normal, low or high.", (1 / 3, 1 / 3, 1 / 3)),
    ):
        assert read_probabilities(sentence, load) == pytest.approx(expected, abs=1e-9), sentence
    # a number said equally stays the number
    assert read_probabilities("The load is normal in 80% of cases, low and high 10% each.", load) == pytest.approx(
        (0.8, 0.1, 0.1)
    )
    assert read_probabilities("It is equally likely that the car has an alarm or not.", Variable("alarm")) == (0.5,)
    # *cannot* says no chance, as in the state reader: what is left is the list's alone
    value = Variable("value", ("5000", "10000", "20000", "50000"))
    text = "It is improbable that the car is worth $5,000. It is equally likely that it is worth $10,000 or $20,000."
    assert read_probabilities(text + " It cannot be worth $50,000.", value) == pytest.approx((0.1, 0.45, 0.45, 0.0))


def test_a_not_apart_from_the_word_is_read_as_before():
    """A *not* of a condition or of a relative clause, away from the word, is not the word's."""
    home = Variable("neighbour_home")
    assert read_probabilities("If the dog is not fed, the neighbour is usually at home.", home) == (0.7,)
    assert read_probabilities("It is likely that the neighbour is not at home.", home) == pytest.approx((0.3,))


def test_words_of_amount_are_read_as_words_of_frequency():
    """*most*, *the majority of*, *almost all*, *few*, *very few*, *a small number of*, *hardly any* say how many
    of a group, on the same scale; *most* before a word of likelihood or frequency ("most commonly") is that word's."""
    studies, passes = Variable("studies"), Variable("passes_exam")
    assert read_probabilities("Most students study for the exam.", studies) == pytest.approx((0.7,))
    assert read_probabilities("Almost all students who study pass the exam.", passes) == pytest.approx((0.95,))
    assert read_probabilities("Few students who do not study pass the exam.", passes) == pytest.approx((0.1,))
    assert read_probabilities("Very few patients get side effects.", Variable("side_effects")) == (0.05,)
    assert read_probabilities("Hardly any cars are stolen.", Variable("car_stolen")) == (0.02,)
    assert read_probabilities("The majority of patients take the medicine.", Variable("takes_medicine")) == (0.7,)
    flow = "Most commonly the flow is low, and it is rarely high."
    assert read_probabilities(flow, LUNG_FLOW) == pytest.approx((0.7, 0.2, 0.1))  # normal: the rest


def test_a_word_of_frequency_said_again_or_compared_says_nothing_more():
    """ "usually normal in the majority of cases" says one probability, not two (the second went to another state);
    "less frequent" compares and says none; "usually heavy or occasionally moderate" says two."""
    parenchyma = Variable("lung_parenchyma", ("normal", "congested", "abnormal"))
    again = "The lung parenchyma is usually normal in the majority of cases, but it is rarely congested."
    assert read_probabilities(again, parenchyma) == pytest.approx((0.7, 0.1, 0.2))
    compared = "Low flow is uncommon, whereas high flow is common. Normal flow is less frequent than high flow."
    assert read_probabilities(compared, LUNG_FLOW) == pytest.approx((0.1, 0.2, 0.7))
    assert read_probabilities("Low flow is equally common as high flow.", LUNG_FLOW) is None  # EQUAL_PHRASES
    traffic = Variable("road_traffic", ("heavy", "moderate", "light"))
    listed = "The traffic is usually heavy or occasionally moderate, and very rarely light."
    assert read_probabilities(listed, traffic) == pytest.approx((0.7, 0.25, 0.05))


def test_a_word_said_of_a_list_of_states_is_each_ones_where_that_sums_to_one():
    """In words, "probably not low or medium, unlikely high or extreme" gives each state of a list its word (0.3,
    0.3, 0.2, 0.2), before or after the list; where that would not sum to 1 the list's other states share the rest as
    before, and beside stated numbers a number goes to one state unless *each* is said."""
    bill = Variable("repair_bill", ("low", "medium", "high", "extreme"))
    before = "The repair bill is probably not low or medium, and it is unlikely to be high or extreme."
    assert read_probabilities(before, bill) == pytest.approx((0.3, 0.3, 0.2, 0.2))
    after = "Low or medium repair bills are probably not what we expect, and high, extreme ones are unlikely."
    assert read_probabilities(after, bill) == pytest.approx((0.3, 0.3, 0.2, 0.2))
    cost = Variable("medical_cost", ("1000", "10000", "100000", "1000000"))
    dollars = "It is probably not a thousand or ten thousand dollars, and unlikely a hundred thousand or a million."
    assert read_probabilities(dollars, cost) == pytest.approx((0.3, 0.3, 0.2, 0.2))
    short = "The repair bill is unlikely to be low or medium, and it is probably not high."  # 0.2 + 0.2 + 0.3 < 1
    assert read_probabilities(short, bill) == pytest.approx((0.2, 0.25, 0.3, 0.25))
    numbers = "The repair bill is low or medium in 30% of cases, and high or extreme in 20% of cases."
    assert read_probabilities(numbers, bill) == pytest.approx((0.25, 0.3, 0.25, 0.2))  # each number: nearest state


def test_ratios_against_one_state_share_out_the_whole():
    """Two ratios against the same state give each state its factor over their sum, the second with or without its
    verb; a second ratio against the first one's other state weighs against that state."""
    weather = Variable("weather", ("sunny", "cloudy", "rainy"))
    elided = "Sunny days are three times as common as rainy days, and cloudy days twice as common as rainy days."
    assert read_probabilities(elided, weather) == pytest.approx((1 / 2, 1 / 3, 1 / 6))
    both = "Cloudy weather is twice as likely as rainy weather, and sunny weather is 3 times as likely as rainy."
    assert read_probabilities(both, weather) == pytest.approx((1 / 2, 1 / 3, 1 / 6))
    one = "Sunny days are twice as common as rainy days."
    assert read_probabilities(one, Variable("weather", ("sunny", "rainy"))) == pytest.approx((2 / 3, 1 / 3))
    chained = "Sunny days are twice as common as rainy days, and cloudy days are half as common as sunny days."
    assert read_probabilities(chained, weather) == pytest.approx((1 / 2, 1 / 4, 1 / 4))
    same = "Sunny days are twice as common as rainy days, and cloudy days are as common as rainy days."  # factor 1
    assert read_probabilities(same, weather) == pytest.approx((1 / 2, 1 / 4, 1 / 4))
    assert read_probabilities("Rain is as likely as not.", Variable("rain")) == (0.5,)  # against not: as before
    apart = "Sunny days are twice as common as rainy days, and snow is half as common as hail."  # no value in common
    assert read_probabilities(apart, weather) == pytest.approx((2 / 3, 0.0, 1 / 3))


def test_condition_words_choose_the_parent_assignment():
    score = Variable("invasive_score", ("very_low", "low", "moderate"))
    spores = Variable("produces_spores")
    variables = {v.name: v for v in (score, spores)}
    sentence = "When the invasive score is moderate and it does not produce spores, there is a 42% chance."
    assert [condition_match(sentence, score, s) for s in score.states] == [0.0, 0.0, 1.0]
    assert [condition_match(sentence, spores, v) for v in spores.values] == [0.0, 1.0]
    combos = [(("invasive_score", s), ("produces_spores", v)) for s in score.states for v in spores.values]

    def given(variable):
        candidates = [f"given: {v}" for v in variable.values]
        return dict(zip(variable.values, _first_chooser([sentence] * len(candidates), candidates), strict=True))

    picked = SlotParser(None, _first_chooser).choose_condition(sentence, combos, variables, given)
    assert picked == (("invasive_score", "moderate"), ("produces_spores", "false"))
    # the words outweigh a sure chooser beside them; the chooser alone takes its first values
    beside = SlotParser(None, _first_chooser, given_weight=1.0)
    assert beside.choose_condition(sentence, combos, variables, given) == picked
    chooser_only = SlotParser(None, _first_chooser, **PREMISE_VARIANTS["no condition words"])
    assert chooser_only.choose_condition(sentence, combos, variables, given) == combos[0]


def test_other_parents_clauses_are_not_this_parents_condition():
    """Three parents share "vertical motion": a clause that names another parent's own words ("subjective",
    "quasi-geostrophic" written apart) says nothing of this one, whose own name the text never spells."""
    mu = Variable("n0_7mu_vertical_motion", ("strong_up", "weak_up", "neutral", "down"))
    judged = Variable("subjective_vertical_motion", mu.states)
    quasi = Variable("quasigeostrophic_vertical_motion", mu.states)
    sentence = (
        "When the 10.7mu vertical motion is strongly upward, the subjective judgment of vertical motion is weakly "
        "upward, and the quasi-geostrophic vertical motion is neutral, the combined motion is 70% strongly upward."
    )
    alone = [condition_match(sentence, mu, s) for s in mu.states]
    assert alone.index(max(alone)) != 0  # without the other parents, "neutral" (the quasi-geostrophic's) wins
    beside = [condition_match(sentence, mu, s, [judged, quasi]) for s in mu.states]
    assert beside.index(max(beside)) == 0 and beside[2] == 0.0
    assert [condition_match(sentence, quasi, s, [mu, judged]) for s in mu.states].index(1.0) == 2


def test_a_negated_state_and_a_condition_after_the_number():
    year = Variable("vehicle_year", ("current", "older"))
    not_current = "When the car is a sports model and is not from the current year, there is a 90% probability."
    assert [condition_match(not_current, year, s) for s in year.states] == [0.0, 1.0]  # the other of two states
    cin = Variable("latest_cin", ("latest_convective_inhibition", "partial_inhibition", "stifles_convection"))
    no_cin = "With no latest convective inhibition and LLIW at moderate levels, convection is strong (50%)."
    assert [condition_match(no_cin, cin, s) for s in cin.states] == [1.0, 0.0, 0.0]  # more states: kept as said
    tb, cancer = Variable("tuberculosis"), Variable("lung_cancer")
    late = (
        "There is a 100% chance that a patient suffers from both if tuberculosis is not diagnosed, but lung cancer is."
    )
    assert [condition_match(late, tb, v) for v in tb.values] == [0.0, 1.0]
    assert [condition_match(late, cancer, v) for v in cancer.values] == [1.0, 0.0]


def test_a_condition_said_as_the_subject_after_the_number():
    """asia0: "30% of all non-smokers still get bronchitis" has no condition word; its subject after the number is
    the condition (a *non-* noun says false), and that number is read as said, not as its complement. A premise with
    a condition word keeps its condition where the word puts it."""
    smokes, bronchitis = Variable("smokes"), Variable("bronchitis")
    subject = "30% of all non-smokers still get bronchitis."
    assert [condition_match(subject, smokes, v) for v in smokes.values] == [0.0, 1.0]
    before = "Smoking leads to bronchitis in 60% of all cases."
    assert [condition_match(before, smokes, v) for v in smokes.values] == [1.0, 0.0]
    assert read_probabilities(subject, bronchitis) == (0.3,)
    cued = "If it rains, 30% of smokers cough."
    assert [condition_match(cued, smokes, v) for v in smokes.values] == [0.5, 0.5]  # not said where "if" puts it


def test_a_boolean_said_false_after_its_name():
    """bn-reasoning's win95pts_3: "there is a 0% chance that problem4 is no" gives problem4 true 100%; the words
    after the name count, not only those between the number and the name. A *not* of a condition after the
    name stays the condition's."""
    problem = Variable("problem4", (), ("pscript", "psgraphic"))
    assert read_probabilities("Given that pscript is yes, there is a 0% chance that problem4 is no.", problem) == (
        1.0,
    )
    assert read_probabilities("If pscript is no, then there is a 81.54% chance that problem4 is no.", problem) == (
        0.1846,
    )
    assert read_probabilities("There is a 30% chance that problem4 occurs if pscript is not set.", problem) == (0.3,)


def test_a_leading_condition_ends_before_the_childs_words():
    """munin0: the child's name ("sensory neuron involvement") is also a state of one parent; after a leading
    condition, the words up to the first probability belong to the child, not to the condition."""
    kind = Variable("differential_diagnosis_type", ("mixed", "motor", "sensory_neuron_involvement"))
    severity = Variable("differential_diagnosis_severity", ("severe", "moderate", "none", "mild"))
    sentence = (
        "In the case of a motor differential diagnosis with a moderate severity, the sensory neuron involvement in "
        "the differential diagnosis is guaranteed to be nonexistent, with a 100% probability."
    )
    assert [condition_match(sentence, kind, s, [severity]) for s in kind.states] == [0.0, 1.0, 0.0]
    assert condition_match(sentence, severity, "moderate", [kind]) > condition_match(
        sentence, severity, "mild", [kind]
    )


def test_a_parent_the_condition_does_not_name_is_found_by_its_description():
    """The namer called a parent ``phytophthora_species_distribution``; the condition says "a presence in urban
    areas through nurseries", which is what the parent's own premises said of it."""
    spread = Variable("phytophthora_species_distribution")
    premises = [
        "If a Phytophthora species has a low invasive score, there is a 40% chance it is distributed in urban areas "
        "through nurseries.",
        "If it has a high invasive score, there is a 70% chance it is distributed in urban areas through nurseries.",
    ]
    described = variable_descriptions(premises, [PremiseSlots(spread.name), PremiseSlots(spread.name)])
    present = "With a low score and a presence in urban areas through nurseries, there is a 10% chance of 20 degrees."
    absent = "With a low score and no presence in urban areas through nurseries, there is a 30% chance of 20 degrees."
    assert [condition_match(present, spread, v) for v in spread.values] == [0.5, 0.5]  # the name is not said
    assert [condition_match(present, spread, v, (), described[spread.name]) for v in spread.values] == [1.0, 0.0]
    assert [condition_match(absent, spread, v, (), described[spread.name]) for v in spread.values] == [0.0, 1.0]
    score = Variable("invasive_score", ("low", "high"))
    combos = [(("invasive_score", "low"), (spread.name, v)) for v in spread.values]
    variables = {v.name: v for v in (score, spread)}
    matches = SlotParser.condition_matches(present, combos, variables, described)
    assert matches[spread.name, "true"] == 1.0 and matches[spread.name, "false"] == 0.0
    assert SlotParser.condition_matches(present, combos, variables)[spread.name, "true"] == 0.5


def test_a_run_is_assigned_together_and_ties_follow_the_usual_order():
    """Greedy, the first premise takes the assignment it half says and leaves the next premise none it says;
    together every premise gets its own. A premise that says nothing takes its place in the usual order."""
    level = Variable("level", ("low", "high"))
    pump = Variable("pump")
    variables = {"level": level, "pump": pump}
    combos = [(("level", a), ("pump", b)) for a in level.states for b in pump.values]
    low_on, low_off, high_on, high_off = combos
    run = [
        "When the pump does not run, 10%.",
        "When the level is low and the pump does not run, 20%.",
        "When the level is high and the pump runs, 30%.",
        "When the level is low and the pump runs, 40%.",
    ]
    parser = SlotParser(None, flat_chooser)
    picked = parser.assign_conditions(run, combos, variables, lambda j, v: {})
    assert picked == [high_off, low_off, high_on, low_on]
    greedy, left = [], list(combos)
    for sentence in run:
        greedy.append(parser.choose_condition(sentence, left, variables, lambda v: {}))
        left.remove(greedy[-1])
    assert greedy[:2] == [low_off, low_on]  # the first premise took the second's assignment
    # a run that says nothing of its conditions follows the usual order (the last parent fastest)
    silent = ["10%.", "20%.", "30%.", "40%."]
    assert parser.assign_conditions(silent, combos, variables, lambda j, v: {}) == combos
    # states read in another order than the run says them ("high" first): the usual order follows the run
    flipped = {"level": Variable("level", ("high", "low")), "pump": pump}
    combos = [(("level", a), ("pump", b)) for a in ("high", "low") for b in pump.values]
    run = [
        "When the level is low and the pump runs, 10%.",
        "With the pump off, 20%.",
        "When the level is high and the pump runs, 30%.",
        "40%.",
    ]
    picked = parser.assign_conditions(run, combos, flipped, lambda j, v: {})
    assert [dict(c) for c in picked] == [
        {"level": "low", "pump": "true"},
        {"level": "low", "pump": "false"},
        {"level": "high", "pump": "true"},
        {"level": "high", "pump": "false"},
    ]


_SPECIES_TEXT = [
    "The species produces spores in 50% of cases.",
    "The species has a low score in 30% of cases, a moderate score in 50% and a high score in 20%.",
    "If the species has a low score, its structure is amphigynous in 30% and paragynous in 70% of cases.",
    "If the species has a moderate score, its structure is amphigynous in 50% and paragynous in 50% of cases.",
    "If the species has a high score, its structure is amphigynous in 20% and paragynous in 80% of cases.",
    *(
        f"When the score is {level} and the species {does}, {p}% of the species are sold in nurseries."
        for level, ps in (("low", (33, 26)), ("moderate", (38, 71)), ("high", (62, 42)))
        for does, p in zip(("produces spores", "does not produce spores"), ps, strict=True)
    ),
]


def test_run_lengths_keep_the_subject_out_of_every_parent_set():
    """The namer's failure on phytophthora0: the first variable named after the subject every premise says
    ("species" for produces_spores). By mentions alone it joins every parent set; where each run ends (the
    consequents' words) and the parent values each premise says keep it where it belongs."""
    species, score = Variable("species"), Variable("score", ("low", "moderate", "high"))
    structure = Variable("structure", ("amphigynous", "paragynous"))

    def given(j, variable):
        return {value: 0.5 for value in variable.values}

    def parents(parser):
        return [
            parser._choose_parents(first, _SPECIES_TEXT, declared, given)
            for first, declared in ((1, [species]), (2, [species, score]), (5, [species, score, structure]))
        ]

    assert parents(SlotParser(None, flat_chooser)) == [[], ["score"], ["species", "score"]]
    mentions_only = SlotParser(None, flat_chooser, run_weight=0.0, run_breaks=False, parent_condition_weight=0.0)
    assert parents(mentions_only) == [["species"], ["species", "score"], ["species", "score"]]

    def sure(j, variable):  # a chooser sure that every premise conditions on the species
        return {value: 0.999 if variable is species else 0.5 for value in variable.values}

    def sure_parents(parser):
        return [
            parser._choose_parents(first, _SPECIES_TEXT, declared, sure)
            for first, declared in ((1, [species]), (2, [species, score]))
        ]

    assert sure_parents(SlotParser(None, flat_chooser)) == [[], ["score"]]
    unfloored = SlotParser(None, flat_chooser, mention_floor=1e-6, run_breaks=False)
    assert sure_parents(unfloored) == [["species"], ["species", "score"]]
    # the nursery premise shares no word with the structure's run, so that run cannot grow to six premises
    assert sure_parents(SlotParser(None, flat_chooser, mention_floor=1e-6)) == [["species"], ["score"]]
    continuity = RunContinuity(_SPECIES_TEXT)
    assert continuity.same(2, 3) > continuity.midpoint > continuity.same(2, 5)
    assert continuity.log_length(2, 3) > max(continuity.log_length(2, n) for n in (1, 2, 6))


def test_a_run_never_covers_a_premise_that_shares_no_word_with_it():
    """Two parents would make the sea's run four premises long, over the ferries' first premise, which shares no word
    of its consequent with the run (``run_breaks``, the default): one parent is taken instead."""
    text = [
        "10% of the days are windy.",
        "20% of the days are cold.",
        "If a day is windy and cold, the sea is rough in 80% of cases.",
        "If a day is windy but not cold, the sea is rough in 60% of cases.",
        "If a day is cold but not windy, ferries sail with a probability of 70%.",
        "If a day is neither cold nor windy, ferries sail with a probability of 95%.",
    ]
    continuity = RunContinuity(text)
    assert continuity.breaks(2, 4) and not continuity.breaks(2, 2) and not continuity.breaks(4, 2)
    declared = [Variable("windy"), Variable("cold")]

    def given(j, variable):
        return {value: 0.5 for value in variable.values}

    assert SlotParser(None, flat_chooser, run_breaks=False)._choose_parents(2, text, declared, given) == [
        "windy",
        "cold",
    ]
    assert len(SlotParser(None, flat_chooser)._choose_parents(2, text, declared, given)) == 1


def test_words_of_likelihood_weigh_little_in_a_runs_words():
    """A chain said in words of likelihood: the basement's first premise says the tank's run's *almost certain*, and
    the tank's rows say them in turn, so at full weight those words made the basement's premise continue the tank's
    run (overlap 0.5, above the midpoint) and the tank's own second row look less like its first (0.67). At
    ``SCALE_WORD_WEIGHT`` of their rarity, the words the run is about decide."""
    from hedgehub import slot_parser

    text = [
        "It is likely that the pump fails.",
        "If the pump fails, it is almost certain that the tank overflows.",
        "If the pump works, there is little chance that the tank overflows.",
        "If the tank overflows, it is almost certain that the basement floods.",
        "If the tank does not overflow, there is little chance that the basement floods.",
    ]
    continuity = RunContinuity(text)
    assert continuity.same(1, 2) > 0.8 and continuity.same(3, 4) > 0.8
    assert continuity.same(1, 3) < 0.3 < continuity.midpoint
    assert {"likely", "almost", "certain", "little", "chance"} <= slot_parser._SCALE_WORDS
    assert not {"high", "low", "small", "large"} & slot_parser._SCALE_WORDS  # words of states


def test_a_premise_giving_chances_to_other_states_ends_the_run():
    """Two variables of one subject in the same words (the traffic's level, then its noise): word overlap alone
    barely tells a run of three from one of six; the noise's first premise gives chances to states that share no
    word with the level's (``state_odds``, SlotParser's ``state_break_odds``), so the run of three wins clearly."""
    rows = [
        ("sunny", "light", 50, "moderate", 30, "heavy", 20),
        ("rainy", "light", 30, "moderate", 40, "heavy", 30),
        ("snowy", "light", 10, "moderate", 30, "heavy", 60),
        ("sunny", "quiet", 40, "loud", 40, "deafening", 20),
        ("rainy", "quiet", 50, "loud", 40, "deafening", 10),
        ("snowy", "quiet", 70, "loud", 25, "deafening", 5),
    ]
    text = ["The weather is sunny on 60% of days, rainy on 30% and snowy on 10%.", "It is a holiday on 10% of days."]
    text += [
        f"If it is {w}, the traffic in the city centre is {a} in {p}% of cases, {b} in {q}% and {c} in {r}%."
        for w, a, p, b, q, c, r in rows
    ]
    words_only = RunContinuity(text)
    assert abs(words_only.log_length(2, 3) - words_only.log_length(2, 6)) < 0.1
    states = RunContinuity(text, state_odds=SlotParser(None, flat_chooser).state_break_odds)
    assert states.other_states(5) and not any(states.other_states(j) for j in (3, 4, 6, 7))
    assert states.probability(2, 5) < 0.05 < 0.99 < states.probability(2, 4)
    assert states.log_length(2, 3) > states.log_length(2, 6) + 0.5


def test_parent_sets_by_default_come_from_the_names_the_run_says_not_the_chooser():
    """A trained chooser's mention scores overfit the networks it was trained on (BENCHMARKS.md, "The chooser against
    the rules on networks it never saw"), so by default (``parent_lexical_weight=1``) parent sets come from the names
    the run's premises say, and the chooser is not even asked. A chooser sure that every premise mentions a variable
    the text never names puts it in the parent set when it has the whole say."""
    species, score = Variable("species"), Variable("score", ("low", "moderate", "high"))
    rainfall = Variable("rainfall")
    declared = [species, rainfall, score]
    asked = []

    def overfit(j, variable):
        asked.append(variable.name)
        return {value: 0.999 if variable is rainfall else 0.5 for value in variable.values}

    def parents(parser):
        return [parser._choose_parents(first, _SPECIES_TEXT, declared, overfit) for first in (2, 5)]

    assert parents(SlotParser(None, flat_chooser)) == [["score"], ["species", "score"]]
    assert asked == []
    assert parents(SlotParser(None, flat_chooser, parent_lexical_weight=0.0)) == [["score"], ["rainfall", "score"]]
    assert asked


def _toy_rows():
    premises = [
        "0.35::smoker.",
        "0.2::flow(low); 0.7::flow(normal); 0.1::flow(high) :- smoker.",
        "0.6::flow(low); 0.3::flow(normal); 0.1::flow(high) :- \\+smoker.",
    ]
    numeric = [
        "35% of the population are smokers.",
        "If someone smokes, normal flow is 70% likely, low flow has a 20% chance and high flow 10%.",
        "If someone does not smoke, high flow has a 10% chance, normal flow 30%, and low flow 60%.",
    ]
    wep = [
        "It is probably not the case that someone smokes.",
        "If someone smokes, normal flow is likely, low flow unlikely, and high flow improbable.",
        "If someone does not smoke, high flow is improbable, normal flow probably not the case, low flow better "
        "than even.",
    ]
    row = {
        "file_name": "toy",
        "pair_id": 0,
        "premise_programs": premises,
        "numeric_premises": numeric,
        "wep_premises": wep,
    }
    return [row, {**row, "pair_id": 1}]


def test_premise_report_counts_each_network_once():
    variants = {"default": {}, "chooser only": PREMISE_VARIANTS["chooser only"]}
    report, records = premise_report(_first_chooser, _toy_rows(), variants, parent_sets=False)
    numeric = report["default"]["numeric"]
    assert numeric["premises"] == 3 and numeric["num_networks"] == 1
    assert numeric["probabilities"] == 100.0 and numeric["conditions"] == 100.0 and numeric["networks"] == 100.0
    assert numeric["continuing_conditions"] == 100.0 and numeric["num_continuing"] == 1
    # the flow run's second premise reads as continuing it; the flow premise after the smoker run does not
    assert numeric["continuing_read_as_continuing"] == 100.0 and numeric["first_after_run_read_as_continuing"] == 0.0
    baseline = report["chooser only"]["numeric"]
    assert baseline["probabilities"] < 100.0 and baseline["errors"]
    # words: "probably not" reads 0.3 where gold says 0.35; "likely, unlikely, improbable" are 0.7, 0.2, 0.1
    assert report["default"]["wep"]["errors"] == {"WEP value": 1}
    assert [r["error"] for r in records] == ["ok", "ok", "ok", "WEP value", "ok", "ok"]


def test_probability_errors_by_kind():
    assert probability_error((0.1, 0.9), (0.1, 0.9), [0.1, 0.9], [0.1], wep=False) == "ok"
    assert probability_error((0.1, 0.2, 0.7), (0.5, 0.5, 0.0), [0.1, 0.5], [0.1], wep=False) == "missing candidate"
    assert probability_error((0.2, 0.8), (0.5, 0.5), [0.2, 0.5, 0.8], [0.2], wep=False) == "equal split"
    assert probability_error((0.3, 0.3, 0.3), (0.3, 0.4, 0.3), [0.3], [], wep=False) == "gold sum != 1"
    assert probability_error((0.2, 0.3, 0.5), (0.3, 0.2, 0.5), [0.2, 0.3, 0.5], [0.2, 0.3], wep=False) == (
        "state order"
    )
    assert probability_error((0.2, 0.3, 0.5), (0.2, 0.4, 0.4), [0.2, 0.3, 0.4, 0.5], [0.2], wep=False) == ("remainder")
    assert probability_error((0.25,), (0.2,), [0.2, 0.25], [], wep=True) == "WEP value"


def test_doctests():
    result = doctest.testmod(slot_choices, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_reading_ceiling_solves_gold_structure_with_the_numbers_read():
    """A pair whose answer does not use the misread premise is right even in words: P(low flow | smoker) is 0.2 in
    both wordings; P(low flow) needs P(smoker), which "probably not" reads as 0.3 instead of 0.35."""
    first, second = _toy_rows()
    first = {
        **first,
        "evidence_programs": ["evidence(smoker)."],
        "query_program": "query(flow(low)).",
        "answer": 0.2,
        "status": "ok",
        "reasoning_types": ["causal"],
    }
    second = {
        **second,
        "evidence_programs": [],
        "query_program": "query(flow(low)).",
        "answer": 0.35 * 0.2 + 0.65 * 0.6,
        "status": "ok",
        "reasoning_types": ["causal"],
    }
    report = slot_choices.reading_ceiling(flat_chooser, [first, second])
    assert report["numeric"]["correct"] == 100.0 and report["numeric"]["pairs_all_exact"] == 100.0
    wep = report["wep"]
    assert (wep["correct"], wep["wrong"], wep["error"]) == (50.0, 50.0, 0.0)
    assert wep["premises_exact"] == 66.7 and wep["pairs_all_exact"] == 0.0


def test_wep_reach_counts_pairs_no_premise_off_the_scale_changes():
    """P(low flow | smoker) does not use P(smoker) = 0.35, which no word on the scale says: reachable; P(low flow)
    uses it: not. A column is on the scale when its numbers are, or those off it share what the others leave."""
    first, second = _toy_rows()
    rows = [
        {**first, "evidence_programs": ["evidence(smoker)."], "query_program": "query(flow(low)).", "answer": 0.2},
        {**second, "evidence_programs": [], "query_program": "query(flow(low)).", "answer": 0.35 * 0.2 + 0.65 * 0.6},
    ]
    rows = [{**row, "status": "ok", "reasoning_types": ["causal"]} for row in rows]
    reach = slot_choices.wep_reach(rows)
    assert (reach["pairs"], reach["reachable"], reach["premises"], reach["on_scale"]) == (2, 1, 3, 2)
    assert reach["networks"] == {"toy": {"pairs": 2, "reachable": 1}}
    assert slot_choices.on_scale((0.7, 0.15, 0.15), boolean=False) and slot_choices.on_scale((0.8,), boolean=True)
    assert not slot_choices.on_scale((0.35,), boolean=True)
    assert not slot_choices.on_scale((0.5, 0.35, 0.15), boolean=False)


def test_true_or_false_alone_does_not_say_a_parent():
    """Template text (bn-reasoning's alarm) gives every boolean the states "true" and "false": "Insuffanesth is true
    with a probability of 10%" says hypovolemia's state word, not hypovolemia. Counted as half a mention, it made
    hypovolemia the parent of the run the template's look-alike premises seemed to form (bn-reasoning alarm_1)."""
    hypovolemia = Variable("hypovolemia", ("true", "false"))
    anaphylaxis = Variable("anaphylaxis", ("true", "false"))
    tpr = Variable("tpr", ("low", "normal", "high"))
    declared = [hypovolemia, anaphylaxis, tpr]
    sentence = "Insuffanesth is true with a probability of 10% and false with a probability of 90%."
    assert lexical_scores(sentence, {v.name: v for v in declared}, "premise") == {
        "hypovolemia": 0.5,
        "anaphylaxis": 0.5,
        "tpr": 0.0,
    }
    assert premise_mentions(sentence, declared) == {"hypovolemia": 0.0, "anaphylaxis": 0.0, "tpr": 0.0}
    condition = "When anaphylaxis is true, catechol is elevated with a probability of 98%."
    assert premise_mentions(condition, declared) == {"hypovolemia": 0.0, "anaphylaxis": 1.0, "tpr": 0.0}
    low = "Catechol is high in 90% of cases when it is low."  # a word state only tpr has: a whole mention
    assert premise_mentions(low, declared)["tpr"] == 1.0
    assert premise_mentions(low, declared, ("high", "low"))["tpr"] == 0.5  # unless the new variable's states say it


def test_a_number_the_new_variable_takes_says_no_parent():
    """water0 (validation): "The CKND at 12:00 is certainly 4 mg/L, whereas 2 mg/L and 6 mg/L are impossible"
    introduces CKND with no parent, but "2 mg/L" is also a state of the declared CKNN, so CKNN counted as half
    mentioned, and the premises after it, which do say CKNN, made it CKND's parent. A number among the new
    variable's own states (read from its premise) now says no other variable; word states still do."""
    rate = Variable("nitrification", ("1", "0.5", "2"))
    decay = ("4", "2", "6")
    text = [
        "The nitrification rate at noon is 1 mg/L in 50% of cases, 0.5 mg/L in 30% and 2 mg/L in 20%.",
        "The decay rate at noon is certainly 4 mg/L, whereas 2 mg/L and 6 mg/L are impossible.",
        *(
            f"If the nitrification rate at noon is {r} mg/L, the decay rate at one is 2 mg/L in {p}% of cases, 4 mg/L"
            f" in {100 - p}% and 6 mg/L in 0%."
            for r, p in (("0.5", 90), ("1", 60), ("2", 30))
        ),
    ]
    assert premise_mentions(text[1], [rate]) == {"nitrification": 0.5}
    assert premise_mentions(text[1], [rate], decay) == {"nitrification": 0.0}
    assert premise_mentions(text[2], [rate], decay) == {"nitrification": 1.0}  # said by name
    level = Variable("level", ("low", "high"))
    assert premise_mentions("If the level is low, the pressure is low in 90% of cases.", [level], ("low",)) == {
        "level": 1.0
    }

    def given(j, variable):
        return {value: 0.5 for value in variable.values}

    mentions_only = SlotParser(None, flat_chooser, run_weight=0.0, run_breaks=False, parent_condition_weight=0.0)
    assert mentions_only._choose_parents(1, text, [rate], given) == ["nitrification"]
    assert mentions_only._choose_parents(1, text, [rate], given, child_states=decay) == []


def _decay_rates(first: str) -> tuple[list[str], list[PremiseSlots]]:
    """water0's shape: a decay rate at 12:00 (introduced by ``first``), its three rows at 12:15, and the slots."""
    premises = [
        first,
        *(
            f"If the nitrogen decay rate at 12:00 is {v} mg/L, the nitrogen decay rate at 12:15 is 2 mg/L in {p}% of "
            f"cases, 4 mg/L in {100 - p}% and 6 mg/L in 0%."
            for v, p in (("4", 90), ("2", 60), ("6", 30))
        ),
    ]
    return premises, [PremiseSlots("decay"), *(PremiseSlots("decay_dec", (("decay", v),)) for v in ("4", "2", "6"))]


def test_a_word_only_another_variable_is_described_by_decides_between_look_alikes():
    """water0 (validation) has the same quantities at 12:00 and at 12:15; the namer's names (``cknd``,
    ``cknd_dec``) do not say the time, so "the decay rate at 12:15" matched both alike. With ``description_foreign``
    (the default), a variable loses the share of the sentence's described words that only other variables'
    descriptions have: "15" is said of the later decay rate alone."""
    premises, slots = _decay_rates(
        "The nitrogen decay rate at 12:00 is 4 mg/L in 50% of cases, 2 mg/L in 30% and 6 mg/L in 20%."
    )
    descriptions = variable_descriptions(premises, slots)
    assert "15" in descriptions["decay_dec"] and "15" not in descriptions["decay"]
    variables = {"decay": Variable("decay", ("4", "2", "6")), "decay_dec": Variable("decay_dec", ("2", "4", "6"))}
    sentences = [
        ("The nitrogen decay rate at 12:15 is 4 mg/L.", "evidence", "decay_dec"),
        ("The nitrogen decay rate at 12:00 is 2 mg/L.", "evidence", "decay"),
        ("What is the probability that the nitrogen decay rate at 12:15 is 6 mg/L?", "question", "decay_dec"),
    ]

    def chosen(parser):
        return [
            parser.choose_atoms(variables, [s], [k], descriptions=descriptions)[0].variable for s, k, _ in sentences
        ]

    assert chosen(SlotParser(None, flat_chooser)) == [gold for *_, gold in sentences]
    assert chosen(SlotParser(None, flat_chooser, description_foreign=False)) == ["decay", "decay", "decay"]


def test_a_time_the_premises_do_not_describe_a_variable_at_rules_it_out():
    """water0's namer names ``cknd`` and ``cknd_dec`` say no time, and the chooser leans to the 12:00 decay rate for
    "the decay rate at 12:15" too; what the premises say of each does not outweigh it. With ``time_penalty`` (the
    default) a variable the premises describe at 12:00 only loses it for a sentence that says 12:15 and not 12:00."""
    premises, slots = _decay_rates(
        "The nitrogen decay rate at 12:00 is certainly 4 mg/L, whereas 2 mg/L and 6 mg/L are impossible."
    )
    descriptions, texts = variable_descriptions(premises, slots), premise_consequents(premises, slots)
    variables = {"decay": Variable("decay", ("4", "2", "6")), "decay_dec": Variable("decay_dec", ("2", "4", "6"))}
    sentences = [
        ("The nitrogen decay rate at 12:15 is 6 mg/L.", "evidence", "decay_dec"),
        ("The nitrogen decay rate at 12:00 is 2 mg/L.", "evidence", "decay"),
        ("The nitrogen decay rate is 6 mg/L at 12:15.", "evidence", "decay_dec"),
        (
            "What is the probability that the decay rate at 12:15 is 4 mg/L, given it is 2 at 12:00?",
            "question",
            "decay_dec",
        ),
    ]

    def earlier(texts, candidates):  # leans to the decay rate whose name says no more
        return [0.9 if c.endswith(": decay") else 0.1 if "dec" in c else 0.5 for c in candidates]

    def chosen(parser):
        return [parser.choose_atoms(variables, [s], [k], descriptions, texts)[0].variable for s, k, _ in sentences]

    assert chosen(SlotParser(None, earlier)) == [gold for *_, gold in sentences]
    assert chosen(SlotParser(None, earlier, time_penalty=0.0)) == ["decay"] * 4


def test_a_boolean_named_by_a_state_and_the_child_is_no_parent_of_that_child():
    """ALARM's shape (test's alarm2, a counts-only diagnostic of run 156): the namer calls "a false alarm for low
    water output" ``low_water_output``, and every premise of the water output's run says that name in full, as the
    child and its state ("the water output is low in 90% of cases"). Counted as a mention, the boolean became a third
    parent and the run swallowed the next one. With ``stated_children`` those premises say the child alone; the
    premises after them, whose condition says the boolean, still say it."""
    from hedgehub.evaluation.user_text import FRESH_44

    premises = list(next(p for p in FRESH_44 if p.name == "pump station").premises)
    speed = Variable("motor_speed", ("slow", "normal", "fast"))
    pressure = Variable("pipe_pressure", ("weak", "normal", "strong"))
    alarm = Variable("low_water_output")
    lnh = ("low", "normal", "high")
    for sentence in premises[3:12]:
        assert premise_mentions(sentence, [speed, pressure, alarm], lnh, "water_output", stated_children=True) == {
            "motor_speed": 1.0,
            "pipe_pressure": 1.0,
            "low_water_output": 0.0,
        }
        assert premise_mentions(sentence, [speed, pressure, alarm], lnh, "water_output")["low_water_output"] == 1.0
    for sentence in premises[12:]:  # a reading whose condition says the boolean
        mentions = premise_mentions(sentence, [speed, pressure, alarm], lnh, "flow_reading", stated_children=True)
        assert mentions["low_water_output"] == 1.0

    def given(j, variable):
        return {value: 0.5 for value in variable.values}

    for stated, parents in (
        (True, ["motor_speed", "pipe_pressure"]),
        (False, ["motor_speed", "pipe_pressure", alarm.name]),
    ):
        mentions_only = SlotParser(
            None, flat_chooser, run_weight=0.0, run_breaks=False, parent_condition_weight=0.0, stated_children=stated
        )
        chosen = mentions_only._choose_parents(
            3, premises, [speed, pressure, alarm], given, child_states=lnh, child_name="water_output"
        )
        assert chosen == parents


def test_a_boolean_restating_a_parent_in_a_state_is_said_only_in_its_order():
    """ALARM's shape (test's alarm2, a counts-only diagnostic of run 162): the namer calls "a false alarm for low
    power output" ``low_power_output``, a name that restates ``power_output`` in its state *low*. A later run's
    conditions say the power output in each of its states ("if the power output is high and the grid demand is
    low, …"): the boolean's words are all there, so its longer name halved the power output's mention and the run
    took the boolean as a parent in its place. Said out of its order, that name is the power output in a state;
    said in its order ("if a false alarm for low power output is raised") it is the boolean, as before."""
    from hedgehub.evaluation.user_text import FRESH_47

    premises = list(next(p for p in FRESH_47 if p.name == "hydro turbine").premises)
    lnh = ("low", "normal", "high")
    declared = [
        Variable("rotor_speed", ("slow", "normal", "fast")),
        Variable("inlet_pressure", ("weak", "normal", "strong")),
        Variable("grid_demand", lnh),
        Variable("low_power_output"),
        Variable("power_output", lnh),
        Variable("meter_reading", lnh),
    ]
    for sentence in premises[19:]:  # the grid voltage's run: the power output in each state
        mentions = premise_mentions(sentence, declared, lnh, "grid_voltage")
        assert mentions["power_output"] == 1.0 and mentions["low_power_output"] <= 0.5, sentence
    for sentence in premises[13:19]:  # the meter reading's run: the boolean in its order
        mentions = premise_mentions(sentence, declared[:5], lnh, "meter_reading")
        assert mentions["low_power_output"] == 1.0 and mentions["power_output"] == 0.5, sentence

    def given(j, variable):
        return {value: 0.5 for value in variable.values}

    mentions_only = SlotParser(None, flat_chooser, run_weight=0.0, run_breaks=False, parent_condition_weight=0.0)
    chosen = mentions_only._choose_parents(19, premises, declared, given, child_states=lnh, child_name="grid_voltage")
    assert sorted(chosen) == ["grid_demand", "power_output"]
    chosen = mentions_only._choose_parents(
        13, premises, declared[:5], given, child_states=lnh, child_name="meter_reading"
    )
    assert sorted(chosen) == ["low_power_output", "rotor_speed"]


def test_a_boolean_said_by_its_greek_adjective_is_its_childs_parent():
    """ALARM's shape (test's alarm2, a counts-only diagnostic of run 166): a boolean named by a Greek noun is said
    in its child's premises by the noun's adjective (``sepsis``, "if the patient is septic"). The two words share
    too few letters for :func:`_same_word`'s other tests, so the child's premises named no parent and were read as
    two roots. Now the adjective says the boolean, negated where the condition says *not*."""
    from hedgehub.evaluation.user_text import FRESH_48
    from hedgehub.slot_parser import _same_word, condition_match, lexical_scores

    pairs = [("sepsis", "septic"), ("anaphylaxis", "anaphylactic"), ("epilepsy", "epileptic")]
    pairs.append(("diabetes", "diabetic"))
    assert all(_same_word(noun, adjective) and _same_word(adjective, noun) for noun, adjective in pairs)
    assert not any(_same_word(*pair) for pair in [("tones", "tonic"), ("sepsis", "sepal"), ("thesis", "theme")])
    premises = next(p for p in FRESH_48 if p.name == "sepsis ward").premises
    sepsis = Variable("sepsis")
    declared = {"fluid_balance": Variable("fluid_balance", ("normal", "overloaded")), "sepsis": sepsis}
    for sentence, said in zip(premises[2:8], (True, False, True, True, False, False), strict=True):
        assert lexical_scores(sentence, declared, "premise")["sepsis"] == 1.0, sentence
        assert [condition_match(sentence, sepsis, value) for value in sepsis.values] == [said, not said], sentence


def test_a_state_of_three_letters_is_said_by_its_plural():
    """FRESH_69 (and FRESH_68's second wording: *buses*, *cars*): a root whose states are nouns of three letters
    (``cat``, ``dog``, ``rat``), said in the plural in the rows (*Owners of cats have an allergy …*). Words under four
    letters were one word only when spelt alike, so no row named a state, and the rows were read as three roots.
    Now a word of three letters and its regular plural are one word; *new* / *news* and *car* / *card* stay two."""
    from hedgehub.evaluation.user_text import FRESH_69
    from hedgehub.slot_parser import _same_word, condition_match

    pairs = [("cat", "cats"), ("buses", "bus"), ("fox", "foxes"), ("fly", "flies"), ("car", "cars")]
    assert all(_same_word(*pair) and _same_word(*pair[::-1]) for pair in pairs)
    assert not any(_same_word(*pair) for pair in [("new", "news"), ("car", "card"), ("bus", "buss"), ("day", "dais")])
    rows = next(p for p in FRESH_69 if p.wording == "plural states in the rows").premises[1:]
    pet = Variable("pet", ("cat", "dog", "rat"))
    for sentence, state in zip(rows, pet.values, strict=True):
        assert [condition_match(sentence, pet, value) for value in pet.values] == [v == state for v in pet.values]


def test_a_state_word_of_the_new_variables_name_says_no_parent():
    """FRESH_47's hydro turbine (session 50's open case): "A false alarm for low power output is raised on 5% of
    days", right after the grid demand (low / normal / high), said *low*, a state no other declared variable has, so
    the grid demand counted as said whole, became the boolean's parent, and the boolean took three of the power
    output's premises as its run. *Low* is a word of the new variable's name (the namer's ``low_power_output``),
    said outside any condition, so it is no whole mention of the grid demand; a name word the condition says still
    is one (the namer's ``cash`` for "When a customer pays in cash, …", a user-text payment network)."""
    from hedgehub.evaluation.user_text import FRESH_47

    premises = next(p for p in FRESH_47 if p.name == "hydro turbine").premises
    declared = [
        Variable("rotor_speed", ("slow", "normal", "fast")),
        Variable("inlet_pressure", ("weak", "normal", "strong")),
        Variable("grid_demand", ("low", "normal", "high")),
    ]
    assert premise_mentions(premises[3], declared, (), "")["grid_demand"] == 1.0
    assert premise_mentions(premises[3], declared, (), "low_power_output")["grid_demand"] < 1.0
    payment = [Variable("card_num", ("pay", "cash", "phone"))]  # the namer's ``cash``, said in the condition
    cash = "When a customer pays in cash, a receipt is printed half of the time."
    assert premise_mentions(cash, payment, (), "cash") == {"card_num": 1.0}
    sunny = [Variable("sky", ("sunny", "cloudy"))]  # a state said whole still says its variable
    assert premise_mentions("On sunny days the family goes for a picnic in 80% of cases.", sunny, (), "picnic") == {
        "sky": 1.0
    }


def test_a_state_of_two_things_joined_by_or_is_said_by_its_second_word():
    """WIN95PTS's shape (test's win95pts0, a counts-only diagnostic of run 172, session 52): a child's state read
    from "dirty or contaminated" (``dirty_contaminated``) is said by its second word alone in a later premise ("… is
    definitely contaminated (100% probability)"). The rules named no state there, and the chooser gave the 100% to the
    other state. The word names it now, as its first word did; a word another state or the name has names neither."""
    from hedgehub.evaluation.user_text import FRESH_51

    premises = next(p for p in FRESH_51 if p.name == "tap water").premises
    tap = Variable("tap_water", ("clean", "dirty_contaminated"))
    assert read_probabilities(premises[3], tap) == (0.0, 1.0)  # "certainly dirty", the first word
    assert read_probabilities(premises[4], tap) == (0.0, 1.0)  # "definitely contaminated", the second
    pressure = Variable("tank", ("low_pressure", "high_pressure"))
    assert read_probabilities("The pressure is low in 30% of cases.", pressure) == (0.3, 0.7)


def test_a_non_form_says_none_not_the_word_after_it():
    """ALARM's shape (test's alarm2, a counts-only diagnostic of run 172, session 52): a boolean root said "… is
    existent, with a probability of only 30%, and is non-existent 70% of the time" was read with the states
    ``existent`` and ``none``, and its numbers the other way round: the word after *non-* named ``existent`` beside
    the 70%. *Non-* before a word says ``none`` (as *no* before it does), and the word after it names no state."""
    from hedgehub.evaluation.user_text import FRESH_52

    sprinkler = next(p for p in FRESH_52 if p.name == "fire sprinkler").premises[0]
    assert read_probabilities(sprinkler, Variable("sprinkler_system", ("existent", "none"))) == (0.3, 0.7)
    coverage = next(p for p in FRESH_52 if p.name == "cell coverage").premises[0]
    assert read_probabilities(coverage, Variable("cell_coverage", ("existent", "none"))) == (0.45, 0.55)
    # a variable without a state none keeps reading the word after non-
    organic = Variable("farm", ("organic", "non_organic"))
    assert read_probabilities("A farm is organic in 20% of cases and non-organic in 80%.", organic) == (0.2, 0.8)
