//! How a query ranks: synonyms, quiet words, coverage of the query and phrases, on small
//! indexes built in memory.

use super::*;
use crate::test_index::{searcher, searcher_with_headings};

fn urls(s: &Searcher, query: &str) -> Vec<String> {
    s.search(query, &SearchOptions::default())
        .hits
        .into_iter()
        .map(|h| h.url)
        .collect()
}

#[test]
fn a_synonym_finds_the_pages_that_use_the_sites_word() {
    let s = searcher(
        Lang::Pl,
        &[
            ("Samorząd i opieka", "Samorząd płaci za opiekę."),
            ("Koszty", "Ceny usług."),
        ],
        &[&["samorząd", "gmina", "rada miejska"]],
    );
    assert_eq!(urls(&s, "gmina"), ["/0"]);
    assert_eq!(urls(&s, "rada miejska"), ["/0"]);
    assert_eq!(urls(&s, "GMINA"), ["/0"]);
}

#[test]
fn a_synonym_match_ranks_below_an_exact_match_of_the_typed_word() {
    // The page with the synonym is short and says it in its title, so by BM25 alone it
    // would win; the page holding the typed word, once, deep in its body, still comes first.
    let s = searcher(
        Lang::En,
        &[
            ("Local authority", "The local authority"),
            (
                "Money",
                "A long page about many things: prices, savings, benefits, invoices, the \
                 weekly bill, and once the council, then more about prices and savings.",
            ),
        ],
        &[&["local authority", "council"]],
    );
    assert_eq!(urls(&s, "council"), ["/1", "/0"]);
}

#[test]
fn a_phrase_synonym_counts_only_where_its_words_stand_together() {
    let s = searcher(
        Lang::En,
        &[
            ("End of life care", "Care at the end of life."),
            ("Life story", "Your life."),
            ("Days out", "At the end of a day out, life feels good."),
        ],
        &[&["end of life", "palliative"]],
    );
    assert_eq!(urls(&s, "palliative"), ["/0"]);
}

#[test]
fn the_page_about_the_need_beats_the_page_about_the_person() {
    let s = searcher(
        Lang::En,
        &[
            (
                "Mum and dad",
                "My mum, my mum's home, my mum's garden, and mum again.",
            ),
            (
                "Loneliness",
                "Loneliness, and how to tell when someone is lonely.",
            ),
        ],
        &[],
    );
    assert_eq!(urls(&s, "my mum is lonely")[0], "/1");
}

#[test]
fn a_document_answering_more_of_the_query_ranks_higher() {
    let s = searcher(
        Lang::En,
        &[
            ("Falls", "Falls, falls and more falls at home."),
            (
                "Living alone",
                "A fall when living alone: what to do after a fall.",
            ),
        ],
        &[],
    );
    assert_eq!(urls(&s, "fell and lives alone")[0], "/1");
}

#[test]
fn the_sites_own_phrase_keeps_its_synonyms_below_its_best_page_only() {
    // The garden page holds "night" and "sitter" apart: not the phrase.
    let s = searcher(
        Lang::En,
        &[
            ("Night sitter", "A night sitter stays the night."),
            (
                "Garden",
                "A long page about the garden: lawns, paths, a sitter for the cat, roses, \
                 hedges, ponds, sheds, one night of frost and many other garden words.",
            ),
            ("Overnight care", "Overnight care, overnight."),
            ("Visits", "Overnight visits."),
            ("Prices", "Overnight prices."),
            ("Night", "Night."),
        ],
        &[&["night sitter", "overnight"]],
    );
    assert_eq!(urls(&s, "night sitter")[..2], ["/0", "/2"]);
}

#[test]
fn a_readers_phrase_finds_the_page_in_the_sites_words_before_its_words_scattered() {
    let s = searcher(
        Lang::En,
        &[
            ("Overnight care", "Overnight care: someone stays overnight."),
            (
                "Garden",
                "A long page about the garden: lawns, paths, a sitter for the cat, roses, \
                 hedges, ponds, sheds, one night of frost and many other garden words.",
            ),
            ("Prices", "Prices."),
        ],
        &[&["overnight", "night sitter"]],
    );
    assert_eq!(urls(&s, "night sitter"), ["/0", "/1"]);
}

