//! Every English article reads at plain-English level: a Flesch reading ease of 60 or more.
//!
//! Families read these articles in a hurry, often while worried about someone they love, so the
//! text has to be easy to take in. The reviewers' line was 60 ("plain English"). Flesch reading
//! ease is 206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words): shorter sentences
//! and shorter words score higher.
//!
//! The text scored is what a reader sees in the article body: the front matter is dropped and the
//! Markdown is reduced to its words (see [`prose`]). Syllables come from a simple, documented
//! English heuristic (see [`syllables`]), so a score may differ by a few points from other tools;
//! it is a guide to keep sentences short, not a precise measure.

use std::fs;
use std::path::Path;

/// The lowest Flesch reading ease an English article may have.
const PLAIN_ENGLISH: f64 = 60.0;

/// What a `{...}` placeholder (a price, the phone number, the tax year) is read as: a short word,
/// since a figure such as a price or "2026/27" is read at a glance.
const PLACEHOLDER_WORD: &str = "ten";

#[derive(Debug, PartialEq)]
struct Counts {
    words: usize,
    sentences: usize,
    syllables: usize,
}

impl Counts {
    fn of(text: &str) -> Self {
        let words: Vec<&str> = text.split_whitespace().filter(|t| is_word(t)).collect();
        Counts {
            words: words.len(),
            sentences: sentences(text),
            syllables: words.iter().map(|w| syllables(w)).sum(),
        }
    }

    /// Flesch reading ease: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word.
    fn reading_ease(&self) -> f64 {
        let words = self.words.max(1) as f64;
        let sentences = self.sentences.max(1) as f64;
        206.835 - 1.015 * (words / sentences) - 84.6 * (self.syllables as f64 / words)
    }
}

/// The article's body without its TOML front matter (the lines between the two `+++` lines).
fn body(source: &str) -> &str {
    let mut offset = 0;
    let mut fences = 0;
    for line in source.split_inclusive('\n') {
        offset += line.len();
        if line.trim_end() == "+++" {
            fences += 1;
            if fences == 2 {
                return &source[offset..];
            }
        } else if fences == 0 && !line.trim().is_empty() {
            // No front matter: the whole file is the body.
            return source;
        }
    }
    source
}

/// The body's Markdown as plain prose, one block after another, every block ending a sentence.
///
/// - Headings, list items and table cells are each a sentence of their own: a reader takes them
///   in one at a time. A block that does not end in `.`, `!` or `?` (a heading, an item ending in
///   `;`, a lead-in ending in `:`) ends a sentence where it ends.
/// - Heading markers, list markers, quote markers and `> [!NOTE]` / `> [!TIP]` lines go.
/// - Lines that are only an HTML comment (the `<!-- placeholder: ... -->` launch-check markers)
///   go, since they render as nothing.
/// - Inline syntax is reduced by [`inline`].
fn prose(markdown: &str) -> String {
    let mut blocks: Vec<String> = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    let flush = |current: &mut Vec<&str>, blocks: &mut Vec<String>| {
        if !current.is_empty() {
            blocks.push(current.join(" "));
            current.clear();
        }
    };
    for line in markdown.lines() {
        let mut text = line.trim();
        while let Some(rest) = text.strip_prefix('>') {
            text = rest.trim_start();
        }
        if text.is_empty() || is_comment(text) || is_alert_marker(text) || is_table_rule(text) {
            flush(&mut current, &mut blocks);
        } else if text.starts_with('#') {
            flush(&mut current, &mut blocks);
            blocks.push(text.trim_start_matches('#').trim().to_string());
        } else if let Some(item) = list_item(text) {
            flush(&mut current, &mut blocks);
            current.push(item);
        } else if text.starts_with('|') {
            flush(&mut current, &mut blocks);
            blocks.extend(text.split('|').map(|cell| cell.trim().to_string()));
        } else {
            current.push(text);
        }
    }
    flush(&mut current, &mut blocks);

    let mut out = String::new();
    for block in blocks {
        let mut sentence = inline(&block).trim().to_string();
        if !sentence.chars().any(char::is_alphanumeric) {
            continue;
        }
        let last = sentence
            .trim_end_matches(is_closing)
            .chars()
            .next_back()
            .unwrap_or('.');
        if matches!(last, ';' | ':' | ',') {
            sentence = sentence.trim_end_matches(is_closing).to_string();
            sentence.pop();
            sentence.push('.');
        } else if !is_terminator(last) {
            sentence.push('.');
        }
        out.push_str(&sentence);
        out.push('\n');
    }
    out
}

fn is_comment(line: &str) -> bool {
    line.starts_with("<!--") && line.ends_with("-->")
}

/// `[!NOTE]`, `[!TIP]` and the like, once the quote marker is gone.
fn is_alert_marker(line: &str) -> bool {
    line.starts_with("[!") && line.ends_with(']')
}

/// The `|---|:---:|` line under a table's header row.
fn is_table_rule(line: &str) -> bool {
    line.starts_with('|') && line.chars().all(|c| matches!(c, '|' | '-' | ':' | ' '))
}

/// The text of a list item (`- item`, `* item`, `+ item`, `1. item`, `1) item`), if it is one.
fn list_item(line: &str) -> Option<&str> {
    for marker in ["- ", "* ", "+ "] {
        if let Some(rest) = line.strip_prefix(marker) {
            return Some(rest.trim_start());
        }
    }
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 {
        let rest = &line[digits..];
        if let Some(rest) = rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") ")) {
            return Some(rest.trim_start());
        }
    }
    None
}

