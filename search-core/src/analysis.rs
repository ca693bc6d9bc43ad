//! Text analysis: splitting text into words and reducing each word to the term that is indexed.
//!
//! The indexer runs the same steps inside tantivy (its `SimpleTokenizer`, `RemoveLongFilter`,
//! `LowerCaser`, a Snowball stemmer filter, `AsciiFoldingFilter`); a test in `indexer` checks
//! that both produce the same terms for every word of the content.

use std::borrow::Cow;

use snowball_stemmers_rs::Algorithm;
pub use snowball_stemmers_rs::Stemmer;
use unicode_normalization::UnicodeNormalization;

use crate::Lang;

/// Words of this many bytes or more are dropped, as tantivy's `RemoveLongFilter` does.
pub const MAX_TOKEN_BYTES: usize = 40;

/// A word of the input and where it stands (byte offsets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word<'a> {
    pub text: &'a str,
    pub start: usize,
    pub end: usize,
}

/// Splits like tantivy's `SimpleTokenizer`: a word is a run of alphanumeric characters.
pub fn words(text: &str) -> impl Iterator<Item = Word<'_>> {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        let start = loop {
            let (i, c) = chars.next()?;
            if c.is_alphanumeric() {
                break i;
            }
        };
        let mut end = text.len();
        while let Some(&(i, c)) = chars.peek() {
            if !c.is_alphanumeric() {
                end = i;
                break;
            }
            chars.next();
        }
        Some(Word {
            text: &text[start..end],
            start,
            end,
        })
    })
}

/// The Snowball stemmer of a language (Snowball has had Polish since 3.0).
pub fn stemmer(lang: Lang) -> Stemmer {
    Stemmer::create(match lang {
        Lang::En => Algorithm::English,
        Lang::Pl => Algorithm::Polish,
    })
}

/// Reduces words of one language to index terms.
pub struct Analyzer {
    stemmer: Stemmer,
}

impl Analyzer {
    pub fn new(lang: Lang) -> Self {
        Analyzer {
            stemmer: stemmer(lang),
        }
    }

    /// The index term of one word, or `None` for a word the index drops (too long).
    ///
    /// Stemming comes before folding because Polish endings carry diacritics: `kosztów` stems
    /// to `koszt` only while the `ó` is still there. Queries typed without diacritics still
    /// match, because the Polish stemmer also strips the unaccented endings (`demencja` and
    /// `demencją` both give `demencj`).
    pub fn term(&self, word: &str) -> Option<String> {
        if word.len() >= MAX_TOKEN_BYTES {
            return None;
        }
        let lower = lowercase(word);
        let stemmed = self.stemmer.stem(&lower);
        Some(fold(&stemmed).into_owned())
    }

    /// The index terms of a text, in order.
    pub fn terms(&self, text: &str) -> Vec<String> {
        words(text).filter_map(|w| self.term(w.text)).collect()
    }
}

/// Lower-cases as tantivy's `LowerCaser` does.
pub fn lowercase(word: &str) -> Cow<'_, str> {
    if word.chars().any(char::is_uppercase) {
        Cow::Owned(word.to_lowercase())
    } else {
        Cow::Borrowed(word)
    }
}

/// Folds letters with diacritics to their ASCII base (`ą` -> `a`, `ł` -> `l`, `ß` -> `ss`),
/// leaving characters with no ASCII form as they are.
pub fn fold(word: &str) -> Cow<'_, str> {
    if word.is_ascii() {
        return Cow::Borrowed(word);
    }
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'ł' => out.push('l'),
            'Ł' => out.push('L'),
            'ß' => out.push_str("ss"),
            'æ' => out.push_str("ae"),
            'Æ' => out.push_str("AE"),
            'œ' => out.push_str("oe"),
            'Œ' => out.push_str("OE"),
            'ø' => out.push('o'),
            'Ø' => out.push('O'),
            'đ' => out.push('d'),
            'Đ' => out.push('D'),
            c if c.is_ascii() => out.push(c),
            c => {
                let mut base = String::new();
                for d in std::iter::once(c).nfd() {
                    if !is_combining_mark(d) {
                        base.push(d);
                    }
                }
                if base.is_ascii() && !base.is_empty() {
                    out.push_str(&base);
                } else {
                    out.push(c);
                }
            }
        }
    }
    Cow::Owned(out)
}

fn is_combining_mark(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036f}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_on_anything_not_alphanumeric() {
        let found: Vec<_> = words("Care, at home: 24-hour (support)!")
            .map(|w| w.text)
            .collect();
        assert_eq!(found, ["Care", "at", "home", "24", "hour", "support"]);
    }

    #[test]
    fn word_offsets_point_into_the_text() {
        let text = "Opieka nad osobą z demencją";
        for w in words(text) {
            assert_eq!(&text[w.start..w.end], w.text);
        }
    }

    #[test]
    fn polish_diacritics_fold_to_ascii() {
        assert_eq!(fold("zażółć gęślą jaźń"), "zazolc gesla jazn");
        assert_eq!(fold("ŁÓDŹ"), "LODZ");
    }

    #[test]
    fn polish_query_without_diacritics_matches_inflected_text() {
        let pl = Analyzer::new(Lang::Pl);
        assert_eq!(pl.terms("osobą z demencją"), pl.terms("osoba z demencja"));
    }

    #[test]
    fn english_word_forms_share_a_term() {
        let en = Analyzer::new(Lang::En);
        assert_eq!(en.term("costs"), en.term("cost"));
        assert_eq!(en.term("Caring"), en.term("care"));
    }

    #[test]
    fn overlong_words_are_dropped() {
        let en = Analyzer::new(Lang::En);
        assert_eq!(en.term(&"a".repeat(40)), None);
        assert!(en.term(&"a".repeat(39)).is_some());
    }
}
