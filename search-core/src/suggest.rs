//! "Did you mean": when a query finds nothing, the nearest words of the documents' titles
//! (articles, pages, services and the questions of the FAQ), which are already in the index,
//! so the suggestion costs no bytes. Titles name what the site covers, and their words are shown
//! as written (`demencja`, not the index term `demencj`).

use crate::analysis::{fold, lowercase, words};
use crate::dictionary::Dictionary;
use crate::fuzzy::max_edits;

/// The title words of an index, by their folded lower-case form.
#[derive(Debug, Clone, Default)]
pub struct TitleWords {
    /// Folded lower-case forms, sorted.
    folded: Dictionary,
    /// Per folded form, the word as written (lower case) and in how many titles it occurs.
    shown: Vec<(String, u32)>,
}

impl TitleWords {
    pub fn new<'a>(titles: impl IntoIterator<Item = &'a str>) -> TitleWords {
        let mut all: Vec<(String, String)> = Vec::new();
        for title in titles {
            for w in words(title) {
                // Short words are too often near some other word to be worth suggesting.
                if w.text.chars().count() < 3 || w.text.chars().all(|c| c.is_numeric()) {
                    continue;
                }
                let lower = lowercase(w.text).into_owned();
                all.push((fold(&lower).into_owned(), lower));
            }
        }
        all.sort_unstable();
        let mut folded: Vec<String> = Vec::new();
        let mut shown: Vec<(String, u32)> = Vec::new();
        for (key, word) in all {
            if folded.last() == Some(&key) {
                if let Some(last) = shown.last_mut() {
                    last.1 += 1;
                }
                continue;
            }
            folded.push(key);
            shown.push((word, 1));
        }
        TitleWords {
            folded: Dictionary::new(folded).unwrap_or_default(),
            shown,
        }
    }

    /// The title word nearest to `typed`, allowing one edit more than typo tolerance does
    /// (a word within that allowance was already searched for), and none for words under four
    /// letters. Of equally near words, the one in most titles.
    pub fn nearest(&self, typed: &str) -> Option<&str> {
        let plain = fold(&lowercase(typed)).into_owned();
        let chars = plain.chars().count();
        if chars < 4 {
            return None;
        }
        let allowance = (max_edits(chars) + 1).min(3);
        self.folded
            .within(&plain, allowance)
            .into_iter()
            .filter_map(|(n, d)| Some((self.shown.get(n as usize)?, d)))
            .min_by(|(a, da), (b, db)| da.cmp(db).then(b.1.cmp(&a.1)))
            .map(|((word, _), _)| word.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_two_letters_off_is_suggested_as_the_title_writes_it() {
        let titles = TitleWords::new(["Opieka przy demencji", "Opieka wytchnieniowa"]);
        assert_eq!(titles.nearest("dmencyi"), Some("demencji"));
        assert_eq!(titles.nearest("wytchnienowaa"), Some("wytchnieniowa"));
    }

    #[test]
    fn nothing_near_gives_no_suggestion() {
        let titles = TitleWords::new(["Dementia care at home"]);
        assert_eq!(titles.nearest("xylophone"), None);
        assert_eq!(titles.nearest("cre"), None);
    }

    #[test]
    fn of_equally_near_words_the_more_common_wins() {
        let titles = TitleWords::new(["Care costs", "Home care", "Core values"]);
        assert_eq!(titles.nearest("cxre"), Some("care"));
    }
}
