//! Text analysis: splitting text into words and reducing each word to the term that is indexed.
//!
//! The indexer runs the same steps inside tantivy (its `SimpleTokenizer`, `RemoveLongFilter`,
//! `LowerCaser`, a filter of its own that leaves out Polish "sam" meaning "the same" and stems,
//! `AsciiFoldingFilter`); a test in `indexer` checks that both produce the same terms for every
//! word of the content.

use std::borrow::Cow;

use crate::Lang;
use crate::snowball::SnowballEnv;

/// Words of this many bytes or more are dropped, as tantivy's `RemoveLongFilter` does.
pub const MAX_TOKEN_BYTES: usize = 40;

/// A word of the input and where it stands (byte offsets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word<'a> {
    pub text: &'a str,
    pub start: usize,
    pub end: usize,
}

/// Whether two words with `between` between them stand side by side: one character apart (a
/// space, a hyphen as in "end-of-life", an apostrophe as in "Alzheimer’s"). Across a full stop,
/// a separator ("Home Care | Home") or a blank line they are not one phrase.
pub fn adjacent(between: &str) -> bool {
    let mut chars = between.chars();
    chars.next().is_some() && chars.next().is_none()
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

/// A Snowball stemmer (Snowball has had Polish since 3.0). Expects lower-case input.
#[derive(Clone, Copy)]
pub struct Stemmer {
    /// `None` when this build leaves the language out: words are then left as they are.
    algorithm: Option<fn(&mut SnowballEnv) -> bool>,
    /// Polish: a stem in -ek loses its "e", as nouns in -ek do when inflected.
    fleeting_e: bool,
}

impl Stemmer {
    pub fn stem<'a>(&self, word: &'a str) -> Cow<'a, str> {
        let Some(algorithm) = self.algorithm else {
            return Cow::Borrowed(word);
        };
        let mut env = SnowballEnv::create(word);
        algorithm(&mut env);
        let stem = env.get_current();
        // Only a module with the Polish stemmer carries the step.
        if cfg!(feature = "pl") && self.fleeting_e {
            return without_fleeting_e(stem);
        }
        stem
    }
}

/// Polish nouns in -ek drop the "e" when inflected ("zasiłek", "zasiłku"; "upadek", "upadki";
/// "dziadek", "dziadka"), and Snowball's light stemmer keeps the two apart, so a family typing
/// one form missed the pages using the other. A stem of three or more letters before "ek"
/// loses the "e"; "lek" and "wiek", whose "e" stays, are shorter.
fn without_fleeting_e(stem: Cow<'_, str>) -> Cow<'_, str> {
    let Some(base) = stem.as_bytes().strip_suffix(b"ek") else {
        return stem;
    };
    // Letters, not bytes: every byte but a UTF-8 continuation byte starts one.
    if base.iter().filter(|&&b| b & 0xc0 != 0x80).count() < 3 {
        return stem;
    }
    let mut owned = stem.into_owned();
    owned.truncate(owned.len() - 2);
    owned.push('k');
    Cow::Owned(owned)
}

/// The stemmer of a language, if this build includes it (features `en` and `pl`: each browser
/// module carries one language's stemmer only).
pub fn stemmer(lang: Lang) -> Stemmer {
    let algorithm: Option<fn(&mut SnowballEnv) -> bool> = match lang {
        #[cfg(feature = "en")]
        Lang::En => Some(crate::snowball::english::stem),
        #[cfg(feature = "pl")]
        Lang::Pl => Some(crate::snowball::polish::stem),
        #[allow(unreachable_patterns)]
        _ => None,
    };
    Stemmer {
        algorithm,
        fleeting_e: lang == Lang::Pl,
    }
}

/// Reduces words of one language to index terms.
pub struct Analyzer {
    lang: Lang,
    stemmer: Stemmer,
}

impl Analyzer {
    pub fn new(lang: Lang) -> Self {
        Analyzer {
            lang,
            stemmer: stemmer(lang),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
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

    /// The index terms of a text, in order (without Polish "sam" meaning "the same", see
    /// [`crate::sense`]).
    pub fn terms(&self, text: &str) -> Vec<String> {
        crate::sense::indexed_words(self.lang, text)
            .filter_map(|w| self.term(w.text))
            .collect()
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

/// Folds letters with diacritics to their ASCII base (`ą` -> `a`, `ł` -> `l`, `ß` -> `ss`) as
/// tantivy's `AsciiFoldingFilter` does for Latin letters, and drops combining marks (a query
/// typed as `a` + U+0328 folds like `ą`). Characters with no ASCII form are left as they are.
/// A table rather than Unicode decomposition: the browser module stays small.
pub fn fold(word: &str) -> Cow<'_, str> {
    if word.is_ascii() {
        return Cow::Borrowed(word);
    }
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            c if c.is_ascii() => out.push(c),
            '\u{0300}'..='\u{036f}' => {}
            c => match fold_latin(c) {
                Some(base) => out.push_str(base),
                None => out.push(c),
            },
        }
    }
    Cow::Owned(out)
}

/// ASCII bases of U+00C0..=U+017F (Latin-1 Supplement letters and Latin Extended-A), one
/// character each; `*` marks the letters whose base is longer (see [`fold_latin`]) and `-` the
/// two signs of the block that are not letters.
const LATIN_BASES: &str = concat!(
    "AAAAAA*CEEEEIIIIDNOOOOO-OUUUUY**", // U+00C0..
    "aaaaaa*ceeeeiiiidnooooo-ouuuuy*y", // U+00E0..
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGg", // U+0100..
    "GgGgHhHhIiIiIiIiIi**JjKkqLlLlLlL", // U+0120..
    "lLlNnNnNn*NnOoOoOo**RrRrRrSsSsSs", // U+0140..
    "SsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs", // U+0160..
);

fn fold_latin(c: char) -> Option<&'static str> {
    match c {
        'Æ' => Some("AE"),
        'Þ' => Some("TH"),
        'ß' => Some("ss"),
        'æ' => Some("ae"),
        'þ' => Some("th"),
        'Ĳ' => Some("IJ"),
        'ĳ' => Some("ij"),
        'ŉ' => Some("'n"),
        'Œ' => Some("OE"),
        'œ' => Some("oe"),
        '\u{00c0}'..='\u{017f}' => {
            let i = c as usize - 0xc0;
            LATIN_BASES.get(i..i + 1).filter(|b| *b != "*" && *b != "-")
        }
        _ => None,
    }
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
        assert_eq!(fold("a\u{0328}"), "a");
        assert_eq!(fold("straße œuvre"), "strasse oeuvre");
        assert_eq!(fold("×÷ж"), "×÷ж");
    }

    #[test]
    fn polish_query_without_diacritics_matches_inflected_text() {
        let pl = Analyzer::new(Lang::Pl);
        assert_eq!(pl.terms("osobą z demencją"), pl.terms("osoba z demencja"));
    }

    #[test]
    fn polish_nouns_in_ek_share_a_term_with_their_inflected_forms() {
        let pl = Analyzer::new(Lang::Pl);
        for forms in [
            ["zasiłek", "zasiłku", "zasilek"],
            ["upadek", "upadki", "upadku"],
            ["dziadek", "dziadka", "dziadkiem"],
        ] {
            let terms: Vec<_> = forms.iter().map(|w| pl.term(w)).collect();
            assert!(terms.iter().all(|t| t == &terms[0]), "{forms:?}: {terms:?}");
        }
        // Short stems keep their "e": "leki" stays apart from "lk-".
        assert_eq!(pl.term("leki").as_deref(), Some("lek"));
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
