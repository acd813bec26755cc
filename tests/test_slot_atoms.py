"""Evidence and question atoms: the rules beside the chooser (negation, state words, name matching, one variable per
sentence), checked with uninformative or misleading stand-in choosers."""

from __future__ import annotations

import re

import pytest

from hedgehub.evaluation.slot_choices import NAMINGS, VARIANTS, atom_error, variant_report
from hedgehub.slot_parser import (
    SlotParser,
    _distinct_atoms,
    _split_compound,
    asked_part,
    description_scores,
    head_children,
    lexical_scores,
    negated,
    premise_consequents,
    premises_from_program,
    spell_numbers,
    state_match,
    text_subjects,
    variable_descriptions,
)
from hedgehub.slots import AtomSlot, PremiseSlots, Variable


def _flat_chooser(texts, candidates):
    """Knows nothing: every candidate is as likely as any other."""
    return [0.5 for _ in texts]


def _positive_chooser(texts, candidates):
    """Sure of the wrong polarity, as the trained chooser is on "never" and "no report": it prefers every
    candidate without "not"."""
    return [0.01 if candidate.split(": ", 1)[1].startswith("not ") else 0.9 for candidate in candidates]


VARIABLES = {
    v.name: v
    for v in (
        Variable("smoker"),
        Variable("pollution", ("low", "high")),
        Variable("invasive_score", ("very_low", "low", "moderate", "high", "very_high")),
        Variable("car_mileage", ("5000", "20000", "50000", "1000000")),
    )
}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The patient does not smoke.", True),
        ("A person never visited Asia before.", True),
        ("There is no report of a grunting symptom.", True),
        ("The anti-theft devices in the car are absent.", True),
        ("The child did not experience a lack of oxygen at birth.", True),
        ("The patient smokes.", False),
        ("It is not true that the patient doesn't smoke.", False),
    ],
)
def test_negation(text, expected):
    assert negated(text) is expected


def test_asked_part_skips_the_given_clause_wherever_it_is():
    assert asked_part("Given that the chest X-ray is oligaemic, what is the likelihood of low lung flow?") == (
        "what is the likelihood of low lung flow?"
    )
    assert asked_part("What is the likelihood of low lung flow if the X-ray is normal?") == (
        "What is the likelihood of low lung flow"
    )
    # the negation of the given clause is not the question's
    assert not negated(asked_part("Given no birth asphyxia, what is the likelihood of abnormal lung parenchyma?"))


def test_numbers_in_words():
    assert spell_numbers("driven for twenty thousand miles") == "driven for 20000 miles"
    assert spell_numbers("a million dollars, or 1,000,000") == "1000000 dollars, or 1000000"
    assert spell_numbers("between 20 and 25 degrees") == "between 20 and 25 degrees"  # two numbers stay two


def test_state_words_numbers_ranges_order_and_both():
    biomass = Variable("biomass", ("0.15", "0.5", "0.8"))
    assert [state_match("The biomass is 0.50 kg/m2.", biomass, s) for s in biomass.states] == [0.0, 1.0, 0.0]
    temperature = Variable("temperature", ("13.0", "13.0-14.9", "15.0-16.9"))
    ranged = [state_match("It is between 13.0 and 14.9 °C.", temperature, s) for s in temperature.states]
    single = [state_match("It is 13.0 degrees.", temperature, s) for s in temperature.states]
    assert max(ranged) == ranged[1] > ranged[0] and max(single) == single[0] > single[1]
    flow = Variable("duct_flow", ("right_to_left", "none", "left_to_right"))
    scores = [state_match("The flow is from left to right.", flow, s) for s in flow.states]
    assert scores[2] > scores[0] > scores[1]
    structure = Variable("structure", ("amphigynous", "both", "paragynous"))
    sentence = "It has both amphigynous and paragynous structures."
    assert [state_match(sentence, structure, s) for s in structure.states] == [0.0, 1.0, 0.0]
    score = VARIABLES["invasive_score"]
    question = "Given a low score elsewhere, what is the likelihood of a very high invasive score?"
    scores = [state_match(question, score, s, "question") for s in score.states]
    assert scores.index(max(scores)) == score.states.index("very_high")


def test_name_inside_a_longer_name_or_phrase_counts_half():
    xray = {n: Variable(n, ("normal", "plethoric")) for n in ("chest_xray", "xray_report")}
    scores = lexical_scores("The chest X-ray report indicates a plethoric pattern.", xray, "evidence")
    assert scores["xray_report"] > scores["chest_xray"]
    scores = lexical_scores("The chest X-ray shows a plethoric pattern.", xray, "evidence")
    assert scores["chest_xray"] > scores["xray_report"]
    water = {n: Variable(n, ("0.5", "1", "2")) for n in ("cknn", "cknn_v_12_15")}
    later = lexical_scores("The nitrification rate (CKNN) at time 12:15 is 0.5 mg/L.", water, "evidence")
    earlier = lexical_scores("The nitrification rate (CKNN) at 12:00 is 1 mg/L.", water, "evidence")
    assert later["cknn_v_12_15"] > later["cknn"] and earlier["cknn"] > earlier["cknn_v_12_15"]


def test_a_name_said_only_by_a_shorter_name_inside_it_counts_half():
    """FRESH_72: the namer calls "a record of it in the patient's history" ``left_vent_failure_recorded``, the
    parent's name ``left_vent_failure`` inside it. Every later premise that said *left ventricular failure* said
    three of its four words too (0.75), so a parent-set choice took it for a third parent. A name said only by the
    words of another declared name inside it, which the sentence says whole, counts half; said with a word of its
    own, it counts whole."""
    from hedgehub.evaluation.user_text import FRESH_72

    names = ("left_vent_failure", "left_vent_failure_recorded", "hypovolemia")
    declared = {n: Variable(n) for n in names}
    premises = next(p for p in FRESH_72 if p.wording == "words").premises
    for sentence in premises[4:12]:
        scores = lexical_scores(sentence, declared, "premise")
        assert scores["left_vent_failure"] == 1.0 and scores["left_vent_failure_recorded"] == 0.375, sentence
    assert lexical_scores(premises[1], declared, "premise")["left_vent_failure_recorded"] == 1.0


