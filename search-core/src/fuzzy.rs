//! Typo tolerance: the terms of the dictionary within a few edits of a typed term, found by
//! running a Levenshtein automaton over the FST (as tantivy and Meilisearch do) rather than by
//! measuring the distance to every term.

use std::sync::OnceLock;

use fst::{IntoStreamer, Streamer};
use levenshtein_automata::{DFA, Distance, LevenshteinAutomatonBuilder, SINK_STATE};

/// How many edits a typed term of this length may be away from an index term: none for very
/// short words (too many false friends), one from four letters, two from eight.
pub fn max_edits(term_chars: usize) -> u8 {
    match term_chars {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Builds automata for one and two edits, a swap of neighbouring letters counting as one (as
/// typing mistakes usually are). Each builder is made once, when first needed.
#[derive(Default)]
pub struct Typos {
    builders: [OnceLock<LevenshteinAutomatonBuilder>; 2],
}

impl Typos {
    /// The terms of `dictionary` closest to `term` within `max_edits`, with their values and
    /// distance; only those at the smallest distance found.
    pub fn nearest(
        &self,
        dictionary: &fst::Map<Vec<u8>>,
        term: &str,
        max_edits: u8,
    ) -> Vec<(u64, u8)> {
        if max_edits == 0 {
            return Vec::new();
        }
        let slot = usize::from(max_edits.min(2)) - 1;
        let builder = self.builders[slot]
            .get_or_init(|| LevenshteinAutomatonBuilder::new(max_edits.min(2), true));
        let dfa = builder.build_dfa(term);
        let mut stream = dictionary.search_with_state(Automaton(&dfa)).into_stream();
        let mut found: Vec<(u64, u8)> = Vec::new();
        while let Some((_, value, state)) = stream.next() {
            if let Distance::Exact(d) = dfa.distance(state) {
                found.push((value, d));
            }
        }
        let nearest = found.iter().map(|&(_, d)| d).min();
        found.retain(|&(_, d)| Some(d) == nearest);
        found
    }
}

/// A Levenshtein DFA as an `fst` automaton over the dictionary's bytes.
struct Automaton<'a>(&'a DFA);

impl fst::Automaton for Automaton<'_> {
    type State = u32;

    fn start(&self) -> u32 {
        self.0.initial_state()
    }

    fn is_match(&self, state: &u32) -> bool {
        matches!(self.0.distance(*state), Distance::Exact(_))
    }

    fn can_match(&self, state: &u32) -> bool {
        *state != SINK_STATE
    }

    fn accept(&self, state: &u32, byte: u8) -> u32 {
        self.0.transition(*state, byte)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dictionary(terms: &[&str]) -> fst::Map<Vec<u8>> {
        let mut sorted = terms.to_vec();
        sorted.sort_unstable();
        fst::Map::from_iter(sorted.iter().enumerate().map(|(i, t)| (*t, i as u64))).unwrap()
    }

    fn nearest_terms(terms: &[&str], typed: &str) -> Vec<String> {
        let map = dictionary(terms);
        let mut sorted = terms.to_vec();
        sorted.sort_unstable();
        let typos = Typos::default();
        let edits = max_edits(typed.chars().count());
        typos
            .nearest(&map, typed, edits)
            .into_iter()
            .map(|(v, _)| sorted[v as usize].to_owned())
            .collect()
    }

    #[test]
    fn one_wrong_letter_is_one_edit() {
        assert_eq!(
            nearest_terms(&["dementia", "respite"], "demensia"),
            ["dementia"]
        );
    }

    #[test]
    fn swapped_neighbours_are_one_edit() {
        assert_eq!(nearest_terms(&["care", "cure"], "caer"), ["care"]);
    }

    #[test]
    fn only_the_nearest_terms_are_kept() {
        assert_eq!(
            nearest_terms(&["dementia", "dementi", "dement"], "dementiaa"),
            ["dementia"]
        );
    }

    #[test]
    fn too_far_is_nothing() {
        assert!(nearest_terms(&["respite"], "dementia").is_empty());
    }

    #[test]
    fn letters_beyond_ascii_count_as_one_edit() {
        assert_eq!(nearest_terms(&["zażółć"], "zażólć"), ["zażółć"]);
    }

    #[test]
    fn short_words_get_no_edits() {
        assert_eq!(max_edits(3), 0);
        assert_eq!(max_edits(4), 1);
        assert_eq!(max_edits(8), 2);
        assert!(nearest_terms(&["care"], "cat").is_empty());
    }
}
