//! `search/synonyms.<lang>.toml`: groups of words and phrases a reader may type for the same
//! idea, each with the word the site uses. Checked twice: as written (here, when content is
//! loaded) and against the language's index vocabulary (when the index is built), each problem
//! at its `file:line`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use search_core::analysis::{Analyzer, fold, lowercase};
use search_core::synonyms::MAX_PHRASE_WORDS;
use search_core::{Lang, SynonymGroup};
use serde::Deserialize;
use toml::Spanned;

use crate::diagnostics::{Diagnostics, line_of};
use crate::source::{parse_toml, read};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    group: Vec<Spanned<RawGroup>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGroup {
    site: Spanned<String>,
    #[serde(default)]
    also: Vec<Spanned<String>>,
}

/// A word or phrase of a group, with the line it is written on.
#[derive(Debug, Clone)]
pub struct Entry {
    pub text: String,
    pub line: usize,
    /// Its index terms, joined by single spaces: the key the index stores.
    pub key: String,
}

#[derive(Debug, Clone)]
pub struct Group {
    pub line: usize,
    /// The word the site uses; always first.
    pub site: Entry,
    pub also: Vec<Entry>,
}

/// One language's synonyms (none when the file does not exist).
#[derive(Debug, Clone)]
pub struct SynonymFile {
    pub lang: Lang,
    pub path: PathBuf,
    pub groups: Vec<Group>,
}

pub fn path(content_dir: &Path, lang: Lang) -> PathBuf {
    content_dir
        .join("search")
        .join(format!("synonyms.{}.toml", lang.code()))
}

/// Both languages' files, checked as written: every group has other words, every entry has a
/// searchable word and at most [`MAX_PHRASE_WORDS`], and no entry is in two groups.
pub fn load(content_dir: &Path, diags: &mut Diagnostics) -> Vec<SynonymFile> {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let path = path(content_dir, lang);
            let groups = if path.exists() {
                load_file(&path, lang, diags)
            } else {
                Vec::new()
            };
            SynonymFile { lang, path, groups }
        })
        .collect()
}

fn load_file(path: &Path, lang: Lang, diags: &mut Diagnostics) -> Vec<Group> {
    let Some(file) = read(path, diags) else {
        return Vec::new();
    };
    let Some(raw) = parse_toml::<RawFile>(path, &file.text, 1, diags) else {
        return Vec::new();
    };
    let analyzer = Analyzer::new(lang);
    let text = &file.text;
    let entry = |s: &Spanned<String>, diags: &mut Diagnostics| -> Option<Entry> {
        let line = line_of(text, s.span().start);
        let terms = analyzer.terms(s.get_ref());
        if terms.is_empty() {
            diags.error(
                path,
                line,
                format!(
                    "\"{}\" has no word a reader could type: write letters or digits",
                    s.get_ref()
                ),
            );
            return None;
        }
        if terms.len() > MAX_PHRASE_WORDS {
            diags.error(
                path,
                line,
                format!(
                    "\"{}\" has {} words; a synonym has at most {MAX_PHRASE_WORDS}: shorten it",
                    s.get_ref(),
                    terms.len()
                ),
            );
            return None;
        }
        Some(Entry {
            text: s.get_ref().clone(),
            line,
            key: terms.join(" "),
        })
    };
    let mut groups = Vec::new();
    // Key -> the line of the entry that has it, to name both places of a duplicate.
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for spanned in &raw.group {
        let line = line_of(text, spanned.span().start);
        let raw_group = spanned.get_ref();
        if raw_group.also.is_empty() {
            diags.error(
                path,
                line,
                format!(
                    "the group of \"{}\" is empty: list the words readers type for it in `also = [...]`, or delete the group",
                    raw_group.site.get_ref()
                ),
            );
            continue;
        }
        let Some(site) = entry(&raw_group.site, diags) else {
            continue;
        };
        let mut also = Vec::new();
        let mut own: BTreeSet<String> = BTreeSet::from([site.key.clone()]);
        for s in &raw_group.also {
            let Some(e) = entry(s, diags) else { continue };
            // The same word twice in one group (`carer`, `carers`) is harmless: kept once.
            if own.insert(e.key.clone()) {
                also.push(e);
            }
        }
        for e in std::iter::once(&site).chain(&also) {
            if let Some(first) = seen.get(&e.key) {
                diags.error(
                    path,
                    e.line,
                    format!(
                        "\"{}\" is already in the group at line {first}: a word belongs to one group; merge the groups or remove it from one",
                        e.text
                    ),
                );
            } else {
                seen.insert(e.key.clone(), e.line);
            }
        }
        groups.push(Group { line, site, also });
    }
    groups
}

