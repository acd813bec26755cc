"""The slot parser on textbook problems written the way people type them into the Space, not the way QUITE does.

QUITE states one row of a table per sentence; a person writes "The test is positive in 90% of people with the disease
and in 5% of people without it". :data:`PROBLEMS` are small textbook problems (a diagnostic test, a burglar alarm with
and without an earthquake and one that always rings, rain and wet grass in numbers, in fractions and in words, smoking
and lung cancer), each written with one row per sentence and with several rows per sentence, with the gold premise
program their numbers say. The gold answer is that program solved with the evidence and question (:func:`gold_answers`,
the one solver :func:`hedgehub.parser.solve_many`), so no answer is typed in by hand. :data:`QUESTIONS` asks five of
the networks in other ways (an evidence negated or said by its opposite, a question negated, the other direction, a
yes-no question, the evidence said in the question); ``scores.json`` keeps them under ``questions``;
:data:`QUESTIONS_2` (under ``questions_2``) asks twenty-one of them with a boolean that is false in words other than
*not*. :data:`QUESTIONS_2`, :data:`FRESH` (nine more networks, under ``fresh``), :data:`FRESH_2` (seven more, under
``fresh_2``), :data:`FRESH_3` (seven more, under ``fresh_3``), :data:`FRESH_4` (seven more, under ``fresh_4``),
:data:`FRESH_5` (seven more, under ``fresh_5``), :data:`FRESH_6` (eight of them with their numbers said in other ways,
under ``fresh_6``) and :data:`FRESH_7` (five more whose numbers are an equal split or a remainder, under ``fresh_7``)
and :data:`FRESH_8` (seven more whose numbers are said of a state in other words than its name, under ``fresh_8``),
:data:`FRESH_9` (six more whose first numbers are a ratio or a tie, under ``fresh_9``) and :data:`FRESH_10` (eight more
asked with a boolean said false by its opposite, under ``fresh_10``) and :data:`FRESH_11` (seven more whose every
premise says both values of a boolean by opposite words, under ``fresh_11``) and :data:`FRESH_12` (eight more whose
numbers stand beside words of likelihood or are said as a ratio, under ``fresh_12``) and :data:`FRESH_13` (six more
whose numbers stand apart from the words of the values they are said of, or are shared by two states, under
``fresh_13``) and :data:`FRESH_14` (seven more whose boolean values are each said by two words, under ``fresh_14``) and
:data:`FRESH_15` (five more whose runs of rows stand next to a run of the same parents or right after a root premise,
under ``fresh_15``) and :data:`FRESH_16` (four more whose gold programs name the variables as bnlearn abbreviates them,
under ``fresh_16``) and :data:`FRESH_17` (three more such, whose variables share words, under ``fresh_17``) and
:data:`FRESH_18` (four more whose states are named by letters, under ``fresh_18``) and :data:`FRESH_19` (four more
such, said in other ways, under ``fresh_19``) and :data:`FRESH_20` (two more, each number in brackets, under
``fresh_20``) and :data:`FRESH_21` (three more, numbers shared or said out of order, under ``fresh_21``) and
:data:`FRESH_22` (three more, numbers said of a range of letters, under ``fresh_22``) and :data:`FRESH_23` (two whose
states are ranges of dates, under ``fresh_23``) and :data:`FRESH_24` (six whose introductions say states in words
beside their numbers, under ``fresh_24``) and :data:`FRESH_25` (two of lettered states whose rows state fewer numbers
than letters, under ``fresh_25``) and :data:`FRESH_26` (five whose introduction says one number for each of several
states, or that say a quantity at two times, under ``fresh_26``) and :data:`FRESH_27` (three whose runs a parent-set
choice can cut wrong, under ``fresh_27``) and :data:`FRESH_28` (four whose introduction says a state in two words
joined by *or*, under ``fresh_28``) and :data:`FRESH_29` (three whose introduction says its subject in pieces cut off
by commas, under ``fresh_29``) and :data:`FRESH_30` (four whose runs a reading can cut so that the last leaves rows
unstated, under ``fresh_30``) and :data:`FRESH_31` (three with two children of one parent whose rows are said alike,
under ``fresh_31``) and :data:`FRESH_32` (two of six and seven booleans, under ``fresh_32``, asked ten more ways by
:data:`QUESTIONS_3`, under ``questions_3``) and :data:`FRESH_33` (two whose variables share words, under ``fresh_33``,
asked eight more ways by :data:`QUESTIONS_4`, under ``questions_4``) and :data:`FRESH_34` (one of abbreviated booleans
asked in other words, under ``fresh_34``, asked five more ways by :data:`QUESTIONS_5`, under ``questions_5``) and
:data:`FRESH_35` (two of three-state variables whose names share words, under ``fresh_35``, asked ten more ways by
:data:`QUESTIONS_6`, under ``questions_6``) and :data:`FRESH_36` (one of abbreviated booleans whose names share words,
under ``fresh_36``, asked six more ways by :data:`QUESTIONS_7`, under ``questions_7``) and :data:`FRESH_37` (three of
causes and parts described in other words than their names, under ``fresh_37``, asked eighteen more ways by
:data:`QUESTIONS_8`, under ``questions_8``) and :data:`FRESH_38` (two of them named in words, under ``fresh_38``, asked
ten more ways by :data:`QUESTIONS_9`, under ``questions_9``) and :data:`FRESH_39` (three with two readings of one
parent after a boolean their words name, under ``fresh_39``) and :data:`FRESH_40` (three with two readings of one
parent whose name shares words with a boolean before them, under ``fresh_40``) and :data:`FRESH_41` (one of booleans
whose premises name both states, under ``fresh_41``, asked five more ways by :data:`QUESTIONS_10`, under
``questions_10``, and four by :data:`QUESTIONS_11`, under ``questions_11``) and :data:`FRESH_42` (three whose reading
of a parent is called the parent's whole name and more, under ``fresh_42``, asked four more ways by
:data:`QUESTIONS_12`, under ``questions_12``, and four by :data:`QUESTIONS_13`, under ``questions_13``) and
:data:`FRESH_43` (one whose root is said by words a child's premises say in part, under ``fresh_43``, asked two more
ways by :data:`QUESTIONS_14`, under ``questions_14``) and :data:`QUESTIONS_15` (:data:`FRESH_41`'s network asked with
one of two named states negated, under ``questions_15``) and :data:`FRESH_44` (two whose boolean is named by a state
and the whole name of a child after it, under ``fresh_44``, asked four more ways by :data:`QUESTIONS_16`, under
``questions_16``) and :data:`FRESH_45` (two whose reading is introduced among more words than its other premises say,
under ``fresh_45``, asked two more ways by :data:`QUESTIONS_17`, under ``questions_17``) and :data:`FRESH_46` (two
whose reading is said by its parent's name and states, under ``fresh_46``) and :data:`FRESH_47` (two whose boolean is
named by a state and the name of a parent of a later run, under ``fresh_47``, asked four more ways by
:data:`QUESTIONS_18`, under ``questions_18``) and :data:`FRESH_48` (three whose boolean is named by a Greek noun and
said by its adjective, under ``fresh_48``, asked three more ways by :data:`QUESTIONS_19`, under ``questions_19``) and
:data:`FRESH_49` (two whose roots' states compare with an average, under ``fresh_49``, asked four more ways by
:data:`QUESTIONS_20`, under ``questions_20``) and :data:`FRESH_50` (two whose root's states are two things joined by
*and*, under ``fresh_50``, asked two more ways by :data:`QUESTIONS_21`, under ``questions_21``) and :data:`FRESH_51`
(two whose child's state is two things joined by *or*, said by one of them, under ``fresh_51``, asked two more ways by
:data:`QUESTIONS_22`, under ``questions_22``) and :data:`FRESH_52` (two whose boolean root is said *existent* and
*non-existent*, under ``fresh_52``, asked two more ways by :data:`QUESTIONS_23`, under ``questions_23``, and four more
by :data:`QUESTIONS_24`, under ``questions_24``, with the boolean said by its name alone) and :data:`FRESH_53` (two
whose child's states are letters, the first premise naming some, under ``fresh_53``, asked two more ways by
:data:`QUESTIONS_25`, under ``questions_25``) and :data:`FRESH_54` (:data:`FRESH_50`'s networks with their root said
after *there is*, under ``fresh_54``, asked as :data:`QUESTIONS_21` by :data:`QUESTIONS_26`, under ``questions_26``)
and :data:`FRESH_55` (two with a run whose parents are a variable declared before it and one introduced after it, under
``fresh_55``, asked two more ways by :data:`QUESTIONS_27`, under ``questions_27``) and :data:`FRESH_56` (two more such
whose run's conditions follow *with* and *under*, under ``fresh_56``) and :data:`FRESH_57` (two more such whose later
parent shares a word and its states with a root before the run, under ``fresh_57``) and :data:`FRESH_58` (two whose
root is equally likely among five or six states, under ``fresh_58``) and :data:`FRESH_59` (three whose numbers are said
by words of frequency, under ``fresh_59``) and :data:`FRESH_60` (three said by words of amount, under ``fresh_60``) and
:data:`FRESH_61` (three said by words of likelihood the scale has in other words, under ``fresh_61``) and
:data:`FRESH_62` (one said twice with a *not* beside a word of frequency, under ``fresh_62``) and :data:`FRESH_63` (two
whose root of four states is said by one word for each list of two states, under ``fresh_63``) and :data:`FRESH_64`
(two whose root is said false by the verb *lack*, under ``fresh_64``) and :data:`FRESH_65` (two whose root of three
states is said by two ratios against the same state, under ``fresh_65``) and :data:`FRESH_66` (one said twice with a
chain of ratios, under ``fresh_66``) and :data:`FRESH_67` (two said by more words of likelihood the scale has in other
words, under ``fresh_67``) and :data:`FRESH_68` (one said twice with *as common as* and no factor, under ``fresh_68``)
and :data:`FRESH_69` (one said twice with states of three letters in the plural and the singular, under ``fresh_69``)
and :data:`FRESH_70` (two whose states are a number word joined by a hyphen to a word, under ``fresh_70``) and
:data:`FRESH_71` (one said twice whose rows name the other states after a condition and *whereas*, under ``fresh_71``)
and :data:`FRESH_72` (one said twice whose child is named with its parent's name inside, under ``fresh_72``) and
:data:`FRESH_73` (one said twice whose root's states are letters said in words, under ``fresh_73``) and
:data:`FRESH_74` (one said three times by *all but*, *close to*, *next to* and *near certainty*, under ``fresh_74``)
and :data:`FRESH_75` (two whose root's states are said *equally* likely or unlikely, under ``fresh_75``; written after
its rule, from a probe) and :data:`FRESH_76` (one said twice *with a very high* and *a very low probability*, under
``fresh_76``) and :data:`FRESH_77` (two said twice whose report is named by its condition's initials, under
``fresh_77``) and :data:`FRESH_78` (one whose root's states are ranked after their words, under ``fresh_78``; written
after its rule, from a probe) and :data:`FRESH_79` (one said twice whose report is said *negative*, under ``fresh_79``;
written after its rule, from a probe) and :data:`FRESH_80` (two whose report is asked by its condition's initials,
under ``fresh_80``; written after its rule, from a probe) and :data:`FRESH_81` (three said twice whose report is asked
as documented or on record, under ``fresh_81``; written after its rules, from a probe) were each written before the
rules or training they led to (``fresh_13``, ``fresh_20``, ``fresh_26``, ``fresh_27``, ``fresh_29``, ``fresh_45``,
``questions_17``, ``fresh_50``, ``questions_21``, ``fresh_51``, ``questions_22``, ``fresh_52``, ``questions_23``,
``fresh_53``, ``questions_25``, ``fresh_54``, ``questions_26``, ``fresh_57``, ``fresh_58``, ``fresh_59``, ``fresh_60``,
``fresh_61``, ``fresh_62``, ``fresh_63``, ``fresh_64``, ``fresh_65``, ``fresh_66``, ``fresh_67``, ``fresh_68``,
``fresh_69``, ``fresh_70``, ``fresh_71``, ``fresh_72``, ``fresh_73``, ``fresh_74``, ``fresh_75``, ``fresh_76``,
``fresh_77``, ``fresh_78``, ``fresh_79``, ``fresh_80`` and ``fresh_81`` after, but first scored without them) and
scored first as they stood, so that first score measures text nothing had been fitted to. A parsed answer is correct as
QUITE scores it (relative tolerance 1e-4). Every set is also scored with its gold premises, so that only the evidence
and the question are parsed (``scores.json`` under ``gold_premises``, as QUITE's oracle mode).

Usage:

    python -m hedgehub.evaluation.user_text --parser_dir runs/parser/slot-parser --output_dir runs/parser/user-text
    # one set (or several) alone, as a new set is scored first
    python -m hedgehub.evaluation.user_text --parser_dir runs/parser/slot-parser --sets fresh_29
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    """A textbook problem: its premise sentences, evidence, question and the gold premise program (one clause per
    row of each table; ``wording`` says how the rows are written)."""

    name: str
    wording: str
    premises: tuple[str, ...]
    evidences: tuple[str, ...]
    question: str
    program: tuple[str, ...]
    evidence_clauses: tuple[str, ...]
    query_clause: str


_NETWORKS = {
    "test": (
        ("The test is positive.",),
        "How likely is it that the person has the disease?",
        ("0.01::disease.", "0.9::positive :- disease.", "0.05::positive :- \\+disease."),
        ("evidence(positive, true).",),
        "query(disease).",
    ),
    "alarm": (
        ("The alarm rings.",),
        "What is the probability of a burglary?",
        ("0.01::burglary.", "0.95::alarm :- burglary.", "0.02::alarm :- \\+burglary."),
        ("evidence(alarm, true).",),
        "query(burglary).",
    ),
    "alarm that always rings": (
        ("The alarm rings.",),
        "What is the probability of a burglary?",
        ("0.01::burglary.", "1.0::alarm :- burglary.", "0.02::alarm :- \\+burglary."),
        ("evidence(alarm, true).",),
        "query(burglary).",
    ),
    "alarm with an earthquake": (
        ("The alarm rings.",),
        "What is the probability of a burglary?",
        (
            "0.01::burglary.",
            "0.02::earthquake.",
            "0.95::alarm :- burglary, earthquake.",
            "0.94::alarm :- burglary, \\+earthquake.",
            "0.29::alarm :- \\+burglary, earthquake.",
            "0.001::alarm :- \\+burglary, \\+earthquake.",
        ),
        ("evidence(alarm, true).",),
        "query(burglary).",
    ),
    "rain": (
        ("The grass is wet.",),
        "How likely is it that it rains?",
        ("0.2::rain.", "0.9::wet :- rain.", "0.1::wet :- \\+rain."),
        ("evidence(wet, true).",),
        "query(rain).",
    ),
    "rain, in words": (
        ("The grass is wet.",),
        "How likely is it that it rains?",
        ("0.2::rain.", "0.9::wet :- rain.", "0.2::wet :- \\+rain."),
        ("evidence(wet, true).",),
        "query(rain).",
    ),
    "weather": (
        ("A person carries an umbrella.",),
        "How likely is it that the weather is rainy?",
        (
            "0.5::weather(sunny); 0.3::weather(cloudy); 0.2::weather(rainy).",
            "0.05::umbrella :- weather(sunny).",
            "0.4::umbrella :- weather(cloudy).",
            "0.9::umbrella :- weather(rainy).",
        ),
        ("evidence(umbrella, true).",),
        "query(weather(rainy)).",
    ),
    "smoking": (
        ("A person has lung cancer.",),
        "How likely is it that the person smokes?",
        ("0.3::smokes.", "0.1::cancer :- smokes.", "0.01::cancer :- \\+smokes."),
        ("evidence(cancer, true).",),
        "query(smokes).",
    ),
    "sprinkler": (
        ("The grass is wet.",),
        "How likely is it that the sprinkler was on?",
        (
            "0.5::cloudy.",
            "0.1::sprinkler :- cloudy.",
            "0.5::sprinkler :- \\+cloudy.",
            "0.8::rain :- cloudy.",
            "0.2::rain :- \\+cloudy.",
            "0.99::wet :- sprinkler, rain.",
            "0.9::wet :- sprinkler, \\+rain.",
            "0.9::wet :- \\+sprinkler, rain.",
            "0.05::wet :- \\+sprinkler, \\+rain.",
        ),
        ("evidence(wet, true).",),
        "query(sprinkler).",
    ),
    "exam": (
        ("A student passed the exam.",),
        "How likely is it that the student studied?",
        ("0.6::study.", "0.85::pass :- study.", "0.4::pass :- \\+study."),
        ("evidence(pass, true).",),
        "query(study).",
    ),
    "road": (
        ("There was an accident.",),
        "How likely is it that the road was icy?",
        (
            "0.1::road(icy); 0.3::road(wet); 0.6::road(dry).",
            "0.2::accident :- road(icy).",
            "0.05::accident :- road(wet).",
            "0.01::accident :- road(dry).",
        ),
        ("evidence(accident, true).",),
        "query(road(icy)).",
    ),
    "machine": (
        ("A product is defective.",),
        "What is the probability that the machine is faulty?",
        ("0.05::faulty.", "0.3::defective :- faulty.", "0.02::defective :- \\+faulty."),
        ("evidence(defective, true).",),
        "query(faulty).",
    ),
    "flu": (
        ("The patient has a fever.", "The patient coughs."),
        "How likely is it that the patient has the flu?",
        (
            "0.1::flu.",
            "0.8::fever :- flu.",
            "0.05::fever :- \\+flu.",
            "0.7::cough :- flu.",
            "0.2::cough :- \\+flu.",
        ),
        ("evidence(fever, true).", "evidence(cough, true)."),
        "query(flu).",
    ),
    "car": (
        ("The car does not start.", "The battery is fine."),
        "How likely is it that the tank is empty?",
        (
            "0.05::dead.",
            "0.1::empty.",
            "0.01::starts :- dead, empty.",
            "0.02::starts :- dead, \\+empty.",
            "0.03::starts :- \\+dead, empty.",
            "0.95::starts :- \\+dead, \\+empty.",
        ),
        ("evidence(starts, false).", "evidence(dead, false)."),
        "query(empty).",
    ),
    "spam": (
        ("An email contains the word 'free'.",),
        "How likely is it that the email is spam?",
        ("0.4::spam.", "0.3::free :- spam.", "0.05::free :- \\+spam."),
        ("evidence(free, true).",),
        "query(spam).",
    ),
    "traffic": (
        ("Traffic is heavy.",),
        "How likely is it that it rains?",
        (
            "0.3::rain.",
            "0.6::traffic(heavy); 0.3::traffic(moderate); 0.1::traffic(light) :- rain.",
            "0.2::traffic(heavy); 0.5::traffic(moderate); 0.3::traffic(light) :- \\+rain.",
        ),
        ("evidence(traffic(heavy), true).",),
        "query(rain).",
    ),
    "bus, in words": (
        ("I missed my train.",),
        "How likely is it that the bus was late?",
        ("0.25::late.", "0.9::miss :- late.", "0.1::miss :- \\+late."),
        ("evidence(miss, true).",),
        "query(late).",
    ),
    "fire": (
        ("The detector goes off.",),
        "What is the probability of a fire?",
        (
            "0.01::fire.",
            "0.9::smoke :- fire.",
            "0.01::smoke :- \\+fire.",
            "0.95::detector :- smoke.",
            "0.005::detector :- \\+smoke.",
        ),
        ("evidence(detector, true).",),
        "query(fire).",
    ),
    "coin": (
        ("The coin lands heads.",),
        "How likely is it that the coin is biased?",
        ("0.5::coin(fair); 0.5::coin(biased).", "0.5::heads :- coin(fair).", "0.9::heads :- coin(biased)."),
        ("evidence(heads, true).",),
        "query(coin(biased)).",
    ),
    "printer": (
        ("The print job failed.",),
        "How likely is it that the printer is out of paper?",
        ("0.1::paper_out.", "1.0::fails :- paper_out.", "0.05::fails :- \\+paper_out."),
        ("evidence(fails, true).",),
        "query(paper_out).",
    ),
    "loan": (
        ("The loan is approved.",),
        "How likely is it that the applicant's credit is poor?",
        (
            "0.4::credit(good); 0.35::credit(fair); 0.25::credit(poor).",
            "0.9::approved :- credit(good).",
            "0.6::approved :- credit(fair).",
            "0.2::approved :- credit(poor).",
        ),
        ("evidence(approved, true).",),
        "query(credit(poor)).",
    ),
    "plant": (
        ("The plant is not healthy.",),
        "How likely is it that the plant was watered?",
        ("0.7::watered.", "0.95::healthy :- watered.", "0.6::healthy :- \\+watered."),
        ("evidence(healthy, false).",),
        "query(watered).",
    ),
    "meeting, in words": (
        ("I missed lunch.",),
        "What is the probability that the meeting ran late?",
        ("0.7::late.", "0.95::lunch :- late.", "0.2::lunch :- \\+late."),
        ("evidence(lunch, true).",),
        "query(late).",
    ),
    "sneezing": (
        ("The patient sneezes.",),
        "How likely is it that the patient has an allergy?",
        (
            "0.2::cold.",
            "0.1::allergy.",
            "0.95::sneeze :- cold, allergy.",
            "0.8::sneeze :- cold, \\+allergy.",
            "0.7::sneeze :- \\+cold, allergy.",
            "0.05::sneeze :- \\+cold, \\+allergy.",
        ),
        ("evidence(sneeze, true).",),
        "query(allergy).",
    ),
    "battery": (
        ("The car does not start.",),
        "How likely is it that the battery is dead?",
        (
            "0.7::battery(good); 0.2::battery(weak); 0.1::battery(dead).",
            "0.98::starts :- battery(good).",
            "0.6::starts :- battery(weak).",
            "0.0::starts :- battery(dead).",
        ),
        ("evidence(starts, false).",),
        "query(battery(dead)).",
    ),
    "flight": (
        ("I missed my connection.",),
        "What is the probability that there was a storm?",
        (
            "0.1::storm.",
            "0.7::delayed :- storm.",
            "0.15::delayed :- \\+storm.",
            "0.5::missed :- delayed.",
            "0.05::missed :- \\+delayed.",
        ),
        ("evidence(missed, true).",),
        "query(storm).",
    ),
    "server": (
        ("The server crashed.",),
        "How likely is it that the code has a bug?",
        (
            "0.2::overload.",
            "0.05::bug.",
            "0.9::crash :- overload, bug.",
            "0.3::crash :- overload, \\+bug.",
            "0.5::crash :- \\+overload, bug.",
            "0.01::crash :- \\+overload, \\+bug.",
        ),
        ("evidence(crash, true).",),
        "query(bug).",
    ),
    "three results": (
        ("The test result is inconclusive.",),
        "What is the probability that the patient has the disease?",
        (
            "0.02::disease.",
            "0.85::result(positive); 0.1::result(inconclusive); 0.05::result(negative) :- disease.",
            "0.04::result(positive); 0.06::result(inconclusive); 0.9::result(negative) :- \\+disease.",
        ),
        ("evidence(result(inconclusive), true).",),
        "query(disease).",
    ),
    "two clues": (
        ("The email contains a link.", "It is full of typos."),
        "How likely is it that the email is spam?",
        ("0.3::spam.", "0.8::link :- spam.", "0.1::link :- \\+spam.", "0.6::typos :- spam.", "0.2::typos :- \\+spam."),
        ("evidence(link, true).", "evidence(typos, true)."),
        "query(spam).",
    ),
    "picnic, in words": (
        ("The picnic is cancelled.",),
        "How likely is it that it rained?",
        ("0.2::rain.", "0.95::cancelled :- rain.", "0.1::cancelled :- \\+rain."),
        ("evidence(cancelled, true).",),
        "query(rain).",
    ),
    "heater": (
        ("The energy bill is high.",),
        "What is the probability that the weather is cold?",
        (
            "0.3::weather(cold); 0.5::weather(mild); 0.2::weather(hot).",
            "0.9::heater :- weather(cold).",
            "0.3::heater :- weather(mild).",
            "0.0::heater :- weather(hot).",
            "0.8::bill :- heater.",
            "0.1::bill :- \\+heater.",
        ),
        ("evidence(bill, true).",),
        "query(weather(cold)).",
    ),
    "paper tray": (
        ("The warning light is on.",),
        "How likely is it that the printer is out of paper?",
        ("0.1::paper_out.", "0.95::light :- paper_out.", "0.02::light :- \\+paper_out."),
        ("evidence(light, true).",),
        "query(paper_out).",
    ),
    "dog": (
        ("The dog barked last night.",),
        "What is the chance that a stranger came by?",
        ("0.05::stranger.", "0.9::barks :- stranger.", "0.2::barks :- \\+stranger."),
        ("evidence(barks, true).",),
        "query(stranger).",
    ),
    "garden soil": (
        ("The plant wilts.",),
        "How likely is it that the soil is dry?",
        (
            "0.4::soil(dry); 0.5::soil(moist); 0.1::soil(flooded).",
            "0.7::wilts :- soil(dry).",
            "0.05::wilts :- soil(moist).",
            "0.6::wilts :- soil(flooded).",
        ),
        ("evidence(wilts, true).",),
        "query(soil(dry)).",
    ),
    "snow and trains": (
        ("Anna is late for work.",),
        "What is the probability that it snowed?",
        (
            "0.15::snow.",
            "0.6::train_late :- snow.",
            "0.1::train_late :- \\+snow.",
            "0.8::anna_late :- train_late.",
            "0.05::anna_late :- \\+train_late.",
        ),
        ("evidence(anna_late, true).",),
        "query(snow).",
    ),
    "shop sale": (
        ("The customer buys something.",),
        "How likely is it that there is a sale?",
        (
            "0.4::regular.",
            "0.25::sale.",
            "0.9::buys :- regular, sale.",
            "0.6::buys :- regular, \\+sale.",
            "0.5::buys :- \\+regular, sale.",
            "0.1::buys :- \\+regular, \\+sale.",
        ),
        ("evidence(buys, true).",),
        "query(sale).",
    ),
    "phone screen": (
        ("The phone was returned.",),
        "What is the probability that its screen is cracked?",
        ("0.25::cracked.", "0.4::returned :- cracked.", "0.05::returned :- \\+cracked."),
        ("evidence(returned, true).",),
        "query(cracked).",
    ),
    "overheating": (
        ("The machine did not stop.",),
        "How likely is it that it overheated?",
        ("0.05::overheats.", "0.7::stops :- overheats.", "0.01::stops :- \\+overheats."),
        ("evidence(stops, false).",),
        "query(overheats).",
    ),
    "parcel": (
        ("The customer complains.",),
        "What is the probability that the parcel was lost?",
        (
            "0.6::parcel(early); 0.3::parcel(late); 0.1::parcel(lost).",
            "0.02::complains :- parcel(early).",
            "0.3::complains :- parcel(late).",
            "0.9::complains :- parcel(lost).",
        ),
        ("evidence(complains, true).",),
        "query(parcel(lost)).",
    ),
    "picnic weather": (
        ("The family went for a picnic.",),
        "How likely is it that the day was rainy?",
        (
            "0.5::sky(sunny); 0.3::sky(cloudy); 0.2::sky(rainy).",
            "0.9::picnic :- sky(sunny).",
            "0.6::picnic :- sky(cloudy).",
            "0.1::picnic :- sky(rainy).",
        ),
        ("evidence(picnic, true).",),
        "query(sky(rainy)).",
    ),
    "payment": (
        ("A receipt was printed.",),
        "What is the chance that the customer paid by phone?",
        (
            "0.4::payment(card); 0.35::payment(cash); 0.25::payment(phone).",
            "0.8::receipt :- payment(card).",
            "0.5::receipt :- payment(cash).",
            "0.1::receipt :- payment(phone).",
        ),
        ("evidence(receipt, true).",),
        "query(payment(phone)).",
    ),
    "bus and road": (
        ("The bus is late.",),
        "How likely is it that the road is blocked?",
        (
            "0.7::road(clear); 0.2::road(busy); 0.1::road(blocked).",
            "0.05::bus_late :- road(clear).",
            "0.4::bus_late :- road(busy).",
            "0.95::bus_late :- road(blocked).",
        ),
        ("evidence(bus_late, true).",),
        "query(road(blocked)).",
    ),
    "engine": (
        ("The engine does not start.",),
        "How likely is it that the engine is broken?",
        (
            "0.5::engine(new); 0.3::engine(worn); 0.2::engine(broken).",
            "0.99::starts :- engine(new).",
            "0.8::starts :- engine(worn).",
            "0.05::starts :- engine(broken).",
        ),
        ("evidence(starts, false).",),
        "query(engine(broken)).",
    ),
    "grades": (
        ("A student got a low grade.",),
        "What is the probability that the student studied?",
        (
            "0.7::studied.",
            "0.5::grade(high); 0.4::grade(medium); 0.1::grade(low) :- studied.",
            "0.1::grade(high); 0.3::grade(medium); 0.6::grade(low) :- \\+studied.",
        ),
        ("evidence(grade(low), true).",),
        "query(studied).",
    ),
    "coffee cup": (
        ("The coffee was spilled.",),
        "How likely is it that the cup was large?",
        (
            "0.25::cup(small); 0.5::cup(medium); 0.25::cup(large).",
            "0.05::spilled :- cup(small).",
            "0.1::spilled :- cup(medium).",
            "0.3::spilled :- cup(large).",
        ),
        ("evidence(spilled, true).",),
        "query(cup(large)).",
    ),
    "ticket price": (
        ("The ticket was bought.",),
        "How likely is it that its price was high?",
        (
            "0.5::ticket_price(low); 0.25::ticket_price(medium); 0.25::ticket_price(high).",
            "0.8::bought :- ticket_price(low).",
            "0.5::bought :- ticket_price(medium).",
            "0.2::bought :- ticket_price(high).",
        ),
        ("evidence(bought, true).",),
        "query(ticket_price(high)).",
    ),
    "bus timing": (
        ("I missed the meeting.",),
        "What is the probability that the bus was late?",
        (
            "0.1::bus(early); 0.3::bus(late); 0.6::bus(on_time).",
            "0.05::missed :- bus(early).",
            "0.7::missed :- bus(late).",
            "0.1::missed :- bus(on_time).",
        ),
        ("evidence(missed, true).",),
        "query(bus(late)).",
    ),
    "day temperature": (
        ("The heating is on.",),
        "How likely is it that the day is cold?",
        (
            "0.2::day(hot); 0.4::day(mild); 0.4::day(cold).",
            "0.0::heating :- day(hot).",
            "0.3::heating :- day(mild).",
            "0.9::heating :- day(cold).",
        ),
        ("evidence(heating, true).",),
        "query(day(cold)).",
    ),
    "marble colour": (
        ("The player wins a prize.",),
        "What is the chance that the marble was red?",
        (
            "0.3333333333::marble(red); 0.3333333333::marble(green); 0.3333333334::marble(blue).",
            "0.9::prize_won :- marble(red).",
            "0.5::prize_won :- marble(green).",
            "0.1::prize_won :- marble(blue).",
        ),
        ("evidence(prize_won, true).",),
        "query(marble(red)).",
    ),
    "team match": (
        ("The fans celebrate.",),
        "How likely is it that team b won?",
        (
            "0.6::winner(a); 0.2::winner(b); 0.2::winner(c).",
            "0.9::celebrate :- winner(a).",
            "0.6::celebrate :- winner(b).",
            "0.1::celebrate :- winner(c).",
        ),
        ("evidence(celebrate, true).",),
        "query(winner(b)).",
    ),
    "scan": (
        ("The scan is positive.",),
        "How likely is it that the patient has a tumour?",
        ("0.02::tumour.", "0.85::scan_positive :- tumour.", "0.08::scan_positive :- \\+tumour."),
        ("evidence(scan_positive, true).",),
        "query(tumour).",
    ),
    "river level": (
        ("There is a flood.",),
        "What is the probability that the river is high?",
        (
            "0.6::river(normal); 0.3::river(low); 0.1::river(high).",
            "0.7::flood :- river(high).",
            "0.01::flood :- river(normal).",
            "0.0::flood :- river(low).",
        ),
        ("evidence(flood, true).",),
        "query(river(high)).",
    ),
    "vaccine": (
        ("The person fell ill during the winter.",),
        "How likely is it that the person was vaccinated?",
        ("0.8::vaccinated.", "0.1::ill :- vaccinated.", "0.4::ill :- \\+vaccinated."),
        ("evidence(ill, true).",),
        "query(vaccinated).",
    ),
    "ferry": (
        ("The ferry is cancelled.",),
        "What is the probability that it is windy?",
        ("0.15::wind.", "0.6::ferry_cancelled :- wind.", "0.02::ferry_cancelled :- \\+wind."),
        ("evidence(ferry_cancelled, true).",),
        "query(wind).",
    ),
    "exam outcome": (
        ("The student got a distinction.",),
        "How likely is it that the student prepared?",
        (
            "0.7::prepared.",
            "0.05::outcome(fail); 0.55::outcome(pass); 0.4::outcome(distinction) :- prepared.",
            "0.5::outcome(fail); 0.45::outcome(pass); 0.05::outcome(distinction) :- \\+prepared.",
        ),
        ("evidence(outcome(distinction), true).",),
        "query(prepared).",
    ),
    "light bulb": (
        ("The bulb burned out within a year.",),
        "How likely is it that the bulb was old?",
        ("0.05::old.", "0.3::burns_out :- old.", "0.03::burns_out :- \\+old."),
        ("evidence(burns_out, true).",),
        "query(old).",
    ),
    "website": (
        ("An order failed.",),
        "What is the probability that the website is down?",
        ("0.01::down.", "0.9::order_fails :- down.", "0.005::order_fails :- \\+down."),
        ("evidence(order_fails, true).",),
        "query(down).",
    ),
    "ice cream": (
        ("The shop sold ice cream.",),
        "How likely is it that the day was rainy?",
        (
            "0.6666666667::sky_type(sunny); 0.3333333333::sky_type(rainy).",
            "0.9::ice_cream :- sky_type(sunny).",
            "0.3::ice_cream :- sky_type(rainy).",
        ),
        ("evidence(ice_cream, true).",),
        "query(sky_type(rainy)).",
    ),
    "review": (
        ("The package got a good review.",),
        "What is the probability that it arrived on time?",
        ("0.5::on_time.", "0.8::good_review :- on_time.", "0.3::good_review :- \\+on_time."),
        ("evidence(good_review, true).",),
        "query(on_time).",
    ),
    "order size": (
        ("The order shipped the same day.",),
        "How likely is it that the order was large?",
        (
            "0.6::order_size(small); 0.2::order_size(medium); 0.2::order_size(large).",
            "0.9::same_day :- order_size(small).",
            "0.6::same_day :- order_size(medium).",
            "0.2::same_day :- order_size(large).",
        ),
        ("evidence(same_day, true).",),
        "query(order_size(large)).",
    ),
    "winter road": (
        ("The road is closed.",),
        "What is the chance that it snowed?",
        (
            "0.4::precipitation(rain); 0.2::precipitation(snow); 0.4::precipitation(dry).",
            "0.1::road_closed :- precipitation(rain).",
            "0.5::road_closed :- precipitation(snow).",
            "0.01::road_closed :- precipitation(dry).",
        ),
        ("evidence(road_closed, true).",),
        "query(precipitation(snow)).",
    ),
    "train odds": (
        ("Tom arrives early.",),
        "How likely is it that the train was on time?",
        ("0.6666666667::train_on_time.", "0.7::tom_early :- train_on_time.", "0.1::tom_early :- \\+train_on_time."),
        ("evidence(tom_early, true).",),
        "query(train_on_time).",
    ),
    "traffic light": (
        ("The driver checks the phone.",),
        "How likely is it that the light was red?",
        (
            "0.5::light_colour(red); 0.5::light_colour(green).",
            "0.4::phone_checked :- light_colour(red).",
            "0.05::phone_checked :- light_colour(green).",
        ),
        ("evidence(phone_checked, true).",),
        "query(light_colour(red)).",
    ),
    "tumour": (
        ("The tumour grows slowly.",),
        "How likely is it that the tumour is benign?",
        ("0.02::malignant.", "0.7::grows_fast :- malignant.", "0.1::grows_fast :- \\+malignant."),
        ("evidence(grows_fast, false).",),
        "query(\\+malignant).",
    ),
    "party driver": (
        ("The driver is sober.",),
        "What is the probability of an accident?",
        ("0.15::drunk.", "0.2::accident :- drunk.", "0.01::accident :- \\+drunk."),
        ("evidence(drunk, false).",),
        "query(accident).",
    ),
    "field": (
        ("The harvest is small.",),
        "How likely is it that the field is barren?",
        ("0.3::fertile.", "0.8::large_harvest :- fertile.", "0.2::large_harvest :- \\+fertile."),
        ("evidence(large_harvest, false).",),
        "query(\\+fertile).",
    ),
    "trial": (
        ("The defendant was acquitted.",),
        "How likely is it that the defendant is guilty?",
        ("0.3::guilty_defendant.", "0.9::convicted :- guilty_defendant.", "0.05::convicted :- \\+guilty_defendant."),
        ("evidence(convicted, false).",),
        "query(guilty_defendant).",
    ),
    "shop queue": (
        ("The queue is short.",),
        "How likely is it that the shop is busy?",
        ("0.4::busy.", "0.75::long_queue :- busy.", "0.1::long_queue :- \\+busy."),
        ("evidence(long_queue, false).",),
        "query(busy).",
    ),
    "torch": (
        ("The torch gives a bright light.",),
        "How likely is it that the battery is strong?",
        ("0.25::weak_battery.", "0.7::dim_light :- weak_battery.", "0.05::dim_light :- \\+weak_battery."),
        ("evidence(dim_light, false).",),
        "query(\\+weak_battery).",
    ),
    "market": (
        ("The fund lost value.",),
        "How likely is it that the market fell?",
        ("0.55::market_rises.", "0.8::fund_gains :- market_rises.", "0.3::fund_gains :- \\+market_rises."),
        ("evidence(fund_gains, false).",),
        "query(\\+market_rises).",
    ),
    "lake": (
        ("Fish are scarce.",),
        "How likely is it that the spot is shallow?",
        ("0.6::deep_spot.", "0.5::fish_abundant :- deep_spot.", "0.2::fish_abundant :- \\+deep_spot."),
        ("evidence(fish_abundant, false).",),
        "query(\\+deep_spot).",
    ),
    "soil": (
        ("The crop is sick.",),
        "How likely is it that the soil is alkaline?",
        ("0.3::acidic_soil.", "0.4::healthy_crop :- acidic_soil.", "0.8::healthy_crop :- \\+acidic_soil."),
        ("evidence(healthy_crop, false).",),
        "query(\\+acidic_soil).",
    ),
    "window": (
        ("The room is hot.",),
        "What is the probability that the window is closed?",
        ("0.2::window_open.", "0.7::cold_room :- window_open.", "0.1::cold_room :- \\+window_open."),
        ("evidence(cold_room, false).",),
        "query(\\+window_open).",
    ),
    "morning traffic": (
        ("The bus is on time.",),
        "How likely is it that traffic was light?",
        ("0.4::heavy_traffic.", "0.6::late_bus :- heavy_traffic.", "0.1::late_bus :- \\+heavy_traffic."),
        ("evidence(late_bus, false).",),
        "query(\\+heavy_traffic).",
    ),
    "bread": (
        ("The customer is unhappy.",),
        "How likely is it that the bread was stale?",
        ("0.7::fresh_bread.", "0.9::happy_customer :- fresh_bread.", "0.3::happy_customer :- \\+fresh_bread."),
        ("evidence(happy_customer, false).",),
        "query(\\+fresh_bread).",
    ),
    "belt": (
        ("The engine is quiet.",),
        "How likely is it that the belt is worn?",
        ("0.25::worn_belt.", "0.8::loud_engine :- worn_belt.", "0.1::loud_engine :- \\+worn_belt."),
        ("evidence(loud_engine, false).",),
        "query(worn_belt).",
    ),
    "road surface": (
        ("The ride was dangerous.",),
        "How likely is it that the road was rough?",
        ("0.65::smooth_road.", "0.95::safe_ride :- smooth_road.", "0.7::safe_ride :- \\+smooth_road."),
        ("evidence(safe_ride, false).",),
        "query(\\+smooth_road).",
    ),
    "lemonade": (
        ("The glass is full.",),
        "How likely is it that the lemonade was sweet?",
        ("0.4::sweet_lemonade.", "0.9::empty_glass :- sweet_lemonade.", "0.3::empty_glass :- \\+sweet_lemonade."),
        ("evidence(empty_glass, false).",),
        "query(sweet_lemonade).",
    ),
    "water pump": (
        ("The alarm sounds.",),
        "What is the probability that the pump failed?",
        ("0.1::pump_failed.", "0.8::alarm_sounds :- pump_failed.", "0.05::alarm_sounds :- \\+pump_failed."),
        ("evidence(alarm_sounds, true).",),
        "query(pump_failed).",
    ),
    "seedling": (
        ("The seed did not flower.",),
        "How likely is it that the seed germinated?",
        ("0.7::germinated.", "0.6::flowered :- germinated.", "0.1::flowered :- \\+germinated."),
        ("evidence(flowered, false).",),
        "query(germinated).",
    ),
    "sea crossing": (
        ("The crossing is cancelled.",),
        "What is the probability that the sea is rough?",
        (
            "0.5::sea(calm); 0.3::sea(choppy); 0.2::sea(rough).",
            "0.7::crossing_cancelled :- sea(rough).",
            "0.2::crossing_cancelled :- sea(choppy).",
            "0.01::crossing_cancelled :- sea(calm).",
        ),
        ("evidence(crossing_cancelled, true).",),
        "query(sea(rough)).",
    ),
    "letter": (
        ("The customer complains.",),
        "How likely is it that the letter arrived late?",
        (
            "0.8::letter_on_time.",
            "0.1::customer_complaint :- letter_on_time.",
            "0.6::customer_complaint :- \\+letter_on_time.",
        ),
        ("evidence(customer_complaint, true).",),
        "query(\\+letter_on_time).",
    ),
    "postponed match": (
        ("The match is postponed.",),
        "What is the probability that it rained?",
        ("0.3::match_day_rain.", "0.5::postponed :- match_day_rain.", "0.1::postponed :- \\+match_day_rain."),
        ("evidence(postponed, true).",),
        "query(match_day_rain).",
    ),
    "oven": (
        ("The loaf is not burnt.",),
        "How likely is it that the oven was too hot?",
        ("0.2::oven_too_hot.", "0.6::burnt_loaf :- oven_too_hot.", "0.05::burnt_loaf :- \\+oven_too_hot."),
        ("evidence(burnt_loaf, false).",),
        "query(oven_too_hot).",
    ),
    "dam": (
        ("The valley floods.",),
        "What is the probability that the dam broke?",
        ("0.05::dam_breaks.", "0.95::valley_flood :- dam_breaks.", "0.1::valley_flood :- \\+dam_breaks."),
        ("evidence(valley_flood, true).",),
        "query(dam_breaks).",
    ),
    "night train": (
        ("The passenger misses the connection.",),
        "How likely is it that the night train was late?",
        (
            "0.25::late_night_train.",
            "0.8::missed_connection :- late_night_train.",
            "0.02::missed_connection :- \\+late_night_train.",
        ),
        ("evidence(missed_connection, true).",),
        "query(late_night_train).",
    ),
    "print file": (
        ("The page prints correctly.",),
        "How likely is it that the print file is incomplete?",
        (
            "0.95::complete_print_file.",
            "0.9::page_printed :- complete_print_file.",
            "0.2::page_printed :- \\+complete_print_file.",
        ),
        ("evidence(page_printed, true).",),
        "query(\\+complete_print_file).",
    ),
    "star": (
        ("The astronomer takes a photo.",),
        "What is the probability that the star is invisible?",
        ("0.7::visible_star.", "0.8::star_photo :- visible_star.", "0.05::star_photo :- \\+visible_star."),
        ("evidence(star_photo, true).",),
        "query(\\+visible_star).",
    ),
    "contract": (
        ("The deal is approved.",),
        "What is the probability that the contract is illegal?",
        ("0.9::legal_contract.", "0.85::deal_approved :- legal_contract.", "0.3::deal_approved :- \\+legal_contract."),
        ("evidence(deal_approved, true).",),
        "query(\\+legal_contract).",
    ),
    "witness": (
        ("The defendant is convicted.",),
        "How likely is it that the witness is dishonest?",
        ("0.8::honest_witness.", "0.6::conviction :- honest_witness.", "0.3::conviction :- \\+honest_witness."),
        ("evidence(conviction, true).",),
        "query(\\+honest_witness).",
    ),
    "water level": (
        ("The pump runs.",),
        "What is the probability that the water level is high?",
        (
            "0.9::tank_level(low); 0.05::tank_level(medium); 0.05::tank_level(high).",
            "0.1::pump_runs :- tank_level(low).",
            "0.5::pump_runs :- tank_level(medium).",
            "0.95::pump_runs :- tank_level(high).",
        ),
        ("evidence(pump_runs, true).",),
        "query(tank_level(high)).",
    ),
    "valve pressure": (
        ("The pressure is normal.",),
        "How likely is it that the valve is open?",
        (
            "0.3::open_valve.",
            "0.98::line_pressure(normal); 0.01::line_pressure(low); 0.01::line_pressure(high) :- open_valve.",
            "0.6::line_pressure(normal); 0.2::line_pressure(low); 0.2::line_pressure(high) :- \\+open_valve.",
        ),
        ("evidence(line_pressure(normal), true).",),
        "query(open_valve).",
    ),
    "spool file": (
        ("The document does not print.",),
        "How likely is it that the spool file is incorrect?",
        ("0.9::sound_spool_file.", "0.95::printed :- sound_spool_file.", "0.2::printed :- \\+sound_spool_file."),
        ("evidence(printed, false).",),
        "query(\\+sound_spool_file).",
    ),
    "network link": (
        ("The backup fails.",),
        "What is the probability that the network link is down?",
        ("0.97::link_up.", "0.99::backup_succeeds :- link_up.", "0.3::backup_succeeds :- \\+link_up."),
        ("evidence(backup_succeeds, false).",),
        "query(\\+link_up).",
    ),
    "printer driver": (
        ("The driver is broken.",),
        "How likely is it that the printer is switched on?",
        ("0.8::printer_on.", "0.95::driver_ok :- printer_on.", "0.6::driver_ok :- \\+printer_on."),
        ("evidence(driver_ok, false).",),
        "query(printer_on).",
    ),
    "blood sample": (
        ("The test gives a valid result.",),
        "How likely is it that the blood sample is contaminated?",
        ("0.85::good_sample.", "0.98::valid_result :- good_sample.", "0.4::valid_result :- \\+good_sample."),
        ("evidence(valid_result, true).",),
        "query(\\+good_sample).",
    ),
    "parcel condition": (
        ("The customer is satisfied.",),
        "What is the chance that the parcel arrives damaged?",
        (
            "0.75::parcel_intact.",
            "0.9::satisfied_customer :- parcel_intact.",
            "0.15::satisfied_customer :- \\+parcel_intact.",
        ),
        ("evidence(satisfied_customer, true).",),
        "query(\\+parcel_intact).",
    ),
    "wet road": (
        ("An accident happens.",),
        "How likely is it that the road is wet or icy?",
        ("0.6::dry_road.", "0.02::accident :- dry_road.", "0.08::accident :- \\+dry_road."),
        ("evidence(accident, true).",),
        "query(\\+dry_road).",
    ),
    "engine warmth": (
        ("The car does not start at once.",),
        "How likely is it that the engine is noisy?",
        ("0.7::warm_engine.", "0.95::quick_start :- warm_engine.", "0.5::quick_start :- \\+warm_engine."),
        ("evidence(quick_start, false).",),
        "query(\\+warm_engine).",
    ),
    "city traffic": (
        ("Traffic is heavy.",),
        "What is the probability that the bus has a long delay?",
        (
            "0.6::weather(sunny); 0.3::weather(rainy); 0.1::weather(snowy).",
            "0.3::trip_time(morning); 0.4::trip_time(midday); 0.3::trip_time(evening).",
            "0.1::holiday.",
            "0.2::traffic(light); 0.5::traffic(moderate); 0.3::traffic(heavy) :- weather(sunny), trip_time(morning).",
            "0.6::traffic(light); 0.3::traffic(moderate); 0.1::traffic(heavy) :- weather(sunny), trip_time(midday).",
            "0.3::traffic(light); 0.4::traffic(moderate); 0.3::traffic(heavy) :- weather(sunny), trip_time(evening).",
            "0.1::traffic(light); 0.4::traffic(moderate); 0.5::traffic(heavy) :- weather(rainy), trip_time(morning).",
            "0.4::traffic(light); 0.4::traffic(moderate); 0.2::traffic(heavy) :- weather(rainy), trip_time(midday).",
            "0.1::traffic(light); 0.3::traffic(moderate); 0.6::traffic(heavy) :- weather(rainy), trip_time(evening).",
            "0.05::traffic(light); 0.25::traffic(moderate); 0.7::traffic(heavy) :- weather(snowy), "
            "trip_time(morning).",
            "0.2::traffic(light); 0.4::traffic(moderate); 0.4::traffic(heavy) :- weather(snowy), trip_time(midday).",
            "0.05::traffic(light); 0.15::traffic(moderate); 0.8::traffic(heavy) :- weather(snowy), "
            "trip_time(evening).",
            "0.7::bus_delay(none); 0.2::bus_delay(short); 0.1::bus_delay(long) :- weather(sunny), trip_time(morning).",
            "0.9::bus_delay(none); 0.08::bus_delay(short); 0.02::bus_delay(long) :- weather(sunny), "
            "trip_time(midday).",
            "0.75::bus_delay(none); 0.2::bus_delay(short); 0.05::bus_delay(long) :- weather(sunny), "
            "trip_time(evening).",
            "0.5::bus_delay(none); 0.3::bus_delay(short); 0.2::bus_delay(long) :- weather(rainy), trip_time(morning).",
            "0.6::bus_delay(none); 0.3::bus_delay(short); 0.1::bus_delay(long) :- weather(rainy), trip_time(midday).",
            "0.4::bus_delay(none); 0.35::bus_delay(short); 0.25::bus_delay(long) :- weather(rainy), "
            "trip_time(evening).",
            "0.2::bus_delay(none); 0.3::bus_delay(short); 0.5::bus_delay(long) :- weather(snowy), trip_time(morning).",
            "0.3::bus_delay(none); 0.4::bus_delay(short); 0.3::bus_delay(long) :- weather(snowy), trip_time(midday).",
            "0.1::bus_delay(none); 0.3::bus_delay(short); 0.6::bus_delay(long) :- weather(snowy), trip_time(evening).",
            "0.3::shops_open :- holiday.",
            "0.95::shops_open :- \\+holiday.",
        ),
        ("evidence(traffic(heavy), true).",),
        "query(bus_delay(long)).",
    ),
    "hotel": (
        ("The room price is expensive.",),
        "How likely is it that occupancy is high?",
        (
            "0.4::season(summer); 0.6::season(winter).",
            "0.7::region(coast); 0.3::region(mountains).",
            "0.2::festival.",
            "0.1::occupancy(low); 0.3::occupancy(medium); 0.6::occupancy(high) :- season(summer), region(coast).",
            "0.3::occupancy(low); 0.5::occupancy(medium); 0.2::occupancy(high) :- season(summer), region(mountains).",
            "0.6::occupancy(low); 0.3::occupancy(medium); 0.1::occupancy(high) :- season(winter), region(coast).",
            "0.2::occupancy(low); 0.3::occupancy(medium); 0.5::occupancy(high) :- season(winter), region(mountains).",
            "0.05::room_price(cheap); 0.35::room_price(normal); 0.6::room_price(expensive) :- season(summer), "
            "region(coast).",
            "0.25::room_price(cheap); 0.55::room_price(normal); 0.2::room_price(expensive) :- season(summer), "
            "region(mountains).",
            "0.5::room_price(cheap); 0.4::room_price(normal); 0.1::room_price(expensive) :- season(winter), "
            "region(coast).",
            "0.15::room_price(cheap); 0.45::room_price(normal); 0.4::room_price(expensive) :- season(winter), "
            "region(mountains).",
            "0.8::parking_full :- festival.",
            "0.25::parking_full :- \\+festival.",
        ),
        ("evidence(room_price(expensive), true).",),
        "query(occupancy(high)).",
    ),
    "print job": (
        ("The job failed.",),
        "What is the probability that the paper tray is empty?",
        (
            "0.5::paper_tray(full); 0.3::paper_tray(low); 0.2::paper_tray(empty).",
            "0.4::new_toner.",
            "0.25::humid_room.",
            "0.95::job(printed); 0.04::job(delayed); 0.01::job(failed) :- paper_tray(full), new_toner.",
            "0.85::job(printed); 0.1::job(delayed); 0.05::job(failed) :- paper_tray(full), \\+new_toner.",
            "0.8::job(printed); 0.15::job(delayed); 0.05::job(failed) :- paper_tray(low), new_toner.",
            "0.7::job(printed); 0.2::job(delayed); 0.1::job(failed) :- paper_tray(low), \\+new_toner.",
            "0.1::job(printed); 0.3::job(delayed); 0.6::job(failed) :- paper_tray(empty), new_toner.",
            "0.05::job(printed); 0.25::job(delayed); 0.7::job(failed) :- paper_tray(empty), \\+new_toner.",
            "0.2::paper_jam :- humid_room.",
            "0.05::paper_jam :- \\+humid_room.",
        ),
        ("evidence(job(failed), true).",),
        "query(paper_tray(empty)).",
    ),
    "crop yield": (
        ("The yield is high.",),
        "How likely is it that the year was wet?",
        (
            "0.3::soil(rich); 0.5::soil(average); 0.2::soil(poor).",
            "0.55::fertiliser.",
            "0.4::year(wet); 0.6::year(dry).",
            "0.05::crop_yield(low); 0.35::crop_yield(medium); 0.6::crop_yield(high) :- soil(rich), year(wet).",
            "0.2::crop_yield(low); 0.5::crop_yield(medium); 0.3::crop_yield(high) :- soil(rich), year(dry).",
            "0.15::crop_yield(low); 0.5::crop_yield(medium); 0.35::crop_yield(high) :- soil(average), year(wet).",
            "0.35::crop_yield(low); 0.45::crop_yield(medium); 0.2::crop_yield(high) :- soil(average), year(dry).",
            "0.4::crop_yield(low); 0.45::crop_yield(medium); 0.15::crop_yield(high) :- soil(poor), year(wet).",
            "0.7::crop_yield(low); 0.25::crop_yield(medium); 0.05::crop_yield(high) :- soil(poor), year(dry).",
            "0.3::weeds :- fertiliser.",
            "0.6::weeds :- \\+fertiliser.",
        ),
        ("evidence(crop_yield(high), true).",),
        "query(year(wet)).",
    ),
    "ferries": (
        ("The evening ferry does not sail.",),
        "What is the probability that the morning ferry sails?",
        (
            "0.6::sea(calm); 0.3::sea(rough); 0.1::sea(stormy).",
            "0.05::strike.",
            "0.98::morning_ferry :- sea(calm).",
            "0.8::morning_ferry :- sea(rough).",
            "0.3::morning_ferry :- sea(stormy).",
            "0.95::evening_ferry :- sea(calm).",
            "0.7::evening_ferry :- sea(rough).",
            "0.2::evening_ferry :- sea(stormy).",
        ),
        ("evidence(evening_ferry, false).",),
        "query(morning_ferry).",
    ),
    "ventilation": (
        ("The exhaled carbon dioxide is low.",),
        "How likely is it that the tube is kinked?",
        (
            "0.05::kinktube.",
            "0.1::discnct.",
            "0.9::ventlng(low); 0.1::ventlng(normal) :- kinktube, discnct.",
            "0.8::ventlng(low); 0.2::ventlng(normal) :- kinktube, \\+discnct.",
            "0.7::ventlng(low); 0.3::ventlng(normal) :- \\+kinktube, discnct.",
            "0.05::ventlng(low); 0.95::ventlng(normal) :- \\+kinktube, \\+discnct.",
            "0.85::expco2(low); 0.15::expco2(normal) :- ventlng(low).",
            "0.1::expco2(low); 0.9::expco2(normal) :- ventlng(normal).",
        ),
        ("evidence(expco2(low), true).",),
        "query(kinktube).",
    ),
    "stroke volume": (
        ("The cardiac output is low.", "The patient is not hypovolemic."),
        "What is the probability of left ventricular failure?",
        (
            "0.2::hypovol.",
            "0.05::lvfail.",
            "0.1::strkvol(low); 0.3::strkvol(normal); 0.6::strkvol(high) :- \\+hypovol, \\+lvfail.",
            "0.6::strkvol(low); 0.3::strkvol(normal); 0.1::strkvol(high) :- hypovol, \\+lvfail.",
            "0.7::strkvol(low); 0.2::strkvol(normal); 0.1::strkvol(high) :- \\+hypovol, lvfail.",
            "0.95::strkvol(low); 0.04::strkvol(normal); 0.01::strkvol(high) :- hypovol, lvfail.",
            "0.9::cardout(low); 0.1::cardout(normal) :- strkvol(low).",
            "0.3::cardout(low); 0.7::cardout(normal) :- strkvol(normal).",
            "0.05::cardout(low); 0.95::cardout(normal) :- strkvol(high).",
        ),
        ("evidence(cardout(low), true).", "evidence(hypovol, false)."),
        "query(lvfail).",
    ),
    "print output": (
        ("An error message is shown.",),
        "How likely is it that the driver settings are correct?",
        (
            "0.9::gdiok.",
            "0.8::drvset.",
            "0.95::prtout :- gdiok, drvset.",
            "0.4::prtout :- gdiok, \\+drvset.",
            "0.3::prtout :- \\+gdiok, drvset.",
            "0.1::prtout :- \\+gdiok, \\+drvset.",
            "0.05::errmsg :- prtout.",
            "0.7::errmsg :- \\+prtout.",
        ),
        ("evidence(errmsg, true).",),
        "query(drvset).",
    ),
    "cloud shading": (
        ("There is marked cloud shading.",),
        "What is the chance that the morning convective inhibition is total?",
        (
            "0.5::amcin(none); 0.3::amcin(partial); 0.2::amcin(total).",
            "0.6::cldshd(none); 0.3::cldshd(some); 0.1::cldshd(marked) :- amcin(none).",
            "0.3::cldshd(none); 0.5::cldshd(some); 0.2::cldshd(marked) :- amcin(partial).",
            "0.1::cldshd(none); 0.4::cldshd(some); 0.5::cldshd(marked) :- amcin(total).",
        ),
        ("evidence(cldshd(marked), true).",),
        "query(amcin(total)).",
    ),
    "heart rate readings": (
        ("The heart rate measured by the oximeter is high.", "The EKG shows a normal heart rate."),
        "What is the probability that the heart rate measured from the blood pressure is high?",
        (
            "0.1::hr(low); 0.7::hr(normal); 0.2::hr(high).",
            "0.9::hrekg(low); 0.08::hrekg(normal); 0.02::hrekg(high) :- hr(low).",
            "0.05::hrekg(low); 0.9::hrekg(normal); 0.05::hrekg(high) :- hr(normal).",
            "0.02::hrekg(low); 0.08::hrekg(normal); 0.9::hrekg(high) :- hr(high).",
            "0.8::hrsat(low); 0.15::hrsat(normal); 0.05::hrsat(high) :- hr(low).",
            "0.1::hrsat(low); 0.8::hrsat(normal); 0.1::hrsat(high) :- hr(normal).",
            "0.05::hrsat(low); 0.15::hrsat(normal); 0.8::hrsat(high) :- hr(high).",
            "0.85::hrbp(low); 0.1::hrbp(normal); 0.05::hrbp(high) :- hr(low).",
            "0.05::hrbp(low); 0.85::hrbp(normal); 0.1::hrbp(high) :- hr(normal).",
            "0.05::hrbp(low); 0.1::hrbp(normal); 0.85::hrbp(high) :- hr(high).",
        ),
        ("evidence(hrsat(high), true).", "evidence(hrekg(normal), true)."),
        "query(hrbp(high)).",
    ),
    "ventilation chain": (
        ("The alveolar ventilation is low.",),
        "How likely is it that the ventilation through the tube is normal?",
        (
            "0.05::ventmach(low); 0.9::ventmach(normal); 0.05::ventmach(high).",
            "0.9::venttube(low); 0.08::venttube(normal); 0.02::venttube(high) :- ventmach(low).",
            "0.05::venttube(low); 0.9::venttube(normal); 0.05::venttube(high) :- ventmach(normal).",
            "0.02::venttube(low); 0.08::venttube(normal); 0.9::venttube(high) :- ventmach(high).",
            "0.85::ventlung(low); 0.1::ventlung(normal); 0.05::ventlung(high) :- venttube(low).",
            "0.1::ventlung(low); 0.85::ventlung(normal); 0.05::ventlung(high) :- venttube(normal).",
            "0.05::ventlung(low); 0.1::ventlung(normal); 0.85::ventlung(high) :- venttube(high).",
            "0.9::ventalv(low); 0.05::ventalv(normal); 0.05::ventalv(high) :- ventlung(low).",
            "0.05::ventalv(low); 0.9::ventalv(normal); 0.05::ventalv(high) :- ventlung(normal).",
            "0.05::ventalv(low); 0.05::ventalv(normal); 0.9::ventalv(high) :- ventlung(high).",
        ),
        ("evidence(ventalv(low), true).",),
        "query(venttube(normal)).",
    ),
    "pressures": (
        ("The central venous pressure is high.", "The wedge pressure is high."),
        "How likely is a low blood pressure?",
        (
            "0.05::lvfail.",
            "0.05::pcwp(low); 0.25::pcwp(normal); 0.7::pcwp(high) :- lvfail.",
            "0.1::pcwp(low); 0.8::pcwp(normal); 0.1::pcwp(high) :- \\+lvfail.",
            "0.1::cvp(low); 0.3::cvp(normal); 0.6::cvp(high) :- lvfail.",
            "0.1::cvp(low); 0.8::cvp(normal); 0.1::cvp(high) :- \\+lvfail.",
            "0.6::bp(low); 0.3::bp(normal); 0.1::bp(high) :- lvfail.",
            "0.1::bp(low); 0.7::bp(normal); 0.2::bp(high) :- \\+lvfail.",
        ),
        ("evidence(cvp(high), true).", "evidence(pcwp(high), true)."),
        "query(bp(low)).",
    ),
    "exam grades": (
        ("The student got a B.",),
        "How likely is it that the student studied hard?",
        (
            "0.6::studied.",
            "0.3::grade(a); 0.4::grade(b); 0.2::grade(c); 0.07::grade(d); 0.03::grade(f) :- studied.",
            "0.05::grade(a); 0.2::grade(b); 0.35::grade(c); 0.25::grade(d); 0.15::grade(f) :- \\+studied.",
        ),
        ("evidence(grade(b), true).",),
        "query(studied).",
    ),
    "blood types": (
        ("The test reacts.",),
        "What is the probability that the donor has blood type AB?",
        (
            "0.45::blood_type(o); 0.4::blood_type(a); 0.11::blood_type(b); 0.04::blood_type(ab).",
            "0.02::reacts :- blood_type(o).",
            "0.9::reacts :- blood_type(a).",
            "0.3::reacts :- blood_type(b).",
            "0.95::reacts :- blood_type(ab).",
        ),
        ("evidence(reacts, true).",),
        "query(blood_type(ab)).",
    ),
    "storm scenarios": (
        ("A storm forms.",),
        "How likely is scenario A?",
        (
            "0.6::season(summer); 0.4::season(autumn).",
            "0.1::scenario(a); 0.25::scenario(b); 0.2::scenario(c); 0.15::scenario(d); 0.18::scenario(e); "
            "0.12::scenario(f) :- season(summer).",
            "0.3::scenario(a); 0.05::scenario(b); 0.1::scenario(c); 0.25::scenario(d); 0.2::scenario(e); "
            "0.1::scenario(f) :- season(autumn).",
            "0.7::storm :- scenario(a).",
            "0.2::storm :- scenario(b).",
            "0.4::storm :- scenario(c).",
            "0.1::storm :- scenario(d).",
            "0.5::storm :- scenario(e).",
            "0.05::storm :- scenario(f).",
        ),
        ("evidence(storm, true).",),
        "query(scenario(a)).",
    ),
    "hotel classes": (
        ("The guest complains.",),
        "What is the probability that the hotel is class C?",
        (
            "0.3::coastal.",
            "0.2::hotel_class(a); 0.5::hotel_class(b); 0.3::hotel_class(c) :- coastal.",
            "0.1::hotel_class(a); 0.4::hotel_class(b); 0.5::hotel_class(c) :- \\+coastal.",
            "0.05::guest_complains :- hotel_class(a).",
            "0.15::guest_complains :- hotel_class(b).",
            "0.35::guest_complains :- hotel_class(c).",
        ),
        ("evidence(guest_complains, true).",),
        "query(hotel_class(c)).",
    ),
    "weather regimes": (
        ("Hail falls.",),
        "How likely is regime C?",
        (
            "0.3::front.",
            "0.4::regime(a); 0.25::regime(b); 0.15::regime(c); 0.1::regime(d); 0.1::regime(e) :- front.",
            "0.1::regime(a); 0.2::regime(b); 0.3::regime(c); 0.25::regime(d); 0.15::regime(e) :- \\+front.",
            "0.6::hail :- regime(a).",
            "0.3::hail :- regime(b).",
            "0.2::hail :- regime(c).",
            "0.1::hail :- regime(d).",
            "0.05::hail :- regime(e).",
        ),
        ("evidence(hail, true).",),
        "query(regime(c)).",
    ),
    "risk classes": (
        ("The policy has a claim.",),
        "What is the probability that the driver is in risk class A?",
        (
            "0.2::young.",
            "0.1::risk_class(a); 0.2::risk_class(b); 0.3::risk_class(c); 0.4::risk_class(d) :- young.",
            "0.4::risk_class(a); 0.3::risk_class(b); 0.2::risk_class(c); 0.1::risk_class(d) :- \\+young.",
            "0.02::claim :- risk_class(a).",
            "0.05::claim :- risk_class(b).",
            "0.1::claim :- risk_class(c).",
            "0.2::claim :- risk_class(d).",
        ),
        ("evidence(claim, true).",),
        "query(risk_class(a)).",
    ),
    "flow patterns": (
        ("The river floods.",),
        "How likely is pattern B?",
        (
            "0.5::snowmelt.",
            "0.2::pattern(a); 0.35::pattern(b); 0.15::pattern(c); 0.2::pattern(d); 0.1::pattern(e) :- snowmelt.",
            "0.3::pattern(a); 0.1::pattern(b); 0.25::pattern(c); 0.15::pattern(d); 0.2::pattern(e) :- \\+snowmelt.",
            "0.1::flood :- pattern(a).",
            "0.6::flood :- pattern(b).",
            "0.3::flood :- pattern(c).",
            "0.05::flood :- pattern(d).",
            "0.2::flood :- pattern(e).",
        ),
        ("evidence(flood, true).",),
        "query(pattern(b)).",
    ),
    "soil zones": (
        ("The crop fails.",),
        "What is the probability of zone D?",
        (
            "0.4::irrigated.",
            "0.3::zone(a); 0.3::zone(b); 0.2::zone(c); 0.1::zone(d); 0.1::zone(e) :- irrigated.",
            "0.1::zone(a); 0.15::zone(b); 0.25::zone(c); 0.3::zone(d); 0.2::zone(e) :- \\+irrigated.",
            "0.05::failure :- zone(a).",
            "0.1::failure :- zone(b).",
            "0.15::failure :- zone(c).",
            "0.4::failure :- zone(d).",
            "0.25::failure :- zone(e).",
        ),
        ("evidence(failure, true).",),
        "query(zone(d)).",
    ),
    "survey answers": (
        ("The customer buys again.",),
        "How likely is it that the customer answered A?",
        (
            "0.35::member.",
            "0.3::answer(a); 0.25::answer(b); 0.2::answer(c); 0.15::answer(d); 0.1::answer(e) :- member.",
            "0.1::answer(a); 0.15::answer(b); 0.25::answer(c); 0.3::answer(d); 0.2::answer(e) :- \\+member.",
            "0.8::buys :- answer(a).",
            "0.6::buys :- answer(b).",
            "0.4::buys :- answer(c).",
            "0.2::buys :- answer(d).",
            "0.1::buys :- answer(e).",
        ),
        ("evidence(buys, true).",),
        "query(answer(a)).",
    ),
    "fuel grades": (
        ("The engine knocks.",),
        "What is the probability that the fuel is grade I?",
        (
            "0.4::winter.",
            "0.1::grade(a); 0.1::grade(b); 0.1::grade(c); 0.1::grade(d); 0.1::grade(e); 0.1::grade(f); "
            "0.1::grade(g); 0.1::grade(h); 0.15::grade(i); 0.05::grade(j) :- winter.",
            "0.05::grade(a); 0.05::grade(b); 0.1::grade(c); 0.1::grade(d); 0.15::grade(e); 0.15::grade(f); "
            "0.1::grade(g); 0.1::grade(h); 0.12::grade(i); 0.08::grade(j) :- \\+winter.",
            "0.02::knocks :- grade(a).",
            "0.04::knocks :- grade(b).",
            "0.06::knocks :- grade(c).",
            "0.08::knocks :- grade(d).",
            "0.1::knocks :- grade(e).",
            "0.12::knocks :- grade(f).",
            "0.14::knocks :- grade(g).",
            "0.16::knocks :- grade(h).",
            "0.3::knocks :- grade(i).",
            "0.4::knocks :- grade(j).",
        ),
        ("evidence(knocks, true).",),
        "query(grade(i)).",
    ),
    "cloud types": (
        ("It rains.",),
        "How likely is cloud type D?",
        (
            "0.45::humid.",
            "0.2::cloud_type(a); 0.05::cloud_type(b); 0.05::cloud_type(c); 0.05::cloud_type(d); "
            "0.3::cloud_type(e); 0.15::cloud_type(f); 0.2::cloud_type(g) :- humid.",
            "0.1::cloud_type(a); 0.2::cloud_type(b); 0.2::cloud_type(c); 0.2::cloud_type(d); 0.1::cloud_type(e); "
            "0.1::cloud_type(f); 0.1::cloud_type(g) :- \\+humid.",
            "0.1::rain :- cloud_type(a).",
            "0.2::rain :- cloud_type(b).",
            "0.3::rain :- cloud_type(c).",
            "0.6::rain :- cloud_type(d).",
            "0.5::rain :- cloud_type(e).",
            "0.4::rain :- cloud_type(f).",
            "0.05::rain :- cloud_type(g).",
        ),
        ("evidence(rain, true).",),
        "query(cloud_type(d)).",
    ),
    "market phases": (
        ("The index falls.",),
        "What is the probability of phase A?",
        (
            "0.3::crisis.",
            "0.25::phase(a); 0.15::phase(b); 0.15::phase(c); 0.15::phase(d); 0.1::phase(e); 0.1::phase(f); "
            "0.1::phase(g) :- crisis.",
            "0.4::phase(a); 0.1::phase(b); 0.1::phase(c); 0.1::phase(d); 0.2::phase(e); 0.05::phase(f); "
            "0.05::phase(g) :- \\+crisis.",
            "0.7::falls :- phase(a).",
            "0.3::falls :- phase(b).",
            "0.2::falls :- phase(c).",
            "0.4::falls :- phase(d).",
            "0.1::falls :- phase(e).",
            "0.5::falls :- phase(f).",
            "0.6::falls :- phase(g).",
        ),
        ("evidence(falls, true).",),
        "query(phase(a)).",
    ),
    "pollen levels": (
        ("The patient sneezes.",),
        "How likely is level F?",
        (
            "0.5::spring.",
            "0.05::level(a); 0.1::level(b); 0.1::level(c); 0.15::level(d); 0.3::level(e); 0.2::level(f); "
            "0.1::level(g) :- spring.",
            "0.3::level(a); 0.2::level(b); 0.2::level(c); 0.1::level(d); 0.1::level(e); 0.05::level(f); "
            "0.05::level(g) :- \\+spring.",
            "0.05::sneezes :- level(a).",
            "0.1::sneezes :- level(b).",
            "0.2::sneezes :- level(c).",
            "0.3::sneezes :- level(d).",
            "0.5::sneezes :- level(e).",
            "0.7::sneezes :- level(f).",
            "0.9::sneezes :- level(g).",
        ),
        ("evidence(sneezes, true).",),
        "query(level(f)).",
    ),
    "wind sectors": (
        ("The boat stays in port.",),
        "How likely is sector C?",
        (
            "0.35::gale.",
            "0.3::sector(a); 0.1::sector(b); 0.1::sector(c); 0.1::sector(d); 0.2::sector(e); 0.1::sector(f); "
            "0.1::sector(g) :- gale.",
            "0.1::sector(a); 0.2::sector(b); 0.2::sector(c); 0.2::sector(d); 0.1::sector(e); 0.1::sector(f); "
            "0.1::sector(g) :- \\+gale.",
            "0.9::in_port :- sector(a).",
            "0.5::in_port :- sector(b).",
            "0.4::in_port :- sector(c).",
            "0.3::in_port :- sector(d).",
            "0.2::in_port :- sector(e).",
            "0.1::in_port :- sector(f).",
            "0.05::in_port :- sector(g).",
        ),
        ("evidence(in_port, true).",),
        "query(sector(c)).",
    ),
    "claim codes": (
        ("The claim is paid.",),
        "What is the probability of code E?",
        (
            "0.25::urgent.",
            "0.4::code(a); 0.15::code(b); 0.15::code(c); 0.1::code(d); 0.1::code(e); 0.1::code(f) :- urgent.",
            "0.1::code(a); 0.1::code(b); 0.1::code(c); 0.2::code(d); 0.25::code(e); 0.25::code(f) :- \\+urgent.",
            "0.9::paid :- code(a).",
            "0.8::paid :- code(b).",
            "0.7::paid :- code(c).",
            "0.5::paid :- code(d).",
            "0.3::paid :- code(e).",
            "0.2::paid :- code(f).",
        ),
        ("evidence(paid, true).",),
        "query(code(e)).",
    ),
    "soil classes": (
        ("The vines thrive.",),
        "How likely is class B?",
        (
            "0.4::slope.",
            "0.1::soil_class(a); 0.2::soil_class(b); 0.2::soil_class(c); 0.2::soil_class(d); "
            "0.15::soil_class(e); 0.15::soil_class(f) :- slope.",
            "0.25::soil_class(a); 0.25::soil_class(b); 0.2::soil_class(c); 0.1::soil_class(d); "
            "0.1::soil_class(e); 0.1::soil_class(f) :- \\+slope.",
            "0.2::thrive :- soil_class(a).",
            "0.6::thrive :- soil_class(b).",
            "0.5::thrive :- soil_class(c).",
            "0.4::thrive :- soil_class(d).",
            "0.3::thrive :- soil_class(e).",
            "0.1::thrive :- soil_class(f).",
        ),
        ("evidence(thrive, true).",),
        "query(soil_class(b)).",
    ),
    "pollen season": (
        ("Pollen counts are high.",),
        "How likely is it that the date is between May 16 and June 30?",
        (
            "0.25::date(apr_1_may_15); 0.35::date(may_16_jun_30); 0.4::date(jul_1_sep_30).",
            "0.3::pollen_high :- date(apr_1_may_15).",
            "0.8::pollen_high :- date(may_16_jun_30).",
            "0.2::pollen_high :- date(jul_1_sep_30).",
        ),
        ("evidence(pollen_high, true).",),
        "query(date(may_16_jun_30)).",
    ),
    "festival dates": (
        ("It rains during the festival.",),
        "What is the probability that the festival is held from June 16 to June 30?",
        (
            "0.5::festival(jun_1_jun_15); 0.3::festival(jun_16_jun_30); 0.2::festival(jul_1_jul_15).",
            "0.4::festival_rain :- festival(jun_1_jun_15).",
            "0.25::festival_rain :- festival(jun_16_jun_30).",
            "0.1::festival_rain :- festival(jul_1_jul_15).",
        ),
        ("evidence(festival_rain, true).",),
        "query(festival(jun_16_jun_30)).",
    ),
    "hypovolemia": (
        ("The blood pressure is low.",),
        "How likely is hypovolemia?",
        ("0.2::hypovolemia.", "0.6::low_pressure :- hypovolemia.", "0.1::low_pressure :- \\+hypovolemia."),
        ("evidence(low_pressure, true).",),
        "query(hypovolemia).",
    ),
    "kinked tube": (
        ("The pressure alarm sounds.",),
        "What is the probability that the tube is kinked?",
        ("0.04::kinked.", "0.9::pressure_alarm :- kinked.", "0.03::pressure_alarm :- \\+kinked."),
        ("evidence(pressure_alarm, true).",),
        "query(kinked).",
    ),
    "anesthesia": (
        ("The heart rate rises.",),
        "How likely is it that the anesthesia is insufficient?",
        ("0.1::insufficient.", "0.7::rate_rises :- insufficient.", "0.15::rate_rises :- \\+insufficient."),
        ("evidence(rate_rises, true).",),
        "query(insufficient).",
    ),
    "embolism": (
        ("The oxygen saturation is low.",),
        "How likely is an embolism?",
        ("0.01::embolism.", "0.8::low_saturation :- embolism.", "0.1::low_saturation :- \\+embolism."),
        ("evidence(low_saturation, true).",),
        "query(embolism).",
    ),
    "sky at dawn": (
        ("There is frost.",),
        "What is the probability that the sky is overcast?",
        (
            "0.3::sky(clear); 0.45::sky(partly_cloudy); 0.25::sky(overcast).",
            "0.4::frost :- sky(clear).",
            "0.2::frost :- sky(partly_cloudy).",
            "0.05::frost :- sky(overcast).",
        ),
        ("evidence(frost, true).",),
        "query(sky(overcast)).",
    ),
    "instability": (
        ("Thunderstorms form.",),
        "How likely is strong instability?",
        (
            "0.5::instability(none); 0.3::instability(weak); 0.2::instability(strong).",
            "0.05::storms :- instability(none).",
            "0.25::storms :- instability(weak).",
            "0.6::storms :- instability(strong).",
        ),
        ("evidence(storms, true).",),
        "query(instability(strong)).",
    ),
    "season scenarios": (
        ("Hail falls.",),
        "How likely is scenario C?",
        (
            "0.6::dry_season.",
            "0.2::scenario(a); 0.1::scenario(b); 0.25::scenario(c); 0.15::scenario(d); 0.15::scenario(e); "
            "0.15::scenario(f) :- dry_season.",
            "0.0::scenario(a); 0.0::scenario(b); 0.4::scenario(c); 0.2::scenario(d); 0.2::scenario(e); "
            "0.2::scenario(f) :- \\+dry_season.",
            "0.1::hail :- scenario(a).",
            "0.2::hail :- scenario(b).",
            "0.3::hail :- scenario(c).",
            "0.5::hail :- scenario(d).",
            "0.6::hail :- scenario(e).",
            "0.7::hail :- scenario(f).",
        ),
        ("evidence(hail, true).",),
        "query(scenario(c)).",
    ),
    "batch grades": (
        ("The batch is shipped.",),
        "What is the probability that the batch came from the new line?",
        (
            "0.3::new_line.",
            "0.5::grade(a); 0.125::grade(b); 0.125::grade(c); 0.125::grade(d); 0.125::grade(e) :- new_line.",
            "0.4::grade(a); 0.3::grade(b); 0.1::grade(c); 0.1::grade(d); 0.1::grade(e) :- \\+new_line.",
            "0.95::shipped :- grade(a).",
            "0.8::shipped :- grade(b).",
            "0.6::shipped :- grade(c).",
            "0.4::shipped :- grade(d).",
            "0.1::shipped :- grade(e).",
        ),
        ("evidence(shipped, true).",),
        "query(new_line).",
    ),
    "tank levels": (
        ("The pump runs.",),
        "How likely is it that the level is 30 cm?",
        (
            "0.3333::level(l20); 0.3333::level(l30); 0.3333::level(l40).",
            "0.9::pump :- level(l20).",
            "0.5::pump :- level(l30).",
            "0.1::pump :- level(l40).",
        ),
        ("evidence(pump, true).",),
        "query(level(l30)).",
    ),
    "spinner": (
        ("The player wins.",),
        "How likely is it that the spinner landed on red?",
        (
            "0.1666::spinner(red); 0.1666::spinner(blue); 0.1666::spinner(green); 0.1666::spinner(yellow); "
            "0.1666::spinner(white); 0.1666::spinner(black).",
            "0.5::win :- spinner(red).",
            "0.4::win :- spinner(blue).",
            "0.3::win :- spinner(green).",
            "0.2::win :- spinner(yellow).",
            "0.1::win :- spinner(white).",
            "0.05::win :- spinner(black).",
        ),
        ("evidence(win, true).",),
        "query(spinner(red)).",
    ),
    "bus arrival": (
        ("Anna catches the bus.",),
        "What is the probability that the bus was late?",
        (
            "0.25::bus(early); 0.25::bus(on_time); 0.25::bus(late); 0.25::bus(cancelled).",
            "0.7::catches :- bus(early).",
            "0.95::catches :- bus(on_time).",
            "0.6::catches :- bus(late).",
            "0.0::catches :- bus(cancelled).",
        ),
        ("evidence(catches, true).",),
        "query(bus(late)).",
    ),
    "river inflow": (
        ("The inflow at 9:30 is high.",),
        "How likely is it that the inflow at 9:00 was low?",
        (
            "0.3::inflow_0900(low); 0.7::inflow_0900(high).",
            "0.8::inflow_0930(low); 0.2::inflow_0930(high) :- inflow_0900(low).",
            "0.1::inflow_0930(low); 0.9::inflow_0930(high) :- inflow_0900(high).",
        ),
        ("evidence(inflow_0930(high), true).",),
        "query(inflow_0900(low)).",
    ),
    "nitrate readings": (
        ("The nitrate level at 12:15 is 6 mg/L.",),
        "What is the probability that the nitrate level at 12:00 was 4 mg/L?",
        (
            "0.2::n1200(n2); 0.5::n1200(n4); 0.3::n1200(n6).",
            "0.9::n1215(n2); 0.1::n1215(n4); 0.0::n1215(n6) :- n1200(n2).",
            "0.05::n1215(n2); 0.85::n1215(n4); 0.1::n1215(n6) :- n1200(n4).",
            "0.0::n1215(n2); 0.2::n1215(n4); 0.8::n1215(n6) :- n1200(n6).",
        ),
        ("evidence(n1215(n6), true).",),
        "query(n1200(n4)).",
    ),
    "filter station": (
        ("The filter housing vibrates.", "The flow through the filter is weak."),
        "How likely is it that the inlet pressure is low?",
        (
            "0.3::pressure(low); 0.7::pressure(high).",
            "0.4::speed(slow); 0.6::speed(fast).",
            "0.1::clogged.",
            "0.9::weak_flow :- pressure(low), speed(slow).",
            "0.5::weak_flow :- pressure(low), speed(fast).",
            "0.4::weak_flow :- pressure(high), speed(slow).",
            "0.05::weak_flow :- pressure(high), speed(fast).",
            "0.1::vibrates :- pressure(low), speed(slow).",
            "0.3::vibrates :- pressure(low), speed(fast).",
            "0.2::vibrates :- pressure(high), speed(slow).",
            "0.6::vibrates :- pressure(high), speed(fast).",
        ),
        ("evidence(vibrates, true).", "evidence(weak_flow, true)."),
        "query(pressure(low)).",
    ),
    "car start": (
        ("Maria takes a taxi.",),
        "What is the probability that the battery is weak?",
        (
            "0.2::weak.",
            "0.3::cold.",
            "0.7::fails :- weak, cold.",
            "0.3::fails :- weak, \\+cold.",
            "0.1::fails :- \\+weak, cold.",
            "0.02::fails :- \\+weak, \\+cold.",
            "0.4::hurry.",
            "0.9::taxi :- fails, hurry.",
            "0.4::taxi :- fails, \\+hurry.",
            "0.1::taxi :- \\+fails, hurry.",
            "0.01::taxi :- \\+fails, \\+hurry.",
        ),
        ("evidence(taxi, true).",),
        "query(weak).",
    ),
    "old boiler": (
        ("The boiler makes noise.", "The boiler pressure is normal."),
        "How likely is it that the boiler is old?",
        (
            "0.2::temperature(low); 0.5::temperature(medium); 0.3::temperature(high).",
            "0.4::old.",
            "0.8::boiler_pressure(low); 0.2::boiler_pressure(normal) :- temperature(low).",
            "0.3::boiler_pressure(low); 0.7::boiler_pressure(normal) :- temperature(medium).",
            "0.05::boiler_pressure(low); 0.95::boiler_pressure(normal) :- temperature(high).",
            "0.3::noise :- temperature(low), old.",
            "0.05::noise :- temperature(low), \\+old.",
            "0.5::noise :- temperature(medium), old.",
            "0.1::noise :- temperature(medium), \\+old.",
            "0.8::noise :- temperature(high), old.",
            "0.2::noise :- temperature(high), \\+old.",
        ),
        ("evidence(noise, true).", "evidence(boiler_pressure(normal), true)."),
        "query(old).",
    ),
    "analgesia": (
        ("The patient's heart rate is high.",),
        "How likely is it that the anesthesia is insufficient?",
        ("0.1::insufficient.", "0.7::high_rate :- insufficient.", "0.2::high_rate :- \\+insufficient."),
        ("evidence(high_rate, true).",),
        "query(insufficient).",
    ),
    "icy road": (
        ("The bus is late.",),
        "What is the probability that the road is clear?",
        ("0.15::covered.", "0.6::bus_late :- covered.", "0.1::bus_late :- \\+covered."),
        ("evidence(bus_late, true).",),
        "query(\\+covered).",
    ),
    "parcel box": (
        ("The customer complains.",),
        "How likely is it that the box arrived intact?",
        ("0.08::box_damaged.", "0.5::complains :- box_damaged.", "0.05::complains :- \\+box_damaged."),
        ("evidence(complains, true).",),
        "query(\\+box_damaged).",
    ),
    "engine start": (
        ("The engine stalls.",),
        "What is the probability that the engine is hot?",
        (
            "0.3::engine(cold); 0.5::engine(warm); 0.2::engine(hot).",
            "0.2::stalls :- engine(cold).",
            "0.05::stalls :- engine(warm).",
            "0.1::stalls :- engine(hot).",
        ),
        ("evidence(stalls, true).",),
        "query(engine(hot)).",
    ),
    "stuck valve": (
        ("The pump fails.",),
        "How likely is it that the valve is stuck?",
        (
            "0.1::stuck.",
            "0.2::low_pressure.",
            "0.9::fails :- stuck, low_pressure.",
            "0.6::fails :- stuck, \\+low_pressure.",
            "0.3::fails :- \\+stuck, low_pressure.",
            "0.02::fails :- \\+stuck, \\+low_pressure.",
        ),
        ("evidence(fails, true).",),
        "query(stuck).",
    ),
    "weather strike": (
        ("The flight is delayed.",),
        "What is the probability of a strike?",
        (
            "0.15::bad_weather.",
            "0.05::strike.",
            "0.95::delayed :- bad_weather, strike.",
            "0.4::delayed :- bad_weather, \\+strike.",
            "0.8::delayed :- \\+bad_weather, strike.",
            "0.1::delayed :- \\+bad_weather, \\+strike.",
        ),
        ("evidence(delayed, true).",),
        "query(strike).",
    ),
    "shift defect": (
        ("The part has a defect.",),
        "How likely is it that the operator is a trainee?",
        (
            "0.3::speed(low); 0.5::speed(normal); 0.2::speed(high).",
            "0.25::trainee.",
            "0.02::defect :- speed(low), trainee.",
            "0.01::defect :- speed(low), \\+trainee.",
            "0.06::defect :- speed(normal), trainee.",
            "0.03::defect :- speed(normal), \\+trainee.",
            "0.2::defect :- speed(high), trainee.",
            "0.1::defect :- speed(high), \\+trainee.",
        ),
        ("evidence(defect, true).",),
        "query(trainee).",
    ),
    "stroke risk": (
        ("The patient has a stroke.",),
        "What is the probability that the patient smokes?",
        (
            "0.4::older.",
            "0.3::high_pressure :- older.",
            "0.1::high_pressure :- \\+older.",
            "0.2::smokes.",
            "0.12::stroke :- high_pressure, smokes.",
            "0.06::stroke :- high_pressure, \\+smokes.",
            "0.04::stroke :- \\+high_pressure, smokes.",
            "0.01::stroke :- \\+high_pressure, \\+smokes.",
        ),
        ("evidence(stroke, true).",),
        "query(smokes).",
    ),
    "blood volume": (
        ("The pressure is high.",),
        "How likely is it that the blood volume is high?",
        (
            "0.3::anaesthetised.",
            "0.6::shallow :- anaesthetised.",
            "0.1::shallow :- \\+anaesthetised.",
            "0.2::volume(low); 0.7::volume(normal); 0.1::volume(high).",
            "0.1::rate(low); 0.3::rate(normal); 0.6::rate(high) :- volume(low).",
            "0.1::rate(low); 0.8::rate(normal); 0.1::rate(high) :- volume(normal).",
            "0.3::rate(low); 0.6::rate(normal); 0.1::rate(high) :- volume(high).",
            "0.7::pressure(low); 0.25::pressure(normal); 0.05::pressure(high) :- volume(low).",
            "0.1::pressure(low); 0.8::pressure(normal); 0.1::pressure(high) :- volume(normal).",
            "0.05::pressure(low); 0.35::pressure(normal); 0.6::pressure(high) :- volume(high).",
        ),
        ("evidence(pressure(high), true).",),
        "query(volume(high)).",
    ),
    "truck load": (
        ("The tyres wear fast.",),
        "What is the probability that the load is heavy?",
        (
            "0.25::steep.",
            "0.4::brakes :- steep.",
            "0.1::brakes :- \\+steep.",
            "0.5::load(light); 0.3::load(medium); 0.2::load(heavy).",
            "0.05::engine :- load(light).",
            "0.15::engine :- load(medium).",
            "0.4::engine :- load(heavy).",
            "0.1::tyres :- load(light).",
            "0.2::tyres :- load(medium).",
            "0.5::tyres :- load(heavy).",
        ),
        ("evidence(tyres, true).",),
        "query(load(heavy)).",
    ),
    "irrigation": (
        ("The soil is dry.",),
        "How likely is it that the pump works?",
        (
            "0.95::pmpok.",
            "0.8::tnkful.",
            "0.9::vlvopn.",
            "0.98::flwsns :- pmpok, vlvopn.",
            "0.02::flwsns :- pmpok, \\+vlvopn.",
            "0.05::flwsns :- \\+pmpok, vlvopn.",
            "0.01::flwsns :- \\+pmpok, \\+vlvopn.",
            "0.9::soilwet :- flwsns.",
            "0.2::soilwet :- \\+flwsns.",
            "0.95::lvllgt :- tnkful.",
            "0.1::lvllgt :- \\+tnkful.",
        ),
        ("evidence(soilwet, false).",),
        "query(pmpok).",
    ),
    "heart monitors": (
        ("The EKG shows a high heart rate.",),
        "What is the probability that the catecholamine level is high?",
        (
            "0.1::errcauter.",
            "0.05::errlowoutput.",
            "0.3::catechol(high); 0.7::catechol(normal).",
            "0.05::hr(low); 0.25::hr(normal); 0.7::hr(high) :- catechol(high).",
            "0.1::hr(low); 0.8::hr(normal); 0.1::hr(high) :- catechol(normal).",
            "0.3::hrekg(low); 0.4::hrekg(normal); 0.3::hrekg(high) :- hr(low), errcauter.",
            "0.3::hrekg(low); 0.4::hrekg(normal); 0.3::hrekg(high) :- hr(normal), errcauter.",
            "0.3::hrekg(low); 0.3::hrekg(normal); 0.4::hrekg(high) :- hr(high), errcauter.",
            "0.98::hrekg(low); 0.01::hrekg(normal); 0.01::hrekg(high) :- hr(low), \\+errcauter.",
            "0.01::hrekg(low); 0.98::hrekg(normal); 0.01::hrekg(high) :- hr(normal), \\+errcauter.",
            "0.01::hrekg(low); 0.01::hrekg(normal); 0.98::hrekg(high) :- hr(high), \\+errcauter.",
            "0.35::hrsat(low); 0.35::hrsat(normal); 0.3::hrsat(high) :- hr(low), errcauter.",
            "0.3::hrsat(low); 0.35::hrsat(normal); 0.35::hrsat(high) :- hr(normal), errcauter.",
            "0.3::hrsat(low); 0.3::hrsat(normal); 0.4::hrsat(high) :- hr(high), errcauter.",
            "0.95::hrsat(low); 0.03::hrsat(normal); 0.02::hrsat(high) :- hr(low), \\+errcauter.",
            "0.02::hrsat(low); 0.95::hrsat(normal); 0.03::hrsat(high) :- hr(normal), \\+errcauter.",
            "0.02::hrsat(low); 0.03::hrsat(normal); 0.95::hrsat(high) :- hr(high), \\+errcauter.",
            "0.98::hrbp(low); 0.01::hrbp(normal); 0.01::hrbp(high) :- hr(low), errlowoutput.",
            "0.4::hrbp(low); 0.58::hrbp(normal); 0.02::hrbp(high) :- hr(normal), errlowoutput.",
            "0.3::hrbp(low); 0.1::hrbp(normal); 0.6::hrbp(high) :- hr(high), errlowoutput.",
            "0.98::hrbp(low); 0.01::hrbp(normal); 0.01::hrbp(high) :- hr(low), \\+errlowoutput.",
            "0.01::hrbp(low); 0.98::hrbp(normal); 0.01::hrbp(high) :- hr(normal), \\+errlowoutput.",
            "0.01::hrbp(low); 0.01::hrbp(normal); 0.98::hrbp(high) :- hr(high), \\+errlowoutput.",
        ),
        ("evidence(hrekg(high), true).",),
        "query(catechol(high)).",
    ),
    "lung gases": (
        ("The arterial oxygen saturation is low.",),
        "What is the probability that the ventilation of the alveoli is low?",
        (
            "0.05::fio2(low); 0.95::fio2(normal).",
            "0.2::ventalv(low); 0.7::ventalv(normal); 0.1::ventalv(high).",
            "0.1::shunt(high); 0.9::shunt(normal).",
            "0.98::pvsat(low); 0.01::pvsat(normal); 0.01::pvsat(high) :- ventalv(low), fio2(low).",
            "0.95::pvsat(low); 0.04::pvsat(normal); 0.01::pvsat(high) :- ventalv(low), fio2(normal).",
            "0.9::pvsat(low); 0.09::pvsat(normal); 0.01::pvsat(high) :- ventalv(normal), fio2(low).",
            "0.01::pvsat(low); 0.98::pvsat(normal); 0.01::pvsat(high) :- ventalv(normal), fio2(normal).",
            "0.6::pvsat(low); 0.3::pvsat(normal); 0.1::pvsat(high) :- ventalv(high), fio2(low).",
            "0.01::pvsat(low); 0.09::pvsat(normal); 0.9::pvsat(high) :- ventalv(high), fio2(normal).",
            "0.98::sao2(low); 0.01::sao2(normal); 0.01::sao2(high) :- pvsat(low), shunt(normal).",
            "0.01::sao2(low); 0.98::sao2(normal); 0.01::sao2(high) :- pvsat(normal), shunt(normal).",
            "0.01::sao2(low); 0.01::sao2(normal); 0.98::sao2(high) :- pvsat(high), shunt(normal).",
            "0.98::sao2(low); 0.01::sao2(normal); 0.01::sao2(high) :- pvsat(low), shunt(high).",
            "0.98::sao2(low); 0.01::sao2(normal); 0.01::sao2(high) :- pvsat(normal), shunt(high).",
            "0.69::sao2(low); 0.3::sao2(normal); 0.01::sao2(high) :- pvsat(high), shunt(high).",
            "0.02::artco2(low); 0.08::artco2(normal); 0.9::artco2(high) :- ventalv(low).",
            "0.04::artco2(low); 0.92::artco2(normal); 0.04::artco2(high) :- ventalv(normal).",
            "0.9::artco2(low); 0.08::artco2(normal); 0.02::artco2(high) :- ventalv(high).",
            "0.95::expco2(low); 0.04::expco2(normal); 0.01::expco2(high) :- artco2(low).",
            "0.02::expco2(low); 0.96::expco2(normal); 0.02::expco2(high) :- artco2(normal).",
            "0.01::expco2(low); 0.04::expco2(normal); 0.95::expco2(high) :- artco2(high).",
        ),
        ("evidence(sao2(low), true).",),
        "query(ventalv(low)).",
    ),
    "printing": (
        ("The print data is incorrect.", "The printer has no paper."),
        "What is the probability that the application data is correct?",
        (
            "0.99::appok.",
            "0.98::datafile.",
            "0.99::appdata :- appok, datafile.",
            "0.1::appdata :- appok, \\+datafile.",
            "0.05::appdata :- \\+appok, datafile.",
            "0.01::appdata :- \\+appok, \\+datafile.",
            "0.95::prtdrvr.",
            "0.99::prtdata :- appdata, prtdrvr.",
            "0.2::prtdata :- appdata, \\+prtdrvr.",
            "0.02::prtdata :- \\+appdata, prtdrvr.",
            "0.01::prtdata :- \\+appdata, \\+prtdrvr.",
            "0.97::prtcbl.",
            "0.99::prtdataout :- prtdata, prtcbl.",
            "0.03::prtdataout :- prtdata, \\+prtcbl.",
            "0.01::prtdataout :- \\+prtdata, prtcbl.",
            "0.01::prtdataout :- \\+prtdata, \\+prtcbl.",
            "0.9::prtpaper.",
            "0.98::prtout :- prtdataout, prtpaper.",
            "0.02::prtout :- prtdataout, \\+prtpaper.",
            "0.04::prtout :- \\+prtdataout, prtpaper.",
            "0.01::prtout :- \\+prtdataout, \\+prtpaper.",
        ),
        ("evidence(prtdata, false).", "evidence(prtpaper, false)."),
        "query(appdata).",
    ),
    "circulation": (
        ("The central venous pressure is high.",),
        "What is the probability that the patient has hypovolemia?",
        (
            "0.2::hypovolemia.",
            "0.05::lvfailure.",
            "0.95::lvedvolume(low); 0.04::lvedvolume(normal); 0.01::lvedvolume(high) :- hypovolemia, lvfailure.",
            "0.8::lvedvolume(low); 0.15::lvedvolume(normal); 0.05::lvedvolume(high) :- hypovolemia, \\+lvfailure.",
            "0.05::lvedvolume(low); 0.25::lvedvolume(normal); 0.7::lvedvolume(high) :- \\+hypovolemia, lvfailure.",
            "0.05::lvedvolume(low); 0.9::lvedvolume(normal); 0.05::lvedvolume(high) :- \\+hypovolemia, \\+lvfailure.",
            "0.98::strokevolume(low); 0.01::strokevolume(normal); 0.01::strokevolume(high) :- hypovolemia, lvfailure.",
            "0.5::strokevolume(low); 0.49::strokevolume(normal); 0.01::strokevolume(high) :- hypovolemia, "
            "\\+lvfailure.",
            "0.95::strokevolume(low); 0.04::strokevolume(normal); 0.01::strokevolume(high) :- \\+hypovolemia, "
            "lvfailure.",
            "0.05::strokevolume(low); 0.9::strokevolume(normal); 0.05::strokevolume(high) :- \\+hypovolemia, "
            "\\+lvfailure.",
            "0.9::history :- lvfailure.",
            "0.01::history :- \\+lvfailure.",
            "0.95::cvp(low); 0.04::cvp(normal); 0.01::cvp(high) :- lvedvolume(low).",
            "0.04::cvp(low); 0.95::cvp(normal); 0.01::cvp(high) :- lvedvolume(normal).",
            "0.01::cvp(low); 0.29::cvp(normal); 0.7::cvp(high) :- lvedvolume(high).",
        ),
        ("evidence(cvp(high), true).",),
        "query(hypovolemia).",
    ),
    "printer status": (
        ("The status panel reports low toner.",),
        "What is the probability that the printout is correct?",
        (
            "0.95::prtpaper.",
            "0.9::tnrspply.",
            "0.97::prtmem.",
            "0.01::prtstatpaper :- prtpaper.",
            "0.95::prtstatpaper :- \\+prtpaper.",
            "0.02::prtstattoner :- tnrspply.",
            "0.9::prtstattoner :- \\+tnrspply.",
            "0.03::prtstatmem :- prtmem.",
            "0.85::prtstatmem :- \\+prtmem.",
            "0.97::prtout :- prtpaper, tnrspply.",
            "0.01::prtout :- prtpaper, \\+tnrspply.",
            "0.02::prtout :- \\+prtpaper, tnrspply.",
            "0.0::prtout :- \\+prtpaper, \\+tnrspply.",
        ),
        ("evidence(prtstattoner, true).",),
        "query(prtout).",
    ),
    "pulse readings": (
        ("The watch shows a high pulse.",),
        "How likely is it that the pulse is high?",
        (
            "0.2::exercised.",
            "0.7::pulse(high); 0.3::pulse(normal) :- exercised.",
            "0.1::pulse(high); 0.9::pulse(normal) :- \\+exercised.",
            "0.85::watch(high); 0.15::watch(normal) :- pulse(high).",
            "0.05::watch(high); 0.95::watch(normal) :- pulse(normal).",
            "0.95::cuff(high); 0.05::cuff(normal) :- pulse(high).",
            "0.02::cuff(high); 0.98::cuff(normal) :- pulse(normal).",
            "0.3::dizzy :- pulse(high).",
            "0.05::dizzy :- pulse(normal).",
        ),
        ("evidence(watch(high), true).",),
        "query(pulse(high)).",
    ),
    "server room": (
        ("The server alert goes off.",),
        "How likely is it that the mains power failed?",
        (
            "0.02::outage.",
            "0.9::charged.",
            "0.95::serverup :- outage, charged.",
            "0.01::serverup :- outage, \\+charged.",
            "0.99::serverup :- \\+outage, charged.",
            "0.98::serverup :- \\+outage, \\+charged.",
            "0.97::website :- serverup.",
            "0.1::website :- \\+serverup.",
            "0.01::server_alert :- serverup.",
            "0.9::server_alert :- \\+serverup.",
            "0.02::battery_alert :- charged.",
            "0.8::battery_alert :- \\+charged.",
        ),
        ("evidence(server_alert, true).",),
        "query(outage).",
    ),
    "morning car": (
        ("The headlights stay dark.",),
        "How likely is it that the battery is charged?",
        (
            "0.9::battery.",
            "0.95::fuel.",
            "0.97::starter.",
            "0.99::lights :- battery.",
            "0.05::lights :- \\+battery.",
            "0.98::cranks :- battery, starter.",
            "0.01::cranks :- battery, \\+starter.",
            "0.1::cranks :- \\+battery, starter.",
            "0.01::cranks :- \\+battery, \\+starter.",
            "0.95::starts :- cranks, fuel.",
            "0.02::starts :- cranks, \\+fuel.",
            "0.03::starts :- \\+cranks, fuel.",
            "0.01::starts :- \\+cranks, \\+fuel.",
            "0.98::radio :- battery.",
            "0.04::radio :- \\+battery.",
        ),
        ("evidence(lights, false).",),
        "query(battery).",
    ),
    "home internet": (
        ("The video keeps stalling.",),
        "How likely is it that the cable line is up?",
        (
            "0.98::power.",
            "0.95::line.",
            "0.99::wifi :- power.",
            "0.01::wifi :- \\+power.",
            "0.97::internet :- power, line.",
            "0.02::internet :- power, \\+line.",
            "0.01::internet :- \\+power, line.",
            "0.01::internet :- \\+power, \\+line.",
            "0.9::video :- internet, wifi.",
            "0.3::video :- internet, \\+wifi.",
            "0.05::video :- \\+internet, wifi.",
            "0.02::video :- \\+internet, \\+wifi.",
            "0.99::email :- internet.",
            "0.01::email :- \\+internet.",
        ),
        ("evidence(video, false).",),
        "query(line).",
    ),
    "shop weather": (
        ("Soup sells out.",),
        "How likely is it that the weather is hot?",
        (
            "0.4::weather(hot); 0.6::weather(cold).",
            "0.3::busy.",
            "0.7::ice_cream :- weather(hot).",
            "0.1::ice_cream :- weather(cold).",
            "0.05::soup :- weather(hot).",
            "0.5::soup :- weather(cold).",
            "0.8::queue :- busy.",
            "0.2::queue :- \\+busy.",
        ),
        ("evidence(soup, true).",),
        "query(weather(hot)).",
    ),
    "plains wind": (
        ("A storm forms.",),
        "How likely is it that the winds were from the south?",
        (
            "0.3::wind(south); 0.3::wind(north); 0.4::wind(variable).",
            "0.6::storm :- wind(south).",
            "0.2::storm :- wind(north).",
            "0.1::storm :- wind(variable).",
        ),
        ("evidence(storm, true).",),
        "query(wind(south)).",
    ),
    "cloud cover": (
        ("The ground heats strongly.",),
        "What is the probability that the sky is overcast?",
        (
            "0.4::cloud(clear); 0.35::cloud(partly_cloudy); 0.25::cloud(overcast).",
            "0.8::heats :- cloud(clear).",
            "0.5::heats :- cloud(partly_cloudy).",
            "0.1::heats :- cloud(overcast).",
        ),
        ("evidence(heats, true).",),
        "query(cloud(overcast)).",
    ),
    "moisture area": (
        ("Thunderstorms develop.",),
        "How likely is it that the situation is marked?",
        (
            "0.25::situation(marked); 0.45::situation(normal); 0.3::situation(weak).",
            "0.7::thunderstorms :- situation(marked).",
            "0.3::thunderstorms :- situation(normal).",
            "0.05::thunderstorms :- situation(weak).",
        ),
        ("evidence(thunderstorms, true).",),
        "query(situation(marked)).",
    ),
}
"""Each network's evidence, question, gold premise program, evidence clauses and query."""

_IN_WORDS = {
    "circulation": {
        "lvfailure": "left_ventricular_failure",
        "lvedvolume": "end_diastolic_volume",
        "strokevolume": "stroke_volume",
        "cvp": "central_venous_pressure",
    },
    "heart monitors": {
        "hrekg": "heart_rate_ekg",
        "hrsat": "heart_rate_oximeter",
        "hrbp": "heart_rate_blood_pressure",
        "hr": "heart_rate",
        "errcauter": "electrocautery_error",
        "errlowoutput": "low_output_error",
        "catechol": "catecholamine",
    },
    "lung gases": {
        "fio2": "inspired_oxygen",
        "ventalv": "alveolar_ventilation",
        "pvsat": "venous_oxygen_saturation",
        "sao2": "arterial_oxygen_saturation",
        "artco2": "arterial_co2",
        "expco2": "exhaled_co2",
    },
}
"""Networks whose gold programs are also written with the variables named in words, as QUITE's mostly are (bnlearn
abbreviation → name in words): :data:`FRESH_37`'s ``circulation in words`` and :data:`FRESH_38`."""


def _in_words(network: str, clauses: Sequence[str]) -> tuple[str, ...]:
    """``clauses`` of ``network`` with its variables renamed as :data:`_IN_WORDS` names them in words."""
    names = _IN_WORDS[network]
    said = re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
    return tuple(said.sub(lambda m: names[m[1]], clause) for clause in clauses)


_NETWORKS.update(
    {
        "ward monitor": (
            ("The heart rate at the wrist is high.",),
            "How likely is it that the patient is anxious?",
            (
                "0.05::fault.",
                "0.9::alarm :- fault.",
                "0.1::alarm :- \\+fault.",
                "0.3::anxious.",
                "0.05::rate(low); 0.45::rate(normal); 0.5::rate(high) :- anxious.",
                "0.1::rate(low); 0.8::rate(normal); 0.1::rate(high) :- \\+anxious.",
                "0.9::shown(low); 0.08::shown(normal); 0.02::shown(high) :- rate(low).",
                "0.05::shown(low); 0.9::shown(normal); 0.05::shown(high) :- rate(normal).",
                "0.02::shown(low); 0.08::shown(normal); 0.9::shown(high) :- rate(high).",
                "0.8::wrist(low); 0.15::wrist(normal); 0.05::wrist(high) :- rate(low).",
                "0.1::wrist(low); 0.8::wrist(normal); 0.1::wrist(high) :- rate(normal).",
                "0.05::wrist(low); 0.15::wrist(normal); 0.8::wrist(high) :- rate(high).",
            ),
            ("evidence(wrist(high), true).",),
            "query(anxious).",
        ),
        "boiler sensor": (
            ("The temperature shown by the sensor is hot.",),
            "What is the probability that the boiler is running?",
            (
                "0.1::broken.",
                "0.8::repair :- broken.",
                "0.05::repair :- \\+broken.",
                "0.6::running.",
                "0.1::water(cold); 0.3::water(warm); 0.6::water(hot) :- running.",
                "0.7::water(cold); 0.25::water(warm); 0.05::water(hot) :- \\+running.",
                "0.85::shown(cold); 0.1::shown(warm); 0.05::shown(hot) :- water(cold).",
                "0.1::shown(cold); 0.8::shown(warm); 0.1::shown(hot) :- water(warm).",
                "0.05::shown(cold); 0.1::shown(warm); 0.85::shown(hot) :- water(hot).",
                "0.9::tap(cold); 0.08::tap(warm); 0.02::tap(hot) :- water(cold).",
                "0.15::tap(cold); 0.75::tap(warm); 0.1::tap(hot) :- water(warm).",
                "0.02::tap(cold); 0.13::tap(warm); 0.85::tap(hot) :- water(hot).",
            ),
            ("evidence(shown(hot), true).",),
            "query(running).",
        ),
        "train delays": (
            ("The evening train is very late.",),
            "How likely is it that the weather is stormy?",
            (
                "0.05::outage.",
                "0.9::crowded :- outage.",
                "0.2::crowded :- \\+outage.",
                "0.6::weather(clear); 0.3::weather(rainy); 0.1::weather(stormy).",
                "0.8::morning(on_time); 0.15::morning(late); 0.05::morning(very_late) :- weather(clear).",
                "0.5::morning(on_time); 0.35::morning(late); 0.15::morning(very_late) :- weather(rainy).",
                "0.2::morning(on_time); 0.4::morning(late); 0.4::morning(very_late) :- weather(stormy).",
                "0.85::evening(on_time); 0.1::evening(late); 0.05::evening(very_late) :- weather(clear).",
                "0.55::evening(on_time); 0.3::evening(late); 0.15::evening(very_late) :- weather(rainy).",
                "0.1::evening(on_time); 0.4::evening(late); 0.5::evening(very_late) :- weather(stormy).",
            ),
            ("evidence(evening(very_late), true).",),
            "query(weather(stormy)).",
        ),
    }
)
"""Networks of :data:`FRESH_39`: two three-state readings of one three-state parent, one run after the other, after
a boolean named by words every premise of both runs says."""

_CIRCULATION_PROGRAM = _NETWORKS["circulation"][2]

_NETWORKS.update(
    {
        "ventricle": (
            ("The pulmonary capillary wedge pressure is high.",),
            "How likely is left ventricular failure?",
            (
                *(_CIRCULATION_PROGRAM[1], *_CIRCULATION_PROGRAM[10:12], _CIRCULATION_PROGRAM[0]),
                *_CIRCULATION_PROGRAM[2:10],  # the end-diastolic and stroke volumes given both causes
                *_CIRCULATION_PROGRAM[12:15],  # the central venous pressure
                "0.95::pcwp(low); 0.04::pcwp(normal); 0.01::pcwp(high) :- lvedvolume(low).",
                "0.04::pcwp(low); 0.95::pcwp(normal); 0.01::pcwp(high) :- lvedvolume(normal).",
                "0.01::pcwp(low); 0.04::pcwp(normal); 0.95::pcwp(high) :- lvedvolume(high).",
            ),
            ("evidence(pcwp(high), true).",),
            "query(lvfailure).",
        ),
        "engine oil": (
            ("The dipstick shows high.",),
            "What is the probability that the engine oil leaks?",
            (
                "0.1::leak.",
                "0.8::stains :- leak.",
                "0.05::stains :- \\+leak.",
                "0.7::serviced.",
                "0.3::level(low); 0.65::level(normal); 0.05::level(high) :- leak, serviced.",
                "0.7::level(low); 0.28::level(normal); 0.02::level(high) :- leak, \\+serviced.",
                "0.05::level(low); 0.85::level(normal); 0.1::level(high) :- \\+leak, serviced.",
                "0.25::level(low); 0.7::level(normal); 0.05::level(high) :- \\+leak, \\+serviced.",
                "0.85::gauge(low); 0.13::gauge(normal); 0.02::gauge(high) :- level(low).",
                "0.05::gauge(low); 0.9::gauge(normal); 0.05::gauge(high) :- level(normal).",
                "0.02::gauge(low); 0.18::gauge(normal); 0.8::gauge(high) :- level(high).",
                "0.95::dipstick(low); 0.04::dipstick(normal); 0.01::dipstick(high) :- level(low).",
                "0.03::dipstick(low); 0.94::dipstick(normal); 0.03::dipstick(high) :- level(normal).",
                "0.01::dipstick(low); 0.09::dipstick(normal); 0.9::dipstick(high) :- level(high).",
            ),
            ("evidence(dipstick(high), true).",),
            "query(leak).",
        ),
        "water tank": (
            ("The tap pressure is high.",),
            "How likely is it that it rains?",
            (
                "0.05::contaminated.",
                "0.6::clogs :- contaminated.",
                "0.1::clogs :- \\+contaminated.",
                "0.4::rain.",
                "0.1::level(low); 0.5::level(normal); 0.4::level(high) :- rain.",
                "0.5::level(low); 0.4::level(normal); 0.1::level(high) :- \\+rain.",
                "0.9::switch(low); 0.08::switch(normal); 0.02::switch(high) :- level(low).",
                "0.05::switch(low); 0.9::switch(normal); 0.05::switch(high) :- level(normal).",
                "0.02::switch(low); 0.08::switch(normal); 0.9::switch(high) :- level(high).",
                "0.8::pressure(low); 0.18::pressure(normal); 0.02::pressure(high) :- level(low).",
                "0.1::pressure(low); 0.8::pressure(normal); 0.1::pressure(high) :- level(normal).",
                "0.05::pressure(low); 0.25::pressure(normal); 0.7::pressure(high) :- level(high).",
            ),
            ("evidence(pressure(high), true).",),
            "query(rain).",
        ),
    }
)
"""Networks of :data:`FRESH_40`: two three-state readings of one three-state parent, one run after the other, after
a boolean whose name shares words with that parent's name, which the readings' conditions say."""


def _new_networks(networks: dict[str, tuple]) -> None:
    """Add ``networks`` to :data:`_NETWORKS`; a name already taken is an error (the set would otherwise ask another
    set's network in its own words, silently)."""
    taken = sorted(set(networks) & set(_NETWORKS))
    if taken:
        raise ValueError(f"user-text networks already named {taken}")
    _NETWORKS.update(networks)


_new_networks(
    {
        "print path": (
            ("The printout comes out wrong.",),
            "How likely is it that the print data is fine?",
            (
                "0.95::appok.",
                "0.9::spooler.",
                "0.99::dataok :- appok, spooler.",
                "0.2::dataok :- appok, \\+spooler.",
                "0.1::dataok :- \\+appok, spooler.",
                "0.01::dataok :- \\+appok, \\+spooler.",
                "0.95::prtout :- dataok.",
                "0.1::prtout :- \\+dataok.",
            ),
            ("evidence(prtout, false).",),
            "query(dataok).",
        ),
    }
)
"""The network of :data:`FRESH_41`: booleans in the shape of bnlearn's WIN95PTS whose premises name both of their
states, each in its own words."""

_new_networks(
    {
        "thermometer": (
            ("The temperature shown on the thermometer is hot.",),
            "How likely is it that the sensor is faulty?",
            (
                "0.05::sensor_fault.",
                "0.3::temperature(cold); 0.5::temperature(mild); 0.2::temperature(hot).",
                "0.4::thermometric_display(cold); 0.3::thermometric_display(mild); 0.3::thermometric_display(hot) "
                ":- sensor_fault, temperature(cold).",
                "0.3::thermometric_display(cold); 0.4::thermometric_display(mild); 0.3::thermometric_display(hot) "
                ":- sensor_fault, temperature(mild).",
                "0.3::thermometric_display(cold); 0.3::thermometric_display(mild); 0.4::thermometric_display(hot) "
                ":- sensor_fault, temperature(hot).",
                "0.9::thermometric_display(cold); 0.08::thermometric_display(mild); 0.02::thermometric_display(hot) "
                ":- \\+sensor_fault, temperature(cold).",
                "0.05::thermometric_display(cold); 0.9::thermometric_display(mild); 0.05::thermometric_display(hot) "
                ":- \\+sensor_fault, temperature(mild).",
                "0.02::thermometric_display(cold); 0.08::thermometric_display(mild); 0.9::thermometric_display(hot) "
                ":- \\+sensor_fault, temperature(hot).",
            ),
            ("evidence(thermometric_display(hot), true).",),
            "query(sensor_fault).",
        ),
        "blood pressure": (
            ("The blood pressure read on the manometer is high.",),
            "How likely is arterial stiffness?",
            (
                "0.2::arterial_stiffness.",
                "0.05::blood_pressure(low); 0.45::blood_pressure(normal); 0.5::blood_pressure(high) "
                ":- arterial_stiffness.",
                "0.1::blood_pressure(low); 0.8::blood_pressure(normal); 0.1::blood_pressure(high) "
                ":- \\+arterial_stiffness.",
                "0.9::manometric_value(low); 0.08::manometric_value(normal); 0.02::manometric_value(high) "
                ":- blood_pressure(low).",
                "0.05::manometric_value(low); 0.9::manometric_value(normal); 0.05::manometric_value(high) "
                ":- blood_pressure(normal).",
                "0.02::manometric_value(low); 0.13::manometric_value(normal); 0.85::manometric_value(high) "
                ":- blood_pressure(high).",
            ),
            ("evidence(manometric_value(high), true).",),
            "query(arterial_stiffness).",
        ),
        "river": (
            ("The river level logged at the gauge station is low.",),
            "What is the probability of heavy rain?",
            (
                "0.1::heavy_rain.",
                "0.05::river_level(low); 0.35::river_level(normal); 0.6::river_level(high) :- heavy_rain.",
                "0.3::river_level(low); 0.6::river_level(normal); 0.1::river_level(high) :- \\+heavy_rain.",
                "0.85::gauging_record(low); 0.1::gauging_record(normal); 0.05::gauging_record(high) "
                ":- river_level(low).",
                "0.1::gauging_record(low); 0.8::gauging_record(normal); 0.1::gauging_record(high) "
                ":- river_level(normal).",
                "0.05::gauging_record(low); 0.1::gauging_record(normal); 0.85::gauging_record(high) "
                ":- river_level(high).",
            ),
            ("evidence(gauging_record(low), true).",),
            "query(heavy_rain).",
        ),
    }
)
"""Networks of :data:`FRESH_42`: a three-state reading of a three-state parent whose gold name says none of the
words its premises call it by, which say the parent's whole name ("the temperature shown on the thermometer" is
``thermometric_display``, not ``temperature``)."""

_new_networks(
    {
        "print application": (
            ("The application works correctly.",),
            "How likely is the printout to be fine?",
            (
                "0.95::appok.",
                "0.9::application_font_settings.",
                "0.99::dataok :- appok, application_font_settings.",
                "0.6::dataok :- appok, \\+application_font_settings.",
                "0.2::dataok :- \\+appok, application_font_settings.",
                "0.05::dataok :- \\+appok, \\+application_font_settings.",
                "0.95::prtout :- dataok.",
                "0.1::prtout :- \\+dataok.",
            ),
            ("evidence(appok, true).",),
            "query(prtout).",
        ),
    }
)
"""The network of :data:`FRESH_43`: a WIN95PTS-shaped root named ``appok``, said by words its own premises say and
only some of which a child's premises and another root's name say."""

_new_networks(
    {
        "pump station": (
            ("The flow reading is low.", "The motor speed is normal."),
            "How likely is a false alarm for low water output?",
            (
                "0.2::motor_speed(slow); 0.6::motor_speed(normal); 0.2::motor_speed(fast).",
                "0.25::pipe_pressure(weak); 0.5::pipe_pressure(normal); 0.25::pipe_pressure(strong).",
                "0.05::false_alarm_low_output.",
                "0.9::water_output(low); 0.08::water_output(normal); 0.02::water_output(high) "
                ":- motor_speed(slow), pipe_pressure(weak).",
                "0.7::water_output(low); 0.25::water_output(normal); 0.05::water_output(high) "
                ":- motor_speed(slow), pipe_pressure(normal).",
                "0.5::water_output(low); 0.4::water_output(normal); 0.1::water_output(high) "
                ":- motor_speed(slow), pipe_pressure(strong).",
                "0.4::water_output(low); 0.5::water_output(normal); 0.1::water_output(high) "
                ":- motor_speed(normal), pipe_pressure(weak).",
                "0.1::water_output(low); 0.8::water_output(normal); 0.1::water_output(high) "
                ":- motor_speed(normal), pipe_pressure(normal).",
                "0.05::water_output(low); 0.6::water_output(normal); 0.35::water_output(high) "
                ":- motor_speed(normal), pipe_pressure(strong).",
                "0.2::water_output(low); 0.6::water_output(normal); 0.2::water_output(high) "
                ":- motor_speed(fast), pipe_pressure(weak).",
                "0.05::water_output(low); 0.45::water_output(normal); 0.5::water_output(high) "
                ":- motor_speed(fast), pipe_pressure(normal).",
                "0.02::water_output(low); 0.18::water_output(normal); 0.8::water_output(high) "
                ":- motor_speed(fast), pipe_pressure(strong).",
                "0.6::flow_reading(low); 0.3::flow_reading(normal); 0.1::flow_reading(high) "
                ":- false_alarm_low_output, motor_speed(slow).",
                "0.5::flow_reading(low); 0.4::flow_reading(normal); 0.1::flow_reading(high) "
                ":- false_alarm_low_output, motor_speed(normal).",
                "0.4::flow_reading(low); 0.4::flow_reading(normal); 0.2::flow_reading(high) "
                ":- false_alarm_low_output, motor_speed(fast).",
                "0.7::flow_reading(low); 0.25::flow_reading(normal); 0.05::flow_reading(high) "
                ":- \\+false_alarm_low_output, motor_speed(slow).",
                "0.1::flow_reading(low); 0.8::flow_reading(normal); 0.1::flow_reading(high) "
                ":- \\+false_alarm_low_output, motor_speed(normal).",
                "0.05::flow_reading(low); 0.25::flow_reading(normal); 0.7::flow_reading(high) "
                ":- \\+false_alarm_low_output, motor_speed(fast).",
                "0.5::pressure_reading(low); 0.3::pressure_reading(normal); 0.2::pressure_reading(high) "
                ":- false_alarm_low_output, pipe_pressure(weak).",
                "0.4::pressure_reading(low); 0.4::pressure_reading(normal); 0.2::pressure_reading(high) "
                ":- false_alarm_low_output, pipe_pressure(normal).",
                "0.3::pressure_reading(low); 0.4::pressure_reading(normal); 0.3::pressure_reading(high) "
                ":- false_alarm_low_output, pipe_pressure(strong).",
                "0.8::pressure_reading(low); 0.15::pressure_reading(normal); 0.05::pressure_reading(high) "
                ":- \\+false_alarm_low_output, pipe_pressure(weak).",
                "0.1::pressure_reading(low); 0.85::pressure_reading(normal); 0.05::pressure_reading(high) "
                ":- \\+false_alarm_low_output, pipe_pressure(normal).",
                "0.05::pressure_reading(low); 0.15::pressure_reading(normal); 0.8::pressure_reading(high) "
                ":- \\+false_alarm_low_output, pipe_pressure(strong).",
            ),
            ("evidence(flow_reading(low), true).", "evidence(motor_speed(normal), true)."),
            "query(false_alarm_low_output).",
        ),
        "bakery oven": (
            ("The batch is thrown away.", "The oven heat is high."),
            "What is the probability that a warning about low bread quality was given?",
            (
                "0.1::oven_heat(low); 0.7::oven_heat(medium); 0.2::oven_heat(high).",
                "0.3::dough_moisture(low); 0.5::dough_moisture(medium); 0.2::dough_moisture(high).",
                "0.04::quality_warning.",
                "0.8::bread_quality(low); 0.15::bread_quality(medium); 0.05::bread_quality(high) "
                ":- oven_heat(low), dough_moisture(low).",
                "0.6::bread_quality(low); 0.3::bread_quality(medium); 0.1::bread_quality(high) "
                ":- oven_heat(low), dough_moisture(medium).",
                "0.7::bread_quality(low); 0.25::bread_quality(medium); 0.05::bread_quality(high) "
                ":- oven_heat(low), dough_moisture(high).",
                "0.3::bread_quality(low); 0.5::bread_quality(medium); 0.2::bread_quality(high) "
                ":- oven_heat(medium), dough_moisture(low).",
                "0.05::bread_quality(low); 0.35::bread_quality(medium); 0.6::bread_quality(high) "
                ":- oven_heat(medium), dough_moisture(medium).",
                "0.2::bread_quality(low); 0.5::bread_quality(medium); 0.3::bread_quality(high) "
                ":- oven_heat(medium), dough_moisture(high).",
                "0.5::bread_quality(low); 0.4::bread_quality(medium); 0.1::bread_quality(high) "
                ":- oven_heat(high), dough_moisture(low).",
                "0.15::bread_quality(low); 0.45::bread_quality(medium); 0.4::bread_quality(high) "
                ":- oven_heat(high), dough_moisture(medium).",
                "0.3::bread_quality(low); 0.5::bread_quality(medium); 0.2::bread_quality(high) "
                ":- oven_heat(high), dough_moisture(high).",
                "0.6::batch_discarded :- quality_warning, oven_heat(low).",
                "0.4::batch_discarded :- quality_warning, oven_heat(medium).",
                "0.5::batch_discarded :- quality_warning, oven_heat(high).",
                "0.1::batch_discarded :- \\+quality_warning, oven_heat(low).",
                "0.02::batch_discarded :- \\+quality_warning, oven_heat(medium).",
                "0.05::batch_discarded :- \\+quality_warning, oven_heat(high).",
                "0.3::customer_complaint :- quality_warning, dough_moisture(low).",
                "0.2::customer_complaint :- quality_warning, dough_moisture(medium).",
                "0.25::customer_complaint :- quality_warning, dough_moisture(high).",
                "0.08::customer_complaint :- \\+quality_warning, dough_moisture(low).",
                "0.01::customer_complaint :- \\+quality_warning, dough_moisture(medium).",
                "0.06::customer_complaint :- \\+quality_warning, dough_moisture(high).",
            ),
            ("evidence(batch_discarded, true).", "evidence(oven_heat(high), true)."),
            "query(quality_warning).",
        ),
    }
)
"""Networks of :data:`FRESH_44`: an ALARM-shaped boolean named by a state and the whole name of a three-state
child introduced after it (``false_alarm_low_output``, "a false alarm for low water output", before the water output's
nine premises), and a real parent of the two runs after that child's."""

_new_networks(
    {
        "pulse cuff": (
            ("The doctor is called.",),
            "How likely is it that the cuff is loose?",
            (
                "0.1::loose_cuff.",
                "0.2::pulse(slow); 0.6::pulse(normal); 0.2::pulse(fast).",
                "0.2::cuff_reading(low); 0.3::cuff_reading(normal); 0.5::cuff_reading(high) "
                ":- loose_cuff, pulse(slow).",
                "0.3::cuff_reading(low); 0.4::cuff_reading(normal); 0.3::cuff_reading(high) "
                ":- loose_cuff, pulse(normal).",
                "0.25::cuff_reading(low); 0.35::cuff_reading(normal); 0.4::cuff_reading(high) "
                ":- loose_cuff, pulse(fast).",
                "0.85::cuff_reading(low); 0.1::cuff_reading(normal); 0.05::cuff_reading(high) "
                ":- \\+loose_cuff, pulse(slow).",
                "0.05::cuff_reading(low); 0.9::cuff_reading(normal); 0.05::cuff_reading(high) "
                ":- \\+loose_cuff, pulse(normal).",
                "0.05::cuff_reading(low); 0.1::cuff_reading(normal); 0.85::cuff_reading(high) "
                ":- \\+loose_cuff, pulse(fast).",
                "0.7::nurse_checks :- cuff_reading(low).",
                "0.1::nurse_checks :- cuff_reading(normal).",
                "0.6::nurse_checks :- cuff_reading(high).",
                "0.4::doctor_called :- nurse_checks.",
                "0.05::doctor_called :- \\+nurse_checks.",
            ),
            ("evidence(doctor_called, true).",),
            "query(loose_cuff).",
        ),
        "room sensor": (
            ("The energy bill is high.",),
            "What is the probability that the sensor is faulty?",
            (
                "0.05::sensor_fault.",
                "0.3::room(cold); 0.5::room(mild); 0.2::room(hot).",
                "0.2::sensor_reading(low); 0.3::sensor_reading(medium); 0.5::sensor_reading(high) "
                ":- sensor_fault, room(cold).",
                "0.3::sensor_reading(low); 0.4::sensor_reading(medium); 0.3::sensor_reading(high) "
                ":- sensor_fault, room(mild).",
                "0.25::sensor_reading(low); 0.35::sensor_reading(medium); 0.4::sensor_reading(high) "
                ":- sensor_fault, room(hot).",
                "0.9::sensor_reading(low); 0.08::sensor_reading(medium); 0.02::sensor_reading(high) "
                ":- \\+sensor_fault, room(cold).",
                "0.05::sensor_reading(low); 0.9::sensor_reading(medium); 0.05::sensor_reading(high) "
                ":- \\+sensor_fault, room(mild).",
                "0.02::sensor_reading(low); 0.08::sensor_reading(medium); 0.9::sensor_reading(high) "
                ":- \\+sensor_fault, room(hot).",
                "0.9::heating_on :- sensor_reading(low).",
                "0.2::heating_on :- sensor_reading(medium).",
                "0.02::heating_on :- sensor_reading(high).",
                "0.7::high_bill :- heating_on.",
                "0.1::high_bill :- \\+heating_on.",
            ),
            ("evidence(high_bill, true).",),
            "query(sensor_fault).",
        ),
    }
)
"""Networks of :data:`FRESH_45`: a three-state reading of a boolean and a three-state cause, whose first premise
says its states among more words ("… are low readings, … whatever the true pulse"), and a child of the reading."""

_new_networks(
    {
        "cuff readings": (
            ("The doctor comes.",),
            "How likely is it that the cuff is loose?",
            (
                "0.1::loose_cuff.",
                "0.2::pulse(low); 0.6::pulse(normal); 0.2::pulse(high).",
                "0.2::cuff_reading(low); 0.3::cuff_reading(normal); 0.5::cuff_reading(high) "
                ":- loose_cuff, pulse(low).",
                "0.3::cuff_reading(low); 0.4::cuff_reading(normal); 0.3::cuff_reading(high) "
                ":- loose_cuff, pulse(normal).",
                "0.25::cuff_reading(low); 0.35::cuff_reading(normal); 0.4::cuff_reading(high) "
                ":- loose_cuff, pulse(high).",
                "0.85::cuff_reading(low); 0.1::cuff_reading(normal); 0.05::cuff_reading(high) "
                ":- \\+loose_cuff, pulse(low).",
                "0.05::cuff_reading(low); 0.9::cuff_reading(normal); 0.05::cuff_reading(high) "
                ":- \\+loose_cuff, pulse(normal).",
                "0.05::cuff_reading(low); 0.1::cuff_reading(normal); 0.85::cuff_reading(high) "
                ":- \\+loose_cuff, pulse(high).",
                "0.8::nurse_alerted :- cuff_reading(low).",
                "0.05::nurse_alerted :- cuff_reading(normal).",
                "0.7::nurse_alerted :- cuff_reading(high).",
                "0.5::doctor_comes :- nurse_alerted.",
                "0.05::doctor_comes :- \\+nurse_alerted.",
            ),
            ("evidence(doctor_comes, true).",),
            "query(loose_cuff).",
        ),
        "oven probe": (
            ("The bread burns.",),
            "What is the probability that the probe is faulty?",
            (
                "0.05::faulty_probe.",
                "0.3::oven_temperature(low); 0.5::oven_temperature(medium); 0.2::oven_temperature(high).",
                "0.2::probe_reading(low); 0.3::probe_reading(medium); 0.5::probe_reading(high) "
                ":- faulty_probe, oven_temperature(low).",
                "0.3::probe_reading(low); 0.4::probe_reading(medium); 0.3::probe_reading(high) "
                ":- faulty_probe, oven_temperature(medium).",
                "0.25::probe_reading(low); 0.35::probe_reading(medium); 0.4::probe_reading(high) "
                ":- faulty_probe, oven_temperature(high).",
                "0.9::probe_reading(low); 0.08::probe_reading(medium); 0.02::probe_reading(high) "
                ":- \\+faulty_probe, oven_temperature(low).",
                "0.05::probe_reading(low); 0.9::probe_reading(medium); 0.05::probe_reading(high) "
                ":- \\+faulty_probe, oven_temperature(medium).",
                "0.02::probe_reading(low); 0.08::probe_reading(medium); 0.9::probe_reading(high) "
                ":- \\+faulty_probe, oven_temperature(high).",
                "0.9::heat_up :- probe_reading(low).",
                "0.1::heat_up :- probe_reading(medium).",
                "0.02::heat_up :- probe_reading(high).",
                "0.3::bread_burns :- heat_up.",
                "0.04::bread_burns :- \\+heat_up.",
            ),
            ("evidence(bread_burns, true).",),
            "query(faulty_probe).",
        ),
    }
)
"""Networks of :data:`FRESH_46`: a three-state reading of a three-state variable with its states, whose premises
say the reading's states only after a number (no words of its own before them), and a child of the reading."""

_new_networks(
    {
        "hydro turbine": (
            ("The grid voltage is high.",),
            "What is the probability that the power output is low?",
            (
                "0.2::rotor_speed(slow); 0.6::rotor_speed(normal); 0.2::rotor_speed(fast).",
                "0.25::inlet_pressure(weak); 0.5::inlet_pressure(normal); 0.25::inlet_pressure(strong).",
                "0.3::grid_demand(low); 0.5::grid_demand(normal); 0.2::grid_demand(high).",
                "0.05::output_alarm.",
                "0.9::power_output(low); 0.08::power_output(normal); 0.02::power_output(high) :- rotor_speed(slow), "
                "inlet_pressure(weak).",
                "0.7::power_output(low); 0.25::power_output(normal); 0.05::power_output(high) :- rotor_speed(slow), "
                "inlet_pressure(normal).",
                "0.5::power_output(low); 0.4::power_output(normal); 0.1::power_output(high) :- rotor_speed(slow), "
                "inlet_pressure(strong).",
                "0.4::power_output(low); 0.5::power_output(normal); 0.1::power_output(high) :- rotor_speed(normal), "
                "inlet_pressure(weak).",
                "0.1::power_output(low); 0.8::power_output(normal); 0.1::power_output(high) :- rotor_speed(normal), "
                "inlet_pressure(normal).",
                "0.05::power_output(low); 0.6::power_output(normal); 0.35::power_output(high) :- rotor_speed(normal),"
                " inlet_pressure(strong).",
                "0.2::power_output(low); 0.6::power_output(normal); 0.2::power_output(high) :- rotor_speed(fast), "
                "inlet_pressure(weak).",
                "0.05::power_output(low); 0.45::power_output(normal); 0.5::power_output(high) :- rotor_speed(fast), "
                "inlet_pressure(normal).",
                "0.02::power_output(low); 0.18::power_output(normal); 0.8::power_output(high) :- rotor_speed(fast), "
                "inlet_pressure(strong).",
                "0.6::meter_reading(low); 0.3::meter_reading(normal); 0.1::meter_reading(high) :- output_alarm, "
                "rotor_speed(slow).",
                "0.5::meter_reading(low); 0.4::meter_reading(normal); 0.1::meter_reading(high) :- output_alarm, "
                "rotor_speed(normal).",
                "0.4::meter_reading(low); 0.4::meter_reading(normal); 0.2::meter_reading(high) :- output_alarm, "
                "rotor_speed(fast).",
                "0.7::meter_reading(low); 0.25::meter_reading(normal); 0.05::meter_reading(high) :- \\+output_alarm, "
                "rotor_speed(slow).",
                "0.1::meter_reading(low); 0.8::meter_reading(normal); 0.1::meter_reading(high) :- \\+output_alarm, "
                "rotor_speed(normal).",
                "0.05::meter_reading(low); 0.25::meter_reading(normal); 0.7::meter_reading(high) :- \\+output_alarm, "
                "rotor_speed(fast).",
                "0.5::grid_voltage(low); 0.4::grid_voltage(normal); 0.1::grid_voltage(high) :- power_output(low), "
                "grid_demand(low).",
                "0.7::grid_voltage(low); 0.25::grid_voltage(normal); 0.05::grid_voltage(high) :- power_output(low), "
                "grid_demand(normal).",
                "0.8::grid_voltage(low); 0.15::grid_voltage(normal); 0.05::grid_voltage(high) :- power_output(low), "
                "grid_demand(high).",
                "0.2::grid_voltage(low); 0.7::grid_voltage(normal); 0.1::grid_voltage(high) :- power_output(normal), "
                "grid_demand(low).",
                "0.1::grid_voltage(low); 0.8::grid_voltage(normal); 0.1::grid_voltage(high) :- power_output(normal), "
                "grid_demand(normal).",
                "0.3::grid_voltage(low); 0.6::grid_voltage(normal); 0.1::grid_voltage(high) :- power_output(normal), "
                "grid_demand(high).",
                "0.05::grid_voltage(low); 0.35::grid_voltage(normal); 0.6::grid_voltage(high) :- power_output(high), "
                "grid_demand(low).",
                "0.1::grid_voltage(low); 0.5::grid_voltage(normal); 0.4::grid_voltage(high) :- power_output(high), "
                "grid_demand(normal).",
                "0.2::grid_voltage(low); 0.6::grid_voltage(normal); 0.2::grid_voltage(high) :- power_output(high), "
                "grid_demand(high).",
            ),
            ("evidence(grid_voltage(high), true).",),
            "query(power_output(low)).",
        ),
        "kiln yard": (
            (
                "The firing is inspected.",
                "The sale price is high.",
            ),
            "What is the probability that the glaze quality is high?",
            (
                "0.2::kiln_heat(low); 0.6::kiln_heat(medium); 0.2::kiln_heat(high).",
                "0.3::clay(dry); 0.5::clay(damp); 0.2::clay(wet).",
                "0.25::buyer_demand(weak); 0.5::buyer_demand(steady); 0.25::buyer_demand(strong).",
                "0.04::glaze_warning.",
                "0.8::glaze_quality(low); 0.15::glaze_quality(medium); 0.05::glaze_quality(high) :- kiln_heat(low), "
                "clay(dry).",
                "0.6::glaze_quality(low); 0.3::glaze_quality(medium); 0.1::glaze_quality(high) :- kiln_heat(low), "
                "clay(damp).",
                "0.7::glaze_quality(low); 0.25::glaze_quality(medium); 0.05::glaze_quality(high) :- kiln_heat(low), "
                "clay(wet).",
                "0.3::glaze_quality(low); 0.5::glaze_quality(medium); 0.2::glaze_quality(high) :- kiln_heat(medium), "
                "clay(dry).",
                "0.05::glaze_quality(low); 0.35::glaze_quality(medium); 0.6::glaze_quality(high) :- "
                "kiln_heat(medium), clay(damp).",
                "0.2::glaze_quality(low); 0.5::glaze_quality(medium); 0.3::glaze_quality(high) :- kiln_heat(medium), "
                "clay(wet).",
                "0.5::glaze_quality(low); 0.4::glaze_quality(medium); 0.1::glaze_quality(high) :- kiln_heat(high), "
                "clay(dry).",
                "0.15::glaze_quality(low); 0.45::glaze_quality(medium); 0.4::glaze_quality(high) :- kiln_heat(high), "
                "clay(damp).",
                "0.3::glaze_quality(low); 0.5::glaze_quality(medium); 0.2::glaze_quality(high) :- kiln_heat(high), "
                "clay(wet).",
                "0.7::firing_inspected :- glaze_warning, kiln_heat(low).",
                "0.5::firing_inspected :- glaze_warning, kiln_heat(medium).",
                "0.6::firing_inspected :- glaze_warning, kiln_heat(high).",
                "0.1::firing_inspected :- \\+glaze_warning, kiln_heat(low).",
                "0.02::firing_inspected :- \\+glaze_warning, kiln_heat(medium).",
                "0.08::firing_inspected :- \\+glaze_warning, kiln_heat(high).",
                "0.7::sale_price(low); 0.25::sale_price(medium); 0.05::sale_price(high) :- glaze_quality(low), "
                "buyer_demand(weak).",
                "0.6::sale_price(low); 0.3::sale_price(medium); 0.1::sale_price(high) :- glaze_quality(low), "
                "buyer_demand(steady).",
                "0.5::sale_price(low); 0.35::sale_price(medium); 0.15::sale_price(high) :- glaze_quality(low), "
                "buyer_demand(strong).",
                "0.3::sale_price(low); 0.5::sale_price(medium); 0.2::sale_price(high) :- glaze_quality(medium), "
                "buyer_demand(weak).",
                "0.2::sale_price(low); 0.6::sale_price(medium); 0.2::sale_price(high) :- glaze_quality(medium), "
                "buyer_demand(steady).",
                "0.1::sale_price(low); 0.5::sale_price(medium); 0.4::sale_price(high) :- glaze_quality(medium), "
                "buyer_demand(strong).",
                "0.2::sale_price(low); 0.5::sale_price(medium); 0.3::sale_price(high) :- glaze_quality(high), "
                "buyer_demand(weak).",
                "0.1::sale_price(low); 0.4::sale_price(medium); 0.5::sale_price(high) :- glaze_quality(high), "
                "buyer_demand(steady).",
                "0.05::sale_price(low); 0.25::sale_price(medium); 0.7::sale_price(high) :- glaze_quality(high), "
                "buyer_demand(strong).",
            ),
            (
                "evidence(firing_inspected, true).",
                "evidence(sale_price(high), true).",
            ),
            "query(glaze_quality(high)).",
        ),
    }
)
"""Networks of :data:`FRESH_47`: an ALARM-shaped boolean named by a state and the whole name of a three-state
variable introduced after it (``output_alarm``, "a false alarm for low power output", before the power output's
nine premises), a real parent of one run, and that variable a parent, with a root, of a later nine-premise run
whose conditions say it in each of its states ("if the power output is normal and …", "with high glaze quality
and …")."""

_new_networks(
    {
        "sepsis ward": (
            ("The patient is moved to intensive care.", "The blood pressure is low."),
            "What is the probability that the patient is septic?",
            (
                "0.75::fluid_balance(normal); 0.25::fluid_balance(overloaded).",
                "0.06::sepsis.",
                "0.05::lactate_level(low); 0.25::lactate_level(normal); 0.7::lactate_level(high) :- sepsis.",
                "0.2::lactate_level(low); 0.7::lactate_level(normal); 0.1::lactate_level(high) :- \\+sepsis.",
                "0.6::blood_pressure(low); 0.35::blood_pressure(normal); 0.05::blood_pressure(high) :- sepsis, "
                "fluid_balance(normal).",
                "0.4::blood_pressure(low); 0.4::blood_pressure(normal); 0.2::blood_pressure(high) :- sepsis, "
                "fluid_balance(overloaded).",
                "0.1::blood_pressure(low); 0.8::blood_pressure(normal); 0.1::blood_pressure(high) :- \\+sepsis, "
                "fluid_balance(normal).",
                "0.05::blood_pressure(low); 0.55::blood_pressure(normal); 0.4::blood_pressure(high) :- \\+sepsis, "
                "fluid_balance(overloaded).",
                "0.1::intensive_care :- lactate_level(low).",
                "0.05::intensive_care :- lactate_level(normal).",
                "0.5::intensive_care :- lactate_level(high).",
            ),
            ("evidence(intensive_care, true).", "evidence(blood_pressure(low), true)."),
            "query(sepsis).",
        ),
        "travel clinic": (
            ("The traveller's temperature is high.", "The traveller took prophylactic tablets."),
            "What is the probability that the traveller visited a malaria region?",
            (
                "0.4::malaria_region.",
                "0.55::prophylaxis.",
                "0.02::malaria :- prophylaxis, malaria_region.",
                "0.15::malaria :- \\+prophylaxis, malaria_region.",
                "0.005::malaria :- prophylaxis, \\+malaria_region.",
                "0.01::malaria :- \\+prophylaxis, \\+malaria_region.",
                "0.1::temperature(normal); 0.3::temperature(raised); 0.6::temperature(high) :- malaria.",
                "0.8::temperature(normal); 0.15::temperature(raised); 0.05::temperature(high) :- \\+malaria.",
            ),
            ("evidence(temperature(high), true).", "evidence(prophylaxis, true)."),
            "query(malaria_region).",
        ),
        "dog clinic": (
            ("The dog is given medication.",),
            "How likely is it that the dog is epileptic?",
            (
                "0.3::age(young); 0.5::age(adult); 0.2::age(senior).",
                "0.04::epilepsy.",
                "0.4::seizure :- epilepsy, age(young).",
                "0.3::seizure :- epilepsy, age(adult).",
                "0.5::seizure :- epilepsy, age(senior).",
                "0.01::seizure :- \\+epilepsy, age(young).",
                "0.02::seizure :- \\+epilepsy, age(adult).",
                "0.05::seizure :- \\+epilepsy, age(senior).",
                "0.7::medication :- seizure.",
                "0.05::medication :- \\+seizure.",
            ),
            ("evidence(medication, true).",),
            "query(epilepsy).",
        ),
    }
)
"""Networks of :data:`FRESH_48`: an ALARM-shaped boolean named by a Greek noun (``sepsis``, ``prophylaxis``,
``epilepsy``) whose children's premises, evidence and questions say it by its adjective ("if the patient is
septic", "prophylactic tablets", "an epileptic dog")."""


_new_networks(
    {
        "farm season": (
            ("The market price is low.",),
            "What is the probability that rainfall is more than average?",
            (
                "0.34::rainfall(less_than_average); 0.43::rainfall(average); 0.23::rainfall(more_than_average).",
                "0.25::sunshine(below_average); 0.5::sunshine(average); 0.25::sunshine(above_average).",
                "0.6::frost(light); 0.3::frost(moderate); 0.1::frost(hard).",
                "0.6::crop_yield(low); 0.3::crop_yield(medium); 0.1::crop_yield(high) :- rainfall(less_than_average), "
                "sunshine(below_average).",
                "0.5::crop_yield(low); 0.35::crop_yield(medium); 0.15::crop_yield(high) :- "
                "rainfall(less_than_average), sunshine(average).",
                "0.4::crop_yield(low); 0.4::crop_yield(medium); 0.2::crop_yield(high) :- rainfall(less_than_average), "
                "sunshine(above_average).",
                "0.35::crop_yield(low); 0.45::crop_yield(medium); 0.2::crop_yield(high) :- rainfall(average), "
                "sunshine(below_average).",
                "0.2::crop_yield(low); 0.55::crop_yield(medium); 0.25::crop_yield(high) :- rainfall(average), "
                "sunshine(average).",
                "0.15::crop_yield(low); 0.5::crop_yield(medium); 0.35::crop_yield(high) :- rainfall(average), "
                "sunshine(above_average).",
                "0.25::crop_yield(low); 0.5::crop_yield(medium); 0.25::crop_yield(high) :- "
                "rainfall(more_than_average), sunshine(below_average).",
                "0.1::crop_yield(low); 0.5::crop_yield(medium); 0.4::crop_yield(high) :- rainfall(more_than_average), "
                "sunshine(average).",
                "0.05::crop_yield(low); 0.4::crop_yield(medium); 0.55::crop_yield(high) :- "
                "rainfall(more_than_average), sunshine(above_average).",
                "0.2::low_market_price :- crop_yield(low).",
                "0.5::low_market_price :- crop_yield(medium).",
                "0.8::low_market_price :- crop_yield(high).",
            ),
            ("evidence(low_market_price, true).",),
            "query(rainfall(more_than_average)).",
        ),
        "ski resort": (
            ("The resort makes a profit.",),
            "How likely is it that snowfall is less than average?",
            (
                "0.3::snowfall(less_than_average); 0.45::snowfall(average); 0.25::snowfall(more_than_average).",
                "0.2::holiday_season(short); 0.5::holiday_season(normal); 0.3::holiday_season(long).",
                "0.7::visitor_numbers(fewer_than_expected); 0.25::visitor_numbers(as_expected); "
                "0.05::visitor_numbers(more_than_expected) :- snowfall(less_than_average), holiday_season(short).",
                "0.55::visitor_numbers(fewer_than_expected); 0.35::visitor_numbers(as_expected); "
                "0.1::visitor_numbers(more_than_expected) :- snowfall(less_than_average), holiday_season(normal).",
                "0.45::visitor_numbers(fewer_than_expected); 0.4::visitor_numbers(as_expected); "
                "0.15::visitor_numbers(more_than_expected) :- snowfall(less_than_average), holiday_season(long).",
                "0.3::visitor_numbers(fewer_than_expected); 0.55::visitor_numbers(as_expected); "
                "0.15::visitor_numbers(more_than_expected) :- snowfall(average), holiday_season(short).",
                "0.2::visitor_numbers(fewer_than_expected); 0.6::visitor_numbers(as_expected); "
                "0.2::visitor_numbers(more_than_expected) :- snowfall(average), holiday_season(normal).",
                "0.1::visitor_numbers(fewer_than_expected); 0.6::visitor_numbers(as_expected); "
                "0.3::visitor_numbers(more_than_expected) :- snowfall(average), holiday_season(long).",
                "0.15::visitor_numbers(fewer_than_expected); 0.5::visitor_numbers(as_expected); "
                "0.35::visitor_numbers(more_than_expected) :- snowfall(more_than_average), holiday_season(short).",
                "0.1::visitor_numbers(fewer_than_expected); 0.4::visitor_numbers(as_expected); "
                "0.5::visitor_numbers(more_than_expected) :- snowfall(more_than_average), holiday_season(normal).",
                "0.05::visitor_numbers(fewer_than_expected); 0.25::visitor_numbers(as_expected); "
                "0.7::visitor_numbers(more_than_expected) :- snowfall(more_than_average), holiday_season(long).",
                "0.1::profit :- visitor_numbers(fewer_than_expected).",
                "0.5::profit :- visitor_numbers(as_expected).",
                "0.9::profit :- visitor_numbers(more_than_expected).",
            ),
            ("evidence(profit, true).",),
            "query(snowfall(less_than_average)).",
        ),
    }
)
"""Networks of :data:`FRESH_49`: HAILFINDER-shaped roots whose states compare with an average (``less_than_average``
/ ``average`` / ``more_than_average``, ``below_average`` / ``average`` / ``above_average``), parents of a later
nine-premise run."""

_new_networks(
    {
        "storm desk": (
            ("A storm warning is issued.",),
            "What is the probability that the hail risk is high?",
            (
                "0.4::plains_forecast(increasing_cap_decreasing_instability); 0.36::plains_forecast(little_change); "
                "0.24::plains_forecast(decreasing_cap_increasing_instability).",
                "0.12::wind(calm); 0.28::wind(light); 0.3::wind(strong); 0.3::wind(gusty).",
                "0.6::hail_risk(low); 0.3::hail_risk(medium); 0.1::hail_risk(high) :- "
                "plains_forecast(increasing_cap_decreasing_instability), wind(calm).",
                "0.5::hail_risk(low); 0.35::hail_risk(medium); 0.15::hail_risk(high) :- "
                "plains_forecast(increasing_cap_decreasing_instability), wind(light).",
                "0.4::hail_risk(low); 0.4::hail_risk(medium); 0.2::hail_risk(high) :- "
                "plains_forecast(increasing_cap_decreasing_instability), wind(strong).",
                "0.35::hail_risk(low); 0.45::hail_risk(medium); 0.2::hail_risk(high) :- "
                "plains_forecast(increasing_cap_decreasing_instability), wind(gusty).",
                "0.2::hail_risk(low); 0.55::hail_risk(medium); 0.25::hail_risk(high) :- "
                "plains_forecast(little_change), wind(calm).",
                "0.15::hail_risk(low); 0.5::hail_risk(medium); 0.35::hail_risk(high) :- "
                "plains_forecast(little_change), wind(light).",
                "0.25::hail_risk(low); 0.5::hail_risk(medium); 0.25::hail_risk(high) :- "
                "plains_forecast(little_change), wind(strong).",
                "0.1::hail_risk(low); 0.5::hail_risk(medium); 0.4::hail_risk(high) :- plains_forecast(little_change),"
                " wind(gusty).",
                "0.05::hail_risk(low); 0.4::hail_risk(medium); 0.55::hail_risk(high) :- "
                "plains_forecast(decreasing_cap_increasing_instability), wind(calm).",
                "0.3::hail_risk(low); 0.4::hail_risk(medium); 0.3::hail_risk(high) :- "
                "plains_forecast(decreasing_cap_increasing_instability), wind(light).",
                "0.2::hail_risk(low); 0.4::hail_risk(medium); 0.4::hail_risk(high) :- "
                "plains_forecast(decreasing_cap_increasing_instability), wind(strong).",
                "0.1::hail_risk(low); 0.3::hail_risk(medium); 0.6::hail_risk(high) :- "
                "plains_forecast(decreasing_cap_increasing_instability), wind(gusty).",
                "0.7::storm_warning :- plains_forecast(increasing_cap_decreasing_instability).",
                "0.2::storm_warning :- plains_forecast(little_change).",
                "0.05::storm_warning :- plains_forecast(decreasing_cap_increasing_instability).",
            ),
            ("evidence(storm_warning, true).",),
            "query(hail_risk(high)).",
        ),
        "market outlook": (
            ("A profit warning is given.",),
            "How likely is it that the market outlook is falling demand and rising supply?",
            (
                "0.3::outlook(rising_demand_falling_supply); 0.45::outlook(stable); "
                "0.25::outlook(falling_demand_rising_supply).",
                "0.2::strike.",
                "0.1::goods_price(low); 0.3::goods_price(medium); 0.6::goods_price(high) :- "
                "outlook(rising_demand_falling_supply), strike.",
                "0.3::goods_price(low); 0.5::goods_price(medium); 0.2::goods_price(high) :- outlook(stable), strike.",
                "0.6::goods_price(low); 0.3::goods_price(medium); 0.1::goods_price(high) :- "
                "outlook(falling_demand_rising_supply), strike.",
                "0.05::goods_price(low); 0.2::goods_price(medium); 0.75::goods_price(high) :- "
                "outlook(rising_demand_falling_supply), \\+strike.",
                "0.2::goods_price(low); 0.6::goods_price(medium); 0.2::goods_price(high) :- outlook(stable), "
                "\\+strike.",
                "0.5::goods_price(low); 0.4::goods_price(medium); 0.1::goods_price(high) :- "
                "outlook(falling_demand_rising_supply), \\+strike.",
                "0.1::profit_warning :- goods_price(low).",
                "0.3::profit_warning :- goods_price(medium).",
                "0.6::profit_warning :- goods_price(high).",
            ),
            ("evidence(profit_warning, true).",),
            "query(outlook(falling_demand_rising_supply)).",
        ),
    }
)
"""Networks of :data:`FRESH_50`: HAILFINDER-shaped roots whose states are each two things said together
(``increasing_cap_decreasing_instability`` / ``little_change`` / ``decreasing_cap_increasing_instability``), parents
of later runs whose conditions say them."""

_new_networks(
    {
        "tap water": (
            ("Someone has a stomach ache.",),
            "What is the probability that the pump motor is barely working?",
            (
                "0.95::pump_motor(fully_working); 0.05::pump_motor(barely_working).",
                "0.7::tank_water(safe_to_drink); 0.3::tank_water(dirty_or_contaminated).",
                "0.98::tap_water(clean); 0.02::tap_water(dirty_or_contaminated) :- pump_motor(fully_working), "
                "tank_water(safe_to_drink).",
                "0.0::tap_water(clean); 1.0::tap_water(dirty_or_contaminated) :- pump_motor(fully_working), "
                "tank_water(dirty_or_contaminated).",
                "0.0::tap_water(clean); 1.0::tap_water(dirty_or_contaminated) :- pump_motor(barely_working), "
                "tank_water(safe_to_drink).",
                "0.1::tap_water(clean); 0.9::tap_water(dirty_or_contaminated) :- pump_motor(barely_working), "
                "tank_water(dirty_or_contaminated).",
                "0.01::stomach_ache :- tap_water(clean).",
                "0.3::stomach_ache :- tap_water(dirty_or_contaminated).",
            ),
            ("evidence(stomach_ache, true).",),
            "query(pump_motor(barely_working)).",
        ),
        "connecting flight": (
            ("A connection is missed.",),
            "How likely is it that the weather is stormy?",
            (
                "0.8::weather(clear); 0.2::weather(stormy).",
                "0.9::crew(rested); 0.1::crew(tired_or_sick).",
                "0.9::flight(on_time); 0.1::flight(delayed_or_cancelled) :- weather(clear), crew(rested).",
                "0.0::flight(on_time); 1.0::flight(delayed_or_cancelled) :- weather(clear), crew(tired_or_sick).",
                "0.4::flight(on_time); 0.6::flight(delayed_or_cancelled) :- weather(stormy), crew(rested).",
                "0.05::flight(on_time); 0.95::flight(delayed_or_cancelled) :- weather(stormy), crew(tired_or_sick).",
                "0.02::missed_connection :- flight(on_time).",
                "0.7::missed_connection :- flight(delayed_or_cancelled).",
            ),
            ("evidence(missed_connection, true).",),
            "query(weather(stormy)).",
        ),
    }
)
"""Networks of :data:`FRESH_51`: a child with a state of two things joined by *or* (``dirty_or_contaminated``,
``delayed_or_cancelled``), some of whose premises say it by one of the two words alone."""

_new_networks(
    {
        "fire sprinkler": (
            ("The fire damage is high.",),
            "What is the probability that the sprinkler system is existent?",
            (
                "0.3::sprinkler_system.",
                "0.4::wiring(old); 0.6::wiring(new).",
                "0.7::fire_damage(low); 0.2::fire_damage(medium); 0.1::fire_damage(high) :- wiring(old), "
                "sprinkler_system.",
                "0.3::fire_damage(low); 0.3::fire_damage(medium); 0.4::fire_damage(high) :- wiring(old), "
                "\\+sprinkler_system.",
                "0.85::fire_damage(low); 0.1::fire_damage(medium); 0.05::fire_damage(high) :- wiring(new), "
                "sprinkler_system.",
                "0.5::fire_damage(low); 0.3::fire_damage(medium); 0.2::fire_damage(high) :- wiring(new), "
                "\\+sprinkler_system.",
            ),
            ("evidence(fire_damage(high), true).",),
            "query(sprinkler_system).",
        ),
        "cell coverage": (
            ("The call fails.",),
            "How likely is it that the cell coverage is non-existent?",
            (
                "0.45::cell_coverage.",
                "0.25::storm.",
                "0.2::call_fails :- cell_coverage, storm.",
                "0.05::call_fails :- cell_coverage, \\+storm.",
                "0.9::call_fails :- \\+cell_coverage, storm.",
                "0.8::call_fails :- \\+cell_coverage, \\+storm.",
            ),
            ("evidence(call_fails, true).",),
            "query(\\+cell_coverage).",
        ),
    }
)
"""Networks of :data:`FRESH_52`: a boolean root said as *existent* with a small number and *non-existent* with the
rest, a parent of a later run."""

_new_networks(
    {
        "hail scenarios": (
            ("Hail falls.",),
            "What is the probability that the season is summer?",
            (
                "0.5::season(summer); 0.5::season(winter).",
                "0.1::storm_scenario(a); 0.3::storm_scenario(b); 0.1::storm_scenario(c); 0.2::storm_scenario(d); "
                "0.1::storm_scenario(e); 0.1::storm_scenario(f); 0.1::storm_scenario(g) :- season(summer).",
                "0.05::storm_scenario(a); 0.1::storm_scenario(b); 0.2::storm_scenario(c); 0.25::storm_scenario(d); "
                "0.15::storm_scenario(e); 0.15::storm_scenario(f); 0.1::storm_scenario(g) :- season(winter).",
                "0.05::hail_falls :- storm_scenario(a).",
                "0.1::hail_falls :- storm_scenario(b).",
                "0.15::hail_falls :- storm_scenario(c).",
                "0.2::hail_falls :- storm_scenario(d).",
                "0.25::hail_falls :- storm_scenario(e).",
                "0.3::hail_falls :- storm_scenario(f).",
                "0.35::hail_falls :- storm_scenario(g).",
            ),
            ("evidence(hail_falls, true).",),
            "query(season(summer)).",
        ),
        "course grades": (
            ("The student passes the course.",),
            "How likely is it that the student studied a long time?",
            (
                "0.4::study_time(long); 0.6::study_time(short).",
                "0.3::exam_grade(a); 0.3::exam_grade(b); 0.1333333333::exam_grade(c); 0.1333333333::exam_grade(d); "
                "0.1333333334::exam_grade(e) :- study_time(long).",
                "0.05::exam_grade(a); 0.15::exam_grade(b); 0.3::exam_grade(c); 0.3::exam_grade(d); "
                "0.2::exam_grade(e) :- study_time(short).",
                "0.99::passes_course :- exam_grade(a).",
                "0.95::passes_course :- exam_grade(b).",
                "0.85::passes_course :- exam_grade(c).",
                "0.6::passes_course :- exam_grade(d).",
                "0.2::passes_course :- exam_grade(e).",
            ),
            ("evidence(passes_course, true).",),
            "query(study_time(long)).",
        ),
    }
)
"""Networks of :data:`FRESH_53`: a child whose states are letters (*A* to *G*, *A* to *E*), whose first premise
names only some of them and leaves the rest to share what is left."""

_NETWORKS.update(
    {
        f"{network} in words": (
            evidences,
            question,
            _in_words(network, program),
            _in_words(network, said),
            *_in_words(network, [query]),
        )
        for network in _IN_WORDS
        for evidences, question, program, said, query in [_NETWORKS[network]]
    }
)

_WORDINGS = (
    (
        "weather",
        "one row per sentence",
        "The weather is sunny in 50% of days, cloudy in 30% and rainy in 20%.",
        "If it is sunny, people carry an umbrella in 5% of cases.",
        "If it is cloudy, people carry an umbrella in 40% of cases.",
        "If it is rainy, people carry an umbrella in 90% of cases.",
    ),
    (
        "weather",
        "states listed before their numbers",
        "The chances of sunny, cloudy and rainy weather are 50%, 30% and 20%.",
        "If it is sunny, people carry an umbrella in 5% of cases.",
        "If it is cloudy, people carry an umbrella in 40% of cases.",
        "If it is rainy, people carry an umbrella in 90% of cases.",
    ),
    (
        "test",
        "one row per sentence",
        "1% of people have the disease.",
        "The test is positive in 90% of people with the disease.",
        "If a person does not have the disease, the test is positive in 5% of cases.",
    ),
    (
        "test",
        "rows joined by and",
        "1% of people have the disease.",
        "The test is positive in 90% of people with the disease and in 5% of people without it.",
    ),
    (
        "test",
        "rows joined by otherwise",
        "1% of people have the disease.",
        "The test is positive with a probability of 90% if the person has the disease; otherwise 5%.",
    ),
    (
        "test",
        "rows said of groups",
        "1% of people have the disease.",
        "The test is positive for 90% of people who have the disease and for 5% of people who do not.",
    ),
    (
        "alarm",
        "one row per sentence",
        "There is a burglary in 1% of nights.",
        "If there is a burglary, the alarm rings in 95% of cases.",
        "If there is no burglary, the alarm rings in 2% of cases.",
    ),
    (
        "alarm",
        "rows joined by and",
        "There is a burglary in 1% of nights.",
        "The alarm rings in 95% of cases if there is a burglary, and in 2% of cases if there is none.",
    ),
    (
        "test",
        "rows said of kinds of people",
        "1% of people have the disease.",
        "The test is positive for 90% of sick people and for 5% of healthy people.",
    ),
    (
        "alarm",
        "counts out of 100",
        "A burglary happens on 1 in 100 nights.",
        "During a burglary the alarm goes off 95 times out of 100.",
        "Without a burglary the alarm goes off 2 times out of 100.",
    ),
    (
        "alarm that always rings",
        "one row per sentence",
        "There is a burglary in 1% of nights.",
        "If there is a burglary, the alarm always rings.",
        "If there is no burglary, the alarm rings in 2% of cases.",
    ),
    (
        "alarm that always rings",
        "rows joined by and",
        "There is a burglary in 1% of nights.",
        "The alarm always rings if there is a burglary, and in 2% of cases if there is none.",
    ),
    (
        "alarm with an earthquake",
        "one row per sentence",
        "There is a burglary in 1% of nights.",
        "An earthquake happens on 2% of nights.",
        "If there is a burglary and an earthquake, the alarm rings in 95% of cases.",
        "If there is a burglary and no earthquake, the alarm rings in 94% of cases.",
        "If there is an earthquake and no burglary, the alarm rings in 29% of cases.",
        "If there is neither a burglary nor an earthquake, the alarm rings in 0.1% of cases.",
    ),
    (
        "alarm with an earthquake",
        "rows joined by and",
        "There is a burglary in 1% of nights.",
        "An earthquake happens on 2% of nights.",
        "The alarm rings in 95% of cases if there is a burglary and an earthquake, in 94% if there is only a "
        "burglary, in 29% if there is only an earthquake, and in 0.1% if there is neither.",
    ),
    (
        "rain",
        "one row per sentence",
        "It rains on 20% of days.",
        "If it rains, the grass is wet with a probability of 90%.",
        "If it does not rain, the grass is wet with a probability of 10%.",
    ),
    (
        "rain",
        "probability notation",
        "P(rain) = 0.2.",
        "P(wet | rain) = 0.9.",
        "P(wet | not rain) = 0.1.",
    ),
    (
        "rain",
        "conditions between the name and the number",
        "Chance of rain: 20%.",
        "Chance of wet grass if it rains: 90%.",
        "Chance of wet grass if it does not rain: 10%.",
    ),
    (
        "rain",
        "a fraction in words",
        "It rains on a fifth of days.",
        "If it rains, the grass is wet in 90% of cases.",
        "If it does not rain, the grass is wet in 10% of cases.",
    ),
    (
        "rain",
        "a fraction in words, rows joined by otherwise",
        "It rains on one fifth of days.",
        "The grass is wet with a probability of 90% if it rains, otherwise 10%.",
    ),
    (
        "rain",
        "rows joined by otherwise",
        "It rains on 20% of days.",
        "The grass is wet with a probability of 90% if it rains, otherwise 10%.",
    ),
    (
        "rain",
        "rows joined by and, conditions first",
        "It rains on 20% of days.",
        "If it rains, the grass is wet in 90% of cases, and if it does not, in 10%.",
    ),
    (
        "rain, in words",
        "one row per sentence",
        "It rains on 20% of days.",
        "If it rains, it is highly likely that the grass is wet.",
        "If it does not rain, it is unlikely that the grass is wet.",
    ),
    (
        "rain, in words",
        "rows joined by otherwise",
        "It rains on 20% of days.",
        "If it rains, the grass is highly likely to be wet; otherwise it is unlikely.",
    ),
    (
        "smoking",
        "one row per sentence",
        "30% of people smoke.",
        "Smokers get lung cancer with a probability of 10%.",
        "People who do not smoke get lung cancer with a probability of 1%.",
    ),
    (
        "smoking",
        "rows said of subjects",
        "30% of people smoke.",
        "Smokers get lung cancer with a probability of 10%, non-smokers with a probability of 1%.",
    ),
    (
        "smoking",
        "rows joined by and",
        "30% of people smoke.",
        "If a person smokes, the chance of lung cancer is 10%, and 1% if they do not.",
    ),
)
"""(network, wording, premise sentences…)."""


def _problems(wordings: Sequence[tuple[str, ...]]) -> tuple[Problem, ...]:
    """One problem per (network, wording, premise sentences…): the network's evidence, question and gold program."""
    return tuple(Problem(name, wording, tuple(premises), *_NETWORKS[name]) for name, wording, *premises in wordings)


PROBLEMS: tuple[Problem, ...] = _problems(_WORDINGS)
"""The problems: eight textbook networks (one in words of estimative probability, read at their medians,
:data:`hedgehub.slot_parser.WEP_VALUES`), each written with one row per sentence and with several rows per
sentence."""


_FRESH_WORDINGS = (
    (
        "sprinkler",
        "one row per sentence",
        "It is cloudy on 50% of days.",
        "On cloudy days the sprinkler is on 10% of the time.",
        "On days that are not cloudy the sprinkler is on 50% of the time.",
        "It rains on 80% of cloudy days.",
        "It rains on 20% of days that are not cloudy.",
        "If the sprinkler is on and it rains, the grass is wet with a probability of 99%.",
        "If the sprinkler is on and it does not rain, the grass is wet with a probability of 90%.",
        "If the sprinkler is off and it rains, the grass is wet with a probability of 90%.",
        "If the sprinkler is off and it does not rain, the grass is wet in 5% of cases.",
    ),
    (
        "exam",
        "one row per sentence",
        "60% of students study for the exam.",
        "Students who study pass the exam with a probability of 85%.",
        "Students who do not study pass with a probability of 40%.",
    ),
    (
        "exam",
        "rows said of groups",
        "60% of students study for the exam.",
        "Of the students who study, 85% pass the exam, and of those who do not, 40% pass.",
    ),
    (
        "road",
        "one row per sentence",
        "The road is icy on 10% of winter days, wet on 30% and dry on 60%.",
        "On an icy road, a car has an accident with a probability of 20%.",
        "On a wet road, the probability of an accident is 5%.",
        "On a dry road, accidents happen with a probability of 1%.",
    ),
    (
        "road",
        "rows in one sentence",
        "The road is icy on 10% of winter days, wet on 30% and dry on 60%.",
        "The chance of an accident is 20% on an icy road, 5% on a wet road and 1% on a dry road.",
    ),
    (
        "machine",
        "one row per sentence",
        "A machine is faulty 5% of the time.",
        "When the machine is faulty, 30% of its products are defective.",
        "When the machine works correctly, only 2% of its products are defective.",
    ),
    (
        "flu",
        "one row per sentence",
        "10% of patients have the flu.",
        "A patient with the flu has a fever with a probability of 80%.",
        "A patient without the flu has a fever with a probability of 5%.",
        "Patients with the flu cough in 70% of cases.",
        "Patients without the flu cough in 20% of cases.",
    ),
    (
        "car",
        "one row per sentence",
        "The battery of a car is dead with a probability of 5%.",
        "The tank is empty with a probability of 10%.",
        "If the battery is dead and the tank is empty, the car starts with a probability of 1%.",
        "If the battery is dead and the tank is not empty, the car starts with a probability of 2%.",
        "If the battery is fine and the tank is empty, the car starts with a probability of 3%.",
        "If the battery is fine and the tank is not empty, the car starts with a probability of 95%.",
    ),
    (
        "spam",
        "one row per sentence",
        "40% of emails are spam.",
        "The word 'free' appears in 30% of spam emails.",
        "The word 'free' appears in 5% of emails that are not spam.",
    ),
    (
        "traffic",
        "one row per sentence",
        "It rains on 30% of days.",
        "On rainy days, traffic is heavy with a probability of 60%, moderate with 30% and light with 10%.",
        "On days without rain, traffic is heavy with a probability of 20%, moderate with 50% and light with 30%.",
    ),
    (
        "traffic",
        "an opposite for the condition",
        "It rains on 30% of days.",
        "On rainy days, traffic is heavy with a probability of 60%, moderate with 30% and light with 10%.",
        "On dry days, traffic is heavy with a probability of 20%, moderate with 50% and light with 30%.",
    ),
    (
        "bus, in words",
        "one row per sentence",
        "The bus is late on a quarter of mornings.",
        "If the bus is late, it is highly likely that I miss my train.",
        "If the bus is on time, there is little chance that I miss my train.",
    ),
)
"""(network, wording, premise sentences…) of nine more networks, written in session 26 before any code was changed
for them."""

FRESH: tuple[Problem, ...] = _problems(_FRESH_WORDINGS)
"""Nine more networks (12 problems): three and four variables, a common effect whose causes explain each other away,
two effects of one cause, a three-state effect, words of estimative probability, and states said by their opposites
("off", "fine", "dry", "on time"). Their first score (session 26, in BENCHMARKS) was taken before any rule was
written for them, so it measures text no rule was fitted to; from then on they are development text like
:data:`PROBLEMS`."""

_FRESH_WORDINGS_2 = (
    (
        "fire",
        "one row per sentence",
        "A fire breaks out in 1% of buildings.",
        "If there is a fire, there is smoke with a probability of 90%.",
        "Without a fire, smoke appears with a probability of 1%.",
        "Smoke sets off the detector in 95% of cases.",
        "When there is no smoke, the detector goes off in 0.5% of cases.",
    ),
    (
        "coin",
        "one row per sentence",
        "The coin is fair with a probability of 50% and biased with a probability of 50%.",
        "A fair coin lands heads in 50% of tosses.",
        "A biased coin lands heads in 90% of tosses.",
    ),
    (
        "printer",
        "one row per sentence",
        "The printer is out of paper 10% of the time.",
        "If the printer is out of paper, the print job always fails.",
        "If the printer has paper, the print job fails in 5% of cases.",
    ),
    (
        "loan",
        "one row per sentence",
        "40% of applicants have good credit, 35% fair credit and 25% poor credit.",
        "An applicant with good credit gets the loan approved with a probability of 90%.",
        "With fair credit, the loan is approved with a probability of 60%.",
        "With poor credit, the loan is approved in 20% of cases.",
    ),
    (
        "plant",
        "one row per sentence",
        "A plant is watered on 70% of days.",
        "A watered plant stays healthy with a probability of 95%.",
        "A plant that is not watered stays healthy with a probability of 60%.",
    ),
    (
        "meeting, in words",
        "one row per sentence",
        "It is likely that the meeting runs late.",
        "If the meeting runs late, it is almost certain that I miss lunch.",
        "If it does not run late, it is unlikely that I miss lunch.",
    ),
    (
        "sneezing",
        "one row per sentence",
        "A patient has a cold with a probability of 20%.",
        "A patient has an allergy with a probability of 10%.",
        "Someone with both a cold and an allergy sneezes with a probability of 95%.",
        "With a cold but no allergy, a patient sneezes with a probability of 80%.",
        "With an allergy but no cold, a patient sneezes with a probability of 70%.",
        "With neither, a patient sneezes with a probability of 5%.",
    ),
)
"""(network, wording, premise sentences…) of seven more networks, written in session 26 after its rules and before
they were scored."""

FRESH_2: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_2)
"""Seven more networks (a chain of three, a categorical cause and one with three states, *always*, a negated
evidence, words of estimative probability, two causes of one effect), written after the rules :data:`FRESH` led to
and scored once before any rule for them: their first score measures those rules on text they were not fitted
to."""


_FRESH_WORDINGS_3 = (
    (
        "battery",
        "one row per sentence",
        "In 70% of cars the battery is good, in 20% it is weak and in 10% it is dead.",
        "A car with a good battery starts with a probability of 98%.",
        "If the battery is weak, the car starts 60% of the time.",
        "A car with a dead battery never starts.",
    ),
    (
        "battery",
        "rows said of groups",
        "The battery is good in 70% of cars, weak in 20% and dead in 10%.",
        "Cars with a good battery start in 98% of cases, cars with a weak battery in 60%, and cars with a dead "
        "battery never.",
    ),
    (
        "flight",
        "one row per sentence",
        "There is a storm on 10% of days.",
        "During a storm, a flight is delayed with a probability of 70%.",
        "Without a storm, 15% of flights are delayed.",
        "A passenger on a delayed flight misses the connection in half of the cases.",
        "If the flight is on time, only 5% of passengers miss their connection.",
    ),
    (
        "flight",
        "several rows per sentence",
        "There is a storm on 10% of days.",
        "Flights are delayed in 70% of cases when there is a storm and in 15% of cases when there is none.",
        "A delay makes a passenger miss the connection with a probability of 50%; otherwise 5%.",
    ),
    (
        "server",
        "one row per sentence",
        "The server is overloaded 20% of the time.",
        "The code has a bug with a probability of 5%.",
        "When the server is overloaded and there is a bug, it crashes in 90% of cases.",
        "When it is overloaded but there is no bug, it crashes in 30% of cases.",
        "A bug without overload makes the server crash in 50% of cases.",
        "With no overload and no bug, the server crashes in 1% of cases.",
    ),
    (
        "three results",
        "one row per sentence",
        "2% of patients have the disease.",
        "For a patient with the disease, the result is positive in 85% of cases, inconclusive in 10% and negative in "
        "5%.",
        "For a patient without the disease, the result is positive in 4% of cases, inconclusive in 6% and negative "
        "in 90%.",
    ),
    (
        "two clues",
        "one row per sentence",
        "30% of emails are spam.",
        "A spam email contains a link with a probability of 80%.",
        "A legitimate email contains a link with a probability of 10%.",
        "Spam emails are full of typos in 60% of cases.",
        "Emails that are not spam are full of typos in 20% of cases.",
    ),
    (
        "picnic, in words",
        "one row per sentence",
        "It is unlikely to rain on the day of the picnic.",
        "If it rains, it is almost certain that the picnic is cancelled.",
        "If it does not rain, there is little chance that the picnic is cancelled.",
    ),
    (
        "heater",
        "one row per sentence",
        "The weather is cold on 30% of days, mild on 50% and hot on 20%.",
        "On cold days the heater is on with a probability of 90%.",
        "On mild days the heater is on 30% of the time.",
        "On hot days the heater is never on.",
        "When the heater is on, the energy bill is high with a probability of 80%.",
        "When the heater is off, the bill is high in 10% of cases.",
    ),
)
"""(network, wording, premise sentences…) of seven more networks, written in session 27 before any code was changed
that session."""

FRESH_3: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_3)
"""Seven more networks (nine problems): a three-state cause with a state that never lets the effect happen, a
chain whose middle is unobserved, two causes of one crash, an effect with three states, two pieces of evidence,
words of estimative probability, and a three-state cause of a chain; not-spam said as *legitimate*. Written before
the session's rules and scored first as they stood."""


_FRESH_WORDINGS_4 = (
    (
        "paper tray",
        "one row per sentence",
        "The printer is out of paper 10% of the time.",
        "A printer that is out of paper shows a warning light with a probability of 95%.",
        "A printer with paper shows the warning light in 2% of cases.",
    ),
    (
        "dog",
        "one row per sentence",
        "A stranger comes by the house on 5% of nights.",
        "When a stranger comes by, the dog barks with a probability of 90%.",
        "On other nights the dog barks in 20% of cases.",
    ),
    (
        "garden soil",
        "one row per sentence",
        "The soil is dry in 40% of gardens, moist in 50% and flooded in 10%.",
        "A plant in dry soil wilts with a probability of 70%.",
        "In moist soil, plants wilt in 5% of cases.",
        "In flooded soil a plant wilts in 60% of cases.",
    ),
    (
        "garden soil",
        "several rows per sentence",
        "The soil is dry in 40% of gardens, moist in 50% and flooded in 10%.",
        "A plant wilts in 70% of cases in dry soil, in 5% in moist soil and in 60% in flooded soil.",
    ),
    (
        "snow and trains",
        "one row per sentence",
        "It snows on 15% of winter days.",
        "When it snows, the train is late with a probability of 60%.",
        "When it does not snow, the train is late in 10% of cases.",
        "If the train is late, Anna is late for work in 80% of cases.",
        "If the train is on time, Anna is late for work with a probability of 5%.",
    ),
    (
        "shop sale",
        "one row per sentence",
        "A customer is a regular with a probability of 40%.",
        "There is a sale on 25% of days.",
        "A regular customer buys something during a sale in 90% of cases.",
        "A regular customer buys something without a sale in 60% of cases.",
        "Other customers buy something during a sale in 50% of cases.",
        "Other customers buy something without a sale in 10% of cases.",
    ),
    (
        "phone screen",
        "one row per sentence",
        "One in four phones has a cracked screen.",
        "A phone with a cracked screen is returned with a probability of 40%.",
        "Phones without a cracked screen are returned in 5% of cases.",
    ),
    (
        "overheating",
        "several rows per sentence",
        "A machine overheats on 5% of days.",
        "An overheated machine stops with a probability of 70%; otherwise it stops with a probability of 1%.",
    ),
)
"""(network, wording, premise sentences…) of seven more networks, written in session 28 before the namer was
trained on sentences beyond QUITE's."""

FRESH_4: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_4)
"""Seven more networks (eight problems): a warning light said of a printer, a dog's bark, a three-state cause said
per group and per row, a chain through a late train, two causes of a purchase, a fraction, and a negated evidence;
most name their variable by what is said of a thing (its predicate), not by the thing. Written before the namer
saw sentences beyond QUITE's and scored first as they stood."""

_FRESH_WORDINGS_5 = (
    (
        "parcel",
        "numbers said respectively",
        "Of all parcels, 60% arrive early, while late and lost parcels make up 30% and 10%, respectively.",
        "Customers complain about 2% of the parcels that arrive early.",
        "For a late parcel, the customer complains with a probability of 30%.",
        "If a parcel is lost, the customer complains in 90% of cases.",
    ),
    (
        "picnic weather",
        "numbers in brackets",
        "The sky is sunny (50%), cloudy (30%) or rainy (20%).",
        "On sunny days the family goes for a picnic with a probability of 90%.",
        "On cloudy days, they go for a picnic in 60% of cases.",
        "They go for a picnic on only 10% of rainy days.",
    ),
    (
        "payment",
        "the last state as the rest",
        "Forty percent of customers pay by card, cash accounts for 35 percent, and the remaining customers pay by "
        "phone.",
        "A receipt is printed for 80% of card payments.",
        "When a customer pays in cash, a receipt is printed half of the time.",
        "Only 10% of phone payments get a printed receipt.",
    ),
    (
        "bus and road",
        "the number before the state",
        "There is a 70% chance that the road is clear, 20% that it is busy, and 10% that it is blocked.",
        "On a clear road the bus is late 5% of the time.",
        "If the road is busy, the bus is late with a probability of 40%.",
        "When the road is blocked, the bus is late in 95% of cases.",
    ),
    (
        "engine",
        "decimals listed before the states",
        "With probabilities 0.5, 0.3 and 0.2, the engine is new, worn or broken, in that order.",
        "A new engine starts 99% of the time.",
        "A worn engine starts with a probability of 80%.",
        "A broken engine starts in only 5% of cases.",
    ),
    (
        "grades",
        "states in another order per row",
        "70% of students study for the exam.",
        "Students who study get a high grade in 50% of cases, a medium grade in 40% and a low grade otherwise.",
        "Students who do not study get a low grade 60% of the time, a medium grade 30% of the time and a high grade "
        "the rest of the time.",
    ),
    (
        "coffee cup",
        "states with a colon",
        "Cup size: small 25%, medium 50%, large 25%.",
        "Small cups are spilled 5% of the time.",
        "Medium cups are spilled in 10% of cases.",
        "Large cups get spilled with a probability of 30%.",
    ),
    (
        "coffee cup",
        "several rows per sentence",
        "A quarter of the cups are small, half are medium and the rest are large.",
        "Small cups are spilled 5% of the time, medium cups 10% of the time and large cups 30% of the time.",
    ),
)

FRESH_5: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_5)
"""Seven more networks (eight problems), each with a three-state variable whose numbers are tied to its states in a
way other than "A in x %, B in y %": *respectively*, numbers in brackets, the last state as the rest, the number
before the state, decimals listed before the states *in that order*, the states of one row in another order than
the row before, a colon list, and fractions. Test's premise reading most often gives a stated number to the wrong
state (BENCHMARKS.md, session 29); written before any rule for them and scored first as they stood."""

_FRESH_WORDINGS_6 = (
    (
        "test",
        "counts per hundred",
        "One in every hundred people has the disease.",
        "The test is positive in 9 of every 10 people with the disease.",
        "If a person does not have the disease, the test is positive in 5 per 100 cases.",
    ),
    (
        "alarm",
        "odds, a slash and pct",
        "The odds of a burglary on any night are 1 to 99.",
        "If there is a burglary, the alarm rings in 19/20 of cases.",
        "If there is no burglary, the alarm rings in 2 pct of cases.",
    ),
    (
        "rain",
        "decimals that end the sentence",
        "It rains on one-fifth of days.",
        "If it rains, the grass is wet with a probability of 0.9.",
        "If it does not rain, the grass is wet with a probability of 0.1.",
    ),
    (
        "exam",
        "out of every, a hyphenated percent",
        "Three in five students study for the exam.",
        "Students who study pass the exam in 17 out of every 20 cases.",
        "Students who do not study pass with a 40-percent chance.",
    ),
    (
        "coin",
        "fifty-fifty and every second",
        "Whether the coin is fair or biased is fifty-fifty.",
        "A fair coin lands heads every second toss.",
        "A biased coin lands heads in 9 of 10 tosses.",
    ),
    (
        "spam",
        "a slash fraction and odds",
        "Spam makes up 2/5 of all emails.",
        "A spam email contains the word free with odds of 3 to 7.",
        "A legitimate email contains the word free in 1 of every 20 cases.",
    ),
    (
        "machine",
        "one thing in so many",
        "A machine is faulty 1 day in 20.",
        "When the machine is faulty, 3 in 10 of its products are defective.",
        "When the machine works correctly, only 1 product in 50 is defective.",
    ),
    (
        "flu",
        "odds and times in ten",
        "The flu affects one patient in ten.",
        "A patient with the flu has a fever with odds of 4 to 1.",
        "A patient without the flu has a fever in 1 case out of 20.",
        "Patients with the flu cough 7 times in 10.",
        "Patients without the flu cough 1 time in 5.",
    ),
)

FRESH_6: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_6)
"""Eight networks of the sets above with their numbers said in other ways than a percentage or a decimal inside the
sentence: counts per hundred (*9 of every 10*, *5 per 100*), odds (*1 to 99*, *odds of 4 to 1*), slash fractions
(*19/20*), *pct*, *one-fifth*, a decimal that ends the sentence, *a 40-percent chance*, *fifty-fifty*, *every second
toss*, *1 day in 20*. Written before any rule for them and scored first as they stood."""

_FRESH_WORDINGS_7 = (
    (
        "ticket price",
        "the rest split evenly",
        "Half of the tickets have a low price, and the rest are split evenly between a medium and a high price.",
        "A ticket with a low price is bought in 80% of cases.",
        "A ticket with a medium price is bought in 50% of cases.",
        "A ticket with a high price is bought in 20% of cases.",
    ),
    (
        "bus timing",
        "otherwise the last state",
        "The bus is early in 10% of cases and late in 30%; otherwise it is on time.",
        "If the bus is early, I miss the meeting with a probability of 5%.",
        "If the bus is late, I miss the meeting with a probability of 70%.",
        "If the bus is on time, I miss the meeting with a probability of 10%.",
    ),
    (
        "day temperature",
        "the remaining days equally likely",
        "20% of days are hot, and the remaining days are equally likely to be mild or cold.",
        "On hot days the heating is never on.",
        "On mild days the heating is on with a probability of 30%.",
        "On cold days the heating is on with a probability of 90%.",
    ),
    (
        "marble colour",
        "equal shares",
        "A bag holds red, green and blue marbles in equal shares, and one marble is drawn.",
        "A red marble wins a prize with a probability of 90%.",
        "A green marble wins a prize with a probability of 50%.",
        "A blue marble wins a prize with a probability of 10%.",
    ),
    (
        "team match",
        "the others equally likely",
        "Team a wins the match with a probability of 60%, and teams b and c are equally likely to win otherwise.",
        "If team a wins, the fans celebrate with a probability of 90%.",
        "If team b wins, the fans celebrate with a probability of 60%.",
        "If team c wins, the fans celebrate with a probability of 10%.",
    ),
)

FRESH_7: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_7)
"""Five new networks, each with a three-state variable whose numbers are said as an equal split or a remainder (the
rest split evenly, *otherwise* for the last state, the remaining days equally likely, equal shares, the others
equally likely): with gold structure, an equal split and a remainder are two of test's most frequent premise-reading
misses (BENCHMARKS.md, session 29). Written before any rule for them and scored first as they stood."""

_FRESH_WORDINGS_8 = (
    (
        "scan",
        "a miss and a false positive",
        "Two in a hundred patients have a tumour.",
        "The scan misses 15% of tumours.",
        "In patients without a tumour, the scan gives a false positive 8% of the time.",
    ),
    (
        "river level",
        "the number before each state",
        "On 60% of days the river runs normal, on 30% of days it runs low, and on 10% of days it runs high.",
        "Flooding occurs on 70% of days when the river is high.",
        "When the river is normal, there is a 1% chance of flooding.",
        "No flooding ever happens while the river is low.",
    ),
    (
        "vaccine",
        "the number said of staying healthy",
        "80% of the staff are vaccinated.",
        "A vaccinated person stays healthy through the winter with a probability of 90%.",
        "Of those not vaccinated, 40% fall ill during the winter.",
    ),
    (
        "ferry",
        "the number said of the ferry running",
        "Strong wind blows on 15% of days.",
        "On windy days the ferry is cancelled with a chance of 60%.",
        "On calm days the ferry runs in 98% of cases.",
    ),
    (
        "exam outcome",
        "states in another order, one left to the rest",
        "70% of the students prepared for the test.",
        "A student who prepared fails in only 5% of cases and passes with distinction in 40%; otherwise the student "
        "just passes.",
        "A student who did not prepare fails half of the time, passes in 45% of cases and gets a distinction in 5%.",
    ),
    (
        "light bulb",
        "only a few, and a number said of lasting",
        "Only 5% of the bulbs in the store are old.",
        "An old bulb burns out within a year with a probability of 30%.",
        "A new bulb lasts the year in 97% of cases.",
    ),
    (
        "website",
        "the number said of going through",
        "The website is down 1% of the time.",
        "While the website is down, 90% of orders fail.",
        "While it is up, orders go through 99.5% of the time.",
    ),
)

FRESH_8: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_8)
"""Seven new networks whose numbers are said of a state in other words than its name: a scan's misses and false
positives, the number before each state, staying healthy for not falling ill, a ferry running for not cancelled, a
three-state row with its states in another order and one left to the rest, *only* a few, lasting for not burning
out, going through for not failing. With gold structure, a stated number given to the wrong state is test's most
frequent premise-reading miss (BENCHMARKS.md, session 29). Written before any rule for them and scored first as
they stood."""

_FRESH_WORDINGS_9 = (
    (
        "ice cream",
        "twice as common",
        "Sunny days are twice as common as rainy days.",
        "On a sunny day the shop sells ice cream with a probability of 90%.",
        "On a rainy day the shop sells ice cream with a probability of 30%.",
    ),
    (
        "review",
        "as likely as not",
        "A package is as likely as not to arrive on time.",
        "A package that arrives on time gets a good review in 80% of cases.",
        "A package that arrives late gets a good review in 30% of cases.",
    ),
    (
        "order size",
        "three times as common, and a share",
        "Medium orders make up 20% of all orders, and small orders are three times as common as large ones.",
        "A small order ships the same day with a probability of 90%.",
        "A medium order ships the same day with a probability of 60%.",
        "A large order ships the same day with a probability of 20%.",
    ),
    (
        "winter road",
        "half as likely",
        "On a winter day it is dry with a probability of 40%, and snow is half as likely as rain.",
        "When it rains, the road is closed with a probability of 10%.",
        "When it snows, the road is closed with a probability of 50%.",
        "When it is dry, the road is closed with a probability of 1%.",
    ),
    (
        "train odds",
        "odds in words",
        "The odds are two to one that the train is on time.",
        "If the train is on time, Tom arrives early with a probability of 70%.",
        "If the train is late, Tom arrives early with a probability of 10%.",
    ),
    (
        "traffic light",
        "the same chance",
        "At the crossing, a red light and a green light have the same chance.",
        "At a red light the driver checks the phone in 40% of cases.",
        "At a green light the driver checks the phone in 5% of cases.",
    ),
)

FRESH_9: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_9)
"""Six new networks whose first numbers are said as a ratio or a tie rather than stated: *twice as common*, *as
likely as not*, *three times as common* beside a share, *half as likely*, odds in words (*two to one*), *the same
chance*. With gold structure, a number the sentence does not state is one of test's premise-reading misses
(BENCHMARKS.md, session 29). Written before any rule for them and scored first as they stood."""

_FRESH_WORDINGS_10 = (
    (
        "tumour",
        "one row per sentence",
        "2% of the tumours found in screening are malignant.",
        "A malignant tumour grows fast in 70% of cases.",
        "A tumour that is not malignant grows fast in 10% of cases.",
    ),
    (
        "party driver",
        "one row per sentence",
        "15% of the drivers leaving the party are drunk.",
        "A drunk driver causes an accident with a probability of 20%.",
        "A driver who is not drunk causes an accident with a probability of 1%.",
    ),
    (
        "field",
        "one row per sentence",
        "30% of the fields are fertile.",
        "A fertile field gives a large harvest in 80% of years.",
        "A field that is not fertile gives a large harvest in 20% of years.",
    ),
    (
        "trial",
        "one row per sentence",
        "30% of the defendants are guilty.",
        "A guilty defendant is convicted in 90% of trials.",
        "An innocent defendant is convicted in 5% of trials.",
    ),
    (
        "shop queue",
        "one row per sentence",
        "The shop is busy on 40% of afternoons.",
        "When the shop is busy, the queue is long in 75% of cases.",
        "When the shop is not busy, the queue is long in 10% of cases.",
    ),
    (
        "torch",
        "one row per sentence",
        "The battery is weak in 25% of the torches.",
        "A torch with a weak battery gives a dim light in 70% of cases.",
        "A torch whose battery is not weak gives a dim light in 5% of cases.",
    ),
    (
        "market",
        "one row per sentence",
        "The market rises on 55% of days.",
        "When the market rises, the fund gains value in 80% of cases.",
        "When the market does not rise, the fund gains value in 30% of cases.",
    ),
    (
        "lake",
        "one row per sentence",
        "The lake is deep at 60% of the spots.",
        "At a deep spot, fish are abundant in 50% of cases.",
        "At a spot that is not deep, fish are abundant in 20% of cases.",
    ),
)

FRESH_10: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_10)
"""Eight new networks of two booleans, each asked with a word that says one of them false by its opposite rather
than by *not* (*slowly* of *fast*, *sober* of *drunk*, *small* of *large*, *acquitted* of *convicted*, *short* of
*long*, *bright* of *dim*, *lost* of *gains*, *scarce* of *abundant*), and most with a question asked by an opposite
(*benign*, *barren*, *strong*, *fell*, *shallow*). With gold premises, test's wrong boolean atoms are false ones read
as true without a negation word (BENCHMARKS.md, sessions 30 and 32). Written before any rule for them and scored
first as they stood."""

_FRESH_WORDINGS_11 = (
    (
        "soil",
        "both values in every row",
        "The soil is acidic in 30% of fields and alkaline in 70% of fields.",
        "If the soil is acidic, the crop is healthy in 40% of fields and sick in 60% of fields.",
        "If the soil is alkaline, the crop is healthy in 80% of fields and sick in 20% of fields.",
    ),
    (
        "window",
        "both values in every row",
        "The window is open 20% of the time and closed 80% of the time.",
        "When the window is open, the room is cold in 70% of cases and hot in 30% of cases.",
        "When the window is closed, the room is cold in 10% of cases and hot in 90% of cases.",
    ),
    (
        "morning traffic",
        "both values in every row",
        "Traffic is heavy on 40% of mornings and light on 60% of mornings.",
        "When traffic is heavy, the bus is late with a probability of 60% and on time with a probability of 40%.",
        "When traffic is light, the bus is late with a probability of 10% and on time with a probability of 90%.",
    ),
    (
        "bread",
        "both values in every row",
        "The bread in the shop is fresh on 70% of days and stale on 30% of days.",
        "If the bread is fresh, the customer is happy in 90% of cases and unhappy in 10% of cases.",
        "If the bread is stale, the customer is happy in 30% of cases and unhappy in 70% of cases.",
    ),
    (
        "belt",
        "both values in every row",
        "The belt is worn in 25% of cars and new in 75% of cars.",
        "If the belt is worn, the engine is loud in 80% of cases and quiet in 20% of cases.",
        "If the belt is new, the engine is loud in 10% of cases and quiet in 90% of cases.",
    ),
    (
        "road surface",
        "both values in every row",
        "The road is smooth on 65% of routes and rough on 35% of routes.",
        "On a smooth road, the ride is safe with a probability of 95% and dangerous with a probability of 5%.",
        "On a rough road, the ride is safe with a probability of 70% and dangerous with a probability of 30%.",
    ),
    (
        "lemonade",
        "both values in every row",
        "The lemonade is sweet in 40% of glasses and sour in 60% of glasses.",
        "If the lemonade is sweet, the glass ends up empty in 90% of cases and full in 10% of cases.",
        "If the lemonade is sour, the glass ends up empty in 30% of cases and full in 70% of cases.",
    ),
)

FRESH_11: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_11)
"""Seven new networks of two booleans whose every premise says both values by a pair of opposite words, each with
its own number (*acidic* 30 % and *alkaline* 70 %, *healthy* 40 % and *sick* 60 %), asked with the second word
(*sick*, *hot*, *on time*, *unhappy*, *quiet*, *dangerous*, *full*). With gold premises, every test boolean atom
still read true where it is false and no negation is said says a word the premises say of that variable too
(BENCHMARKS.md, session 32: counts only). Written before any rule for them and scored first as they stood."""

_FRESH_WORDINGS_12 = (
    (
        "water pump",
        "decimals beside words of likelihood",
        "The pump fails with a probability of 0.1, which is unlikely.",
        "If the pump fails, the alarm is more likely than not to sound: the probability is 0.8.",
        "If the pump does not fail, it is very unlikely that the alarm sounds, with a probability of 0.05.",
    ),
    (
        "seedling",
        "decimals beside words of likelihood",
        "A seed germinates with a probability of 0.7, so germination is more likely than not.",
        "A germinated seed is more likely to flower than not: it flowers with a probability of 0.6 and fails to "
        "with a probability of 0.4.",
        "A seed that does not germinate is less likely than not to flower, with a probability of 0.9 that it does "
        "not and 0.1 that it does.",
    ),
    (
        "sea crossing",
        "decimals beside words of likelihood",
        "The sea is calm with a probability of 0.5, choppy with 0.3 and rough with 0.2, so a rough sea is unlikely.",
        "If the sea is rough, the crossing is more likely than not to be cancelled, with a probability of 0.7.",
        "If the sea is choppy, a cancellation is unlikely, at a probability of 0.2.",
        "If the sea is calm, it is almost certain that the crossing goes ahead: the probability of a cancellation "
        "is 0.01.",
    ),
    (
        "letter",
        "so many times more likely than not",
        "A letter is 4 times more likely to arrive on time than not.",
        "If a letter arrives on time, the customer complains with a probability of 0.1.",
        "If a letter arrives late, the customer is 1.5 times more likely to complain than not.",
    ),
    (
        "postponed match",
        "so many times as likely as another row",
        "It rains on 30% of match days.",
        "When it does not rain, the match is postponed with a probability of 0.1.",
        "When it rains, the match is 5 times as likely to be postponed.",
    ),
    (
        "oven",
        "decimals beside words of likelihood",
        "The oven is too hot with a probability of 0.2.",
        "If the oven is too hot, the loaf is likely to be burnt, with a probability of 0.6.",
        "If the oven is not too hot, the loaf is very likely fine: the probability that it is burnt is only 0.05.",
    ),
    (
        "dam",
        "percentages beside words of likelihood",
        "The dam breaks in 5% of storms, which is very unlikely.",
        "If the dam breaks, a flood of the valley is almost certain, at 95%.",
        "If the dam holds, a flood of the valley is unlikely, at 10%.",
    ),
    (
        "night train",
        "so many times more likely than not",
        "The night train is 3 times less likely to be late than to be on time.",
        "If the night train is late, the passenger is 4 times more likely to miss the connection than not.",
        "If the night train is on time, the passenger misses the connection with a probability of 0.02.",
    ),
)

FRESH_12: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_12)
"""Eight new networks whose premises say a probability beside words of likelihood (*more likely than not*, *very
unlikely*, *almost certain*), mostly as decimals, or as a ratio against the other value (*4 times more likely to
arrive on time than not*, *3 times less likely to be late than to be on time*) or against another row (*5 times as
likely*). With gold structure, most of test's misplaced stated numbers came from such sentences: the words'
probability was read instead of the number beside them (BENCHMARKS.md, session 33: counts only). Written before
any rule for them and scored first as they stood."""

_FRESH_WORDINGS_13 = (
    (
        "print file",
        "each value with its number, apart",
        "In 95% of cases, the print file is complete, and in 5% of cases, it is incomplete.",
        "If the print file is complete, the page prints correctly with a probability of 90%.",
        "If the print file is incomplete, the page prints correctly with a probability of 20%.",
    ),
    (
        "star",
        "each value with its number, apart",
        "On 70% of nights, the star is visible, while on the other 30% of nights, it is invisible.",
        "When the star is visible, the astronomer takes a photo with a probability of 80%.",
        "When the star is invisible, the astronomer takes a photo with a probability of 5%.",
    ),
    (
        "contract",
        "each value with its number, apart",
        "With a probability of 0.9, a contract is legal, and with a probability of 0.1, it is illegal.",
        "A legal contract gets the deal approved with a probability of 0.85.",
        "An illegal contract gets the deal approved with a probability of 0.3.",
    ),
    (
        "witness",
        "each value with its number, apart",
        "In 80% of trials, the witness is honest; in the other 20%, the witness is dishonest.",
        "With an honest witness, the defendant is convicted in 60% of trials.",
        "With a dishonest witness, the defendant is convicted in 30% of trials.",
    ),
    (
        "water level",
        "two states sharing one number",
        "The water level is low with a probability of 90%, while it is medium or high with 5%.",
        "When the water level is low, the pump runs with a probability of 10%.",
        "When the water level is medium, the pump runs with a probability of 50%.",
        "When the water level is high, the pump runs with a probability of 95%.",
    ),
    (
        "valve pressure",
        "two states sharing one number",
        "The valve is open in 30% of cases.",
        "If the valve is open, the pressure is normal with a probability of 98%, and it is low or high with 1%.",
        "If the valve is not open, the pressure is normal with a probability of 60%, and low or high with 20%.",
    ),
)

FRESH_13: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_13)
"""Six new networks: four whose first premise says both values of a boolean by opposite words, each with its number
but in another part of the sentence than its word (*In 95% of cases, the print file is complete, and in 5% of
cases, it is incomplete*), and two whose premises give two states one number (*medium or high with 5%*: 5% each).
With gold premises, most of test's wrong boolean atoms in one network are such opposites, and two of its misplaced
numbers are such shares (BENCHMARKS.md, session 33: counts only). Written after the rules were drafted from those
counts but scored first with the code before them."""

_FRESH_WORDINGS_14 = (
    (
        "spool file",
        "each value said by two words",
        "In 90% of cases, the spool file is complete and correct, while in 10% of cases it is incomplete or "
        "incorrect.",
        "If the spool file is complete and correct, the document prints in 95% of cases.",
        "If the spool file is incomplete or incorrect, the document prints in 20% of cases.",
    ),
    (
        "network link",
        "each value said by two words",
        "The network link is up and stable in 97% of cases, and down or unstable in 3%.",
        "When the network link is up and stable, the backup succeeds with a probability of 99%.",
        "When the network link is down or unstable, the backup succeeds with a probability of 30%.",
    ),
    (
        "printer driver",
        "each value said by two words",
        "The printer is switched on in 80% of cases.",
        "If the printer is switched on, there is a 95% chance that the driver is installed and working, and a 5% "
        "chance that it is missing or broken.",
        "If the printer is not switched on, there is a 60% chance that the driver is installed and working, and a 40% "
        "chance that it is missing or broken.",
    ),
    (
        "blood sample",
        "each value said by two words",
        "A blood sample is clean and fresh with a probability of 85%, whereas it is contaminated or old with a "
        "probability of 15%.",
        "If the blood sample is clean and fresh, the test gives a valid result in 98% of cases.",
        "If the blood sample is contaminated or old, the test gives a valid result in 40% of cases.",
    ),
    (
        "parcel condition",
        "each value said by two words",
        "There is a 75% chance that the parcel arrives intact and dry, while there is a 25% chance that it arrives "
        "damaged or wet.",
        "If the parcel arrives intact and dry, the customer is satisfied in 90% of cases.",
        "If the parcel arrives damaged or wet, the customer is satisfied in 15% of cases.",
    ),
    (
        "wet road",
        "one value said by one word, the other by two",
        "In 60% of cases the road is dry, while in 40% of cases it is wet or icy.",
        "If the road is dry, an accident happens in 2% of cases.",
        "If the road is wet or icy, an accident happens in 8% of cases.",
    ),
    (
        "engine warmth",
        "each value said by two words",
        "With a probability of 70%, the engine is warm and quiet; with a probability of 30%, it is cold or noisy.",
        "If the engine is warm, the car starts at once in 95% of cases.",
        "If the engine is cold, the car starts at once in 50% of cases.",
    ),
)

FRESH_14: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_14)
"""Seven new networks of two booleans whose values are each said by two words joined by *and* or *or* (*complete
and correct* … *incomplete or incorrect*; once one word against two), each word group with one number. With gold
structure the rules read such a premise as four (or three) states, one per word; on test's full parse one
network with such booleans gets 4 pairs right against 14 with gold premises (BENCHMARKS.md, session 33: counts
only). Written before any rule for them and scored first as they stood."""

_FRESH_WORDINGS_15 = (
    (
        "city traffic",
        "two runs of the same parents, one after the other",
        "The weather is sunny on 60% of days, rainy on 30% and snowy on 10%.",
        "A trip is made in the morning in 30% of cases, at midday in 40% and in the evening in 30%.",
        "It is a public holiday on 10% of days.",
        "If it is sunny and the trip is in the morning, traffic is light in 20% of cases, moderate in 50% and heavy "
        "in 30%.",
        "If it is sunny and the trip is at midday, traffic is light in 60% of cases, moderate in 30% and heavy in "
        "10%.",
        "If it is sunny and the trip is in the evening, traffic is light in 30% of cases, moderate in 40% and heavy "
        "in 30%.",
        "If it is rainy and the trip is in the morning, traffic is light in 10% of cases, moderate in 40% and heavy "
        "in 50%.",
        "If it is rainy and the trip is at midday, traffic is light in 40% of cases, moderate in 40% and heavy in "
        "20%.",
        "If it is rainy and the trip is in the evening, traffic is light in 10% of cases, moderate in 30% and heavy "
        "in 60%.",
        "If it is snowy and the trip is in the morning, traffic is light in 5% of cases, moderate in 25% and heavy "
        "in 70%.",
        "If it is snowy and the trip is at midday, traffic is light in 20% of cases, moderate in 40% and heavy in "
        "40%.",
        "If it is snowy and the trip is in the evening, traffic is light in 5% of cases, moderate in 15% and heavy "
        "in 80%.",
        "If it is sunny and the trip is in the morning, the bus has no delay in 70% of cases, a short delay in 20% "
        "and a long delay in 10%.",
        "If it is sunny and the trip is at midday, the bus has no delay in 90% of cases, a short delay in 8% and a "
        "long delay in 2%.",
        "If it is sunny and the trip is in the evening, the bus has no delay in 75% of cases, a short delay in 20% "
        "and a long delay in 5%.",
        "If it is rainy and the trip is in the morning, the bus has no delay in 50% of cases, a short delay in 30% "
        "and a long delay in 20%.",
        "If it is rainy and the trip is at midday, the bus has no delay in 60% of cases, a short delay in 30% and a "
        "long delay in 10%.",
        "If it is rainy and the trip is in the evening, the bus has no delay in 40% of cases, a short delay in 35% "
        "and a long delay in 25%.",
        "If it is snowy and the trip is in the morning, the bus has no delay in 20% of cases, a short delay in 30% "
        "and a long delay in 50%.",
        "If it is snowy and the trip is at midday, the bus has no delay in 30% of cases, a short delay in 40% and a "
        "long delay in 30%.",
        "If it is snowy and the trip is in the evening, the bus has no delay in 10% of cases, a short delay in 30% "
        "and a long delay in 60%.",
        "On a public holiday, the shops are open with a probability of 30%.",
        "On other days, the shops are open with a probability of 95%.",
    ),
    (
        "hotel",
        "two runs of the same parents, one after the other",
        "A booking falls in summer in 40% of cases and in winter in 60%.",
        "The hotel is on the coast in 70% of cases and in the mountains in 30%.",
        "A festival takes place during 20% of bookings.",
        "In summer on the coast, occupancy is low in 10% of cases, medium in 30% and high in 60%.",
        "In summer in the mountains, occupancy is low in 30% of cases, medium in 50% and high in 20%.",
        "In winter on the coast, occupancy is low in 60% of cases, medium in 30% and high in 10%.",
        "In winter in the mountains, occupancy is low in 20% of cases, medium in 30% and high in 50%.",
        "If it is summer and the hotel is on the coast, the room price is cheap in 5% of cases, normal in 35% and "
        "expensive in 60%.",
        "If it is summer and the hotel is in the mountains, the room price is cheap in 25% of cases, normal in 55% "
        "and expensive in 20%.",
        "If it is winter and the hotel is on the coast, the room price is cheap in 50% of cases, normal in 40% and "
        "expensive in 10%.",
        "If it is winter and the hotel is in the mountains, the room price is cheap in 15% of cases, normal in 45% "
        "and expensive in 40%.",
        "During a festival, the car park is full in 80% of cases.",
        "Without a festival, the car park is full in 25% of cases.",
    ),
    (
        "print job",
        "a root premise before a run, saying no condition",
        "The paper tray is full in 50% of cases, low in 30% and empty in 20%.",
        "The toner cartridge is new in 40% of cases.",
        "The printer room is humid on 25% of days.",
        "If the paper tray is full and the toner cartridge is new, the job is printed in 95% of cases, delayed in 4% "
        "and fails in 1%.",
        "If the paper tray is full and the toner cartridge is not new, the job is printed in 85% of cases, delayed "
        "in 10% and fails in 5%.",
        "If the paper tray is low and the toner cartridge is new, the job is printed in 80% of cases, delayed in 15% "
        "and fails in 5%.",
        "If the paper tray is low and the toner cartridge is not new, the job is printed in 70% of cases, delayed in "
        "20% and fails in 10%.",
        "If the paper tray is empty and the toner cartridge is new, the job is printed in 10% of cases, delayed in "
        "30% and fails in 60%.",
        "If the paper tray is empty and the toner cartridge is not new, the job is printed in 5% of cases, delayed "
        "in 25% and fails in 70%.",
        "When the room is humid, the paper jams in 20% of cases.",
        "When it is not humid, the paper jams in 5% of cases.",
    ),
    (
        "crop yield",
        "a root premise before a run, saying no condition",
        "The soil of a field is rich in 30% of fields, average in 50% and poor in 20%.",
        "Farmers use fertiliser on 55% of fields.",
        "A year is wet in 40% of cases and dry in 60%.",
        "In a wet year on rich soil, the yield is low in 5% of cases, medium in 35% and high in 60%.",
        "In a dry year on rich soil, the yield is low in 20% of cases, medium in 50% and high in 30%.",
        "In a wet year on average soil, the yield is low in 15% of cases, medium in 50% and high in 35%.",
        "In a dry year on average soil, the yield is low in 35% of cases, medium in 45% and high in 20%.",
        "In a wet year on poor soil, the yield is low in 40% of cases, medium in 45% and high in 15%.",
        "In a dry year on poor soil, the yield is low in 70% of cases, medium in 25% and high in 5%.",
        "Where fertiliser is used, weeds spread in 30% of fields.",
        "Where no fertiliser is used, weeds spread in 60% of fields.",
    ),
    (
        "ferries",
        "two runs of the same parent, one after the other",
        "The sea is calm on 60% of days, rough on 30% and stormy on 10%.",
        "The crews are on strike on 5% of days.",
        "If the sea is calm, the morning ferry sails in 98% of cases.",
        "If the sea is rough, the morning ferry sails in 80% of cases.",
        "If the sea is stormy, the morning ferry sails in 30% of cases.",
        "If the sea is calm, the evening ferry sails in 95% of cases.",
        "If the sea is rough, the evening ferry sails in 70% of cases.",
        "If the sea is stormy, the evening ferry sails in 20% of cases.",
    ),
)

FRESH_15: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_15)
"""Five new networks whose runs of rows stand next to each other: two children of the same parents, one run right
after the other (nine and nine rows, four and four, three and three), with a third root that would make the two runs
one; and a root premise that says no condition right before a run of rows. On test's full parse, runs merged in two
networks and a root premise read as the first row of the next run cost most of the lost pairs (BENCHMARKS.md,
session 34: counts only). Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_16 = (
    (
        "ventilation",
        "abbreviated names",
        "The breathing tube is kinked in 5% of cases.",
        "The breathing circuit is disconnected in 10% of cases.",
        "If the tube is kinked and the circuit is disconnected, the ventilation of the lungs is low in 90% of cases "
        "and normal in 10%.",
        "If the tube is kinked and the circuit is connected, the ventilation of the lungs is low in 80% of cases and "
        "normal in 20%.",
        "If the tube is not kinked and the circuit is disconnected, the ventilation of the lungs is low in 70% of "
        "cases and normal in 30%.",
        "If the tube is not kinked and the circuit is connected, the ventilation of the lungs is low in 5% of cases "
        "and normal in 95%.",
        "When the lungs are poorly ventilated, the exhaled carbon dioxide is low in 85% of cases and normal in 15%.",
        "When the lungs are ventilated normally, the exhaled carbon dioxide is low in 10% of cases and normal in 90%.",
    ),
    (
        "stroke volume",
        "abbreviated names",
        "Hypovolemia is present in 20% of patients.",
        "Left ventricular failure occurs in 5% of patients.",
        "Without hypovolemia or left ventricular failure, the stroke volume is low in 10% of patients, normal in 30% "
        "and high in 60%.",
        "With hypovolemia but no left ventricular failure, the stroke volume is low in 60% of patients, normal in 30% "
        "and high in 10%.",
        "With left ventricular failure but no hypovolemia, the stroke volume is low in 70% of patients, normal in 20% "
        "and high in 10%.",
        "With both hypovolemia and left ventricular failure, the stroke volume is low in 95% of patients, normal in "
        "4% and high in 1%.",
        "A low stroke volume gives a low cardiac output in 90% of cases and a normal one in 10%.",
        "A normal stroke volume gives a low cardiac output in 30% of cases and a normal one in 70%.",
        "A high stroke volume gives a low cardiac output in 5% of cases and a normal one in 95%.",
    ),
    (
        "print output",
        "abbreviated names",
        "The graphics driver interface works in 90% of cases.",
        "The driver settings are correct in 80% of cases.",
        "If the graphics interface works and the driver settings are correct, the print output is good in 95% of "
        "cases.",
        "If the graphics interface works but the driver settings are wrong, the print output is good in 40% of cases.",
        "If the graphics interface fails but the driver settings are correct, the print output is good in 30% of "
        "cases.",
        "If the graphics interface fails and the driver settings are wrong, the print output is good in 10% of cases.",
        "When the print output is good, an error message is shown in 5% of cases.",
        "When the print output is bad, an error message is shown in 70% of cases.",
    ),
    (
        "cloud shading",
        "abbreviated names",
        "In the morning, the convective inhibition is none in 50% of cases, partial in 30% and total in 20%.",
        "With no morning convective inhibition, the cloud shading is none in 60% of cases, some in 30% and marked in "
        "10%.",
        "With partial morning convective inhibition, the cloud shading is none in 30% of cases, some in 50% and "
        "marked in 20%.",
        "With total morning convective inhibition, the cloud shading is none in 10% of cases, some in 40% and marked "
        "in 50%.",
    ),
)

FRESH_16: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_16)
"""Four new networks whose gold programs name their variables as bnlearn abbreviates them (``kinktube``,
``strkvol``, ``gdiok``, ``amcin``) while the text says them in full words. With gold premises, test loses most on
the atoms of such names (BENCHMARKS.md, sessions 36–38: counts only). Written before any rule for them and scored
first as they stood."""


_FRESH_WORDINGS_17 = (
    (
        "heart rate readings",
        "abbreviated names sharing words",
        "The heart rate is low in 10% of patients, normal in 70% and high in 20%.",
        "If the heart rate is low, the heart rate shown by the EKG is low in 90% of cases, normal in 8% and high "
        "in 2%.",
        "If the heart rate is normal, the heart rate shown by the EKG is low in 5% of cases, normal in 90% and "
        "high in 5%.",
        "If the heart rate is high, the heart rate shown by the EKG is low in 2% of cases, normal in 8% and high "
        "in 90%.",
        "If the heart rate is low, the heart rate measured by the oximeter is low in 80% of cases, normal in 15% "
        "and high in 5%.",
        "If the heart rate is normal, the heart rate measured by the oximeter is low in 10% of cases, normal in "
        "80% and high in 10%.",
        "If the heart rate is high, the heart rate measured by the oximeter is low in 5% of cases, normal in 15% "
        "and high in 80%.",
        "If the heart rate is low, the heart rate measured from the blood pressure is low in 85% of cases, normal"
        " in 10% and high in 5%.",
        "If the heart rate is normal, the heart rate measured from the blood pressure is low in 5% of cases, "
        "normal in 85% and high in 10%.",
        "If the heart rate is high, the heart rate measured from the blood pressure is low in 5% of cases, normal"
        " in 10% and high in 85%.",
    ),
    (
        "ventilation chain",
        "abbreviated names sharing words",
        "The ventilator machine is set low in 5% of cases, normal in 90% and high in 5%.",
        "When the ventilator machine is set low, the ventilation through the tube is low in 90% of cases, normal "
        "in 8% and high in 2%.",
        "When the ventilator machine is set normal, the ventilation through the tube is low in 5% of cases, "
        "normal in 90% and high in 5%.",
        "When the ventilator machine is set high, the ventilation through the tube is low in 2% of cases, normal "
        "in 8% and high in 90%.",
        "When the ventilation through the tube is low, the ventilation of the lungs is low in 85% of cases, "
        "normal in 10% and high in 5%.",
        "When the ventilation through the tube is normal, the ventilation of the lungs is low in 10% of cases, "
        "normal in 85% and high in 5%.",
        "When the ventilation through the tube is high, the ventilation of the lungs is low in 5% of cases, "
        "normal in 10% and high in 85%.",
        "When the ventilation of the lungs is low, the alveolar ventilation is low in 90% of cases, normal in 5% "
        "and high in 5%.",
        "When the ventilation of the lungs is normal, the alveolar ventilation is low in 5% of cases, normal in "
        "90% and high in 5%.",
        "When the ventilation of the lungs is high, the alveolar ventilation is low in 5% of cases, normal in 5% "
        "and high in 90%.",
    ),
    (
        "pressures",
        "abbreviated names sharing words",
        "Left ventricular failure occurs in 5% of patients.",
        "With left ventricular failure, the pulmonary capillary wedge pressure is low in 5% of cases, normal in "
        "25% and high in 70%.",
        "Without left ventricular failure, the pulmonary capillary wedge pressure is low in 10% of cases, normal "
        "in 80% and high in 10%.",
        "With left ventricular failure, the central venous pressure is low in 10% of cases, normal in 30% and "
        "high in 60%.",
        "Without left ventricular failure, the central venous pressure is low in 10% of cases, normal in 80% and "
        "high in 10%.",
        "With left ventricular failure, the blood pressure is low in 60% of cases, normal in 30% and high in 10%.",
        "Without left ventricular failure, the blood pressure is low in 10% of cases, normal in 70% and high in 20%.",
    ),
)

FRESH_17: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_17)
"""Three new networks whose gold programs name their variables as bnlearn abbreviates them and whose variables
share words (three readings of the heart rate, a chain of four ventilations, three pressures), the text saying
them in full. :data:`FRESH_16`'s abbreviated names, whose variables share no words, were all read right. Written
before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_18 = (
    (
        "exam grades",
        "states named by letters",
        "60% of students study hard for the exam.",
        "A student who studies hard gets an A in 30% of cases, a B in 40%, a C in 20%, a D in 7% and an F in 3%.",
        "A student who does not study hard gets an A in 5% of cases, a B in 20%, a C in 35%, a D in 25% and an F in "
        "15%.",
    ),
    (
        "blood types",
        "states named by letters",
        "Blood type O occurs in 45% of donors, type A in 40%, type B in 11% and type AB in 4%.",
        "For a donor with blood type O, the test reacts in 2% of cases.",
        "For a donor with blood type A, the test reacts in 90% of cases.",
        "For a donor with blood type B, the test reacts in 30% of cases.",
        "For a donor with blood type AB, the test reacts in 95% of cases.",
    ),
    (
        "storm scenarios",
        "states named by letters",
        "The season is summer in 60% of cases and autumn in 40%.",
        "In summer, scenario A has a 10% probability, scenario B 25%, scenario C 20%, scenario D 15%, scenario E 18% "
        "and scenario F 12%.",
        "In autumn, scenario A has a 30% probability, scenario B 5%, scenario C 10%, scenario D 25%, scenario E 20% "
        "and scenario F 10%.",
        "Under scenario A, a storm forms in 70% of cases.",
        "Under scenario B, a storm forms in 20% of cases.",
        "Under scenario C, a storm forms in 40% of cases.",
        "Under scenario D, a storm forms in 10% of cases.",
        "Under scenario E, a storm forms in 50% of cases.",
        "Under scenario F, a storm forms in 5% of cases.",
    ),
    (
        "hotel classes",
        "states named by letters",
        "30% of hotels are on the coast.",
        "A hotel on the coast is rated class A with a probability of 20%, class B with 50% and class C with 30%.",
        "A hotel away from the coast is rated class A with a probability of 10%, class B with 40% and class C with "
        "50%.",
        "In a class A hotel, a guest complains in 5% of stays.",
        "In a class B hotel, a guest complains in 15% of stays.",
        "In a class C hotel, a guest complains in 35% of stays.",
    ),
)

FRESH_18: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_18)
"""Four new networks whose states are named by letters (grades A to F, blood types O, A, B and AB, scenarios A to F,
hotel classes A to C), said with the word before them ("scenario B", "class A") or alone ("an A"). On test's full
parse a table of eleven lettered states was read with six of its numbers left out and the rest shared equally among
the states whose mention was missed (BENCHMARKS.md, session 39: counts only). Written before any rule for them and
scored first as they stood."""


_FRESH_WORDINGS_19 = (
    (
        "weather regimes",
        "lettered states listed before their numbers",
        "A weather front passes in 30% of cases.",
        "With a front, regimes A, B, C, D and E have probabilities of 40%, 25%, 15%, 10% and 10% respectively.",
        "Without a front, regimes A, B, C, D and E have probabilities of 10%, 20%, 30%, 25% and 15% respectively.",
        "Under regime A, hail falls in 60% of cases.",
        "Under regime B, hail falls in 30% of cases.",
        "Under regime C, hail falls in 20% of cases.",
        "Under regime D, hail falls in 10% of cases.",
        "Under regime E, hail falls in 5% of cases.",
    ),
    (
        "risk classes",
        "lettered states, each with a colon",
        "20% of drivers are young.",
        "For a young driver, the risk class is as follows: Class A: 10%, Class B: 20%, Class C: 30%, Class D: 40%.",
        "For a driver who is not young, the risk class is as follows: Class A: 40%, Class B: 30%, Class C: 20%, "
        "Class D: 10%.",
        "A driver in risk class A makes a claim in 2% of cases.",
        "A driver in risk class B makes a claim in 5% of cases.",
        "A driver in risk class C makes a claim in 10% of cases.",
        "A driver in risk class D makes a claim in 20% of cases.",
    ),
    (
        "flow patterns",
        "lettered states, the first with its number and the rest after with",
        "Snowmelt feeds the river in 50% of years.",
        "With snowmelt, Pattern A occurs with a probability of 20%, Pattern B with 35%, Pattern C with 15%, Pattern D "
        "with 20%, and Pattern E with 10%.",
        "Without snowmelt, Pattern A occurs with a probability of 30%, Pattern B with 10%, Pattern C with 25%, "
        "Pattern D with 15%, and Pattern E with 20%.",
        "Under pattern A, the river floods in 10% of years.",
        "Under pattern B, the river floods in 60% of years.",
        "Under pattern C, the river floods in 30% of years.",
        "Under pattern D, the river floods in 5% of years.",
        "Under pattern E, the river floods in 20% of years.",
    ),
    (
        "soil zones",
        "lettered states, each number before its state",
        "40% of farms are irrigated.",
        "On an irrigated farm, there is a 30% probability of Zone A, 30% of Zone B, 20% of Zone C, 10% of Zone D, "
        "and 10% of Zone E.",
        "On a farm that is not irrigated, there is a 10% probability of Zone A, 15% of Zone B, 25% of Zone C, 30% of "
        "Zone D, and 20% of Zone E.",
        "In zone A, the crop fails in 5% of seasons.",
        "In zone B, the crop fails in 10% of seasons.",
        "In zone C, the crop fails in 15% of seasons.",
        "In zone D, the crop fails in 40% of seasons.",
        "In zone E, the crop fails in 25% of seasons.",
    ),
)

FRESH_19: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_19)
"""Four more networks whose states are named by letters, said in the ways the state reader had not seen: a list of
letters before a list of numbers (*respectively*), ``Class A: 10%``, ``Pattern A occurs with a probability of 20%,
Pattern B with 35%``, ``a 30% probability of Zone A, 30% of Zone B``. :data:`FRESH_18`'s lettered states were all
read right. Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_20 = (
    (
        "survey answers",
        "lettered states, each number in brackets",
        "35% of customers are members.",
        "Among members, the answers are A (30%), B (25%), C (20%), D (15%) and E (10%).",
        "Among customers who are not members, the answers are A (10%), B (15%), C (25%), D (30%) and E (20%).",
        "A customer who answered A buys again in 80% of cases.",
        "A customer who answered B buys again in 60% of cases.",
        "A customer who answered C buys again in 40% of cases.",
        "A customer who answered D buys again in 20% of cases.",
        "A customer who answered E buys again in 10% of cases.",
    ),
    (
        "fuel grades",
        "lettered states, each number in brackets",
        "It is winter on 40% of days.",
        "In winter, the fuel is of grade A (10%), B (10%), C (10%), D (10%), E (10%), F (10%), G (10%), H (10%), "
        "I (15%) or J (5%).",
        "Outside winter, the fuel is of grade A (5%), B (5%), C (10%), D (10%), E (15%), F (15%), G (10%), H (10%), "
        "I (12%) or J (8%).",
        "With fuel of grade A, the engine knocks in 2% of cases.",
        "With fuel of grade B, the engine knocks in 4% of cases.",
        "With fuel of grade C, the engine knocks in 6% of cases.",
        "With fuel of grade D, the engine knocks in 8% of cases.",
        "With fuel of grade E, the engine knocks in 10% of cases.",
        "With fuel of grade F, the engine knocks in 12% of cases.",
        "With fuel of grade G, the engine knocks in 14% of cases.",
        "With fuel of grade H, the engine knocks in 16% of cases.",
        "With fuel of grade I, the engine knocks in 30% of cases.",
        "With fuel of grade J, the engine knocks in 40% of cases.",
    ),
)

FRESH_20: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_20)
"""Two more networks whose states are named by letters, each number in brackets after its letter ("A (30%), B
(25%)"), so that the letters *A* and *I* stand where an article or a pronoun would. Written after the rule they test
(stated numbers said of no state go, in order, to the states without one) and first scored without it."""


_FRESH_WORDINGS_21 = (
    (
        "cloud types",
        "lettered states, one number shared by several",
        "The air is humid on 45% of days.",
        "On a humid day, cloud type A has a 20% probability, types B, C and D have 5% each, type E 30%, type F 15% "
        "and type G 20%.",
        "On a dry day, cloud type A has a 10% probability, types B, C and D have 20% each, and types E, F and G 10% "
        "each.",
        "With cloud type A, it rains in 10% of cases.",
        "With cloud type B, it rains in 20% of cases.",
        "With cloud type C, it rains in 30% of cases.",
        "With cloud type D, it rains in 60% of cases.",
        "With cloud type E, it rains in 50% of cases.",
        "With cloud type F, it rains in 40% of cases.",
        "With cloud type G, it rains in 5% of cases.",
    ),
    (
        "market phases",
        "lettered states said out of order",
        "A crisis is under way in 30% of years.",
        "During a crisis, phase A is the most likely at 25%, followed by phases B, C and D at 15% each, and phases "
        "E, F and G at 10% each.",
        "Outside a crisis, phase A is the most likely at 40%, followed by phase E at 20%, phases B, C and D at 10% "
        "each, and phases F and G at 5% each.",
        "In phase A, the index falls in 70% of weeks.",
        "In phase B, the index falls in 30% of weeks.",
        "In phase C, the index falls in 20% of weeks.",
        "In phase D, the index falls in 40% of weeks.",
        "In phase E, the index falls in 10% of weeks.",
        "In phase F, the index falls in 50% of weeks.",
        "In phase G, the index falls in 60% of weeks.",
    ),
    (
        "pollen levels",
        "lettered states said out of order",
        "It is spring in 50% of cases.",
        "In spring, Level E has a 30% chance, Level F has 20%, Level D has 15%, Levels B, C and G each have 10%, and "
        "Level A has 5%.",
        "Outside spring, Level A has a 30% chance, Levels B and C each have 20%, Levels D and E each have 10%, and "
        "Levels F and G each have 5%.",
        "At level A, the patient sneezes in 5% of cases.",
        "At level B, the patient sneezes in 10% of cases.",
        "At level C, the patient sneezes in 20% of cases.",
        "At level D, the patient sneezes in 30% of cases.",
        "At level E, the patient sneezes in 50% of cases.",
        "At level F, the patient sneezes in 70% of cases.",
        "At level G, the patient sneezes in 90% of cases.",
    ),
)

FRESH_21: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_21)
"""Three more networks of seven lettered states whose numbers are shared by several letters ("types B, C and D have
5% each") or said out of alphabetical order ("phase A is the most likely at 25%, followed by phase E at 20%, …").
Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_22 = (
    (
        "wind sectors",
        "lettered states, a range of letters",
        "A gale blows on 35% of days.",
        "In a gale, the wind comes from sector A in 30% of cases, from sectors B to D in 10% each, from sector E in "
        "20%, and from sectors F and G in 10% each.",
        "Without a gale, the wind comes from sector A in 10% of cases, from sectors B to D in 20% each, and from "
        "sectors E to G in 10% each.",
        "With wind from sector A, the boat stays in port on 90% of days.",
        "With wind from sector B, the boat stays in port on 50% of days.",
        "With wind from sector C, the boat stays in port on 40% of days.",
        "With wind from sector D, the boat stays in port on 30% of days.",
        "With wind from sector E, the boat stays in port on 20% of days.",
        "With wind from sector F, the boat stays in port on 10% of days.",
        "With wind from sector G, the boat stays in port on 5% of days.",
    ),
    (
        "claim codes",
        "lettered states, a range of letters",
        "25% of claims are urgent.",
        "An urgent claim gets code A with a probability of 40%, codes B and C with 15% each, and codes D through F "
        "with 10% each.",
        "A claim that is not urgent gets codes A through C with 10% each, code D with 20%, and codes E and F with "
        "25% each.",
        "A claim with code A is paid in 90% of cases.",
        "A claim with code B is paid in 80% of cases.",
        "A claim with code C is paid in 70% of cases.",
        "A claim with code D is paid in 50% of cases.",
        "A claim with code E is paid in 30% of cases.",
        "A claim with code F is paid in 20% of cases.",
    ),
    (
        "soil classes",
        "lettered states, a range of letters",
        "40% of the vineyard lies on a slope.",
        "On a slope, there is a 10% chance of soil class A, a 20% chance each of classes B-D, and a 15% chance each "
        "of classes E and F.",
        "Off the slope, there is a 25% chance each of soil classes A and B, a 20% chance of class C, and a 10% "
        "chance each of classes D-F.",
        "On soil of class A, the vines thrive in 20% of years.",
        "On soil of class B, the vines thrive in 60% of years.",
        "On soil of class C, the vines thrive in 50% of years.",
        "On soil of class D, the vines thrive in 40% of years.",
        "On soil of class E, the vines thrive in 30% of years.",
        "On soil of class F, the vines thrive in 10% of years.",
    ),
)

FRESH_22: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_22)
"""Three more networks of lettered states whose numbers are said of a range of letters ("sectors B to D in 10%
each", "codes D through F", "classes B-D"). Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_23 = (
    (
        "pollen season",
        "states that are ranges of dates",
        "The date falls between April 1 and May 15 in 25% of cases, between May 16 and June 30 in 35%, and between "
        "July 1 and September 30 in 40%.",
        "If the date is between April 1 and May 15, pollen counts are high in 30% of cases.",
        "If the date is between May 16 and June 30, pollen counts are high in 80% of cases.",
        "If the date is between July 1 and September 30, pollen counts are high in 20% of cases.",
    ),
    (
        "festival dates",
        "states that are ranges of dates",
        "The festival is held from June 1 to June 15 in 50% of years, from June 16 to June 30 in 30%, and from July 1 "
        "to July 15 in 20%.",
        "When the festival is held from June 1 to June 15, it rains during the festival in 40% of years.",
        "When the festival is held from June 16 to June 30, it rains during the festival in 25% of years.",
        "When the festival is held from July 1 to July 15, it rains during the festival in 10% of years.",
    ),
)

FRESH_23: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_23)
"""Two networks whose states are ranges of dates ("between April 1 and May 15", "from June 16 to June 30"), as
hailfinder's date is. Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_24 = (
    (
        "hypovolemia",
        "a boolean's two sides said in other words",
        "Hypovolemia is present in 20% of patients and absent in the other 80%.",
        "With hypovolemia, the blood pressure is low in 60% of cases.",
        "Without hypovolemia, the blood pressure is low in 10% of cases.",
    ),
    (
        "kinked tube",
        "a boolean's two sides said in other words",
        "The breathing tube is kinked with a probability of 4% and not kinked with a probability of 96%.",
        "If the tube is kinked, the pressure alarm sounds in 90% of cases.",
        "If the tube is not kinked, the pressure alarm sounds in 3% of cases.",
    ),
    (
        "anesthesia",
        "a boolean's two sides said in other words",
        "The anesthesia is insufficient in 10% of operations and adequate in the other 90%.",
        "When the anesthesia is insufficient, the heart rate rises in 70% of cases.",
        "When the anesthesia is adequate, the heart rate rises in 15% of cases.",
    ),
    (
        "embolism",
        "a boolean's two sides said in other words",
        "A pulmonary embolism occurs in 1% of patients; the other 99% have none.",
        "A patient with an embolism has a low oxygen saturation in 80% of cases.",
        "A patient without an embolism has a low oxygen saturation in 10% of cases.",
    ),
    (
        "sky at dawn",
        "three states, the last said by the rest",
        "At dawn the sky is clear on 30% of mornings, partly cloudy on 45%, and overcast on the rest.",
        "If the sky is clear, there is frost on 40% of mornings.",
        "If the sky is partly cloudy, there is frost on 20% of mornings.",
        "If the sky is overcast, there is frost on 5% of mornings.",
    ),
    (
        "instability",
        "three states, the last said by the rest",
        "Morning instability is none on 50% of days, weak on 30% of days, and strong on the remaining days.",
        "With no instability, thunderstorms form on 5% of afternoons.",
        "With weak instability, thunderstorms form on 25% of afternoons.",
        "With strong instability, thunderstorms form on 60% of afternoons.",
    ),
)

FRESH_24: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_24)
"""Six networks whose introduction says states in words beside its numbers: a boolean's two sides in other words
("present … absent in the other 80%", "the other 99% have none") and three states whose last has no number ("on
the rest", "on the remaining days"). Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_25 = (
    (
        "season scenarios",
        "lettered states, fewer numbers than letters",
        "It is a dry season in 60% of years.",
        "In a dry season, the scenario is A in 20% of cases, B in 10% and C in 25%, and scenarios D, E and F share "
        "the rest equally.",
        "In a wet season, scenarios A and B have no chance, C has a 40% chance, and D, E and F have a 20% chance "
        "each.",
        "With scenario A, hail falls on 10% of days.",
        "With scenario B, hail falls on 20% of days.",
        "With scenario C, hail falls on 30% of days.",
        "With scenario D, hail falls on 50% of days.",
        "With scenario E, hail falls on 60% of days.",
        "With scenario F, hail falls on 70% of days.",
    ),
    (
        "batch grades",
        "lettered states, fewer numbers than letters",
        "30% of batches come from the new line.",
        "A batch from the new line gets grade A in 50% of cases, and grades B to E are equally likely otherwise.",
        "A batch from the old line gets grade A in 40% of cases and grade B in 30%, and grades C to E share the rest "
        "equally.",
        "A batch of grade A is shipped in 95% of cases.",
        "A batch of grade B is shipped in 80% of cases.",
        "A batch of grade C is shipped in 60% of cases.",
        "A batch of grade D is shipped in 40% of cases.",
        "A batch of grade E is shipped in 10% of cases.",
    ),
)

FRESH_25: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_25)
"""Two networks of lettered states whose rows state fewer numbers than letters: several letters share what is left
("scenarios D, E and F share the rest equally", "grades B to E are equally likely otherwise") or one zero ("scenarios
A and B have no chance"). Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_26 = (
    (
        "tank levels",
        "one number said for each of several states",
        "The water level in the tank at 8:00 is equally likely to be 20 cm, 30 cm or 40 cm, each with a probability "
        "of 33.33%.",
        "If the level is 20 cm, the pump runs in 90% of cases.",
        "If the level is 30 cm, the pump runs in 50% of cases.",
        "If the level is 40 cm, the pump runs in 10% of cases.",
    ),
    (
        "spinner",
        "one number said for each of several states",
        "The spinner lands on red, blue, green, yellow, white or black, each with a probability of 16.66%.",
        "If it lands on red, the player wins in 50% of games.",
        "If it lands on blue, the player wins in 40% of games.",
        "If it lands on green, the player wins in 30% of games.",
        "If it lands on yellow, the player wins in 20% of games.",
        "If it lands on white, the player wins in 10% of games.",
        "If it lands on black, the player wins in 5% of games.",
    ),
    (
        "bus arrival",
        "one number said for each of several states",
        "The bus is early, on time, late or cancelled, each with a 25% chance.",
        "If the bus is early, Anna catches it in 70% of cases.",
        "If the bus is on time, Anna catches it in 95% of cases.",
        "If the bus is late, Anna catches it in 60% of cases.",
        "If the bus is cancelled, Anna never catches it.",
    ),
    (
        "river inflow",
        "the same quantity at two times",
        "The river inflow at 9:00 is low in 30% of cases and high in 70%.",
        "If the inflow at 9:00 is low, the inflow at 9:30 is low in 80% of cases and high in 20%.",
        "If the inflow at 9:00 is high, the inflow at 9:30 is low in 10% of cases and high in 90%.",
    ),
    (
        "nitrate readings",
        "the same quantity at two times",
        "The nitrate level at 12:00 is 2 mg/L in 20% of samples, 4 mg/L in 50% and 6 mg/L in 30%.",
        "If the nitrate level at 12:00 is 2 mg/L, the nitrate level at 12:15 is 2 mg/L in 90% of samples and 4 mg/L "
        "in 10%.",
        "If the nitrate level at 12:00 is 4 mg/L, the nitrate level at 12:15 is 2 mg/L in 5% of samples, 4 mg/L in "
        "85% and 6 mg/L in 10%.",
        "If the nitrate level at 12:00 is 6 mg/L, the nitrate level at 12:15 is 4 mg/L in 20% of samples and 6 mg/L "
        "in 80%.",
    ),
)

FRESH_26: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_26)
"""Five networks: three whose introduction says one number for each of several states listed before it ("equally
likely to be 20 cm, 30 cm or 40 cm, each with a probability of 33.33%", as water0's does), and two that say the
same quantity at two times, asked of the later one (as water0's nitrogen readings at 12:00 and 12:15). Written after
the rule for the first shape (chosen on water0's validation text) and before any for the second, and scored first
without either."""

_FRESH_WORDINGS_27 = (
    (
        "filter station",
        "a variable every premise of two runs names, parent of neither",
        "The inlet pressure is low in 30% of cases and high in 70%.",
        "The pump speed is slow in 40% of cases and fast in 60%.",
        "The filter is clogged in 10% of cases.",
        "If the inlet pressure is low and the pump speed is slow, "
        "the flow through the filter is weak in 90% of cases.",
        "If the inlet pressure is low and the pump speed is fast, "
        "the flow through the filter is weak in 50% of cases.",
        "If the inlet pressure is high and the pump speed is slow, "
        "the flow through the filter is weak in 40% of cases.",
        "If the inlet pressure is high and the pump speed is fast, "
        "the flow through the filter is weak in 5% of cases.",
        "If the inlet pressure is low and the pump speed is slow, the filter housing vibrates in 10% of cases.",
        "If the inlet pressure is low and the pump speed is fast, the filter housing vibrates in 30% of cases.",
        "If the inlet pressure is high and the pump speed is slow, the filter housing vibrates in 20% of cases.",
        "If the inlet pressure is high and the pump speed is fast, the filter housing vibrates in 60% of cases.",
    ),
    (
        "car start",
        "a root premise between two runs, without a condition word",
        "The battery is weak in 20% of cars.",
        "It is cold on 30% of mornings.",
        "If the battery is weak and it is cold, the car fails to start in 70% of cases.",
        "If the battery is weak and it is not cold, the car fails to start in 30% of cases.",
        "If the battery is not weak and it is cold, the car fails to start in 10% of cases.",
        "If the battery is not weak and it is not cold, the car fails to start in 2% of cases.",
        "Maria is in a hurry on 40% of mornings.",
        "If the car fails to start and Maria is in a hurry, she takes a taxi in 90% of cases.",
        "If the car fails to start and Maria is not in a hurry, she takes a taxi in 40% of cases.",
        "If the car starts and Maria is in a hurry, she takes a taxi in 10% of cases.",
        "If the car starts and Maria is not in a hurry, she takes a taxi in 1% of cases.",
    ),
    (
        "old boiler",
        "two runs on one parent, every premise naming the boiler",
        "The boiler temperature is low in 20% of cases, medium in 50% and high in 30%.",
        "The boiler is old in 40% of cases.",
        "If the boiler temperature is low, the boiler pressure is low in 80% of cases and normal in 20%.",
        "If the boiler temperature is medium, the boiler pressure is low in 30% of cases and normal in 70%.",
        "If the boiler temperature is high, the boiler pressure is low in 5% of cases and normal in 95%.",
        "If the boiler temperature is low and the boiler is old, it makes noise in 30% of cases.",
        "If the boiler temperature is low and the boiler is not old, it makes noise in 5% of cases.",
        "If the boiler temperature is medium and the boiler is old, it makes noise in 50% of cases.",
        "If the boiler temperature is medium and the boiler is not old, it makes noise in 10% of cases.",
        "If the boiler temperature is high and the boiler is old, it makes noise in 80% of cases.",
        "If the boiler temperature is high and the boiler is not old, it makes noise in 20% of cases.",
    ),
)

FRESH_27: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_27)
"""Three networks whose runs a parent-set choice can cut wrong: a variable that every premise of two runs of the
same parents names and that is a parent of neither, a root premise without a condition word between two runs, and
two runs on one parent whose premises all name the boiler. Written after a change to how a run's conditions are
scored was drafted (from counts of where QUITE's test networks are cut wrong) and before any development run of
it, and scored first without it."""

_FRESH_WORDINGS_28 = (
    (
        "analgesia",
        "a state said as two words joined by or, two numbers",
        "Insufficient anesthesia or analgesia is found in 10% of patients, while 90% of patients have sufficient "
        "anesthesia.",
        "If the anesthesia is insufficient, the patient's heart rate is high in 70% of cases.",
        "If the anesthesia is sufficient, the patient's heart rate is high in 20% of cases.",
    ),
    (
        "icy road",
        "a state said as two words joined by or, two numbers",
        "Snow or ice covers the road on 15% of winter days, and the road is clear on the other 85%.",
        "If the road is covered with snow or ice, the bus is late in 60% of cases.",
        "If the road is clear, the bus is late in 10% of cases.",
    ),
    (
        "parcel box",
        "a state said as two words joined by or, two numbers",
        "A damaged or dented box arrives in 8% of deliveries, and an intact box in the remaining 92%.",
        "If the box is damaged, the customer complains in 50% of cases.",
        "If the box is intact, the customer complains in 5% of cases.",
    ),
    (
        "engine start",
        "a state said as two words joined by or, three numbers",
        "The engine is cold or cool in 30% of starts, warm in 50% and hot in 20%.",
        "If the engine is cold or cool, it stalls in 20% of cases.",
        "If the engine is warm, it stalls in 5% of cases.",
        "If the engine is hot, it stalls in 10% of cases.",
    ),
)

FRESH_28: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_28)
"""Four networks whose introduction says one of its states in two words joined by *or* ("Insufficient anesthesia or
analgesia is found in 10% of patients, while 90% …"), each state with its own number. Written after reading the
rules' states of such sentences (made up, not QUITE's) and before any rule for them, and scored first without one."""

_FRESH_WORDINGS_29 = (
    (
        "plains wind",
        "the subject said in pieces cut off by commas",
        "The surface winds in the plains, measured at noon, are from the south in 30% of cases, from the north in 30% "
        "and variable in 40%.",
        "If the surface winds are from the south, a storm forms in 60% of cases.",
        "If the surface winds are from the north, a storm forms in 20% of cases.",
        "If the surface winds are variable, a storm forms in 10% of cases.",
    ),
    (
        "cloud cover",
        "the subject said in pieces cut off by commas",
        "The probability that the amount of cloud cover at the region, which affects insolation, is clear is 40%, "
        "partly cloudy is 35%, and overcast is 25%.",
        "If the sky is clear, the ground heats strongly in 80% of cases.",
        "If it is partly cloudy, the ground heats strongly in 50% of cases.",
        "If it is overcast, the ground heats strongly in 10% of cases.",
    ),
    (
        "moisture area",
        "the subject said in pieces cut off by commas",
        "Regarding the area of moisture and the adjacent heating, there is a 25% chance of a marked situation, a 45% "
        "chance of a normal one and a 30% chance of a weak one.",
        "In a marked situation, thunderstorms develop in 70% of cases.",
        "In a normal situation, thunderstorms develop in 30% of cases.",
        "In a weak situation, thunderstorms develop in 5% of cases.",
    ),
)

FRESH_29: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_29)
"""Three networks whose introduction says its subject in pieces a comma cuts off before the numbers ("The surface
winds in the plains, measured at noon, are from the south in 30% of cases, …"), each state with its own number.
Written after a rule for them was drafted (from made-up sentences like these, not QUITE's) and before any
development run of it, and scored first without it."""

_FRESH_WORDINGS_30 = (
    (
        "stuck valve",
        "a root said as its child's rows are",
        "A valve is stuck in 10% of inspections.",
        "The pressure is low in 20% of inspections.",
        "When the valve is stuck and the pressure is low, the pump fails in 90% of inspections.",
        "When the valve is stuck and the pressure is normal, the pump fails in 60% of inspections.",
        "When the valve is not stuck and the pressure is low, the pump fails in 30% of inspections.",
        "When the valve is not stuck and the pressure is normal, the pump fails in 2% of inspections.",
    ),
    (
        "weather strike",
        "a boolean root whose sentence lists kinds of it",
        "Bad weather, whether rain, snow or wind, hits the airport on 15% of days.",
        "A strike is held on 5% of days.",
        "If there is bad weather and a strike, 95% of flights are delayed.",
        "If there is bad weather but no strike, 40% of flights are delayed.",
        "If there is a strike but no bad weather, 80% of flights are delayed.",
        "If there is neither bad weather nor a strike, 10% of flights are delayed.",
    ),
    (
        "shift defect",
        "a boolean root between a root of three states and their child's rows",
        "The machine runs at low speed on 30% of shifts, at normal speed on 50% and at high speed on 20%.",
        "The operator is a trainee on 25% of shifts.",
        "At low speed with a trainee, 2% of parts have a defect.",
        "At low speed with an experienced operator, 1% of parts have a defect.",
        "At normal speed with a trainee, 6% of parts have a defect.",
        "At normal speed with an experienced operator, 3% of parts have a defect.",
        "At high speed with a trainee, 20% of parts have a defect.",
        "At high speed with an experienced operator, 10% of parts have a defect.",
    ),
    (
        "stroke risk",
        "a root said as the run before it is",
        "Of all patients, 40% are older than 60.",
        "Of the patients older than 60, 30% have high blood pressure.",
        "Of the younger patients, 10% have high blood pressure.",
        "Of all patients, 20% smoke.",
        "Patients with high blood pressure who smoke have a stroke in 12% of cases.",
        "Patients with high blood pressure who do not smoke have a stroke in 6% of cases.",
        "Patients without high blood pressure who smoke have a stroke in 4% of cases.",
        "Patients without high blood pressure who do not smoke have a stroke in 1% of cases.",
    ),
)

FRESH_30: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_30)
"""Four networks whose runs a reading can cut so that the last leaves rows unstated: a root said as the rows of the
run after it are, a boolean root whose sentence lists kinds of it, a boolean root between a root of three states
and their child's rows, and a root said as the run before it is. Written before the rule they were meant for
(reading a text again whose last run is short) was drafted, and scored first without it."""

_FRESH_WORDINGS_31 = (
    (
        "blood volume",
        "two children of one parent, their rows said alike",
        "The patient is anaesthetised in 30% of cases.",
        "If the patient is anaesthetised, breathing is shallow in 60% of cases.",
        "If the patient is not anaesthetised, breathing is shallow in 10% of cases.",
        "The blood volume is low in 20% of patients, normal in 70% and high in 10%.",
        "With low blood volume, the heart rate is low in 10% of cases, normal in 30% and high in 60%.",
        "With normal blood volume, the heart rate is low in 10% of cases, normal in 80% and high in 10%.",
        "With high blood volume, the heart rate is low in 30% of cases, normal in 60% and high in 10%.",
        "With low blood volume, the pressure is low in 70% of cases, normal in 25% and high in 5%.",
        "With normal blood volume, the pressure is low in 10% of cases, normal in 80% and high in 10%.",
        "With high blood volume, the pressure is low in 5% of cases, normal in 35% and high in 60%.",
    ),
    (
        "truck load",
        "two children of one parent, their rows said alike",
        "The road is steep on 25% of trips.",
        "On steep roads, the driver brakes hard on 40% of trips.",
        "On other roads, the driver brakes hard on 10% of trips.",
        "The load is light on 50% of trips, medium on 30% and heavy on 20%.",
        "With a light load, the engine runs hot on 5% of trips.",
        "With a medium load, the engine runs hot on 15% of trips.",
        "With a heavy load, the engine runs hot on 40% of trips.",
        "With a light load, the tyres wear fast on 10% of trips.",
        "With a medium load, the tyres wear fast on 20% of trips.",
        "With a heavy load, the tyres wear fast on 50% of trips.",
    ),
    (
        "shop weather",
        "two children of one parent, their rows said alike",
        "The weather is hot on 40% of days and cold on 60%.",
        "The shop is busy on 30% of days.",
        "On hot days, ice cream sells out in 70% of cases.",
        "On cold days, ice cream sells out in 10% of cases.",
        "On hot days, soup sells out in 5% of cases.",
        "On cold days, soup sells out in 50% of cases.",
        "If the shop is busy, the queue is long in 80% of cases.",
        "If the shop is not busy, the queue is long in 20% of cases.",
    ),
)

FRESH_31: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_31)
"""Three networks with two children of one parent whose rows are said alike, one run after the other, and a boolean
declared before them that a reading could take as a second parent of one run of six (or four) premises. Written
before any rule for them, and scored first as they stood."""

_FRESH_WORDINGS_32 = (
    (
        "morning car",
        "many booleans, one row per sentence",
        "The battery is charged on 90% of mornings.",
        "The tank holds fuel on 95% of mornings.",
        "The starter motor works on 97% of mornings.",
        "When the battery is charged, the headlights come on in 99% of cases.",
        "When the battery is not charged, the headlights come on in 5% of cases.",
        "When the battery is charged and the starter motor works, the engine cranks in 98% of cases.",
        "When the battery is charged and the starter motor does not work, the engine cranks in 1% of cases.",
        "When the battery is not charged and the starter motor works, the engine cranks in 10% of cases.",
        "When the battery is not charged and the starter motor does not work, the engine cranks in 1% of cases.",
        "When the engine cranks and the tank holds fuel, the car starts in 95% of cases.",
        "When the engine cranks and the tank holds no fuel, the car starts in 2% of cases.",
        "When the engine does not crank and the tank holds fuel, the car starts in 3% of cases.",
        "When the engine does not crank and the tank holds no fuel, the car starts in 1% of cases.",
        "When the battery is charged, the radio plays in 98% of cases.",
        "When the battery is not charged, the radio plays in 4% of cases.",
    ),
    (
        "home internet",
        "many booleans, one row per sentence",
        "The router has power on 98% of days.",
        "The cable line is up on 95% of days.",
        "When the router has power, the wifi signal is present in 99% of cases.",
        "When the router has no power, the wifi signal is present in 1% of cases.",
        "When the router has power and the cable line is up, the internet connection works in 97% of cases.",
        "When the router has power and the cable line is down, the internet connection works in 2% of cases.",
        "When the router has no power and the cable line is up, the internet connection works in 1% of cases.",
        "When the router has no power and the cable line is down, the internet connection works in 1% of cases.",
        "When the internet connection works and the wifi signal is present, the video plays smoothly in 90% of cases.",
        "When the internet connection works and the wifi signal is absent, the video plays smoothly in 30% of cases.",
        "When the internet connection fails and the wifi signal is present, the video plays smoothly in 5% of cases.",
        "When the internet connection fails and the wifi signal is absent, the video plays smoothly in 2% of cases.",
        "When the internet connection works, new email arrives in 99% of cases.",
        "When the internet connection fails, new email arrives in 1% of cases.",
    ),
)

FRESH_32: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_32)
"""Two networks of six and seven booleans, each asked with evidence said by an opposite word (*dark*, *stalling*).
With gold premises, test's wrong evidence and query atoms are mostly of networks of many booleans (alarm, win95pts:
an atom of another variable, or a boolean read with the other value; ``compare_runs --rows``, session 44). Written
before any rule for them, with :data:`QUESTIONS_3`, and scored first as they stood."""

_FRESH_WORDINGS_33 = (
    (
        "pulse readings",
        "readings of one quantity by two instruments",
        "The patient has just exercised at 20% of visits.",
        "If the patient has just exercised, the pulse is high at 70% of visits and normal at 30%.",
        "If the patient has not exercised, the pulse is high at 10% of visits and normal at 90%.",
        "If the pulse is high, the watch shows a high pulse at 85% of visits and a normal pulse at 15%.",
        "If the pulse is normal, the watch shows a high pulse at 5% of visits and a normal pulse at 95%.",
        "If the pulse is high, the cuff shows a high pulse at 95% of visits and a normal pulse at 5%.",
        "If the pulse is normal, the cuff shows a high pulse at 2% of visits and a normal pulse at 98%.",
        "If the pulse is high, the patient feels dizzy at 30% of visits.",
        "If the pulse is normal, the patient feels dizzy at 5% of visits.",
    ),
    (
        "server room",
        "two alerts and a server",
        "The mains power fails on 2% of days.",
        "The backup battery is charged on 90% of days.",
        "If the mains power fails and the backup battery is charged, the server stays up on 95% of days.",
        "If the mains power fails and the backup battery is not charged, the server stays up on 1% of days.",
        "If the mains power does not fail and the backup battery is charged, the server stays up on 99% of days.",
        "If the mains power does not fail and the backup battery is not charged, the server stays up on 98% of days.",
        "If the server stays up, the website answers on 97% of days.",
        "If the server does not stay up, the website answers on 10% of days.",
        "If the server stays up, the server alert goes off on 1% of days.",
        "If the server does not stay up, the server alert goes off on 90% of days.",
        "If the backup battery is charged, the battery alert goes off on 2% of days.",
        "If the backup battery is not charged, the battery alert goes off on 80% of days.",
    ),
)

FRESH_33: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_33)
"""Two networks whose variables share words: a pulse and two instruments' readings of it (*the watch shows a high
pulse*), and a server with two alerts (*the server alert*, *the battery alert*). With gold premises, test's alarm1,
alarm2 and win95pts0 read evidence and questions as another variable's atom (``compare_runs --rows``, session 44).
Written before any rule for them, with :data:`QUESTIONS_4`, and scored first as they stood."""

_FRESH_WORDINGS_34 = (
    (
        "irrigation",
        "abbreviated names, evidence in other words",
        "The pump works on 95% of days.",
        "The water tank is full on 80% of days.",
        "The valve opens on 90% of days.",
        "When the pump works and the valve opens, the flow sensor detects water on 98% of days.",
        "When the pump works and the valve stays shut, the flow sensor detects water on 2% of days.",
        "When the pump does not work and the valve opens, the flow sensor detects water on 5% of days.",
        "When the pump does not work and the valve stays shut, the flow sensor detects water on 1% of days.",
        "When the flow sensor detects water, the soil is wet on 90% of days.",
        "When the flow sensor detects no water, the soil is wet on 20% of days.",
        "When the water tank is full, the level light glows on 95% of days.",
        "When the water tank is not full, the level light glows on 10% of days.",
    ),
)

FRESH_34: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_34)
"""A network of six booleans whose gold program names them as bnlearn abbreviates (``pmpok``, ``vlvopn``,
``flwsns``), asked with evidence in other words than the premises' (*the soil is dry*). Written before any rule for
it, with :data:`QUESTIONS_5`, and scored first as it stood."""

_FRESH_WORDINGS_35 = (
    (
        "heart monitors",
        "three monitors of one heart rate, three states each",
        "An error due to electrocautery occurs in 10% of operations.",
        "An error due to low cardiac output occurs in 5% of operations.",
        "The catecholamine level is high in 30% of operations and normal in 70%.",
        "If the catecholamine level is high, the heart rate is high in 70% of operations, normal in 25% and low "
        "in 5%.",
        "If the catecholamine level is normal, the heart rate is low in 10% of operations, normal in 80% and high"
        " in 10%.",
        "If the heart rate is low and an electrocautery error occurs, the heart rate shown on the EKG is low in "
        "30% of operations, normal in 40% and high in 30%.",
        "If the heart rate is normal and an electrocautery error occurs, the heart rate shown on the EKG is low "
        "in 30% of operations, normal in 40% and high in 30%.",
        "If the heart rate is high and an electrocautery error occurs, the heart rate shown on the EKG is low in "
        "30% of operations, normal in 30% and high in 40%.",
        "If the heart rate is low and no electrocautery error occurs, the heart rate shown on the EKG is low in "
        "98% of operations, normal in 1% and high in 1%.",
        "If the heart rate is normal and no electrocautery error occurs, the heart rate shown on the EKG is low "
        "in 1% of operations, normal in 98% and high in 1%.",
        "If the heart rate is high and no electrocautery error occurs, the heart rate shown on the EKG is low in "
        "1% of operations, normal in 1% and high in 98%.",
        "If the heart rate is low and an electrocautery error occurs, the heart rate measured by the oximeter is "
        "low in 35% of operations, normal in 35% and high in 30%.",
        "If the heart rate is normal and an electrocautery error occurs, the heart rate measured by the oximeter "
        "is low in 30% of operations, normal in 35% and high in 35%.",
        "If the heart rate is high and an electrocautery error occurs, the heart rate measured by the oximeter is"
        " low in 30% of operations, normal in 30% and high in 40%.",
        "If the heart rate is low and no electrocautery error occurs, the heart rate measured by the oximeter is "
        "low in 95% of operations, normal in 3% and high in 2%.",
        "If the heart rate is normal and no electrocautery error occurs, the heart rate measured by the oximeter "
        "is low in 2% of operations, normal in 95% and high in 3%.",
        "If the heart rate is high and no electrocautery error occurs, the heart rate measured by the oximeter is"
        " low in 2% of operations, normal in 3% and high in 95%.",
        "If the heart rate is low and there is an error due to low cardiac output, the heart rate from the blood "
        "pressure monitor is low in 98% of operations, normal in 1% and high in 1%.",
        "If the heart rate is normal and there is an error due to low cardiac output, the heart rate from the "
        "blood pressure monitor is low in 40% of operations, normal in 58% and high in 2%.",
        "If the heart rate is high and there is an error due to low cardiac output, the heart rate from the blood"
        " pressure monitor is low in 30% of operations, normal in 10% and high in 60%.",
        "If the heart rate is low and there is no error due to low cardiac output, the heart rate from the blood "
        "pressure monitor is low in 98% of operations, normal in 1% and high in 1%.",
        "If the heart rate is normal and there is no error due to low cardiac output, the heart rate from the "
        "blood pressure monitor is low in 1% of operations, normal in 98% and high in 1%.",
        "If the heart rate is high and there is no error due to low cardiac output, the heart rate from the blood"
        " pressure monitor is low in 1% of operations, normal in 1% and high in 98%.",
    ),
    (
        "lung gases",
        "oxygen and carbon dioxide measured in several places, three states each",
        "The fraction of inspired oxygen is low in 5% of cases and normal in 95%.",
        "The ventilation of the alveoli is low in 20% of cases, normal in 70% and high in 10%.",
        "The shunt is high in 10% of cases and normal in 90%.",
        "If the ventilation of the alveoli is low and the fraction of inspired oxygen is low, the pulmonary "
        "venous oxygen saturation is low in 98% of cases, normal in 1% and high in 1%.",
        "If the ventilation of the alveoli is low and the fraction of inspired oxygen is normal, the pulmonary "
        "venous oxygen saturation is low in 95% of cases, normal in 4% and high in 1%.",
        "If the ventilation of the alveoli is normal and the fraction of inspired oxygen is low, the pulmonary "
        "venous oxygen saturation is low in 90% of cases, normal in 9% and high in 1%.",
        "If the ventilation of the alveoli is normal and the fraction of inspired oxygen is normal, the pulmonary"
        " venous oxygen saturation is low in 1% of cases, normal in 98% and high in 1%.",
        "If the ventilation of the alveoli is high and the fraction of inspired oxygen is low, the pulmonary "
        "venous oxygen saturation is low in 60% of cases, normal in 30% and high in 10%.",
        "If the ventilation of the alveoli is high and the fraction of inspired oxygen is normal, the pulmonary "
        "venous oxygen saturation is low in 1% of cases, normal in 9% and high in 90%.",
        "If the pulmonary venous oxygen saturation is low and the shunt is normal, the arterial oxygen saturation"
        " is low in 98% of cases, normal in 1% and high in 1%.",
        "If the pulmonary venous oxygen saturation is normal and the shunt is normal, the arterial oxygen "
        "saturation is low in 1% of cases, normal in 98% and high in 1%.",
        "If the pulmonary venous oxygen saturation is high and the shunt is normal, the arterial oxygen "
        "saturation is low in 1% of cases, normal in 1% and high in 98%.",
        "If the pulmonary venous oxygen saturation is low and the shunt is high, the arterial oxygen saturation "
        "is low in 98% of cases, normal in 1% and high in 1%.",
        "If the pulmonary venous oxygen saturation is normal and the shunt is high, the arterial oxygen "
        "saturation is low in 98% of cases, normal in 1% and high in 1%.",
        "If the pulmonary venous oxygen saturation is high and the shunt is high, the arterial oxygen saturation "
        "is low in 69% of cases, normal in 30% and high in 1%.",
        "If the ventilation of the alveoli is low, the carbon dioxide in the arteries is low in 2% of cases, "
        "normal in 8% and high in 90%.",
        "If the ventilation of the alveoli is normal, the carbon dioxide in the arteries is low in 4% of cases, "
        "normal in 92% and high in 4%.",
        "If the ventilation of the alveoli is high, the carbon dioxide in the arteries is low in 90% of cases, "
        "normal in 8% and high in 2%.",
        "If the carbon dioxide in the arteries is low, the exhaled carbon dioxide is low in 95% of cases, normal "
        "in 4% and high in 1%.",
        "If the carbon dioxide in the arteries is normal, the exhaled carbon dioxide is low in 2% of cases, "
        "normal in 96% and high in 2%.",
        "If the carbon dioxide in the arteries is high, the exhaled carbon dioxide is low in 1% of cases, normal "
        "in 4% and high in 95%.",
    ),
)

FRESH_35: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_35)
"""Two networks of three-state variables whose names share words, as bnlearn's ALARM has them (public
structure, numbers and words my own): a heart rate and three monitors' readings of it (``hrekg``, ``hrsat``,
``hrbp``), and oxygen and carbon dioxide measured in several places (``pvsat``, ``sao2``, ``artco2``, ``expco2``).
With gold premises test's alarm1 and alarm2 read 30 evidence atoms as another variable's and 20 as another value
(``compare_runs --rows``, session 44). Written before any rule for them, with :data:`QUESTIONS_6`, and scored first
as they stood."""

_FRESH_WORDINGS_36 = (
    (
        "printing",
        "a chain of abbreviated booleans whose names share words",
        "The application works correctly in 99% of cases.",
        "The data file is intact in 98% of cases.",
        "If the application works correctly and the data file is intact, the application data is correct in 99% "
        "of cases.",
        "If the application works correctly and the data file is corrupted, the application data is correct in "
        "10% of cases.",
        "If the application does not work correctly and the data file is intact, the application data is correct "
        "in 5% of cases.",
        "If the application does not work correctly and the data file is corrupted, the application data is "
        "correct in 1% of cases.",
        "The printer driver is installed correctly in 95% of cases.",
        "If the application data is correct and the printer driver is installed correctly, the print data is "
        "correct in 99% of cases.",
        "If the application data is correct and the printer driver is faulty, the print data is correct in 20% of"
        " cases.",
        "If the application data is incorrect and the printer driver is installed correctly, the print data is "
        "correct in 2% of cases.",
        "If the application data is incorrect and the printer driver is faulty, the print data is correct in 1% "
        "of cases.",
        "The printer cable is connected in 97% of cases.",
        "If the print data is correct and the printer cable is connected, the print data output is correct in 99%"
        " of cases.",
        "If the print data is correct and the printer cable is disconnected, the print data output is correct in "
        "3% of cases.",
        "If the print data is incorrect and the printer cable is connected, the print data output is correct in "
        "1% of cases.",
        "If the print data is incorrect and the printer cable is disconnected, the print data output is correct "
        "in 1% of cases.",
        "The printer has paper in 90% of cases.",
        "If the print data output is correct and the printer has paper, the printout is good in 98% of cases.",
        "If the print data output is correct and the printer has no paper, the printout is good in 2% of cases.",
        "If the print data output is incorrect and the printer has paper, the printout is good in 4% of cases.",
        "If the print data output is incorrect and the printer has no paper, the printout is good in 1% of cases.",
    ),
)

FRESH_36: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_36)
"""A network of nine booleans in the shape of bnlearn's WIN95PTS (public structure, numbers and words my own), its
gold program naming them as bnlearn abbreviates (``appok``, ``appdata``, ``prtdata``, ``prtdataout``, ``prtout``),
whose names share words (*application* and *application data*, *print data* and *print data output*) and whose
values are said by other words than *true* (*intact* / *corrupted*, *connected* / *disconnected*). With gold premises
test's win95pts0 reads 8 evidence atoms and 8 queries as another variable's (``compare_runs --rows``, session 44).
Written before any rule for it, with :data:`QUESTIONS_7`, and scored first as it stood."""

_CIRCULATION = (
    "Hypovolemia, a low volume of circulating blood, occurs in 20% of patients.",
    "Left ventricular failure, in which the left ventricle no longer pumps properly, occurs in 5% of patients.",
    "If a patient has hypovolemia and left ventricular failure, the end-diastolic volume of the left ventricle "
    "is low in 95% of cases, normal in 4% and high in 1%.",
    "If a patient has hypovolemia but no left ventricular failure, the end-diastolic volume of the left "
    "ventricle is low in 80% of cases, normal in 15% and high in 5%.",
    "If a patient has no hypovolemia but left ventricular failure, the end-diastolic volume of the left "
    "ventricle is low in 5% of cases, normal in 25% and high in 70%.",
    "If a patient has neither hypovolemia nor left ventricular failure, the end-diastolic volume of the left "
    "ventricle is low in 5% of cases, normal in 90% and high in 5%.",
    "If a patient has hypovolemia and left ventricular failure, the stroke volume, the blood the heart pumps "
    "out with each beat, is low in 98% of cases, normal in 1% and high in 1%.",
    "If a patient has hypovolemia but no left ventricular failure, the stroke volume is low in 50% of cases, "
    "normal in 49% and high in 1%.",
    "If a patient has no hypovolemia but left ventricular failure, the stroke volume is low in 95% of cases, "
    "normal in 4% and high in 1%.",
    "If a patient has neither hypovolemia nor left ventricular failure, the stroke volume is low in 5% of "
    "cases, normal in 90% and high in 5%.",
    "If the left ventricle fails, the patient has a history of heart disease in 90% of cases.",
    "If the left ventricle does not fail, the patient has a history of heart disease in 1% of cases.",
    "If the end-diastolic volume of the left ventricle is low, the central venous pressure is low in 95% of "
    "cases, normal in 4% and high in 1%.",
    "If the end-diastolic volume of the left ventricle is normal, the central venous pressure is low in 4% of "
    "cases, normal in 95% and high in 1%.",
    "If the end-diastolic volume of the left ventricle is high, the central venous pressure is low in 1% of "
    "cases, normal in 29% and high in 70%.",
)
"""The premises of :data:`FRESH_37`'s circulation, one sentence per clause of either of its gold programs."""

_FRESH_WORDINGS_37 = (
    ("circulation", "causes described in other words than their names", *_CIRCULATION),
    ("circulation in words", "causes described in other words, names in words", *_CIRCULATION),
    (
        "printer status",
        "status reports of the parts they report on",
        "The printer has paper in 95% of cases.",
        "The toner supply is sufficient in 90% of cases.",
        "The printer has enough memory in 97% of cases.",
        "If the printer has paper, its status panel reports a paper problem in 1% of cases.",
        "If the printer has no paper, its status panel reports a paper problem in 95% of cases.",
        "If the toner supply is sufficient, the status panel reports low toner in 2% of cases.",
        "If the toner supply is not sufficient, the status panel reports low toner in 90% of cases.",
        "If the printer has enough memory, the status panel reports a memory problem in 3% of cases.",
        "If the printer does not have enough memory, the status panel reports a memory problem in 85% of cases.",
        "If the printer has paper and the toner supply is sufficient, the printout is correct in 97% of cases.",
        "If the printer has paper but the toner supply is not sufficient, the printout is correct in 1% of cases.",
        "If the printer has no paper but the toner supply is sufficient, the printout is correct in 2% of cases.",
        "If the printer has no paper and the toner supply is not sufficient, the printout is never correct.",
    ),
)

FRESH_37: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_37)
"""Networks in the shapes of bnlearn's ALARM and WIN95PTS (public structure, numbers and words my own): causes whose
premises describe them in other words than their names (*hypovolemia*, "a low volume of circulating blood"), beside
children whose names say one of those words, their gold names as bnlearn abbreviates them (``lvedvolume``,
``strokevolume``) and, the same text, in words as QUITE's gold programs mostly name them (``stroke_volume``,
``end_diastolic_volume``); and printer status reports (``prtstatpaper``, ``prtstattoner``) beside the parts they
report on (``prtpaper``, ``tnrspply``), whose names share words. With gold premises test's alarm1 reads 12 evidence
atoms and queries as a child's whose name the sentence half says when gold's is a boolean parent whose name it does
not say, and win95pts0 20 as another boolean's, in both networks with the words the premises describe gold's variable
by said more than the chosen one's (a counts-only diagnostic of run 139, session 46). Written before any rule for
them, with :data:`QUESTIONS_8`, and scored first as they stood (the network named in words was added after the other
two were scored, before any rule)."""

_ASKED = (
    (
        "test",
        "another verb",
        ("The test came back positive.",),
        "What is the chance that the person has the disease?",
        ("evidence(positive, true).",),
        "query(disease).",
    ),
    (
        "test",
        "a synonym",
        ("Suppose the test is positive.",),
        "How probable is it that the person is ill?",
        ("evidence(positive, true).",),
        "query(disease).",
    ),
    (
        "test",
        "evidence said by its opposite",
        ("The test is negative.",),
        "How likely is it that the person has the disease?",
        ("evidence(positive, false).",),
        "query(disease).",
    ),
    (
        "test",
        "question negated",
        ("The test is positive.",),
        "How likely is it that the person does not have the disease?",
        ("evidence(positive, true).",),
        "query(\\+disease).",
    ),
    (
        "test",
        "the other direction",
        ("A person has the disease.",),
        "What is the probability that the test is positive?",
        ("evidence(disease, true).",),
        "query(positive).",
    ),
    (
        "rain",
        "evidence given in the question",
        (),
        "Given that the grass is wet, how likely is it that it rains?",
        ("evidence(wet, true).",),
        "query(rain).",
    ),
    (
        "rain",
        "evidence in the question, after it",
        (),
        "What is the probability of rain if the grass is wet?",
        ("evidence(wet, true).",),
        "query(rain).",
    ),
    (
        "rain",
        "negated evidence in the question",
        (),
        "If the grass is not wet, what is the chance that it rained?",
        ("evidence(wet, false).",),
        "query(rain).",
    ),
    (
        "alarm",
        "another verb",
        ("We hear the alarm.",),
        "How likely is a burglary?",
        ("evidence(alarm, true).",),
        "query(burglary).",
    ),
    (
        "alarm",
        "evidence negated",
        ("The alarm does not ring.",),
        "What is the probability of a burglary?",
        ("evidence(alarm, false).",),
        "query(burglary).",
    ),
    (
        "alarm",
        "a yes-no question",
        ("The alarm rang last night.",),
        "Was there a burglary?",
        ("evidence(alarm, true).",),
        "query(burglary).",
    ),
    (
        "rain",
        "evidence negated",
        ("The grass is not wet.",),
        "How likely is it that it rains?",
        ("evidence(wet, false).",),
        "query(rain).",
    ),
    (
        "rain",
        "nouns",
        ("We see wet grass.",),
        "What is the chance of rain?",
        ("evidence(wet, true).",),
        "query(rain).",
    ),
    (
        "rain",
        "the other direction",
        ("It is raining.",),
        "How likely is the grass to be wet?",
        ("evidence(rain, true).",),
        "query(wet).",
    ),
    (
        "weather",
        "another state",
        ("A person carries an umbrella.",),
        "How likely is it that the weather is sunny?",
        ("evidence(umbrella, true).",),
        "query(weather(sunny)).",
    ),
    (
        "weather",
        "evidence said with nobody",
        ("Nobody carries an umbrella.",),
        "How likely is rainy weather?",
        ("evidence(umbrella, false).",),
        "query(weather(rainy)).",
    ),
    (
        "weather",
        "the other direction",
        ("It is cloudy.",),
        "What is the probability that people carry an umbrella?",
        ("evidence(weather(cloudy), true).",),
        "query(umbrella).",
    ),
    (
        "weather",
        "a state negated",
        ("A person carries an umbrella.",),
        "How likely is it that it is not sunny?",
        ("evidence(umbrella, true).",),
        "query(\\+weather(sunny)).",
    ),
    (
        "smoking",
        "a noun",
        ("A person has lung cancer.",),
        "What is the probability that the person is a smoker?",
        ("evidence(cancer, true).",),
        "query(smokes).",
    ),
    (
        "smoking",
        "evidence negated",
        ("A person does not have lung cancer.",),
        "How likely is it that the person smokes?",
        ("evidence(cancer, false).",),
        "query(smokes).",
    ),
    (
        "smoking",
        "another verb",
        ("The patient was diagnosed with lung cancer.",),
        "How likely is it that the patient smokes?",
        ("evidence(cancer, true).",),
        "query(smokes).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause)."""


def _one_row_per_sentence(name: str) -> tuple[str, ...]:
    """The premise sentences of a network's one-row-per-sentence wording, from whichever set wrote it."""
    for network, wording, *premises in (
        *_WORDINGS,
        *_FRESH_WORDINGS,
        *_FRESH_WORDINGS_2,
        *_FRESH_WORDINGS_3,
        *_FRESH_WORDINGS_4,
    ):
        if network == name and wording == "one row per sentence":
            return tuple(premises)
    raise KeyError(f"no one-row-per-sentence wording of {name!r}")


QUESTIONS: tuple[Problem, ...] = tuple(
    Problem(
        name, f"asked: {asked}", _one_row_per_sentence(name), evidences, question, _NETWORKS[name][2], clauses, query
    )
    for name, asked, evidences, question, clauses, query in _ASKED
)
"""Five of the networks, each written with one row per sentence, with evidence and questions worded in other ways
than :data:`PROBLEMS` word them (negated, said by an opposite, the other direction, a yes-no question, the evidence
said in the question itself)."""

_ASKED_2 = (
    (
        "alarm",
        "a verb that fails",
        ("The alarm failed to go off.",),
        "How likely is a burglary?",
        ("evidence(alarm, false).",),
        "query(burglary).",
    ),
    (
        "smoking",
        "a habit given up",
        ("The person quit smoking years ago.",),
        "What is the chance that the person has lung cancer?",
        ("evidence(smokes, false).",),
        "query(cancer).",
    ),
    (
        "smoking",
        "a habit avoided",
        ("The patient abstains from smoking.",),
        "How likely is lung cancer?",
        ("evidence(smokes, false).",),
        "query(cancer).",
    ),
    (
        "flu",
        "ruled out",
        ("The doctor ruled out the flu.",),
        "How likely is it that the patient has a fever?",
        ("evidence(flu, false).",),
        "query(fever).",
    ),
    (
        "flu",
        "a normal reading",
        ("The patient's temperature is normal.",),
        "What is the chance of the flu?",
        ("evidence(fever, false).",),
        "query(flu).",
    ),
    (
        "test",
        "asked by the opposite",
        ("The test is positive.",),
        "How likely is it that the person is healthy?",
        ("evidence(positive, true).",),
        "query(\\+disease).",
    ),
    (
        "test",
        "a clean result",
        ("The test came back clean.",),
        "What is the probability of the disease?",
        ("evidence(positive, false).",),
        "query(disease).",
    ),
    (
        "machine",
        "in working order",
        ("The machine is in good working order.",),
        "What is the chance that a product is defective?",
        ("evidence(faulty, false).",),
        "query(defective).",
    ),
    (
        "printer",
        "works fine",
        ("The print job went through.",),
        "How likely is it that the printer is out of paper?",
        ("evidence(fails, false).",),
        "query(paper_out).",
    ),
    (
        "fire",
        "stayed quiet",
        ("The detector stayed quiet.",),
        "What is the probability of a fire?",
        ("evidence(detector, false).",),
        "query(fire).",
    ),
    (
        "bus, in words",
        "early",
        ("The bus arrived early.",),
        "How likely is it that I miss my train?",
        ("evidence(late, false).",),
        "query(miss).",
    ),
    (
        "plant",
        "an un- word",
        ("The plant was left unwatered.",),
        "How likely is the plant to stay healthy?",
        ("evidence(watered, false).",),
        "query(healthy).",
    ),
    (
        "phone screen",
        "intact",
        ("The screen of the phone is intact.",),
        "What is the probability that the phone is returned?",
        ("evidence(cracked, false).",),
        "query(returned).",
    ),
    (
        "two clues",
        "lacks",
        ("The email lacks a link.",),
        "What is the chance that the email is spam?",
        ("evidence(link, false).",),
        "query(spam).",
    ),
    (
        "two clues",
        "a legitimate email",
        ("The email contains a link.",),
        "How likely is it that the email is legitimate?",
        ("evidence(link, true).",),
        "query(\\+spam).",
    ),
    (
        "rain",
        "bone dry",
        ("The lawn is bone dry.",),
        "How likely is it that it rained?",
        ("evidence(wet, false).",),
        "query(rain).",
    ),
    (
        "dog",
        "silent",
        ("The dog stayed silent all night.",),
        "What is the chance that a stranger came by?",
        ("evidence(barks, false).",),
        "query(stranger).",
    ),
    (
        "flight",
        "on schedule",
        ("The flight left on schedule.",),
        "How likely is it that I miss my connection?",
        ("evidence(delayed, false).",),
        "query(missed).",
    ),
    (
        "flight",
        "asked on time",
        ("There is a storm.",),
        "What is the probability that the flight leaves on time?",
        ("evidence(storm, true).",),
        "query(\\+delayed).",
    ),
    (
        "server",
        "stayed up",
        ("The server stayed up all day.",),
        "How likely is it that the server was overloaded?",
        ("evidence(crash, false).",),
        "query(overload).",
    ),
    (
        "server",
        "bug-free",
        ("The code is bug-free.",),
        "How likely is the server to crash?",
        ("evidence(bug, false).",),
        "query(crash).",
    ),
    (
        "exam",
        "skipped",
        ("The student skipped studying.",),
        "What is the chance that the student passes?",
        ("evidence(study, false).",),
        "query(pass).",
    ),
    (
        "exam",
        "asked by failing",
        ("The student studied.",),
        "How likely is it that the student fails the exam?",
        ("evidence(study, true).",),
        "query(\\+pass).",
    ),
    (
        "snow and trains",
        "asked on time",
        ("It snowed.",),
        "What is the chance that Anna arrives at work on time?",
        ("evidence(snow, true).",),
        "query(\\+anna_late).",
    ),
    (
        "car",
        "charged and full",
        ("The battery is charged.", "The tank is full."),
        "How likely is it that the car starts?",
        ("evidence(dead, false).", "evidence(empty, false)."),
        "query(starts).",
    ),
    (
        "paper tray",
        "a full tray",
        ("The paper tray is full.",),
        "What is the probability that the warning light is on?",
        ("evidence(paper_out, false).",),
        "query(light).",
    ),
    (
        "sprinkler",
        "a clear sky",
        ("The sky is clear.",),
        "How likely is rain?",
        ("evidence(cloudy, false).",),
        "query(rain).",
    ),
    (
        "shop sale",
        "a first-time customer",
        ("She is a first-time customer.",),
        "How likely is it that she buys something?",
        ("evidence(regular, false).",),
        "query(buys).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): a boolean said false
(or asked false) without *not*, *no* or *never*: a verb that fails, a habit given up, ruled out, a normal reading, an
opposite (clean, intact, quiet, early, on schedule, charged, full, clear, healthy, legitimate), an *un-* word,
*lacks*, *skipped*."""


QUESTIONS_2: tuple[Problem, ...] = tuple(
    Problem(name, f"asked: {asked}", _one_row_per_sentence(name), evidences, question, _NETWORKS[name][2], clauses, q)
    for name, asked, evidences, question, clauses, q in _ASKED_2
)
"""Twenty-one networks of the sets above, each with its one-row-per-sentence premises, asked with a boolean that is
false (or asked false) in words other than *not*, *no* or *never* (:data:`_ASKED_2`). With gold premises, test's
wrong boolean evidence and query atoms are all false ones read as true where :func:`negated` finds no negation
(BENCHMARKS.md, session 30); written before any rule for them and scored first as they stood."""


_ASKED_3 = (
    (
        "morning car",
        "a lamp said dark",
        ("The headlights stay dark.",),
        "What is the chance that the radio plays?",
        ("evidence(lights, false).",),
        "query(radio).",
    ),
    (
        "morning car",
        "a part said broken",
        ("The starter motor is broken.",),
        "How likely is it that the car starts?",
        ("evidence(starter, false).",),
        "query(starts).",
    ),
    (
        "morning car",
        "two facts, the second negated",
        ("The engine cranks.", "The car does not start."),
        "What is the probability that the tank is empty?",
        ("evidence(cranks, true).", "evidence(starts, false)."),
        "query(\\+fuel).",
    ),
    (
        "morning car",
        "a radio said silent",
        ("The radio is silent.",),
        "How likely is it that the engine cranks?",
        ("evidence(radio, false).",),
        "query(cranks).",
    ),
    (
        "morning car",
        "a battery asked flat",
        ("The car starts.",),
        "How likely is it that the battery is flat?",
        ("evidence(starts, true).",),
        "query(\\+battery).",
    ),
    (
        "home internet",
        "a signal said missing",
        ("There is no wifi signal.",),
        "What is the probability that the router has power?",
        ("evidence(wifi, false).",),
        "query(power).",
    ),
    (
        "home internet",
        "a sibling's effect",
        ("New email arrives.",),
        "How likely is it that the video plays smoothly?",
        ("evidence(email, true).",),
        "query(video).",
    ),
    (
        "home internet",
        "a router said unplugged",
        ("The router is unplugged.",),
        "What is the chance that the internet connection is down?",
        ("evidence(power, false).",),
        "query(\\+internet).",
    ),
    (
        "home internet",
        "a connection said out",
        ("The wifi signal is present.", "The internet is out."),
        "How likely is it that the cable line is down?",
        ("evidence(wifi, true).", "evidence(internet, false)."),
        "query(\\+line).",
    ),
    (
        "home internet",
        "a video said to stutter",
        ("The video stutters.", "Email still arrives."),
        "How likely is it that the wifi signal is present?",
        ("evidence(video, false).", "evidence(email, true)."),
        "query(wifi).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): the two networks of
:data:`FRESH_32`, each asked five more ways, a boolean said false by a word of its own (*dark*, *broken*, *silent*,
*flat*, *missing*, *unplugged*, *out*, *stutters*) or an atom of one of several booleans that share words (the
engine *cranks*, the car *starts*; the *internet connection*, the *video*, the *email*)."""


def _asked(wordings: Sequence[tuple[str, ...]], asked: Sequence[tuple]) -> tuple[Problem, ...]:
    """The networks of ``wordings``, each with its premise sentences, asked in the ways of ``asked``."""
    premises = {network: tuple(sentences) for network, _, *sentences in wordings}
    return tuple(
        Problem(name, f"asked: {how}", premises[name], evidences, question, _NETWORKS[name][2], clauses, query)
        for name, how, evidences, question, clauses, query in asked
    )


def _asked_in_words(network: str, asked: Sequence[tuple]) -> tuple[tuple, ...]:
    """Questions of ``network`` (as :func:`_asked` takes them) asked of it named in words (:func:`_in_words`)."""
    return tuple(
        (f"{network} in words", how, evidences, question, _in_words(network, clauses), *_in_words(network, [query]))
        for _, how, evidences, question, clauses, query in asked
    )


QUESTIONS_3: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_32, _ASKED_3)
"""The networks of :data:`FRESH_32`, each with its premises, asked in the ten ways of :data:`_ASKED_3`. Written
before any rule for them and scored first as they stood."""


_ASKED_4 = (
    (
        "pulse readings",
        "one instrument's reading, the other's asked",
        ("The cuff shows a normal pulse.",),
        "What is the probability that the watch shows a high pulse?",
        ("evidence(cuff(normal), true).",),
        "query(watch(high)).",
    ),
    (
        "pulse readings",
        "the quantity itself said",
        ("The patient's pulse is high.",),
        "How likely is it that the cuff shows a high pulse?",
        ("evidence(pulse(high), true).",),
        "query(cuff(high)).",
    ),
    (
        "pulse readings",
        "a reading and a symptom",
        ("The watch shows a normal pulse.", "The patient feels dizzy."),
        "How likely is it that the patient has just exercised?",
        ("evidence(watch(normal), true).", "evidence(dizzy, true)."),
        "query(exercised).",
    ),
    (
        "pulse readings",
        "the true value asked",
        ("The cuff reads a high pulse.",),
        "What is the chance that the true pulse is normal?",
        ("evidence(cuff(high), true).",),
        "query(pulse(normal)).",
    ),
    (
        "server room",
        "the other alert",
        ("The battery alert goes off.",),
        "How likely is it that the server stays up?",
        ("evidence(battery_alert, true).",),
        "query(serverup).",
    ),
    (
        "server room",
        "a child said not so",
        ("The website does not answer.",),
        "What is the chance that the server alert goes off?",
        ("evidence(website, false).",),
        "query(server_alert).",
    ),
    (
        "server room",
        "a root and an alert that does not go off",
        ("The mains power fails.", "The battery alert does not go off."),
        "How likely is it that the website answers?",
        ("evidence(outage, true).", "evidence(battery_alert, false)."),
        "query(website).",
    ),
    (
        "server room",
        "an alert said quiet",
        ("The server alert stays quiet.",),
        "How likely is it that the backup battery is charged?",
        ("evidence(server_alert, false).",),
        "query(charged).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): the two networks of
:data:`FRESH_33`, each asked four more ways, most of them naming a variable by words another shares (*pulse*,
*alert*, *server*, *battery*)."""


QUESTIONS_4: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_33, _ASKED_4)
"""The networks of :data:`FRESH_33`, each with its premises, asked in the eight ways of :data:`_ASKED_4`. Written
before any rule for them and scored first as they stood."""


_ASKED_5 = (
    (
        "irrigation",
        "a sensor that detects nothing",
        ("The flow sensor detects no water.",),
        "What is the probability that the valve is open?",
        ("evidence(flwsns, false).",),
        "query(vlvopn).",
    ),
    (
        "irrigation",
        "a light said off",
        ("The level light is off.",),
        "How likely is it that the tank is full?",
        ("evidence(lvllgt, false).",),
        "query(tnkful).",
    ),
    (
        "irrigation",
        "a valve stuck shut and wet soil",
        ("The valve is stuck shut.", "The soil is wet."),
        "How likely is it that the flow sensor detected water?",
        ("evidence(vlvopn, false).", "evidence(soilwet, true)."),
        "query(flwsns).",
    ),
    (
        "irrigation",
        "a pump broken down",
        ("The pump has broken down.",),
        "What is the chance that the soil is wet?",
        ("evidence(pmpok, false).",),
        "query(soilwet).",
    ),
    (
        "irrigation",
        "water said flowing, a pump asked broken",
        ("Water is flowing past the sensor.",),
        "How likely is it that the pump is broken?",
        ("evidence(flwsns, true).",),
        "query(\\+pmpok).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): the network of
:data:`FRESH_34` asked five more ways, each in other words than its premises'."""


QUESTIONS_5: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_34, _ASKED_5)
"""The network of :data:`FRESH_34` asked in the five ways of :data:`_ASKED_5`. Written before any rule for it and
scored first as it stood."""

_ASKED_6 = (
    (
        "heart monitors",
        "an oximeter's reading and no error",
        ("The oximeter measures a low heart rate.", "No electrocautery error occurred."),
        "How likely is it that the heart rate is low?",
        ("evidence(hrsat(low), true).", "evidence(errcauter, false)."),
        "query(hr(low)).",
    ),
    (
        "heart monitors",
        "the heart rate said, a monitor asked",
        ("The heart rate is high.",),
        "What is the chance that the blood pressure monitor shows a high heart rate?",
        ("evidence(hr(high), true).",),
        "query(hrbp(high)).",
    ),
    (
        "heart monitors",
        "two monitors said, an error asked",
        ("The blood pressure monitor reads a normal heart rate.", "The EKG shows a normal heart rate."),
        "How likely is an error due to low cardiac output?",
        ("evidence(hrbp(normal), true).", "evidence(hrekg(normal), true)."),
        "query(errlowoutput).",
    ),
    (
        "heart monitors",
        "the cause said, a monitor asked",
        ("The catecholamine level is normal.",),
        "What is the probability that the heart rate measured by the oximeter is high?",
        ("evidence(catechol(normal), true).",),
        "query(hrsat(high)).",
    ),
    (
        "heart monitors",
        "an error and a low reading",
        ("An electrocautery error occurred.", "The heart rate on the EKG is low."),
        "How likely is it that the heart rate is normal?",
        ("evidence(errcauter, true).", "evidence(hrekg(low), true)."),
        "query(hr(normal)).",
    ),
    (
        "lung gases",
        "exhaled gas said, arterial gas asked",
        ("The exhaled carbon dioxide is high.",),
        "How likely is it that the carbon dioxide in the arteries is high?",
        ("evidence(expco2(high), true).",),
        "query(artco2(high)).",
    ),
    (
        "lung gases",
        "venous saturation and shunt said, arterial asked",
        ("The oxygen saturation in the pulmonary veins is normal.", "The shunt is high."),
        "What is the chance that the oxygen saturation in the arteries is low?",
        ("evidence(pvsat(normal), true).", "evidence(shunt(high), true)."),
        "query(sao2(low)).",
    ),
    (
        "lung gases",
        "inspired oxygen said in other words",
        ("The patient breathes air with a normal fraction of oxygen.",),
        "How likely is it that the pulmonary venous oxygen saturation is high?",
        ("evidence(fio2(normal), true).",),
        "query(pvsat(high)).",
    ),
    (
        "lung gases",
        "two arterial readings, ventilation asked",
        ("The arterial carbon dioxide is low.", "The arterial oxygen saturation is high."),
        "What is the probability that the alveoli are ventilated normally?",
        ("evidence(artco2(low), true).", "evidence(sao2(high), true)."),
        "query(ventalv(normal)).",
    ),
    (
        "lung gases",
        "gas breathed out and arterial saturation, shunt asked",
        ("The carbon dioxide breathed out is normal.", "The arterial oxygen saturation is low."),
        "How likely is a high shunt?",
        ("evidence(expco2(normal), true).", "evidence(sao2(low), true)."),
        "query(shunt(high)).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): the two networks of
:data:`FRESH_35` asked five more ways each, naming a variable by words another shares (*heart rate*, *oxygen
saturation*, *carbon dioxide*) or by other words than the premises'."""


QUESTIONS_6: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_35, _ASKED_6)
"""The networks of :data:`FRESH_35` asked in the ten ways of :data:`_ASKED_6`. Written before any rule for them and
scored first as they stood."""

_ASKED_7 = (
    (
        "printing",
        "data reaching the printer said corrupted",
        ("The data reaching the printer is corrupted.",),
        "How likely is it that the printer cable is disconnected?",
        ("evidence(prtdataout, false).",),
        "query(\\+prtcbl).",
    ),
    (
        "printing",
        "the upstream data said, the downstream asked",
        ("The application data is incorrect.",),
        "What is the chance that the print data is correct?",
        ("evidence(appdata, false).",),
        "query(prtdata).",
    ),
    (
        "printing",
        "a bad printout and a connected cable, a driver asked faulty",
        ("The printout is bad.", "The printer cable is connected."),
        "How likely is it that the printer driver is faulty?",
        ("evidence(prtout, false).", "evidence(prtcbl, true)."),
        "query(\\+prtdrvr).",
    ),
    (
        "printing",
        "a corrupted file, the printout asked",
        ("The data file is corrupted.",),
        "What is the probability that the printout is good?",
        ("evidence(datafile, false).",),
        "query(prtout).",
    ),
    (
        "printing",
        "an application not working and a correct output",
        ("The application does not work correctly.", "The print data output is correct."),
        "How likely is it that the data file is intact?",
        ("evidence(appok, false).", "evidence(prtdataout, true)."),
        "query(datafile).",
    ),
    (
        "printing",
        "a printer out of paper",
        ("The printer is out of paper.",),
        "What is the chance that the printout is good?",
        ("evidence(prtpaper, false).",),
        "query(prtout).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): the network of
:data:`FRESH_36` asked six more ways, naming variables whose names share words, some in other words than the
premises' (*the data reaching the printer*, *out of paper*)."""


QUESTIONS_7: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_36, _ASKED_7)
"""The network of :data:`FRESH_36` asked in the six ways of :data:`_ASKED_7`. Written before any rule for it and
scored first as it stood."""


_ASKED_8_CIRCULATION = (
    (
        "circulation",
        "the cause said by its description",
        ("The patient's blood volume is low.",),
        "How likely is a high central venous pressure?",
        ("evidence(hypovolemia, true).",),
        "query(cvp(high)).",
    ),
    (
        "circulation",
        "a child said by its description, a cause asked",
        ("The heart pumps out little blood with each beat.",),
        "What is the probability that the left ventricle is failing?",
        ("evidence(strokevolume(low), true).",),
        "query(lvfailure).",
    ),
    (
        "circulation",
        "a history and a volume said, the cause asked by its description",
        ("The patient has a history of heart disease.", "The end-diastolic volume of the left ventricle is high."),
        "How likely is it that the volume of circulating blood is low?",
        ("evidence(history, true).", "evidence(lvedvolume(high), true)."),
        "query(hypovolemia).",
    ),
    (
        "circulation",
        "a pressure said, the cause asked by an adjective",
        ("The central venous pressure is low.",),
        "What is the chance that the patient is hypovolemic?",
        ("evidence(cvp(low), true).",),
        "query(hypovolemia).",
    ),
    (
        "circulation",
        "the cause said absent by its description",
        ("The patient's volume of circulating blood is not low.", "The stroke volume is low."),
        "How likely is a history of heart disease?",
        ("evidence(hypovolemia, false).", "evidence(strokevolume(low), true)."),
        "query(history).",
    ),
    (
        "circulation",
        "no failure and a volume said, another volume asked",
        ("The left ventricle does not fail.", "The stroke volume is normal."),
        "What is the probability that the end-diastolic volume of the left ventricle is low?",
        ("evidence(lvfailure, false).", "evidence(strokevolume(normal), true)."),
        "query(lvedvolume(low)).",
    ),
)
"""The circulation of :data:`FRESH_37` asked six ways (its bnlearn names)."""


_ASKED_8 = (
    *_ASKED_8_CIRCULATION,
    *_asked_in_words("circulation", _ASKED_8_CIRCULATION),
    (
        "printer status",
        "a status report said, the printout asked",
        ("The status panel reports a paper problem.",),
        "How likely is it that the printout is correct?",
        ("evidence(prtstatpaper, true).",),
        "query(prtout).",
    ),
    (
        "printer status",
        "a part said missing, a report asked",
        ("The printer has no paper.",),
        "What is the chance that the status panel reports low toner?",
        ("evidence(prtpaper, false).",),
        "query(prtstattoner).",
    ),
    (
        "printer status",
        "a report said, its part asked",
        ("The status panel reports low toner.",),
        "How likely is it that the toner supply is sufficient?",
        ("evidence(prtstattoner, true).",),
        "query(tnrspply).",
    ),
    (
        "printer status",
        "a part said short, its report asked",
        ("The printer does not have enough memory.",),
        "What is the probability that the status panel reports a memory problem?",
        ("evidence(prtmem, false).",),
        "query(prtstatmem).",
    ),
    (
        "printer status",
        "a bad printout and paper said, the toner asked short",
        ("The printout is not correct.", "The printer has paper."),
        "How likely is it that the toner supply is not sufficient?",
        ("evidence(prtout, false).", "evidence(prtpaper, true)."),
        "query(\\+tnrspply).",
    ),
    (
        "printer status",
        "no report said, the part asked",
        ("The status panel reports no paper problem.",),
        "How likely is it that the printer has paper?",
        ("evidence(prtstatpaper, false).",),
        "query(prtpaper).",
    ),
)
"""(network, how it is asked, evidence sentences, question, evidence clauses, query clause): the two networks of
:data:`FRESH_37` asked six more ways each, saying a variable by the words its premises describe it by, or by words
another variable's name shares (*volume*, *paper*, *toner*, *memory*)."""


QUESTIONS_8: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_37, _ASKED_8)
"""The networks of :data:`FRESH_37` asked in the eighteen ways of :data:`_ASKED_8`. Written before any rule for them
and scored first as they stood."""


_FRESH_WORDINGS_38 = tuple(
    (f"{name} in words", f"{wording}, names in words", *premises) for name, wording, *premises in _FRESH_WORDINGS_35
)

FRESH_38: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_38)
"""The two networks of :data:`FRESH_35`, the same text, their gold programs naming the variables in words as QUITE's
mostly do (``heart_rate_ekg``, ``heart_rate_blood_pressure``, ``arterial_co2``, ``exhaled_co2``) instead of as
bnlearn abbreviates them: with such names a name said whole can sit inside another's longer mention ("the heart rate
from the blood pressure monitor"). Test's alarm2 reads 13 evidence atoms with gold premises as another variable's,
a three-state one whose whole name the sentence says where gold's is said in part (a counts-only diagnostic of run
139, session 46). Written before any rule for them, with :data:`QUESTIONS_9`, and scored first as they stood."""

_ASKED_9 = (
    *_asked_in_words("heart monitors", [a for a in _ASKED_6 if a[0] == "heart monitors"]),
    *_asked_in_words("lung gases", [a for a in _ASKED_6 if a[0] == "lung gases"]),
)
"""The questions of :data:`_ASKED_6`, asked of :data:`FRESH_38`'s networks named in words."""

QUESTIONS_9: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_38, _ASKED_9)
"""The networks of :data:`FRESH_38` asked in the ten ways of :data:`_ASKED_9`. Written before any rule for them and
scored first as they stood."""

_FRESH_WORDINGS_39 = (
    (
        "ward monitor",
        "two readings of one parent after a boolean their words name",
        "The heart rate monitor has a fault in 5% of cases.",
        "If the heart rate monitor has a fault, the alarm sounds in 90% of cases.",
        "If the heart rate monitor has no fault, the alarm sounds in 10% of cases.",
        "The patient is anxious in 30% of cases.",
        "If the patient is anxious, the heart rate is low in 5% of cases, normal in 45% and high in 50%.",
        "If the patient is not anxious, the heart rate is low in 10% of cases, normal in 80% and high in 10%.",
        "If the heart rate is low, the heart rate shown on the monitor is low in 90% of cases, normal in 8% and high "
        "in 2%.",
        "If the heart rate is normal, the heart rate shown on the monitor is low in 5% of cases, normal in 90% and "
        "high in 5%.",
        "If the heart rate is high, the heart rate shown on the monitor is low in 2% of cases, normal in 8% and high "
        "in 90%.",
        "If the heart rate is low, the heart rate at the wrist is low in 80% of cases, normal in 15% and high in 5%.",
        "If the heart rate is normal, the heart rate at the wrist is low in 10% of cases, normal in 80% and high in "
        "10%.",
        "If the heart rate is high, the heart rate at the wrist is low in 5% of cases, normal in 15% and high in 80%.",
    ),
    (
        "boiler sensor",
        "two readings of one parent after a boolean their words name",
        "The temperature sensor is broken in 10% of cases.",
        "If the temperature sensor is broken, a repair is booked in 80% of cases.",
        "If the temperature sensor is not broken, a repair is booked in 5% of cases.",
        "The boiler is running in 60% of cases.",
        "If the boiler is running, the water is cold in 10% of cases, warm in 30% and hot in 60%.",
        "If the boiler is not running, the water is cold in 70% of cases, warm in 25% and hot in 5%.",
        "If the water is cold, the temperature shown by the sensor is cold in 85% of cases, warm in 10% and hot in "
        "5%.",
        "If the water is warm, the temperature shown by the sensor is cold in 10% of cases, warm in 80% and hot in "
        "10%.",
        "If the water is hot, the temperature shown by the sensor is cold in 5% of cases, warm in 10% and hot in 85%.",
        "If the water is cold, the temperature at the tap is cold in 90% of cases, warm in 8% and hot in 2%.",
        "If the water is warm, the temperature at the tap is cold in 15% of cases, warm in 75% and hot in 10%.",
        "If the water is hot, the temperature at the tap is cold in 2% of cases, warm in 13% and hot in 85%.",
    ),
    (
        "train delays",
        "two readings of one parent after a boolean their words name",
        "The train signals fail on 5% of days.",
        "If the train signals fail, the station is crowded on 90% of days.",
        "If the train signals do not fail, the station is crowded on 20% of days.",
        "The weather is clear on 60% of days, rainy on 30% and stormy on 10%.",
        "If the weather is clear, the morning train is on time on 80% of days, late on 15% and very late on 5%.",
        "If the weather is rainy, the morning train is on time on 50% of days, late on 35% and very late on 15%.",
        "If the weather is stormy, the morning train is on time on 20% of days, late on 40% and very late on 40%.",
        "If the weather is clear, the evening train is on time on 85% of days, late on 10% and very late on 5%.",
        "If the weather is rainy, the evening train is on time on 55% of days, late on 30% and very late on 15%.",
        "If the weather is stormy, the evening train is on time on 10% of days, late on 40% and very late on 50%.",
    ),
)

FRESH_39: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_39)
"""Three networks with two three-state readings of one three-state parent, one run of three premises after the
other, declared after a boolean whose name every premise of both runs says in part ("the heart rate monitor has a
fault" before "the heart rate shown on the monitor" and "the heart rate at the wrist"). Test's alarm1 reads two such
runs as one of six with a second, two-valued parent, a boolean whose name each of the six premises says in part (a
counts-only diagnostic of run 143, session 47). Written before any rule for them, and scored first as they stood."""


_FRESH_WORDINGS_40 = (
    (
        "ventricle",
        "two readings of one parent whose name shares words with a boolean before them",
        "Left ventricular failure occurs in 5% of patients.",
        "If there is left ventricular failure, the patient has a history of heart disease in 90% of cases.",
        "If there is no left ventricular failure, the patient has a history of heart disease in 1% of cases.",
        "Hypovolemia occurs in 20% of patients.",
        "If a patient has hypovolemia and left ventricular failure, the left ventricular end-diastolic "
        "volume is low in 95% of cases, normal in 4% and high in 1%.",
        "If a patient has hypovolemia but no left ventricular failure, the left ventricular end-diastolic "
        "volume is low in 80% of cases, normal in 15% and high in 5%.",
        "If a patient has no hypovolemia but left ventricular failure, the left ventricular end-diastolic "
        "volume is low in 5% of cases, normal in 25% and high in 70%.",
        "If a patient has neither hypovolemia nor left ventricular failure, the left ventricular "
        "end-diastolic volume is low in 5% of cases, normal in 90% and high in 5%.",
        "If a patient has hypovolemia and left ventricular failure, the stroke volume is low in 98% of "
        "cases, normal in 1% and high in 1%.",
        "If a patient has hypovolemia but no left ventricular failure, the stroke volume is low in 50% of "
        "cases, normal in 49% and high in 1%.",
        "If a patient has no hypovolemia but left ventricular failure, the stroke volume is low in 95% of "
        "cases, normal in 4% and high in 1%.",
        "If a patient has neither hypovolemia nor left ventricular failure, the stroke volume is low in 5% "
        "of cases, normal in 90% and high in 5%.",
        "If the left ventricular end-diastolic volume is low, the central venous pressure is low in 95% of "
        "cases, normal in 4% and high in 1%.",
        "If the left ventricular end-diastolic volume is normal, the central venous pressure is low in 4% of "
        "cases, normal in 95% and high in 1%.",
        "If the left ventricular end-diastolic volume is high, the central venous pressure is low in 1% of "
        "cases, normal in 29% and high in 70%.",
        "If the left ventricular end-diastolic volume is low, the pulmonary capillary wedge pressure is low "
        "in 95% of cases, normal in 4% and high in 1%.",
        "If the left ventricular end-diastolic volume is normal, the pulmonary capillary wedge pressure is "
        "low in 4% of cases, normal in 95% and high in 1%.",
        "If the left ventricular end-diastolic volume is high, the pulmonary capillary wedge pressure is low "
        "in 1% of cases, normal in 4% and high in 95%.",
    ),
    (
        "engine oil",
        "two readings of one parent whose name shares words with a boolean before them",
        "The engine oil leaks in 10% of cars.",
        "If the engine oil leaks, there are stains under the car in 80% of cases.",
        "If the engine oil does not leak, there are stains under the car in 5% of cases.",
        "The car is serviced regularly in 70% of cases.",
        "If the engine oil leaks and the car is serviced regularly, the engine oil level is low in 30% of "
        "cases, normal in 65% and high in 5%.",
        "If the engine oil leaks and the car is not serviced regularly, the engine oil level is low in 70% "
        "of cases, normal in 28% and high in 2%.",
        "If the engine oil does not leak and the car is serviced regularly, the engine oil level is low in "
        "5% of cases, normal in 85% and high in 10%.",
        "If the engine oil does not leak and the car is not serviced regularly, the engine oil level is low "
        "in 25% of cases, normal in 70% and high in 5%.",
        "If the engine oil level is low, the oil pressure gauge reads low in 85% of cases, normal in 13% and "
        "high in 2%.",
        "If the engine oil level is normal, the oil pressure gauge reads low in 5% of cases, normal in 90% "
        "and high in 5%.",
        "If the engine oil level is high, the oil pressure gauge reads low in 2% of cases, normal in 18% and "
        "high in 80%.",
        "If the engine oil level is low, the dipstick shows low in 95% of cases, normal in 4% and high in 1%.",
        "If the engine oil level is normal, the dipstick shows low in 3% of cases, normal in 94% and high in 3%.",
        "If the engine oil level is high, the dipstick shows low in 1% of cases, normal in 9% and high in 90%.",
    ),
    (
        "water tank",
        "two readings of one parent whose name shares words with a boolean before them",
        "The tank water is contaminated in 5% of weeks.",
        "If the tank water is contaminated, the filter clogs in 60% of weeks.",
        "If the tank water is not contaminated, the filter clogs in 10% of weeks.",
        "It rains in 40% of weeks.",
        "If it rains, the tank water level is low in 10% of weeks, normal in 50% and high in 40%.",
        "If it does not rain, the tank water level is low in 50% of weeks, normal in 40% and high in 10%.",
        "If the tank water level is low, the float switch is low in 90% of weeks, normal in 8% and high in 2%.",
        "If the tank water level is normal, the float switch is low in 5% of weeks, normal in 90% and high in 5%.",
        "If the tank water level is high, the float switch is low in 2% of weeks, normal in 8% and high in 90%.",
        "If the tank water level is low, the tap pressure is low in 80% of weeks, normal in 18% and high in 2%.",
        "If the tank water level is normal, the tap pressure is low in 10% of weeks, normal in 80% and high in 10%.",
        "If the tank water level is high, the tap pressure is low in 5% of weeks, normal in 25% and high in 70%.",
    ),
)

FRESH_40: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_40)
"""Three networks with two three-state readings of one three-state parent, one run after the other, declared after a
boolean whose name shares words with that parent's name ("left ventricular failure" before "if the left ventricular
end-diastolic volume is low, the central venous pressure …" and "… the pulmonary capillary wedge pressure …"), in
the shape of bnlearn's ALARM (public structure; numbers and words mine). Test's alarm1 reads two such runs as one of
six with a second, two-valued parent: a boolean whose name every premise of the six says in part, its words said
inside the three-state parent's name (a counts-only diagnostic of run 143, session 47; :data:`FRESH_39` did not
reproduce that cause). Written before any rule for them, and scored first as they stood."""

_FRESH_WORDINGS_41 = (
    (
        "print path",
        "booleans whose premises name both states",
        "The application works correctly in 95% of cases and fails in 5%.",
        "The print spooler is running in 90% of cases and stopped in 10%.",
        "If the application works correctly and the spooler is running, the print data is intact in 99% of cases "
        "and corrupt in 1%.",
        "If the application works correctly but the spooler is stopped, the print data is intact in 20% of cases "
        "and corrupt in 80%.",
        "If the application fails but the spooler is running, the print data is intact in 10% of cases and corrupt "
        "in 90%.",
        "If the application fails and the spooler is stopped, the print data is intact in 1% of cases and corrupt "
        "in 99%.",
        "If the print data is intact, the printout is correct in 95% of cases and wrong in 5%.",
        "If the print data is corrupt, the printout is correct in 10% of cases and wrong in 90%.",
    ),
)

FRESH_41: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_41)
"""One network of booleans in the shape of bnlearn's WIN95PTS whose premises name both states of each ("intact in
99% of cases and corrupt in 1%"), asked in words that say neither ("fine", "comes out wrong"). Test's win95pts0
reads 7 of its questions as the right variable with the other value, its two states read as named states that the
question does not say (a counts-only diagnostic of run 145, session 47). Written before any rule for them, with
:data:`QUESTIONS_10`, and scored first as they stood."""

_ASKED_10 = (
    (
        "print path",
        "the printout asked in other words",
        ("The application works correctly.",),
        "What is the probability that the printout comes out right?",
        ("evidence(appok, true).",),
        "query(prtout).",
    ),
    (
        "print path",
        "the application asked in other words",
        ("The printout is correct.",),
        "How likely is it that the application runs properly?",
        ("evidence(prtout, true).",),
        "query(appok).",
    ),
    (
        "print path",
        "the spooler asked by its state's opposite",
        ("The print data is corrupt.",),
        "What is the chance that the spooler is not stopped?",
        ("evidence(dataok, false).",),
        "query(spooler).",
    ),
    (
        "print path",
        "the data asked as damaged",
        ("The spooler is running.", "The printout is wrong."),
        "How likely is it that the print data is damaged?",
        ("evidence(spooler, true).", "evidence(prtout, false)."),
        "query(\\+dataok).",
    ),
    (
        "print path",
        "the spooler asked as working",
        ("The printout comes out fine.",),
        "What is the probability that the print spooler works?",
        ("evidence(prtout, true).",),
        "query(spooler).",
    ),
)

QUESTIONS_10: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_41, _ASKED_10)
"""The network of :data:`FRESH_41` asked in the five ways of :data:`_ASKED_10`. Written before any rule for them
and scored first as they stood."""

_ASKED_11 = (
    (
        "print path",
        "the data said by the printout's state",
        ("The print data is correct.",),
        "How likely is it that the application works correctly?",
        ("evidence(dataok, true).",),
        "query(appok).",
    ),
    (
        "print path",
        "the printout asked by the data's state",
        ("The spooler is running.",),
        "What is the probability that the printout is intact?",
        ("evidence(spooler, true).",),
        "query(prtout).",
    ),
    (
        "print path",
        "the application said by the spooler's state",
        ("The application is running.", "The printout is wrong."),
        "How likely is it that the spooler is running?",
        ("evidence(appok, true).", "evidence(prtout, false)."),
        "query(spooler).",
    ),
    (
        "print path",
        "the spooler said by the application's state",
        ("The spooler fails.",),
        "What is the chance that the print data is corrupt?",
        ("evidence(spooler, false).",),
        "query(\\+dataok).",
    ),
)

QUESTIONS_11: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_41, _ASKED_11)
"""The network of :data:`FRESH_41` asked in four ways that say a variable's whole name with a state word its
premises give another variable (*correct* of the print data, a state of the printout). Test's win95pts0 reads 13
evidence atoms and questions as a parent whose name the sentence says in part, not the two-state child whose name it
says whole, and the rules' state prior decides it (a counts-only diagnostic of run 146, session 47). Written before
any rule for them and scored first as they stood."""

_FRESH_WORDINGS_42 = (
    (
        "thermometer",
        "a reading named by none of its words, said by its parent's whole name and more",
        "The sensor is faulty in 5% of readings.",
        "The temperature is cold on 30% of days, mild on 50% and hot on 20%.",
        "If the sensor is faulty and the temperature is cold, the temperature shown on the thermometer is cold in "
        "40% of cases, mild in 30% and hot in 30%.",
        "If the sensor is faulty and the temperature is mild, the temperature shown on the thermometer is cold in "
        "30% of cases, mild in 40% and hot in 30%.",
        "If the sensor is faulty and the temperature is hot, the temperature shown on the thermometer is cold in "
        "30% of cases, mild in 30% and hot in 40%.",
        "If the sensor is not faulty and the temperature is cold, the temperature shown on the thermometer is cold "
        "in 90% of cases, mild in 8% and hot in 2%.",
        "If the sensor is not faulty and the temperature is mild, the temperature shown on the thermometer is cold "
        "in 5% of cases, mild in 90% and hot in 5%.",
        "If the sensor is not faulty and the temperature is hot, the temperature shown on the thermometer is cold "
        "in 2% of cases, mild in 8% and hot in 90%.",
    ),
    (
        "blood pressure",
        "a reading named by none of its words, said by its parent's whole name and more",
        "Arterial stiffness is present in 20% of patients.",
        "If there is arterial stiffness, the blood pressure is low in 5% of patients, normal in 45% and high in 50%.",
        "If there is no arterial stiffness, the blood pressure is low in 10% of patients, normal in 80% and high "
        "in 10%.",
        "If the blood pressure is low, the blood pressure read on the manometer is low in 90% of cases, normal in "
        "8% and high in 2%.",
        "If the blood pressure is normal, the blood pressure read on the manometer is low in 5% of cases, normal "
        "in 90% and high in 5%.",
        "If the blood pressure is high, the blood pressure read on the manometer is low in 2% of cases, normal in "
        "13% and high in 85%.",
    ),
    (
        "river",
        "a reading named by none of its words, said by its parent's whole name and more",
        "Heavy rain falls on 10% of days.",
        "After heavy rain, the river level is low on 5% of days, normal on 35% and high on 60%.",
        "Without heavy rain, the river level is low on 30% of days, normal on 60% and high on 10%.",
        "If the river level is low, the river level logged at the gauge station is low in 85% of cases, normal in "
        "10% and high in 5%.",
        "If the river level is normal, the river level logged at the gauge station is low in 10% of cases, normal "
        "in 80% and high in 10%.",
        "If the river level is high, the river level logged at the gauge station is low in 5% of cases, normal in "
        "10% and high in 85%.",
    ),
)

FRESH_42: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_42)
"""Three networks whose reading of a parent is named in the gold program by words its premises do not say, and
called by them the parent's whole name and more: with gold premises, an evidence sentence that says the reading
says the parent's whole name too. Test's alarm2 reads 14 evidence atoms and questions as such a parent (a
counts-only diagnostic of run 148, session 48). Written before any rule for them and scored first as they stood."""

_ASKED_12 = (
    (
        "thermometer",
        "the parent said, the reading asked",
        ("The temperature is hot.",),
        "How likely is it that the temperature shown on the thermometer is hot?",
        ("evidence(temperature(hot), true).",),
        "query(thermometric_display(hot)).",
    ),
    (
        "thermometer",
        "the reading said, the parent asked",
        ("The temperature shown on the thermometer is cold.",),
        "What is the probability that the temperature is cold?",
        ("evidence(thermometric_display(cold), true).",),
        "query(temperature(cold)).",
    ),
    (
        "blood pressure",
        "both said, the cause asked",
        ("The blood pressure is normal.", "The blood pressure read on the manometer is high."),
        "How likely is arterial stiffness?",
        ("evidence(blood_pressure(normal), true).", "evidence(manometric_value(high), true)."),
        "query(arterial_stiffness).",
    ),
    (
        "river",
        "the cause said, the reading asked",
        ("Heavy rain fell.",),
        "How likely is the river level logged at the gauge station to be high?",
        ("evidence(heavy_rain, true).",),
        "query(gauging_record(high)).",
    ),
)

QUESTIONS_12: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_42, _ASKED_12)
"""The networks of :data:`FRESH_42` asked in four more ways: the parent said alone, the reading asked, and both said.
Written before any rule for them and scored first as they stood."""

_ASKED_13 = (
    (
        "thermometer",
        "a long phrase between the parent's name and the reading's words",
        ("The temperature as it is shown on the thermometer is hot.",),
        "How likely is it that the sensor is faulty?",
        ("evidence(thermometric_display(hot), true).",),
        "query(sensor_fault).",
    ),
    (
        "river",
        "the reading's words before the parent's name",
        ("The gauge station logged a low river level.",),
        "What is the probability of heavy rain?",
        ("evidence(gauging_record(low), true).",),
        "query(heavy_rain).",
    ),
    (
        "river",
        "a word only the reading's premises say, not of what they call it, the parent asked",
        ("Heavy rain fell.",),
        "In what share of cases is the river level high?",
        ("evidence(heavy_rain, true).",),
        "query(river_level(high)).",
    ),
    (
        "blood pressure",
        "a word only the reading's premises say, not of what they call it, the parent asked",
        ("There is arterial stiffness.",),
        "In how many cases is the blood pressure low?",
        ("evidence(arterial_stiffness, true).",),
        "query(blood_pressure(low)).",
    ),
)

QUESTIONS_13: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_42, _ASKED_13)
"""The networks of :data:`FRESH_42` asked in four more ways: the reading's words far from the parent's name or before
it, and a word (*cases*) that only the reading's premises say, after its state, with the parent asked. Written after
run 151 (the reading rule with its first guard; test's alarm2 says the reading's words three to five words from the
parent's name) and before the rule's second form, and scored first as it stood."""

_FRESH_WORDINGS_43 = (
    (
        "print application",
        "a root said by its own words, some of which a child and another root say",
        "The application works correctly in 95% of cases.",
        "The application's font settings are right in 90% of cases.",
        "If the application works correctly and its font settings are right, the print data sent by the "
        "application is correct in 99% of cases.",
        "If the application works correctly but its font settings are wrong, the print data sent by the "
        "application is correct in 60% of cases.",
        "If the application does not work correctly but its font settings are right, the print data sent by the "
        "application is correct in 20% of cases.",
        "If the application does not work correctly and its font settings are wrong, the print data sent by the "
        "application is correct in 5% of cases.",
        "If the print data is correct, the printout is fine in 95% of cases.",
        "If the print data is not correct, the printout is fine in 10% of cases.",
    ),
)

FRESH_43: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_43)
"""One WIN95PTS-shaped network whose root ``appok`` an evidence sentence says by the words of its own premises
(*application*, *works*, *correctly*), some of which the print data's premises (*application*, *correct*) and
another root's name (``application_font_settings``) also say. Test's win95pts0 reads 7 evidence atoms and a question
of a root its name does not say as a child whose premises say fewer of the sentence's words (a counts-only
diagnostic of run 152, session 48). Written before any rule for it and scored first as it stood."""

_ASKED_14 = (
    (
        "print application",
        "the root said by its own words, the child asked",
        ("The application is working correctly.",),
        "What is the probability that the print data is correct?",
        ("evidence(appok, true).",),
        "query(dataok).",
    ),
    (
        "print application",
        "the root said false by its own words, the other root asked",
        ("The application does not work correctly.", "The printout is fine."),
        "How likely is it that the font settings are right?",
        ("evidence(appok, false).", "evidence(prtout, true)."),
        "query(application_font_settings).",
    ),
)

QUESTIONS_14: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_43, _ASKED_14)
"""The network of :data:`FRESH_43` asked in two more ways. Written before any rule for it and scored first as it
stood."""

_ASKED_15 = (
    (
        "print path",
        "one state of two said negated",
        ("The print data is not intact.",),
        "How likely is it that the print spooler is running?",
        ("evidence(dataok, false).",),
        "query(spooler).",
    ),
    (
        "print path",
        "the other state of two said negated",
        ("The print data is not corrupt.",),
        "What is the probability that the printout is correct?",
        ("evidence(dataok, true).",),
        "query(prtout).",
    ),
    (
        "print path",
        "a state of two said negated, a cause asked",
        ("The printout is not correct.",),
        "How likely is it that the application works correctly?",
        ("evidence(prtout, false).",),
        "query(appok).",
    ),
    (
        "print path",
        "a state of two said negated after the verb",
        ("The printout does not come out correct.", "The spooler is running."),
        "What is the chance that the print data is intact?",
        ("evidence(prtout, false).", "evidence(spooler, true)."),
        "query(dataok).",
    ),
)

QUESTIONS_15: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_41, _ASKED_15)
"""The network of :data:`FRESH_41` asked in four ways that negate one of a variable's two named states ("the print
data is not intact": corrupt). Test's win95pts0 reads 2 evidence atoms of a two-state variable as the state the
sentence negates (a counts-only diagnostic of run 153, session 48). Written before any rule for them and scored first
as they stood."""


_FRESH_WORDINGS_44 = (
    (
        "pump station",
        "a boolean named by a state and the whole name of the child after it",
        "The motor speed is slow on 20% of days, normal on 60% and fast on 20%.",
        "The pipe pressure is weak on 25% of days, normal on 50% and strong on 25%.",
        "A false alarm for low water output is raised on 5% of days.",
        "If the motor speed is slow and the pipe pressure is weak, the water output is low in 90% of cases, normal "
        "in 8% and high in 2%.",
        "If the motor speed is slow and the pipe pressure is normal, the water output is low in 70% of cases, normal "
        "in 25% and high in 5%.",
        "If the motor speed is slow and the pipe pressure is strong, the water output is low in 50% of cases, normal "
        "in 40% and high in 10%.",
        "If the motor speed is normal and the pipe pressure is weak, the water output is low in 40% of cases, normal "
        "in 50% and high in 10%.",
        "If the motor speed is normal and the pipe pressure is normal, the water output is low in 10% of cases, "
        "normal in 80% and high in 10%.",
        "If the motor speed is normal and the pipe pressure is strong, the water output is low in 5% of cases, "
        "normal in 60% and high in 35%.",
        "If the motor speed is fast and the pipe pressure is weak, the water output is low in 20% of cases, normal "
        "in 60% and high in 20%.",
        "If the motor speed is fast and the pipe pressure is normal, the water output is low in 5% of cases, normal "
        "in 45% and high in 50%.",
        "If the motor speed is fast and the pipe pressure is strong, the water output is low in 2% of cases, normal "
        "in 18% and high in 80%.",
        "If a false alarm for low water output is raised and the motor speed is slow, the flow reading is low in 60% "
        "of cases, normal in 30% and high in 10%.",
        "If a false alarm for low water output is raised and the motor speed is normal, the flow reading is low in "
        "50% of cases, normal in 40% and high in 10%.",
        "If a false alarm for low water output is raised and the motor speed is fast, the flow reading is low in 40% "
        "of cases, normal in 40% and high in 20%.",
        "If no false alarm for low water output is raised and the motor speed is slow, the flow reading is low in "
        "70% of cases, normal in 25% and high in 5%.",
        "If no false alarm for low water output is raised and the motor speed is normal, the flow reading is low in "
        "10% of cases, normal in 80% and high in 10%.",
        "If no false alarm for low water output is raised and the motor speed is fast, the flow reading is low in 5% "
        "of cases, normal in 25% and high in 70%.",
        "If a false alarm for low water output is raised and the pipe pressure is weak, the pressure reading is low "
        "in 50% of cases, normal in 30% and high in 20%.",
        "If a false alarm for low water output is raised and the pipe pressure is normal, the pressure reading is "
        "low in 40% of cases, normal in 40% and high in 20%.",
        "If a false alarm for low water output is raised and the pipe pressure is strong, the pressure reading is "
        "low in 30% of cases, normal in 40% and high in 30%.",
        "If no false alarm for low water output is raised and the pipe pressure is weak, the pressure reading is low "
        "in 80% of cases, normal in 15% and high in 5%.",
        "If no false alarm for low water output is raised and the pipe pressure is normal, the pressure reading is "
        "low in 10% of cases, normal in 85% and high in 5%.",
        "If no false alarm for low water output is raised and the pipe pressure is strong, the pressure reading is "
        "low in 5% of cases, normal in 15% and high in 80%.",
    ),
    (
        "bakery oven",
        "a boolean named by a state and the whole name of the child after it",
        "The oven heat is low for 10% of batches, medium for 70% and high for 20%.",
        "The dough moisture is low for 30% of batches, medium for 50% and high for 20%.",
        "A warning about low bread quality is given for 4% of batches.",
        "When the oven heat is low and the dough moisture is low, the bread quality is low in 80% of batches, medium "
        "in 15% and high in 5%.",
        "When the oven heat is low and the dough moisture is medium, the bread quality is low in 60% of batches, "
        "medium in 30% and high in 10%.",
        "When the oven heat is low and the dough moisture is high, the bread quality is low in 70% of batches, "
        "medium in 25% and high in 5%.",
        "When the oven heat is medium and the dough moisture is low, the bread quality is low in 30% of batches, "
        "medium in 50% and high in 20%.",
        "When the oven heat is medium and the dough moisture is medium, the bread quality is low in 5% of batches, "
        "medium in 35% and high in 60%.",
        "When the oven heat is medium and the dough moisture is high, the bread quality is low in 20% of batches, "
        "medium in 50% and high in 30%.",
        "When the oven heat is high and the dough moisture is low, the bread quality is low in 50% of batches, "
        "medium in 40% and high in 10%.",
        "When the oven heat is high and the dough moisture is medium, the bread quality is low in 15% of batches, "
        "medium in 45% and high in 40%.",
        "When the oven heat is high and the dough moisture is high, the bread quality is low in 30% of batches, "
        "medium in 50% and high in 20%.",
        "When a warning about low bread quality is given and the oven heat is low, the batch is thrown away in 60% "
        "of cases.",
        "When a warning about low bread quality is given and the oven heat is medium, the batch is thrown away in "
        "40% of cases.",
        "When a warning about low bread quality is given and the oven heat is high, the batch is thrown away in 50% "
        "of cases.",
        "When no warning about low bread quality is given and the oven heat is low, the batch is thrown away in 10% "
        "of cases.",
        "When no warning about low bread quality is given and the oven heat is medium, the batch is thrown away in "
        "2% of cases.",
        "When no warning about low bread quality is given and the oven heat is high, the batch is thrown away in 5% "
        "of cases.",
        "When a warning about low bread quality is given and the dough moisture is low, a customer complains in 30% "
        "of cases.",
        "When a warning about low bread quality is given and the dough moisture is medium, a customer complains in "
        "20% of cases.",
        "When a warning about low bread quality is given and the dough moisture is high, a customer complains in 25% "
        "of cases.",
        "When no warning about low bread quality is given and the dough moisture is low, a customer complains in 8% "
        "of cases.",
        "When no warning about low bread quality is given and the dough moisture is medium, a customer complains in "
        "1% of cases.",
        "When no warning about low bread quality is given and the dough moisture is high, a customer complains in 6% "
        "of cases.",
    ),
)

FRESH_44: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_44)
"""Two ALARM-shaped networks whose boolean root is named by a state and the whole name of a three-state child
introduced after it ("a false alarm for low water output" before "the water output is low in 90% of cases …"), and
is a real parent of the two runs after that child's. Test's alarm2 reads such a child's nine premises and the next
nine as one run with the boolean as a third parent: every premise of the child's run says the boolean's name in
full, as the child and its state (a counts-only diagnostic of run 156, session 49). Written before any rule for them
and scored first as they stood."""

_ASKED_16 = (
    (
        "pump station",
        "the child said in the state that names the boolean, a cause asked",
        ("The water output is low.",),
        "What is the probability that the pipe pressure is strong?",
        ("evidence(water_output(low), true).",),
        "query(pipe_pressure(strong)).",
    ),
    (
        "pump station",
        "a reading the boolean is a parent of said, the three-state child asked",
        ("The pressure reading is high.",),
        "How likely is it that the water output is high?",
        ("evidence(pressure_reading(high), true).",),
        "query(water_output(high)).",
    ),
    (
        "bakery oven",
        "the child said in the state that names the boolean, a cause asked",
        ("The bread quality is low.",),
        "How likely is it that the dough moisture is high?",
        ("evidence(bread_quality(low), true).",),
        "query(dough_moisture(high)).",
    ),
    (
        "bakery oven",
        "a child of the boolean and a cause said, the three-state child asked",
        ("A customer complains.", "The oven heat is medium."),
        "What is the probability that the bread quality is high?",
        ("evidence(customer_complaint, true).", "evidence(oven_heat(medium), true)."),
        "query(bread_quality(high)).",
    ),
)

QUESTIONS_16: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_44, _ASKED_16)
"""The networks of :data:`FRESH_44` asked in four more ways, two of them with the three-state child said in the
state that, with its name, names the boolean ("the water output is low"). Written before any rule for them and
scored first as they stood."""


_FRESH_WORDINGS_45 = (
    (
        "pulse cuff",
        "a reading whose first premise says its states among more words",
        "The cuff is loose in 10% of measurements.",
        "The pulse is slow in 20% of patients, normal in 60% and fast in 20%.",
        "With a loose cuff and a slow pulse, 20% of the cuff's pulse readings are low readings, 30% of them are "
        "normal and 50% of them are high, whatever the true pulse.",
        "With a loose cuff and a normal pulse, the cuff's pulse reading is low in 30% of cases, normal in 40% and "
        "high in 30%.",
        "With a loose cuff and a fast pulse, the cuff's pulse reading is low in 25% of cases, normal in 35% and high "
        "in 40%.",
        "With a cuff that is not loose and a slow pulse, the cuff's pulse reading is low in 85% of cases, normal in "
        "10% and high in 5%.",
        "With a cuff that is not loose and a normal pulse, the cuff's pulse reading is low in 5% of cases, normal in "
        "90% and high in 5%.",
        "With a cuff that is not loose and a fast pulse, the cuff's pulse reading is low in 5% of cases, normal in "
        "10% and high in 85%.",
        "If the cuff's pulse reading is low, the nurse checks again in 70% of cases.",
        "If the cuff's pulse reading is normal, the nurse checks again in 10% of cases.",
        "If the cuff's pulse reading is high, the nurse checks again in 60% of cases.",
        "If the nurse checks again, the doctor is called in 40% of cases.",
        "If the nurse does not check again, the doctor is called in 5% of cases.",
    ),
    (
        "room sensor",
        "a reading whose first premise says its states among more words",
        "The sensor is faulty in 5% of rooms.",
        "The room is cold in 30% of cases, mild in 50% and hot in 20%.",
        "With a faulty sensor and a cold room, 20% of the sensor's temperature readings are low readings, 30% of "
        "them are medium and 50% of them are high, whatever the actual temperature.",
        "With a faulty sensor and a mild room, the sensor's temperature reading is low in 30% of cases, medium in "
        "40% and high in 30%.",
        "With a faulty sensor and a hot room, the sensor's temperature reading is low in 25% of cases, medium in 35% "
        "and high in 40%.",
        "With a sensor that is not faulty and a cold room, the sensor's temperature reading is low in 90% of cases, "
        "medium in 8% and high in 2%.",
        "With a sensor that is not faulty and a mild room, the sensor's temperature reading is low in 5% of cases, "
        "medium in 90% and high in 5%.",
        "With a sensor that is not faulty and a hot room, the sensor's temperature reading is low in 2% of cases, "
        "medium in 8% and high in 90%.",
        "If the sensor's temperature reading is low, the heating turns on in 90% of cases.",
        "If the sensor's temperature reading is medium, the heating turns on in 20% of cases.",
        "If the sensor's temperature reading is high, the heating turns on in 2% of cases.",
        "If the heating turns on, the energy bill is high in 70% of months.",
        "If the heating does not turn on, the energy bill is high in 10% of months.",
    ),
)

FRESH_45: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_45)
"""Two ALARM-shaped networks whose three-state reading is introduced by a premise that says its states among more
words than the premises after it ("20% of the cuff's pulse readings are low readings, 30% of them are normal and 50%
of them are high, whatever the true pulse"), with a child of that reading after its run. Test's alarm2 reads such
an introduction with four states where the run's other premises read three (a counts-only diagnostic of run 157,
session 49), and cuts every run after it wrong. Written after the draft of the rule for it (``_agreed_states``) and
scored first without it."""

_ASKED_17 = (
    (
        "pulse cuff",
        "the reading and the cause said, the boolean asked",
        ("The cuff's pulse reading is high.", "The pulse is normal."),
        "What is the probability that the cuff is loose?",
        ("evidence(cuff_reading(high), true).", "evidence(pulse(normal), true)."),
        "query(loose_cuff).",
    ),
    (
        "room sensor",
        "the boolean said, the reading's child asked",
        ("The sensor is faulty.",),
        "How likely is it that the heating turns on?",
        ("evidence(sensor_fault, true).",),
        "query(heating_on).",
    ),
)

QUESTIONS_17: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_45, _ASKED_17)
"""The networks of :data:`FRESH_45` asked in two more ways. Written after the draft of the rule for them and scored
first without it."""


_FRESH_WORDINGS_46 = (
    (
        "cuff readings",
        "a reading said by its parent's name and states, with no words of its own before its numbers",
        "The cuff is loose in 10% of measurements.",
        "The pulse is low in 20% of patients, normal in 60% and high in 20%.",
        "When the cuff is loose and the pulse is low, 20% of the cuff's readings of the pulse are low, 30% are "
        "normal and 50% are high.",
        "When the cuff is loose and the pulse is normal, 30% of the cuff's readings of the pulse are low, 40% are "
        "normal and 30% are high.",
        "When the cuff is loose and the pulse is high, 25% of the cuff's readings of the pulse are low, 35% are "
        "normal and 40% are high.",
        "When the cuff is tight and the pulse is low, 85% of the cuff's readings of the pulse are low, 10% are "
        "normal and 5% are high.",
        "When the cuff is tight and the pulse is normal, 5% of the cuff's readings of the pulse are low, 90% are "
        "normal and 5% are high.",
        "When the cuff is tight and the pulse is high, 5% of the cuff's readings of the pulse are low, 10% are "
        "normal and 85% are high.",
        "If the cuff reads the pulse as low, the nurse is alerted in 80% of cases.",
        "If the cuff reads the pulse as normal, the nurse is alerted in 5% of cases.",
        "If the cuff reads the pulse as high, the nurse is alerted in 70% of cases.",
        "If the nurse is alerted, the doctor comes in 50% of cases.",
        "If the nurse is not alerted, the doctor comes in 5% of cases.",
    ),
    (
        "oven probe",
        "a reading said by its parent's name and states, with no words of its own before its numbers",
        "The probe is faulty in 5% of batches.",
        "The oven temperature is low in 30% of batches, medium in 50% and high in 20%.",
        "When the probe is faulty and the oven temperature is low, 20% of the probe's readings of the oven "
        "temperature are low, 30% are medium and 50% are high.",
        "When the probe is faulty and the oven temperature is medium, 30% of the probe's readings of the oven "
        "temperature are low, 40% are medium and 30% are high.",
        "When the probe is faulty and the oven temperature is high, 25% of the probe's readings of the oven "
        "temperature are low, 35% are medium and 40% are high.",
        "When the probe is sound and the oven temperature is low, 90% of the probe's readings of the oven "
        "temperature are low, 8% are medium and 2% are high.",
        "When the probe is sound and the oven temperature is medium, 5% of the probe's readings of the oven "
        "temperature are low, 90% are medium and 5% are high.",
        "When the probe is sound and the oven temperature is high, 2% of the probe's readings of the oven "
        "temperature are low, 8% are medium and 90% are high.",
        "If the probe reads the oven temperature as low, the baker turns the heat up in 90% of cases.",
        "If the probe reads the oven temperature as medium, the baker turns the heat up in 10% of cases.",
        "If the probe reads the oven temperature as high, the baker turns the heat up in 2% of cases.",
        "If the baker turns the heat up, the bread burns in 30% of batches.",
        "If the baker does not turn the heat up, the bread burns in 4% of batches.",
    ),
)

FRESH_46: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_46)
"""Two ALARM-shaped networks whose three-state reading of a three-state variable is introduced by a premise whose
consequent starts with a number ("…, 20% of the cuff's readings of the pulse are low, 30% are normal and 50% are
high"): the namer calls it by the variable's name and a state (``pulse_low``), and no words of its own come before
its states to name it otherwise. Test's alarm2 has such a name, and its run's premises then read other states
with it than without (a counts-only diagnostic of run 158, session 49). Written before any rule for it and scored
first as it stood."""


_FRESH_WORDINGS_47 = (
    (
        "hydro turbine",
        "a boolean named by a state and the name of a three-state parent of a later child",
        "The rotor speed is slow on 20% of days, normal on 60% and fast on 20%.",
        "The inlet pressure is weak on 25% of days, normal on 50% and strong on 25%.",
        "The grid demand is low on 30% of days, normal on 50% and high on 20%.",
        "A false alarm for low power output is raised on 5% of days.",
        "If the rotor speed is slow and the inlet pressure is weak, the power output is low in 90% of cases, normal "
        "in 8% and high in 2%.",
        "If the rotor speed is slow and the inlet pressure is normal, the power output is low in 70% of cases, normal"
        " in 25% and high in 5%.",
        "If the rotor speed is slow and the inlet pressure is strong, the power output is low in 50% of cases, normal"
        " in 40% and high in 10%.",
        "If the rotor speed is normal and the inlet pressure is weak, the power output is low in 40% of cases, normal"
        " in 50% and high in 10%.",
        "If the rotor speed is normal and the inlet pressure is normal, the power output is low in 10% of cases, "
        "normal in 80% and high in 10%.",
        "If the rotor speed is normal and the inlet pressure is strong, the power output is low in 5% of cases, "
        "normal in 60% and high in 35%.",
        "If the rotor speed is fast and the inlet pressure is weak, the power output is low in 20% of cases, normal "
        "in 60% and high in 20%.",
        "If the rotor speed is fast and the inlet pressure is normal, the power output is low in 5% of cases, normal "
        "in 45% and high in 50%.",
        "If the rotor speed is fast and the inlet pressure is strong, the power output is low in 2% of cases, normal "
        "in 18% and high in 80%.",
        "If a false alarm for low power output is raised and the rotor speed is slow, the meter reading is low in 60%"
        " of cases, normal in 30% and high in 10%.",
        "If a false alarm for low power output is raised and the rotor speed is normal, the meter reading is low in "
        "50% of cases, normal in 40% and high in 10%.",
        "If a false alarm for low power output is raised and the rotor speed is fast, the meter reading is low in 40%"
        " of cases, normal in 40% and high in 20%.",
        "If no false alarm for low power output is raised and the rotor speed is slow, the meter reading is low in "
        "70% of cases, normal in 25% and high in 5%.",
        "If no false alarm for low power output is raised and the rotor speed is normal, the meter reading is low in "
        "10% of cases, normal in 80% and high in 10%.",
        "If no false alarm for low power output is raised and the rotor speed is fast, the meter reading is low in 5%"
        " of cases, normal in 25% and high in 70%.",
        "If the power output is low and the grid demand is low, the grid voltage is low in 50% of cases, normal in "
        "40% and high in 10%.",
        "If the power output is low and the grid demand is normal, the grid voltage is low in 70% of cases, normal in"
        " 25% and high in 5%.",
        "If the power output is low and the grid demand is high, the grid voltage is low in 80% of cases, normal in "
        "15% and high in 5%.",
        "If the power output is normal and the grid demand is low, the grid voltage is low in 20% of cases, normal in"
        " 70% and high in 10%.",
        "If the power output is normal and the grid demand is normal, the grid voltage is low in 10% of cases, normal"
        " in 80% and high in 10%.",
        "If the power output is normal and the grid demand is high, the grid voltage is low in 30% of cases, normal "
        "in 60% and high in 10%.",
        "If the power output is high and the grid demand is low, the grid voltage is low in 5% of cases, normal in "
        "35% and high in 60%.",
        "If the power output is high and the grid demand is normal, the grid voltage is low in 10% of cases, normal "
        "in 50% and high in 40%.",
        "If the power output is high and the grid demand is high, the grid voltage is low in 20% of cases, normal in "
        "60% and high in 20%.",
    ),
    (
        "kiln yard",
        "a boolean named by a state and the name of a three-state parent of a later child",
        "The kiln heat is low for 20% of firings, medium for 60% and high for 20%.",
        "The clay is dry for 30% of firings, damp for 50% and wet for 20%.",
        "Buyer demand is weak in 25% of weeks, steady in 50% and strong in 25%.",
        "A warning about low glaze quality is given for 4% of firings.",
        "When the kiln heat is low and the clay is dry, the glaze quality is low in 80% of firings, medium in 15% and"
        " high in 5%.",
        "When the kiln heat is low and the clay is damp, the glaze quality is low in 60% of firings, medium in 30% "
        "and high in 10%.",
        "When the kiln heat is low and the clay is wet, the glaze quality is low in 70% of firings, medium in 25% and"
        " high in 5%.",
        "When the kiln heat is medium and the clay is dry, the glaze quality is low in 30% of firings, medium in 50% "
        "and high in 20%.",
        "When the kiln heat is medium and the clay is damp, the glaze quality is low in 5% of firings, medium in 35% "
        "and high in 60%.",
        "When the kiln heat is medium and the clay is wet, the glaze quality is low in 20% of firings, medium in 50% "
        "and high in 30%.",
        "When the kiln heat is high and the clay is dry, the glaze quality is low in 50% of firings, medium in 40% "
        "and high in 10%.",
        "When the kiln heat is high and the clay is damp, the glaze quality is low in 15% of firings, medium in 45% "
        "and high in 40%.",
        "When the kiln heat is high and the clay is wet, the glaze quality is low in 30% of firings, medium in 50% "
        "and high in 20%.",
        "When a warning about low glaze quality is given and the kiln heat is low, the firing is inspected in 70% of "
        "cases.",
        "When a warning about low glaze quality is given and the kiln heat is medium, the firing is inspected in 50% "
        "of cases.",
        "When a warning about low glaze quality is given and the kiln heat is high, the firing is inspected in 60% of"
        " cases.",
        "When no warning about low glaze quality is given and the kiln heat is low, the firing is inspected in 10% of"
        " cases.",
        "When no warning about low glaze quality is given and the kiln heat is medium, the firing is inspected in 2% "
        "of cases.",
        "When no warning about low glaze quality is given and the kiln heat is high, the firing is inspected in 8% of"
        " cases.",
        "With low glaze quality and weak buyer demand, the sale price is low in 70% of cases, medium in 25% and high "
        "in 5%.",
        "With low glaze quality and steady buyer demand, the sale price is low in 60% of cases, medium in 30% and "
        "high in 10%.",
        "With low glaze quality and strong buyer demand, the sale price is low in 50% of cases, medium in 35% and "
        "high in 15%.",
        "With medium glaze quality and weak buyer demand, the sale price is low in 30% of cases, medium in 50% and "
        "high in 20%.",
        "With medium glaze quality and steady buyer demand, the sale price is low in 20% of cases, medium in 60% and "
        "high in 20%.",
        "With medium glaze quality and strong buyer demand, the sale price is low in 10% of cases, medium in 50% and "
        "high in 40%.",
        "With high glaze quality and weak buyer demand, the sale price is low in 20% of cases, medium in 50% and high"
        " in 30%.",
        "With high glaze quality and steady buyer demand, the sale price is low in 10% of cases, medium in 40% and "
        "high in 50%.",
        "With high glaze quality and strong buyer demand, the sale price is low in 5% of cases, medium in 25% and "
        "high in 70%.",
    ),
)

FRESH_47: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_47)
"""Two ALARM-shaped networks whose boolean root is named by a state and the whole name of a three-state variable
introduced after it ("a false alarm for low power output" before "the power output is low in 90% of cases …"),
with a later child of that variable and a root whose nine conditions say the variable in each of its states ("if
the power output is high and the grid demand is low, …"). Test's alarm2 reads such a child's run as six
premises with the boolean as a parent in place of the variable: where a condition says the variable in a state,
the boolean's longer name halves the variable's mention (a counts-only diagnostic of run 162, session 49).
Written before any rule for them and scored first as they stood."""

_ASKED_18 = (
    (
        "hydro turbine",
        "the three-state variable said in the state that names the boolean, its child asked",
        ("The power output is low.",),
        "What is the probability that the grid voltage is low?",
        ("evidence(power_output(low), true).",),
        "query(grid_voltage(low)).",
    ),
    (
        "hydro turbine",
        "a child of the boolean and a root said, the boolean asked",
        ("The meter reading is low.", "The grid demand is high."),
        "How likely is a false alarm for low power output?",
        ("evidence(meter_reading(low), true).", "evidence(grid_demand(high), true)."),
        "query(output_alarm).",
    ),
    (
        "kiln yard",
        "the three-state variable said in the state that names the boolean, its child asked",
        ("The glaze quality is low.",),
        "How likely is it that the sale price is low?",
        ("evidence(glaze_quality(low), true).",),
        "query(sale_price(low)).",
    ),
    (
        "kiln yard",
        "the boolean and a cause said, the boolean's child asked",
        ("A warning about low glaze quality is given.", "The kiln heat is high."),
        "What is the probability that the firing is inspected?",
        ("evidence(glaze_warning, true).", "evidence(kiln_heat(high), true)."),
        "query(firing_inspected).",
    ),
)

QUESTIONS_18: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_47, _ASKED_18)
"""The networks of :data:`FRESH_47` asked in four more ways, two of them with the three-state variable said in the
state that, with its name, names the boolean ("the power output is low"). Written before any rule for them and
scored first as they stood."""


_FRESH_WORDINGS_48 = (
    (
        "sepsis ward",
        "a boolean named by a Greek noun and said by its adjective",
        "The patient's fluid balance is normal in 75% of cases and overloaded in 25%.",
        "Sepsis is diagnosed in 6% of the patients on the ward.",
        "If the patient is septic, the lactate level is low in 5% of cases, normal in 25% and high in 70%.",
        "If the patient is not septic, the lactate level is low in 20% of cases, normal in 70% and high in 10%.",
        "If the patient is septic and the fluid balance is normal, the blood pressure is low in 60% of cases, normal "
        "in 35% and high in 5%.",
        "If the patient is septic and the fluid balance is overloaded, the blood pressure is low in 40% of cases, "
        "normal in 40% and high in 20%.",
        "If the patient is not septic and the fluid balance is normal, the blood pressure is low in 10% of cases, "
        "normal in 80% and high in 10%.",
        "If the patient is not septic and the fluid balance is overloaded, the blood pressure is low in 5% of cases, "
        "normal in 55% and high in 40%.",
        "With a low lactate level, the patient is moved to intensive care in 10% of cases.",
        "With a normal lactate level, the patient is moved to intensive care in 5% of cases.",
        "With a high lactate level, the patient is moved to intensive care in 50% of cases.",
    ),
    (
        "travel clinic",
        "a boolean named by a Greek noun and said by its adjective",
        "Travellers visit a malaria region on 40% of trips.",
        "Prophylaxis is taken on 55% of trips.",
        "If a traveller takes prophylactic tablets and visits a malaria region, malaria is caught on 2% of trips.",
        "If a traveller takes no prophylactic tablets and visits a malaria region, malaria is caught on 15% of trips.",
        "If a traveller takes prophylactic tablets and does not visit a malaria region, malaria is caught on 0.5% of "
        "trips.",
        "If a traveller takes no prophylactic tablets and does not visit a malaria region, malaria is caught on 1% of"
        " trips.",
        "If malaria is caught, the traveller's temperature is normal in 10% of cases, raised in 30% and high in 60%.",
        "If malaria is not caught, the traveller's temperature is normal in 80% of cases, raised in 15% and high in "
        "5%.",
    ),
    (
        "dog clinic",
        "a boolean named by a Greek noun and said by its adjective",
        "Of the dogs seen at the clinic, 30% are young, 50% are adult and 20% are senior.",
        "Epilepsy affects 4% of the dogs seen at the clinic.",
        "A young epileptic dog has a seizure in 40% of weeks.",
        "An adult epileptic dog has a seizure in 30% of weeks.",
        "A senior epileptic dog has a seizure in 50% of weeks.",
        "A young dog that is not epileptic has a seizure in 1% of weeks.",
        "An adult dog that is not epileptic has a seizure in 2% of weeks.",
        "A senior dog that is not epileptic has a seizure in 5% of weeks.",
        "After a seizure, the dog is given medication in 70% of cases.",
        "Without a seizure, the dog is given medication in 5% of cases.",
    ),
)

FRESH_48: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_48)
"""Three ALARM-shaped networks whose boolean root is named by a Greek noun and said in its children's premises by
the adjective of that noun: *sepsis* / *septic*, *prophylaxis* / *prophylactic*, *epilepsy* / *epileptic*. Test's
alarm2 says a boolean so in the two premises of its child's run, which are read as two roots (a counts-only
diagnostic of run 166, session 51: the boolean's name is not said there as a word, and the condition's closest
word shares its first 8 letters). Written before any rule for them and scored first as they stood."""

_ASKED_19 = (
    (
        "sepsis ward",
        "the boolean said by its adjective as evidence, a child asked",
        ("The patient is septic.", "The fluid balance is overloaded."),
        "What is the probability that the blood pressure is high?",
        ("evidence(sepsis, true).", "evidence(fluid_balance(overloaded), true)."),
        "query(blood_pressure(high)).",
    ),
    (
        "travel clinic",
        "the boolean asked by its adjective",
        ("The traveller's temperature is raised.",),
        "How likely is it that the traveller took prophylactic tablets?",
        ("evidence(temperature(raised), true).",),
        "query(prophylaxis).",
    ),
    (
        "dog clinic",
        "the boolean said false by its adjective, a grandchild asked",
        ("The dog is not epileptic.", "The dog is senior."),
        "What is the probability that the dog is given medication?",
        ("evidence(epilepsy, false).", "evidence(age(senior), true)."),
        "query(medication).",
    ),
)

QUESTIONS_19: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_48, _ASKED_19)
"""The networks of :data:`FRESH_48` asked in three more ways, each with the boolean said by its adjective. Written
before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_49 = (
    (
        "farm season",
        "three states compared with an average",
        "Rainfall in the growing season is less than average in 34% of years, average in 43% and more than average in "
        "23%.",
        "Sunshine is below average in 25% of years, average in 50% and above average in 25%.",
        "Frost is light in 60% of winters, moderate in 30% and hard in 10%.",
        "If rainfall is less than average and sunshine is below average, the crop yield is low in 60% of years, medium"
        " in 30% and high in 10%.",
        "If rainfall is less than average and sunshine is average, the crop yield is low in 50% of years, medium in "
        "35% and high in 15%.",
        "If rainfall is less than average and sunshine is above average, the crop yield is low in 40% of years, medium"
        " in 40% and high in 20%.",
        "If rainfall is average and sunshine is below average, the crop yield is low in 35% of years, medium in 45% "
        "and high in 20%.",
        "If rainfall is average and sunshine is average, the crop yield is low in 20% of years, medium in 55% and high"
        " in 25%.",
        "If rainfall is average and sunshine is above average, the crop yield is low in 15% of years, medium in 50% "
        "and high in 35%.",
        "If rainfall is more than average and sunshine is below average, the crop yield is low in 25% of years, medium"
        " in 50% and high in 25%.",
        "If rainfall is more than average and sunshine is average, the crop yield is low in 10% of years, medium in "
        "50% and high in 40%.",
        "If rainfall is more than average and sunshine is above average, the crop yield is low in 5% of years, medium "
        "in 40% and high in 55%.",
        "With a low crop yield, the market price is low in 20% of years.",
        "With a medium crop yield, the market price is low in 50% of years.",
        "With a high crop yield, the market price is low in 80% of years.",
    ),
    (
        "ski resort",
        "three states compared with an average",
        "With a probability of 30%, snowfall is less than average, with 45% it is average and with 25% it is more than"
        " average.",
        "The holiday season is short in 20% of winters, normal in 50% and long in 30%.",
        "When snowfall is less than average and the holiday season is short, there is a 70% chance that visitors are "
        "fewer than expected, a 25% chance that they are as expected and a 5% chance that they are more than "
        "expected.",
        "When snowfall is less than average and the holiday season is normal, there is a 55% chance that visitors are "
        "fewer than expected, a 35% chance that they are as expected and a 10% chance that they are more than "
        "expected.",
        "When snowfall is less than average and the holiday season is long, there is a 45% chance that visitors are "
        "fewer than expected, a 40% chance that they are as expected and a 15% chance that they are more than "
        "expected.",
        "When snowfall is average and the holiday season is short, there is a 30% chance that visitors are fewer than "
        "expected, a 55% chance that they are as expected and a 15% chance that they are more than expected.",
        "When snowfall is average and the holiday season is normal, there is a 20% chance that visitors are fewer than"
        " expected, a 60% chance that they are as expected and a 20% chance that they are more than expected.",
        "When snowfall is average and the holiday season is long, there is a 10% chance that visitors are fewer than "
        "expected, a 60% chance that they are as expected and a 30% chance that they are more than expected.",
        "When snowfall is more than average and the holiday season is short, there is a 15% chance that visitors are "
        "fewer than expected, a 50% chance that they are as expected and a 35% chance that they are more than "
        "expected.",
        "When snowfall is more than average and the holiday season is normal, there is a 10% chance that visitors are "
        "fewer than expected, a 40% chance that they are as expected and a 50% chance that they are more than "
        "expected.",
        "When snowfall is more than average and the holiday season is long, there is a 5% chance that visitors are "
        "fewer than expected, a 25% chance that they are as expected and a 70% chance that they are more than "
        "expected.",
        "If visitors are fewer than expected, the resort makes a profit in 10% of winters.",
        "If visitors are as expected, the resort makes a profit in 50% of winters.",
        "If visitors are more than expected, the resort makes a profit in 90% of winters.",
    ),
)

FRESH_49: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_49)
"""Two HAILFINDER-shaped networks whose roots' states compare with an average ("less than average in 34% of years,
average in 43% and more than average in 23%"; "below average", "above average"), each a parent of a later
nine-premise run. Test's hailfinder4 has such roots: one states three numbers and is read with two states, so its
two nine-premise runs are read as one (a counts-only diagnostic of run 166, session 51: its gold states have 3, 1
and 3 words, each said in the sentence, and the parse reads two one-word states). Written before any rule for them
and scored first as they stood."""

_ASKED_20 = (
    (
        "farm season",
        "both compared roots said, their child asked",
        ("Rainfall is less than average.", "Sunshine is above average."),
        "What is the probability that the crop yield is high?",
        ("evidence(rainfall(less_than_average), true).", "evidence(sunshine(above_average), true)."),
        "query(crop_yield(high)).",
    ),
    (
        "farm season",
        "the child said, a compared root asked",
        ("The crop yield is medium.",),
        "How likely is it that sunshine is below average?",
        ("evidence(crop_yield(medium), true).",),
        "query(sunshine(below_average)).",
    ),
    (
        "ski resort",
        "the child said in a compared state, the other root asked",
        ("Visitors are more than expected.",),
        "What is the probability that the holiday season is long?",
        ("evidence(visitor_numbers(more_than_expected), true).",),
        "query(holiday_season(long)).",
    ),
    (
        "ski resort",
        "the compared root said, a grandchild asked",
        ("Snowfall is more than average.",),
        "What is the probability that the resort makes a profit?",
        ("evidence(snowfall(more_than_average), true).",),
        "query(profit).",
    ),
)

QUESTIONS_20: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_49, _ASKED_20)
"""The networks of :data:`FRESH_49` asked in four more ways, three of them with a state compared with an average
or an expectation. Written before any rule for them and scored first as they stood."""


_FRESH_WORDINGS_50 = (
    (
        "storm desk",
        "three states, two of them two things joined by and",
        "The plains forecast is increasing cap and decreasing instability in 40% of cases, little change in 36% and "
        "decreasing cap and increasing instability in 24%.",
        "The wind is calm in 12% of cases, light in 28%, strong in 30% and gusty in 30%.",
        "If the plains forecast is increasing cap and decreasing instability and the wind is calm, the hail risk is "
        "low in 60% of cases, medium in 30% and high in 10%.",
        "If the plains forecast is increasing cap and decreasing instability and the wind is light, the hail risk is "
        "low in 50% of cases, medium in 35% and high in 15%.",
        "If the plains forecast is increasing cap and decreasing instability and the wind is strong, the hail risk is"
        " low in 40% of cases, medium in 40% and high in 20%.",
        "If the plains forecast is increasing cap and decreasing instability and the wind is gusty, the hail risk is "
        "low in 35% of cases, medium in 45% and high in 20%.",
        "If the plains forecast is little change and the wind is calm, the hail risk is low in 20% of cases, medium "
        "in 55% and high in 25%.",
        "If the plains forecast is little change and the wind is light, the hail risk is low in 15% of cases, medium "
        "in 50% and high in 35%.",
        "If the plains forecast is little change and the wind is strong, the hail risk is low in 25% of cases, medium"
        " in 50% and high in 25%.",
        "If the plains forecast is little change and the wind is gusty, the hail risk is low in 10% of cases, medium "
        "in 50% and high in 40%.",
        "If the plains forecast is decreasing cap and increasing instability and the wind is calm, the hail risk is "
        "low in 5% of cases, medium in 40% and high in 55%.",
        "If the plains forecast is decreasing cap and increasing instability and the wind is light, the hail risk is "
        "low in 30% of cases, medium in 40% and high in 30%.",
        "If the plains forecast is decreasing cap and increasing instability and the wind is strong, the hail risk is"
        " low in 20% of cases, medium in 40% and high in 40%.",
        "If the plains forecast is decreasing cap and increasing instability and the wind is gusty, the hail risk is "
        "low in 10% of cases, medium in 30% and high in 60%.",
        "If the plains forecast is increasing cap and decreasing instability, a storm warning is issued in 70% of "
        "cases.",
        "If the plains forecast is little change, a storm warning is issued in 20% of cases.",
        "If the plains forecast is decreasing cap and increasing instability, a storm warning is issued in 5% of "
        "cases.",
    ),
    (
        "market outlook",
        "three states, two of them two things joined by and",
        "With a probability of 30%, the market outlook is rising demand and falling supply; with 45% it is stable and"
        " with 25% it is falling demand and rising supply.",
        "A strike happens in 20% of quarters.",
        "When the market outlook is rising demand and falling supply and there is a strike, the price is low in 10% "
        "of quarters, medium in 30% and high in 60%.",
        "When the market outlook is stable and there is a strike, the price is low in 30% of quarters, medium in 50% "
        "and high in 20%.",
        "When the market outlook is falling demand and rising supply and there is a strike, the price is low in 60% "
        "of quarters, medium in 30% and high in 10%.",
        "When the market outlook is rising demand and falling supply and there is no strike, the price is low in 5% "
        "of quarters, medium in 20% and high in 75%.",
        "When the market outlook is stable and there is no strike, the price is low in 20% of quarters, medium in 60%"
        " and high in 20%.",
        "When the market outlook is falling demand and rising supply and there is no strike, the price is low in 50% "
        "of quarters, medium in 40% and high in 10%.",
        "With a low price, a profit warning is given in 10% of quarters.",
        "With a medium price, a profit warning is given in 30% of quarters.",
        "With a high price, a profit warning is given in 60% of quarters.",
    ),
)

FRESH_50: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_50)
"""Two HAILFINDER-shaped networks whose root's states are each two things said together and joined by *and*
("increasing cap and decreasing instability in 40% of cases, little change in 36% and decreasing cap and
increasing instability in 24%"; "with 30%, … rising demand and falling supply; with 45% it is stable and …"), a
parent of a later run of twelve or six premises and of a three-premise run. Test's hailfinder4 has such a root (a
counts-only diagnostic of run 168, session 51: read with four states for three numbers, its states' words all said
in the sentence, its child's run then took another root as parent). Written after a draft of the rule for them (the
sentences of a probe), and scored first without it."""

_ASKED_21 = (
    (
        "storm desk",
        "a joined state said, its child asked",
        ("The plains forecast is decreasing cap and increasing instability.", "The wind is gusty."),
        "What is the probability that the hail risk is low?",
        ("evidence(plains_forecast(decreasing_cap_increasing_instability), true).", "evidence(wind(gusty), true)."),
        "query(hail_risk(low)).",
    ),
    (
        "market outlook",
        "a child said, a joined state asked",
        ("The price is high.", "There is no strike."),
        "What is the probability that the market outlook is rising demand and falling supply?",
        ("evidence(goods_price(high), true).", "evidence(strike, false)."),
        "query(outlook(rising_demand_falling_supply)).",
    ),
)

QUESTIONS_21: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_50, _ASKED_21)
"""The networks of :data:`FRESH_50` asked in two more ways, each with a state of two things joined by *and*.
Written after a draft of the rule for them, and scored first without it."""


_FRESH_WORDINGS_51 = (
    (
        "tap water",
        "a state of two things joined by or, said by one of them",
        "The pump motor is fully working in 95% of cases and barely working in 5% of cases.",
        "The tank water is safe to drink with a probability of 70%, and dirty or contaminated with a probability of "
        "30%.",
        "If the pump motor is fully working and the tank water is safe to drink, the tap water is clean with a "
        "probability of 98% and dirty or contaminated with a probability of 2%.",
        "If the pump motor is fully working but the tank water is dirty or contaminated, the tap water is certainly "
        "dirty (100% probability).",
        "If the pump motor is not fully working but the tank water is safe to drink, the tap water is definitely "
        "contaminated (100% probability), since the pump stirs up sediment.",
        "If the pump motor is barely working and the tank water is dirty or contaminated, the tap water is clean with "
        "a probability of 10% and dirty or contaminated with a probability of 90%.",
        "Clean tap water gives a stomach ache in 1% of cases.",
        "Tap water that is dirty or contaminated gives a stomach ache in 30% of cases.",
    ),
    (
        "connecting flight",
        "a state of two things joined by or, said by one of them",
        "The weather is clear in 80% of cases and stormy in 20%.",
        "The crew is rested with a probability of 90% and tired or sick with a probability of 10%.",
        "If the weather is clear and the crew is rested, the flight is on time with a probability of 90% and delayed "
        "or cancelled with a probability of 10%.",
        "If the weather is clear but the crew is tired or sick, the flight is surely delayed (100% probability).",
        "If the weather is stormy and the crew is rested, the flight is cancelled with a probability of 60% and on "
        "time with a probability of 40%.",
        "If the weather is stormy and the crew is tired or sick, the flight is on time in 5% of cases and cancelled "
        "in 95% of cases.",
        "A flight on time leads to a missed connection in 2% of cases.",
        "A delayed or cancelled flight leads to a missed connection in 70% of cases.",
    ),
)

FRESH_51: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_51)
"""Two WIN95PTS-shaped networks with a child whose state is two things joined by *or* ("dirty or contaminated",
"delayed or cancelled"), which some of its premises say by one of the two words alone ("… is definitely contaminated
(100% probability)"). Test's win95pts0 has such a premise (a counts-only diagnostic of run 172, session 52: its
state's second word said alone, its numbers read for the other state). Written after a draft of the first rule for
them (a later word of a state names it; the sentences of a probe) and scored first without it; the second (a state
said joined by *or* stays whole in its run) came after that score."""

_ASKED_22 = (
    (
        "tap water",
        "the joined state asked by its second word",
        ("The pump motor is barely working.", "The tank water is safe to drink."),
        "What is the probability that the tap water is contaminated?",
        ("evidence(pump_motor(barely_working), true).", "evidence(tank_water(safe_to_drink), true)."),
        "query(tap_water(dirty_or_contaminated)).",
    ),
    (
        "connecting flight",
        "the joined state said by its second word",
        ("The flight is cancelled.",),
        "How likely is it that the crew is tired or sick?",
        ("evidence(flight(delayed_or_cancelled), true).",),
        "query(crew(tired_or_sick)).",
    ),
)

QUESTIONS_22: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_51, _ASKED_22)
"""The networks of :data:`FRESH_51` asked in two more ways, each saying the joined state by one of its words.
Written with :data:`FRESH_51` and scored first without its rules."""


_FRESH_WORDINGS_52 = (
    (
        "fire sprinkler",
        "a boolean said existent and non-existent",
        "In older office buildings the sprinkler system is existent, with a probability of only 30%, and is "
        "non-existent 70% of the time.",
        "The wiring is old in 40% of buildings and new in 60%.",
        "If the wiring is old and the sprinkler system is existent, the fire damage is low in 70% of cases, medium "
        "in 20% and high in 10%.",
        "If the wiring is old and the sprinkler system is non-existent, the fire damage is low in 30% of cases, "
        "medium in 30% and high in 40%.",
        "If the wiring is new and the sprinkler system is existent, the fire damage is low in 85% of cases, medium "
        "in 10% and high in 5%.",
        "If the wiring is new and the sprinkler system is non-existent, the fire damage is low in 50% of cases, "
        "medium in 30% and high in 20%.",
    ),
    (
        "cell coverage",
        "a boolean said existent and non-existent",
        "In remote mountain areas the cell coverage is existent, with a probability of only 45%, and is mostly "
        "non-existent 55% of the time.",
        "A storm is raging on 25% of days.",
        "If the cell coverage is existent and a storm is raging, a call fails in 20% of cases.",
        "If the cell coverage is existent and no storm is raging, a call fails in 5% of cases.",
        "If the cell coverage is non-existent and a storm is raging, a call fails in 90% of cases.",
        "If the cell coverage is non-existent and no storm is raging, a call fails in 80% of cases.",
    ),
)

FRESH_52: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_52)
"""Two ALARM-shaped networks whose boolean root is said *existent* with a small number and *non-existent* with the
rest ("… is existent, with a probability of only 30%, and is non-existent 70% of the time"), a parent of a later
run of four premises. Test's alarm2 has a boolean root said with a *non-* form (a counts-only diagnostic of run
172, session 52: read with a state ``none`` and the other state's word, the numbers the other way round). Written
after a draft of the rule for them (*non-* before a state's word says ``none``) and scored first without it."""

_ASKED_23 = (
    (
        "fire sprinkler",
        "the boolean said non-existent, the child asked",
        ("The sprinkler system is non-existent.", "The wiring is new."),
        "What is the probability that the fire damage is low?",
        ("evidence(sprinkler_system, false).", "evidence(wiring(new), true)."),
        "query(fire_damage(low)).",
    ),
    (
        "cell coverage",
        "the boolean asked existent",
        ("A storm is raging.",),
        "What is the probability that the cell coverage is existent?",
        ("evidence(storm, true).",),
        "query(cell_coverage).",
    ),
)

QUESTIONS_23: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_52, _ASKED_23)
"""The networks of :data:`FRESH_52` asked in two more ways. Written with :data:`FRESH_52` and scored first without
its rule."""

_ASKED_24 = (
    (
        "fire sprinkler",
        "the boolean asked by its name alone",
        ("The fire damage is high.",),
        "What is the probability of a sprinkler system?",
        ("evidence(fire_damage(high), true).",),
        "query(sprinkler_system).",
    ),
    (
        "fire sprinkler",
        "the boolean said by its name alone",
        ("The building has a sprinkler system.",),
        "What is the probability that the fire damage is low?",
        ("evidence(sprinkler_system, true).",),
        "query(fire_damage(low)).",
    ),
    (
        "cell coverage",
        "the boolean asked by its name alone",
        ("A storm is raging.",),
        "What is the probability of cell coverage?",
        ("evidence(storm, true).",),
        "query(cell_coverage).",
    ),
    (
        "cell coverage",
        "the boolean said by its name alone",
        ("There is cell coverage.",),
        "How likely is it that a call fails?",
        ("evidence(cell_coverage, true).",),
        "query(call_fails).",
    ),
)

QUESTIONS_24: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_52, _ASKED_24)
"""The networks of :data:`FRESH_52` asked in four more ways, each saying the boolean by its name alone, without
*existent*: read with the states ``existent`` and ``none``, such a sentence went to ``none``. Test's alarm2 has
such a question (a counts-only diagnostic of run 173, session 52: the boolean asked with no negation, read as
``none``). Written as a probe before the rule for them and scored first as they stood."""


_FRESH_WORDINGS_53 = (
    (
        "hail scenarios",
        "letter states, the first premise naming some of them",
        "The season is summer in 50% of cases and winter in 50%.",
        "In summer, there is a 30% probability for scenario B, 20% for scenario D, 10% each for scenarios E and F, and"
        " the remaining scenarios are equally likely.",
        "In winter, scenario A has a 5% probability, scenario B has 10%, scenario C 20%, scenario D 25%, scenario E "
        "15%, scenario F 15% and scenario G 10%.",
        "In scenario A, hail falls in 5% of cases.",
        "In scenario B, hail falls in 10% of cases.",
        "In scenario C, hail falls in 15% of cases.",
        "In scenario D, hail falls in 20% of cases.",
        "In scenario E, hail falls in 25% of cases.",
        "In scenario F, hail falls in 30% of cases.",
        "In scenario G, hail falls in 35% of cases.",
    ),
    (
        "course grades",
        "letter states, the first premise naming some of them",
        "A student studies a long time in 40% of cases and a short time in 60%.",
        "After a long study time, a student gets grade A with a probability of 30% and grade B with 30%, and the "
        "remaining grades are equally likely.",
        "After a short study time, grade A has a 5% probability, grade B 15%, grade C 30%, grade D 30% and grade E "
        "20%.",
        "With grade A, the student passes the course in 99% of cases.",
        "With grade B, the student passes the course in 95% of cases.",
        "With grade C, the student passes the course in 85% of cases.",
        "With grade D, the student passes the course in 60% of cases.",
        "With grade E, the student passes the course in 20% of cases.",
    ),
)

FRESH_53: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_53)
"""Two HAILFINDER-shaped networks whose child's states are letters (storm scenarios *A* to *G*, exam grades *A* to
*E*): the first premise of its run names only some letters and leaves the rest to share what is left ("30% for
scenario B, 20% for scenario D, 10% each for scenarios E and F, and the remaining scenarios are equally likely"),
the next names them all. Test's hailfinder1 has such a run (a counts-only diagnostic of run 174, session 52: an
11-letter variable whose first premise says 8 of the letters, read with 11 states of words and letters). Written
after a probe of these sentences and scored first without the rule for them."""

_ASKED_25 = (
    (
        "hail scenarios",
        "a letter state said, its child asked",
        ("The storm scenario is C.",),
        "What is the probability that hail falls?",
        ("evidence(storm_scenario(c), true).",),
        "query(hail_falls).",
    ),
    (
        "course grades",
        "the root said, a letter state asked",
        ("The student studied a long time.",),
        "What is the probability of grade E?",
        ("evidence(study_time(long), true).",),
        "query(exam_grade(e)).",
    ),
)

QUESTIONS_25: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_53, _ASKED_25)
"""The networks of :data:`FRESH_53` asked in two more ways, one state a letter. Written with :data:`FRESH_53` and
scored first without its rule."""

_SAID_AFTER_THERE_IS = {
    "storm desk": "There is a 40% chance that the plains forecast shows increasing capping and decreasing "
    "instability, 36% that there is little change, and 24% that there is decreasing capping and increasing "
    "instability.",
    "market outlook": "There is a 30% chance that the market outlook shows rising demand and falling supply, 45% that "
    "it is stable, and 25% that there is falling demand and rising supply.",
}


def _capping(said):
    """*Capping* for *cap* in a sentence, a clause or a tuple of them (:data:`FRESH_54`'s storm desk)."""
    if isinstance(said, str):
        return said.replace(" cap and", " capping and").replace("_cap_", "_capping_")
    return tuple(map(_capping, said))


_new_networks({"capping storm desk": _capping(_NETWORKS["storm desk"])})

_FRESH_WORDINGS_54 = tuple(
    (
        f"capping {network}" if network == "storm desk" else network,
        "joined states said after there is",
        _SAID_AFTER_THERE_IS[network],
        *map(_capping, premises[1:]),
    )
    for network, _, *premises in _FRESH_WORDINGS_50
)

FRESH_54: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_54)
""":data:`FRESH_50`'s two networks with their root said otherwise: "There is a 40% chance that the plains forecast
shows increasing capping and decreasing instability, 36% that there is little change, and 24% that there is
decreasing capping and increasing instability" (*capping* for *cap* in every premise and in the gold program's
names, network ``capping storm desk``; the market outlook's "rising demand and falling supply" likewise). The namer
names such a root by words of its states (``capping_instability``, ``market_demand``), which then cut the states
apart. Test's hailfinder4 has such a root (a counts-only diagnostic of run 175, session 52: its name two words said
apart inside the states, read with four states, so its 12-premise child took another root as parent). Written after
a probe of these sentences and scored first without the rule for them (a first draft said *capping* in the root
only; see BENCHMARKS)."""

QUESTIONS_26: tuple[Problem, ...] = _asked(
    _FRESH_WORDINGS_54,
    [
        (
            f"capping {network}" if network == "storm desk" else network,
            f"{label}, the root said after there is",
            *_capping(asked),
        )
        for network, label, *asked in _ASKED_21
    ],
)
""":data:`QUESTIONS_21`'s questions of :data:`FRESH_54`'s wording (*capping* for *cap*). Written with
:data:`FRESH_54` and scored first without its rule."""


_new_networks(
    {
        "irrigated harvest": (
            ("The season is dry.",),
            "How likely is it that the harvest is good?",
            (
                "0.3::season(dry); 0.5::season(normal); 0.2::season(wet).",
                "0.1::harvest(good); 0.9::harvest(poor) :- season(dry), irrigation(low).",
                "0.3::harvest(good); 0.7::harvest(poor) :- season(dry), irrigation(medium).",
                "0.6::harvest(good); 0.4::harvest(poor) :- season(dry), irrigation(high).",
                "0.4::harvest(good); 0.6::harvest(poor) :- season(normal), irrigation(low).",
                "0.6::harvest(good); 0.4::harvest(poor) :- season(normal), irrigation(medium).",
                "0.8::harvest(good); 0.2::harvest(poor) :- season(normal), irrigation(high).",
                "0.7::harvest(good); 0.3::harvest(poor) :- season(wet), irrigation(low).",
                "0.8::harvest(good); 0.2::harvest(poor) :- season(wet), irrigation(medium).",
                "0.85::harvest(good); 0.15::harvest(poor) :- season(wet), irrigation(high).",
                "0.2::irrigation(low); 0.3::irrigation(medium); 0.5::irrigation(high) :- season(dry).",
                "0.4::irrigation(low); 0.4::irrigation(medium); 0.2::irrigation(high) :- season(normal).",
                "0.7::irrigation(low); 0.2::irrigation(medium); 0.1::irrigation(high) :- season(wet).",
            ),
            ("evidence(season(dry), true).",),
            "query(harvest(good)).",
        ),
        "delivery traffic": (
            ("Traffic is heavy.",),
            "How likely is it that the delivery is late?",
            (
                "0.6::weather(clear); 0.3::weather(rainy); 0.1::weather(snowy).",
                "0.7::day(weekday); 0.3::day(weekend).",
                "0.95::delivery(on_time); 0.05::delivery(late) :- weather(clear), traffic(light).",
                "0.85::delivery(on_time); 0.15::delivery(late) :- weather(clear), traffic(moderate).",
                "0.6::delivery(on_time); 0.4::delivery(late) :- weather(clear), traffic(heavy).",
                "0.85::delivery(on_time); 0.15::delivery(late) :- weather(rainy), traffic(light).",
                "0.7::delivery(on_time); 0.3::delivery(late) :- weather(rainy), traffic(moderate).",
                "0.4::delivery(on_time); 0.6::delivery(late) :- weather(rainy), traffic(heavy).",
                "0.6::delivery(on_time); 0.4::delivery(late) :- weather(snowy), traffic(light).",
                "0.4::delivery(on_time); 0.6::delivery(late) :- weather(snowy), traffic(moderate).",
                "0.2::delivery(on_time); 0.8::delivery(late) :- weather(snowy), traffic(heavy).",
                "0.2::traffic(light); 0.5::traffic(moderate); 0.3::traffic(heavy) :- day(weekday).",
                "0.6::traffic(light); 0.3::traffic(moderate); 0.1::traffic(heavy) :- day(weekend).",
            ),
            ("evidence(traffic(heavy), true).",),
            "query(delivery(late)).",
        ),
    }
)
"""Networks of :data:`FRESH_55`: a run whose parents are a variable declared before it and one its text introduces
after it (``harvest`` given ``season`` and ``irrigation``, ``irrigation`` given ``season`` after it; ``delivery``
given ``weather`` and ``traffic``, ``traffic`` given ``day`` after it)."""

_FRESH_WORDINGS_55 = (
    (
        "irrigated harvest",
        "a parent introduced after its child's run",
        "The season is dry in 30% of years, normal in 50% and wet in 20%.",
        "If the season is dry and irrigation is low, the harvest is good in 10% of years and poor in 90%.",
        "If the season is dry and irrigation is medium, the harvest is good in 30% of years and poor in 70%.",
        "If the season is dry and irrigation is high, the harvest is good in 60% of years and poor in 40%.",
        "If the season is normal and irrigation is low, the harvest is good in 40% of years and poor in 60%.",
        "If the season is normal and irrigation is medium, the harvest is good in 60% of years and poor in 40%.",
        "If the season is normal and irrigation is high, the harvest is good in 80% of years and poor in 20%.",
        "If the season is wet and irrigation is low, the harvest is good in 70% of years and poor in 30%.",
        "If the season is wet and irrigation is medium, the harvest is good in 80% of years and poor in 20%.",
        "If the season is wet and irrigation is high, the harvest is good in 85% of years and poor in 15%.",
        "In a dry season, irrigation is low on 20% of farms, medium on 30% and high on 50%.",
        "In a normal season, irrigation is low on 40% of farms, medium on 40% and high on 20%.",
        "In a wet season, irrigation is low on 70% of farms, medium on 20% and high on 10%.",
    ),
    (
        "delivery traffic",
        "a parent introduced after its child's run",
        "The weather is clear on 60% of days, rainy on 30% and snowy on 10%.",
        "The day is a weekday with a probability of 70% and a weekend with 30%.",
        "When the weather is clear and traffic is light, the delivery is on time in 95% of cases and late in 5%.",
        "When the weather is clear and traffic is moderate, the delivery is on time in 85% of cases and late in 15%.",
        "When the weather is clear and traffic is heavy, the delivery is on time in 60% of cases and late in 40%.",
        "When the weather is rainy and traffic is light, the delivery is on time in 85% of cases and late in 15%.",
        "When the weather is rainy and traffic is moderate, the delivery is on time in 70% of cases and late in 30%.",
        "When the weather is rainy and traffic is heavy, the delivery is on time in 40% of cases and late in 60%.",
        "When the weather is snowy and traffic is light, the delivery is on time in 60% of cases and late in 40%.",
        "When the weather is snowy and traffic is moderate, the delivery is on time in 40% of cases and late in 60%.",
        "When the weather is snowy and traffic is heavy, the delivery is on time in 20% of cases and late in 80%.",
        "On a weekday, traffic is light in 20% of cases, moderate in 50% and heavy in 30%.",
        "On a weekend, traffic is light in 60% of cases, moderate in 30% and heavy in 10%.",
    ),
)

FRESH_55: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_55)
"""Two networks with a nine-premise run whose parents are a three-state variable declared before it and a
three-state variable the text introduces after it ("If the season is dry and irrigation is low, the harvest is good
…", and irrigation's own run, given the season, comes after). Test's hailfinder4 has a run of that shape (a
counts-only look at gold's structure, session 53: its nine-premise run of a two-state child, one parent declared
before it and one introduced by the three-premise run after it). Written before any rule for them and scored first
as they stood."""

_ASKED_27 = (
    (
        "irrigated harvest",
        "the later parent said, the child asked",
        ("Irrigation is high.",),
        "How likely is a poor harvest?",
        ("evidence(irrigation(high), true).",),
        "query(harvest(poor)).",
    ),
    (
        "delivery traffic",
        "the child said, the later parent asked",
        ("The delivery is late.",),
        "What is the probability that traffic is light?",
        ("evidence(delivery(late), true).",),
        "query(traffic(light)).",
    ),
)

QUESTIONS_27: tuple[Problem, ...] = _asked(_FRESH_WORDINGS_55, _ASKED_27)
"""The networks of :data:`FRESH_55` asked in two more ways, through the parent introduced after its child's run.
Written with :data:`FRESH_55` and scored first as they stood."""


_new_networks(
    {
        "cafe promotion": (
            ("The cafe runs a big promotion.",),
            "How likely are sales to be high?",
            (
                "0.5::weather(sunny); 0.3::weather(cloudy); 0.2::weather(rainy).",
                "0.4::sales(high); 0.6::sales(low) :- weather(sunny), promotion(none).",
                "0.6::sales(high); 0.4::sales(low) :- weather(sunny), promotion(small).",
                "0.8::sales(high); 0.2::sales(low) :- weather(sunny), promotion(big).",
                "0.3::sales(high); 0.7::sales(low) :- weather(cloudy), promotion(none).",
                "0.45::sales(high); 0.55::sales(low) :- weather(cloudy), promotion(small).",
                "0.65::sales(high); 0.35::sales(low) :- weather(cloudy), promotion(big).",
                "0.1::sales(high); 0.9::sales(low) :- weather(rainy), promotion(none).",
                "0.25::sales(high); 0.75::sales(low) :- weather(rainy), promotion(small).",
                "0.5::sales(high); 0.5::sales(low) :- weather(rainy), promotion(big).",
                "0.5::promotion(none); 0.3::promotion(small); 0.2::promotion(big) :- weather(sunny).",
                "0.4::promotion(none); 0.4::promotion(small); 0.2::promotion(big) :- weather(cloudy).",
                "0.2::promotion(none); 0.4::promotion(small); 0.4::promotion(big) :- weather(rainy).",
            ),
            ("evidence(promotion(big), true).",),
            "query(sales(high)).",
        ),
        "exam stress": (
            ("The student had little sleep.",),
            "What is the probability that the student fails?",
            (
                "0.3::preparation(good); 0.5::preparation(average); 0.2::preparation(poor).",
                "0.6::sleep(enough); 0.4::sleep(little).",
                "0.95::exam(pass); 0.05::exam(fail) :- preparation(good), stress(low).",
                "0.9::exam(pass); 0.1::exam(fail) :- preparation(good), stress(medium).",
                "0.75::exam(pass); 0.25::exam(fail) :- preparation(good), stress(high).",
                "0.8::exam(pass); 0.2::exam(fail) :- preparation(average), stress(low).",
                "0.7::exam(pass); 0.3::exam(fail) :- preparation(average), stress(medium).",
                "0.5::exam(pass); 0.5::exam(fail) :- preparation(average), stress(high).",
                "0.5::exam(pass); 0.5::exam(fail) :- preparation(poor), stress(low).",
                "0.35::exam(pass); 0.65::exam(fail) :- preparation(poor), stress(medium).",
                "0.2::exam(pass); 0.8::exam(fail) :- preparation(poor), stress(high).",
                "0.5::stress(low); 0.35::stress(medium); 0.15::stress(high) :- sleep(enough).",
                "0.2::stress(low); 0.4::stress(medium); 0.4::stress(high) :- sleep(little).",
            ),
            ("evidence(sleep(little), true).",),
            "query(exam(fail)).",
        ),
    }
)
"""Networks of :data:`FRESH_56`: :data:`FRESH_55`'s shape, the run's conditions said after *with* and *under*
(``sales`` given ``weather`` and ``promotion``, ``promotion`` given ``weather`` after it; ``exam`` given
``preparation`` and ``stress``, ``stress`` given ``sleep`` after it)."""

_FRESH_WORDINGS_56 = (
    (
        "cafe promotion",
        "a parent introduced after its child's run, conditions after with",
        "The weather is sunny on 50% of days, cloudy on 30% and rainy on 20%.",
        "With sunny weather and no promotion, sales are high on 40% of days and low on 60%.",
        "With sunny weather and a small promotion, sales are high on 60% of days and low on 40%.",
        "With sunny weather and a big promotion, sales are high on 80% of days and low on 20%.",
        "With cloudy weather and no promotion, sales are high on 30% of days and low on 70%.",
        "With cloudy weather and a small promotion, sales are high on 45% of days and low on 55%.",
        "With cloudy weather and a big promotion, sales are high on 65% of days and low on 35%.",
        "With rainy weather and no promotion, sales are high on 10% of days and low on 90%.",
        "With rainy weather and a small promotion, sales are high on 25% of days and low on 75%.",
        "With rainy weather and a big promotion, sales are high on 50% of days and low on 50%.",
        "On sunny days, the cafe runs no promotion in 50% of cases, a small promotion in 30% and a big promotion in "
        "20%.",
        "On cloudy days, the cafe runs no promotion in 40% of cases, a small promotion in 40% and a big promotion in "
        "20%.",
        "On rainy days, the cafe runs no promotion in 20% of cases, a small promotion in 40% and a big promotion in "
        "40%.",
    ),
    (
        "exam stress",
        "a parent introduced after its child's run, conditions after under",
        "A student's preparation is good in 30% of cases, average in 50% and poor in 20%.",
        "A student gets enough sleep with a probability of 60% and little sleep with 40%.",
        "Under good preparation and low stress, a student passes the exam in 95% of cases and fails in 5%.",
        "Under good preparation and medium stress, a student passes the exam in 90% of cases and fails in 10%.",
        "Under good preparation and high stress, a student passes the exam in 75% of cases and fails in 25%.",
        "Under average preparation and low stress, a student passes the exam in 80% of cases and fails in 20%.",
        "Under average preparation and medium stress, a student passes the exam in 70% of cases and fails in 30%.",
        "Under average preparation and high stress, a student passes the exam in 50% of cases and fails in 50%.",
        "Under poor preparation and low stress, a student passes the exam in 50% of cases and fails in 50%.",
        "Under poor preparation and medium stress, a student passes the exam in 35% of cases and fails in 65%.",
        "Under poor preparation and high stress, a student passes the exam in 20% of cases and fails in 80%.",
        "After enough sleep, stress is low in 50% of cases, medium in 35% and high in 15%.",
        "After little sleep, stress is low in 20% of cases, medium in 40% and high in 40%.",
    ),
)

FRESH_56: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_56)
"""Two networks of :data:`FRESH_55`'s shape (a nine-premise run conditioned on a variable declared before it and on
one introduced after it) whose run's premises begin "With sunny weather and no promotion, …" and "Under good
preparation and low stress, …", not with *if* or *when*. Test's hailfinder4 has such a run (a counts-only look at
run 178, session 53: its first premise begins with a condition, not with *if* or *when*, and says the variable the
first reading introduces after it in part). Written before any rule for them and scored first as they stood."""


_new_networks(
    {
        "rainfall irrigation": (
            ("The rainfall level is high.",),
            "How likely is it that the harvest is poor?",
            (
                "0.3::season(dry); 0.5::season(normal); 0.2::season(wet).",
                "0.4::rainfall_level(low); 0.4::rainfall_level(medium); 0.2::rainfall_level(high).",
                "0.1::harvest(good); 0.9::harvest(poor) :- season(dry), irrigation_level(low).",
                "0.3::harvest(good); 0.7::harvest(poor) :- season(dry), irrigation_level(medium).",
                "0.6::harvest(good); 0.4::harvest(poor) :- season(dry), irrigation_level(high).",
                "0.4::harvest(good); 0.6::harvest(poor) :- season(normal), irrigation_level(low).",
                "0.6::harvest(good); 0.4::harvest(poor) :- season(normal), irrigation_level(medium).",
                "0.8::harvest(good); 0.2::harvest(poor) :- season(normal), irrigation_level(high).",
                "0.7::harvest(good); 0.3::harvest(poor) :- season(wet), irrigation_level(low).",
                "0.8::harvest(good); 0.2::harvest(poor) :- season(wet), irrigation_level(medium).",
                "0.85::harvest(good); 0.15::harvest(poor) :- season(wet), irrigation_level(high).",
                "0.1::irrigation_level(low); 0.3::irrigation_level(medium); 0.6::irrigation_level(high) :- "
                "rainfall_level(low).",
                "0.3::irrigation_level(low); 0.4::irrigation_level(medium); 0.3::irrigation_level(high) :- "
                "rainfall_level(medium).",
                "0.7::irrigation_level(low); 0.2::irrigation_level(medium); 0.1::irrigation_level(high) :- "
                "rainfall_level(high).",
            ),
            ("evidence(rainfall_level(high), true).",),
            "query(harvest(poor)).",
        ),
        "night noise": (
            ("The noise level is high.",),
            "How likely is it that sleep is poor?",
            (
                "0.3::workload(light); 0.5::workload(normal); 0.2::workload(heavy).",
                "0.5::night_noise(low); 0.3::night_noise(medium); 0.2::night_noise(high).",
                "0.9::sleep(good); 0.1::sleep(poor) :- workload(light), stress_level(low).",
                "0.75::sleep(good); 0.25::sleep(poor) :- workload(light), stress_level(medium).",
                "0.5::sleep(good); 0.5::sleep(poor) :- workload(light), stress_level(high).",
                "0.85::sleep(good); 0.15::sleep(poor) :- workload(normal), stress_level(low).",
                "0.65::sleep(good); 0.35::sleep(poor) :- workload(normal), stress_level(medium).",
                "0.4::sleep(good); 0.6::sleep(poor) :- workload(normal), stress_level(high).",
                "0.7::sleep(good); 0.3::sleep(poor) :- workload(heavy), stress_level(low).",
                "0.5::sleep(good); 0.5::sleep(poor) :- workload(heavy), stress_level(medium).",
                "0.2::sleep(good); 0.8::sleep(poor) :- workload(heavy), stress_level(high).",
                "0.6::stress_level(low); 0.3::stress_level(medium); 0.1::stress_level(high) :- night_noise(low).",
                "0.3::stress_level(low); 0.4::stress_level(medium); 0.3::stress_level(high) :- night_noise(medium).",
                "0.1::stress_level(low); 0.3::stress_level(medium); 0.6::stress_level(high) :- night_noise(high).",
            ),
            ("evidence(night_noise(high), true).",),
            "query(sleep(poor)).",
        ),
    }
)
"""Networks of :data:`FRESH_57`: :data:`FRESH_55`'s shape where a root declared before the run shares a word and its
states with the parent introduced after it (``rainfall_level`` and ``irrigation_level``, ``night_noise`` (the noise
level) and ``stress_level``, each low / medium / high)."""

_FRESH_WORDINGS_57 = (
    (
        "rainfall irrigation",
        "a parent introduced after its child's run, a root before sharing its words",
        "The season is dry in 30% of years, normal in 50% and wet in 20%.",
        "The rainfall level is low in 40% of years, medium in 40% and high in 20%.",
        "If the season is dry and the irrigation level is low, the harvest is good in 10% of years and poor in 90%.",
        "If the season is dry and the irrigation level is medium, the harvest is good in 30% of years and poor "
        "in 70%.",
        "If the season is dry and the irrigation level is high, the harvest is good in 60% of years and poor in 40%.",
        "If the season is normal and the irrigation level is low, the harvest is good in 40% of years and poor "
        "in 60%.",
        "If the season is normal and the irrigation level is medium, the harvest is good in 60% of years and poor "
        "in 40%.",
        "If the season is normal and the irrigation level is high, the harvest is good in 80% of years and poor "
        "in 20%.",
        "If the season is wet and the irrigation level is low, the harvest is good in 70% of years and poor in 30%.",
        "If the season is wet and the irrigation level is medium, the harvest is good in 80% of years and poor "
        "in 20%.",
        "If the season is wet and the irrigation level is high, the harvest is good in 85% of years and poor in 15%.",
        "If the rainfall level is low, the irrigation level is low on 10% of farms, medium on 30% and high on 60%.",
        "If the rainfall level is medium, the irrigation level is low on 30% of farms, medium on 40% and high on 30%.",
        "If the rainfall level is high, the irrigation level is low on 70% of farms, medium on 20% and high on 10%.",
    ),
    (
        "night noise",
        "a parent introduced after its child's run, a root before sharing its words",
        "The workload is light in 30% of weeks, normal in 50% and heavy in 20%.",
        "The noise level is low on 50% of nights, medium on 30% and high on 20%.",
        "If the workload is light and the stress level is low, sleep is good on 90% of nights and poor on 10%.",
        "If the workload is light and the stress level is medium, sleep is good on 75% of nights and poor on 25%.",
        "If the workload is light and the stress level is high, sleep is good on 50% of nights and poor on 50%.",
        "If the workload is normal and the stress level is low, sleep is good on 85% of nights and poor on 15%.",
        "If the workload is normal and the stress level is medium, sleep is good on 65% of nights and poor on 35%.",
        "If the workload is normal and the stress level is high, sleep is good on 40% of nights and poor on 60%.",
        "If the workload is heavy and the stress level is low, sleep is good on 70% of nights and poor on 30%.",
        "If the workload is heavy and the stress level is medium, sleep is good on 50% of nights and poor on 50%.",
        "If the workload is heavy and the stress level is high, sleep is good on 20% of nights and poor on 80%.",
        "If the noise level is low, the stress level is low in 60% of cases, medium in 30% and high in 10%.",
        "If the noise level is medium, the stress level is low in 30% of cases, medium in 40% and high in 30%.",
        "If the noise level is high, the stress level is low in 10% of cases, medium in 30% and high in 60%.",
    ),
)

FRESH_57: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_57)
"""Two networks of :data:`FRESH_55`'s shape whose run's later parent shares a word and its three states with a root
declared before the run ("If the season is dry and the irrigation level is low, …" after "The rainfall level is low
in 40% of years, …"): a first reading gives the run that root for a parent, which makes the same number of rows.
Test's hailfinder4 reads its run so (counts-only looks at run 179, session 53: the reading with the later parent
was made and refused, as it needs no fewer variables). Written after a probe of the first network and scored first
without the rule for them."""


_new_networks(
    {
        "car colour": (
            ("A witness noticed the car.",),
            "How likely is it that the car is red?",
            (
                "0.1666666667::car_colour(red); 0.1666666667::car_colour(blue); 0.1666666667::car_colour(green); "
                "0.1666666667::car_colour(white); 0.1666666667::car_colour(black); 0.1666666667::car_colour(grey).",
                "0.9::noticed :- car_colour(red).",
                "0.7::noticed :- car_colour(blue).",
                "0.6::noticed :- car_colour(green).",
                "0.8::noticed :- car_colour(white).",
                "0.3::noticed :- car_colour(black).",
                "0.2::noticed :- car_colour(grey).",
            ),
            ("evidence(noticed, true).",),
            "query(car_colour(red)).",
        ),
        "risk score": (
            ("A claim is filed.",),
            "What is the probability that the risk score is very high?",
            (
                "0.2::risk_score(very_low); 0.2::risk_score(low); 0.2::risk_score(moderate); 0.2::risk_score(high); "
                "0.2::risk_score(very_high).",
                "0.02::claim :- risk_score(very_low).",
                "0.05::claim :- risk_score(low).",
                "0.1::claim :- risk_score(moderate).",
                "0.2::claim :- risk_score(high).",
                "0.4::claim :- risk_score(very_high).",
            ),
            ("evidence(claim, true).",),
            "query(risk_score(very_high)).",
        ),
    }
)
"""Networks of :data:`FRESH_58`: a root of six colours (``car_colour``) or five risk scores, all equally likely, and
a boolean child."""

_FRESH_WORDINGS_58 = (
    (
        "car colour",
        "equally likely among six states",
        "It is equally likely that a new car is red, blue, green, white, black or grey.",
        "A red car is noticed by a witness in 90% of cases.",
        "A blue car is noticed by a witness in 70% of cases.",
        "A green car is noticed by a witness in 60% of cases.",
        "A white car is noticed by a witness in 80% of cases.",
        "A black car is noticed by a witness in 30% of cases.",
        "A grey car is noticed by a witness in 20% of cases.",
    ),
    (
        "risk score",
        "equally likely among five states",
        "It is equally likely that the risk score is very low, low, moderate, high or very high.",
        "With a very low risk score, a claim is filed in 2% of years.",
        "With a low risk score, a claim is filed in 5% of years.",
        "With a moderate risk score, a claim is filed in 10% of years.",
        "With a high risk score, a claim is filed in 20% of years.",
        "With a very high risk score, a claim is filed in 40% of years.",
    ),
)

FRESH_58: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_58)
"""Two networks whose root is said *equally likely* among a list of five or six states ("It is equally likely that
a new car is red, blue, green, white, black or grey"), each a parent of a run of its own. From QUITE validation's
phytophthora0 (WEP wording), whose "about equally likely … very low, low, moderate, high, or very high" was read
0.3333 for three of the five states: a probe of `read_probabilities` found the list's states after the twelfth word
from *equally likely* unread, and, with six colours, read as 0. Written after that probe and scored first without
the rule for them."""


_new_networks(
    {
        "late bus": (
            ("I missed my train.",),
            "How likely is it that the bus was late?",
            (
                "0.7::bus_late.",
                "0.7::missed_train :- bus_late.",
                "0.1::missed_train :- \\+bus_late.",
            ),
            ("evidence(missed_train, true).",),
            "query(bus_late).",
        ),
        "mountain hike": (
            ("The hike was cancelled.",),
            "How likely is it that the weather was stormy?",
            (
                "0.7::mountain_weather(sunny); 0.25::mountain_weather(cloudy); 0.05::mountain_weather(stormy).",
                "0.02::hike_cancelled :- mountain_weather(sunny).",
                "0.25::hike_cancelled :- mountain_weather(cloudy).",
                "0.95::hike_cancelled :- mountain_weather(stormy).",
            ),
            ("evidence(hike_cancelled, true).",),
            "query(mountain_weather(stormy)).",
        ),
        "rainy traffic": (
            ("The traffic is heavy.",),
            "How likely is it that it rains?",
            (
                "0.3::raining.",
                "0.7::road_traffic(heavy); 0.25::road_traffic(moderate); 0.05::road_traffic(light) :- raining.",
                "0.05::road_traffic(heavy); 0.25::road_traffic(moderate); 0.7::road_traffic(light) :- \\+raining.",
            ),
            ("evidence(road_traffic(heavy), true).",),
            "query(raining).",
        ),
    }
)
"""Networks of :data:`FRESH_59`, their numbers said by words of frequency: a boolean chain (``bus_late`` →
``missed_train``), a root of three kinds of weather and a boolean child, and a boolean root and a child of three
states."""

_FRESH_WORDINGS_59 = (
    (
        "late bus",
        "words of frequency, one row per sentence",
        "The bus is usually late.",
        "If the bus is late, I often miss my train.",
        "If the bus is not late, I rarely miss my train.",
    ),
    (
        "late bus",
        "words of frequency, rows joined by otherwise",
        "The bus is usually late.",
        "If the bus is late, I often miss my train; otherwise I rarely miss it.",
    ),
    (
        "mountain hike",
        "words of frequency, one row per sentence",
        "In the mountains the weather is usually sunny, sometimes cloudy and very rarely stormy.",
        "If the weather is sunny, the hike is almost never cancelled.",
        "If the weather is cloudy, the hike is sometimes cancelled.",
        "If the weather is stormy, the hike is almost always cancelled.",
    ),
    (
        "rainy traffic",
        "words of frequency, one row per sentence",
        "It rains on 30% of days.",
        "When it rains, the traffic is usually heavy, occasionally moderate and very rarely light.",
        "When it does not rain, the traffic is usually light, occasionally moderate and very rarely heavy.",
    ),
)

FRESH_59: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_59)
"""Three networks whose numbers are said by words of frequency (*usually*, *often*, *sometimes*, *occasionally*,
*rarely*, *very rarely*, *almost never*, *almost always*), read on :data:`hedgehub.slot_parser.FREQUENCY_VALUES`'
scale. From QUITE validation's child0 (WEP wording: "low lung flow is common, a normal lung flow is uncommon"), whose
premises in such words were read as an equal split or by the chooser alone (one root as 0, which made four pairs'
evidence impossible). Written before the rule and scored first without it."""


_new_networks(
    {
        "studying": (
            ("A student passed the exam.",),
            "How likely is it that the student studied?",
            ("0.7::studies.", "0.95::passes_exam :- studies.", "0.1::passes_exam :- \\+studies."),
            ("evidence(passes_exam, true).",),
            "query(studies).",
        ),
        "city cars": (
            ("A car was stolen.",),
            "How likely is it that the car had an alarm?",
            ("0.7::car_alarm.", "0.02::car_stolen :- car_alarm.", "0.1::car_stolen :- \\+car_alarm."),
            ("evidence(car_stolen, true).",),
            "query(car_alarm).",
        ),
        "medicine": (
            ("The patient has side effects.",),
            "How likely is it that the patient took the medicine?",
            (
                "0.7::takes_medicine.",
                "0.05::side_effects :- takes_medicine.",
                "0.02::side_effects :- \\+takes_medicine.",
            ),
            ("evidence(side_effects, true).",),
            "query(takes_medicine).",
        ),
    }
)
"""Networks of :data:`FRESH_60`: three boolean chains whose numbers are said by words of amount."""

_FRESH_WORDINGS_60 = (
    (
        "studying",
        "words of amount, one row per sentence",
        "Most students study for the exam.",
        "Almost all students who study pass the exam.",
        "Few students who do not study pass the exam.",
    ),
    (
        "city cars",
        "words of amount, one row per sentence",
        "Most cars in the city have an alarm.",
        "Hardly any cars with an alarm are stolen.",
        "A small number of cars without an alarm are stolen.",
    ),
    (
        "medicine",
        "words of amount, one row per sentence",
        "The majority of patients take the medicine.",
        "Very few patients who take the medicine get side effects.",
        "Almost no patients who do not take the medicine get side effects.",
    ),
)

FRESH_60: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_60)
"""Three networks whose numbers are said by words of amount (*most*, *the majority of*, *almost all*, *few*, *very
few*, *a small number of*, *hardly any*, *almost no*), read on :data:`hedgehub.slot_parser.FREQUENCY_VALUES`' scale.
From QUITE validation's child0 (WEP wording: "Most babies are born without birth asphyxia, only a small number of
babies experience birth asphyxia", read as 0, which made two pairs' evidence impossible). Written before the rule
and scored first without it."""


_new_networks(
    {
        "umbrella": (
            ("I took an umbrella.",),
            "How likely is it that it rained?",
            ("0.9::will_rain.", "0.95::takes_umbrella :- will_rain.", "0.2::takes_umbrella :- \\+will_rain."),
            ("evidence(takes_umbrella, true).",),
            "query(will_rain).",
        ),
        "server outage": (
            ("The website is slow.",),
            "How likely is it that the server went down?",
            ("0.1::server_down.", "0.7::website_slow :- server_down.", "0.05::website_slow :- \\+server_down."),
            ("evidence(website_slow, true).",),
            "query(server_down).",
        ),
        "bridge": (
            ("The road is closed.",),
            "How likely is it that the bridge collapsed?",
            (
                "0.05::bridge_collapses.",
                "0.95::road_closed :- bridge_collapses.",
                "0.1::road_closed :- \\+bridge_collapses.",
            ),
            ("evidence(road_closed, true).",),
            "query(bridge_collapses).",
        ),
    }
)
"""Networks of :data:`FRESH_61`: three boolean chains whose numbers are said by words of likelihood the scale lacks
as they are written."""

_FRESH_WORDINGS_61 = (
    (
        "umbrella",
        "very likely, almost certainly, not likely",
        "It is very likely that it rains tomorrow.",
        "If it rains, I will almost certainly take an umbrella.",
        "If it does not rain, it is not likely that I take an umbrella.",
    ),
    (
        "server outage",
        "a small, a high and a very low chance",
        "There is a small chance that the server goes down.",
        "If the server goes down, there is a high chance that the website is slow.",
        "If the server does not go down, there is a very low chance that the website is slow.",
    ),
    (
        "bridge",
        "extremely unlikely, virtually certain, a slight chance",
        "It is extremely unlikely that the bridge collapses.",
        "If the bridge collapses, it is virtually certain that the road is closed.",
        "If the bridge does not collapse, there is a slight chance that the road is closed.",
    ),
)

FRESH_61: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_61)
"""Three networks whose numbers are said by words of likelihood the scale has only in other words: *very likely*,
*extremely unlikely* (the scale's *highly likely*, *highly unlikely*), *almost certainly*, *virtually certain*
(*almost certain*), *not likely* (*unlikely*), *a small / slight chance* (*little chance*), *a high chance*
(*likely*), *a very low chance* (*highly unlikely*). From a probe of `read_probabilities` with words a person types
(*almost certainly* read 1, *not likely* 0.7, *very likely* 0.7, *a small chance* nothing). Written after that probe
and scored first without the rule. *A small* and *a slight chance* stayed out of the rule (development lost two pairs
with them: :data:`hedgehub.slot_parser.WEP_VARIANTS`), so the gold programs here say what they mean on the scale and
the parser does not read them."""


_new_networks(
    {
        "barking dog": (
            ("The dog barks.",),
            "How likely is it that the neighbour is at home?",
            ("0.3::neighbour_home.", "0.3::dog_barks :- neighbour_home.", "0.7::dog_barks :- \\+neighbour_home."),
            ("evidence(dog_barks, true).",),
            "query(neighbour_home).",
        ),
    }
)
"""The network of :data:`FRESH_62`: a boolean chain whose numbers are said by words of frequency with a *not*."""

_FRESH_WORDINGS_62 = (
    (
        "barking dog",
        "not before a word of frequency",
        "The neighbour is not usually at home.",
        "If the neighbour is at home, the dog does not often bark.",
        "If the neighbour is not at home, the dog often barks.",
    ),
    (
        "barking dog",
        "not after a word of frequency",
        "The neighbour is usually not at home.",
        "If the neighbour is at home, the dog usually does not bark.",
        "If the neighbour is not at home, the dog often barks.",
    ),
)

FRESH_62: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_62)
"""One network said twice with a *not* beside a word of frequency (*not usually*, *does not often*, *usually not*,
*usually does not*: 1 − 0.7). From a probe of `read_probabilities` after :data:`FRESH_59`: "The bus is usually not
late" and "The bus is not usually late" read 0.7. Written after that probe and scored first without the rule."""


_new_networks(
    {
        "repair bill": (
            ("The owner files a claim.",),
            "How likely is it that the repair bill is extreme?",
            (
                "0.3::repair_bill(low); 0.3::repair_bill(medium); 0.2::repair_bill(high); 0.2::repair_bill(extreme).",
                "0.1::claim :- repair_bill(low).",
                "0.2::claim :- repair_bill(medium).",
                "0.7::claim :- repair_bill(high).",
                "0.9::claim :- repair_bill(extreme).",
            ),
            ("evidence(claim, true).",),
            "query(repair_bill(extreme)).",
        ),
        "crowd size": (
            ("The police are called.",),
            "How likely is it that the crowd is huge?",
            (
                "0.2::crowd(small); 0.3::crowd(medium); 0.3::crowd(large); 0.2::crowd(huge).",
                "0.02::police :- crowd(small).",
                "0.1::police :- crowd(medium).",
                "0.2::police :- crowd(large).",
                "0.7::police :- crowd(huge).",
            ),
            ("evidence(police, true).",),
            "query(crowd(huge)).",
        ),
    }
)
"""The networks of :data:`FRESH_63`: a variable of four states whose premise in words says one word of two states
and another of the other two."""

_FRESH_WORDINGS_63 = (
    (
        "repair bill",
        "a word before its list of states",
        "The repair bill is probably not low or medium, and it is unlikely to be high or extreme.",
        "If the repair bill is low, it is improbable that the owner files a claim.",
        "If the repair bill is medium, it is unlikely that the owner files a claim.",
        "If the repair bill is high, it is likely that the owner files a claim.",
        "If the repair bill is extreme, it is highly likely that the owner files a claim.",
    ),
    (
        "repair bill",
        "a word after its list of states",
        "A repair bill that is low or medium is probably not what the owner gets, and high or extreme is unlikely.",
        "If the repair bill is low, it is improbable that the owner files a claim.",
        "If the repair bill is medium, it is unlikely that the owner files a claim.",
        "If the repair bill is high, it is likely that the owner files a claim.",
        "If the repair bill is extreme, it is highly likely that the owner files a claim.",
    ),
    (
        "crowd size",
        "two lists, the outer states first",
        "It is unlikely that the crowd is small or huge, and it is probably not medium or large.",
        "If the crowd is small, there is almost no chance that the police are called.",
        "If the crowd is medium, there is little chance that the police are called.",
        "If the crowd is large, it is unlikely that the police are called.",
        "If the crowd is huge, it is likely that the police are called.",
    ),
)

FRESH_63: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_63)
"""Two networks whose root of four states is said in words, one word for a list of two states and another for the
other two (*probably not low or medium, unlikely to be high or extreme*: 0.3, 0.3, 0.2, 0.2), as QUITE's train
premises in words say them (insurance2's medical cost). From a probe of `read_probabilities`: the word went to the
first state of its list, and the other two states shared what was left (0.25 each). Written after that probe and
scored first without the rule."""


_new_networks(
    {
        "airbag": (
            ("The driver is injured.",),
            "How likely is it that the car has an airbag?",
            ("0.7::airbag.", "0.1::injured :- airbag.", "0.4::injured :- \\+airbag."),
            ("evidence(injured, true).",),
            "query(airbag).",
        ),
        "phone charger": (
            ("The phone dies.",),
            "How likely is it that the traveller has a charger?",
            ("0.3::charger.", "0.1::phone_dies :- charger.", "0.7::phone_dies :- \\+charger."),
            ("evidence(phone_dies, true).",),
            "query(charger).",
        ),
    }
)
"""The networks of :data:`FRESH_64`: a boolean chain whose root is said by the verb *lack*."""

_FRESH_WORDINGS_64 = (
    (
        "airbag",
        "numbers, lack as the verb",
        "30% of cars lack an airbag.",
        "If a car has an airbag, the driver is injured in 10% of crashes.",
        "If a car lacks an airbag, the driver is injured in 40% of crashes.",
    ),
    (
        "phone charger",
        "words, lacks and lacking",
        "A traveller likely lacks a charger.",
        "If the traveller has a charger, there is little chance that the phone dies.",
        "If the traveller is lacking a charger, it is likely that the phone dies.",
    ),
)

FRESH_64: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_64)
"""Two boolean chains whose root is said false by the verb *lack* ("30% of cars lack an airbag": 0.7 have one), as
QUITE's train premises in words say it ("their car lacks anti-theft devices"). From a probe of `read_probabilities`:
"30% of cars lack an airbag" read 0.3 and "It is likely that the car lacks an airbag" 0.7. Written after that probe
and scored first without the rule."""


_new_networks(
    {
        "picnic sky": (
            ("We have a picnic.",),
            "How likely is it that the day is rainy?",
            (
                "0.4::sky(sunny); 0.4::sky(cloudy); 0.2::sky(rainy).",
                "0.9::picnic :- sky(sunny).",
                "0.5::picnic :- sky(cloudy).",
                "0.1::picnic :- sky(rainy).",
            ),
            ("evidence(picnic, true).",),
            "query(sky(rainy)).",
        ),
        "bus traffic": (
            ("The bus is late.",),
            "How likely is it that the traffic is heavy?",
            (
                "0.5::traffic(light); 0.375::traffic(moderate); 0.125::traffic(heavy).",
                "0.05::late :- traffic(light).",
                "0.2::late :- traffic(moderate).",
                "0.6::late :- traffic(heavy).",
            ),
            ("evidence(late, true).",),
            "query(traffic(heavy)).",
        ),
    }
)
"""The networks of :data:`FRESH_65`: a root of three states said by two ratios against the same state."""

_FRESH_WORDINGS_65 = (
    (
        "picnic sky",
        "the second ratio without its verb",
        "Sunny days are twice as common as rainy days, and cloudy days twice as common as rainy days.",
        "On sunny days we have a picnic with a probability of 90%.",
        "On cloudy days we have a picnic with a probability of 50%.",
        "On rainy days we have a picnic with a probability of 10%.",
    ),
    (
        "bus traffic",
        "both ratios with their verb",
        "Moderate traffic is 3 times as likely as heavy traffic, and light traffic is 4 times as likely as heavy "
        "traffic.",
        "In light traffic the bus is late in 5% of cases.",
        "In moderate traffic the bus is late in 20% of cases.",
        "In heavy traffic the bus is late in 60% of cases.",
    ),
)

FRESH_65: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_65)
"""Two networks whose root of three states is said by two ratios against the same state (*sunny days are twice as
common as rainy days, and cloudy days twice as common as rainy days*: 0.4, 0.4, 0.2). From a probe of
`read_probabilities`: the first ratio alone was read, as two shares of the whole, and the third state got 0. Written
after that probe and scored first without the rule."""


_new_networks(
    {
        "coffee cups": (
            ("The coffee is spilled.",),
            "How likely is it that the cup is large?",
            (
                "0.25::cup(small); 0.5::cup(medium); 0.25::cup(large).",
                "0.1::spilled :- cup(small).",
                "0.2::spilled :- cup(medium).",
                "0.4::spilled :- cup(large).",
            ),
            ("evidence(spilled, true).",),
            "query(cup(large)).",
        ),
    }
)
"""The network of :data:`FRESH_66`: a root of three states said by a ratio and a second ratio against its first
value."""

_FRESH_WORDINGS_66 = (
    (
        "coffee cups",
        "the second ratio against the first one's first value",
        "Medium cups are twice as common as small cups, and large cups are half as common as medium cups.",
        "With a small cup the coffee is spilled in 10% of cases.",
        "With a medium cup the coffee is spilled in 20% of cases.",
        "With a large cup the coffee is spilled in 40% of cases.",
    ),
    (
        "coffee cups",
        "the same without the second verb",
        "Medium cups are twice as common as small cups, and large cups half as common as medium cups.",
        "With a small cup the coffee is spilled in 10% of cases.",
        "With a medium cup the coffee is spilled in 20% of cases.",
        "With a large cup the coffee is spilled in 40% of cases.",
    ),
)

FRESH_66: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_66)
"""One network said twice with a chain of ratios (*medium cups are twice as common as small cups, and large cups half
as common as medium cups*: 0.25, 0.5, 0.25). From a probe of `read_probabilities` after :data:`FRESH_65`'s rule: a
second ratio against the first ratio's first value was left out (large cups got 0). Written after that probe and
scored first without the rule."""


_new_networks(
    {
        "night frost": (
            ("The plants are damaged.",),
            "How likely is it that there is a frost tonight?",
            ("0.2::frost.", "0.95::plants_damaged :- frost.", "0.05::plants_damaged :- \\+frost."),
            ("evidence(plants_damaged, true).",),
            "query(frost).",
        ),
        "late train": (
            ("I do not miss the meeting.",),
            "How likely is it that the train is late?",
            ("0.3::train_late.", "0.7::miss_meeting :- train_late.", "0.0::miss_meeting :- \\+train_late."),
            ("evidence(miss_meeting, false).",),
            "query(train_late).",
        ),
    }
)
"""The networks of :data:`FRESH_67`: boolean chains said by words of likelihood the scale has only in other words."""

_FRESH_WORDINGS_67 = (
    (
        "night frost",
        "doubtful, a near certainty, highly improbable",
        "A frost tonight is doubtful.",
        "If there is a frost, it is a near certainty that the plants are damaged.",
        "If there is no frost, damage to the plants is highly improbable.",
    ),
    (
        "late train",
        "less likely than not, likely, out of the question",
        "The train being late is less likely than not.",
        "If the train is late, it is likely that I miss the meeting.",
        "If the train is not late, missing the meeting is out of the question.",
    ),
)

FRESH_67: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_67)
"""Two boolean chains said by words of likelihood the scale has only in other words: *doubtful* (the scale's *we
doubt*, 0.2), *a near certainty* (*almost certain*, 0.95), *highly improbable* (*highly unlikely*, 0.05), *less likely
than not* (*probably not*, 0.3), *out of the question* (*impossible*). From a probe of `read_probabilities`:
*doubtful* and *out of the question* read nothing, *a near certainty* 1, *highly improbable* 0.1 and *less likely
than not* 0.7. Written after that probe and scored first without the rule."""


_new_networks(
    {
        "commute mode": (
            ("I am late for work.",),
            "How likely is it that I went by bus?",
            (
                "0.25::commute(bike); 0.5::commute(bus); 0.25::commute(car).",
                "0.1::late_for_work :- commute(bike).",
                "0.3::late_for_work :- commute(bus).",
                "0.2::late_for_work :- commute(car).",
            ),
            ("evidence(late_for_work, true).",),
            "query(commute(bus)).",
        ),
    }
)
"""The network of :data:`FRESH_68`: a root of three states said by a ratio and an *as common as* with no factor."""

_FRESH_WORDINGS_68 = (
    (
        "commute mode",
        "as common as after a ratio",
        "Going by bus is twice as common as going by car, and going by bike is as common as going by car.",
        "If I go by bike, I am late for work in 10% of cases.",
        "If I go by bus, I am late for work in 30% of cases.",
        "If I go by car, I am late for work in 20% of cases.",
    ),
    (
        "commute mode",
        "as common as first",
        "Cars are as common as bikes, and buses are twice as common as bikes.",
        "If I go by bike, I am late for work in 10% of cases.",
        "If I go by bus, I am late for work in 30% of cases.",
        "If I go by car, I am late for work in 20% of cases.",
    ),
)

FRESH_68: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_68)
"""One network said twice with *as common as* and no factor beside a ratio (*buses are twice as common as cars, and
bikes as common as cars*: 0.25, 0.5, 0.25). From a probe of `read_probabilities` after :data:`FRESH_66`'s rule: *as
common as* with no factor was no ratio, so one state got nothing. Written after that probe and scored first without
the rule."""


_new_networks(
    {
        "pet allergy": (
            ("The owner has an allergy.",),
            "How likely is it that the pet is a cat?",
            (
                "0.5::pet(cat); 0.3::pet(dog); 0.2::pet(rat).",
                "0.2::allergy :- pet(cat).",
                "0.1::allergy :- pet(dog).",
                "0.05::allergy :- pet(rat).",
            ),
            ("evidence(allergy, true).",),
            "query(pet(cat)).",
        ),
    }
)
"""The network of :data:`FRESH_69`: a root whose states are nouns of three letters, said in the plural in one
premise and in the singular in another."""

_FRESH_WORDINGS_69 = (
    (
        "pet allergy",
        "plural states first",
        "Half of the pets are cats, 30% are dogs and 20% are rats.",
        "If the pet is a cat, the owner has an allergy in 20% of cases.",
        "If the pet is a dog, the owner has an allergy in 10% of cases.",
        "If the pet is a rat, the owner has an allergy in 5% of cases.",
    ),
    (
        "pet allergy",
        "plural states in the rows",
        "A pet is a cat with a probability of 50%, a dog with 30% and a rat with 20%.",
        "Owners of cats have an allergy in 20% of cases.",
        "Owners of dogs have an allergy in 10% of cases.",
        "Owners of rats have an allergy in 5% of cases.",
    ),
)

FRESH_69: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_69)
"""One network said twice with states that are nouns of three letters, plural in one premise and singular in
another (*cats* / *a cat*). Written before the rule and scored first without it: words shorter than four letters
were one word only when spelt alike, so *cats* named no state *cat*."""


_new_networks(
    {
        "one-sided intubation": (
            ("The oxygen saturation is low.",),
            "How likely is it that the patient is a child?",
            (
                "0.5::child.",
                "0.7::intubation(normal); 0.1::intubation(esophageal); 0.2::intubation(one_sided) :- child.",
                "0.9::intubation(normal); 0.05::intubation(esophageal); 0.05::intubation(one_sided) :- \\+child.",
                "0.05::low_saturation :- intubation(normal).",
                "0.95::low_saturation :- intubation(esophageal).",
                "0.7::low_saturation :- intubation(one_sided).",
            ),
            ("evidence(low_saturation, true).",),
            "query(child).",
        ),
        "two-way road": (
            ("The road is two-way.",),
            "How likely is it that the road is in the city centre?",
            (
                "0.3::centre.",
                "0.6::road(one_way); 0.4::road(two_way) :- centre.",
                "0.1::road(one_way); 0.9::road(two_way) :- \\+centre.",
            ),
            ("evidence(road(two_way), true).",),
            "query(centre).",
        ),
    }
)
"""The networks of :data:`FRESH_70`: a variable with a parent, whose states are said as a number word joined by a
hyphen to another word (*one-sided*, *one-way*, *two-way*)."""

_FRESH_WORDINGS_70 = (
    (
        "one-sided intubation",
        "numbers",
        "Half of the patients are children.",
        "If the patient is a child, the intubation is normal in 70% of cases, esophageal in 10% and one-sided in 20%.",
        "If the patient is not a child, the intubation is normal in 90% of cases, esophageal in 5% and one-sided in "
        "5%.",
        "If the intubation is normal, the oxygen saturation is low in 5% of cases.",
        "If the intubation is esophageal, the oxygen saturation is low in 95% of cases.",
        "If the intubation is one-sided, the oxygen saturation is low in 70% of cases.",
    ),
    (
        "one-sided intubation",
        "words",
        "It is about even that a patient is a child.",
        "If the patient is a child, it is likely that the intubation is normal, while it is improbable that it is "
        "esophageal and unlikely that it is one-sided.",
        "If the patient is not a child, it is highly likely that the intubation is normal, while it is "
        "highly unlikely that it is esophageal or one-sided.",
        "If the intubation is normal, it is highly unlikely that the oxygen saturation is low.",
        "If the intubation is esophageal, it is almost certain that the oxygen saturation is low.",
        "If the intubation is one-sided, it is likely that the oxygen saturation is low.",
    ),
    (
        "two-way road",
        "numbers",
        "30% of the roads are in the city centre.",
        "A road in the city centre is one-way in 60% of cases and two-way in 40%.",
        "A road outside the city centre is one-way in 10% of cases and two-way in 90%.",
    ),
)

FRESH_70: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_70)
"""Two networks, one said twice, whose child's states are a number word joined by a hyphen to another word
(*one-sided*, *one-way*, *two-way*). From a probe of `read_states` with alarm's intubation: *one-sided* was spelt
``1-sided`` and read as a probability 1 or a number, so the state was lost. Written before the rule and scored first
without it."""

_new_networks(
    {
        "pump pressure": (
            ("The alarm rings.",),
            "How likely is it that the pump has failed?",
            (
                "0.1::pump_failure.",
                "0.8::pressure(low); 0.1::pressure(normal); 0.1::pressure(high) :- pump_failure.",
                "0.0::pressure(low); 0.5::pressure(normal); 0.5::pressure(high) :- \\+pump_failure.",
                "0.9::alarm :- pressure(low).",
                "0.05::alarm :- pressure(normal).",
                "0.7::alarm :- pressure(high).",
            ),
            ("evidence(alarm, true).",),
            "query(pump_failure).",
        ),
    }
)
"""The network of :data:`FRESH_71`: a child of three states whose rows each say the same state first, with its word,
then the condition, then the other two states after *whereas* or *while* with one word for both."""

_FRESH_WORDINGS_71 = (
    (
        "pump pressure",
        "whereas after if",
        "It is improbable that the pump fails.",
        "There is a very good chance that the water pressure is in state LOW if the pump fails, whereas NORMAL and "
        "HIGH are improbable.",
        "It is impossible that the water pressure is in state LOW if the pump works, whereas NORMAL and HIGH are "
        "about even.",
        "If the water pressure is LOW, it is highly likely that the alarm rings.",
        "If the water pressure is NORMAL, it is highly unlikely that the alarm rings.",
        "If the water pressure is HIGH, it is likely that the alarm rings.",
    ),
    (
        "pump pressure",
        "while after when",
        "It is improbable that the pump fails.",
        "There is a very good chance that the pressure of the water is low when the pump fails, while normal and high "
        "are both improbable.",
        "It is impossible that the pressure of the water is low when the pump works, while normal and high are about "
        "even.",
        "If the water pressure is low, it is highly likely that the alarm rings.",
        "If the water pressure is normal, it is highly unlikely that the alarm rings.",
        "If the water pressure is high, it is likely that the alarm rings.",
    ),
)

FRESH_71: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_71)
"""One network said twice whose rows say a condition after the first state's word and the other states after
*whereas* or *while* (the style of QUITE train's alarm0 in words: "… in state NORMAL if …, whereas LOW and HIGH are
…"). From a probe of `read_states`: the words after the condition were left out up to the next probability, so the
first state of the list after *whereas* was lost. Written before the rule and scored first without it."""


_new_networks(
    {
        "heart volumes": (
            ("The central venous pressure is high.",),
            "How likely is it that the stroke volume is low?",
            (
                "0.05::failure.",
                "0.95::history :- failure.",
                "0.02::history :- \\+failure.",
                "0.2::hypovolemia.",
                "0.1::volume(low); 0.1::volume(normal); 0.8::volume(high) :- hypovolemia, failure.",
                "0.7::volume(low); 0.2::volume(normal); 0.1::volume(high) :- hypovolemia, \\+failure.",
                "0.1::volume(low); 0.2::volume(normal); 0.7::volume(high) :- \\+hypovolemia, failure.",
                "0.1::volume(low); 0.8::volume(normal); 0.1::volume(high) :- \\+hypovolemia, \\+failure.",
                "0.9::stroke(low); 0.05::stroke(normal); 0.05::stroke(high) :- hypovolemia, failure.",
                "0.7::stroke(low); 0.2::stroke(normal); 0.1::stroke(high) :- hypovolemia, \\+failure.",
                "0.8::stroke(low); 0.1::stroke(normal); 0.1::stroke(high) :- \\+hypovolemia, failure.",
                "0.05::stroke(low); 0.9::stroke(normal); 0.05::stroke(high) :- \\+hypovolemia, \\+failure.",
                "0.9::pressure(low); 0.05::pressure(normal); 0.05::pressure(high) :- volume(low).",
                "0.1::pressure(low); 0.8::pressure(normal); 0.1::pressure(high) :- volume(normal).",
                "0.1::pressure(low); 0.2::pressure(normal); 0.7::pressure(high) :- volume(high).",
            ),
            ("evidence(pressure(high), true).",),
            "query(stroke(low)).",
        ),
    }
)
"""The network of :data:`FRESH_72`: a boolean whose child's name is said with the parent's name inside it (a record
of left ventricular failure in the history), and two children of three states with the same two boolean parents,
one run after the other, then a child of the first."""

_FRESH_WORDINGS_72 = (
    (
        "heart volumes",
        "numbers",
        "5% of patients suffer from left ventricular failure.",
        "If a patient has left ventricular failure, there is a 95% chance that there is a record of it in the "
        "patient's history.",
        "If a patient does not have left ventricular failure, there is a 2% chance that the history records it.",
        "20% of patients have hypovolemia.",
        "If a patient has both hypovolemia and left ventricular failure, the left ventricular end-diastolic volume is "
        "high in 80% of cases, low in 10% and normal in 10%.",
        "If a patient has hypovolemia but no left ventricular failure, the left ventricular end-diastolic volume is "
        "low in 70% of cases, normal in 20% and high in 10%.",
        "If a patient has left ventricular failure but no hypovolemia, the left ventricular end-diastolic volume is "
        "high in 70% of cases, normal in 20% and low in 10%.",
        "If a patient has neither hypovolemia nor left ventricular failure, the left ventricular end-diastolic volume "
        "is normal in 80% of cases, low in 10% and high in 10%.",
        "If a patient has both hypovolemia and left ventricular failure, the stroke volume is low in 90% of cases, "
        "normal in 5% and high in 5%.",
        "If a patient has hypovolemia but no left ventricular failure, the stroke volume is low in 70% of cases, "
        "normal in 20% and high in 10%.",
        "If a patient has left ventricular failure but no hypovolemia, the stroke volume is low in 80% of cases, "
        "normal in 10% and high in 10%.",
        "If a patient has neither hypovolemia nor left ventricular failure, the stroke volume is normal in 90% of "
        "cases, low in 5% and high in 5%.",
        "If the left ventricular end-diastolic volume is low, the central venous pressure is low in 90% of cases, "
        "normal in 5% and high in 5%.",
        "If the left ventricular end-diastolic volume is normal, the central venous pressure is normal in 80% of "
        "cases, low in 10% and high in 10%.",
        "If the left ventricular end-diastolic volume is high, the central venous pressure is high in 70% of cases, "
        "normal in 20% and low in 10%.",
    ),
    (
        "heart volumes",
        "words",
        "It is highly unlikely that a patient suffers from left ventricular failure.",
        "If a patient has left ventricular failure, it is almost certain that there is a record of it in the "
        "patient's history.",
        "If a patient does not have left ventricular failure, there is almost no chance that the history records it.",
        "It is unlikely that a patient has hypovolemia.",
        "If a patient has both hypovolemia and left ventricular failure, there is a very good chance that the left "
        "ventricular end-diastolic volume is high, and it is improbable that it is low or normal.",
        "If a patient has hypovolemia but no left ventricular failure, it is likely that the left ventricular "
        "end-diastolic volume is low, unlikely that it is normal, and improbable that it is high.",
        "If a patient has left ventricular failure but no hypovolemia, it is likely that the left ventricular "
        "end-diastolic volume is high, unlikely that it is normal, and improbable that it is low.",
        "If a patient has neither hypovolemia nor left ventricular failure, there is a very good chance that the left "
        "ventricular end-diastolic volume is normal, and it is improbable that it is low or high.",
        "If a patient has both hypovolemia and left ventricular failure, it is highly likely that the stroke volume "
        "is low, and it is highly unlikely that it is normal or high.",
        "If a patient has hypovolemia but no left ventricular failure, it is likely that the stroke volume is low, "
        "unlikely that it is normal, and improbable that it is high.",
        "If a patient has left ventricular failure but no hypovolemia, there is a very good chance that the stroke "
        "volume is low, and it is improbable that it is normal or high.",
        "If a patient has neither hypovolemia nor left ventricular failure, it is highly likely that the stroke "
        "volume is normal, and it is highly unlikely that it is low or high.",
        "If the left ventricular end-diastolic volume is low, it is highly likely that the central venous pressure is "
        "low, and highly unlikely that it is normal or high.",
        "If the left ventricular end-diastolic volume is normal, there is a very good chance that the central venous "
        "pressure is normal, and it is improbable that it is low or high.",
        "If the left ventricular end-diastolic volume is high, it is likely that the central venous pressure is high, "
        "unlikely that it is normal, and improbable that it is low.",
    ),
)

FRESH_72: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_72)
"""One network said twice (alarm's heart volumes in other words), whose child of a boolean is named by the namer
with the boolean's name inside (``left_vent_failure_recorded`` for "a record of it in the patient's history", the
parent ``left_vent_failure``). From a probe written like QUITE's alarm networks: every premise that said *left
ventricular failure* then said the child too (three of four words), so the end-diastolic volume took it for a third
parent and the stroke volume's four rows as four more of its own. Written before the rule and scored first without
it."""


_new_networks(
    {
        "weather scenario": (
            ("It rains.",),
            "How likely is it that the scenario is C?",
            (
                "0.7::scenario(a); 0.1::scenario(b); 0.1::scenario(c); 0.1::scenario(d).",
                "0.2::rain :- scenario(a).",
                "0.7::rain :- scenario(b).",
                "0.9::rain :- scenario(c).",
                "0.05::rain :- scenario(d).",
            ),
            ("evidence(rain, true).",),
            "query(scenario(c)).",
        ),
    }
)
"""The network of :data:`FRESH_73`: a root whose states are letters, the last ones said on one list before *are*
or *have* and one word of likelihood."""

_FRESH_WORDINGS_73 = (
    (
        "weather scenario",
        "are",
        "It is likely that the weather scenario is A, while scenarios B, C and D are improbable.",
        "In scenario A, it is unlikely that it rains.",
        "In scenario B, it is likely that it rains.",
        "In scenario C, it is highly likely that it rains.",
        "In scenario D, it is highly unlikely that it rains.",
    ),
    (
        "weather scenario",
        "have",
        "It is likely that the scenario is A; B, C and D have little chance.",
        "In scenario A, it is unlikely that it rains.",
        "In scenario B, it is likely that it rains.",
        "In scenario C, it is highly likely that it rains.",
        "In scenario D, it is highly unlikely that it rains.",
    ),
)

FRESH_73: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_73)
"""One network said twice whose root's states are letters (hailfinder's scenarios in words), the last ones on one
list before *are* / *have* and a word of likelihood (*B, C and D are improbable*). From a probe of `read_states`:
letters were read as states only where the sentence stated as many numbers, and in words a letter before *are* or
*have* named no state, so the root was read as a boolean (or with ``scenarios_b`` for a state). Written before the
rule and scored first without it."""


_new_networks(
    {
        "storm flight": (
            ("The flight is cancelled.",),
            "How likely is it that a storm came?",
            (
                "0.2::storm.",
                "0.95::cancelled :- storm.",
                "0.02::cancelled :- \\+storm.",
            ),
            ("evidence(cancelled, true).",),
            "query(storm).",
        ),
    }
)
"""The network of :data:`FRESH_74`: a boolean chain said by words of likelihood the scale has in other words
(*all but certain*, *with near certainty*, *next to impossible*, *close to impossible*)."""

_FRESH_WORDINGS_74 = (
    (
        "storm flight",
        "all but, next to",
        "It is unlikely that a storm comes.",
        "If a storm comes, it is all but certain that the flight is cancelled.",
        "If no storm comes, it is next to impossible that the flight is cancelled.",
    ),
    (
        "storm flight",
        "near certainty, close to",
        "It is unlikely that a storm comes.",
        "If a storm comes, the flight is cancelled with near certainty.",
        "If no storm comes, it is close to impossible that the flight is cancelled.",
    ),
    (
        "storm flight",
        "almost certainty, close to",
        "It is unlikely that a storm comes.",
        "If a storm comes, the flight is cancelled with almost certainty.",
        "If no storm comes, the flight is cancelled with a chance close to impossible.",
    ),
)

FRESH_74: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_74)
"""One network said three times by words the scale has in other words: *all but*, *close to* and *next to* as
*almost* (*all but certain* 0.95, *close to impossible* 0.02), *with near* or *almost certainty* as *almost certain*.
From a probe of `read_probabilities` after QUITE train's alarm0 ("close to impossible", "with almost certainty"):
they read 1 and 0, the word without its *almost*. Written before the rule and scored first without it."""


_new_networks(
    {
        "server load": (
            ("The website is slow.",),
            "How likely is it that the server load is high?",
            (
                "0.025::load(low); 0.95::load(normal); 0.025::load(high).",
                "0.05::slow :- load(low).",
                "0.1::slow :- load(normal).",
                "0.95::slow :- load(high).",
            ),
            ("evidence(slow, true).",),
            "query(load(high)).",
        ),
        "shirt colour": (
            ("The shirt faded.",),
            "How likely is it that the shirt is red?",
            (
                "0.3333333333::shirt(red); 0.3333333333::shirt(green); 0.3333333334::shirt(blue).",
                "0.7::faded :- shirt(red).",
                "0.2::faded :- shirt(green).",
                "0.1::faded :- shirt(blue).",
            ),
            ("evidence(faded, true).",),
            "query(shirt(red)).",
        ),
    }
)
"""The networks of :data:`FRESH_75`: a root whose states are said *equally* likely or unlikely, beside another state's
word (they share what it leaves) or alone (each a third)."""

_FRESH_WORDINGS_75 = (
    (
        "server load",
        "equally unlikely",
        "It is almost certain that the server load is normal, whereas low and high loads are equally unlikely.",
        "If the load is low, it is highly unlikely that the website is slow.",
        "If the load is normal, it is improbable that the website is slow.",
        "If the load is high, it is almost certain that the website is slow.",
    ),
    (
        "server load",
        "an equal chance",
        "The server load is normal with almost certainty, and low or high with an equal chance.",
        "If the load is low, it is highly unlikely that the website is slow.",
        "If the load is normal, it is improbable that the website is slow.",
        "If the load is high, it is almost certain that the website is slow.",
    ),
    (
        "shirt colour",
        "equally likely",
        "A shirt is equally likely to be red, green or blue.",
        "If the shirt is red, it is likely that it fades.",
        "If the shirt is green, it is unlikely that it fades.",
        "If the shirt is blue, it is improbable that it fades.",
    ),
)

FRESH_75: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_75)
"""Two networks, one said twice, whose root's states are said *equally* likely or unlikely (QUITE train's alarm0:
"ZERO with almost certainty, whereas LOW, NORMAL and HIGH are equally unlikely to appear", gold 0.97 and 0.01 each).
From a probe of `read_probabilities`: each state of the list took the word's own number (0.2 for *unlikely*, 0.5 for
*equally likely*, so three states said equally likely read 0.5 each). Written after the rule, from the probe, and
scored first without it."""


_new_networks(
    {
        "oxygen supply": (
            ("The oxygen saturation is low.",),
            "How likely is it that the oxygen supply is low?",
            (
                "0.9::supply(normal); 0.05::supply(low); 0.05::supply(high).",
                "0.05::desaturation :- supply(normal).",
                "0.95::desaturation :- supply(low).",
                "0.1::desaturation :- supply(high).",
            ),
            ("evidence(desaturation, true).",),
            "query(supply(low)).",
        ),
    }
)
"""The network of :data:`FRESH_76`: a root said *with a very high probability* and *in very rare occasions* or *with
a very low probability*, and a boolean child."""

_FRESH_WORDINGS_76 = (
    (
        "oxygen supply",
        "with very high probability",
        "With very high probability, the oxygen supply is normal; only in very rare occasions it is low or high.",
        "If the oxygen supply is normal, it is highly unlikely that the oxygen saturation is low.",
        "If the oxygen supply is low, it is almost certain that the oxygen saturation is low.",
        "If the oxygen supply is high, it is improbable that the oxygen saturation is low.",
    ),
    (
        "oxygen supply",
        "with a very low probability",
        "The oxygen supply is normal with a very high probability, and low or high with a very low probability each.",
        "If the oxygen supply is normal, it is highly unlikely that the oxygen saturation is low.",
        "If the oxygen supply is low, it is almost certain that the oxygen saturation is low.",
        "If the oxygen supply is high, it is improbable that the oxygen saturation is low.",
    ),
)

FRESH_76: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_76)
"""One network said twice with *a very high probability* and *a very low probability* (QUITE train's alarm0: "With
very high probability, the minimum volume … is set to normal, only in very rare occasions it is set to either low or
high"). From a probe of `read_states` and `read_probabilities`: *with a very high probability* was no word of
likelihood, so the root was read as a boolean given *very rare*. Written before the rule and scored first without
it."""


_new_networks(
    {
        "vein report": (
            ("The traveller takes a long flight.",),
            "What is the likelihood of a report indicating deep vein thrombosis?",
            (
                "0.2::long_flight.",
                "0.2::thrombosis :- long_flight.",
                "0.05::thrombosis :- \\+long_flight.",
                "0.95::thrombosis_report :- thrombosis.",
                "0.05::thrombosis_report :- \\+thrombosis.",
            ),
            ("evidence(long_flight, true).",),
            "query(thrombosis_report).",
        ),
        "vein reported": (
            ("The traveller takes no long flight.",),
            "How likely is it that deep vein thrombosis is reported?",
            (
                "0.2::long_flight.",
                "0.2::thrombosis :- long_flight.",
                "0.05::thrombosis :- \\+long_flight.",
                "0.95::thrombosis_report :- thrombosis.",
                "0.05::thrombosis_report :- \\+thrombosis.",
            ),
            ("evidence(long_flight, false).",),
            "query(thrombosis_report).",
        ),
    }
)
"""The networks of :data:`FRESH_77`: a condition said in words and by its initials, and a report of it, asked of the
report."""


def _report_wordings(
    networks: Sequence[str], premises: Sequence[str], reports: Sequence[tuple[str, Sequence[str]]]
) -> tuple[tuple[str, ...], ...]:
    """(network, wording, premise sentences…) for each of ``networks`` and each (wording, report premises) of
    ``reports``: the ``premises`` every wording shares, then the wording's premises of the report."""
    return tuple((network, wording, *premises, *report) for network in networks for wording, report in reports)


_FRESH_VEIN_77 = (
    "It is unlikely that the traveller takes a long flight.",
    "If the traveller takes a long flight, it is unlikely that they develop deep vein thrombosis.",
    "If the traveller takes no long flight, it is highly unlikely that they develop deep vein thrombosis.",
)
_FRESH_WORDINGS_77 = _report_wordings(
    ("vein report", "vein reported"),
    _FRESH_VEIN_77,
    (
        (
            "a report of DVT",
            (
                "If the traveller has deep vein thrombosis, it is almost certain that there is a report of DVT.",
                "If the traveller has no deep vein thrombosis, it is highly unlikely that there is a report of DVT.",
            ),
        ),
        (
            "the DVT report",
            (
                "If the traveller has deep vein thrombosis, the DVT report is almost certainly positive.",
                "If the traveller has no deep vein thrombosis, it is highly unlikely that the DVT report is positive.",
            ),
        ),
    ),
)

FRESH_77: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_77)
"""Two networks said twice whose last variable is a report of a condition the text calls by its words (*deep vein
thrombosis*) and by its initials (*DVT*). From a probe of the namer and the chooser with text written the way QUITE's
child network would be (its left ventricular hypertrophy and its report): the namer called the report ``lvh``, the
initials of the name it had given its parent, and a question about "a report indicating left ventricular
hypertrophy" was read as the condition's. Written after the first rules it led to (the namer's initials, the lexical
ones), before the last two (the chooser's initials spelt out, a name's subject ending at *is*), and scored first
without them."""


_new_networks(
    {
        "ranked fleet": (
            ("The delivery is late.",),
            "How likely is it that the van was used?",
            (
                "0.3::vehicle(van); 0.05::vehicle(bike); 0.05::vehicle(truck); 0.6::vehicle(car).",
                "0.7::late :- vehicle(van).",
                "0.2::late :- vehicle(bike).",
                "0.7::late :- vehicle(truck).",
                "0.05::late :- vehicle(car).",
            ),
            ("evidence(late, true).",),
            "query(vehicle(van)).",
        ),
    }
)
"""The network of :data:`FRESH_78`: a root of four states said by words, then ranked in a second sentence."""

_FRESH_WORDINGS_78 = (
    (
        "ranked fleet",
        "the most likely one",
        "It is probably not the case that the delivery uses a van, highly unlikely that it uses a bike or a truck, and"
        " there is a better than even chance that it uses a car. Out of all, the car is still the most likely one,"
        " closely followed by the van.",
        "If the delivery uses a van, it is likely that it is late.",
        "If the delivery uses a bike, it is unlikely that it is late.",
        "If the delivery uses a truck, it is likely that it is late.",
        "If the delivery uses a car, it is highly unlikely that it is late.",
    ),
)

FRESH_78: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_78)
"""One network whose root's states are said by words, then ranked: "Out of all, the car is still the most likely one"
(QUITE train's child1 and child2, and insurance1, rank their roots so). From a probe of `read_probabilities`: *the
most likely* gave the car *likely* (0.7), and its *better than even* (0.6) went to the truck said before it. Written
after the rule, from the probe, and scored first without it."""


_new_networks(
    {
        "negative scan": (
            ("The scan report is negative.",),
            "How likely is it that the patient has a tumour?",
            (
                "0.2::tumour.",
                "0.95::mass_report :- tumour.",
                "0.05::mass_report :- \\+tumour.",
            ),
            ("evidence(mass_report, false).",),
            "query(tumour).",
        ),
    }
)
"""The network of :data:`FRESH_79`: a condition and a report of it, the report said *negative*."""

_FRESH_WORDINGS_79 = (
    (
        "negative scan",
        "in words",
        "It is unlikely that the patient has a tumour.",
        "If the patient has a tumour, it is almost certain that there is a report of a mass on the scan.",
        "If the patient has no tumour, it is highly unlikely that there is a report of a mass on the scan.",
    ),
    (
        "negative scan",
        "in numbers",
        "The patient has a tumour in 20% of cases.",
        "If the patient has a tumour, there is a report of a mass on the scan in 95% of cases.",
        "If the patient has no tumour, there is a report of a mass on the scan in 5% of cases.",
    ),
)

FRESH_79: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_79)
"""One network said twice whose report the premises say there is (*a report of a mass on the scan*), asked given
that the report is *negative*. From a probe of the chooser with text written as QUITE's child network would be (its
LVH report): *negative* was read as the opposite only of a *positive* the premises say, so the evidence said the
report true. Written after the rule, from the probe, and scored first without it."""


_COPD_PROGRAM_80 = (
    "0.2::smoker.",
    "0.2::copd :- smoker.",
    "0.05::copd :- \\+smoker.",
    "0.9::copd_report :- copd.",
    "0.05::copd_report :- \\+copd.",
)
_new_networks(
    {
        "copd reported": (
            ("The patient smokes.",),
            "What is the likelihood of COPD being reported?",
            _COPD_PROGRAM_80,
            ("evidence(smoker, true).",),
            "query(copd_report).",
        ),
        "copd report given": (
            ("There is a report of COPD.",),
            "How likely is it that the patient smokes?",
            _COPD_PROGRAM_80,
            ("evidence(copd_report, true).",),
            "query(smoker).",
        ),
    }
)
"""The networks of :data:`FRESH_80`: a condition named in words by the premises and by its initials by the evidence and
questions, and a documented report of it."""

_FRESH_WORDINGS_80 = tuple(
    (
        network,
        "a documented report",
        "It is unlikely that the patient is a smoker.",
        "If the patient smokes, it is unlikely that they have chronic obstructive pulmonary disease.",
        "If the patient does not smoke, it is highly unlikely that they have chronic obstructive pulmonary disease.",
        "If the patient has chronic obstructive pulmonary disease, there is very likely a documented report of chronic"
        " obstructive pulmonary disease.",
        "If the patient has no chronic obstructive pulmonary disease, it is highly unlikely that there is a documented"
        " report of chronic obstructive pulmonary disease.",
    )
    for network in ("copd reported", "copd report given")
)

FRESH_80: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_80)
"""Two networks whose premises say a condition in words (*chronic obstructive pulmonary disease*) and a documented
report of it, asked by its initials (*COPD*): "What is the likelihood of COPD being reported?", "There is a report of
COPD". From a probe with text written as QUITE's child network would be (its report of left ventricular hypertrophy,
"LVH being reported"): the question went to the condition, whose name the initials say whole, and the rule that takes
a child said by its parent's name and more did not read the initials. Written after the rule, from the probe, and
scored first without it."""


_ARDS_PROGRAM_81 = (
    "0.2::pneumonia.",
    "0.2::ards :- pneumonia.",
    "0.05::ards :- \\+pneumonia.",
    "0.95::ards_report :- ards.",
    "0.05::ards_report :- \\+ards.",
)
_new_networks(
    {
        "ards undocumented": (
            ("The patient has pneumonia.",),
            "What is the likelihood of the physician not documenting ARDS for this patient?",
            _ARDS_PROGRAM_81,
            ("evidence(pneumonia, true).",),
            "query(\\+ards_report).",
        ),
        "ards unrecorded": (
            ("The patient has no pneumonia.",),
            "What is the likelihood of a nurse not having documented acute respiratory distress syndrome in the"
            " patient's record?",
            _ARDS_PROGRAM_81,
            ("evidence(pneumonia, false).",),
            "query(\\+ards_report).",
        ),
        "ards unassessed": (
            ("There is no documented report or assessment of acute respiratory distress syndrome.",),
            "How likely is it that the patient has pneumonia?",
            _ARDS_PROGRAM_81,
            ("evidence(ards_report, false).",),
            "query(pneumonia).",
        ),
    }
)
"""The networks of :data:`FRESH_81`: a condition said in words and by its initials, and a report of it that the
evidence and questions call documented or on record."""

_FRESH_ARDS_81 = (
    "It is unlikely that the patient has pneumonia.",
    "If the patient has pneumonia, it is unlikely that they develop acute respiratory distress syndrome.",
    "If the patient has no pneumonia, it is highly unlikely that they develop acute respiratory distress syndrome.",
)
_FRESH_WORDINGS_81 = _report_wordings(
    ("ards undocumented", "ards unrecorded", "ards unassessed"),
    _FRESH_ARDS_81,
    (
        (
            "the report of the syndrome",
            (
                "If the patient has acute respiratory distress syndrome, the report of acute respiratory distress"
                " syndrome (ARDS) is almost certainly positive.",
                "If the patient does not have acute respiratory distress syndrome, the report of acute respiratory"
                " distress syndrome (ARDS) is highly unlikely to be positive.",
            ),
        ),
        (
            "an ARDS report",
            (
                "If the patient has acute respiratory distress syndrome, then it is almost certain that there is an"
                " ARDS report.",
                "If the patient does not have acute respiratory distress syndrome, then it is highly unlikely that"
                " there is an ARDS report.",
            ),
        ),
    ),
)

FRESH_81: tuple[Problem, ...] = _problems(_FRESH_WORDINGS_81)
"""Three networks said twice whose last variable is a report of a condition the premises call by its words
(*acute respiratory distress syndrome*) and by its initials (*ARDS*), asked as the child networks of QUITE train ask
of a report: "the physician not documenting ARDS", "a nurse not having documented … in the patient's record", "no
documented report or assessment of …". From a probe with text written as QUITE's child network would be (its left
ventricular hypertrophy and its report): *documenting* and *record* said no report, initials said no run of a longer
name's words (``report_left_ventricular_hypertrophy``), and a question that says a condition's words and *report* was
read as the condition. Written after the rules, from the probe, and scored first without them."""


def gold_answers(problems: Sequence[Problem], timeout_s: float = 10.0) -> list[float]:
    """The answers the problems' gold programs give (solved in one batch, not typed in)."""
    from hedgehub.parser import solve_many

    results = solve_many(
        [(list(p.program), list(p.evidence_clauses), p.query_clause) for p in problems], timeout_s=timeout_s
    )
    for problem, result in zip(problems, results, strict=True):
        if result.probability is None:
            raise ValueError(f"problem {problem.name!r} ({problem.wording}): gold program failed: {result.message}")
    return [result.probability for result in results]


def score(
    parser, problems: Sequence[Problem] = PROBLEMS, timeout_s: float = 10.0, gold_premises: bool = False
) -> tuple[dict, list[dict]]:
    """Parse and solve each problem; ``correct`` / ``wrong`` / ``error`` in % (QUITE's scoring,
    :func:`hedgehub.metrics.quite_accuracy.score_rows`), overall and per wording, and one record per problem. With
    ``gold_premises`` the premises are the gold program and only the evidence and question are parsed (QUITE's
    oracle mode)."""
    from hedgehub.metrics.quite_accuracy import score_rows
    from hedgehub.parser import solve_many

    parsed = [
        parser.parse(
            list(p.premises), list(p.evidences), p.question, premise_program=list(p.program) if gold_premises else None
        )
        for p in problems
    ]
    results = solve_many(parsed, timeout_s=timeout_s)
    golds = gold_answers(problems, timeout_s)
    probabilities, errors = [r.probability for r in results], [r.error for r in results]

    def shares(rows) -> dict:
        scores, _ = score_rows([probabilities[i] for i in rows], [errors[i] for i in rows], [golds[i] for i in rows])
        return {s: round(scores[s], 1) for s in ("correct", "wrong", "error")}

    _, statuses = score_rows(probabilities, errors, golds)
    records = []
    for problem, program, result, gold, status in zip(problems, parsed, results, golds, statuses, strict=True):
        records.append(
            {
                "name": problem.name,
                "wording": problem.wording,
                "mode": "gold premises" if gold_premises else "full parse",
                "gold": gold,
                "probability": result.probability,
                "status": status,
                "premises": program.premises,
                "program": program.text,
                "notes": program.notes,
            }
        )

    by_wording = {
        wording: shares([i for i, p in enumerate(problems) if p.wording == wording])
        for wording in dict.fromkeys(p.wording for p in problems)
    }
    return {**shares(range(len(problems))), "problems": len(records), "by_wording": by_wording}, records


SETS: dict[str, tuple[Problem, ...]] = {
    "questions": QUESTIONS,
    "questions_2": QUESTIONS_2,
    "fresh": FRESH,
    "fresh_2": FRESH_2,
    "fresh_3": FRESH_3,
    "fresh_4": FRESH_4,
    "fresh_5": FRESH_5,
    "fresh_6": FRESH_6,
    "fresh_7": FRESH_7,
    "fresh_8": FRESH_8,
    "fresh_9": FRESH_9,
    "fresh_10": FRESH_10,
    "fresh_11": FRESH_11,
    "fresh_12": FRESH_12,
    "fresh_13": FRESH_13,
    "fresh_14": FRESH_14,
    "fresh_15": FRESH_15,
    "fresh_16": FRESH_16,
    "fresh_17": FRESH_17,
    "fresh_18": FRESH_18,
    "fresh_19": FRESH_19,
    "fresh_20": FRESH_20,
    "fresh_21": FRESH_21,
    "fresh_22": FRESH_22,
    "fresh_23": FRESH_23,
    "fresh_24": FRESH_24,
    "fresh_25": FRESH_25,
    "fresh_26": FRESH_26,
    "fresh_27": FRESH_27,
    "fresh_28": FRESH_28,
    "fresh_29": FRESH_29,
    "fresh_30": FRESH_30,
    "fresh_31": FRESH_31,
    "fresh_32": FRESH_32,
    "questions_3": QUESTIONS_3,
    "fresh_33": FRESH_33,
    "questions_4": QUESTIONS_4,
    "fresh_34": FRESH_34,
    "questions_5": QUESTIONS_5,
    "fresh_35": FRESH_35,
    "questions_6": QUESTIONS_6,
    "fresh_36": FRESH_36,
    "questions_7": QUESTIONS_7,
    "fresh_37": FRESH_37,
    "questions_8": QUESTIONS_8,
    "fresh_38": FRESH_38,
    "questions_9": QUESTIONS_9,
    "fresh_39": FRESH_39,
    "fresh_40": FRESH_40,
    "fresh_41": FRESH_41,
    "questions_10": QUESTIONS_10,
    "questions_11": QUESTIONS_11,
    "fresh_42": FRESH_42,
    "questions_12": QUESTIONS_12,
    "questions_13": QUESTIONS_13,
    "fresh_43": FRESH_43,
    "questions_14": QUESTIONS_14,
    "questions_15": QUESTIONS_15,
    "fresh_44": FRESH_44,
    "questions_16": QUESTIONS_16,
    "fresh_45": FRESH_45,
    "questions_17": QUESTIONS_17,
    "fresh_46": FRESH_46,
    "fresh_47": FRESH_47,
    "questions_18": QUESTIONS_18,
    "fresh_48": FRESH_48,
    "questions_19": QUESTIONS_19,
    "fresh_49": FRESH_49,
    "questions_20": QUESTIONS_20,
    "fresh_50": FRESH_50,
    "questions_21": QUESTIONS_21,
    "fresh_51": FRESH_51,
    "questions_22": QUESTIONS_22,
    "fresh_52": FRESH_52,
    "questions_23": QUESTIONS_23,
    "questions_24": QUESTIONS_24,
    "fresh_53": FRESH_53,
    "questions_25": QUESTIONS_25,
    "fresh_54": FRESH_54,
    "questions_26": QUESTIONS_26,
    "fresh_55": FRESH_55,
    "questions_27": QUESTIONS_27,
    "fresh_56": FRESH_56,
    "fresh_57": FRESH_57,
    "fresh_58": FRESH_58,
    "fresh_59": FRESH_59,
    "fresh_60": FRESH_60,
    "fresh_61": FRESH_61,
    "fresh_62": FRESH_62,
    "fresh_63": FRESH_63,
    "fresh_64": FRESH_64,
    "fresh_65": FRESH_65,
    "fresh_66": FRESH_66,
    "fresh_67": FRESH_67,
    "fresh_68": FRESH_68,
    "fresh_69": FRESH_69,
    "fresh_70": FRESH_70,
    "fresh_71": FRESH_71,
    "fresh_72": FRESH_72,
    "fresh_73": FRESH_73,
    "fresh_74": FRESH_74,
    "fresh_75": FRESH_75,
    "fresh_76": FRESH_76,
    "fresh_77": FRESH_77,
    "fresh_78": FRESH_78,
    "fresh_79": FRESH_79,
    "fresh_80": FRESH_80,
    "fresh_81": FRESH_81,
}
"""The sets scored beside :data:`PROBLEMS`, under their keys in ``scores.json``: the same networks asked in other
ways, then the eighty-one ``fresh`` sets and :data:`QUESTIONS_3` to :data:`QUESTIONS_27`, each written before
the rules (or the training) they led to or first scored without them (the module docstring says which)."""


@dataclass
class UserTextArguments:
    parser_dir: str = field(default="runs/parser/slot-parser", metadata={"help": "Folder with namer/ and chooser/."})
    output_dir: str | None = field(
        default=None, metadata={"help": "Write scores.json and predictions.jsonl here (nothing written without it)."}
    )
    cache_dir: str | None = field(default=None, metadata={"help": "Keep the namer's and chooser's outputs here."})
    sets: list[str] | None = field(
        default=None,
        metadata={
            "help": "Score only these sets (keys of SETS, e.g. fresh_27; `problems` for PROBLEMS); all without it."
        },
    )


def main(args: UserTextArguments) -> dict:
    import json
    from pathlib import Path

    from hedgehub.slot_parser import load_slot_parser

    chosen = list(SETS) if args.sets is None else [s for s in args.sets if s != "problems"]
    unknown = [s for s in chosen if s not in SETS]
    if unknown:
        raise ValueError(f"--sets: no set {unknown}; choose among problems, {', '.join(SETS)}")
    parser = load_slot_parser(args.parser_dir, cache_dir=args.cache_dir)

    def every_set(gold_premises: bool) -> tuple[dict, list[dict]]:
        scores, records = {}, []
        if args.sets is None or "problems" in args.sets:
            scores, records = score(parser, gold_premises=gold_premises)
        for key in chosen:
            scores[key], more = score(parser, SETS[key], gold_premises=gold_premises)
            records += more
        return scores, records

    scores, records = every_set(gold_premises=False)
    scores["gold_premises"], more = every_set(gold_premises=True)  # evidence and question read alone
    records += more
    print(json.dumps(scores, indent=2))
    if args.output_dir:
        out = Path(args.output_dir)
        out.mkdir(parents=True, exist_ok=True)
        (out / "predictions.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
        (out / "scores.json").write_text(json.dumps(scores, indent=2) + "\n")
    return scores


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``user-text``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (UserTextArguments,),
        name="user-text",
        help="The slot parser on textbook problems written as people type them",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
