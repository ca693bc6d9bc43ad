//! The reading-ease rule (`indexer::readability`): its heuristics, and the site's English articles.

use std::path::Path;

use indexer::readability::{Counts, PLAIN_ENGLISH, syllables};
use search_core::Lang;

/// The scores of the site's English articles, printed with `--nocapture`; the build itself
/// stops at an article under the line (`indexer::readability::check`).
#[test]
fn every_english_article_reads_at_plain_english_level() {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    let mut articles: Vec<_> = content
        .articles
        .iter()
        .filter(|a| a.lang == Lang::En)
        .collect();
    articles.sort_by(|a, b| a.slug.cmp(&b.slug));
    assert!(!articles.is_empty(), "no English articles");

    let mut too_hard = Vec::new();
    for article in articles {
        let counts = Counts::of(&article.text);
        let score = counts.reading_ease();
        let name = &article.slug;
        println!(
            "{score:5.1}  {name} ({} words, {} sentences, {} syllables)",
            counts.words, counts.sentences, counts.syllables
        );
        if score < PLAIN_ENGLISH {
            too_hard.push(format!("{name}: {score:.1}"));
        }
    }
    assert!(
        too_hard.is_empty(),
        "these articles score below {PLAIN_ENGLISH} on Flesch reading ease; use shorter \
         sentences and plainer words:\n{}",
        too_hard.join("\n")
    );
}

#[test]
fn syllables_follow_the_documented_heuristic() {
    for (word, expected) in [
        ("cat", 1),
        ("the", 1),
        ("care", 1),
        ("free", 1),
        ("agree", 2),
        ("table", 2),
        ("people", 2),
        ("whole", 1),
        ("banana", 3),
        ("rhythm", 1),
        ("you've", 1),
        ("family", 3),
        ("identity-first", 5),
        ("GP", 1),
        ("2014", 1),
    ] {
        assert_eq!(syllables(word), expected, "{word}");
    }
}

#[test]
fn a_simple_sentence_scores_as_flesch_computed_by_hand() {
    // 6 words, 1 sentence, 6 syllables: 206.835 − 1.015 × 6 − 84.6 × 1 = 116.145.
    let counts = Counts::of("The cat sat on the mat.");
    assert_eq!(
        counts,
        Counts {
            words: 6,
            sentences: 1,
            syllables: 6
        }
    );
    assert!((counts.reading_ease() - 116.145).abs() < 1e-9);
}

#[test]
fn every_block_ends_a_sentence_but_abbreviations_and_decimals_do_not() {
    let text = "Help at home\nWe charge £22 an hour, e.g. for 1.5 hours.\n- ask first;\nwait\n";
    assert_eq!(Counts::of(text).sentences, 4);
}