def test_a_name_said_apart_yields_to_one_said_together():
    names = ("sensory_neuron_involvement_severity", "differential_diagnosis_severity", "differential_diagnosis_type")
    munin = {n: Variable(n, ("none", "mild", "moderate")) for n in names}
    text = "The severity of sensory neuron involvement in the differential diagnosis is moderate."
    scores = lexical_scores(text, munin, "evidence")
    assert scores["sensory_neuron_involvement_severity"] == 1.0 and scores["differential_diagnosis_severity"] == 0.5
    # together and whole, the shorter name does not push the longer one down (water's time slices)
    water = {n: Variable(n, ("5", "10", "15")) for n in ("cbodn", "cbodn_v_12_15")}
    text = "The Carbonaceous Biochemical Oxygen Demand for Nitrogen (CBODN) was 10 mg/L at 12:15."
    scores = lexical_scores(text, water, "evidence")
    assert scores["cbodn_v_12_15"] > scores["cbodn"]


def test_rules_choose_atoms_a_flat_chooser_cannot():
    parser = SlotParser(None, _flat_chooser)
    sentences = [
        "The patient does not smoke.",
        "The car has been driven for fifty thousand miles.",
        "Given that pollution is low, what is the likelihood of a very high invasive score?",
    ]
    atoms = parser.choose_atoms(VARIABLES, sentences, ["evidence", "evidence", "question"])
    assert atoms == [
        AtomSlot("smoker", "false"),
        AtomSlot("car_mileage", "50000"),
        AtomSlot("invasive_score", "very_high"),
    ]
    chooser_only = SlotParser(None, _flat_chooser, **VARIANTS["chooser only"])
    assert chooser_only.choose_atoms(VARIABLES, sentences, ["evidence", "evidence", "question"]) != atoms


def test_negation_rule_overrides_a_sure_chooser():
    sentences = ["A person never smoked.", "What is the likelihood of high pollution?"]
    kinds = ["evidence", "question"]
    assert SlotParser(None, _positive_chooser).choose_atoms(VARIABLES, sentences, kinds)[0] == AtomSlot(
        "smoker", "false"
    )
    no_rule = SlotParser(None, _positive_chooser, negation_weight=0.0)
    assert no_rule.choose_atoms(VARIABLES, sentences, kinds)[0] == AtomSlot("smoker", "true")


def test_sentences_of_one_text_get_different_variables():
    """Both sentences look most like pollution to the chooser; the question is about the other variable."""

    def pollution_chooser(texts, candidates):
        return [0.9 if "pollution" in c else 0.3 if "score" in c else 0.01 for c in candidates]

    sentences = ["Pollution is high.", "What is the likelihood that it is very high?"]
    kinds = ["evidence", "question"]
    distinct = SlotParser(None, pollution_chooser, lexical_weight=0.0, state_weight=0.0)
    assert [a.variable for a in distinct.choose_atoms(VARIABLES, sentences, kinds)] == ["pollution", "invasive_score"]
    same = SlotParser(None, pollution_chooser, lexical_weight=0.0, state_weight=0.0, distinct_variables=False)
    assert [a.variable for a in same.choose_atoms(VARIABLES, sentences, kinds)] == ["pollution", "pollution"]
    # with question_shares only the evidence sentences stay apart; the question may ask about an evidence variable
    shares = SlotParser(None, pollution_chooser, lexical_weight=0.0, state_weight=0.0, question_shares=True)
    assert [a.variable for a in shares.choose_atoms(VARIABLES, sentences, kinds)] == ["pollution", "pollution"]
    three = ["Pollution is high.", "It is very high.", sentences[1]]
    chosen = shares.choose_atoms(VARIABLES, three, ["evidence", "evidence", "question"])
    assert [a.variable for a in chosen] == ["pollution", "invasive_score", "pollution"]


def test_a_name_every_sentence_says_is_the_subject_not_the_atom():
    """A generated name for the text's subject ("phytophthora_species") matches every sentence whole; where another
    variable's whole name is said too, the subject's name counts a tenth."""
    variables = {
        v.name: v
        for v in (
            Variable("phytophthora_species"),
            Variable("invasive_score", ("low", "high")),
            Variable("distributed_in_nurseries"),
        )
    }
    sentences = [
        "The Phytophthora species is distributed in nurseries.",
        "What is the likelihood of the Phytophthora species having a high invasive score?",
    ]
    kinds = ["evidence", "question"]
    expected = [AtomSlot("distributed_in_nurseries", "true"), AtomSlot("invasive_score", "high")]
    assert SlotParser(None, _flat_chooser).choose_atoms(variables, sentences, kinds) == expected
    undiscounted = SlotParser(None, _flat_chooser, subject_discount=1.0).choose_atoms(variables, sentences, kinds)
    assert undiscounted[0] == AtomSlot("phytophthora_species", "true")
    # the rule needs two sentences or more: one sentence alone is left to the other rules
    alone = SlotParser(None, _flat_chooser).choose_atoms(variables, sentences[:1], kinds[:1])
    assert alone == undiscounted[:1]


def test_more_sentences_than_variables_never_give_two_values_of_one():
    """Three sentences, two variables: no choice puts each on its own variable, so two may share one, but only
    when they say the same atom of it (two values of one variable as evidence could never hold together)."""
    low, high = AtomSlot("stroke_volume", "low"), AtomSlot("stroke_volume", "high")
    failure = AtomSlot("heart_failure", "true")
    options = [{low: -0.1, failure: -3.0}, {high: -0.1, failure: -2.0}, {low: -0.5, failure: -0.2}]
    assert _distinct_atoms(options) == []
    picked = _distinct_atoms(options, repeat=True)
    assert picked == [low, failure, failure]  # -2.3, beside [low, failure, low] at -2.6


def test_variant_report_counts_wrong_atoms_by_stage():
    premises = ["0.3::smoker.", "0.1::pollution(high); 0.9::pollution(low)."]
    rows = [
        {
            "file_name": "toy",
            "pair_id": 0,
            "premise_programs": premises,
            "evidence_programs": ["evidence(smoker, false)."],
            "query_program": "query(pollution(high)).",
            "evidences": ["The patient does not smoke."],
            "question": "What is the likelihood of high pollution?",
        }
    ]
    report, records = variant_report(
        _positive_chooser, rows, {"default": {}, "no negation rule": VARIANTS["no negation rule"]}
    )
    assert report["default"] == {"correct": 100.0, "errors": {}}
    assert report["no negation rule"] == {"correct": 0.0, "errors": {"evidence value": 1}}
    assert records[0]["correct"] and records[0]["atoms"][0]["picked"] == "smoker=false"
    assert atom_error(AtomSlot("x", "a"), AtomSlot("x", "a", positive=False)) == "polarity"


