//! Where the synonyms' phrases stand: for each key of two or more words, the documents whose
//! text holds its words side by side, per field, and how often. The indexer writes them into
//! the index (which keeps no word positions), so search counts a phrase only where it is one.

use std::collections::{BTreeMap, BTreeSet};

use crate::analysis::{Analyzer, adjacent, fold, lowercase};
use crate::sense::indexed_words;
use crate::{Field, PhrasePostings, Posting};

/// Per key of two or more index terms (joined by single spaces, as synonym keys are), its
/// postings in `docs`: per document, its title, headings and body. A word matches a key's term
/// as written or as typed without diacritics, as the key may be either.
pub fn phrase_postings<'a>(
    analyzer: &Analyzer,
    keys: impl IntoIterator<Item = &'a str>,
    docs: &[[&str; 3]],
) -> Vec<PhrasePostings> {
    let mut out: BTreeMap<&str, PhrasePostings> = BTreeMap::new();
    // Each key once: a key typed without diacritics may be another key's as written.
    let keys: BTreeSet<&str> = keys.into_iter().filter(|k| k.contains(' ')).collect();
    let phrases: Vec<(&str, Vec<&str>)> = keys
        .into_iter()
        .map(|k| (k, k.split(' ').collect()))
        .collect();
    for (doc, fields) in docs.iter().enumerate() {
        for field in Field::ALL {
            let forms = forms(analyzer, fields[field.index()]);
            for (key, terms) in &phrases {
                let tf = forms
                    .windows(terms.len())
                    .filter(|window| {
                        window
                            .iter()
                            .zip(terms)
                            .all(|(forms, term)| forms.iter().flatten().any(|f| f == term))
                    })
                    .count();
                if tf == 0 {
                    continue;
                }
                let entry = out.entry(key).or_insert_with(|| PhrasePostings {
                    key: key.to_string(),
                    fields: Default::default(),
                });
                entry.fields[field.index()].push(Posting {
                    doc: doc as u32,
                    tf: tf as u32,
                });
            }
        }
    }
    out.into_values().collect()
}

/// Per indexed word of `text`, in order, its term and the term it has typed without
/// diacritics; `None` between two words that do not stand side by side ([`adjacent`]:
/// "Marigold Home Care | Home care" does not say "care home").
fn forms(analyzer: &Analyzer, text: &str) -> Vec<Option<Vec<String>>> {
    let mut out = Vec::new();
    let mut end = None;
    for w in indexed_words(analyzer.lang(), text) {
        if end.is_some_and(|end| !adjacent(text.get(end..w.start).unwrap_or_default())) {
            out.push(None);
        }
        end = Some(w.end);
        // A word the index drops (too long) stands between its neighbours.
        out.push(analyzer.term(w.text).map(|term| {
            let plain = analyzer
                .term(&fold(&lowercase(w.text)))
                .filter(|p| *p != term);
            std::iter::once(term).chain(plain).collect()
        }));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn a_phrase_stands_only_where_its_words_are_side_by_side() {
        let analyzer = Analyzer::new(Lang::En);
        let found = phrase_postings(
            &analyzer,
            ["care home", "home care", "respit", "care home"],
            &[
                [
                    "Home care",
                    "",
                    "Care at home, not a care home. Care homes.",
                ],
                ["", "", "Home, and care."],
            ],
        );
        let keys: Vec<&str> = found.iter().map(|p| p.key.as_str()).collect();
        // Given twice, a key is found once.
        assert_eq!(keys, ["care home", "home care"]);
        let care_home = &found[0].fields;
        assert_eq!(care_home[Field::Body.index()], [Posting { doc: 0, tf: 2 }]);
        assert!(care_home[Field::Title.index()].is_empty());
        assert_eq!(
            found[1].fields[Field::Title.index()],
            [Posting { doc: 0, tf: 1 }]
        );
    }

    #[test]
    fn a_curly_apostrophe_joins_words_as_a_straight_one_does() {
        let analyzer = Analyzer::new(Lang::En);
        let key = analyzer.terms("Alzheimer's").join(" ");
        let found = phrase_postings(
            &analyzer,
            [key.as_str()],
            &[["", "", "Alzheimer’s disease"]],
        );
        assert_eq!(found.len(), 1, "{key}");
    }

    #[test]
    fn a_phrase_typed_without_diacritics_stands_where_the_words_have_them() {
        let analyzer = Analyzer::new(Lang::Pl);
        let plain = analyzer.terms(&fold("u kresu życia")).join(" ");
        let found = phrase_postings(
            &analyzer,
            [plain.as_str()],
            &[["Opieka u kresu życia", "", ""]],
        );
        assert_eq!(found.len(), 1, "{plain}");
    }
}
