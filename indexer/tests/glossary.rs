//! Polish terms are checked by the build: `content/glossary.toml` lists, for each UK idea, the one
//! Polish term and the forms that must not be used for it. Every Polish page, article and
//! interface string is read, and a form to avoid fails the test at its `file:line`.
//!
//! Also here: no sentence of a Polish article runs over [`MAX_WORDS`] words, so the Polish reads
//! as easily as the English (which `readability.rs` holds to plain English).

use std::path::{Path, PathBuf};

use search_core::Lang;
use serde::Deserialize;

const MAX_WORDS: usize = 35;

#[derive(Deserialize)]
struct Glossary {
    terms: Vec<Term>,
    #[serde(default)]
    allowed: Vec<Allowed>,
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct Term {
    english: String,
    first: String,
    later: String,
    avoid: Vec<String>,
    #[serde(default)]
    note: String,
}

/// A form that is right in one place: the file (from the repository root), its exact text, why.
#[derive(Deserialize)]
#[allow(dead_code)]
struct Allowed {
    file: String,
    text: String,
    reason: String,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Lower-cased words of a line: runs of letters (Polish ones included).
fn words(line: &str) -> Vec<String> {
    line.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Does the form (words, each exact or a `stem*`) occur in these words?
fn occurs(form: &str, words: &[String]) -> bool {
    let pattern: Vec<String> = form.split_whitespace().map(str::to_lowercase).collect();
    if pattern.is_empty() || pattern.len() > words.len() {
        return false;
    }
    words.windows(pattern.len()).any(|window| {
        window
            .iter()
            .zip(&pattern)
            .all(|(word, p)| match p.strip_suffix('*') {
                Some(stem) => word.starts_with(stem),
                None => word == p,
            })
    })
}

fn polish_files() -> Vec<PathBuf> {
    let root = root();
    let mut files = Vec::new();
    // The interface strings: the pages' own (`pl.json`) and every set only some screens use
    // (`pl.<set>.json`).
    for (dir, prefix, suffix) in [
        ("pwa/src/i18n/locales", "pl.", ".json"),
        ("content/pages", "", ".pl.toml"),
        ("content/articles/pl", "", ".md"),
    ] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with(prefix) && name.ends_with(suffix) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn load_glossary() -> Glossary {
    let text = std::fs::read_to_string(root().join("content/glossary.toml")).unwrap();
    toml::from_str(&text).expect("content/glossary.toml")
}

/// Every use of a form to avoid in `text`, as (line, form, term).
fn findings<'a>(glossary: &'a Glossary, file: &str, text: &str) -> Vec<(usize, &'a str, &'a str)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut line = line.to_owned();
        for allowed in glossary.allowed.iter().filter(|a| a.file == file) {
            line = line.replace(&allowed.text, " ");
        }
        let words = words(&line);
        for term in &glossary.terms {
            for form in &term.avoid {
                if occurs(form, &words) {
                    out.push((i + 1, form.as_str(), term.first.as_str()));
                }
            }
        }
    }
    out
}

#[test]
fn polish_copy_uses_the_glossary_terms() {
    let glossary = load_glossary();
    let root = root();
    let mut problems = Vec::new();
    for path in polish_files() {
        let file = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(&path).unwrap();
        for (line, form, term) in findings(&glossary, &file, &text) {
            problems.push(format!(
                "{file}:{line}: \"{form}\": write \"{term}\" (content/glossary.toml)"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "forms the glossary rules out:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_glossary_is_well_formed() {
    let glossary = load_glossary();
    assert!(glossary.terms.len() >= 15);
    for term in &glossary.terms {
        assert!(!term.english.is_empty() && !term.first.is_empty() && !term.later.is_empty());
        for form in &term.avoid {
            // A form to avoid must not catch the term itself.
            assert!(
                !occurs(form, &words(&term.first)),
                "\"{form}\" catches the term it stands for, \"{}\"",
                term.first
            );
        }
    }
    for allowed in &glossary.allowed {
        let text = std::fs::read_to_string(root().join(&allowed.file)).unwrap();
        assert!(
            text.contains(&allowed.text),
            "{}: the allowed text is gone; remove it from [[allowed]]: {}",
            allowed.file,
            allowed.text
        );
    }
}

#[test]
fn forms_match_whole_words_or_stems_in_order() {
    let w = |s: &str| words(s);
    assert!(occurs("gmin*", &w("W gminie Tipton")));
    assert!(!occurs("rada", &w("Porada prawna")));
    assert!(occurs("rady", &w("Rady gminy")));
    assert!(occurs("opiek* zastępcz*", &w("dla opieki zastępczej,")));
    assert!(!occurs(
        "opiek* zastępcz*",
        &w("opieka w zastępstwie opiekuna")
    ));
    assert!(occurs(
        "pełnomocnictw* lasting",
        &w("o pełnomocnictwie (lasting power of attorney)")
    ));
    assert!(!occurs(
        "pełnomocnictw* lasting",
        &w("pełnomocnictwo trwałe (lasting power of attorney)")
    ));
}

/// Sentences of a rendered article: each line (a heading, paragraph, list item or table cell) is
/// split after `.`, `!` or `?` followed by a space and a capital letter or digit, so "np. w",
/// "m.in. przy" and "2,5" stay in their sentence.
fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let chars: Vec<char> = line.chars().collect();
        let mut start = 0;
        for i in 0..chars.len() {
            let ends = matches!(chars[i], '.' | '!' | '?')
                && chars.get(i + 1) == Some(&' ')
                && chars
                    .get(i + 2)
                    .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit() || *c == '„');
            if ends {
                out.push(chars[start..=i].iter().collect());
                start = i + 2;
            }
        }
        if start < chars.len() {
            out.push(chars[start..].iter().collect());
        }
    }
    out
}

fn word_count(sentence: &str) -> usize {
    sentence
        .split_whitespace()
        .filter(|t| t.chars().any(char::is_alphanumeric))
        .count()
}

#[test]
fn no_polish_article_sentence_runs_over_35_words() {
    let content = indexer::load(&root().join("content")).unwrap();
    let mut long = Vec::new();
    for article in content.articles.iter().filter(|a| a.lang == Lang::Pl) {
        for sentence in sentences(&article.text) {
            let n = word_count(&sentence);
            if n > MAX_WORDS {
                long.push(format!(
                    "content/articles/pl/{}.md: {n} words: {sentence}",
                    article.slug
                ));
            }
        }
    }
    assert!(
        long.is_empty(),
        "Polish article sentences over {MAX_WORDS} words; split them in natural Polish:\n{}",
        long.join("\n")
    );
}

#[test]
fn sentences_split_at_a_full_stop_before_a_capital() {
    assert_eq!(
        sentences("Np. w domu. Potem 2 wizyty, m.in. rano.\nNagłówek"),
        ["Np. w domu.", "Potem 2 wizyty, m.in. rano.", "Nagłówek"]
    );
    assert_eq!(word_count("Pakiet – 20 godzin, 5% taniej."), 5);
}