#[test]
fn a_page_with_one_word_of_a_known_phrase_is_not_about_it() {
    // "lekarz pierwszego kontaktu" put the contact page first, on "kontaktu" alone.
    let s = searcher(
        Lang::En,
        &[
            ("Surgery", "Opening hours, with a doctor on call."),
            ("Help at home", "Ask your family doctor about help at home."),
            ("Family life", "Family."),
            ("Family visits", "Family."),
        ],
        &[&["GP", "family doctor"]],
    );
    assert_eq!(urls(&s, "family doctor")[0], "/1");
}

#[test]
fn synonym_matches_held_below_the_typed_word_keep_their_own_order() {
    // The council is named once in a long page, so both synonym pages reach the ceiling.
    let money = format!(
        "{} And once the council.",
        "Prices, savings and bills. ".repeat(40)
    );
    let s = searcher(
        Lang::En,
        &[
            ("Money", money.as_str()),
            ("Help", "Ask your local authority."),
            (
                "Local authority",
                "The local authority, the local authority.",
            ),
        ],
        &[&["council", "local authority"]],
    );
    let hits = s.search("council", &SearchOptions::default()).hits;
    let order: Vec<&str> = hits.iter().map(|h| h.url.as_str()).collect();
    assert_eq!(order, ["/0", "/2", "/1"]);
    assert!(hits[1].score > hits[2].score);
}

#[test]
fn a_title_holding_every_typed_word_comes_before_one_holding_most_of_them() {
    // Both titles hold "council", "pay" and "care"; only the second holds "can" too, as
    // typed. The first's answer says "care" once more, which alone would put it first.
    let s = searcher(
        Lang::En,
        &[
            (
                "Does the council pay for dementia care?",
                "Ask the council for a needs assessment of the care needed; it checks what you \
                 can afford.",
            ),
            (
                "Can the council help pay for care?",
                "Ask the council for a needs assessment; it checks what you can afford.",
            ),
        ],
        &[],
    );
    assert_eq!(urls(&s, "can the council pay for care")[0], "/1");
    // One word alone is not a query a title can say more of.
    assert_eq!(urls(&s, "dementia"), ["/0"]);
}

#[test]
fn a_common_word_in_a_heading_weighs_no_more_than_it_tells() {
    // "help" is on almost every page, and only one page has it in a heading: that heading does
    // not make the planning guide the answer to "help with showering".
    let s = searcher_with_headings(
        Lang::En,
        &[
            [
                "Planning care",
                "Step one: knowing help is needed",
                "Write the plan down with the family, and review it often. Help comes in many \
                 forms. A shower seat can be fitted later.",
            ],
            [
                "Personal care",
                "What it includes",
                "Help with washing and showering, a shower or a bath, and dressing.",
            ],
            ["Meals", "", "Help with cooking and shopping."],
            ["Company", "", "Help with getting out."],
            ["Medicines", "", "Help with tablets."],
            ["Costs", "", "Help with paying."],
        ],
        &[],
    );
    assert_eq!(urls(&s, "help with showering")[0], "/1");
}

#[test]
fn a_page_holding_the_typed_word_answers_it_even_when_a_synonym_is_rarer() {
    // "exhausted" is common and "burnout" rare: a page with the typed word answers that part of
    // the query in full, as a page with the rarer synonym does.
    let s = searcher(
        Lang::En,
        &[
            (
                "Looking after yourself",
                "Looking after mum can leave you exhausted. Plan breaks early.",
            ),
            ("Stories", "Burnout crept up while looking after mum."),
            ("Nights", "Families are often exhausted by broken nights."),
            ("Costs", "Carers feel exhausted by forms."),
            ("Dementia", "Exhausted carers need support."),
        ],
        &[&["respite", "burnout", "exhausted"]],
    );
    assert_eq!(urls(&s, "exhausted from looking after mum")[0], "/0");
}

#[test]
fn words_of_a_phrase_held_apart_answer_little_of_the_query() {
    // "kontakt" in a title and "lekarz" in the text do not make the contact page about a GP
    // ("lekarz pierwszego kontaktu"): the page in the site's words comes first.
    let s = searcher(
        Lang::Pl,
        &[
            (
                "Kontakt",
                "Pierwszy kontakt z nami jest bezpłatny. Lekarz nie jest potrzebny.",
            ),
            (
                "Planowanie opieki",
                "Warto porozmawiać z lekarzem rodzinnym o potrzebach mamy.",
            ),
        ],
        &[&["lekarz rodzinny", "lekarz pierwszego kontaktu"]],
    );
    assert_eq!(urls(&s, "lekarz pierwszego kontaktu")[0], "/1");
}