/// The groups as the index stores them, checked against the language's content: the site's
/// word or phrase must occur in it (`occurs`, given a key; else the group finds nothing), and a
/// word a reader may type without diacritics is keyed that way too.
pub fn expansion(
    file: &SynonymFile,
    occurs: impl Fn(&str) -> bool,
    diags: &mut Diagnostics,
) -> Vec<SynonymGroup> {
    let analyzer = Analyzer::new(file.lang);
    let occurs = |e: &Entry| occurs(&e.key);
    let mut out = Vec::new();
    for g in &file.groups {
        if !occurs(&g.site) {
            let used: Vec<&str> = g
                .also
                .iter()
                .filter(|e| occurs(e))
                .map(|e| e.text.as_str())
                .collect();
            let message = if used.is_empty() {
                format!(
                    "no word of this group occurs in the {} content, so it can find nothing: make `site` the word the pages use",
                    file.lang.code()
                )
            } else {
                format!(
                    "\"{}\" does not occur in the {} content, but {} does: make that the group's `site`",
                    g.site.text,
                    file.lang.code(),
                    used.join(", ")
                )
            };
            diags.error(&file.path, g.site.line, message);
            continue;
        }
        let keys_of = |e: &Entry| {
            let plain = analyzer.terms(&fold(&lowercase(&e.text))).join(" ");
            [e.key.clone(), plain]
        };
        let mut group = SynonymGroup::default();
        for key in keys_of(&g.site) {
            if !group.site.contains(&key) {
                group.site.push(key);
            }
        }
        for key in g.also.iter().flat_map(keys_of) {
            if !group.site.contains(&key) && !group.also.contains(&key) {
                group.also.push(key);
            }
        }
        out.push(group);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_text(lang: Lang, text: &str) -> (Vec<Group>, Vec<String>) {
        let dir = tempfile::tempdir().unwrap();
        let path = path(dir.path(), lang);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        let mut diags = Diagnostics::default();
        let groups = load_file(&path, lang, &mut diags);
        let messages = diags
            .items
            .iter()
            .map(|d| format!("{}: {}", d.line, d.message))
            .collect();
        (groups, messages)
    }

    #[test]
    fn an_empty_group_is_reported_at_its_line() {
        let (_, problems) = load_text(
            Lang::En,
            "[[group]]\nsite = \"council\"\nalso = [\"local authority\"]\n\n[[group]]\nsite = \"GP\"\n",
        );
        assert_eq!(problems.len(), 1);
        assert!(problems[0].starts_with("5: the group of \"GP\" is empty"));
    }

    #[test]
    fn a_word_in_two_groups_names_both_lines() {
        let (_, problems) = load_text(
            Lang::En,
            "[[group]]\nsite = \"carer\"\nalso = [\"caregiver\"]\n[[group]]\nsite = \"support\"\nalso = [\n  \"caregivers\",\n]\n",
        );
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].starts_with("7: \"caregivers\" is already in the group at line 3"));
    }

    #[test]
    fn a_group_whose_words_never_occur_is_refused() {
        let (groups, problems) = load_text(
            Lang::Pl,
            "[[group]]\nsite = \"gmina\"\nalso = [\"rada\"]\n[[group]]\nsite = \"samorząd\"\nalso = [\"council\"]\n",
        );
        assert!(problems.is_empty());
        let file = SynonymFile {
            lang: Lang::Pl,
            path: PathBuf::from("synonyms.pl.toml"),
            groups,
        };
        let vocabulary = BTreeSet::from(["samorzad", "opiek"]);
        let mut diags = Diagnostics::default();
        let built = expansion(&file, |k| vocabulary.contains(k), &mut diags);
        assert_eq!(diags.items.len(), 1);
        assert_eq!(diags.items[0].line, 2);
        assert!(
            diags.items[0]
                .message
                .contains("no word of this group occurs")
        );
        assert_eq!(built.len(), 1);
        assert_eq!(built[0].site, ["samorzad"]);
    }

    #[test]
    fn a_site_word_the_content_lacks_points_to_the_one_it_uses() {
        let (groups, _) = load_text(
            Lang::En,
            "[[group]]\nsite = \"palliative\"\nalso = [\"end of life\"]\n",
        );
        let file = SynonymFile {
            lang: Lang::En,
            path: PathBuf::from("synonyms.en.toml"),
            groups,
        };
        let mut diags = Diagnostics::default();
        expansion(&file, |k| k == "end of life", &mut diags);
        assert!(
            diags.items[0]
                .message
                .contains("but end of life does: make that the group's `site`")
        );
    }

    #[test]
    fn a_polish_word_is_keyed_as_typed_without_diacritics_too() {
        let (groups, _) = load_text(
            Lang::Pl,
            "[[group]]\nsite = \"samodzielność\"\nalso = [\"niezależność\"]\n",
        );
        let file = SynonymFile {
            lang: Lang::Pl,
            path: PathBuf::from("synonyms.pl.toml"),
            groups,
        };
        let analyzer = Analyzer::new(Lang::Pl);
        let site = analyzer.term("samodzielność").unwrap();
        let built = expansion(&file, |k| k == site, &mut Diagnostics::default());
        let plain = analyzer.term("niezaleznosc").unwrap();
        assert!(built[0].also.contains(&plain), "{built:?}");
    }
}
