//! The short excerpt shown under a result, with the matched words marked.

use crate::analysis::{Analyzer, fold, lowercase, words};
use crate::json;

/// Roughly how many characters an excerpt holds.
pub const EXCERPT_CHARS: usize = 180;

/// A run of excerpt text; `hit` runs are the matched words. Plain text: the page escapes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    pub text: String,
    pub hit: bool,
}

/// Cuts an excerpt around the first matched word of `text`, or from the start when the match
/// was elsewhere (the title, say).
/// `matched` is sorted, as [`crate::SearchResults::terms`] is.
pub fn excerpt(text: &str, analyzer: &Analyzer, matched: &[String]) -> Vec<Segment> {
    // Stemming every word of a long article is the costly part: the Snowball stemmers keep a
    // word's first letter, so only words starting like a matched term are stemmed.
    let firsts: Vec<char> = matched.iter().filter_map(|t| t.chars().next()).collect();
    let may_match = |word: &str| {
        word.char_indices().next().is_some_and(|(_, c)| {
            let first = if c.is_ascii() {
                c.to_ascii_lowercase()
            } else {
                let one = &word[..c.len_utf8()];
                fold(&lowercase(one)).chars().next().unwrap_or(c)
            };
            firsts.contains(&first)
        })
    };
    let hits: Vec<(usize, usize)> = words(text)
        .filter(|w| may_match(w.text))
        .filter(|w| {
            analyzer
                .term(w.text)
                .is_some_and(|t| matched.binary_search(&t).is_ok())
        })
        .map(|w| (w.start, w.end))
        .collect();
    let anchor = hits.first().map_or(0, |&(start, _)| start);
    let start = window_start(text, anchor);
    let end = window_end(text, start);

    let mut segments = Vec::new();
    if start > 0 {
        segments.push(Segment {
            text: "… ".into(),
            hit: false,
        });
    }
    let mut pos = start;
    for &(s, e) in hits.iter().filter(|&&(s, e)| s >= start && e <= end) {
        if s > pos {
            push(&mut segments, &text[pos..s], false);
        }
        push(&mut segments, &text[s..e], true);
        pos = e;
    }
    if end > pos {
        push(&mut segments, &text[pos..end], false);
    }
    if end < text.len() {
        push(&mut segments, " …", false);
    }
    segments
}

fn push(segments: &mut Vec<Segment>, text: &str, hit: bool) {
    match segments.last_mut() {
        Some(last) if last.hit == hit => last.text.push_str(text),
        _ => segments.push(Segment {
            text: text.to_owned(),
            hit,
        }),
    }
}

/// Starts a few words before the anchor, at a word boundary, so the match has context.
fn window_start(text: &str, anchor: usize) -> usize {
    let lead = EXCERPT_CHARS / 3;
    let before = &text[..anchor];
    if before.chars().count() <= lead {
        return 0;
    }
    let from = before.char_indices().rev().nth(lead).map_or(0, |(i, _)| i);
    text[from..anchor]
        .char_indices()
        .find(|(_, c)| c.is_whitespace())
        .map_or(from, |(i, c)| from + i + c.len_utf8())
}

/// The segments as JSON: `[{"text":"…","hit":false}, ...]`.
pub fn to_json(segments: &[Segment]) -> String {
    let mut out = String::from("[");
    for (i, s) in segments.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"text\":");
        json::string(&mut out, &s.text);
        out.push_str(if s.hit {
            ",\"hit\":true}"
        } else {
            ",\"hit\":false}"
        });
    }
    out.push(']');
    out
}

/// Ends about [`EXCERPT_CHARS`] later, at a word boundary.
fn window_end(text: &str, start: usize) -> usize {
    let rest = &text[start..];
    let Some((cut, _)) = rest.char_indices().nth(EXCERPT_CHARS) else {
        return text.len();
    };
    let end = rest[..cut].rfind(char::is_whitespace).unwrap_or(cut);
    start + end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    fn matched(terms: &[&str]) -> Vec<String> {
        let mut v: Vec<String> = terms.iter().map(|t| t.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn the_matched_word_is_marked() {
        let en = Analyzer::new(Lang::En);
        let segs = excerpt("Help with dementia at home.", &en, &matched(&["dementia"]));
        assert!(segs.contains(&Segment {
            text: "dementia".into(),
            hit: true
        }));
    }

    #[test]
    fn a_late_match_is_shown_with_context_and_an_ellipsis() {
        let en = Analyzer::new(Lang::En);
        let text = format!("{} respite matters.", "word ".repeat(200));
        let segs = excerpt(&text, &en, &matched(&["respit"]));
        assert!(segs[0].text.starts_with("… "));
        assert!(segs.iter().any(|s| s.hit && s.text == "respite"));
        let total: usize = segs.iter().map(|s| s.text.chars().count()).sum();
        assert!(total <= EXCERPT_CHARS + 4, "{total}");
    }

    #[test]
    fn multibyte_text_is_cut_on_character_boundaries() {
        let pl = Analyzer::new(Lang::Pl);
        let text = "zażółć gęślą jaźń ".repeat(40);
        let segs = excerpt(&text, &pl, &matched(&["jazn"]));
        assert!(!segs.is_empty());
    }

    #[test]
    fn a_window_may_start_after_a_wide_space() {
        // A no-break space is two bytes: the window must start after all of it.
        let pl = Analyzer::new(Lang::Pl);
        let text = format!("{}\u{a0}opieka", "słowo\u{a0}".repeat(60));
        let term = pl.term("opieka").unwrap();
        let segs = excerpt(&text, &pl, &matched(&[term.as_str()]));
        assert!(segs.iter().any(|s| s.hit && s.text == "opieka"));
    }
}