def test_abbreviated_names_are_matched_by_the_words_they_cut():
    """Names in the Bayesian-network repositories abbreviate (``hrbp``, ``lvedvolume``, ``pulmembolus``): each is the
    start of a run of the sentence's words; with a flat chooser only that match can choose."""
    variables = {
        name: Variable(name, ("low", "normal", "high"))
        for name in ("hrbp", "lvedvolume", "pulmembolus", "cvp", "history")
    }
    sentences = [
        "The heart rate measured by blood pressure is high.",  # "measured by" breaks the run: no hrbp here
        "The left ventricular end-diastolic volume is low.",
        "What is the chance that the central venous pressure is normal?",
    ]
    scores = lexical_scores(sentences[1], variables, "evidence")
    assert scores["lvedvolume"] == 1.0 and max(v for k, v in scores.items() if k != "lvedvolume") < 1.0
    assert lexical_scores("The patient had a pulmonary embolus.", variables, "evidence")["pulmembolus"] == 1.0
    assert lexical_scores("The heart rate blood pressure is high.", variables, "evidence")["hrbp"] == 1.0
    assert lexical_scores(sentences[0], variables, "evidence")["hrbp"] < 1.0
    assert lexical_scores("The child is fine.", variables, "evidence")["cvp"] == 0.0  # no stop word starts a run
    atoms = SlotParser(None, _flat_chooser).choose_atoms(variables, sentences[1:], ["evidence", "question"])
    assert atoms == [AtomSlot("lvedvolume", "low"), AtomSlot("cvp", "normal")]


ALARM = {
    v.name: v
    for v in (
        Variable("minvolset", ("normal", "high", "low")),
        Variable("ventilatormachine", ("high", "normal", "low", "zero"), ("minvolset",)),
        Variable("ventilatordisconnected"),
        Variable("ventilatortube", ("high", "normal", "low", "zero"), ("ventilatordisconnected", "ventilatormachine")),
        Variable("kinkedtube"),
    )
}


def test_a_shortened_first_word_before_the_rest_of_the_name_says_the_name():
    """hailfinder's ``AMInstabMt`` is ``atmospheric_instability`` beside ``instability``: "the AM instability" says
    the longer name ("AM" keeps atmospheric's first letter and some of the rest in order), also with a word
    between; "the instability" still says the shorter one, and a word that is not a shortening changes nothing."""
    variables = {n: Variable(n, ("none", "weak", "strong")) for n in ("instability", "atmospheric_instability")}
    for sentence in ("The overall AM instability of the mountains is strong.", "The AM mountain instability is weak."):
        scores = lexical_scores(sentence, variables, "evidence")
        assert scores["atmospheric_instability"] == 1.0 and scores["instability"] < 1.0, sentence
    plain = lexical_scores("The instability in the mountains is weak.", variables, "evidence")
    assert plain["instability"] == 1.0 and plain["atmospheric_instability"] < 1.0
    assert lexical_scores("The mild instability is weak.", variables, "evidence")["atmospheric_instability"] < 1.0
    sentences = ["The instability in the mountains is weak.", "The AM instability in the mountains is none."]
    atoms = SlotParser(None, _flat_chooser).choose_atoms(variables, sentences, ["evidence", "evidence"])
    assert atoms == [AtomSlot("instability", "weak"), AtomSlot("atmospheric_instability", "none")]
    squashed = {n.replace("_", ""): Variable(n.replace("_", ""), v.states) for n, v in variables.items()}
    scores = lexical_scores(sentences[1], squashed, "evidence")
    assert scores["atmosphericinstability"] > scores["instability"]  # alone, not only by distinct variables
    atoms = SlotParser(None, _flat_chooser).choose_atoms(squashed, sentences[1:], ["evidence"])
    assert atoms == [AtomSlot("atmosphericinstability", "none")]


def test_the_rules_read_a_range_the_chooser_takes_for_its_first_number():
    """The trained chooser scores "temperature: 13" 0.83 and "temperature: 13 14.9" 0.16 for "between 13.0 and
    14.9 °C" (measured on mildew's question); a state with a number weighs the rules' reading double, so the range
    wins, and 13 still wins where the sentence says 13."""

    def first_number_chooser(texts, candidates):
        return [
            0.16 if candidate.endswith("14.9") else 0.83 if candidate.endswith(": 13") else 0.05
            for candidate in candidates
        ]

    variables = {"temperature": Variable("temperature", ("13", "13_14.9", "15_16.9", "17"))}
    questions = ["What is the chance of the temperature being between 13.0 and 14.9 °C?", "Is the temperature 13 °C?"]
    parser = SlotParser(None, first_number_chooser)
    assert [parser.choose_atoms(variables, [q], ["question"])[0].value for q in questions] == ["13_14.9", "13"]
    before = SlotParser(None, first_number_chooser, number_state_weight=2.0)  # the weight of word states
    assert before.choose_atoms(variables, questions[:1], ["question"])[0].value == "13"


def test_compound_names_want_every_word_they_join():
    """alarm's names join whole words (``ventilatormachine``): a sentence saying only their first word says half the
    name, so "the ventilator machine" is not ``ventilatortube`` (both used to match fully on "ventilator")."""
    machine = lexical_scores("The ventilator machine is set to high.", ALARM, "evidence")
    assert machine["ventilatormachine"] == 1.0 and machine["ventilatortube"] < 1.0
    assert lexical_scores("The ventilator is disconnected.", ALARM, "evidence")["ventilatordisconnected"] == 1.0
    kinked = lexical_scores("The ventilator tube is not kinked.", ALARM, "evidence")
    assert kinked["ventilatortube"] == 1.0 and 0.5 < kinked["kinkedtube"] < 1.0  # the words the other way round
    assert lexical_scores("The tube is kinked.", ALARM, "evidence")["kinkedtube"] > kinked["ventilatortube"] / 2
    sentences = ["The ventilator machine is currently set to normal mode.", "The ventilator tube is not kinked."]
    atoms = SlotParser(None, _flat_chooser).choose_atoms(ALARM, sentences, ["evidence", "evidence"])
    assert atoms == [AtomSlot("ventilatormachine", "normal"), AtomSlot("kinkedtube", "false")]


def test_a_squashed_name_said_whole_halves_the_name_inside_it():
    """child's ``grunting`` and ``gruntingsymptomsreported``: a sentence saying the report says the longer name and
    only half the shorter one inside it (as underscored names already did), and "grunts" says ``grunting``, not the
    whole long name whose first letters it shares."""
    variables = {n: Variable(n) for n in ("grunting", "gruntingsymptomsreported")}
    report = lexical_scores("There is a report of grunting symptoms.", variables, "evidence")
    assert report == {"grunting": 0.5, "gruntingsymptomsreported": 1.0}
    for sentence in ("The child is grunting.", "What is the chance the child grunts?"):
        assert lexical_scores(sentence, variables, "evidence") == {"grunting": 1.0, "gruntingsymptomsreported": 0.5}


