//! From a typed word to the index terms it stands for: as typed, without diacritics, completed
//! while it is being typed, or forgiven a typo; each with how much it counts.

use crate::analysis::{fold, lowercase};
use crate::fuzzy::{Slip, max_edits, nearest, slips};
use crate::ranking::{ALIAS_FACTOR, FUZZY_FACTOR, PREFIX_FACTOR, PREFIX_OF_WHOLE_FACTOR};
use crate::search::{MAX_COMPLETIONS, Searcher};

/// At most this many forms of a typed word are tried against the synonym keys: a bound on the
/// lookups a phrase costs (see [`crate::synonyms::Synonyms::matches`]).
pub(crate) const MAX_FORMS: usize = 4;

impl Searcher {
    /// The synonym keys a typed word may spell: its term as typed, as typed without diacritics,
    /// and the terms of the content's words that this plain form stands for (`posilkow` stems
    /// unlike `posiłków`, whose term is the key `posilk`).
    pub(crate) fn forms(&self, word: &str) -> Vec<String> {
        let mut forms: Vec<String> = self.analyzer.term(word).into_iter().collect();
        let plain = fold(&lowercase(word)).into_owned();
        let Some(folded) = self.analyzer.term(&plain) else {
            return forms;
        };
        let aliased = self
            .index
            .aliases
            .get(&folded)
            .and_then(|alias| self.index.alias_terms.get(alias as usize))
            .into_iter()
            .flatten()
            .filter_map(|&n| self.index.terms.term(n));
        for form in std::iter::once(folded.as_str()).chain(aliased) {
            if !forms.iter().any(|f| f == form) {
                forms.push(form.to_owned());
            }
        }
        forms.truncate(MAX_FORMS);
        forms
    }

    /// The index terms (by number) one typed word stands for, with how much each counts.
    pub(crate) fn expand(
        &self,
        word: &str,
        complete: bool,
        forgive_typos: bool,
    ) -> Vec<(u32, f32)> {
        let mut terms: Vec<(u32, f32)> = Vec::new();
        let add = |terms: &mut Vec<(u32, f32)>, n: u32, factor: f32| match terms
            .iter_mut()
            .find(|(t, _)| *t == n)
        {
            Some(slot) => slot.1 = slot.1.max(factor),
            None => terms.push((n, factor)),
        };
        let exact = self.analyzer.term(word);
        if let Some(n) = exact.as_deref().and_then(|t| self.index.terms.get(t)) {
            add(&mut terms, n, 1.0);
        }
        // Typed without diacritics, a Polish word can stem differently from the text's word:
        // the index maps that folded form to the terms it stands for. A word typed without
        // diacritics could be any of them, so they count fully; one typed with diacritics
        // prefers its own term.
        let plain = fold(&lowercase(word)).into_owned();
        let factor = if word.is_ascii() { 1.0 } else { ALIAS_FACTOR };
        if let Some(folded) = self.analyzer.term(&plain) {
            if let Some(n) = self.index.terms.get(&folded) {
                add(&mut terms, n, factor);
            }
            if let Some(alias) = self.index.aliases.get(&folded) {
                for &n in self
                    .index
                    .alias_terms
                    .get(alias as usize)
                    .into_iter()
                    .flatten()
                {
                    add(&mut terms, n, factor);
                }
            }
        }
        if complete && plain.chars().count() >= 2 {
            // A word that is already whole ("je", "care") is most likely meant as typed: its
            // completions still show while typing, well below it.
            let factor = if terms.is_empty() {
                PREFIX_FACTOR
            } else {
                PREFIX_OF_WHOLE_FACTOR
            };
            for n in self.index.terms.prefixed(&plain).take(MAX_COMPLETIONS) {
                add(&mut terms, n, factor);
            }
        }
        if terms.is_empty() && forgive_typos && max_edits(plain.chars().count()) > 0 {
            // The likeliest slip of the typed word that makes a word of the index; else the
            // terms nearest its stem, which also forgive two slips in a longer word.
            let mut likeliest: Option<Slip> = None;
            let reach = (1..=plain.chars().count())
                .take_while(|&k| {
                    let end = plain.char_indices().nth(k).map_or(plain.len(), |(i, _)| i);
                    self.index.terms.prefixed(&plain[..end]).next().is_some()
                })
                .count();
            for (variant, slip) in slips(&plain, reach) {
                if likeliest.is_some_and(|l| l < slip) {
                    break;
                }
                // Stemmed only if its first letters, up to just past the slip, begin a term.
                let head = variant
                    .char_indices()
                    .nth(reach + 1)
                    .map_or(variant.len(), |(i, _)| i);
                if self.index.terms.prefixed(&variant[..head]).next().is_none() {
                    continue;
                }
                let found = self.known_terms(&variant);
                if !found.is_empty() {
                    likeliest = Some(slip);
                    for n in found {
                        add(&mut terms, n, FUZZY_FACTOR);
                    }
                }
            }
            if terms.is_empty() {
                let target = exact.unwrap_or(plain);
                for n in nearest(&self.index.terms, &target) {
                    add(&mut terms, n, FUZZY_FACTOR);
                }
            }
        }
        terms
    }

    /// The index terms a word typed without diacritics stands for: its own term, and those the
    /// index maps its folded form to.
    fn known_terms(&self, plain: &str) -> Vec<u32> {
        let Some(term) = self.analyzer.term(plain) else {
            return Vec::new();
        };
        let mut found: Vec<u32> = self.index.terms.get(&term).into_iter().collect();
        if let Some(alias) = self.index.aliases.get(&term) {
            found.extend(
                self.index
                    .alias_terms
                    .get(alias as usize)
                    .into_iter()
                    .flatten(),
            );
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use crate::test_index::searcher;
    use crate::{Lang, SearchOptions};

    fn first(s: &crate::Searcher, query: &str) -> Option<String> {
        let hits = s.search(query, &SearchOptions::default()).hits;
        hits.into_iter().next().map(|h| h.url)
    }

    #[test]
    fn a_swap_in_the_typed_word_is_forgiven_though_its_stem_is_two_edits_away() {
        // "lonley" stems to itself, two edits from "lone", the stem of "lonely".
        let s = searcher(
            Lang::En,
            &[("Prices", "Costs."), ("Feeling lonely", "Lonely people.")],
            &[],
        );
        assert_eq!(first(&s, "lonley").as_deref(), Some("/1"));
    }

    #[test]
    fn a_letter_left_out_is_read_before_a_letter_too_many() {
        // "showring" is "showering" with a letter left out, or "showing" with one too many.
        let s = searcher(
            Lang::En,
            &[
                (
                    "Invoices",
                    "Invoices show the hours, show the visits, show it all.",
                ),
                ("Personal care", "Help with showering."),
            ],
            &[],
        );
        assert_eq!(first(&s, "showring").as_deref(), Some("/1"));
    }
}
