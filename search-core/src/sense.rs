//! Polish "sam" is two words: "alone" ("mama mieszka sama", mum lives alone) and, after a word
//! that points ("ten sam opiekun", the same carer; "tak samo", equally), "the same". The second
//! says nothing of what a page is about, yet shared its term with the first, so "mama mieszka
//! sama" found the questions about seeing the same carers first. It is left out of the index
//! and of queries alike: the indexer's tantivy filter and [`crate::analysis::Analyzer`] both
//! call [`says_same`].

use crate::Lang;
use crate::analysis::{Word, adjacent, fold, lowercase, words};

/// The forms of "sam", lower case and without diacritics ("samą" is "sama").
const SAME: &[&str] = &[
    "sam", "sama", "samo", "same", "samego", "samej", "samemu", "samym", "samych", "samymi",
];

/// Words after which "sam" means "the same": "ten", "ta", "to" and their forms, "taki", "tak"
/// and "tyle" ("tyle samo", as much).
const POINTING: &[&str] = &[
    "ten", "ta", "to", "te", "tego", "tej", "temu", "tych", "tym", "tymi", "tamten", "tamta",
    "tamto", "tamte", "tak", "taki", "taka", "takie", "takiego", "takiej", "takich", "takim",
    "tyle", "tylu",
];

/// Whether `word`, standing right after `previous`, is "sam" meaning "the same".
pub fn says_same(lang: Lang, previous: &str, word: &str) -> bool {
    // Only a build with Polish carries the lists: the English module stays as it was.
    cfg!(feature = "pl") && lang == Lang::Pl && is_in(SAME, word) && is_in(POINTING, previous)
}

/// The words of `text` the index keeps: all of them but "sam" meaning "the same".
pub fn indexed_words(lang: Lang, text: &str) -> impl Iterator<Item = Word<'_>> {
    let mut previous: Option<Word<'_>> = None;
    words(text).filter(move |word| {
        // The cheap check first: without Polish in the build it is a constant.
        let same = previous.as_ref().is_some_and(|p| {
            says_same(lang, p.text, word.text)
                && adjacent(text.get(p.end..word.start).unwrap_or_default())
        });
        previous = Some(word.clone());
        !same
    })
}

fn is_in(list: &[&str], word: &str) -> bool {
    let lower = lowercase(word);
    let plain = fold(&lower);
    list.contains(&plain.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(lang: Lang, text: &str) -> Vec<&str> {
        indexed_words(lang, text).map(|w| w.text).collect()
    }

    #[test]
    fn sam_meaning_the_same_is_left_out() {
        assert_eq!(kept(Lang::Pl, "ten sam opiekun"), ["ten", "opiekun"]);
        assert_eq!(
            kept(Lang::Pl, "Tych samych opiekunów"),
            ["Tych", "opiekunów"]
        );
        assert_eq!(kept(Lang::Pl, "tę samą osobę"), ["tę", "osobę"]);
        assert_eq!(kept(Lang::Pl, "tak samo"), ["tak"]);
    }

    #[test]
    fn sam_meaning_alone_stays() {
        assert_eq!(
            kept(Lang::Pl, "mama mieszka sama"),
            ["mama", "mieszka", "sama"]
        );
        assert_eq!(kept(Lang::Pl, "radzi sobie sam"), ["radzi", "sobie", "sam"]);
        assert_eq!(kept(Lang::Pl, "sama"), ["sama"]);
        // Across a full stop the words are not one phrase.
        assert_eq!(kept(Lang::Pl, "Wiem to. Sama"), ["Wiem", "to", "Sama"]);
    }

    #[test]
    fn other_languages_keep_every_word() {
        assert_eq!(kept(Lang::En, "ta sam"), ["ta", "sam"]);
    }
}