def test_words_said_inside_another_names_run_half_a_name_said_in_part():
    """ALARM's left ventricular failure beside its end-diastolic volume (fresh_40's ``ventricle``): "the left
    ventricular end-diastolic volume" says *left ventricular* inside the volume's name, so the failure, said there
    only in part, counts half; said whole, or by words outside the volume's run, it keeps its score."""
    names = ("left_ventricular_failure", "left_ventricular_end_diastolic_volume", "stroke_volume")
    variables = {n: Variable(n, ("low", "normal", "high") if "volume" in n else ()) for n in names}
    volume = "If the left ventricular end-diastolic volume is low, the central venous pressure is low in 95% of cases."
    for kind in ("premise", "evidence"):
        scores = lexical_scores(volume, variables, kind)
        assert scores["left_ventricular_end_diastolic_volume"] == 1.0
        assert scores["left_ventricular_failure"] == pytest.approx(1 / 3)  # 2 of 3 words, halved
        assert scores["stroke_volume"] == pytest.approx(0.375)  # 0.75 halved: *volume* is the end-diastolic volume's
    failure = (
        "If there is left ventricular failure, the left ventricular end-diastolic volume is high in 70% of cases."
    )
    assert lexical_scores(failure, variables, "premise")["left_ventricular_failure"] == 1.0
    apart = "If the left ventricle fails, the pressure rises in 90% of cases."  # no other name's run around it
    assert lexical_scores(apart, variables, "premise")["left_ventricular_failure"] == pytest.approx(2 / 3)


def test_a_whole_name_keeps_its_sentence_against_another_variables_state_word():
    """questions_11's shape: "The print data is correct." says the print data's whole name and *correct*, a state of
    the printout, not of the print data (``intact`` / ``corrupt``). With ``whole_name_states`` the print data's
    unsaid states weigh its values against each other only, so the sentence keeps the variable it names (the
    chooser knows nothing here); without, the printout's said state wins it. Each question goes the same way."""
    variables = {
        "print_data": Variable("print_data", ("intact", "corrupt")),
        "printout": Variable("printout", ("correct", "wrong")),
    }
    sentences, kinds = ["The print data is correct.", "Is the printout intact?"], ["evidence", "question"]
    atoms = SlotParser(None, _flat_chooser).choose_atoms(variables, sentences, kinds)
    assert [a.variable for a in atoms] == ["print_data", "printout"]
    before = SlotParser(None, _flat_chooser, whole_name_states=False).choose_atoms(variables, sentences, kinds)
    assert [a.variable for a in before] == ["printout", "print_data"]


def test_squashed_names_are_matched_like_their_words_apart():
    """A name that joins words (insurance's ``carmileage``, ``carvalue``) is said, at 0.75 like a compound said the
    other way round, when the sentence says each of its words anywhere; a name that only some sentence words spell
    is not split into them."""
    variables = {n: Variable(n, ("low", "high")) for n in ("carmileage", "carvalue", "carantitheft")}
    miles = lexical_scores("The car has been driven for twenty thousand miles.", variables, "evidence")
    assert miles["carmileage"] == 0.75 and miles["carvalue"] == 0.0
    value = lexical_scores("The current value of the car is high.", variables, "evidence")
    assert value["carvalue"] > value["carmileage"]
    assert lexical_scores("The car has anti-theft devices.", variables, "evidence")["carantitheft"] == 0.75
    assert lexical_scores("The car is valuable.", variables, "evidence")["carantitheft"] == 0.0  # "antitheft" unsaid
    assert _split_compound("carmileage", ["the", "car", "was", "driven", "many", "miles"]) == (1, 5)
    assert _split_compound("carmileage", ["the", "car", "is", "new"]) is None  # every word, or none


def test_a_name_word_is_no_state_word_and_no_says_none():
    severity = Variable("differential_diagnosis_severity", ("severe", "moderate", "none", "mild"))
    said = [state_match("There is no severity of the differential diagnosis.", severity, s) for s in severity.states]
    assert said == [0.0, 0.0, 1.0, 0.0]
    assert state_match("The diagnosis is severe.", severity, "severe") == 1.0
    # the words that spell an abbreviated name out ("convective inhibition": cin) say no state either
    cin = Variable("latest_cin", ("none", "provides_partial_inhibition", "stifles_convection", "completely_inhibits"))
    said = [state_match("The latest convective inhibition is None.", cin, s) for s in cin.states]
    assert said == [1.0, 0.0, 0.0, 0.0]


def test_a_noun_and_its_adjective_say_one_name_word():
    """ "reproductive" says ``reproduction``, "congestion" says ``congested`` (one verb's -ion and -ive forms), so a
    name the text spells in the other form is said whole, and beats the text's subject (said in every sentence)."""
    variables = {
        "phytophthora_species": Variable("phytophthora_species"),
        "reproduction_structure": Variable("reproduction_structure", ("amphigynous", "both", "paragynous")),
    }
    sentence = "The reproductive structure of the Phytophthora species is amphigynous."
    assert lexical_scores(sentence, variables, "evidence")["reproduction_structure"] == 1.0
    question = "What is the chance that the Phytophthora species produces chlamydospores?"
    atoms = SlotParser(None, _flat_chooser).choose_atoms(variables, [sentence, question], ["evidence", "question"])
    assert atoms[0] == AtomSlot("reproduction_structure", "amphigynous")
    assert lexical_scores("The lungs show congestion.", {"c": Variable("congested")}, "evidence")["c"] == 1.0


