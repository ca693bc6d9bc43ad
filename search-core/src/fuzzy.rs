//! Typo tolerance: how many edits a typed word may be from an index term. The lookup itself is
//! a Levenshtein automaton over the dictionary ([`crate::dictionary::Dictionary::within`]),
//! after the typed word's own single-letter slips ([`slips`]) are tried as words.

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

/// What a single slip of one letter did to a typed word, in the order a reading is preferred:
/// a letter left out or two letters swapped (every letter typed is still there), a wrong
/// letter, a letter too many. Leaving a letter out is the commonest slip, so "showring" reads
/// as "showering" before "showing".
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Slip {
    KeptEveryLetter,
    WrongLetter,
    ExtraLetter,
}

/// Every word one slip away from `word` (lower case, without diacritics) whose slip is within
/// its first `reach` + 1 letters, with the slip that would have made `word` from it; letters
/// put back or changed are `a`-`z`.
///
/// A typo is a slip in the word as typed, not in its stem: "lonley" is one swap from "lonely"
/// but two edits from its stem "lone", so the automaton over stems misses it. Each of these
/// words is stemmed and looked up like a typed word. `reach` is how many first letters of
/// `word` begin some term: a stem begins as its word does, so a slip further in cannot make
/// a word of the index, and a garbled word costs few readings.
pub fn slips(word: &str, reach: usize) -> Vec<(String, Slip)> {
    let chars: Vec<char> = word.chars().collect();
    let n = chars.len();
    let last = reach.min(n);
    let mut out = Vec::with_capacity(54 * (last + 1));
    let with = |f: &dyn Fn(&mut Vec<char>)| {
        let mut c = chars.clone();
        f(&mut c);
        c.into_iter().collect::<String>()
    };
    for i in 0..=last {
        for letter in 'a'..='z' {
            out.push((with(&|c| c.insert(i, letter)), Slip::KeptEveryLetter));
        }
    }
    for i in 1..n.min(last + 2) {
        if chars[i - 1] != chars[i] {
            out.push((with(&|c| c.swap(i - 1, i)), Slip::KeptEveryLetter));
        }
    }
    for i in 0..n.min(last + 1) {
        for letter in ('a'..='z').filter(|&l| l != chars[i]) {
            out.push((with(&|c| c[i] = letter), Slip::WrongLetter));
        }
    }
    for i in 0..n.min(last + 1) {
        out.push((
            with(&|c| {
                c.remove(i);
            }),
            Slip::ExtraLetter,
        ));
    }
    out
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

    #[test]
    fn a_swap_a_missing_letter_and_a_wrong_one_are_single_slips() {
        let found = |typed: &str, word: &str| {
            slips(typed, typed.len())
                .into_iter()
                .find(|(w, _)| w == word)
                .map(|(_, s)| s)
        };
        assert_eq!(found("lonley", "lonely"), Some(Slip::KeptEveryLetter));
        assert_eq!(found("showring", "showering"), Some(Slip::KeptEveryLetter));
        assert_eq!(found("demencia", "demencja"), Some(Slip::WrongLetter));
        assert_eq!(found("showring", "showing"), Some(Slip::ExtraLetter));
        assert_eq!(found("showring", "shoring"), Some(Slip::ExtraLetter));
        assert_eq!(found("lonley", "lovely"), None);
    }

    #[test]
    fn no_slip_is_read_beyond_the_letters_that_begin_a_term() {
        let readings = slips("lonley", 3);
        assert!(readings.iter().any(|(w, _)| w == "lonely"));
        assert!(!readings.iter().any(|(w, _)| w == "lonlay"));
    }
}
