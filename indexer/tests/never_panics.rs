//! Search never panics, whatever is typed or loaded, and diacritics never cost a result:
//! random queries through `search_core::Searcher` (the code the browser module runs) over both
//! real indexes, damaged index files, and every Polish word of the content typed without its
//! diacritics.
//!
//! The test command runs 300,000 random queries and 30,000 synonym mixes per language, about
//! 40 seconds on two cores; a million took two minutes of the test command's twenty. For a
//! longer soak, set `NEVER_PANICS_QUERIES` (e.g. `NEVER_PANICS_QUERIES=5000000 cargo test
//! --release -p indexer --test never_panics`).

use std::collections::BTreeSet;
use std::path::Path;

use indexer::search_index::{LangIndex, build_all, source_docs};
use search_core::analysis::{Analyzer, fold, words};
use search_core::excerpt::excerpt;
use search_core::{DocKind, Index, Lang, SearchOptions, Searcher};

/// How many random queries to run (see the module's note).
fn random_queries() -> u32 {
    std::env::var("NEVER_PANICS_QUERIES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300_000)
}

fn indexes() -> Vec<LangIndex> {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    build_all(&content).unwrap()
}

/// xorshift64*: reproducible randomness without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// What readers type, and what they should not but might: Polish and English letters with and
/// without diacritics, capitals, combining marks, emoji, right-to-left and CJK text, control
/// characters, digits and punctuation.
const ALPHABETS: &[&str] = &[
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
    "acelnoszz",
    "\u{0301}\u{0328}\u{0307}\u{0303}\u{0308}",
    "🙂👵🏽🏠❤️‍🔥👨‍👩‍👧",
    "שלום مرحبا\u{200f}\u{202e}",
    "介護認知症ケア",
    "\u{0}\u{1}\u{7}\u{1b}\u{7f}\u{feff}\u{fffd}\u{200b}",
    "0123456789 -'’.,;:!?()[]\"\n\t  ",
    "ßæøœÆØŒĳﬁ",
];

fn random_query(rng: &mut Rng) -> String {
    let length = match rng.below(100) {
        0 => 200 + rng.below(2000),
        1..=9 => 13 + rng.below(60),
        _ => 1 + rng.below(12),
    };
    let mut q = String::new();
    let mut alphabet: Vec<char> = rng.pick(ALPHABETS).chars().collect();
    for _ in 0..length {
        if rng.below(8) == 0 {
            alphabet = rng.pick(ALPHABETS).chars().collect();
        }
        q.push(*rng.pick(&alphabet));
    }
    q
}

#[test]
fn random_queries_never_panic_with_any_filter_or_completion() {
    let indexes = indexes();
    let searchers: Vec<(Searcher, &LangIndex)> = indexes
        .iter()
        .map(|i| (Searcher::new(&i.file).unwrap(), i))
        .collect();
    let kinds = [
        None,
        Some(DocKind::Article),
        Some(DocKind::Page),
        Some(DocKind::Service),
        Some(DocKind::Faq),
    ];
    let mut categories: Vec<Option<String>> = vec![None, Some("no-such-topic".into())];
    let known: BTreeSet<String> = indexes
        .iter()
        .flat_map(|i| i.file.docs.iter().filter_map(|d| d.category.clone()))
        .collect();
    categories.extend(known.into_iter().map(Some));

    // Two threads of half the queries each: the same cover in half the time on two cores.
    let run = |seed: u64, queries: std::ops::Range<u32>| {
        let mut rng = Rng(seed);
        let mut found = 0usize;
        for n in queries {
            let (searcher, lang_index) = &searchers[n as usize % searchers.len()];
            let query = random_query(&mut rng);
            let options = SearchOptions {
                kind: *rng.pick(&kinds),
                category: rng.pick(&categories).clone(),
                limit: rng.below(25),
                complete_last_word: rng.below(2) == 0,
            };
            let results = searcher.search(&query, &options);
            assert!(results.hits.len() <= options.limit.max(10));
            assert!(results.total >= results.hits.len());
            found += usize::from(!results.hits.is_empty());
            // The browser cuts an excerpt from each shown result's text with the matched terms.
            if let Some(hit) = results.hits.first().filter(|_| n % 16 == 0) {
                excerpt(
                    &lang_index.texts[hit.doc as usize],
                    searcher.analyzer(),
                    &results.terms,
                );
            }
            // And the JSON it answers with is always whole.
            if n % 1024 == 0 {
                let json = results.to_json();
                assert!(json.starts_with('{') && json.ends_with('}'));
            }
        }
        found
    };
    let total = random_queries();
    let found: usize = std::thread::scope(|scope| {
        let first = scope.spawn(|| run(0x9e37_79b9_7f4a_7c15, 0..total / 2));
        let second = scope.spawn(|| run(0x2545_f491_4f6c_dd1d, total / 2..total));
        first.join().unwrap() + second.join().unwrap()
    });
    // Random letters do match words now and then (one query in about twenty): the search was
    // really exercised.
    assert!(
        found > total as usize / 100,
        "only {found} of {total} queries found anything"
    );
}

/// Synonym expansion, the part of a query random letters almost never reach: every word and
/// phrase of the synonym lists, as typed, without diacritics, in capitals, cut short mid-word,
/// run together with each other and with random noise, under every filter.
#[test]
fn synonym_words_and_phrases_in_any_mix_never_panic_and_each_finds_its_group() {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    let indexes = build_all(&content).unwrap();
    let mut rng = Rng(0x5eed_5eed);
    for (lang_index, file) in indexes.iter().zip(&content.synonyms) {
        let searcher = Searcher::new(&lang_index.file).unwrap();
        let entries: Vec<&str> = file
            .groups
            .iter()
            .flat_map(|g| std::iter::once(&g.site).chain(&g.also))
            .map(|e| e.text.as_str())
            .collect();
        assert!(!entries.is_empty(), "{}: no synonyms", file.path.display());
        let options = SearchOptions::default();
        for entry in &entries {
            for typed in [
                entry.to_string(),
                fold(entry).into_owned(),
                entry.to_uppercase(),
            ] {
                let results = searcher.search(&typed, &options);
                assert!(
                    results.total > 0,
                    "{}: \"{typed}\" finds nothing",
                    file.path.display()
                );
            }
        }
        for _ in 0..random_queries() / 10 {
            let mut query = String::new();
            for _ in 0..1 + rng.below(4) {
                let mut part = match rng.below(4) {
                    0 => random_query(&mut rng),
                    1 => {
                        let entry: &&str = rng.pick(&entries);
                        fold(entry).into_owned()
                    }
                    _ => rng.pick(&entries).to_string(),
                };
                if rng.below(4) == 0 {
                    let cut = rng.below(part.chars().count() + 1);
                    part = part.chars().take(cut).collect();
                }
                query.push_str(&part);
                let joiner: &&str = rng.pick(&[" ", "", "-", "  ", "'"]);
                query.push_str(joiner);
            }
            let options = SearchOptions {
                kind: *rng.pick(&[None, Some(DocKind::Article), Some(DocKind::Faq)]),
                category: rng.pick(&[None, Some("dementia-care".to_string())]).clone(),
                limit: rng.below(25),
                complete_last_word: rng.below(2) == 0,
            };
            let results = searcher.search(&query, &options);
            assert!(results.total >= results.hits.len());
            let json = results.to_json();
            assert!(json.starts_with('{') && json.ends_with('}'));
        }
    }
}

#[test]
fn damaged_or_truncated_index_files_are_refused_with_a_clear_error() {
    for lang_index in indexes() {
        let bytes = lang_index.file.to_bytes().unwrap();
        assert!(Index::from_bytes(&bytes).is_ok());
        let refused = |damaged: &[u8], what: &str| match Index::from_bytes(damaged) {
            Err(e) => assert!(e.to_string().starts_with("th"), "{what}: {e}"),
            Ok(_) => panic!("{what}: a damaged index was accepted"),
        };
        for len in (0..bytes.len())
            .step_by(61)
            .chain(bytes.len() - 64..bytes.len())
        {
            refused(&bytes[..len], &format!("truncated to {len}"));
        }
        let mut rng = Rng(42);
        for _ in 0..3000 {
            let mut damaged = bytes.clone();
            let at = rng.below(damaged.len());
            match rng.below(3) {
                0 => damaged[at] ^= 1 << rng.below(8),
                1 => {
                    damaged.remove(at);
                }
                _ => damaged.insert(at, rng.next() as u8),
            }
            refused(&damaged, &format!("altered at byte {at}"));
        }
        refused(b"<!doctype html><title>404</title>", "an HTML page");
        refused(&[], "an empty file");
    }
}

#[test]
fn every_polish_word_typed_without_diacritics_finds_what_the_word_finds() {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    let docs = source_docs(&content, Lang::Pl);
    let index = build_all(&content)
        .unwrap()
        .into_iter()
        .find(|i| i.file.lang == Lang::Pl)
        .unwrap();
    let searcher = Searcher::new(&index.file).unwrap();
    let analyzer = Analyzer::new(Lang::Pl);
    let vocabulary: BTreeSet<String> = docs
        .iter()
        .flat_map(|d| [d.title.as_str(), d.headings.as_str(), d.body.as_str()])
        .flat_map(|text| words(text).map(|w| w.text.to_lowercase()))
        .filter(|w| analyzer.term(w).is_some() && !w.is_ascii())
        .collect();
    assert!(vocabulary.len() > 1000, "{} words", vocabulary.len());
    let top = |q: &str, limit| {
        let options = SearchOptions {
            limit,
            ..Default::default()
        };
        searcher
            .search(q, &options)
            .hits
            .into_iter()
            .map(|h| h.doc)
            .collect::<BTreeSet<u32>>()
    };
    let mut missed = Vec::new();
    for word in &vocabulary {
        let plain = fold(word).into_owned();
        // The top 10 the word typed correctly gives must be among the 20 results the search
        // page shows for the word typed plainly (a plain word can stand for several words:
        // `stala` is `stała` and `stały`, so its own top 10 may mix them).
        let expected = top(word, 10);
        let found = top(&plain, 20);
        if !expected.is_subset(&found) {
            missed.push(format!("{word} -> {plain}"));
        }
    }
    assert!(
        missed.is_empty(),
        "{} of {} words lose results: {:?}",
        missed.len(),
        vocabulary.len(),
        &missed[..missed.len().min(20)]
    );
}

#[test]
fn an_exactly_typed_polish_word_ranks_above_its_diacritic_free_look_alikes() {
    let content = indexer::load(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../content"
    )))
    .unwrap();
    let index = build_all(&content)
        .unwrap()
        .into_iter()
        .find(|i| i.file.lang == Lang::Pl)
        .unwrap();
    let searcher = Searcher::new(&index.file).unwrap();
    // Typed with its diacritics, "kosztów" (costs) counts its own term fully and the terms
    // its plain form could also stand for a little less.
    let analyzer = Analyzer::new(Lang::Pl);
    let own = analyzer.term("kosztów").unwrap();
    let results = searcher.search(
        "kosztów",
        &SearchOptions {
            limit: 3,
            ..Default::default()
        },
    );
    let best = &results.hits[0];
    let own_score = searcher
        .score_term(&own)
        .into_iter()
        .find(|&(d, _)| d == best.doc);
    assert_eq!(Some(best.score), own_score.map(|(_, s)| s));
}