def test_premise_text_describes_variables_whose_names_it_never_spells():
    """With names that say nothing (``v0``, ``v1`` …) only what the premises call each variable can choose the atom:
    :func:`variable_descriptions` from the consequents, weighed by :func:`description_scores`."""
    premises = [
        "The cardiac output of the patient is low in 30% of cases and high otherwise.",
        "If the cardiac output is low, the blood pressure is low in 80% of cases.",
        "If the cardiac output is high, the blood pressure is low in 10% of cases.",
        "The heart rate is high in 40% of cases.",
    ]
    slots = [
        PremiseSlots("v0", (), (0.3, 0.7)),
        PremiseSlots("v1", (("v0", "low"),), (0.8, 0.2)),
        PremiseSlots("v1", (("v0", "high"),), (0.1, 0.9)),
        PremiseSlots("v2", (), (0.6, 0.4)),
    ]
    descriptions = variable_descriptions(premises, slots)
    assert {"cardiac", "output"} <= descriptions["v0"] and {"blood", "pressure"} <= descriptions["v1"]
    assert "cardiac" not in descriptions["v1"]  # said in the conditions, not where the premise says its variable
    variables = {
        "v0": Variable("v0", ("low", "high")),
        "v1": Variable("v1", ("low", "high"), ("v0",)),
        "v2": Variable("v2", ("low", "high")),
    }
    sentences = ["The blood pressure is high.", "What is the chance of a high heart rate?"]
    kinds = ["evidence", "question"]
    parser = SlotParser(None, _flat_chooser)
    assert parser.choose_atoms(variables, sentences, kinds, descriptions) == [
        AtomSlot("v1", "high"),
        AtomSlot("v2", "high"),
    ]
    blind = SlotParser(
        None, _flat_chooser, description_weight=0.0, description_tie_weight=0.0, described_beyond=False
    ).choose_atoms(variables, sentences, kinds, descriptions)
    assert blind != [AtomSlot("v1", "high"), AtomSlot("v2", "high")]
    scores = description_scores("The blood pressure is high.", descriptions, "evidence")
    assert scores["v1"] > 0.5 > scores["v0"]


def test_where_the_names_tie_what_the_premises_call_the_variables_decides():
    """fresh_17: ``ventlung`` and ``ventalv`` are said alike by "the alveolar ventilation" (half of each name), and a
    chooser that prefers the lungs wins unless the description ties weigh in: the premises call ``ventalv``
    "alveolar"."""
    variables = {
        "ventlung": Variable("ventlung", ("low", "normal")),
        "ventalv": Variable("ventalv", ("low", "normal"), ("ventlung",)),
    }
    said = {"high", "case", "low", "normal", "ventilation"}  # as variable_descriptions has them in fresh_17
    descriptions = {"ventlung": said | {"lung"}, "ventalv": said | {"alveolar"}}

    def lungs(texts, candidates):  # a chooser that has learned to prefer the lungs (the variable, not its value)
        return [
            0.5 if candidate == "evidence: ventlung" else 0.1 if candidate.count(":") == 1 else 0.5
            for candidate in candidates
        ]

    sentences, kinds = ["The alveolar ventilation is low."], ["evidence"]
    assert lexical_scores(sentences[0], variables, "evidence") == {"ventlung": 0.5, "ventalv": 0.5}
    tied = SlotParser(None, lungs).choose_atoms(variables, sentences, kinds, descriptions)
    assert tied == [AtomSlot("ventalv", "low")]
    blind = SlotParser(None, lungs, description_tie_weight=0.0, described_beyond=False).choose_atoms(
        variables, sentences, kinds, descriptions
    )
    assert blind == [AtomSlot("ventlung", "low")]


def test_variant_report_renames_variables_and_keeps_the_gold_atoms():
    rows = [
        {
            "file_name": "toy",
            "pair_id": 0,
            "numeric_premises": ["30% of people smoke.", "Pollution is high in 10% of places and low in the rest."],
            "premise_programs": ["0.3::smoker.", "0.1::pollution(high); 0.9::pollution(low)."],
            "evidence_programs": ["evidence(smoker, false)."],
            "query_program": "query(pollution(high)).",
            "evidences": ["The patient does not smoke."],
            "question": "What is the likelihood of high pollution?",
        }
    ]
    for names in ("gold", *NAMINGS):
        report, records = variant_report(_flat_chooser, rows, {"default": {}}, names)
        assert report["default"]["correct"] == 100.0, names
    assert [a["gold"] for a in records[0]["atoms"]] == ["v0=false", "v1=high"]  # the last renaming: opaque


def _bag_of_words(texts):
    """A stand-in sentence embedder: unit-length counts of two content words."""
    import numpy as np

    vocabulary = ("pressure", "temperature")
    vectors = np.array([[text.lower().count(w) + 1e-3 for w in vocabulary] for text in texts], dtype=np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def test_what_the_premises_say_of_a_variable_decides_by_embedding():
    """Neither name is said and the chooser knows nothing; the premises about ``xa`` speak of pressure."""
    variables = {n: Variable(n, ("low", "high")) for n in ("xb", "xa")}
    premises = [PremiseSlots("xb"), PremiseSlots("xa")]
    texts = ["The temperature is high in 20% of cases.", "The pressure is low in 30% of cases."]
    sentences, kinds = ["The pressure is high."], ["evidence"]
    premise_texts = {"xb": [texts[0]], "xa": [texts[1]]}
    parser = SlotParser(None, _flat_chooser, embedder=_bag_of_words, description_weight=0.0)
    assert parser.choose_atoms(variables, sentences, kinds, None, premise_texts) == [AtomSlot("xa", "high")]
    assert parser.choose_atoms(variables, sentences, kinds) == [AtomSlot("xb", "high")]  # no premise text
    assert SlotParser(None, _flat_chooser, description_weight=0.0).choose_atoms(
        variables, sentences, kinds, None, premise_texts
    ) == [AtomSlot("xb", "high")]  # no embedder
    unowned = {"elsewhere": ["The pressure is high in 5% of cases."]}  # text of no declared variable
    assert parser.choose_atoms(variables, sentences, kinds, None, unowned) == [AtomSlot("xb", "high")]
    off = SlotParser(None, _flat_chooser, embedder=_bag_of_words, embedding_weight=0.0, description_weight=0.0)
    assert off.choose_atoms(variables, sentences, kinds, None, premise_texts) == [AtomSlot("xb", "high")]
    program = ["0.2::xb(high); 0.8::xb(low).", "0.3::xa(low); 0.7::xa(high)."]
    parsed = parser.parse(
        texts, ["The pressure is high."], "What is the chance of high temperature?", premise_program=program
    )  # parse hands each variable's premise text on
    assert parsed.evidence_clauses == ["evidence(xa(high), true)."]
    assert parsed.query_clause == "query(xb(high))."
    assert variable_descriptions(texts, premises)  # the same alignment the parser uses


def test_sentence_embedder_gives_unit_vectors_once_per_text():
    import numpy as np

    from hedgehub.lm import SentenceEmbedder

    embedder = SentenceEmbedder("minilm")
    vectors = embedder(["The pressure is high.", "The blood pressure is elevated.", "The tube is kinked."])
    assert vectors.shape == (3, 384) and np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]
    assert np.allclose(embedder(["The tube is kinked."])[0], vectors[2]) and len(embedder._vectors) == 3
    assert embedder([]).shape[0] == 0
    small = SentenceEmbedder("minilm", max_texts=2)
    small._model = embedder._model  # the same weights, no second load
    kept = small(["The pressure is high.", "The blood pressure is elevated.", "The tube is kinked."])
    assert np.allclose(kept, vectors, atol=1e-5) and list(small._vectors) == [
        "The blood pressure is elevated.",
        "The tube is kinked.",
    ]