/// Inline Markdown reduced to what a reader reads: HTML comments go, `{...}` placeholders become
/// [`PLACEHOLDER_WORD`], links `[text](url)` become their text, images `![alt](src "caption")`
/// go (the alt text and caption are short labels, not prose), and emphasis and code marks go.
fn inline(text: &str) -> String {
    let mut text = text.to_string();
    while let Some(start) = text.find("<!--") {
        let end = text[start..]
            .find("-->")
            .map_or(text.len(), |end| start + end + 3);
        text.replace_range(start..end, " ");
    }
    while let Some(start) = text.find('{') {
        let end = text[start..]
            .find('}')
            .map_or(text.len(), |end| start + end + 1);
        text.replace_range(start..end, PLACEHOLDER_WORD);
    }

    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let image = chars[i] == '!' && chars.get(i + 1) == Some(&'[');
        let open = if image { i + 1 } else { i };
        if chars[open] == '['
            && let Some((label_end, link_end)) = link_at(&chars, open)
        {
            if !image {
                out.extend(&chars[open + 1..label_end]);
            }
            i = link_end + 1;
            continue;
        }
        if !matches!(chars[i], '*' | '_' | '`' | '~') {
            out.push(chars[i]);
        }
        i += 1;
    }
    out
}

/// For a `[label](destination "title")` starting at `open`, the indices of the label's `]` and
/// the destination's `)`.
fn link_at(chars: &[char], open: usize) -> Option<(usize, usize)> {
    let mut depth = 0;
    let mut label_end = None;
    for (i, &c) in chars.iter().enumerate().skip(open) {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    label_end = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let label_end = label_end?;
    if chars.get(label_end + 1) != Some(&'(') {
        return None;
    }
    let mut depth = 0;
    let mut quoted = false;
    for (i, &c) in chars.iter().enumerate().skip(label_end + 1) {
        match c {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => {
                depth -= 1;
                if depth == 0 {
                    return Some((label_end, i));
                }
            }
            _ => {}
        }
    }
    None
}

fn is_terminator(c: char) -> bool {
    matches!(c, '.' | '!' | '?')
}

/// Closing quotes and brackets, which may follow a sentence's full stop.
fn is_closing(c: char) -> bool {
    matches!(c, '"' | '\'' | '”' | '’' | ')' | ']')
}

/// The number of sentences: runs of `.`, `!` or `?` followed (after any closing quotes or
/// brackets) by the end of the text, by the end of a block (a line break in [`prose`]), or by a
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
fn syllables(word: &str) -> usize {
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

fn reading_ease(source: &str) -> f64 {
    Counts::of(&prose(body(source))).reading_ease()
}

#[test]
fn every_english_article_reads_at_plain_english_level() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../content/articles/en");
    let mut paths: Vec<_> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no articles in {}", dir.display());

    let mut too_hard = Vec::new();
    for path in &paths {
        let source = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let counts = Counts::of(&prose(body(&source)));
        let score = counts.reading_ease();
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        println!(
            "{score:5.1}  {name} ({} words, {} sentences, {} syllables)",
            counts.words, counts.sentences, counts.syllables
        );
        if score < PLAIN_ENGLISH {
            too_hard.push(format!("{name}: {score:.1}"));
        }
    }
    assert!(
        too_hard.is_empty(),
        "these articles score below {PLAIN_ENGLISH} on Flesch reading ease; use shorter \
         sentences and plainer words:\n{}",
        too_hard.join("\n")
    );
}

#[test]
fn syllables_follow_the_documented_heuristic() {
    for (word, expected) in [
        ("cat", 1),
        ("the", 1),
        ("care", 1),
        ("free", 1),
        ("agree", 2),
        ("table", 2),
        ("people", 2),
        ("whole", 1),
        ("banana", 3),
        ("rhythm", 1),
        ("you've", 1),
        ("family", 3),
        ("identity-first", 5),
        ("GP", 1),
        ("2014", 1),
    ] {
        assert_eq!(syllables(word), expected, "{word}");
    }
}

#[test]
fn a_simple_sentence_scores_as_flesch_computed_by_hand() {
    // 6 words, 1 sentence, 6 syllables: 206.835 − 1.015 × 6 − 84.6 × 1 = 116.145.
    let counts = Counts::of("The cat sat on the mat.");
    assert_eq!(
        counts,
        Counts {
            words: 6,
            sentences: 1,
            syllables: 6
        }
    );
    assert!((counts.reading_ease() - 116.145).abs() < 1e-9);
}

#[test]
fn markdown_is_read_as_the_words_a_reader_sees() {
    let source = "+++\ntitle = \"A long title that is not scored\"\n+++\n\n\
                  ## Help at home\n\n\
                  We charge {£ rates.personal} an hour, e.g. for a [short visit](/blog/x).\n\n\
                  - **ask** first;\n\
                  1. wait\n\n\
                  <!-- placeholder: a real story -->\n\
                  > [!NOTE]\n\
                  > It is *fine*.\n\n\
                  ![A picture](/images/a.svg \"A caption (with brackets)\")\n";
    assert_eq!(
        prose(body(source)),
        "Help at home.\n\
         We charge ten an hour, e.g. for a short visit.\n\
         ask first.\n\
         wait.\n\
         It is fine.\n"
    );
    let counts = Counts::of(&prose(body(source)));
    assert_eq!(counts.sentences, 5);
    assert_eq!(counts.words, 19);
    assert!(reading_ease(source) > 90.0);
}
