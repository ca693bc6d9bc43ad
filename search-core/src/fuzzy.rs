//! Typo tolerance: how many edits a typed word may be from an index term. The lookup itself is
//! a Levenshtein automaton over the dictionary ([`crate::dictionary::Dictionary::within`]).

use crate::dictionary::Dictionary;

/// How many edits a typed term of this length may be away from an index term: none for very
/// short words (too many false friends), one from four letters, two from eight.
pub fn max_edits(term_chars: usize) -> u8 {
    match term_chars {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// The terms nearest to `term`, all at the smallest distance within its allowance.
pub fn nearest(dictionary: &Dictionary, term: &str) -> Vec<u32> {
    let edits = max_edits(term.chars().count());
    if edits == 0 {
        return Vec::new();
    }
    let found = dictionary.within(term, edits);
    let best = found.iter().map(|&(_, d)| d).min();
    found
        .into_iter()
        .filter(|&(_, d)| Some(d) == best)
        .map(|(n, _)| n)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nearest_terms(terms: &[&str], typed: &str) -> Vec<String> {
        let mut sorted: Vec<String> = terms.iter().map(|t| t.to_string()).collect();
        sorted.sort();
        let dict = Dictionary::new(sorted).unwrap();
        nearest(&dict, typed)
            .into_iter()
            .map(|n| dict.term(n).unwrap().to_owned())
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
    fn only_the_nearest_terms_are_kept() {
        assert_eq!(
            nearest_terms(&["dementia", "dementi", "dement"], "dementiaa"),
            ["dementia"]
        );
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