def test_a_name_the_whole_premise_text_says_tells_no_variable():
    """The namer called "the phytophthora species produces chlamydospores" ``phytophthora_species``, and "the
    Phytophthora species" is said in every premise about the species' other traits. That name then matches every
    question whole; ``text_subjects`` finds it in the premise text, and what its premise says (chlamydospores)
    is left to decide."""
    scores = ("very low", "low", "moderate", "high", "very high")
    states = ", ".join(s.replace(" ", "_") for s in scores)
    texts = [
        "There is a 50% chance that the phytophthora species produces chlamydospores.",
        "A Phytophthora species has a very low, low, moderate, high or very high invasive score, 20% each.",
        *(
            f"If a Phytophthora species has a {s} invasive score, its structure is amphigynous in 30% of cases, "
            "both in 50% and paragynous in 20%."
            for s in scores
        ),
        *(f"If a Phytophthora species has a {s} invasive score, it grows fast in 40% of cases." for s in scores),
    ]
    program = [
        "0.5::phytophthora_species.",
        "; ".join(f"0.2::invasive_score({s})" for s in states.split(", ")) + ".",
        *(
            f"0.3::amphigynous_structure(amphigynous); 0.5::amphigynous_structure(both); "
            f"0.2::amphigynous_structure(paragynous) :- invasive_score({s})."
            for s in states.split(", ")
        ),
        *(f"0.4::grows_fast :- invasive_score({s})." for s in states.split(", ")),
    ]
    question = "What is the likelihood of the Phytophthora species having both structures?"
    evidence = ["The Phytophthora species has a high invasive score."]
    parser = SlotParser(None, _flat_chooser)
    parsed = parser.parse(texts, evidence, question, premise_program=program)
    assert parsed.query_clause == "query(amphigynous_structure(both))."
    assert parsed.evidence_clauses == ["evidence(invasive_score(high), true)."]
    said = parser.parse(texts, ["The species produces no chlamydospores."], question, premise_program=program)
    assert said.evidence_clauses == ["evidence(phytophthora_species, false)."]  # its premise's words still say it
    off_parser = SlotParser(None, _flat_chooser, text_subject_share=0.0)
    off = off_parser.parse(texts, evidence, question, premise_program=program)
    assert off.query_clause == "query(phytophthora_species)."
    program_slots = premises_from_program(program)
    assert text_subjects(texts, program_slots.premises, program_slots.variables) == {"phytophthora_species"}
    for reader, query in (
        (parser, parsed.query_clause),
        (off_parser, off.query_clause),
        (parser, parsed.query_clause),
    ):
        assert reader.parse(texts, evidence, question, parsed_premises=program_slots).query_clause == query
    assert len(program_slots.question_contexts) == 2  # once per text and share, kept for the text's other questions
    eight = text_subjects(texts[:8], program_slots.premises[:8], program_slots.variables)
    assert not eight  # seven premises apart from it are too few to tell


def _naming_chooser(sure):
    """Gives ``sure`` to a candidate whose variable the sentence names, ``1 − sure`` to any other."""

    def chooser(texts, candidates):
        return [
            sure if candidate.split(": ", 1)[-1].split()[0] in text.lower() else 1 - sure
            for text, candidate in zip(texts, candidates, strict=True)
        ]

    return chooser


def test_the_question_shares_an_evidence_variable_only_when_keeping_it_apart_costs_much():
    """ "PKA is low. How likely is PKA high?" (QUITE's sachs1). Kept apart, the question or an evidence sentence
    must move to a variable it does not name; ``question_share_cost`` lets the question share when that move costs
    more than the cost, and never for a near tie."""
    variables = {n: Variable(n, ("low", "high")) for n in ("pkc", "pka", "mek", "raf")}
    sentences = [
        "The level of PKC is low.",
        "The level of PKA is low.",
        "The level of MEK is high.",
        "What is the likelihood of PKA being high?",
    ]
    kinds = ["evidence"] * 3 + ["question"]
    said = [AtomSlot("pkc", "low"), AtomSlot("pka", "low"), AtomSlot("mek", "high")]

    def chosen(sure, cost):
        return SlotParser(None, _naming_chooser(sure), question_share_cost=cost).choose_atoms(
            variables, sentences, kinds
        )

    assert chosen(1 - 1e-6, 10.0) == [*said, AtomSlot("pka", "high")]  # a sure chooser: moving costs ~14 a sentence
    assert chosen(1 - 1e-6, None)[3] != AtomSlot("pka", "high")  # never shared
    assert chosen(1 - 1e-6, 100.0)[3] != AtomSlot("pka", "high")
    assert chosen(0.9, 10.0)[3] != AtomSlot("pka", "high")  # a near tie stays apart
    assert chosen(0.9, 0.0) == [*said, AtomSlot("pka", "high")]


@pytest.mark.parametrize(
    ("premises", "evidences", "question", "message"),
    [
        ([], [], "How likely is rain?", "too few premises to parse: 0, at least 1 needed"),
        ("It rains on 30% of days.", [], "How likely is rain?", "premises must be a list of sentences"),
        (["It rains on 30% of days.", "  "], [], "How likely is rain?", "the premise 2 is blank"),
        (["It rains on 30% of days.", None], [], "How likely is rain?", "the premise 2 is None, not a sentence"),
        (["It rains on 30% of days."], ["It rains.", ""], "How likely is rain?", "the evidence sentence 2 is blank"),
        (["It rains on 30% of days."], [], "", "the question is blank"),
    ],
)
def test_text_that_cannot_be_parsed_is_named(premises, evidences, question, message):
    parser = SlotParser(lambda prompts, grammars: [" rain" for _ in prompts], _flat_chooser)
    with pytest.raises(ValueError, match=re.escape(message)):
        parser.parse(premises, evidences, question)
    assert parser.parse(["It rains on 30% of days."], [], "How likely is rain?").premise_clauses == ["0.3::rain."]


