//! Quiet words: words a query holds that say little about which page answers it. Function words
//! ("is", "the", "czy", "się"), and the people a family's question is about ("mum", "dad",
//! "mama", "mężem"): every page of a care site is about someone's mother or husband, so in
//! "my mum is lonely" the page to find is the one about loneliness. They still count, a little,
//! so a query of quiet words alone still finds what holds them. Compared lower-case and without
//! diacritics, so they need no stemmer.

use crate::Lang;
use crate::analysis::{fold, lowercase};

/// Lower case, without diacritics.
const ENGLISH: &[&str] = &[
    "a", "about", "am", "an", "and", "are", "at", "be", "brother", "but", "can", "dad", "daddy",
    "daughter", "do", "does", "father", "for", "gran", "grandad", "grandma", "granny", "he", "her",
    "him", "his", "husband", "i", "if", "in", "is", "it", "its", "me", "mom", "mother", "mum",
    "mummy", "my", "nan", "nana", "of", "on", "or", "our", "parent", "parents", "partner", "she",
    "sister", "so", "son", "that", "the", "their", "them", "they", "this", "to", "us", "was", "we",
    "what", "wife", "will", "with", "you", "your",
];

const POLISH: &[&str] = &[
    "a", "babci", "babcia", "babcie", "brat", "by", "co", "corka", "corki", "corke", "czy", "dla",
    "do", "dziadek", "dziadka", "i", "ja", "jak", "jego", "jej", "jest", "jestem", "mama", "mame",
    "mamie", "mamo", "mamy", "moj", "moja", "moje", "mojej", "mojego", "maz", "meza", "mezem",
    "mezowi", "na", "nad", "nam", "o", "od", "ojciec", "ojca", "po", "przez", "siostra", "sie",
    "syn", "syna", "synem", "ta", "taty", "tata", "tacie", "tate", "to", "w", "we", "z", "za",
    "ze", "zona", "zony", "zone",
];

/// Whether `word` is quiet in `lang`.
pub fn is_quiet(lang: Lang, word: &str) -> bool {
    let plain = fold(&lowercase(word)).into_owned();
    let list = match lang {
        Lang::En => ENGLISH,
        Lang::Pl => POLISH,
    };
    list.contains(&plain.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn family_members_and_function_words_are_quiet_in_any_case_or_spelling() {
        assert!(is_quiet(Lang::En, "Mum"));
        assert!(is_quiet(Lang::En, "the"));
        assert!(is_quiet(Lang::Pl, "mężem"));
        assert!(is_quiet(Lang::Pl, "mezem"));
        assert!(is_quiet(Lang::Pl, "się"));
    }

    #[test]
    fn words_about_the_need_are_not() {
        assert!(!is_quiet(Lang::En, "lonely"));
        assert!(!is_quiet(Lang::Pl, "sama"));
        assert!(!is_quiet(Lang::Pl, "opieka"));
    }
}
