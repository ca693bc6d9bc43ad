//! The reading-ease rule: every English article reads at plain-English level, a Flesch reading
//! ease of 60 or more, or the build stops at the article.
//!
//! Families read these articles in a hurry, often while worried about someone they love, so the
//! text has to be easy to take in. The reviewers' line was 60 ("plain English"). Flesch reading
//! ease is 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words): shorter sentences
//! and shorter words score higher.
//!
//! The text scored is what a reader sees in the article body, as the indexer renders it for
//! search and read time (`Article::text`: placeholders filled, Markdown reduced to its words,
//! a heading, paragraph, list item or table cell per line). Syllables come from a simple,
//! documented English heuristic (see [`syllables`]), so a score may differ by a few points from
//! other tools; it is a guide to keep sentences short, not a precise measure.

use search_core::Lang;

use crate::articles::Article;
use crate::diagnostics::Diagnostics;

/// The lowest Flesch reading ease an English article may have.
pub const PLAIN_ENGLISH: f64 = 60.0;

/// What the score is computed from.
#[derive(Debug, PartialEq)]
pub struct Counts {
    pub words: usize,
    pub sentences: usize,
    pub syllables: usize,
}

impl Counts {
    pub fn of(text: &str) -> Self {
        let words: Vec<&str> = text.split_whitespace().filter(|t| is_word(t)).collect();
        Counts {
            words: words.len(),
            sentences: sentences(&blocks_as_sentences(text)),
            syllables: words.iter().map(|w| syllables(w)).sum(),
        }
    }

    /// Flesch reading ease: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word.
    pub fn reading_ease(&self) -> f64 {
        let words = self.words.max(1) as f64;
        let sentences = self.sentences.max(1) as f64;
        206.835 - 1.015 * (words / sentences) - 84.6 * (self.syllables as f64 / words)
    }
}

/// Every block (a line of the rendered text) ends a sentence, as a reader takes a heading or a
/// list item ending in ";" as one: a line without a closing full stop gets one.
fn blocks_as_sentences(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.lines().map(str::trim_end).filter(|l| !l.is_empty()) {
        out.push_str(line.trim_end_matches([';', ':', ',']));
        if !line.trim_end_matches(is_closing).ends_with(is_terminator) {
            out.push('.');
        }
        out.push('\n');
    }
    out
}

fn is_terminator(c: char) -> bool {
    matches!(c, '.' | '!' | '?')
}

/// Closing quotes and brackets, which may follow a sentence's full stop.
fn is_closing(c: char) -> bool {
    matches!(c, '"' | '\'' | '”' | '’' | ')' | ']')
}

/// The number of sentences: runs of `.`, `!` or `?` followed (after any closing quotes or
/// brackets) by the end of the text, by the end of a block (a line break), or by a
/// space and something other than a lower-case letter. So "e.g. the", "2.5" and "autism.org.uk"
/// do not end a sentence.
fn sentences(text: &str) -> usize {
    let chars: Vec<char> = text.chars().collect();
    let mut count = 0;
    let mut i = 0;
    while i < chars.len() {
        if !is_terminator(chars[i]) {
            i += 1;
            continue;
        }
        while i < chars.len() && (is_terminator(chars[i]) || is_closing(chars[i])) {
            i += 1;
        }
        let space = chars[i..].iter().take_while(|c| c.is_whitespace()).count();
        let ends = match chars.get(i + space) {
            None => true,
            Some(next) => {
                chars[i..i + space].contains(&'\n') || (space > 0 && !next.is_lowercase())
            }
        };
        if ends {
            count += 1;
        }
        i += space;
    }
    count
}

/// A token is a word if it has a letter or a digit (a lone "–" or "&" is not).
fn is_word(token: &str) -> bool {
    token.chars().any(char::is_alphanumeric)
}

/// An English syllable estimate for one word.
///
/// Hyphenated and slashed words ("identity-first", "and/or") add up their parts. In each part,
/// after dropping apostrophes and anything that is not a letter:
///
/// 1. count the groups of consecutive vowels (a, e, i, o, u, y): "banana" has 3, "hour" 1;
/// 2. take one away for a silent final "e" after a consonant ("care", "the"), but not for
///    consonant + "le" ("table", "people"), where the "e" is sounded as a syllable;
/// 3. a part has at least 1 syllable (so do numbers and initials such as "GP": 1).
pub fn syllables(word: &str) -> usize {
    let total: usize = word
        .split(['-', '/', '–', '—'])
        .filter(|part| is_word(part))
        .map(part_syllables)
        .sum();
    total.max(1)
}

fn part_syllables(part: &str) -> usize {
    let letters: Vec<char> = part
        .chars()
        .filter(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let is_vowel = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'y');
    let mut groups = 0;
    let mut in_group = false;
    for &c in &letters {
        if is_vowel(c) && !in_group {
            groups += 1;
        }
        in_group = is_vowel(c);
    }
    let silent_e = match letters.as_slice() {
        [.., before, 'l', 'e'] => is_vowel(*before),
        [.., before, 'e'] => !is_vowel(*before),
        _ => false,
    };
    if silent_e {
        groups -= 1;
    }
    groups.max(1)
}

/// Reports each English article that scores below [`PLAIN_ENGLISH`], at its first line.
pub fn check(articles: &[Article], diags: &mut Diagnostics) {
    for article in articles.iter().filter(|a| a.lang == Lang::En) {
        let score = Counts::of(&article.text).reading_ease();
        if score < PLAIN_ENGLISH {
            diags.error(
                &article.source,
                1,
                format!(
                    "reads at a Flesch reading ease of {score:.1}, below {PLAIN_ENGLISH} (plain \
                     English): use shorter sentences and plainer words"
                ),
            );
        }
    }
}