def _toy_row(**changes) -> dict:
    """A ``qe-programs`` row of two premises (a smoker and lung cancer), with ``changes``."""
    row = {
        "file_name": "toy",
        "pair_id": 0,
        "premise_programs": ["0.3::smoker.", "0.2::lung_cancer(high); 0.8::lung_cancer(low) :- smoker."],
        "evidence_programs": ["evidence(smoker, true)."],
        "query_program": "query(lung_cancer(high)).",
        "numeric_premises": ["30% smoke.", "Smokers get lung cancer in 20% of cases."],
        "wep_premises": ["Some smoke.", "Smokers rarely get lung cancer."],
        "evidences": ["The patient smokes."],
        "question": "How likely is lung cancer high?",
    }
    return {**row, **changes}


def test_renamed_variables_keep_names_apart_and_the_chooser_can_train_on_them():
    """``renamed_variables`` renames a network's variables and atoms (as bnlearn abbreviates names); two that one
    naming would merge (``smoker`` and ``smoking`` as ``smok``) stay apart. ``training_data(rename=…)`` gives the
    evidence and question candidates such names for that share of pairs, and ``rename=0`` the pairs it gave before."""
    from hedgehub.slot_parser import renamed_variables, training_data

    variables = {
        "smoker": Variable("smoker"),
        "smoking": Variable("smoking"),
        "lung_cancer": Variable("lung_cancer", ("low", "high"), ("smoker",)),
    }
    atoms = [AtomSlot("smoker", "true"), AtomSlot("lung_cancer", "high", False)]
    new_variables, new_atoms, new = renamed_variables(variables, atoms, "initials")
    assert new == {"smoker": "smok", "smoking": "smok1", "lung_cancer": "luncan"}
    assert new_variables["luncan"].parents == ("smok",) and new_atoms[1] == AtomSlot("luncan", "high", False)
    with pytest.raises(ValueError, match="unknown naming"):
        renamed_variables(variables, atoms, "reversed")
    row = _toy_row()
    _, before = training_data([row], negatives=2)
    assert training_data([row], negatives=2, rename=0.0)[1] == before
    _, renamed = training_data([row], negatives=2, rename=1.0, namings=("squashed",))
    said = {pair["candidate"] for pair in renamed if pair["candidate"].startswith(("evidence", "question"))}
    assert "evidence: smoker" in said and any("lungcancer" in c for c in said)
    assert not any("lung cancer" in c for c in said)


def test_described_candidates_say_what_the_premises_call_a_variable():
    """``training_data(describe=…)`` gives that share of pairs variable candidates with what the numeric premises
    call each variable beside its name (``described_words``: not the name's own words, no pronouns or "cases"), and
    ``describe=0`` the pairs it gave before; ``SlotParser(described_candidates=True)`` asks the chooser the same
    way."""
    from hedgehub.slot_parser import described_words, training_data

    row = _toy_row(
        premise_programs=["0.3::smk.", "0.2::luncan(high); 0.8::luncan(low) :- smk."],
        evidence_programs=["evidence(smk, true)."],
        query_program="query(luncan(high)).",
        numeric_premises=["30% of people smoke cigarettes.", "If they smoke, lung tumours are high in 20% of cases."],
        question="How likely is a high lung tumour load?",
    )
    _, before = training_data([row], negatives=2)
    assert training_data([row], negatives=2, describe=0.0)[1] == before
    _, described = training_data([row], negatives=2, describe=1.0)
    said = {pair["candidate"] for pair in described if pair["candidate"].startswith(("evidence", "question"))}
    assert "evidence: smk (smoke cigarettes)" in said and "question: luncan (lung tumours high)" in said
    assert described_words(Variable("lung"), {"lung", "tumour", "case"}, ["lung tumours in 20% of cases"]) == "tumours"

    asked = []

    def chooser(texts, candidates):
        asked.extend(candidates)
        return [0.5] * len(candidates)

    premises = row["numeric_premises"]
    program = "\n".join(row["premise_programs"])
    SlotParser(None, chooser, described_candidates=True).parse(
        premises, row["evidences"], row["question"], premise_program=program
    )
    assert "evidence: smk (smoke cigarettes)" in asked
    asked.clear()
    SlotParser(None, chooser).parse(premises, row["evidences"], row["question"], premise_program=program)
    assert "evidence: smk" in asked and not any("(" in c for c in asked)


def test_a_reading_said_normal_is_a_false_boolean():
    """User text "flu, asked: a normal reading": "The patient's temperature is normal" says ``fever`` false, as *not*
    would; a boolean whose own words say *normal* keeps it true."""
    fever = {"flu": Variable("flu"), "fever": Variable("fever"), "normal_pressure": Variable("normal_pressure")}
    sentences = ["The patient's temperature is normal.", "What is the chance of the flu?"]
    kinds = ["evidence", "question"]

    def chooser(texts, candidates):  # sure of the variable the sentence is about, unsure of its value
        return [
            1.0 if c.split(": ", 1)[1].removeprefix("not ") in ("fever" if "temperature" in t else "flu",) else 0.01
            for t, c in zip(texts, candidates, strict=True)
        ]

    assert SlotParser(None, chooser).choose_atoms(fever, sentences, kinds)[0] == AtomSlot("fever", "false")
    assert SlotParser(None, chooser, normal_false=False).choose_atoms(fever, sentences, kinds)[0] == AtomSlot(
        "fever", "true"
    )
    pressure = ["The blood pressure is normal.", "What is the chance of the flu?"]
    said = SlotParser(None, lambda t, c: [1.0 if "pressure" in x or "flu" in x else 0.01 for x in c])
    assert said.choose_atoms(fever, pressure, kinds)[0] == AtomSlot("normal_pressure", "true")


def test_a_reading_called_by_its_parents_whole_name_and_more_is_the_reading():
    """fresh_42's thermometer with gold premises: the gold program calls the thermometer's reading
    ``thermometric_display``, a word the text never says; the premises call it "the temperature shown on the
    thermometer", the whole name of its parent ``temperature`` and more. An evidence sentence saying all of that is
    the reading (``described_readings``, which reads what the premises call it from their consequents); one saying
    only the parent's words is the parent; a child of no such parent, or a call without the consequents, is not
    lifted."""
    from hedgehub.evaluation.user_text import FRESH_42

    problem = next(p for p in FRESH_42 if p.name == "thermometer")
    parsed = premises_from_program(list(problem.program))
    descriptions = variable_descriptions(list(problem.premises), parsed.premises)
    consequents = premise_consequents(list(problem.premises), parsed.premises)
    reading = "The temperature shown on the thermometer is hot."
    sentences, kinds = [reading, "The temperature is cold."], ["evidence", "evidence"]

    def atoms(**settings) -> list[AtomSlot]:
        parser = SlotParser(None, _flat_chooser, distinct_variables=False, **settings)
        return parser.choose_atoms(parsed.variables, sentences, kinds, descriptions, consequents)

    assert atoms() == [AtomSlot("thermometric_display", "hot"), AtomSlot("temperature", "cold")]
    assert atoms(described_readings=False)[0] == AtomSlot("temperature", "hot")
    orphan = {**parsed.variables, "thermometric_display": Variable("thermometric_display", ("cold", "mild", "hot"))}
    parser = SlotParser(None, _flat_chooser, distinct_variables=False)
    assert parser.choose_atoms(orphan, [reading], ["evidence"], descriptions, consequents)[0].variable == "temperature"
    assert parser.choose_atoms(parsed.variables, [reading], ["evidence"], descriptions)[0].variable == "temperature"


def test_one_of_two_states_negated_says_the_other():
    """questions_15's shape: of a variable of two named states, "the printout is not correct" says ``wrong``
    (``two_state_negation``); without the rule, a chooser that reads the said word takes the negated state. A
    sentence that negates neither keeps its said state."""
    variables = {
        "print_data": Variable("print_data", ("intact", "corrupt")),
        "printout": Variable("printout", ("correct", "wrong")),
    }

    def literal_chooser(texts, candidates):  # a value fits when its word is in the sentence, negated or not
        fits = [
            c.count(": ") == 2 and c.rsplit(": ", 1)[1] in t.lower() for t, c in zip(texts, candidates, strict=True)
        ]
        return [0.9 if fit else 0.1 for fit in fits]

    def atom(sentence: str, **settings) -> AtomSlot:
        parser = SlotParser(None, literal_chooser, **settings)
        return parser.choose_atoms(variables, [sentence], ["evidence"])[0]

    assert atom("The printout is not correct.") == AtomSlot("printout", "wrong")
    assert atom("The printout is not correct.", two_state_negation=False) == AtomSlot("printout", "correct")
    assert atom("The print data is not intact.") == AtomSlot("print_data", "corrupt")
    assert atom("The print data is not corrupt.") == AtomSlot("print_data", "intact")
    assert atom("The printout is correct.") == AtomSlot("printout", "correct")


def test_a_state_said_right_before_the_name_is_the_one_said():
    """QUESTIONS_21's storm desk: the namer calls the forecast ``instability`` and the root's premise reads its states
    as the words right before that name (``decreasing``, ``little_change``, ``increasing``). The evidence "the plains
    forecast is decreasing cap and increasing instability" says two of them; the one right before the name is the
    state, as in the premise that introduced it. With no state said before the name, both are lessened as before."""
    from hedgehub.evaluation.user_text import QUESTIONS_21
    from hedgehub.slot_parser import state_match

    evidence = next(p for p in QUESTIONS_21 if p.name == "storm desk").evidences[0]
    forecast = Variable("instability", ("decreasing", "little_change", "increasing"))
    assert [state_match(evidence, forecast, s) for s in forecast.states] == [0.5, 0.0, 1.0]
    trend = Variable("trend", ("decreasing", "little_change", "increasing"))
    assert [state_match(evidence, trend, s) for s in trend.states] == [0.5, 0.0, 0.5]


def _none_chooser(texts, candidates):
    """Misleading: sure of every candidate that says ``none``, as the trained chooser was of a name said alone."""
    return [0.9 if "none" in candidate else 0.05 for candidate in candidates]


def test_a_name_said_alone_is_not_the_none_of_two_states():
    """QUESTIONS_24's shape (test's alarm2, a counts-only diagnostic of run 173, session 52): a boolean read with the
    states ``existent`` and ``none`` and asked by its name alone ("What is the probability of a sprinkler system?")
    went to ``none``; neither state's words are said, and the chooser prefers ``none``. With ``unsaid_none`` a
    sentence that says no negation, no *non-* and no word of absence is the other state; one that does stays
    ``none``."""
    variables = {
        "sprinkler_system": Variable("sprinkler_system", ("existent", "none")),
        "wiring": Variable("wiring", ("old", "new")),
    }
    said = ["The building has a sprinkler system.", "What is the probability of a sprinkler system?"]
    unsaid = ["There is no sprinkler system.", "How likely is it that the sprinkler system is non-existent?"]
    for sentences, state in ((said, "existent"), (unsaid, "none")):
        for sentence, kind in zip(sentences, ("evidence", "question"), strict=True):
            atom = SlotParser(None, _none_chooser).choose_atoms(variables, [sentence], [kind])[0]
            assert atom == AtomSlot("sprinkler_system", state), sentence
    before = SlotParser(None, _none_chooser, unsaid_none=False).choose_atoms(variables, said[:1], ["evidence"])
    assert before == [AtomSlot("sprinkler_system", "none")]


def test_a_child_said_before_its_parent_said_in_part_is_the_head():
    """From counts of QUITE test's child3 in words: its report's question said four of the report's five name words,
    then two of its condition's three, and went to the condition, whose description says more of the question. "No
    documented report or formal assessment of the lung injury" says the findings' name in part and, after it, the
    condition's in part: the findings, said first, are the head of the phrase (``head_children``), whatever the
    descriptions and a flat chooser say. Said the other way round, or by one word of the child, the rule does not
    apply."""
    condition = Variable("acute_lung_injury", parents=("mechanical_ventilation",))
    findings = Variable("documented_assessment_findings", parents=("acute_lung_injury",))
    variables = {v.name: v for v in (Variable("mechanical_ventilation"), condition, findings)}
    descriptions = {  # the condition described by more of the question's words than the findings
        "mechanical_ventilation": {"mechanical", "ventilation"},
        "acute_lung_injury": {"presence", "lung", "injury", "formal", "patient"},
        "documented_assessment_findings": {"documented", "findings"},
    }
    question = "What is the likelihood that there is no documented report or formal assessment of the lung injury?"

    def atom(sentence, kind="question", **settings) -> AtomSlot:
        parser = SlotParser(None, _flat_chooser, distinct_variables=False, **settings)
        return parser.choose_atoms(variables, [sentence], [kind], descriptions)[0]

    assert atom(question).variable == "documented_assessment_findings"
    assert atom(question, head_children=False).variable == "acute_lung_injury"
    named = {"mechanical_ventilation": 0.0, "acute_lung_injury": 0.67, "documented_assessment_findings": 0.67}
    assert head_children(question, "question", variables, named) == {
        "acute_lung_injury": "documented_assessment_findings"
    }
    said = "The lung injury shows in the documented report or formal assessment."
    assert head_children(said, "evidence", variables, named) == {}
    one_word = "What is the likelihood that there are no findings of the lung injury?"
    assert head_children(one_word, "question", variables, named) == {}
